"""Each portfolio's full site, built once into a temporary folder: links, page weight, generated pages, and no
wording of the generator's that speaks of the owner in pronouns that are not the owner's."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.site.linkcheck import broken_links

REPO = Path(__file__).resolve().parent.parent
MAX_ENTITY_PAGE = 100_000  # bytes of HTML and SVG, before compression (the site issue's floor)


@pytest.mark.slow
def test_links_resolve(any_site: Path) -> None:
    assert broken_links(any_site) == []


@pytest.mark.slow
def test_entity_pages_stay_under_the_weight_limit(any_site: Path, portfolio: str) -> None:
    heavy = [(p.stat().st_size, p.parent.name) for p in (any_site / "id").glob("*/index.html")
             if p.stat().st_size > MAX_ENTITY_PAGE]
    assert not heavy, sorted(heavy)[-5:]
    assert len(list((any_site / "id").glob("*/index.html"))) >= {"sample": 447, "ari-lindqvist": 90}[portfolio]


@pytest.mark.slow
def test_index_pages_exist(any_site: Path) -> None:
    for page in ("key-work", "work", "work-by-theme", "skills-by-category", "timeline", "projects", "techniques"):
        assert (any_site / page / "index.html").is_file(), page


PRONOUNS = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_MARKUP = re.compile(r"[*_`#>\[\]]|\]\([^)]*\)")


def _plain(text: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", text)).replace("\\n", " ").split()).lower()


def authored_prose(config: Path) -> str:
    """Everything the author wrote for a portfolio (articles, Turtle, answers, lexicon), as plain lower-case
    words: a pronoun found in a built page is the author's when its words around it are found here."""
    root = config.parent
    parts = [path.read_text(encoding="utf-8") for folder in ("content", "ontology") if (root / folder).is_dir()
             for path in sorted((root / folder).rglob("*")) if path.suffix in (".md", ".ttl", ".yml")]
    return " ".join(_MARKUP.sub(" ", " ".join(parts)).replace('"', " ").split()).lower()


def generated_pronouns(site: Path, prose: str) -> list[str]:
    """Every he/his/him of a built site whose words around it the author never wrote: the generator's own."""
    found = []
    for path in sorted(site.rglob("*")):
        if path.suffix not in (".html", ".json", ".xml", ".txt") or "search" in path.parts \
                or path.name == "knowledge-state.json":  # data: the author's prose, and the rule table's word lists
            continue
        text = path.read_text(encoding="utf-8", errors="ignore")
        if path.suffix == ".json":
            text = re.sub(r'(?<!\\)"|[{}\[\],:]', " ", text)
        words = _plain(text).split()
        for at, word in enumerate(words):
            if PRONOUNS.fullmatch(word.strip(".,;:!?\"'()")):
                context = " ".join(w.strip("\"'") for w in words[max(0, at - 2):at + 3])
                if _MARKUP.sub(" ", context) not in prose:
                    found.append(f"{path.relative_to(site)}: …{context}…")
    return found


@pytest.mark.slow
def test_the_generator_never_calls_an_owner_he_who_is_not(built_sites: Callable[[str], Path]) -> None:
    from tests.engine_support import PORTFOLIOS

    name = "ari-lindqvist"  # they/them
    found = generated_pronouns(built_sites(name), authored_prose(PORTFOLIOS[name]))
    assert not found, found[:10]
