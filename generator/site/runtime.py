"""The Pyodide runtime the ask page loads from the site's own origin: which files, from where, and checks.

Only what loadPyodide needs to start offline is shipped: the module loader, the Emscripten module, the
WebAssembly binary, the standard library and the lock file. The engine needs no package beyond the
standard library, so no wheel is shipped.
"""

from __future__ import annotations

import json
from pathlib import Path

from generator.errors import ConfigError

PYODIDE_VERSION = "314.0.7"
"""The version package.json pins; a different one in node_modules fails the build (plans must agree)."""
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
RUNTIME_DIR = f"assets/pyodide/{PYODIDE_VERSION}/"
"""Named by the version, so a host may let browsers keep these 13 MB for good (generator/site/serve.py)."""


def runtime_files(pyodide_dir: Path | None) -> dict[str, Path]:
    """Site path -> file in the npm package, for every runtime file; raises naming the fix if any is missing."""
    fix = "run `npm ci` in the project folder (package.json pins pyodide " + PYODIDE_VERSION + ")"
    if pyodide_dir is None:
        raise ConfigError("the ask page needs the Pyodide runtime: set plugins.portfolio.pyodide_dir in mkdocs.yml")
    manifest = pyodide_dir / "package.json"
    if not manifest.is_file():
        raise ConfigError(f"the Pyodide runtime is missing ({pyodide_dir} has no package.json): {fix}")
    version = json.loads(manifest.read_text(encoding="utf-8")).get("version")
    if version != PYODIDE_VERSION:
        raise ConfigError(f"{manifest}: Pyodide {version} is installed, the site is tested with "
                          f"{PYODIDE_VERSION}: {fix}")
    files = {RUNTIME_DIR + name: pyodide_dir / name for name in RUNTIME_FILES}
    missing = [str(path) for path in files.values() if not path.is_file()]
    if missing:
        raise ConfigError(f"the Pyodide runtime is incomplete (missing {', '.join(missing)}): {fix}")
    return files
