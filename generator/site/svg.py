"""An entity and its neighbours drawn as SVG at build time: no JavaScript, every dot a link.

The layout is a circle around the entity, neighbours in a fixed order, coordinates rounded, so the same
graph always draws the same picture, byte for byte.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from html import escape

WIDTH, HEIGHT = 720, 460
RADIUS = 170
MAX_NEIGHBOURS = 24


@dataclass(frozen=True)
class Neighbour:
    id: str
    label: str
    kind: str  # a css class: work, skill, concept, theme, agent, role, place, entity
    relation: str  # what it is (its type, in words), shown in the dot's tooltip
    href: str


def _short(label: str, limit: int = 26) -> str:
    return label if len(label) <= limit else label[: limit - 1].rstrip() + "…"


def neighbourhood_svg(entity_id: str, label: str, kind: str, neighbours: list[Neighbour], caption_id: str,
                      root: str = "") -> str:
    """The picture: the entity in the middle, up to MAX_NEIGHBOURS neighbours around it, each a link.

    `root` is the relative path from the page to the site root, prefixed to every neighbour's address."""
    shown = neighbours[:MAX_NEIGHBOURS]
    cx, cy = WIDTH / 2, HEIGHT / 2
    # role="group", not "img": the picture holds links, and an image may not contain interactive elements.
    parts = [f'<svg class="pf-graph" viewBox="0 0 {WIDTH} {HEIGHT}" role="group" '
             f'aria-labelledby="{escape(caption_id)}" xmlns="http://www.w3.org/2000/svg">']
    points = []
    for i in range(len(shown)):
        angle = -math.pi / 2 + 2 * math.pi * i / max(1, len(shown))
        x, y = round(cx + RADIUS * 1.55 * math.cos(angle), 1), round(cy + RADIUS * math.sin(angle), 1)
        points.append((x, y))
        parts.append(f'<line class="pf-edge" x1="{cx}" y1="{cy}" x2="{x}" y2="{y}"/>')
    for n, (x, y) in zip(shown, points, strict=True):
        anchor = "start" if x >= cx else "end"
        dx = 10 if x >= cx else -10
        parts.append(
            f'<a href="{escape(root + n.href)}"><title>{escape(n.label)} ({escape(n.relation)})</title>'
            f'<circle class="pf-dot pf-{escape(n.kind)}" cx="{x}" cy="{y}" r="7"/>'
            f'<text x="{round(x + dx, 1)}" y="{round(y + 4, 1)}" text-anchor="{anchor}">'
            f"{escape(_short(n.label))}</text></a>"
        )
    parts.append(f'<circle class="pf-dot pf-centre pf-{escape(kind)}" cx="{cx}" cy="{cy}" r="12"/>')
    parts.append(f'<text class="pf-centre-label" x="{cx}" y="{cy + 30}" text-anchor="middle">'
                 f'{escape(_short(label, 40))}</text>')
    parts.append("</svg>")
    return "".join(parts)
