"""The build, top to bottom: read, load, validate, reason, extract the knowledge state, make the artifacts.

Every step is one call. Nothing here writes into the site folder: the mkdocs plugin (for pages) and the
CLI (for the manifest and the generated digests file) decide what is written where, so `portfolio check`
can run the very same steps and only compare.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import pickle
import posixpath
import re
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rdflib import Literal, Namespace, URIRef
from rdflib.namespace import OWL, RDF, RDFS, XSD

from generator import jsonio
from generator.answer_index import answer_digests, build_answer_index, index_artifacts, index_cache_key
from generator.answers import answer_line, answer_problems, lexicon_problems, load_answers, load_lexicon
from generator.archives import stable_zip
from generator.built_state import kept_indexed
from generator.cache_files import cache_file, files_digest, keep, kept_or_made, read_kept, write_whole
from generator.components import digests_turtle, replace_digests
from generator.engine.knowledge import Knowledge, build_knowledge
from generator.errors import Problem, SourceError, ValidationFailed
from generator.graph.binding_check import binding_problems, namespace_problems
from generator.graph.cache import reason_with_cache, shacl_with_cache
from generator.graph.canonical import digest_lines, graph_digest, ntriples_lines
from generator.graph.load import LoadedGraph, load_graph
from generator.graph.state import ReasonedGraph, extract_state, ontology_version
from generator.graph.validate import graph_rule_problems, source_file_problems
from generator.manifest import engine_sources, make_manifest, source_digests
from generator.privacy import normalise_url, scan_lines, scan_text
from generator.settings import Settings
from generator.site.console import CONSOLE_ARTIFACT, console_bundle
from generator.site.explorer import EXPLORE_ARTIFACT, explore_data
from generator.site.figures import figures_shown
from generator.site.rdfviews import downloads
from generator.wiki.articles import Article, read_wiki
from generator.wiki.passages import Passage, heading_anchors, local_links, split_passages

log = logging.getLogger("mkdocs.plugins.portfolio")

STATE_ARTIFACT = "data/knowledge-state.json"
ENGINE_ARTIFACT = "data/engine.zip"


@dataclass
class BuildResult:
    """Everything one build computed; pages and artifacts are made from this and nothing else."""

    settings: Settings
    loaded: LoadedGraph
    reasoned: ReasonedGraph
    articles: list[Article]
    passages: list[Passage]
    state: dict[str, Any]
    stats: dict[str, Any]
    artifacts: dict[str, bytes]
    graph_digests: dict[str, str]
    digests_turtle: str
    allowed_links: set[str] = field(default_factory=set)
    answers: dict[str, dict[str, Any]] = field(default_factory=dict)
    knowledge: Knowledge | None = None
    """The engine's Knowledge of `state`, made once a build for the answer index, the explorer and the pages."""

    def manifest(self) -> dict[str, Any]:
        """The manifest for this build, with source digests read now (after any generated file was written)."""
        return make_manifest(self.settings, self.stats, self.graph_digests, self.artifacts,
                             source_digests(self.settings), answer_digests(self.answers))


def run(settings: Settings, *, answer_cache: bool = True, answer_index: bool = True) -> BuildResult:
    """Run every step of the build in memory and return the result, or raise listing every problem.

    `answer_cache=False` plans every anticipated question again even when a cached index matches: what
    `portfolio check` does to prove the shipped answers are what plan() computes now. `answer_index=False`
    skips the answer index altogether (`mkdocs serve`: planning 3,000 questions after every article edit
    would cost the author seconds per save; the ask page then answers everything with the engine).
    """
    articles, read_problems = read_wiki(settings.docs_dir, settings.root)
    loaded = load_graph_once(settings)
    read_problems += loaded.problems
    turtle = digests_turtle(loaded.graph, settings.root, settings.namespace, settings.id_namespace)
    replace_digests(loaded.graph, turtle, settings.namespace)
    lexicon_path = settings.content_dir / "lexicon.yml"
    answers: list[dict[str, Any]] = []
    lexicon: dict[str, Any] = {"aliases": {}}
    answers_text = lexicon_text = ""
    try:
        answers, answers_text = load_answers(settings.answers_path, settings.rel(settings.answers_path))
    except SourceError as exc:
        read_problems.append(exc.problem("answers"))
    try:
        lexicon, lexicon_text = load_lexicon(lexicon_path, settings.rel(lexicon_path))
    except SourceError as exc:
        read_problems.append(exc.problem("lexicon"))
    if loaded.problems:  # a file that did not parse leaves the graph partial: later checks would mislead
        raise ValidationFailed(read_problems, "the build")

    stated_digest = graph_digest(loaded.graph)
    # A missing ontology term or a mismatched id namespace is the cause of many later problems: said alone
    causes = binding_problems(loaded, settings.namespace)
    causes += namespace_problems(loaded, settings.namespace, settings.id_namespace)
    if causes:
        raise ValidationFailed(causes + read_problems, "the build")
    problems = read_problems + check_graph(loaded, stated_digest, settings)
    entity_ids = typed_entity_ids(loaded, settings)
    allowed_links = graph_links(loaded, settings)
    problems += check_articles(articles, entity_ids, allowed_links, settings)
    problems += answer_problems(answers, answers_text, settings.rel(settings.answers_path), entity_ids)
    problems += scan_answers(answers, answers_text, allowed_links, settings)
    problems += lexicon_problems(lexicon, lexicon_text, settings.rel(lexicon_path), entity_ids)
    if problems:
        raise ValidationFailed(problems, "the build")

    reasoned = reason_with_cache(loaded.graph, stated_digest, settings)
    passages = [p for a in articles for p in split_passages(a)]
    state = knowledge_state(reasoned, loaded, articles, passages, answers, settings, stated_digest)
    state["lexicon"] = lexicon
    stats = compute_stats(loaded, reasoned, state)
    state_bytes = jsonio.dumps(state)
    knowledge = kept_indexed(settings, state_bytes) or build_knowledge(state)
    shipped = (answer_index_once(state, state_bytes, settings, use_cache=answer_cache, knowledge=knowledge)
               if answer_index else {})
    artifacts = {STATE_ARTIFACT: state_bytes, **downloads_once(reasoned, stated_digest, settings),
                 ENGINE_ARTIFACT: engine_bundle(settings), CONSOLE_ARTIFACT: console_bundle(),
                 **figures_shown((a.slug, target) for a in articles for _, target in local_links(a)),
                 EXPLORE_ARTIFACT: explore_data(knowledge)}
    if answer_index:
        artifacts.update(index_artifacts(shipped, settings.reference_date))
    graph_digests = {
        "stated": stated_digest,
        "inferred": digest_lines(ntriples_lines(reasoned.inferred)),
    }
    return BuildResult(settings, loaded, reasoned, articles, passages, state, stats, artifacts, graph_digests,
                       turtle, allowed_links, shipped, knowledge)


# `mkdocs serve` runs the pipeline again after every edit, in the same process. When the Turtle has not
# changed, parsing it again and writing 1,500 downloads again is wasted time, so the last result of each is
# kept, keyed by the digests of its inputs (one entry each: a long session must not accumulate graphs).
_last_graph: dict[str, LoadedGraph] = {}
_last_downloads: dict[str, dict[str, bytes]] = {}
_last_extract: dict[str, dict[str, Any]] = {}



def load_graph_once(settings: Settings) -> LoadedGraph:
    """load_graph, or the graph parsed last time if no Turtle file changed since."""
    from generator.digests import file_digest
    from generator.graph.load import turtle_files

    files = turtle_files(*settings.ontology_dirs, settings.graph_dir)
    key = "|".join(f"{settings.rel(p)}={file_digest(p)}" for p in files) + settings.id_namespace
    if key not in _last_graph:
        _last_graph.clear()
        _last_graph[key] = load_graph(settings.root, settings.ontology_dirs, settings.graph_dir, settings.id_namespace,
                                      settings.cache_dir)
    return _last_graph[key]


def downloads_once(reasoned: ReasonedGraph, stated_digest: str, settings: Settings) -> dict[str, bytes]:
    """The graph's downloads, or last build's when the stated graph (hence the inferred one) is the same."""
    key = f"{stated_digest}|{settings.reasoner}|{settings.namespace}|{settings.id_namespace}"
    if key not in _last_downloads:
        _last_downloads.clear()
        _last_downloads[key] = _downloads_from_disk(reasoned, stated_digest, settings)
    return _last_downloads[key]


def _downloads_from_disk(reasoned: ReasonedGraph, stated_digest: str, settings: Settings) -> dict[str, bytes]:
    """The downloads from the disk cache (one uncompressed zip), or serialised now and cached.

    Serialising 1,500 small graphs takes seconds; the files depend only on the reasoned graph (keyed by
    the reasoning cache's own key), the prefixes and the code that writes them.
    """
    import hashlib
    import io
    import zipfile

    from generator.graph.cache import cache_key
    from generator.site import rdfviews

    prefixes = rdf_prefixes(settings)
    h = hashlib.sha256(cache_key(stated_digest, settings).encode())
    h.update(jsonio.dumps(prefixes))
    h.update(Path(rdfviews.__file__).read_bytes())
    path = settings.cache_dir / f"downloads-{h.hexdigest()[:32]}.zip" if settings.cache_dir else None
    kept = read_kept(path) if path is not None else None
    if kept is not None:
        with contextlib.suppress(zipfile.BadZipFile, KeyError), zipfile.ZipFile(io.BytesIO(kept)) as cached:
            return {name: cached.read(name) for name in cached.namelist()}
    files = downloads(reasoned, prefixes)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("downloads-*.zip"):  # one at a time, as the other caches keep
            old.unlink(missing_ok=True)  # another build sharing the cache may have removed it first
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as bundle:
            for name, data in sorted(files.items()):
                bundle.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data)
        with contextlib.suppress(OSError):  # a cache that cannot be written costs the next build time, no more
            write_whole(path, buffer.getvalue())
    return files


def answer_index_once(state: dict[str, Any], state_bytes: bytes, settings: Settings, *,
                      use_cache: bool = True, knowledge: Knowledge | None = None) -> dict[str, dict[str, Any]]:
    """The answer index: read from the disk cache when state, questions, date and engine code all match.

    Planning every anticipated question and its chips takes seconds; an unchanged state (a template edit,
    a second build) must not pay it again. The key covers the engine's code, so an engine change misses.
    """
    from generator.questions import anticipated_questions

    questions = anticipated_questions(state, settings.content_dir, settings.root)
    engine_files = [*engine_sources(settings.engine_dir), Path(__file__).with_name("answer_index.py")]
    key = index_cache_key(state_bytes, questions, settings.reference_date, engine_files)
    path = settings.cache_dir / f"answers-{key}.json" if settings.cache_dir else None
    kept = read_kept(path) if use_cache and path is not None else None
    if kept is not None:
        with contextlib.suppress(ValueError):  # unreadable: planned again below, like a miss
            cached: dict[str, dict[str, Any]] = json.loads(kept)
            return cached
    index = build_answer_index(questions, knowledge or build_knowledge(state), settings.reference_date)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("answers-*.json"):  # one index at a time, as the reasoning cache keeps
            old.unlink(missing_ok=True)  # another build sharing the cache may have removed it first
        with contextlib.suppress(OSError):
            write_whole(path, jsonio.dumps(index))
    return index


def engine_bundle(settings: Settings) -> bytes:
    """The engine's Python sources as a zip the browser unpacks for Pyodide: the very modules plan() runs here.

    Fixed timestamps and sorted names, so the same sources give the same bytes.
    """
    files = {f"generator/engine/{path.name}": path.read_bytes() for path in engine_sources(settings.engine_dir)}
    # the package's own __init__ is not needed (it documents the build); the browser gets an empty package
    files["generator/__init__.py"] = b'"""The question engine, as shipped to the ask page."""\n'
    return stable_zip(files)


def rdf_prefixes(settings: Settings) -> dict[str, str]:
    """The prefixes of every Turtle the site publishes."""
    return {"id": settings.id_namespace, "cj": settings.namespace,
            "rdfs": "http://www.w3.org/2000/01/rdf-schema#", "xsd": "http://www.w3.org/2001/XMLSchema#"}


def check_graph(loaded: LoadedGraph, stated_digest: str, settings: Settings) -> list[Problem]:
    """SHACL shapes, the graph-wide rules, source files of components, and private data in literals."""
    problems = shacl_with_cache(loaded, stated_digest, settings)
    problems += graph_rule_problems(loaded, settings.namespace, settings.id_namespace)
    problems += source_file_problems(loaded, settings.namespace, settings.root)
    cj = Namespace(settings.namespace)
    allowed = {e.lower() for e in settings.allowed_emails}
    allowed_links = graph_links(loaded, settings)
    for s, p, o in loaded.graph:
        if not isinstance(o, Literal) or o.datatype not in (None, XSD.string):
            continue
        entity = _local(s, settings.id_namespace)
        if p == cj.email and str(o).lower() not in allowed:
            origin = loaded.locate(s, p, o)
            problems.append(Problem(origin.file, origin.line, "privacy", entity,
                                    f"states the email address {str(o)!r}, which mkdocs.yml does not allow: "
                                    "remove it or add it to plugins.portfolio.allowed_emails"))
            continue
        found = scan_text(str(o), settings.allowed_emails)
        links = [url for url in _URL_IN_TEXT.findall(str(o)) if normalise_url(url.rstrip(".,;:")) not in allowed_links]
        if not (found or links):
            continue
        origin = loaded.locate(s, p, o)
        where = _local(p, settings.namespace) or str(p)
        for f in found:
            problems.append(Problem(origin.file, origin.line, "privacy", entity,
                                    f"would publish {f.article} ({f.text!r}) in {where}: remove it"))
        for url in links:
            problems.append(Problem(origin.file, origin.line, "external-link", entity,
                                    f"writes the address {url} in {where}, which the graph does not hold as a "
                                    "resource: state it with cj:url, cj:reference... or remove it"))
    return problems


_URL_IN_TEXT = re.compile(r"https?://[^\s)<>\]\"'`]+")


def check_articles(articles: list[Article], entity_ids: set[str], allowed_links: set[str],
                   settings: Settings) -> list[Problem]:
    """Front matter names known entities, one article per entity, no private data, no unvouched links."""
    problems: list[Problem] = link_problems(articles, entity_ids)
    claimed: dict[str, str] = {}
    for article in articles:
        if article.entity is not None:
            line = article.entity_line
            if article.entity not in entity_ids:
                problems.append(Problem(article.file, line, "article-entity", article.entity,
                                        f"front matter names entity {article.entity!r}, which the graph does not "
                                        "define: fix the id or add the entity to content/graph/"))
            elif article.entity in claimed:
                problems.append(Problem(article.file, line, "article-entity", article.entity,
                                        f"is the second article about {article.entity} "
                                        f"(the first is {claimed[article.entity]}): merge them"))
            else:
                claimed[article.entity] = article.file
        entity = article.entity or ""
        # the title and the description are published too (the page's <title> and <meta name="description">)
        for key, value in (("title", article.title), ("description", article.description)):
            line = article.line_of(key)
            problems += scan_lines(value, article.file, entity, line, settings.allowed_emails)
            problems += unvouched_links(value, article.file, entity, line, allowed_links)
        problems += scan_lines(article.body, article.file, entity, article.body_line, settings.allowed_emails)
        problems += unvouched_links(article.body, article.file, entity, article.body_line, allowed_links)
    return problems


def unvouched_links(text: str, file: str, entity: str, first_line: int, allowed_links: set[str]) -> list[Problem]:
    """A problem for each address written in `text` that the graph does not hold, with the line it is on.

    Articles, graph literals and authored answers are held to the same rule: a page may only point where
    the graph vouches for, whichever source the address was written in.
    """
    problems = []
    for offset, line in enumerate(text.splitlines()):
        for url in _URL_IN_TEXT.findall(line):
            if normalise_url(url.rstrip(".,;:")) not in allowed_links:
                problems.append(Problem(file, first_line + offset, "external-link", entity,
                                        f"links {url}, which the graph does not hold: state it as a "
                                        "resource of an entity (cj:url, cj:reference...) or remove it"))
    return problems


def link_problems(articles: list[Article], entity_ids: set[str]) -> list[Problem]:
    """Links between articles that point at no article or at no heading of it, with file and line.

    mkdocs notices a missing page too, but names no line and, by default, lets a missing anchor through.
    Links to the pages the build generates (id/Waymark.md, key-work.md, projects/index.md) are allowed.
    """
    from generator.site.navigation import BROWSE_ORDER

    by_slug = {a.slug: a for a in articles}
    generated = {uri[: -len(".md")] for uri in BROWSE_ORDER} | {f"id/{i}" for i in entity_ids}
    generated |= {f"{a.slug.split('/', 1)[0]}/index" for a in articles if "/" in a.slug}
    anchors: dict[str, set[str]] = {}
    problems = []
    for article in articles:
        folder = article.slug.rsplit("/", 1)[0] if "/" in article.slug else ""
        for line, target in local_links(article):
            path, _, fragment = target.partition("#")
            if path and not path.endswith(".md"):
                continue  # an image or a download: not an article
            slug = article.slug if not path else posixpath.normpath(posixpath.join(folder, path))[: -len(".md")]
            other = by_slug.get(slug)
            if other is None and slug in generated and not fragment:
                continue
            if other is None:
                problems.append(Problem(article.file, line, "broken-link", article.entity or "",
                                        f"links {target}, but there is no article {slug}.md: fix the path"))
            elif fragment:
                if slug not in anchors:
                    anchors[slug] = heading_anchors(other)
                if fragment not in anchors[slug]:
                    problems.append(Problem(article.file, line, "broken-link", article.entity or "",
                                            f"links {target}, but {other.file} has no heading #{fragment}"))
    return problems


def scan_answers(answers: list[dict[str, Any]], text: str, allowed_links: set[str],
                 settings: Settings) -> list[Problem]:
    """Private data and addresses the graph does not hold, in the authored answers, with their lines."""
    file = settings.rel(settings.answers_path)
    problems = []
    for a in answers:
        for f in scan_text(a["text"], settings.allowed_emails):
            problems.append(Problem(file, answer_line(text, a["id"], f.text), "privacy", a["id"],
                                    f"would publish {f.article} ({f.text!r}): remove it"))
        for url in _URL_IN_TEXT.findall(a["text"]):
            if normalise_url(url.rstrip(".,;:")) not in allowed_links:
                problems.append(Problem(file, answer_line(text, a["id"], url), "external-link", a["id"],
                                        f"writes the address {url}, which the graph does not hold as a resource: "
                                        "state it with cj:url, cj:reference... or remove it"))
    return problems


def typed_entity_ids(loaded: LoadedGraph, settings: Settings) -> set[str]:
    """Local names of every subject in the id namespace that has a type (entities and general terms)."""
    ids = set()
    for s in loaded.graph.subjects(RDF.type, None):
        local = _local(s, settings.id_namespace)
        if local:
            ids.add(local)
    return ids


def graph_links(loaded: LoadedGraph, settings: Settings) -> set[str]:
    """Every external address the graph vouches for: values of cj:resource and its subproperties."""
    resource = Namespace(settings.namespace).resource
    props = set(loaded.graph.transitive_subjects(RDFS.subPropertyOf, resource))  # includes cj:resource itself
    return {normalise_url(str(o)) for p in props for o in loaded.graph.objects(None, p)}


def knowledge_state(reasoned: ReasonedGraph, loaded: LoadedGraph, articles: list[Article],
                    passages: list[Passage], answers: list[dict[str, Any]], settings: Settings,
                    stated_digest: str) -> dict[str, Any]:
    """The state the engine reads: the graph's plain-data extract plus the wiki, answers and rules.

    The graph's part is reused while the stated graph is unchanged (an article edit under `mkdocs serve`).
    """
    from generator.engine.routes import table as route_table
    from generator.engine.rules import rule_table
    from generator.english import everyday_names

    key = f"{stated_digest}|{settings.reasoner}"
    if key not in _last_extract:
        _last_extract.clear()
        _last_extract[key] = extract_state(reasoned, ontology_version(loaded.graph))
    graph_part = _last_extract[key]
    article_of = {a.entity: a.slug for a in reversed(articles) if a.entity}  # the first article wins
    state = {**graph_part, "entities": {i: {**e, "article": article_of.get(i)}
                                        for i, e in graph_part["entities"].items()}}
    state["reference_date"] = settings.reference_date.isoformat()
    state["articles"] = {a.slug: {"title": a.title, "entity": a.entity, "url": a.url} for a in articles}
    state["passages"] = [p.as_dict() for p in passages]
    state["answers"] = answers
    state["rules"] = {**rule_table(), "routes": route_table()}
    state["everyday_names"] = everyday_names(state["entities"])
    if settings.meaning:
        state["meaning"] = meaning_vectors(state, settings)
    return state


def meaning_vectors(state: dict[str, Any], settings: Settings) -> dict[str, Any]:
    """The meaning list's vectors for the state, read from the disk cache when the texts they are made of and
    the engine's code (its word table with it) are unchanged: embedding every passage took 1.7 of 17 s of a
    warm build of the sample under cProfile, and an edit to the relations or a template changes none of it."""
    from generator.engine.meaning import vector_inputs, vectors_from

    inputs = vector_inputs(state)
    code = files_digest(engine_sources(settings.engine_dir))
    key = hashlib.sha256(jsonio.dumps(inputs))
    key.update(code.encode("ascii"))

    def made() -> dict[str, Any]:
        with RememberedTexts(settings.cache_dir, code) as embed:
            return vectors_from(inputs, embed)

    return kept_or_made(settings.cache_dir, "meaning", key.hexdigest()[:32], made)


class RememberedTexts:
    """The word table's `vector`, remembering each text's vector between builds (in the cache folder, under
    the engine's code, which holds the table): after an edit to one article only its texts are embedded
    again, where embedding all 1,635 texts of the sample took 1.2 of a 16.7 s edited build under cProfile.
    Exact: a vector is an integer sum of the text's words, so a remembered one is the one embedding makes."""

    KIND = "embedded-texts"  # not "meaning-…": keep() would take it for an old "meaning" file

    def __init__(self, cache_dir: Path | None, code: str) -> None:
        self.path = cache_file(cache_dir, self.KIND, code[:32], ".pickle.z") if cache_dir else None
        self.known: dict[bytes, list[int]] = {}
        self.used: dict[bytes, list[int]] = {}

    def __enter__(self) -> Callable[[str], list[int]]:
        from generator.engine.meaning import table

        kept = read_kept(self.path) if self.path else None
        if kept is not None:
            with contextlib.suppress(Exception):  # unreadable: every text embedded again, like a miss
                self.known = pickle.loads(zlib.decompress(kept))
        vector = table().vector

        def embed(text: str) -> list[int]:
            key = hashlib.sha256(text.encode("utf-8")).digest()
            found = self.used.get(key) or self.known.get(key)
            if found is None:
                found = vector(text)
            self.used[key] = found
            return list(found)

        return embed

    def __exit__(self, *failed: object) -> None:
        if self.path is not None and failed[0] is None:  # only the texts of this build: it never grows
            keep(self.path, self.KIND, ".pickle.z", zlib.compress(pickle.dumps(self.used, pickle.HIGHEST_PROTOCOL), 1))


def compute_stats(loaded: LoadedGraph, reasoned: ReasonedGraph, state: dict[str, Any]) -> dict[str, Any]:
    """The counts `portfolio stats` prints and the manifest records."""
    by_type: Counter[str] = Counter()
    for entity in state["entities"].values():
        by_type.update(entity["types"])
    declared = {p for t in (OWL.ObjectProperty, OWL.DatatypeProperty) for p in loaded.graph.subjects(RDF.type, t)}
    used = {p for s, p, _ in loaded.graph if p in declared and _local(s, reasoned.id_namespace)}
    return {
        "ontology_version": state["ontology_version"],
        "triples": {"stated": len(loaded.graph), "inferred": len(reasoned.inferred),
                    "total": len(loaded.graph) + len(reasoned.inferred)},
        "entities": len(state["entities"]),
        "entities_by_type": dict(sorted(by_type.items())),
        "general_terms": len(state["terms"]),
        "predicates": {"declared": len(declared), "used": len(used)},
        "articles": len(state["articles"]),
        "passages": len(state["passages"]),
        "authored_answers": len(state["answers"]),
    }


def _local(node: object, prefix: str) -> str:
    text = str(node)
    return text[len(prefix):] if isinstance(node, URIRef) and text.startswith(prefix) else ""
