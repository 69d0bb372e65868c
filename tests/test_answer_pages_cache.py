"""The build reads the answer pages back from its cache folder only while the plans, names and code are the same."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from generator.answer_index import build_answer_index
from generator.site.answer_pages import answer_pages, answer_pages_cached
from tests.engine_support import TODAY, engine


def test_answer_pages_are_read_back_only_while_what_they_are_made_of_is_unchanged(tmp_path: Path) -> None:
    questions = ["rust projects", "what is waymark", "where is he based", "what did he build in 2024"]
    index = build_answer_index(questions, engine("sample").knowledge, TODAY)
    types = {"Project": "project"}
    first = answer_pages_cached(index, "Site", types, tmp_path)
    assert first == answer_pages(index, "Site", types)
    kept = list(tmp_path.glob("answer-pages-*"))
    assert len(kept) == 1
    when = kept[0].stat().st_mtime_ns
    assert answer_pages_cached(copy.deepcopy(index), "Site", types, tmp_path) == first  # read back
    assert list(tmp_path.glob("answer-pages-*")) == kept and kept[0].stat().st_mtime_ns == when
    changed = copy.deepcopy(index)
    plan = changed["rust projects"]
    plan["answer"]["text"] = "A different answer, written since."
    for args in ((changed, "Site", types), (index, "Another site", types), (index, "Site", {"Project": "work"})):
        pages = answer_pages_cached(*args, tmp_path)
        assert pages == answer_pages(*args) and pages != first
    assert len(list(tmp_path.glob("answer-pages-*"))) == 1  # the newest only


def test_after_one_plan_changes_only_its_page_is_rendered_again(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.site import answer_pages as module

    questions = ["rust projects", "what is waymark", "where is he based", "what did he build in 2024"]
    index = build_answer_index(questions, engine("sample").knowledge, TODAY)
    types = {"Project": "project"}
    answer_pages_cached(index, "Site", types, tmp_path)
    rendered: list[str] = []
    plain = module._answer_page

    def counted(question: str, *rest: object) -> bytes:
        rendered.append(question)
        return plain(question, *rest)  # type: ignore[arg-type]  # (the same arguments, passed on)

    monkeypatch.setattr(module, "_answer_page", counted)
    changed = copy.deepcopy(index)
    changed["what is waymark"]["answer"]["text"] = "A different answer, written since."
    pages = answer_pages_cached(changed, "Site", types, tmp_path)
    assert rendered == ["what is waymark"]
    monkeypatch.setattr(module, "_answer_page", plain)
    assert pages == answer_pages(changed, "Site", types)
