"""The neighbourhood picture, read back from its markup: legible, nothing clipped, nothing overlapping.

Text extents are estimated from character counts (0.6 em a character, 0.66 em in bold, a full em for an
ellipsis), generously, since no browser runs here."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

import pytest

from generator.site.svg import KIND_WORDS, MAX_NEIGHBOURS, MAX_WIDTH, Neighbour, neighbourhood_svg

SVG = "{http://www.w3.org/2000/svg}"
KINDS = ["work", "skill", "concept", "theme", "agent", "role", "place", "entity"]


@dataclass(frozen=True)
class Box:
    left: float
    top: float
    right: float
    bottom: float

    def overlaps(self, other: Box) -> bool:
        return (self.left < other.right and other.left < self.right
                and self.top < other.bottom and other.top < self.bottom)


def neighbours(count: int, label: str = "Neighbour {i}", kinds: list[str] | None = None) -> list[Neighbour]:
    kinds = kinds or ["work"]
    return [Neighbour(f"N{i}", label.format(i=i), kinds[i % len(kinds)], "thing", f"id/N{i}/")
            for i in range(count)]


LONG = "A rather long label for neighbour number {i:02d}"  # 45 characters
CASES = {
    "one": ("Solo", "work", neighbours(1, "Python")),
    "none": ("Alone", "entity", []),
    "two kinds": ("Waymark", "work", neighbours(2, kinds=["skill", "agent"])),
    "every kind": ("Finder", "work", neighbours(9, "Thing {i}", KINDS)),
    "24 long": ("Damerau-Levenshtein distance", "concept", neighbours(24, LONG, ["work", "skill", "concept"])),
    "30 long": ("A centre whose own name is far too long to fit on a single line of the picture at all", "work",
                neighbours(30, LONG + " and more", KINDS)),
    "unbreakable": ("X", "skill", neighbours(5, "Supercalifragilisticexpialidociousness{i}")),
    "odd characters": ("<Tom & Jerry's>", "agent",
                       neighbours(3, "Q&A <{i}> \"quoted\" 'single' … ünïcödé", ["place", "role"])),
}


def draw(case: str) -> str:
    label, kind, near = CASES[case]
    return neighbourhood_svg("E", label, kind, near, "cap", root="../../")


def size(svg: ET.Element) -> float:
    return float(svg.get("font-size", "0"))


def text_box(text: ET.Element, font: float) -> Box:
    """The union of a `<text>` element's lines, each estimated from its characters, baseline and anchor."""
    per_char = 0.66 if "pf-centre-label" in text.get("class", "") else 0.6
    anchor = text.get("text-anchor", "start")
    lines = text.findall(f"{SVG}tspan") or [text]
    boxes = []
    for line in lines:
        content = line.text or ""
        width = (len(content) * per_char + content.count("…") * 0.4) * font
        x, y = float(line.get("x", text.get("x", "0"))), float(line.get("y", text.get("y", "0")))
        left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        boxes.append(Box(left, y - font, left + width, y + 0.3 * font))
    return Box(min(b.left for b in boxes), min(b.top for b in boxes),
               max(b.right for b in boxes), max(b.bottom for b in boxes))


def dot_box(circle: ET.Element) -> Box:
    x, y, r = (float(circle.get(a, "0")) for a in ("cx", "cy", "r"))
    return Box(x - r, y - r, x + r, y + r)


def edge_box(line: ET.Element) -> Box:
    x1, y1, x2, y2 = (float(line.get(a, "0")) for a in ("x1", "y1", "x2", "y2"))
    return Box(min(x1, x2) - 0.5, min(y1, y2) - 0.5, max(x1, x2) + 0.5, max(y1, y2) + 0.5)


@pytest.mark.parametrize("case", list(CASES))
def test_same_input_same_bytes(case: str) -> None:
    assert draw(case) == draw(case)


@pytest.mark.parametrize("case", list(CASES))
def test_drawn_at_natural_size_with_legible_text(case: str) -> None:
    svg = ET.fromstring(draw(case))
    _, _, vw, vh = (float(v) for v in svg.get("viewBox", "").split())
    # width and height equal to the viewBox: one user unit is one CSS pixel, so font-size is what a reader sees.
    assert (float(svg.get("width", "0")), float(svg.get("height", "0"))) == (vw, vh)
    assert vw <= MAX_WIDTH  # fits a 390 px phone's column without scaling
    assert size(svg) >= 12
    assert all(float(e.get("font-size", size(svg))) >= 12 for e in svg.iter() if e.tag in (f"{SVG}text", f"{SVG}tspan"))


@pytest.mark.parametrize("case", list(CASES))
def test_every_label_inside_the_picture(case: str) -> None:
    svg = ET.fromstring(draw(case))
    _, _, vw, vh = (float(v) for v in svg.get("viewBox", "").split())
    frame = Box(0, 0, vw, vh)
    for text in svg.iter(f"{SVG}text"):
        box = text_box(text, size(svg))
        assert frame.left <= box.left and box.right <= frame.right, (text.text, box)
        assert frame.top <= box.top and box.bottom <= frame.bottom, (text.text, box)
    for circle in svg.iter(f"{SVG}circle"):
        box = dot_box(circle)
        assert frame.left <= box.left and box.right <= vw and frame.top <= box.top and box.bottom <= vh


@pytest.mark.parametrize("case", list(CASES))
def test_labels_clear_of_each_other_of_dots_and_of_edges(case: str) -> None:
    svg = ET.fromstring(draw(case))
    labels = [text_box(t, size(svg)) for t in svg.iter(f"{SVG}text")]
    for i, a in enumerate(labels):
        for b in labels[i + 1:]:
            assert not a.overlaps(b), (a, b)
    for circle in svg.iter(f"{SVG}circle"):
        assert not any(dot_box(circle).overlaps(label) for label in labels), circle.attrib
    for line in svg.iter(f"{SVG}line"):
        assert not any(edge_box(line).overlaps(label) for label in labels), line.attrib


@pytest.mark.parametrize("case", list(CASES))
def test_every_neighbour_dot_is_a_link_with_its_full_label(case: str) -> None:
    _, _, near = CASES[case]
    svg = ET.fromstring(draw(case))
    links = svg.findall(f"{SVG}a")
    shown = near[:MAX_NEIGHBOURS]
    assert [a.get("href") for a in links] == ["../../" + n.href for n in shown]
    for a, n in zip(links, shown, strict=True):
        assert a.findtext(f"{SVG}title") == f"{n.label} (thing)"
        circle = a.find(f"{SVG}circle")
        assert circle is not None and circle.get("class") == f"pf-dot pf-{n.kind}"
        assert a.find(f"{SVG}text") is not None


@pytest.mark.parametrize("case", list(CASES))
def test_legend_names_exactly_the_kinds_drawn(case: str) -> None:
    _, kind, near = CASES[case]
    svg = ET.fromstring(draw(case))
    legend = svg.find(f"{SVG}g[@class='pf-legend']")
    assert legend is not None
    present = {kind, *(n.kind for n in near[:MAX_NEIGHBOURS])}
    swatches = [c.get("class", "").removeprefix("pf-dot pf-") for c in legend.iter(f"{SVG}circle")]
    assert sorted(swatches) == sorted(present) and len(swatches) == len(present)
    assert [t.text for t in legend.iter(f"{SVG}text")] == [KIND_WORDS[k] for k in swatches]
    assert swatches == [k for k in KIND_WORDS if k in present]  # always in the same order


def test_only_the_first_neighbours_are_drawn_and_long_labels_are_shortened() -> None:
    svg = ET.fromstring(draw("30 long"))
    assert len(svg.findall(f"{SVG}a")) == MAX_NEIGHBOURS
    first = svg.findall(f"{SVG}a")[0].find(f"{SVG}text")
    assert first is not None
    shown = " ".join(span.text or "" for span in first.iter(f"{SVG}tspan"))
    assert shown.endswith("…") and shown.startswith("A rather long label")


def test_one_neighbour() -> None:
    svg = ET.fromstring(draw("one"))
    (link,) = svg.findall(f"{SVG}a")
    assert link.get("href") == "../../id/N0/" and "".join(link.itertext()).endswith("Python")
    assert ["".join(t.itertext()) for t in svg.iter(f"{SVG}text") if t.get("class") == "pf-centre-label"] == ["Solo"]


def test_markup_is_escaped() -> None:
    markup = draw("odd characters")
    assert "<Tom" not in markup and "&lt;Tom &amp; Jerry" in markup
    ET.fromstring(markup)  # parses: nothing unescaped broke the XML
