"""Write a finished build into place atomically: a failed build leaves the previous site untouched.

mkdocs writes into a temporary sibling folder; only when the build has succeeded is it swapped in,
by two renames on the same filesystem.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path


def staging_dir(final: Path) -> Path:
    """A fresh temporary folder beside `final` (same filesystem, so the swap is a rename).

    A build stopped by Ctrl-C or a kill leaves its staging folder behind (mkdocs tells plugins of errors,
    not of interrupts); any whose build process is gone is removed here, so none outlives the next build.
    """
    for stale in final.parent.glob(f"{final.name}.tmp-*"):
        pid = stale.name.rsplit("-", 1)[-1]
        if pid.isdigit() and int(pid) != os.getpid() and not _running(int(pid)):
            shutil.rmtree(stale, ignore_errors=True)
    staging = final.with_name(f"{final.name}.tmp-{os.getpid()}")
    if staging.exists():
        shutil.rmtree(staging)
    return staging


def _running(pid: int) -> bool:
    """Whether a process of that id exists (one of another user's counts: its folder is left alone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def swap_into_place(staging: Path, final: Path) -> None:
    """Replace `final` by `staging`; the old tree is removed only after the new one is in place.

    Removing a site of a few thousand files takes seconds; the new site is already complete by then, so
    the old tree is renamed out of the way (a hidden sibling) and removed by a background process.
    """
    for stale in final.parent.glob(f".{final.name}.old-*"):  # left by a removal that was interrupted
        remove_in_background(stale)
    old = final.with_name(f".{final.name}.old-{os.getpid()}-{time.monotonic_ns()}")
    if final.exists():
        final.rename(old)
    staging.rename(final)
    if old.exists():
        remove_in_background(old)


def keep_unchanged(staging: Path, previous: Path) -> tuple[int, int]:
    """Make each file of the new site whose bytes are those of the same path in the previous site that very
    file again (a hard link to it); returns (files kept, files in the new site), (0, 0) with no previous site.

    A page that did not change then keeps its file, its modification time and so its ETag: a browser's
    cached copy is still current after a rebuild, and a deployment that compares files by size and time
    (rsync, most static hosts' uploaders) sends only what changed. Run last, when nothing writes into the
    staging folder any more: a linked file is shared with the site being served until the swap.
    """
    kept = total = 0
    if not previous.is_dir():
        return 0, 0
    folders = [staging]
    while folders:
        with os.scandir(folders.pop()) as found:
            entries = list(found)  # read whole before any link is made in the folder
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                folders.append(Path(entry.path))
                continue
            if not entry.is_file(follow_symlinks=False):
                continue
            total += 1
            path = Path(entry.path)
            old = previous / path.relative_to(staging)
            try:
                before, now = old.stat(), entry.stat()
                if before.st_ino == now.st_ino and before.st_dev == now.st_dev:
                    kept += 1  # linked already (copy_files)
                    continue
                if before.st_size != now.st_size or old.read_bytes() != path.read_bytes():
                    continue
                linked = path.with_name(f".{path.name}.keep-{os.getpid()}")
                os.link(old, linked)
            except OSError:
                continue  # no previous file, or a filesystem without hard links: the new file stays
            os.replace(linked, path)
            kept += 1
    return kept, total


def remove_in_background(folder: Path) -> None:
    """Delete a folder in a detached process, so the build does not wait for it."""
    code = "import shutil, sys; shutil.rmtree(sys.argv[1], ignore_errors=True)"
    subprocess.Popen([sys.executable, "-c", code, str(folder)], start_new_session=True,
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def discard(staging: Path) -> None:
    """Remove a staging folder after a failed build."""
    if staging.exists():
        shutil.rmtree(staging, ignore_errors=True)


def make_folders(site_dir: Path, names: Iterable[str]) -> None:
    """Each folder the named files go in, made once (a site has thousands of files in a few hundred folders)."""
    for folder in sorted({(site_dir / name).parent for name in names}):
        folder.mkdir(parents=True, exist_ok=True)


def write_artifacts(site_dir: Path, artifacts: dict[str, bytes], previous: Path | None = None) -> None:
    """Write each artifact (relative path -> bytes) under the site folder. Where the previous site holds the
    same bytes at the same path, that file is linked instead: reading it costs less than writing a copy that
    keep_unchanged would then compare and replace by the very same link (most of a rebuild's thousands of
    answer pages and downloads come out unchanged)."""
    make_folders(site_dir, artifacts)
    for name, data in sorted(artifacts.items()):
        target = site_dir / name
        # a file already there may be a link into the site being served: replaced, never written through
        target.unlink(missing_ok=True)
        if previous is not None:
            with contextlib.suppress(OSError):  # no previous file, or no hard links here: written below
                before = previous / name
                if before.stat().st_size == len(data) and before.read_bytes() == data:
                    os.link(before, target)
                    continue
        target.write_bytes(data)


def copy_files(site_dir: Path, files: dict[str, Path], previous: Path | None = None) -> None:
    """Copy each file (site path -> source file) under the site folder, unchanged and with its modification
    time. Where the previous site holds a copy of the same size and time, that copy is linked instead: the
    runtime's megabytes are neither copied nor compared again on every build (as rsync's quick check)."""
    make_folders(site_dir, files)
    for name, source in sorted(files.items()):
        if previous is not None:
            with contextlib.suppress(OSError):  # no previous copy, or no hard links here: copied below
                before, now = (previous / name).stat(), source.stat()
                if (before.st_size, before.st_mtime_ns) == (now.st_size, now.st_mtime_ns):
                    os.link(previous / name, site_dir / name)
                    continue
        shutil.copy2(source, site_dir / name)
