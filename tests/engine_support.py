"""The portfolios the tests run on, each built once per test session (the pipeline takes a few seconds).

`sample` is the bundled portfolio of Tobias Wren (he/him, a software engineer); `ari-lindqvist` is a second
portfolio written fresh (examples/, they/them, a landscape architect and restoration ecologist, with its own
ontology extension). Tests about the generator run on both; tests about one portfolio's content say so.
"""

from __future__ import annotations

import datetime as dt
from functools import cache
from pathlib import Path

from generator.engine import Engine
from generator.engine.knowledge import Knowledge
from generator.engine.linking import link
from generator.engine.question import Question, prepare
from generator.pipeline import BuildResult, run
from generator.settings import Settings, load_settings

REPO = Path(__file__).resolve().parent.parent
TODAY = dt.date(2026, 11, 30)

PORTFOLIOS: dict[str, Path] = {
    "sample": REPO / "mkdocs.yml",
    "ari-lindqvist": REPO / "examples" / "ari-lindqvist" / "mkdocs.yml",
}
"""Every portfolio in the repository, by name: its mkdocs.yml."""


def settings(name: str = "sample") -> Settings:
    return load_settings(PORTFOLIOS[name])


def questions_dir(name: str = "sample") -> Path:
    """The portfolio's own suites and anticipated questions."""
    return settings(name).content_dir / "questions"


@cache
def build(name: str = "sample") -> BuildResult:
    return run(settings(name))


def sample_build() -> BuildResult:
    return build("sample")


@cache
def engine(name: str = "sample") -> Engine:
    return Engine(build(name).state)


def read(name: str, text: str) -> tuple[Question, Knowledge]:
    """The question as the planner prepares it (linked, then read), with the portfolio's knowledge: what a test of
    one rule of the engine gives that rule."""
    k = engine(name).knowledge
    return prepare(text, link(text, k), k), k


def first_key_work(name: str = "sample") -> str:
    """The portfolio's first key work, by its author's order (works that are parts of another left out)."""
    k = engine(name).knowledge
    return k.sort_works(w for w, e in k.entities.items() if e.get("tier") == 1 and not k.whole_of(w))[0]


def skill_question(name: str = "sample") -> str:
    """"<skill> projects" for the most used skill of the first key work: a list question with follow-ups that
    the portfolio anticipates (every skill's list is an anticipated question)."""
    k = engine(name).knowledge
    skills = sorted(k.related(first_key_work(name), "uses"), key=lambda s: (-len(k.works_of(s)), s))
    return f"{k.name(skills[0])} projects"


def owner_question(name: str, template: str) -> str:
    """A question about the owner in the owner's own pronouns ("what did {they} build in the past six months")."""
    return engine(name).knowledge.owner_info.say(template)


def pages_of(name: str = "sample") -> dict[str, str]:
    """The kinds of page a visitor meets, by a name, as paths of the built portfolio."""
    from generator.site.answer_pages import answer_path

    k = engine(name).knowledge
    work = first_key_work(name)
    kinds = {kind: next((i for i in sorted(k.entities) if k.kind_of(i) == kind and i != k.owner), None)
             for kind in ("Skill", "Theme", "Place")}
    pages = {"home": "", "entity-work": f"id/{work}/", "entity-person": f"id/{k.owner}/",
             "index-key-work": "key-work/", "index-work": "work/", "index-skills": "skills-by-category/",
             "index-timeline": "timeline/", "ask": "ask/",
             "ask-answer": "ask/?q=" + skill_question(name).replace(" ", "+"),
             "ask-not-found": "ask/?q=how+do+i+make+bread",
             "ask-static": answer_path(skill_question(name)), "ask-questions": "ask/q/",
             "explore": f"explore/#{work}"}
    pages.update({f"entity-{kind.lower()}": f"id/{i}/" for kind, i in kinds.items() if i})
    article = k.article_of(work)
    if article:
        pages["article"] = k.articles[article]["url"]
        pages["section"] = k.articles[article]["url"].split("/")[0] + "/"
    site_articles = sorted(a["url"] for slug, a in k.articles.items() if slug.startswith("site/"))
    if site_articles:
        pages["site-article"] = site_articles[0]
    return pages
