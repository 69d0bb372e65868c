"""Results kept in the cache folder between builds: one file per kind, named by the digest of its inputs.

A build reads a kept result only under the key of everything it was made from, so a stale file is never
read: it is simply not found. Only the newest file of each kind is kept (a cache that grows with every edit
would fill the disk of an author who builds all day), and a file is written whole or not at all, so a build
stopped halfway never leaves one that a later build would half-read.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import itertools
import os
import pickle
import threading
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")


def cache_file(cache_dir: Path, kind: str, key: str, suffix: str) -> Path:
    """Where the result of `kind` made from inputs of digest `key` is kept: <kind>-<key><suffix>."""
    return cache_dir / f"{kind}-{key}{suffix}"


def files_digest(paths: Iterable[Path], root: Path | None = None) -> str:
    """The digest of files' names and bytes, in sorted order: each name relative to `root`, or the file's own
    name without one (the engine's modules are keyed by name, wherever settings say the engine is)."""
    h = hashlib.sha256()
    for path in sorted(paths):
        name = path.relative_to(root).as_posix() if root else path.name
        h.update(name.encode("utf-8") + b"\0" + path.read_bytes())
    return h.hexdigest()


@functools.cache
def code_digest() -> str:
    """The digest of the generator's own code and data (every file of the package): a result made by other
    code is never read back. Read once a process: the code a process runs does not change under it."""
    package = Path(__file__).resolve().parent
    return files_digest((path for path in package.rglob("*") if path.is_file() and "__pycache__" not in path.parts),
                        package)


def read_kept(path: Path) -> bytes | None:
    """The kept bytes at `path`, or None when there are none (or they cannot be read: a miss, not an error)."""
    try:
        return path.read_bytes()
    except OSError:
        return None


def write_whole(path: Path, data: bytes) -> None:
    """Write `data` at `path` so that a reader finds the old file or the whole new one, never a part.

    The temporary file has a name of its own for every call (process, thread, count): processes that share
    a cache folder (the workers of a parallel test run, two builds at once) may write the same result at the
    same moment, and one must never move away the temporary the other is about to rename. It is created
    exclusively with the usual permissions (those the user's umask gives any new file).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}-{next(_WRITES)}.tmp")
    try:
        with temporary.open("xb") as fh:
            fh.write(data)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


_WRITES = itertools.count()


def keep(path: Path, kind: str, suffix: str, data: bytes) -> None:
    """Keep `data` at `path` as the one file of its kind (other <kind>-*<suffix> files are removed).

    A cache that cannot be written costs the next build time, no more: errors are swallowed.
    """
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob(f"{kind}-*{suffix}"):
            if old != path:
                old.unlink()
        write_whole(path, data)


def kept_or_made(cache_dir: Path | None, kind: str, key: str, make: Callable[[], T]) -> T:
    """make(), read back from the cache folder (compressed pickle) when it was kept under `key`; kept otherwise.
    Without a cache folder, make() every time."""
    if not cache_dir:
        return make()
    path = cache_file(cache_dir, kind, key, ".pickle.z")
    kept = read_kept(path)
    if kept is not None:
        with contextlib.suppress(Exception):  # unreadable: made again below, like a miss
            found: T = pickle.loads(zlib.decompress(kept))
            return found
    made = make()
    keep(path, kind, ".pickle.z", zlib.compress(pickle.dumps(made, protocol=pickle.HIGHEST_PROTOCOL), 1))
    return made
