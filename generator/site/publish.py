"""Write a finished build into place atomically: a failed build leaves the previous site untouched.

mkdocs writes into a temporary sibling folder; only when the build has succeeded is it swapped in,
by two renames on the same filesystem.
"""

from __future__ import annotations

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


def write_artifacts(site_dir: Path, artifacts: dict[str, bytes]) -> None:
    """Write each artifact (relative path -> bytes) under the site folder."""
    make_folders(site_dir, artifacts)
    for name, data in sorted(artifacts.items()):
        (site_dir / name).write_bytes(data)


def copy_files(site_dir: Path, files: dict[str, Path]) -> None:
    """Copy each file (site path -> source file) under the site folder, unchanged."""
    make_folders(site_dir, files)
    for name, source in sorted(files.items()):
        shutil.copyfile(source, site_dir / name)
