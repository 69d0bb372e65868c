"""The SPARQL console: its page, and the Python it runs in the visitor's browser.

The page runs rdflib (pure Python) under the same self-hosted Pyodide the ask page uses, over the reasoned
graph the build already publishes (data/graph.nt), in a worker of its own that is started only when the
visitor opens the console. What it runs is shipped as data/console.zip: rdflib and pyparsing as this build
has them installed, and generator/sparql_runner.py, the very runner the model fallback's sparql tool uses.
Rows and time are bounded there; the page also stops a worker that has not answered in time.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pyparsing
import rdflib

from generator import sparql_runner
from generator.archives import stable_zip

CONSOLE_ARTIFACT = "data/console.zip"
CONSOLE_PAGE = "sparql.md"
MAX_ROWS = 200
QUERY_SECONDS = 5.0
PAGE_SECONDS = 20
"""How long the page waits for an answer before it stops the worker: the runner's own deadline, plus time to
start the interpreter and load the graph on a slow phone."""


def _package_files(package: Path, prefix: str) -> dict[str, bytes]:
    return {f"{prefix}/{path.relative_to(package).as_posix()}": path.read_bytes()
            for path in sorted(package.rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".typed")}


def _metadata_files(name: str) -> dict[str, bytes]:
    """A distribution's metadata folder (rdflib reads its own version from it on import), without RECORD, whose
    hashes of files would only say where this build's copy was installed."""
    found = metadata.distribution(name)
    return {str(path): found.read_text(str(path).split("/", 1)[1]).encode("utf-8")  # type: ignore[union-attr]
            for path in sorted(found.files or [], key=str)
            if str(path).split("/")[0].endswith(".dist-info") and path.name not in ("RECORD", "INSTALLER",
                                                                                     "REQUESTED", "direct_url.json")}


def console_bundle() -> bytes:
    """data/console.zip: rdflib, pyparsing and the runner, with fixed timestamps and sorted names, so the same
    installed versions give the same bytes."""
    files = {**_package_files(Path(rdflib.__file__).parent, "rdflib"),
             **_package_files(Path(pyparsing.__file__).parent, "pyparsing"),
             **_metadata_files("rdflib"), **_metadata_files("pyparsing"),
             "generator/__init__.py": b'"""The SPARQL console\'s runner, as shipped to its page."""\n',
             "generator/sparql_runner.py": Path(sparql_runner.__file__).read_bytes()}
    return stable_zip(files, level=9)


def entity_query(entity_id: str) -> str:
    """The console's query for one entity's page: every triple it is the subject of, stated or inferred."""
    return f"SELECT ?predicate ?object WHERE {{\n  id:{entity_id} ?predicate ?object .\n}}\nORDER BY ?predicate ?object"


DEFAULT_QUERY = """SELECT ?work ?label WHERE {
  ?work a cj:Work ;
        rdfs:label ?label .
}
ORDER BY ?label
LIMIT 20"""
