"""The mkdocs plugin: `mkdocs build` and `mkdocs serve` run the whole portfolio pipeline with no extra step.

Event handlers stay thin: the pipeline computes, privacy scans each rendered page, publish writes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import os
from pathlib import Path
from typing import Any, Literal

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page
from mkdocs.utils import CountHandler

from generator.built_state import keep_indexed, record_built_state
from generator.errors import PortfolioError, Problem, ValidationFailed
from generator.pipeline import STATE_ARTIFACT, BuildResult, run
from generator.settings import Settings, settings_from_options
from generator.site import publish
from generator.site.answer_pages import answer_pages_cached, answer_path
from generator.site.answer_words import type_labels
from generator.site.article_links import Mentions, article_footer, article_header
from generator.site.compress import precompress
from generator.site.figures import FIGURES_DIR
from generator.site.home import contact, home_sections
from generator.site.locate import locate
from generator.site.navigation import site_nav
from generator.site.pages import GeneratedPage, example_questions, render_pages
from generator.site.runtime import runtime_files
from generator.site.scanned import ScannedPages
from generator.site.theme_fixes import fix_theme_html

log = logging.getLogger("mkdocs.plugins.portfolio")


class PortfolioConfig(base.Config):  # type: ignore[no-untyped-call]
    """Options of the `portfolio` plugin in mkdocs.yml."""

    namespace = c.Type(str, default="https://portfolio.example/ns#")
    """The ontology's namespace (the cj: prefix)."""
    id_namespace = c.Type(str, default="https://portfolio.example/id/")
    """The namespace of the portfolio's entities; ids are local names in it."""
    reasoner = c.Choice(("reasonable", "owlrl"), default="reasonable")
    """OWL 2 RL reasoner: `reasonable` (fast, Rust) or `owlrl` (the pure-Python reference)."""
    meaning = c.Type(bool, default=True)
    """Rank by meaning beside ranking by words (vectors built from the site's own text); false turns it off."""
    reference_date = c.Type((str, dt.date), default="2026-11-30")
    """The build's "today" when SOURCE_DATE_EPOCH is not set. The wall clock is never read."""
    allowed_emails = c.ListOfItems(c.Type(str), default=[])
    """Email addresses that may be published; any other address fails the build."""
    ontology_dir = c.Type((str, list), default="ontology")
    """Folder of the ontology's Turtle files, relative to mkdocs.yml; or a list of folders (the core ontology,
    then your extension of it)."""
    graph_dir = c.Type(str, default="content/graph")
    """Folder of the graph's Turtle files, relative to mkdocs.yml."""
    content_dir = c.Type(str, default="content")
    """Folder of authored answers (answers.yml), relative to mkdocs.yml."""
    cache_dir = c.Type(str, default=".cache/portfolio")
    """Where the reasoned graph is cached between builds; empty to disable."""
    pyodide_dir = c.Type(str, default="node_modules/pyodide")
    """The npm package `pyodide` (pinned in package.json), copied into the site for the ask page."""
    ask_api = c.Type(str, default="")
    """Address of a `portfolio serve` /api/ask endpoint for the model fallback; empty keeps the site static."""


class GeneratedFile(File):
    """A generated page that knows whether it differs from the last build, so `mkdocs serve --dirty`
    renders only what changed (mkdocs treats every in-memory file as modified)."""

    unchanged = False

    def is_modified(self) -> bool:
        return not self.unchanged and super().is_modified()


def add_search_entries(index: Path, pages: Any) -> None:
    """Append an entry per entity page (title, then its summary) to the theme's search index."""
    if not index.is_file():
        return  # the search plugin is off
    data = json.loads(index.read_text(encoding="utf-8"))
    known = {doc["location"] for doc in data.get("docs", [])}
    for page in sorted(pages, key=lambda p: p.src_uri):
        location = page.src_uri[: -len(".md")] + "/"
        if page.search_text and location not in known:
            data["docs"].append({"location": location, "title": page.title, "text": page.search_text})
    index.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


_last_page_digests: dict[str, str] = {}  # src_uri -> digest of what the last build rendered for it


def front_matter(page: GeneratedPage) -> str:
    """The virtual file mkdocs reads for a generated page: only its title and how the theme shows it.

    Entity pages hide the navigation sidebar (theme/main.html draws a short one instead of the whole tree)
    and are left out of the theme's search indexing, which parsed every page's HTML and was the largest
    cost of a build; the plugin adds a compact entry for each of them to the index instead.
    """
    meta = [f"title: {json.dumps(page.title)}"]
    if not page.in_nav:
        meta += ["hide:", "  - navigation", "search:", "  exclude: true"]
    return "---\n" + "\n".join(meta) + "\n---\n"


LATE = -50
"""mkdocs' documented priority for "late": after the plugins at the default (0), such as search."""
LAST = -1000
"""Below mkdocs' documented "last" (-100), which other plugins take as well (mkdocs-material's offline)."""

_own_epoch: str | None = None
"""The SOURCE_DATE_EPOCH this process's plugin put in the environment, or None when it put none there.

Process-wide like the environment itself: mkdocs keeps one plugin across `mkdocs serve`'s rebuilds, but a
test or a script may build several portfolios in one process, each with its own plugin.
"""


def release_own_epoch() -> None:
    """Take SOURCE_DATE_EPOCH out of the environment when this plugin put it there; returns nothing.

    Exists so that each build reads its reference date from mkdocs.yml again (`mkdocs serve` rebuilds in the
    same process, and an epoch left from the last build would win over an edited reference_date), while a
    value the user set before the build is never touched.
    """
    global _own_epoch
    if _own_epoch is not None and os.environ.get("SOURCE_DATE_EPOCH") == _own_epoch:
        del os.environ["SOURCE_DATE_EPOCH"]
    _own_epoch = None


def pin_epoch(day: dt.date) -> None:
    """Set SOURCE_DATE_EPOCH to midnight UTC of `day` unless the user set it; returns nothing.

    mkdocs dates the sitemap from SOURCE_DATE_EPOCH when it is set: pinned to the reference date, two builds
    of the same sources are byte-identical whatever the wall clock says.
    """
    global _own_epoch
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return
    midnight = dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC)
    _own_epoch = os.environ["SOURCE_DATE_EPOCH"] = str(int(midnight.timestamp()))


def watched_sources(settings: Settings) -> list[tuple[Path, bool]]:
    """(path, recursive) of each author source outside docs_dir that a build reads, for `mkdocs serve` to watch.

    mkdocs itself watches only docs_dir and mkdocs.yml, so without these an edit to the graph, the ontology,
    answers.yml or lexicon.yml would show only after a restart. The content folder is watched without its
    subfolders (its own files are answers.yml, lexicon.yml and the other inputs the manifest digests), and
    questions/ likewise (anticipated.yml feeds the answer index). Missing paths are left out: the observer
    cannot watch what does not exist, and the build reports what it needs.
    """
    docs = settings.docs_dir.resolve()
    candidates = [*((d, True) for d in settings.ontology_dirs), (settings.graph_dir, True),
                  (settings.content_dir, False), (settings.content_dir / "questions", False)]
    out: list[tuple[Path, bool]] = []
    for path, recursive in candidates:
        resolved = path.resolve()
        if not resolved.exists() or resolved == docs or docs in resolved.parents:
            continue  # mkdocs watches docs_dir already
        if all(resolved != seen for seen, _ in out):
            out.append((resolved, recursive))
    return out


class PortfolioPlugin(BasePlugin[PortfolioConfig]):  # type: ignore[no-untyped-call]
    """Runs load, validate, reason and extract once per build, and publishes the result atomically."""

    def __init__(self) -> None:
        self.command = "build"
        self.result: BuildResult | None = None
        self.final_dir: Path | None = None
        self.staging: Path | None = None
        self.page_problems: list[Problem] = []
        self.pages: dict[str, GeneratedPage] = {}
        self.warnings = CountHandler()
        self.runtime: dict[str, Path] = {}
        self.home_html = ""
        self.knowledge: Any = None
        self.mentions: Mentions | None = None
        self.articles: dict[str, Any] = {}
        self.contact: dict[str, Any] = {}

    def on_startup(self, *, command: Literal["build", "gh-deploy", "serve"], dirty: bool) -> None:
        self.command = command

    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        root = Path(config.config_file_path).resolve().parent
        options = dict(self.config)
        release_own_epoch()  # the reference date is read afresh: mkdocs.yml may have changed since the last build
        try:
            self.settings = settings_from_options(root, Path(config.docs_dir), Path(config.site_dir), options,
                                                  site_url=config.site_url or "",
                                                  theme_dir=Path(config.theme.custom_dir).resolve()
                                                  if config.theme.custom_dir else None,
                                                  config_file=Path(config.config_file_path).resolve())
            self.runtime = runtime_files(self.settings.pyodide_dir)
        except PortfolioError as exc:
            raise PluginError(str(exc)) from exc
        pin_epoch(self.settings.reference_date)
        self.page_problems = []
        if self.command != "serve":
            self.final_dir = Path(config.site_dir)
            self.staging = publish.staging_dir(self.final_dir)
            config.site_dir = str(self.staging)
            if config.strict:
                self.warnings = CountHandler()
                self.warnings.setLevel(logging.WARNING)
                logging.getLogger("mkdocs").addHandler(self.warnings)
        return config

    def on_pre_build(self, *, config: MkDocsConfig) -> None:
        try:
            # `mkdocs serve` skips the answer index: the author's edit-to-preview loop stays short, and the
            # ask page answers every question with the engine in the browser instead
            self.result = run(self.settings, answer_index=self.command != "serve")
        except PortfolioError as exc:
            raise PluginError(str(exc)) from exc
        pages, made_from = render_pages(self.result)
        self.pages = {p.src_uri: p for p in pages}
        k = made_from["knowledge"]
        self.knowledge = k
        self.mentions = Mentions(k)
        self.articles = {a.slug: a for a in self.result.articles}
        self.home_html = home_sections(k, [{"question": q, "href": answer_path(q)} for q in example_questions(k)])
        self.contact = contact(k)
        self.scanned = ScannedPages(self.settings.cache_dir, self.result.allowed_links, self.settings.allowed_emails,
                                    self.settings.site_url)

    def on_files(self, files: Files, *, config: MkDocsConfig) -> Files:
        claimed: dict[str, list[str]] = {}
        for file in files.documentation_pages():
            claimed.setdefault(file.dest_uri, []).append(file.src_uri)
        twice = {dest: srcs for dest, srcs in claimed.items() if len(srcs) > 1}
        if twice:  # mkdocs 1.6 would silently publish one and drop the other
            raise PluginError("\n".join(
                f"{' and '.join(self.settings.rel(self.settings.docs_dir / s) for s in sorted(srcs))} both claim "
                f"/{dest.removesuffix('index.html')}: rename or merge one of them"
                for dest, srcs in sorted(twice.items())))
        clashes = [uri for uri in self.pages if files.get_file_from_path(uri) is not None]
        if clashes:
            raise PluginError("\n".join(
                f"{self.settings.rel(self.settings.docs_dir / uri)}: the build generates this page itself "
                f"(/{uri[:-3]}/); rename or move the article" for uri in sorted(clashes)))
        digests = {uri: hashlib.sha256((front_matter(p) + p.html).encode("utf-8")).hexdigest()
                   for uri, p in self.pages.items()}
        for uri, page in self.pages.items():
            file = GeneratedFile.generated(config, uri, content=front_matter(page))
            assert isinstance(file, GeneratedFile)  # File.generated builds an instance of the class it is called on
            file.unchanged = _last_page_digests.get(uri) == digests[uri]
            files.append(file)
        _last_page_digests.clear()
        _last_page_digests.update(digests)
        assert self.result is not None
        for uri, svg in sorted(self.result.artifacts.items()):
            if uri.startswith(FIGURES_DIR):  # so an article's image of a figure is a link mkdocs can check
                if files.get_file_from_path(uri) is not None:
                    raise PluginError(f"{self.settings.rel(self.settings.docs_dir / uri)}: the build draws this "
                                      "figure itself from the engine's tables; rename or move the file")
                files.append(File.generated(config, uri, content=svg))
        config.nav = site_nav(self.result, self.pages) if not config.nav else config.nav
        return files

    def on_page_content(self, html: str, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        generated = self.pages.get(page.file.src_uri)
        if generated:
            return generated.html
        if page.is_homepage:
            return html + self.home_html
        article = self.articles.get(page.file.src_uri.removesuffix(".md"))
        if article is None or self.mentions is None:
            return html
        root = "../" * page.url.count("/")
        header = article_header(self.knowledge, article.entity, root) if article.entity else ""
        title_end = html.find("</h1>") + len("</h1>") if "</h1>" in html else 0  # the box goes under the title
        return (html[:title_end] + header + html[title_end:]
                + article_footer(self.mentions, article.body, article.entity, root))

    def on_page_context(self, context: Any, *, page: Page, config: MkDocsConfig, nav: Any) -> Any:
        generated = self.pages.get(page.file.src_uri)
        context["pf_alternates"] = generated.alternates if generated else []
        context["pf_contact"] = self.contact
        return context

    def on_post_page(self, output: str, *, page: Page, config: MkDocsConfig) -> str:
        assert self.result is not None
        self.page_problems += self.scanned.scan(output, page.file.src_uri)
        return fix_theme_html(output)

    @event_priority(LATE)
    def _publish_artifacts(self, *, config: MkDocsConfig) -> None:
        """Scan the answer pages, then write the artifacts, the runtime and the entity pages' search entries.

        Late (-50): after the search plugin (0) has written the index this extends, before mkdocs-material's
        offline plugin (-100) copies that index into a script.
        """
        assert self.result is not None
        answer_html = answer_pages_cached(self.result.answers, config.site_name,
                                          type_labels(self.result.state.get("classes", {})), self.settings.cache_dir)
        for path, html in sorted(answer_html.items()):  # published pages, so scanned like every other page
            self.page_problems += self.scanned.scan(html.decode("utf-8"), path)
        if self.page_problems:
            raise PluginError(str(ValidationFailed(locate(self.page_problems, self.settings), "publishing")))
        self.scanned.save()  # every page is clean: whatever happens next, the next build need not scan them again
        publish.write_artifacts(Path(config.site_dir), self.result.artifacts, self.final_dir)
        publish.write_artifacts(Path(config.site_dir), answer_html, self.final_dir)
        publish.copy_files(Path(config.site_dir), self.runtime, self.final_dir)
        add_search_entries(Path(config.site_dir) / "search" / "search_index.json", self.pages.values())

    @event_priority(LAST)
    def _swap_into_place(self, *, config: MkDocsConfig) -> None:
        """Precompress the finished site and swap it into place: after every other plugin's on_post_build.

        Whatever a plugin writes into the site must be in the staging folder before the swap (and compressed
        with the rest), so this runs after mkdocs' own "last" (-100), which mkdocs-material's offline plugin
        takes too: at equal priorities mkdocs.yml's order would decide.
        """
        assert self.result is not None
        if self.command != "serve":  # mkdocs' own server sends files as they are; the edit loop stays short
            cache = self.settings.cache_dir / "compressed" if self.settings.cache_dir else None
            precompress(Path(config.site_dir), cache)
        logging.getLogger("mkdocs").removeHandler(self.warnings)
        if self.staging is None or self.final_dir is None:
            return
        if config.strict and self.warnings.get_counts():
            return  # mkdocs aborts right after this event; on_build_error discards the staging folder
        kept, files = publish.keep_unchanged(self.staging, self.final_dir)
        log.info("%d of %d files unchanged since the last build, kept as they were", kept, files)
        publish.swap_into_place(self.staging, self.final_dir)
        config.site_dir = str(self.final_dir)
        self.staging = None
        # the commands that only read the state (ask, bench, eval) may now take it from the site
        record_built_state(self.settings, self.result.artifacts[STATE_ARTIFACT])
        keep_indexed(self.settings, self.result.artifacts[STATE_ARTIFACT], self.knowledge)

    on_post_build = CombinedEvent(_publish_artifacts, _swap_into_place)

    def on_build_error(self, *, error: Exception) -> None:
        logging.getLogger("mkdocs").removeHandler(self.warnings)
        if self.staging is not None:
            publish.discard(self.staging)
            self.staging = None

    def on_serve(self, server: Any, *, config: MkDocsConfig, builder: Any) -> Any:
        for path, recursive in watched_sources(self.settings):
            server.watch(str(path), recursive=recursive)
        return server
