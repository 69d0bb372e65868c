"""The engine and the knowledge state must work without rdflib: the same code runs under Pyodide."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "generator" / "engine"


def test_engine_imports_only_the_standard_library() -> None:
    allowed = set(sys.stdlib_module_names) | {"generator"}
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                assert top in allowed, f"{path.name} imports {name}"
                if top == "generator":
                    assert name.startswith("generator.engine"), f"{path.name} imports {name} outside the engine"


def test_no_table_of_the_generator_is_defined_twice() -> None:
    """A constant assigned twice at module level silently replaces the first (two REQUEST_WORDS once did in
    rules.py, and the rule written first was never read): every upper-case name is assigned once per module."""
    twice = []
    for path in sorted(ENGINE.parent.rglob("*.py")):
        seen: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, ast.AnnAssign) and node.value is not None else []
            for name in [t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper()]:
                if name in seen:
                    twice.append(f"{path.relative_to(ENGINE.parent.parent)}:{node.lineno} {name}")
                seen.add(name)
    assert not twice, "\n".join(twice)


def test_state_loads_in_a_python_without_rdflib(site: Path) -> None:
    from generator.pipeline import STATE_ARTIFACT, run
    from generator.settings import load_settings

    result = run(load_settings(site / "mkdocs.yml"))
    path = site / "state.json"
    path.write_bytes(result.artifacts[STATE_ARTIFACT])
    code = ("import sys, json; sys.modules['rdflib'] = None; import generator.engine.rules; "
            f"s = json.load(open({str(path)!r})); print(len(s['entities']), s['rules']['rrf_k'])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == [str(len(result.state["entities"])), "60"]
    assert json.loads(path.read_text(encoding="utf-8"))["namespaces"]["id"] == "https://portfolio.example/id/"
