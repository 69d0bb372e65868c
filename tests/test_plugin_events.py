"""The plugin's mkdocs events: post-build work in the right place among other plugins, and `mkdocs serve`
following the author's edits (the reference date in mkdocs.yml, and every source outside docs_dir)."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import BasePlugin, PluginCollection

import generator.site.plugin as plugin_module
from generator.site.plugin import PortfolioPlugin
from tests.conftest import REPO, append


def _epoch(day: str) -> str:
    return str(int(dt.datetime.fromisoformat(day).replace(tzinfo=dt.UTC).timestamp()))


class DefaultPriority(BasePlugin):  # type: ignore[type-arg,no-untyped-call]
    """Another plugin's on_post_build at mkdocs' default priority (0)."""

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        return None


def post_build_order(*plugins: tuple[str, BasePlugin]) -> list[str]:  # type: ignore[type-arg]
    """"plugin.method" of each on_post_build handler, in the order mkdocs runs them, for plugins registered in
    the order given (as mkdocs.yml would list them)."""
    collection = PluginCollection()
    for name, plugin in plugins:
        collection[name] = plugin
    owner = {id(p): name for name, p in plugins}
    return [f"{owner[id(getattr(m, '__self__', None))]}.{m.__name__}" for m in collection.events["post_build"]]


def test_the_swap_runs_after_every_other_plugin_whatever_the_order_in_mkdocs_yml() -> None:
    from material.plugins.offline.plugin import OfflinePlugin
    from material.plugins.privacy.plugin import PrivacyPlugin
    from material.plugins.search.plugin import SearchPlugin

    others: list[tuple[str, BasePlugin]] = [  # type: ignore[type-arg]
        ("search", SearchPlugin()), ("offline", OfflinePlugin()), ("privacy", PrivacyPlugin()),
        ("other", DefaultPriority())]
    for order in (["portfolio"] + [n for n, _ in others], [n for n, _ in others] + ["portfolio"]):
        plugins = dict(others, portfolio=PortfolioPlugin())
        ran = post_build_order(*((name, plugins[name]) for name in order))
        assert ran[-1] == "portfolio._swap_into_place", ran
        publish = ran.index("portfolio._publish_artifacts")
        # the search index exists before the entity pages are added to it, and the offline plugin copies
        # the index only once they are in
        assert ran.index("search.on_post_build") < publish < ran.index("offline.on_post_build"), ran
        assert ran.index("other.on_post_build") < publish, ran


def test_entity_pages_reach_the_search_index_when_search_is_listed_after_the_plugin(site: Path) -> None:
    append(site / "mkdocs.yml", "  - search\n")  # plugins: is the last key; the portfolio plugin comes first
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=site, capture_output=True,
                          text=True, env={**os.environ, "NO_MKDOCS_2_WARNING": "1"}, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    index = json.loads((site / "site_build/search/search_index.json").read_text(encoding="utf-8"))
    locations = {doc["location"] for doc in index["docs"]}
    assert {"id/Ada/", "id/Relay/"} <= locations, sorted(locations)
    assert not list(site.glob("site_build.*")), "the staging folder was left behind"


@pytest.fixture
def served(site: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[PortfolioPlugin, MkDocsConfig]:
    """The fixture site's config as `mkdocs serve` loads it, with its portfolio plugin started for serve and
    no SOURCE_DATE_EPOCH in the environment (the test's changes to it are undone afterwards)."""
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    monkeypatch.setattr(plugin_module, "_own_epoch", None)
    config = load_config(config_file=str(site / "mkdocs.yml"))
    plugin = config.plugins["portfolio"]
    assert isinstance(plugin, PortfolioPlugin)
    plugin.on_startup(command="serve", dirty=False)
    return plugin, config


def test_each_build_reads_the_reference_date_from_mkdocs_yml_again(served: tuple[PortfolioPlugin, Any]) -> None:
    plugin, config = served
    for day in ("2026-11-30", "2027-02-01", "2026-11-30"):  # the author edits reference_date between rebuilds
        plugin.config["reference_date"] = day
        plugin.on_config(config)
        assert plugin.settings.reference_date == dt.date.fromisoformat(day)
        assert os.environ["SOURCE_DATE_EPOCH"] == _epoch(day)


def test_a_source_date_epoch_the_user_set_wins_on_every_build(served: tuple[PortfolioPlugin, Any],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    plugin, config = served
    plugin.on_config(config)  # the plugin's own epoch first: the user's, set afterwards, must still win
    monkeypatch.setenv("SOURCE_DATE_EPOCH", _epoch("2025-06-01"))
    for day in ("2026-11-30", "2027-02-01"):
        plugin.config["reference_date"] = day
        plugin.on_config(config)
        assert plugin.settings.reference_date == dt.date(2025, 6, 1)
        assert os.environ["SOURCE_DATE_EPOCH"] == _epoch("2025-06-01")


class FakeServer:
    """What on_serve uses of mkdocs' LiveReloadServer: watch(), recording each call."""

    def __init__(self) -> None:
        self.watched: list[tuple[Path, bool]] = []

    def watch(self, path: str, func: None = None, *, recursive: bool = True) -> None:
        self.watched.append((Path(path), recursive))


def covered(path: Path, watched: list[tuple[Path, bool]]) -> bool:
    """Whether a change to `path` reaches one of the watches: the file itself, or a folder holding it (a folder
    watched without its subfolders sees only its own files)."""
    return any(path in (watch, watch / path.name) or (recursive and watch in path.parents)
               for watch, recursive in watched)


def test_serve_watches_every_author_source_outside_docs_dir(served: tuple[PortfolioPlugin, Any],
                                                            site: Path) -> None:
    plugin, config = served
    (site / "content/lexicon.yml").write_text("aliases: {}\n", encoding="utf-8")
    (site / "content/questions").mkdir()
    (site / "content/questions/anticipated.yml").write_text("[]\n", encoding="utf-8")
    plugin.on_config(config)
    server = FakeServer()
    assert plugin.on_serve(server, config=config, builder=None) is server
    sources = [site / "content/answers.yml", site / "content/lexicon.yml", site / "content/questions/anticipated.yml",
               *sorted((site / "content/graph").rglob("*.ttl")), *sorted((REPO / "ontology").rglob("*.ttl"))]
    assert len(sources) > 4
    site = site.resolve()
    for source in sources:
        assert covered(source.resolve(), server.watched), (source, server.watched)
    docs = Path(config.docs_dir).resolve()
    assert not any(docs == p or docs in p.parents for p, _ in server.watched), "mkdocs watches docs_dir itself"
    # an edit to an article must not rebuild twice, nor a regression suite at all
    assert not covered(docs / "index.md", server.watched)
    assert not covered(site / "content/questions/sub/suite.json", server.watched)


def test_mkdocs_live_reload_server_accepts_the_watches(served: tuple[PortfolioPlugin, Any], tmp_path: Path) -> None:
    plugin, config = served
    plugin.on_config(config)
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    try:
        plugin.on_serve(server, config=config, builder=None)  # not served: the observer is never started
        assert set(server._watched_paths) == {str(p) for p, _ in plugin_module.watched_sources(plugin.settings)}
    finally:
        server.server_close()


@pytest.mark.parametrize("value", ["yesterday", "2026-13-01", "30/11/2026"])
def test_a_reference_date_that_is_no_date_is_reported_even_when_an_epoch_is_set(
        value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.errors import ConfigError
    from generator.settings import reference_date_from

    monkeypatch.setenv("SOURCE_DATE_EPOCH", _epoch("2026-11-30"))
    with pytest.raises(ConfigError, match="reference_date must be a date"):
        reference_date_from(value)
    assert reference_date_from("2027-02-01") == dt.date(2026, 11, 30)  # a good one: the epoch still wins
