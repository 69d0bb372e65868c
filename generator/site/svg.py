"""An entity and its neighbours drawn as SVG at build time: no JavaScript, every dot a link.

The picture is a small tree, sized to fit a phone's column without being scaled down: the entity's name and
dot at the top, a trunk down the middle, and its neighbours in two columns either side of the trunk, each label
outside its dot (left column right-aligned, right column left-aligned), wrapped onto at most three lines. A
legend under it names the colours that appear. Neighbours keep their given order (down the left column, then
down the right), coordinates are rounded, so the same graph always draws the same picture, byte for byte.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

MAX_NEIGHBOURS = 24
# The widest the picture may be: a 390 px phone's column (16 px padding each side). Drawn at its natural size,
# never scaled, so every label is FONT_SIZE CSS pixels on a phone and on a desktop alike.
MAX_WIDTH = 358
FONT_SIZE = 14  # the same as `.pf-graph text` in portfolio.css, so the estimates below hold for what is drawn
CHAR_WIDTH = 0.6 * FONT_SIZE  # a generous average advance for the sans-serif fonts the theme falls back to
BOLD_CHAR_WIDTH = 0.66 * FONT_SIZE
LINE_HEIGHT = 18
PAD = 6  # empty margin inside the picture
DOT_R = 7
CENTRE_R = 12
BRANCH = 20  # from the trunk to a neighbour's dot
LABEL_GAP = 6  # from a dot's edge to its label
ROW_GAP = 6
SWATCH_R = 6
LEGEND_GAP = 14  # between legend items

# Room for one line of a neighbour's label: half the picture less the trunk's side of it.
SIDE_ROOM = MAX_WIDTH / 2 - BRANCH - DOT_R - LABEL_GAP - PAD
SIDE_CHARS = int(SIDE_ROOM // CHAR_WIDTH)
CENTRE_CHARS = int((MAX_WIDTH - 2 * PAD) // BOLD_CHAR_WIDTH)

# What each colour means, in the order the legend lists them; `entity` is the class of anything else.
KIND_WORDS = {"work": "work", "skill": "skill", "concept": "concept", "theme": "theme",
              "agent": "person or organisation", "role": "role", "place": "place", "entity": "other"}


@dataclass(frozen=True)
class Neighbour:
    id: str
    label: str
    kind: str  # a css class: work, skill, concept, theme, agent, role, place, entity
    relation: str  # what it is (its type, in words), shown in the dot's tooltip
    href: str


def _num(value: float) -> str:
    """A coordinate as written in the markup: rounded to a tenth, without a trailing `.0`."""
    return f"{round(value, 1):g}"


def _lines(label: str, limit: int, most: int) -> list[str]:
    """`label` broken into at most `most` lines of at most `limit` characters, at spaces or after a hyphen that
    ends a word of three letters or more (so "N-Triples" stays whole).

    A word longer than a line is cut; a label that needs more lines ends its last line with an ellipsis (the
    full label is always in the dot's tooltip)."""
    lines: list[str] = []
    current = ""
    for token in re.split(r"(?<= )|(?<=\w\w\w-)", " ".join(label.split())):
        if len((current + token).rstrip()) <= limit:
            current += token
            continue
        if current.strip():
            lines.append(current.rstrip())
        while len(token.rstrip()) > limit:
            lines.append(token[:limit])
            token = token[limit:]
        current = token
    if current.strip():
        lines.append(current.rstrip())
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = lines[-1][: limit - 2].rstrip() + "…"  # the ellipsis is wide: it takes two characters' room
    return lines or [""]


def _width(text: str, char_width: float = CHAR_WIDTH) -> float:
    # An ellipsis is about a full em wide in common fonts: counted twice.
    return (len(text) + text.count("…")) * char_width


def _legend(kinds: list[str]) -> list[tuple[str, str, float]]:
    """The kinds present, each with its word and the width its swatch and word take, in the legend's fixed order
    (unknown kinds last, by name)."""
    order = list(KIND_WORDS)
    ranked = sorted(set(kinds), key=lambda k: (order.index(k) if k in order else len(order), k))
    return [(k, KIND_WORDS.get(k, k), 2 * SWATCH_R + 4 + _width(KIND_WORDS.get(k, k))) for k in ranked]


def neighbourhood_svg(entity_id: str, label: str, kind: str, neighbours: list[Neighbour], caption_id: str,
                      root: str = "") -> str:
    """The picture as one inline `<svg>` element: the entity, up to MAX_NEIGHBOURS neighbours, each a link, and
    a legend of the colours used.

    The `<svg>` carries `width` and `height` equal to its viewBox, its natural size in CSS pixels, so the
    stylesheet need not (and should not) stretch or shrink it. `root` is the relative path from the page to the
    site root, prefixed to every neighbour's address."""
    shown = neighbours[:MAX_NEIGHBOURS]
    half = (len(shown) + 1) // 2
    wrapped = [_lines(n.label, SIDE_CHARS, 3) for n in shown]
    legend = _legend([kind, *(n.kind for n in shown)])

    # As narrow as the labels allow, but wide enough for the entity's name and, up to MAX_WIDTH, the legend in one row.
    label_room = max((_width(line) for lines in wrapped for line in lines), default=0.0)
    centre_lines = _lines(label, CENTRE_CHARS, 2)
    width = max(2 * (PAD + label_room + LABEL_GAP + DOT_R + BRANCH),
                max(_width(line, BOLD_CHAR_WIDTH) for line in centre_lines) + 2 * PAD,
                sum(item for _, _, item in legend) + LEGEND_GAP * (len(legend) - 1) + 2 * PAD)
    width = round(min(MAX_WIDTH, width))
    cx = width / 2

    # A line's baseline sits this far below the top of its line box, so the letters centre in it.
    baseline = LINE_HEIGHT / 2 + 0.35 * FONT_SIZE
    y = PAD
    centre_spans = "".join(f'<tspan x="{_num(cx)}" y="{_num(y + i * LINE_HEIGHT + baseline)}">{escape(line)}</tspan>'
                           for i, line in enumerate(centre_lines))
    cy = y + len(centre_lines) * LINE_HEIGHT + 4 + CENTRE_R
    y = cy + CENTRE_R + 8

    # Rows pair the i-th of each column, so branches line up across the trunk; a row is as tall as its longer label.
    placed: dict[int, float] = {}
    for row in range(half):
        pair = [row] + ([half + row] if half + row < len(shown) else [])
        lines_in_row = max(len(wrapped[i]) for i in pair)
        tall = max(lines_in_row * LINE_HEIGHT, 2 * DOT_R)
        for i in pair:
            placed[i] = y + tall / 2
        y += tall + ROW_GAP
    rows_end = y - ROW_GAP if shown else cy + CENTRE_R

    edges: list[str] = []
    if shown:
        edges.append(f'<line class="pf-edge" x1="{_num(cx)}" y1="{_num(cy)}" x2="{_num(cx)}" '
                     f'y2="{_num(max(placed.values()))}"/>')
    links: list[str] = []
    for i, n in enumerate(shown):
        side = -1 if i < half else 1
        dot_x, dot_y = cx + side * BRANCH, placed[i]
        edges.append(f'<line class="pf-edge" x1="{_num(cx)}" y1="{_num(dot_y)}" x2="{_num(dot_x)}" '
                     f'y2="{_num(dot_y)}"/>')
        text_x = _num(dot_x + side * (DOT_R + LABEL_GAP))
        top = dot_y - len(wrapped[i]) * LINE_HEIGHT / 2
        spans = "".join(f'<tspan x="{text_x}" y="{_num(top + j * LINE_HEIGHT + baseline)}">{escape(line)}</tspan>'
                        for j, line in enumerate(wrapped[i]))
        links.append(
            f'<a href="{escape(root + n.href)}"><title>{escape(n.label)} ({escape(n.relation)})</title>'
            f'<circle class="pf-dot pf-{escape(n.kind)}" cx="{_num(dot_x)}" cy="{_num(dot_y)}" r="{DOT_R}"/>'
            f'<text text-anchor="{"end" if side < 0 else "start"}">{spans}</text></a>'
        )

    # The legend explains colour, which only sighted readers use; each dot's tooltip names its type in words.
    rows: list[list[tuple[str, str, float]]] = [[]]
    for entry in legend:
        used = sum(item + LEGEND_GAP for _, _, item in rows[-1])
        if rows[-1] and used + entry[2] > width - 2 * PAD:
            rows.append([])
        rows[-1].append(entry)
    items: list[str] = []
    y = rows_end + 14
    for entries in rows:
        x = cx - (sum(item for _, _, item in entries) + LEGEND_GAP * (len(entries) - 1)) / 2
        for k, word, item in entries:
            items.append(f'<circle class="pf-dot pf-{escape(k)}" cx="{_num(x + SWATCH_R)}" '
                         f'cy="{_num(y + LINE_HEIGHT / 2)}" r="{SWATCH_R}"/>'
                         f'<text x="{_num(x + 2 * SWATCH_R + 4)}" y="{_num(y + baseline)}">{escape(word)}</text>')
            x += item + LEGEND_GAP
        y += LINE_HEIGHT + 4
    height = round(y - 4 + PAD)

    # role="group", not "img": the picture holds links, and an image may not contain interactive elements.
    return "".join([
        f'<svg class="pf-graph" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        f'font-size="{FONT_SIZE}" role="group" aria-labelledby="{escape(caption_id)}" '
        f'xmlns="http://www.w3.org/2000/svg">',
        *edges, *links,
        f'<circle class="pf-dot pf-centre pf-{escape(kind)}" cx="{_num(cx)}" cy="{_num(cy)}" r="{CENTRE_R}"/>',
        f'<text class="pf-centre-label" text-anchor="middle">{centre_spans}</text>',
        f'<g class="pf-legend" aria-hidden="true">{"".join(items)}</g>',
        "</svg>",
    ])
