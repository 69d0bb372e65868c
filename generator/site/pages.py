"""The pages the build generates: one per typed entity, and the index pages that lead to them.

Each page is an HTML fragment rendered with autoescaping from the views, handed to mkdocs as a virtual
file so the theme wraps it like any article. Entity pages stay out of the navigation tree (a 460-entry
tree on every page is most of the cost of a build); the index pages are how a visitor reaches them.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape

from generator.cache_files import code_digest, kept_or_made
from generator.engine.knowledge import Knowledge
from generator.site.rdfviews import GRAPH_NT
from generator.site.views import PageViews, entity_url, in_words, years_of

_ENV = Environment(loader=PackageLoader("generator.site", "templates"), autoescape=select_autoescape(["html"]),
                   trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)


@dataclass
class GeneratedPage:
    src_uri: str  # as if it were a file under docs_dir
    title: str
    html: str
    alternates: list[dict[str, str]] = field(default_factory=list)
    in_nav: bool = True
    search_text: str = ""  # what the site search indexes for a page the theme does not index itself


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "section"


def entity_pages(views: PageViews) -> list[GeneratedPage]:
    template = _ENV.get_template("entity.html")
    pages = []
    for entity_id in sorted(views.k.entities):
        view = views.entity(entity_id)
        html = template.render(e=view, root="../../")
        alternates = [{"type": t, "href": "../../" + view["downloads"][fmt]}
                      for fmt, t in (("ttl", "text/turtle"), ("nt", "application/n-triples"),
                                     ("jsonld", "application/ld+json"))]
        facts = "; ".join(f"{f['label']}: " + ", ".join(v["link"]["label"] if v.get("link") else v["text"]
                                                       for v in f["values"]) for f in view["facts"])
        summary = " ".join(x for x in (view["type"], view["description"] or "", facts) if x)
        pages.append(GeneratedPage(f"id/{entity_id}.md", view["label"], html, alternates, in_nav=False,
                                   search_text=summary))
    return pages


def _item(k: Knowledge, entity_id: str, note: str = "", parts: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"label": k.entities[entity_id]["label"], "url": entity_url(entity_id), "note": note,
            "parts": parts or []}


def _whole_of(k: Knowledge, work: str) -> str | None:
    """The work this one is a part of (a component of the site, a module of a project), if any."""
    for predicate in ("componentOf", "partOf"):
        for whole in k.entities[work]["relations"].get(predicate, []):
            if whole in k.entities and "Work" in k.entities[whole]["types"] and whole != work:
                return str(whole)
    return None


def _one_line(k: Knowledge, work: str) -> str:
    """A work in one line: its tagline, else its description's first sentence."""
    e = k.entities[work]
    tagline = (e["facts"].get("tagline") or [""])[0]
    if tagline:
        return str(tagline)
    description = str(e.get("description") or "")
    return description.split(". ")[0].rstrip(".") if description else ""


def _years(k: Knowledge, entity_id: str) -> str:
    return years_of(k.entities[entity_id].get("months", []))


def index_pages(k: Knowledge) -> list[GeneratedPage]:
    """Key work in its order, work by tier and by theme, skills by category, and a timeline by year."""
    listing = _ENV.get_template("listing.html")
    works = [w for w, e in k.entities.items() if "Work" in e["types"]]
    pages = []

    say = k.owner_info.say
    key = k.sort_works(w for w in works if k.entities[w].get("tier") == 1)
    sections = [{"id": "key-work", "title": say("In {their} own order"), "ordered": True,
                 "items": [_item(k, w, k.entities[w].get("description") or "") for w in key]}]
    pages.append(GeneratedPage("key-work.md", "Key work", listing.render(
        title="Key work", intro=say(f"The {in_words(len(key))} works {{they}} rank{{s}} first, in the order {{they}} "
                                    "rank{s} them."),
        sections=sections, root="../")))

    # A component of a larger work (the parts of this very site) is listed under its whole, not as work of its own.
    parts: dict[str, list[str]] = defaultdict(list)
    for w in works:
        whole = _whole_of(k, w)
        if whole:
            parts[whole].append(w)
    wholes = [w for w in works if not _whole_of(k, w)]

    def with_parts(w: str, note: str) -> dict[str, Any]:
        return _item(k, w, note, [_item(k, p, _one_line(k, p)) for p in k.sort_works(parts.get(w, []))])

    tiers = {1: "Key work", 2: "Projects", 3: "Side work"}
    sections = []
    for tier, title in tiers.items():
        members = k.sort_works(w for w in wholes if k.entities[w].get("tier") == tier)
        sections.append({"id": _slug(title), "title": f"{title} ({len(members)})", "ordered": tier == 1,
                         "items": [with_parts(w, _years(k, w)) for w in members]})
    in_parts = sum(len(v) for v in parts.values())
    pages.append(GeneratedPage("work.md", "All work", listing.render(
        title="All work", intro=f"All {len(wholes)} works in the graph, key work first, then by how recent they are"
        + (f"; the {in_parts} parts of larger works are listed under them." if in_parts else "."),
        sections=sections, contents=True, root="../")))

    themes = sorted((t for t, e in k.entities.items() if e["type"] == "Theme"),
                    key=lambda t: k.entities[t]["label"].lower())
    sections = [{"id": _slug(k.entities[t]["label"]), "title": k.entities[t]["label"],
                 "note": k.entities[t].get("description") or "",
                 "items": [_item(k, t, "the theme itself")] + [_item(k, w, _years(k, w)) for w in k.works_of(t)]}
                for t in themes]
    pages.append(GeneratedPage("work-by-theme.md", "Work by theme", listing.render(
        title="Work by theme", intro="Each theme with the works under it (a broader theme includes its narrower ones).",
        sections=sections, contents=True, root="../")))

    by_category: dict[str, list[str]] = defaultdict(list)
    for s, e in k.entities.items():
        if e["type"] == "Skill":
            by_category[e.get("category") or "Other"].append(s)
    sections = []
    for category in sorted(by_category, key=lambda c: k.categories.get(c, {}).get("label", c)):
        skills = sorted(by_category[category], key=lambda s: (-len(k.works_of(s)), k.entities[s]["label"].lower()))
        title = str(k.categories.get(category, {}).get("plural", category)).capitalize()
        sections.append({"id": _slug(title), "title": title, "items": [
            _item(k, s, f"{len(k.works_of(s))} work{'s' if len(k.works_of(s)) != 1 else ''}") for s in skills]})
    pages.append(GeneratedPage("skills-by-category.md", "Skills", listing.render(
        title="Skills", intro="Every skill in the graph by category, most used first, with how many works use it.",
        sections=sections, contents=True, root="../")))

    by_year: dict[str, list[str]] = defaultdict(list)
    for w in wholes:
        for year in sorted({m[:4] for m in k.entities[w].get("months", [])}):
            by_year[year].append(w)
    sections = [{"id": f"y{year}", "title": year, "items": [
        _item(k, w, _one_line(k, w) + (f" ({in_words(len(parts[w]))} part{'s' if len(parts[w]) != 1 else ''})"
                                          if parts.get(w) else ""))
        for w in k.sort_works(by_year[year])]} for year in sorted(by_year, reverse=True)]
    pages.append(GeneratedPage("timeline.md", "Timeline", listing.render(
        title="Timeline", intro="The works with activity in each year, most recent year first, each in one line.",
        sections=sections, contents=True, root="../")))
    return pages


def section_pages(k: Knowledge, articles: list[Any]) -> list[GeneratedPage]:
    """One page per folder of articles, listing them with the entity each is about: the way into the wiki."""
    from generator.site.navigation import SECTION_ORDER, section_title

    listing = _ENV.get_template("listing.html")
    folders: dict[str, list[Any]] = defaultdict(list)
    for article in articles:
        if "/" in article.slug and not article.slug.endswith("/index"):
            folders[article.slug.split("/", 1)[0]].append(article)
    pages = []
    for folder in sorted(folders, key=lambda f: (SECTION_ORDER.index(f) if f in SECTION_ORDER else 99, f)):
        items = []
        for article in sorted(folders[folder], key=lambda a: a.title.lower()):
            entity = k.entities.get(article.entity or "")
            note = str(entity.get("description") or "") if entity else ""
            short = note[:160] + ("…" if len(note) > 160 else "")
            items.append({"label": article.title, "url": article.url, "note": short})
        title = section_title(folder)
        pages.append(GeneratedPage(f"{folder}/index.md", title, listing.render(
            title=title, intro=f"{len(items)} articles.", root="../",
            sections=[{"id": "articles", "title": "Articles", "items": items}])))
    return pages


def views_for(result: Any, k: Knowledge) -> PageViews:
    from generator.pipeline import rdf_prefixes

    return PageViews(k, result.reasoned, rdf_prefixes(result.settings))


_last_entity_pages: dict[str, list[GeneratedPage]] = {}


def render_pages(result: Any) -> tuple[list[GeneratedPage], dict[str, Any]]:
    """Every generated page for a build, and the knowledge they were made from.

    Entity pages depend on the graph and on which article each entity has; when neither changed (an article's
    text was edited under `mkdocs serve`), the pages of the last build are reused. Across builds they are read
    from the cache folder when the state, the graph and the generator's code are all unchanged
    (entity_pages_cached): a warm build of the sample spent 2.3 of 17 s (under cProfile)
    making them again.
    """
    from generator.engine.knowledge import build_knowledge

    k = result.knowledge or build_knowledge(result.state)
    signature = [result.graph_digests["stated"], result.settings.reasoner,
                 *(f"{a.slug}:{a.entity}:{a.title}" for a in result.articles)]
    key = "|".join(signature)
    if key not in _last_entity_pages:
        _last_entity_pages.clear()
        _last_entity_pages[key] = entity_pages_cached(result, k)
    pages = [ask_page(k, result.settings), console_page(k, result.artifacts[GRAPH_NT].count(b"\n")), explore_page(k),
             *index_pages(k), *section_pages(k, result.articles)]
    pages += _last_entity_pages[key]
    return pages, {"knowledge": k}


def entity_pages_cached(result: Any, k: Knowledge) -> list[GeneratedPage]:
    """entity_pages(views_for(result, k)), read from the cache folder when everything they are made of is
    unchanged: the stated and inferred graphs, the reasoner, the prefixes, which article each entity has (with
    its title and address) and the generator's code. Not the articles' text, which no entity page shows: an
    edit to an article's prose reuses them (tests/test_built_state.py checks that they do not change)."""
    from generator import jsonio
    from generator.pipeline import rdf_prefixes

    key = hashlib.sha256(jsonio.dumps([result.graph_digests, result.settings.reasoner, rdf_prefixes(result.settings),
                                       [[a.slug, a.entity, a.title, a.url] for a in result.articles]]))
    key.update(code_digest().encode("ascii"))  # the views, the templates, the engine
    return kept_or_made(result.settings.cache_dir, "entity-pages", key.hexdigest()[:32],
                        lambda: entity_pages(views_for(result, k)))


ASK_PAGE = "ask.md"


def console_page(k: Knowledge, triples: int) -> GeneratedPage:
    """The SPARQL console: a query box over the whole graph, run in the visitor's browser (console.py)."""
    from generator.site.console import (
        CONSOLE_ARTIFACT,
        CONSOLE_PAGE,
        DEFAULT_QUERY,
        MAX_ROWS,
        PAGE_SECONDS,
        QUERY_SECONDS,
    )
    from generator.site.runtime import RUNTIME_DIR

    html = _ENV.get_template("sparql.html").render(
        graph=GRAPH_NT, triples=f"{triples:,}" if triples else "all its", max_rows=MAX_ROWS,
        seconds=f"{QUERY_SECONDS:g}", page_seconds=PAGE_SECONDS, query=DEFAULT_QUERY, runtime_dir=RUNTIME_DIR,
        bundle=CONSOLE_ARTIFACT,
        namespaces=json.dumps({"ns": k.namespaces["ns"], "id": k.namespaces["id"]}, sort_keys=True))
    return GeneratedPage(CONSOLE_PAGE, "SPARQL console", html)


def explore_page(k: Knowledge) -> GeneratedPage:
    """The graph explorer: its controls and legend drawn here, its picture drawn by explore.js from
    data/explore.json (explorer.py), starting at the entity the page's address names, else the owner."""
    from generator.site.explorer import EXPLORE_ARTIFACT, EXPLORE_PAGE, kind_counts, start_entity, themes_by_label

    kinds = [{"kind": c, "word": word, "count": n} for c, word, n in kind_counts(k)]
    themes = [(t, k.entities[t]["label"]) for t in themes_by_label(k)]
    start = start_entity(k)
    html = _ENV.get_template("explore.html").render(
        kinds=kinds, themes=themes, entities=len(k.entities), data=EXPLORE_ARTIFACT,
        start={"label": k.entities[start]["label"], "url": entity_url(start)} if start else None)
    return GeneratedPage(EXPLORE_PAGE, "Explore the graph", html)


def placeholder(k: Knowledge) -> str:
    """The ask box's hint, from the site's own graph: a skill of its first key work, the work itself, and a
    year of recent activity, asked the way a visitor would ("python projects, how does Waymark work?, what
    did she build in 2025?")."""
    say = k.owner_info.say
    key = k.sort_works(w for w, e in k.entities.items() if e.get("tier") == 1 and not k.whole_of(w))
    work = key[0] if key else None
    hints = []
    skills = sorted(k.related(work, "uses"), key=lambda s: (-len(k.works_of(s)), s)) if work else []
    if skills:
        hints.append(f"{k.entities[skills[0]]['label']} projects")
    if work:
        hints.append(f"how does {k.name(work)} work?")
    years = sorted({m[:4] for e in k.entities.values() for m in e.get("months", [])})
    if years:
        hints.append(say(f"what did {{they}} make in {years[-1]}?"))
    return ", ".join(hints) or say("who {is} {they}?")


def example_questions(k: Knowledge) -> list[str]:
    """Questions to start with (the ask page's and the home page's): the author's first answered questions,
    then key work. Each links to its plain answer page, so it works without JavaScript; with it, the ask
    page answers in place (the link carries data-pf-question)."""
    authored = [a["questions"][0] for a in k.state.get("answers", [])[:4] if a.get("questions")]
    return list(dict.fromkeys([*authored, "key work"]))


def ask_page(k: Knowledge, settings: Any) -> GeneratedPage:
    """The ask page: a form, where the answer goes, and where the answer index and the runtime live."""
    from generator.answer_index import ANSWERS_DIR
    from generator.pipeline import ENGINE_ARTIFACT, STATE_ARTIFACT
    from generator.question_log import MISSES
    from generator.settings import MAX_QUESTION
    from generator.site.answer_pages import answer_path
    from generator.site.answer_words import page_words
    from generator.site.runtime import RUNTIME_DIR

    examples = [{"question": q, "href": answer_path(q).removeprefix("ask/")} for q in example_questions(k)]
    html = _ENV.get_template("ask.html").render(
        answers_dir=ANSWERS_DIR, state=STATE_ARTIFACT, engine=ENGINE_ARTIFACT, runtime_dir=RUNTIME_DIR,
        api=settings.ask_api, misses=json.dumps(MISSES, sort_keys=True), max_length=MAX_QUESTION, examples=examples,
        placeholder=placeholder(k), words=page_words(k.classes))
    return GeneratedPage(ASK_PAGE, "Ask", html)
