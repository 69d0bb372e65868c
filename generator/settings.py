"""Where the sources live and how the build behaves, read from the portfolio plugin's options in mkdocs.yml.

One settings object feeds the mkdocs plugin, the CLI and the tests, so they cannot disagree about a path.
"""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from generator.errors import ConfigError

DEFAULT_NAMESPACE = "https://portfolio.example/ns#"
DEFAULT_ID_NAMESPACE = "https://portfolio.example/id/"
REASONERS = ("reasonable", "owlrl")
MAX_QUESTION = 500
"""Characters: the longest question the ask page's box and POST /api/ask accept (plan() itself reads 300)."""


@dataclass(frozen=True)
class Settings:
    """Everything the pipeline needs to know about one portfolio project."""

    root: Path
    docs_dir: Path
    site_dir: Path
    ontology_dirs: tuple[Path, ...]
    graph_dir: Path
    content_dir: Path
    namespace: str = DEFAULT_NAMESPACE
    id_namespace: str = DEFAULT_ID_NAMESPACE
    reasoner: str = "reasonable"
    meaning: bool = True
    """Ship meaning vectors for the meaning list of the fusion (issue 16); off, every plan is BM25's alone."""
    reference_date: dt.date = dt.date(2026, 11, 30)
    allowed_emails: tuple[str, ...] = ()
    cache_dir: Path | None = None
    site_url: str = ""
    pyodide_dir: Path | None = None
    ask_api: str = ""
    engine_dir: Path = Path(__file__).resolve().parent / "engine"
    theme_dir: Path | None = None
    """The theme's custom_dir (templates, CSS, scripts): an input of every page, so part of the manifest."""
    config_file: Path | None = None
    """mkdocs.yml itself, which decides the site's name, address and options."""

    @property
    def manifest_path(self) -> Path:
        return self.root / "manifest.json"

    @property
    def digests_path(self) -> Path:
        """The generated Turtle file holding each component's cj:implementationDigest."""
        return self.graph_dir / "generated" / "implementation-digests.ttl"

    @property
    def answers_path(self) -> Path:
        return self.content_dir / "answers.yml"

    def rel(self, path: Path) -> str:
        """The path as the author sees it: relative to the project root, with forward slashes."""
        return Path(os.path.relpath(path.resolve(), self.root.resolve())).as_posix()


def reference_date_from(value: Any) -> dt.date:
    """The build's "today": SOURCE_DATE_EPOCH when set (reproducible builds), else the configured date.

    Never the wall clock, so two builds of the same sources agree byte for byte. The configured date is checked
    either way: a mistake in mkdocs.yml is reported even on a machine that sets SOURCE_DATE_EPOCH.
    """
    try:
        configured = value if isinstance(value, dt.date) else dt.date.fromisoformat(str(value))
    except ValueError as exc:
        raise ConfigError(
            f"mkdocs.yml: plugins.portfolio.reference_date must be a date like 2026-11-30, got {value!r}"
        ) from exc
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch:
        try:
            return dt.datetime.fromtimestamp(int(epoch), tz=dt.UTC).date()
        except ValueError as exc:
            raise ConfigError(f"SOURCE_DATE_EPOCH must be whole seconds since 1970, got {epoch!r}") from exc
    return configured


def ontology_folders(root: Path, value: str | list[str]) -> tuple[Path, ...]:
    """The ontology folders: one folder, or several read in order (the core ontology, then an author's
    extension of it), each relative to mkdocs.yml."""
    return tuple(root / folder for folder in ([value] if isinstance(value, str) else value))


def settings_from_options(root: Path, docs_dir: Path, site_dir: Path, options: dict[str, Any],
                          site_url: str = "", theme_dir: Path | None = None,
                          config_file: Path | None = None) -> Settings:
    """Build Settings from the plugin's option values (already checked by the plugin's schema)."""
    reasoner = os.environ.get("PORTFOLIO_REASONER") or options.get("reasoner", "reasonable")
    if reasoner not in REASONERS:
        raise ConfigError(f"reasoner must be one of {', '.join(REASONERS)}, got {reasoner!r}")
    cache = options.get("cache_dir", ".cache/portfolio")
    return Settings(
        root=root,
        docs_dir=docs_dir,
        site_dir=site_dir,
        ontology_dirs=ontology_folders(root, options.get("ontology_dir", "ontology")),
        graph_dir=root / options.get("graph_dir", "content/graph"),
        content_dir=root / options.get("content_dir", "content"),
        namespace=options.get("namespace", DEFAULT_NAMESPACE),
        id_namespace=options.get("id_namespace", DEFAULT_ID_NAMESPACE),
        reasoner=reasoner,
        meaning=os.environ.get("PORTFOLIO_MEANING", "").lower() not in ("0", "off", "false", "no")
        and bool(options.get("meaning", True)),
        reference_date=reference_date_from(options.get("reference_date", "2026-11-30")),
        allowed_emails=tuple(sorted(options.get("allowed_emails", ()))),
        cache_dir=(root / cache) if cache else None,
        site_url=site_url,
        pyodide_dir=root / options.get("pyodide_dir", "node_modules/pyodide"),
        ask_api=options.get("ask_api", ""),
        theme_dir=theme_dir,
        config_file=config_file,
    )


class _LenientLoader(yaml.SafeLoader):
    """Reads mkdocs.yml without importing the Python objects its !!python tags name (emoji functions)."""


def _ignore_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
    return None


_LenientLoader.add_multi_constructor("tag:yaml.org,2002:python/", _ignore_tag)
_LenientLoader.add_multi_constructor("!", _ignore_tag)


def load_settings(config_file: Path | str = "mkdocs.yml") -> Settings:
    """Settings for the project whose mkdocs.yml is `config_file` (what the CLI uses)."""
    path = Path(config_file).resolve()
    if not path.is_file():
        raise ConfigError(f"{config_file}: no such file; run the command from the project root or pass -f")
    with path.open(encoding="utf-8") as fh:
        config = yaml.load(fh, Loader=_LenientLoader) or {}
    root = path.parent
    options: dict[str, Any] | None = None
    for plugin in config.get("plugins", []) or []:
        if plugin == "portfolio":
            options = {}
        elif isinstance(plugin, dict) and "portfolio" in plugin:
            options = plugin["portfolio"] or {}
    if options is None:
        raise ConfigError(f"{path.name}: the 'portfolio' plugin is not listed under plugins:")
    return settings_from_options(
        root,
        root / config.get("docs_dir", "docs"),
        root / config.get("site_dir", "site"),
        options,
        site_url=config.get("site_url", "") or "",
        theme_dir=_theme_dir(root, config.get("theme")),
        config_file=path,
    )


def _theme_dir(root: Path, theme: Any) -> Path | None:
    """The theme's custom_dir, as mkdocs reads it (relative to mkdocs.yml), when one is set."""
    folder = theme.get("custom_dir") if isinstance(theme, dict) else None
    return (root / str(folder)).resolve() if folder else None
