"""Write precompressed siblings (`name.br`, `name.gz`) of a built site's large files.

The ask page's engine path is about 15 MB before compression (the WebAssembly interpreter alone is 9.6 MB);
brotli takes it to about a third. A host that serves such siblings as they are (nginx `gzip_static` and
`brotli_static`, Caddy's `precompressed`, `portfolio serve`) pays nothing per request, and the siblings are
made at the best level that stays cheap, once per distinct file content: they are kept in the cache by the
digest of what they compress, so a rebuild recompresses only what changed. Both encodings are
deterministic (gzip without a timestamp or name), so a build stays byte-identical.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import hashlib
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path

import brotli

from generator.cache_files import read_kept, write_whole

COMPRESSIBLE = frozenset({".html", ".js", ".mjs", ".css", ".json", ".jsonld", ".ttl", ".nt", ".svg", ".xml",
                          ".txt", ".wasm", ".map"})
"""Text and WebAssembly; zip archives, images and `.gz` files are compressed already."""
LARGE = 32 * 1024
"""Files from this size get siblings (the sample: 47 files, the runtime, the state, the downloads, the search
index and the longest pages); a host compresses smaller ones on the fly at little cost."""
WORTH = 0.9
"""A sibling is written only when it is at most this share of the original: else it would save nothing."""
BROTLI_BEST, BROTLI_LARGE = 10, 7
"""Brotli's quality for files up to BROTLI_BEST_UP_TO, and above it."""
BROTLI_BEST_UP_TO = 256 * 1024
"""The levels are chosen by measurement on the sample's 47 large files (21.7 MB, 2026-12-05, CPU s / KB):
11 and 9 (the levels until then) 3.84 s / 5,246 KB; 10 and 7, 1.43 s / 5,305 KB; 9 and 6, 0.76 s / 5,385 KB.
Quality 11 costs three times quality 10 for 3% fewer bytes on a page; above 256 KB, quality 9 costs twice
quality 7 for under 1% (the 9.6 MB interpreter: 1.05 s and 3,029 KB at 9, 0.55 s and 3,052 KB at 7). So
10 and 7: 1% more bytes than the best for 37% of its CPU, paid once per distinct file (the cache)."""
GZIP_LEVEL = 6
"""The `.gz` sibling serves only a client without brotli; level 9 costs twice the time for almost nothing. Measured
on the sample's 47 large files (21.7 MB): level 9, 1.5 s of CPU and 6,064 KB; level 6, 0.7 s and 6,106 KB."""
CACHE_KEEP_DAYS = 14
"""Cached siblings not used by any build for this long are removed."""
INSTALLED = Path(sys.prefix) / "share" / "portfolio" / "siblings"
"""Siblings made once, when the project is installed (scripts/setup and scripts/setup-browser run `python -m
generator.site.compress`), of the files a build copies unchanged from installed packages: the Pyodide runtime and
mkdocs-material's scripts, styles and source maps: 10 files, 13 of the sample's 21.7 MB of large files.
Precompressing the sample's built site with an empty cache took 2.95 CPU s without them and 1.07 with them
(2026-12-05). Kept under the same keys as the cache, so a sibling found here is the one compressing would make;
a build only reads it."""


_SETTINGS = f"br{BROTLI_BEST}<={BROTLI_BEST_UP_TO}>{BROTLI_LARGE};gz{GZIP_LEVEL};".encode()


def _encodings(data: bytes) -> dict[str, bytes]:
    quality = BROTLI_BEST if len(data) <= BROTLI_BEST_UP_TO else BROTLI_LARGE
    return {".br": brotli.compress(data, quality=quality), ".gz": gzip.compress(data, GZIP_LEVEL, mtime=0)}


def siblings_for(data: bytes, cache: Path | None) -> dict[str, bytes]:
    """Suffix -> compressed bytes for `data`, each only if worth serving; taken from the siblings made at install
    (INSTALLED) or from `cache` when either holds them, else made and kept in `cache`."""
    # the settings are part of the key: a sibling made at another level is another file, and a build's siblings
    # must not depend on what an older build left in the cache
    digest = hashlib.sha256(_SETTINGS + data).hexdigest()
    found = _stored(INSTALLED, digest)
    if found is None and cache is not None:
        found = _stored(cache, digest, touch=True)
    if found is not None:
        return found
    made = _worth_serving(data)
    if cache is not None:
        _store(cache / digest[:2], digest, made)
    return made


def _worth_serving(data: bytes) -> dict[str, bytes]:
    return {s: b for s, b in _encodings(data).items() if len(b) <= WORTH * len(data)}


def _stored(root: Path, digest: str, touch: bool = False) -> dict[str, bytes] | None:
    """The siblings kept under `root` for `digest` ({} when they were not worth serving), or None if none are."""
    found: dict[str, bytes] = {}
    for suffix in (".br", ".gz", ".none"):
        path = root / digest[:2] / (digest + suffix)
        kept = read_kept(path)
        if kept is not None:
            if touch:
                with contextlib.suppress(OSError):  # pruned by another build meanwhile: read already
                    os.utime(path)  # used: not pruned
            found[suffix] = kept
    return {s: b for s, b in found.items() if s != ".none"} if found else None


def _store(folder: Path, digest: str, made: dict[str, bytes]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, compressed in made.items() or {".none": b""}.items():
        write_whole(folder / (digest + suffix), compressed)  # another build reading it sees all or nothing


def precompress(site_dir: Path, cache: Path | None) -> int:
    """Write the `.br` and `.gz` siblings of every large compressible file under `site_dir`; returns how many.

    Files are visited in sorted order, so the same site gives the same siblings.
    """
    written = 0
    for path in sorted(site_dir.rglob("*")):
        if path.suffix not in COMPRESSIBLE or not path.is_file() or path.stat().st_size < LARGE:
            continue
        for suffix, compressed in siblings_for(path.read_bytes(), cache).items():
            path.with_name(path.name + suffix).write_bytes(compressed)
            written += 1
    if cache is not None:
        prune(cache)
    return written


def prune(cache: Path, keep_days: float = CACHE_KEEP_DAYS) -> None:
    """Remove cached siblings no build has used for `keep_days` (mtime is refreshed on every use)."""
    oldest = time.time() - keep_days * 86400
    for path in cache.glob("*/*"):
        try:
            if path.stat().st_mtime < oldest:
                path.unlink()
        except FileNotFoundError:
            pass  # another build pruned it first


def install_siblings(files: Iterable[Path], into: Path | None = None) -> tuple[int, int]:
    """Make the siblings of each large compressible file of `files` into `into` (INSTALLED by default), keeping
    those already there and removing any other, so the folder holds exactly what these files need. Returns how
    many files it compressed and how many it found there already."""
    root = INSTALLED if into is None else into
    made = kept = 0
    wanted: set[str] = set()
    for path in sorted(set(files)):
        if path.suffix not in COMPRESSIBLE or not path.is_file() or path.stat().st_size < LARGE:
            continue
        data = path.read_bytes()
        digest = hashlib.sha256(_SETTINGS + data).hexdigest()
        wanted.add(digest)
        if _stored(root, digest) is not None:
            kept += 1
            continue
        _store(root / digest[:2], digest, _worth_serving(data))
        made += 1
    for old in root.glob("*/*") if root.is_dir() else ():
        if old.name.split(".")[0] not in wanted:
            old.unlink(missing_ok=True)  # another build sharing the cache may have removed it first
    return made, kept


def installed_files(pyodide_dir: Path) -> list[Path]:
    """The files a build copies unchanged from installed packages: the Pyodide runtime it ships (when
    `pyodide_dir` holds it) and mkdocs-material's assets."""
    import material  # the theme's own package: where its assets were installed

    from generator.site.runtime import RUNTIME_FILES
    theme_assets = Path(material.__file__).parent / "templates" / "assets"
    return [*(pyodide_dir / name for name in RUNTIME_FILES), *theme_assets.rglob("*")]


def main(argv: list[str] | None = None) -> int:
    """`python -m generator.site.compress [--pyodide DIR]`: the siblings of the installed files (install time)."""
    parser = argparse.ArgumentParser(description=main.__doc__)
    parser.add_argument("--pyodide", type=Path, default=Path("node_modules/pyodide"),
                        help="the Pyodide runtime's folder (default: node_modules/pyodide)")
    args = parser.parse_args(argv)
    start = time.process_time()
    made, kept = install_siblings(installed_files(args.pyodide))
    print(f"precompressed siblings of installed files in {INSTALLED}: {made} made, {kept} kept "  # noqa: T201
          f"({time.process_time() - start:.1f} CPU s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
