"""The `portfolio` command: build the site, check that committed digests are current, print counts."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

from mkdocs.exceptions import MkDocsException

from generator import jsonio
from generator.errors import PortfolioError
from generator.manifest import diff_manifests, read_manifest
from generator.pipeline import BuildResult, run
from generator.settings import Settings, load_settings

FIX = "portfolio build"


def _write_if_changed(path: Path, text: str) -> bool:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def write_generated(result: BuildResult) -> list[str]:
    """Write the generated digests file and manifest.json; return what changed."""
    settings = result.settings
    changed = []
    if _write_if_changed(settings.digests_path, result.digests_turtle):
        changed.append(settings.rel(settings.digests_path))
    if _write_if_changed(settings.manifest_path, jsonio.dumps_pretty(result.manifest())):
        changed.append(settings.rel(settings.manifest_path))
    return changed


def cmd_build(args: argparse.Namespace) -> int:
    """Build the site with mkdocs (through the plugin), then refresh the generated files it verified."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    started = time.perf_counter()
    config = load_config(str(args.config_file), strict=True)
    config.plugins.on_startup(command="build", dirty=False)
    try:
        build(config)
    finally:
        config.plugins.on_shutdown()
    plugin: Any = config.plugins["portfolio"]
    changed = write_generated(plugin.result)
    for name in changed:
        print(f"updated {name}")
    print(f"built {config.site_dir} in {time.perf_counter() - started:.2f} s")
    return 0


def check(settings: Settings) -> list[str]:
    """Everything that drifted between the committed generated files and what the sources give now."""
    result = run(settings)
    drift = []
    on_disk = settings.digests_path.read_text(encoding="utf-8") if settings.digests_path.is_file() else None
    if on_disk != result.digests_turtle:
        drift.append(f"{settings.rel(settings.digests_path)}: component digests are out of date "
                     "(a component's source file changed)")
    for line in diff_manifests(read_manifest(settings.manifest_path), result.manifest()):
        drift.append(f"manifest.json {line}")
    return drift


def cmd_check(args: argparse.Namespace) -> int:
    settings = load_settings(args.config_file)
    drift = check(settings)
    if drift:
        print(f"portfolio check: {len(drift)} thing(s) drifted from the sources:")
        for line in drift:
            print(f"  {line}")
        print(f"fix: run `{FIX}` and commit the generated files")
        return 1
    print("portfolio check: manifest.json and the generated digests match the sources")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    result = run(load_settings(args.config_file))
    if args.json:
        print(json.dumps(result.stats, indent=2, sort_keys=True))
        return 0
    s = result.stats
    print(f"ontology version   {s['ontology_version']}")
    print(f"triples            {s['triples']['stated']} stated, {s['triples']['inferred']} inferred")
    print(f"entities           {s['entities']}")
    for name, count in s["entities_by_type"].items():
        print(f"  {name:<18}{count}")
    print(f"predicates         {s['predicates']['declared']} declared, {s['predicates']['used']} used")
    print(f"articles           {s['articles']} ({s['passages']} passages)")
    print(f"authored answers   {s['authored_answers']}; general terms {s['general_terms']}")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="portfolio", description=__doc__)
    p.add_argument("-f", "--config-file", type=Path, default=Path("mkdocs.yml"),
                   help="the project's mkdocs.yml (default: ./mkdocs.yml)")
    sub = p.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="build site_build/ and refresh manifest.json and the generated digests")
    sub.add_parser("check", help="recompute every digest without writing; exit 1 naming what drifted")
    stats = sub.add_parser("stats", help="print counts of triples, entities, articles and passages")
    stats.add_argument("--json", action="store_true", help="print the counts as JSON")
    return p


COMMANDS = {"build": cmd_build, "check": cmd_check, "stats": cmd_stats}


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    try:
        return COMMANDS[args.command](args)
    except PortfolioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except MkDocsException as exc:  # mkdocs has already logged the details
        print(f"error: the site build failed: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
