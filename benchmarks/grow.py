"""Grow a portfolio N-fold for scaling benchmarks: the same graph and wiki, copied under new names.

Copy 1 is the original, byte for byte. Copies 2..N hold every entity of the id namespace except the owner
(`id:Waymark` becomes `id:WaymarkX2`) and every article except index pages and the owner's own
(`projects/waymark.md` becomes `projects/waymark-x2.md`). Each copy links only within itself, so copy 2 of
Waymark uses copy 2 of Rust; names get a suffix (" X2"), key ranks are numbered after the original ones,
and the owner gains the same links to each copy that it has to the originals. Text is copied verbatim,
which is the worst case for retrieval: every passage has N twins that differ only in the page they sit on.

    python benchmarks/grow.py DEST --factor 3 [--source .]
"""

from __future__ import annotations

import argparse
import json
import os
import posixpath
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from rdflib import RDF, RDFS, Graph, Literal, Namespace, URIRef
from rdflib.namespace import OWL, SKOS, XSD
from rdflib.term import Node

from generator.settings import DEFAULT_ID_NAMESPACE, load_settings

ROOT = Path(__file__).resolve().parent.parent
COPY_TREE_IGNORE = shutil.ignore_patterns("site_build", "site_build.*", ".site_build.*", ".cache", "__pycache__")
"""Build outputs and caches of the source portfolio are never copied: the grown one makes its own."""
_MD_LINK = re.compile(r"(\]\()([^)\s]{1,500})((?:\s+\"[^\"]*\")?\))")
_REF_LINK = re.compile(r"^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$")
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


@dataclass(frozen=True)
class Layout:
    """Where one portfolio keeps its parts, as absolute paths, and the namespaces it uses."""

    root: Path
    docs_dir: Path
    graph_dir: Path
    content_dir: Path
    ontology_dirs: tuple[Path, ...]
    namespace: str
    id_namespace: str


def copy_id(node: URIRef, k: int) -> URIRef:
    """The IRI of copy `k` of an entity: its IRI with "X<k>" appended (id:Waymark -> id:WaymarkX2)."""
    return URIRef(f"{node}X{k}")


def copy_article_name(stem: str, k: int) -> str:
    """The file stem of copy `k` of an article: waymark -> waymark-x2."""
    return f"{stem}-x{k}"


def grow(source_root: Path, dest: Path, factor: int) -> Path:
    """Copy the portfolio at `source_root` into `dest` (which must not exist or be empty), `factor` times larger.

    Returns the grown portfolio's mkdocs.yml.
    """
    if factor < 1:
        raise ValueError(f"factor must be 1 or more, got {factor}")
    source_root = source_root.resolve()
    dest = dest.resolve()
    if dest.exists() and any(dest.iterdir()):
        raise FileExistsError(f"{dest} is not empty")
    dest.mkdir(parents=True, exist_ok=True)
    source = _layout(source_root)
    config = _copy_files(source, dest)
    grown = _layout(dest)

    ontology = _parse_all(file for folder in source.ontology_dirs for file in _turtle_files(folder))
    graph = _parse_all(_turtle_files(source.graph_dir), base=source.id_namespace)
    owners = _owners(graph, ontology, source.namespace)
    entities = {s for s in set(graph.subjects()) | set(graph.objects())
                if isinstance(s, URIRef) and str(s).startswith(source.id_namespace) and s not in owners}
    _check_free_names(graph, entities, factor)
    functional = set(ontology.subjects(RDF.type, OWL.FunctionalProperty))
    entity_ids = {str(e)[len(source.id_namespace):] for e in entities}
    articles = sorted(grown.docs_dir.rglob("*.md"))
    for k in range(2, factor + 1):
        copy = copy_graph(graph, entities, owners, functional, source.namespace, k)
        copy.serialize(destination=str(grown.graph_dir / f"copy-{k}.ttl"), format="turtle")
        copy_articles(grown.docs_dir, articles, entity_ids, k)
    return config


def copy_graph(graph: Graph, entities: set[URIRef], owners: set[URIRef], functional: set[Node],
               namespace: str, k: int) -> Graph:
    """Copy `k` of every entity's triples, renamed within the copy; plus the owner's links to the copies.

    Names get the suffix " X<k>"; a key rank r becomes r + (k-1) * the highest original rank, so ranks stay
    unique. The owner's links on a functional property are not copied (two values would make the reasoner
    infer that the two objects are one).
    """
    cj = Namespace(namespace)
    names = {RDFS.label, cj.altLabel, cj.shortLabel, cj.termAltLabel, SKOS.altLabel, SKOS.prefLabel}
    ranks = [int(o.toPython()) for o in graph.objects(None, cj.keyRank) if isinstance(o, Literal)]
    rank_offset = (k - 1) * max(ranks, default=0)

    def renamed(node: Node) -> Node:
        return copy_id(node, k) if node in entities else node

    out = Graph()
    for prefix, ns in graph.namespaces():
        out.bind(prefix, ns, override=True)
    for s, p, o in graph:
        if s in entities:
            if isinstance(o, Literal) and p in names:
                o = Literal(f"{o} X{k}", lang=o.language, datatype=None if o.language else o.datatype)
            elif isinstance(o, Literal) and p == cj.keyRank:
                o = Literal(int(o.toPython()) + rank_offset, datatype=o.datatype or XSD.integer)
            out.add((renamed(s), p, renamed(o)))
        elif s in owners and o in entities and p not in functional:
            out.add((s, p, renamed(o)))
    return out


def copy_articles(docs_dir: Path, articles: list[Path], entity_ids: set[str], k: int) -> list[Path]:
    """Write copy `k` of each of the `articles` under `docs_dir` (not index pages, not articles about the owner
    or about anything else the copies do not hold); return the files written."""
    parsed = {p: _front_matter(p.read_text(encoding="utf-8")) for p in articles if p.name != "index.md"}
    copied = {p: parts for p, parts in parsed.items() if parts[0].get("entity") in (None, *entity_ids)}
    slugs = {p.relative_to(docs_dir).with_suffix("").as_posix() for p in copied}
    written = []
    for path, (meta, front, body) in copied.items():
        folder = posixpath.dirname(path.relative_to(docs_dir).as_posix())
        title = str(meta.get("title") or _title_from(body, path.stem))
        lines = [line for line in front.splitlines() if not line.startswith(("title:", "entity:"))]
        lines.insert(0, f"title: {json.dumps(f'{title} X{k}', ensure_ascii=False)}")
        if meta.get("entity") is not None:
            lines.insert(1, f"entity: {meta['entity']}X{k}")
        text = "---\n" + "\n".join(lines) + "\n---\n" + rewrite_links(body, folder, slugs, entity_ids, k)
        target = path.with_name(copy_article_name(path.stem, k) + ".md")
        if target.exists():
            raise FileExistsError(f"{target} exists already: the source has an article named like a copy")
        target.write_text(text, encoding="utf-8")
        written.append(target)
    return written


def rewrite_links(body: str, folder: str, slugs: set[str], entity_ids: set[str], k: int) -> str:
    """The body with every relative link to a copied article (or to a copied entity's generated page,
    id/Name.md) pointing at copy `k` instead; fenced code and every other link are left as they are."""

    def target(link: str) -> str:
        path, hash_, fragment = link.partition("#")
        if not path.endswith(".md") or _SCHEME.match(path) or path.startswith("/"):
            return link
        slug = posixpath.normpath(posixpath.join(folder, path))[: -len(".md")]
        head, name = posixpath.split(path)
        if slug in slugs:
            name = copy_article_name(name[: -len(".md")], k) + ".md"
        elif slug.startswith("id/") and slug[3:] in entity_ids:
            name = f"{slug[3:]}X{k}.md"
        else:
            return link
        return posixpath.join(head, name) + hash_ + fragment

    out = []
    in_code = False
    for line in body.splitlines(keepends=True):
        if line.lstrip().startswith("```"):
            in_code = not in_code
        if not in_code:
            line = _MD_LINK.sub(lambda m: m.group(1) + target(m.group(2)) + m.group(3), line)
            line = _REF_LINK.sub(lambda m: m.group(1) + target(m.group(2)) + m.group(3), line)
        out.append(line)
    return "".join(out)


# ---------------------------------------------------------------- helpers


def _layout(root: Path) -> Layout:
    settings = load_settings(root / "mkdocs.yml")
    return Layout(root, settings.docs_dir.resolve(), settings.graph_dir.resolve(), settings.content_dir.resolve(),
                  tuple(d.resolve() for d in settings.ontology_dirs), settings.namespace, settings.id_namespace)


def _inside(path: Path, root: Path) -> bool:
    return path.resolve().is_relative_to(root)


def _copy_files(source: Layout, dest: Path) -> Path:
    """Copy what a build reads (content, ontology, theme, component source files) and write mkdocs.yml."""
    with (source.root / "mkdocs.yml").open(encoding="utf-8") as fh:
        config: dict[str, Any] = yaml.safe_load(fh) or {}
    for folder in (source.content_dir, source.graph_dir, source.docs_dir, *source.ontology_dirs):
        if not _inside(folder, source.root):
            if folder in source.ontology_dirs:
                continue  # shared with other portfolios (../../ontology): mkdocs.yml points at it
            raise ValueError(f"{folder} lies outside {source.root}: only ontologies may be shared")
        shutil.copytree(folder, dest / folder.relative_to(source.root), ignore=COPY_TREE_IGNORE, dirs_exist_ok=True)
    for name in ("manifest.json",):
        if (source.root / name).is_file():
            shutil.copy2(source.root / name, dest / name)

    def kept(value: str, *, copy: bool = False) -> str:
        """A path of mkdocs.yml: copied (or linked, for node_modules) when inside the source, else absolute."""
        path = (source.root / value).resolve()
        if not _inside(path, source.root):
            return str(path)
        relative = path.relative_to(source.root)
        if copy and not (dest / relative).exists():
            shutil.copytree(path, dest / relative, ignore=COPY_TREE_IGNORE)
        return value

    theme = config.get("theme")
    if isinstance(theme, dict) and theme.get("custom_dir"):
        theme["custom_dir"] = kept(theme["custom_dir"], copy=True)
    plugins = config.get("plugins") or []
    for i, plugin in enumerate(plugins):
        if plugin == "portfolio":
            plugins[i] = plugin = {"portfolio": {}}
        if not (isinstance(plugin, dict) and "portfolio" in plugin):
            continue
        options = plugin["portfolio"] = plugin["portfolio"] or {}
        folders = options.get("ontology_dir", "ontology")
        options["ontology_dir"] = kept(folders) if isinstance(folders, str) else [kept(f) for f in folders]
        pyodide = options.get("pyodide_dir", "node_modules/pyodide")
        options["pyodide_dir"] = kept(pyodide)
        if _inside(source.root / pyodide, source.root):
            first = Path(pyodide).parts[0]
            if (source.root / first).exists() and not (dest / first).exists():
                (dest / first).symlink_to((source.root / first).resolve(), target_is_directory=True)
        options["cache_dir"] = ".cache/portfolio"
    (dest / "mkdocs.yml").write_text(yaml.safe_dump(config, sort_keys=False, allow_unicode=True), encoding="utf-8")
    _copy_source_files(source, dest)
    return dest / "mkdocs.yml"


def _copy_source_files(source: Layout, dest: Path) -> None:
    """Make every file a component names (cj:sourceFile, relative to the portfolio root) resolve in `dest` to
    the source's bytes, so the source-file rule and the implementation digests see what the original's see.

    A top-level folder the grown portfolio does not have yet (generator/, scripts/, .ci/) is linked whole: a
    partial copy of generator/ would shadow the real package for any `python -m ...` run inside `dest`.
    """
    cj = Namespace(source.namespace)
    graph = _parse_all(_turtle_files(source.graph_dir), base=source.id_namespace)
    for value in sorted({str(o) for o in graph.objects(None, cj.sourceFile)}):
        path = source.root / value
        if not (path.is_file() and _inside(path, source.root)) or (dest / value).exists():
            continue
        top = Path(value).parts[0]
        if len(Path(value).parts) > 1 and not (dest / top).exists():
            (dest / top).symlink_to((source.root / top).resolve(), target_is_directory=True)
        else:
            (dest / value).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, dest / value)


def _turtle_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.ttl")) if folder.is_dir() else []


def _parse_all(files: Any, base: str = DEFAULT_ID_NAMESPACE) -> Graph:
    graph = Graph()
    for path in files:
        graph.parse(path, format="turtle", publicID=base)
    return graph


def _owners(graph: Graph, ontology: Graph, namespace: str) -> set[URIRef]:
    """The site's owner: every subject typed cj:Owner or a subclass of it (what the engine calls the owner)."""
    owner_classes = set(ontology.transitive_subjects(RDFS.subClassOf, URIRef(namespace + "Owner")))
    owner_classes.add(URIRef(namespace + "Owner"))
    found = {s for c in owner_classes for s in graph.subjects(RDF.type, c) if isinstance(s, URIRef)}
    if not found:
        raise ValueError(f"no subject is typed {namespace}Owner: cannot tell which entity to keep single")
    return found


def _check_free_names(graph: Graph, entities: set[URIRef], factor: int) -> None:
    """The copies' IRIs must be new, or a copy would merge with an existing entity."""
    nodes = set(graph.subjects()) | set(graph.objects())
    clashes = sorted(str(copy_id(e, k)) for e in entities for k in range(2, factor + 1) if copy_id(e, k) in nodes)
    if clashes:
        raise ValueError(f"the source already has entities named like copies: {', '.join(clashes[:5])}")


def _front_matter(text: str) -> tuple[dict[str, Any], str, str]:
    """(front matter as data, front matter as text, body) of an article."""
    if not text.startswith("---\n"):
        return {}, "", text
    end = text.find("\n---\n", 4)
    if end < 0:
        return {}, "", text
    front = text[4:end]
    meta = yaml.safe_load(front) or {}
    return (meta if isinstance(meta, dict) else {}), front, text[end + 5:]


def _title_from(body: str, stem: str) -> str:
    """The title mkdocs and the generator would use for an article without `title:`."""
    for line in body.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return stem.replace("-", " ").capitalize()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dest", type=Path, help="a new or empty folder")
    parser.add_argument("--factor", type=int, default=2)
    parser.add_argument("--source", type=Path, default=ROOT, help="the portfolio to grow (default: the sample)")
    args = parser.parse_args()
    config = grow(args.source, args.dest, args.factor)
    print(f"grown {args.factor}x: {config}")
    return 0


if __name__ == "__main__":
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    raise SystemExit(main())
