"""Figures drawn at build from the engine's own tables, so a figure cannot say what the code no longer does.

- `figures/route-order.svg`: the planning order (routes.ROUTES, Algorithm 4), each route with the operations
  it answers and where the paper has it.
- `figures/confidence.svg`: the confidence decision (confidence.RULES, Algorithm 5), rule by rule, and the
  levels a model may ever help with (confidence.MODEL_LEVELS).
- `figures/fallback.svg`: the guarded model fallback (Algorithm 8), its steps with the limits the fallback's
  code holds it to (levels allowed, evidence, rounds, prompt budget, tools, outcomes).

Articles show them with an ordinary Markdown image (`![...](../figures/route-order.svg)`); the build publishes
the ones an article shows (figures_shown) and adds them to mkdocs' files, so a link to one is checked like any
other, and lists them in the manifest, so `portfolio check` fails when one is stale. Each is a plain SVG with
a title and a description for screen readers, drawn narrow (480 units) so that on a phone its text stays
about 12 CSS pixels.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterable
from html import escape

from generator.engine.confidence import MODEL_LEVELS, RULES
from generator.engine.routes import ROUTES

FIGURES_DIR = "figures/"
WIDTH = 480
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
INK, MUTED, LINE, PANEL = "#1b1b1b", "#4a4a4a", "#767676", "#f3f4f6"
LEVEL_COLOURS = {"exact": "#1b5e20", "strong": "#0d47a1", "weak": "#8a4b00", "none": "#5f5f5f"}
"""Each level's colour, dark enough for white text on it (contrast 7:1 or more)."""
TEXT_CHARS = 62
"""Characters of 13-unit text a line holds across the figure (system fonts average under 7 units a character)."""


def _text(x: float, y: float, text: str, *, size: int = 14, weight: str = "normal", fill: str = INK,
          anchor: str = "start") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="{anchor}">{escape(text)}</text>')


def _wrap(text: str, limit: int) -> list[str]:
    """Words into lines of at most `limit` characters (a long word stands alone)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _heading(title: str, intro: str) -> tuple[list[str], float]:
    """A figure's title and its introduction wrapped to the width; returns the elements and where to go on."""
    body = [_text(16, 28, title, size=17, weight="bold")]
    y = 30.0
    for line in _wrap(intro, TEXT_CHARS):
        y += 18
        body.append(_text(16, y, line, size=13, fill=MUTED))
    return body, y + 14


def _box(body: list[str], y: float, title: str, note: str, chars: int) -> int:
    """Append a panel at `y` with a bold title and a note wrapped at `chars`; returns its height."""
    lines = _wrap(note, chars)
    height = 24 + 16 * len(lines)
    body.append(f'<rect x="12" y="{y:g}" width="{WIDTH - 24}" height="{height}" rx="6" fill="{PANEL}" '
                f'stroke="{LINE}" stroke-width="0.75"/>')
    body.append(_text(24, y + 17, title, weight="bold"))
    for i, line in enumerate(lines):
        body.append(_text(24, y + 33 + 16 * i, line, size=12, fill=MUTED))
    return height


def _svg(title: str, description: str, height: float, body: list[str]) -> bytes:
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:g}" width="{WIDTH}" '
            f'height="{height:g}" role="img" aria-labelledby="t d" font-family="{FONT}">'
            f'<title id="t">{escape(title)}</title><desc id="d">{escape(description)}</desc>'
            f'<rect width="{WIDTH}" height="{height:g}" fill="#ffffff"/>')
    return (head + "".join(body) + "</svg>\n").encode("utf-8")


def route_order() -> bytes:
    """The planning order: after linking, intent and the fused candidates, the first route whose test holds
    and whose answer answers what was asked writes the plan."""
    intro = ("Linked names, intent and dates come first, then candidates from the graph, the wiki and meaning, "
             "fused by weighted reciprocal rank. Then the first route, in this order, whose test holds and "
             "whose answer says what was asked:")
    body, y = _heading("How a question is answered", intro)
    for number, rule in enumerate(ROUTES, start=1):
        paper = rule.paper.split(":")[0]
        height = _box(body, y, f"{number}. {rule.name.replace('_', ' ')}",
                      f"answers {', '.join(rule.answers)} · {paper}", 64)
        y += height + 6
    for line in _wrap("The plan's confidence is then decided by how its answer was found (Algorithm 5).",
                      TEXT_CHARS):
        y += 18
        body.append(_text(16, y, line, size=13, fill=MUTED))
    names = ", ".join(rule.name.replace("_", " ") for rule in ROUTES)
    return _svg("The order in which the engine tries its routes",
                f"{len(ROUTES)} routes, tried in order; the first that applies and answers writes the plan: "
                f"{names}.", y + 16, body)


def confidence_decision() -> bytes:
    """The confidence decision, rule by rule: the first that holds gives the level."""
    body, y = _heading("How sure the engine says it is", "Decided by how the answer was found, not by a score: "
                       "the first rule that holds gives the level.")
    for rule in RULES:
        lines = _wrap(rule.when, 36)
        why = _wrap(rule.why, 58)
        height = 14 + 18 * len(lines) + 16 * len(why)
        body.append(f'<rect x="12" y="{y:g}" width="{WIDTH - 24}" height="{height:g}" rx="6" fill="{PANEL}" '
                    f'stroke="{LINE}" stroke-width="0.75"/>')
        colour = LEVEL_COLOURS.get(rule.level, INK)
        body.append(f'<rect x="{WIDTH - 96}" y="{y + 8:g}" width="72" height="22" rx="11" fill="{colour}"/>')
        body.append(_text(WIDTH - 60, y + 24, rule.level, size=13, weight="bold", fill="#ffffff", anchor="middle"))
        line_y = y + 24
        for line in lines:
            body.append(_text(24, line_y, line, weight="bold"))
            line_y += 18
        for line in why:
            body.append(_text(24, line_y, line, size=12, fill=MUTED))
            line_y += 16
        y += height + 6
    allowed = " and ".join(MODEL_LEVELS)
    closing = (f"Only {allowed} answers may ever be passed to a model, never an ambiguity, and only when the "
               "fallback is switched on.")
    for line in _wrap(closing, TEXT_CHARS):
        y += 18
        body.append(_text(16, y, line, size=13, fill=MUTED))
    steps = "; ".join(f"{rule.when}: {rule.level}" for rule in RULES)
    return _svg("How the engine decides its confidence", f"The first rule that holds gives the level. {steps}. "
                f"Only {allowed} answers may reach a model.", y + 16, body)


def guarded_fallback() -> bytes:
    """The model fallback (Algorithm 8) as its steps, each with the limits the code holds it to."""
    from generator.fallback.answer import OUTCOMES
    from generator.fallback.evidence import BEST_PASSAGES, PROMPT_TOKENS, ROUNDS, TOOL_CALLS_PER_ROUND, TOOL_SPECS

    tools = " and ".join(spec["name"] for spec in TOOL_SPECS)
    steps = [
        ("The engine's plan", "planned first, always; the fallback never replaces it"),
        ("Allowed?", f"only {' or '.join(MODEL_LEVELS)} answers, never an ambiguity, and only when the fallback "
                     "is switched on; otherwise nothing leaves the server"),
        ("Evidence", f"the plan's own sources and the {BEST_PASSAGES} best wiki passages, numbered"),
        ("Ask the model", f"at most {ROUNDS} rounds, each request under {PROMPT_TOKENS:,} tokens; it may call "
                          f"{tools}, {TOOL_CALLS_PER_ROUND} calls a round, and what they return joins the "
                          "evidence; the last round offers no tools"),
        ("Verify", "every link the server did not supply is removed; a name, number or private datum the "
                   "evidence lacks, or no source cited, rejects the answer"),
        ("Outcome", " · ".join(OUTCOMES)),
    ]
    body, y = _heading("How a model may help, and how it is held",
                       "Only when the engine is unsure, and only with what the site can show.")
    for number, (name, said) in enumerate(steps, start=1):
        y += _box(body, y, f"{number}. {name}", said, 60)
        if number < len(steps):  # an arrow down to the next step
            body.append(f'<path d="M{WIDTH / 2:g} {y + 2:g} v10 m-5 -5 l5 5 l5 -5" fill="none" stroke="{LINE}" '
                        'stroke-width="1.5"/>')
        y += 16
    summary = "; ".join(f"{name}: {said}" for name, said in steps)
    return _svg("How the model fallback is guarded", summary, y, body)


def figures() -> dict[str, bytes]:
    """Every figure, by its site path."""
    return {FIGURES_DIR + "route-order.svg": route_order(), FIGURES_DIR + "confidence.svg": confidence_decision(),
            FIGURES_DIR + "fallback.svg": guarded_fallback()}


def figures_shown(links: Iterable[tuple[str, str]]) -> dict[str, bytes]:
    """The figures some article shows, by site path: a portfolio whose articles do not explain the engine does
    not publish pictures of it. `links` are (article slug, link target as written), targets relative to the
    article's Markdown file."""
    wanted = {posixpath.normpath(posixpath.join(posixpath.dirname(slug), target.split("#")[0]))
              for slug, target in links}
    return {path: svg for path, svg in figures().items() if path in wanted}
