"""Whether the knowledge state in the built site is what the sources would give now, so commands can use it.

`portfolio ask`, `bench` and `eval` need only the knowledge state. Building it again means parsing the Turtle,
validating and reasoning (seconds at 1x, more than a minute at 10x) when `site_build/` usually holds it
already. After each successful build, the build records in the cache folder the digest of every input the
state depends on (the sources, mkdocs.yml and the generator's own code) and the digest of the state it
published. A command then reads the built state only if both still match, and otherwise says which input
changed and builds the state from the sources.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import pickle
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from generator.cache_files import cache_file, files_digest, keep, write_whole
from generator.digests import bytes_digest, file_digest
from generator.manifest import engine_sources, source_digests
from generator.settings import Settings

if TYPE_CHECKING:
    from generator.engine import Engine
    from generator.engine.knowledge import Knowledge

STAMP = "built-state"
STATE_PATH = "data/knowledge-state.json"
INDEXED = "knowledge"  # the kind of cache file that holds an indexed state


def input_digests(settings: Settings) -> dict[str, str]:
    """Every input of the knowledge state, by path: the sources the manifest lists (the generator's code and
    data, mkdocs.yml and the content) but the theme, which shapes pages and not the state."""
    digests = {path: digest for name, group in source_digests(settings).items() if name != "theme"
               for path, digest in group.items()}
    package = Path(__file__).resolve().parent  # the code running now, wherever settings say the engine is
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digests[f"generator/{path.relative_to(package).as_posix()}"] = file_digest(path)
    config = settings.root / "mkdocs.yml"
    if config.is_file():
        digests[settings.rel(config)] = file_digest(config)
    return dict(sorted(digests.items()))


def _stamp_path(settings: Settings) -> Path | None:
    """One stamp per site folder: a build into another folder (`mkdocs build -d`) leaves this one's alone."""
    if not settings.cache_dir:
        return None
    folder = hashlib.sha256(str(settings.site_dir.resolve()).encode("utf-8")).hexdigest()[:12]
    return settings.cache_dir / f"{STAMP}-{folder}.json"


def record_built_state(settings: Settings, state_bytes: bytes) -> None:
    """Note, after a build published its site, which inputs gave the state it published."""
    path = _stamp_path(settings)
    if path is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    stamp = {"site_dir": settings.rel(settings.site_dir), "reference_date": settings.reference_date.isoformat(),
             "state": bytes_digest(state_bytes), "inputs": input_digests(settings)}
    write_whole(path, json.dumps(stamp, indent=1, sort_keys=True).encode("utf-8"))


def built_state(settings: Settings) -> tuple[bytes | None, str]:
    """(the built site's knowledge state, "") when it is current; (None, why not) otherwise."""
    path = _stamp_path(settings)
    state_file = settings.site_dir / STATE_PATH
    if path is None or not path.is_file() or not state_file.is_file():
        return None, f"no built site in {settings.rel(settings.site_dir)} (run `portfolio build` once)"
    try:
        stamp = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, f"{settings.rel(path)} is unreadable (the next `portfolio build` writes it again)"
    if stamp.get("site_dir") != settings.rel(settings.site_dir) \
            or stamp.get("reference_date") != settings.reference_date.isoformat():
        return None, "the site was built for another folder or reference date"
    now = input_digests(settings)
    recorded: dict[str, str] = stamp.get("inputs", {})
    changed = sorted(p for p in set(now) | set(recorded) if now.get(p) != recorded.get(p))
    if changed:
        more = f" and {len(changed) - 3} more" if len(changed) > 3 else ""
        return None, f"{', '.join(changed[:3])}{more} changed since the last build"
    data = state_file.read_bytes()
    if bytes_digest(data) != stamp.get("state"):
        return None, f"{settings.rel(state_file)} is not the state the last build published"
    return data, ""


def _indexed_path(settings: Settings, state_bytes: bytes) -> Path:
    """Where the indexed form of a state is kept: keyed by the state, the engine's code and the Python version
    (a pickle is only read back by the code that wrote it)."""
    key = hashlib.sha256(state_bytes)
    key.update(files_digest(engine_sources(settings.engine_dir)).encode("ascii"))
    key.update(sys.version.encode("utf-8"))
    assert settings.cache_dir is not None
    return cache_file(settings.cache_dir, INDEXED, key.hexdigest()[:32], ".pickle")


def keep_indexed(settings: Settings, state_bytes: bytes, knowledge: Knowledge) -> None:
    """Keep the indexed form of the state a build published, so its first question from the command line
    is as quick as the next ones (at ten times the sample, indexing again would take 2 of its 2.5 s). Kept
    already under this state and engine (the key says both): left as it is."""
    if settings.cache_dir and not _indexed_path(settings, state_bytes).is_file():
        data = pickle.dumps(knowledge.without_memos(), protocol=pickle.HIGHEST_PROTOCOL)
        keep(_indexed_path(settings, state_bytes), INDEXED, ".pickle", data)


def kept_indexed(settings: Settings, state_bytes: bytes) -> Knowledge | None:
    """The indexed form an earlier build kept of this very state under this engine (keep_indexed), or None.

    A build whose state has not changed (a template edit, `--force`) indexes it again otherwise: 0.14 CPU s at
    the sample's size, and 0.04 s to pickle it once more, where reading it back takes 0.02 s (2026-12-07)."""
    return _load_indexed(_indexed_path(settings, state_bytes)) if settings.cache_dir else None


def _load_indexed(path: Path) -> Knowledge | None:
    """The Knowledge pickled at `path`, read as it is unpickled (never whole beside its objects), or None when the
    file is missing or unreadable: indexed again, like a miss."""
    with contextlib.suppress(Exception), path.open("rb") as stream:
        knowledge: Knowledge = pickle.load(stream)
        return knowledge
    return None


def built_engine(settings: Settings) -> tuple[Engine | None, str]:
    """(the engine over the built site's state, "") when that state is current; (None, why not) otherwise.

    Indexing a state (tokenising every passage, building the name trie) is most of a question's cost from the
    command line: 2 s for a portfolio ten times the sample's. The build keeps the indexed form in the cache
    folder (keep_indexed), and it is read back in a fraction of that; a miss indexes the state and keeps it.
    """
    from generator.engine import Engine

    data, why = built_state(settings)
    if data is None:
        return None, why
    cached = _indexed_path(settings, data)
    if cached.is_file():
        del data  # the state's bytes are not needed beside the indexed form: the peak is that form alone
        knowledge = _load_indexed(cached)
        if knowledge is not None:
            return Engine.from_knowledge(knowledge), ""
        data = (settings.site_dir / STATE_PATH).read_bytes()
    engine = Engine.from_json(data)
    keep(cached, INDEXED, ".pickle", pickle.dumps(engine.knowledge, protocol=pickle.HIGHEST_PROTOCOL))
    return engine, ""
