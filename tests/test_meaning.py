"""The meaning list (issue 16): a word table distilled from WordLlama, exact integer ranking, and a stage that is
additive: without vectors, or for a question that names what it asks about, every plan is what words alone
make.

The word table is checked against its source (WordLlama, a dev dependency, read from the files its wheel
ships), the packed ranking against a plain dot product, and additivity on every snapshot question of both
portfolios.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import jsonio
from generator.engine import Engine, meaning
from generator.engine.text import words
from generator.questions import snapshot_questions
from scripts import make_word_vectors
from tests.engine_support import PORTFOLIOS, TODAY, build, engine


def _cosine(a: Any, b: Any) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / math.sqrt(sum(x * x for x in a)) / math.sqrt(sum(y * y for y in b))


def test_the_table_holds_the_words_its_script_chooses() -> None:
    script = make_word_vectors
    table = meaning.table()
    assert sorted(table.index, key=table.index.__getitem__) == [w for w, _ in script.vocabulary(script.frequencies())]
    assert (table.dims, table.runs) == (script.DIMS, script.RUNS)


def test_the_tables_words_point_where_wordllamas_do() -> None:
    """Each word rebuilt from its product-quantisation codes against the sum of its WordLlama tokens; and a
    passage's vector against WordLlama's own pooled vector of the same words (the script's method, unquantised,
    reproduces it to 0.9999; quantisation costs the rest)."""
    script = make_word_vectors
    tokens, tokenizer = script.load_wordllama()
    table = meaning.table()
    sample = sorted(table.index, key=table.index.__getitem__)[::199]
    exact = script.word_sums(sample, tokens, tokenizer)
    word_cosines = [_cosine(table.word(w), exact[n]) for n, w in enumerate(sample)]
    assert sum(word_cosines) / len(word_cosines) >= 0.8, "run scripts/make_word_vectors.py"
    state = build().state
    sentence_cosines = []
    for p in state["passages"][::9]:
        known = [w for w in words(p["text"]) if w in table.index]
        if len(known) < 3:
            continue
        pooled = tokens[tokenizer.encode(" ".join(known), add_special_tokens=False).ids].sum(0)
        assert _cosine(script.word_sums(known, tokens, tokenizer).sum(0), pooled) > 0.999
        sentence_cosines.append(_cosine(table.vector(" ".join(known)), pooled))
    assert sum(sentence_cosines) / len(sentence_cosines) >= 0.75
    assert min(sentence_cosines) >= 0.6


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(-127, 127), min_size=16, max_size=16), min_size=1, max_size=40),
       st.lists(st.integers(-(1 << 40), 1 << 40), min_size=16, max_size=16))
def test_packed_dot_products_are_the_plain_ones(vectors: list[list[int]], question: list[int]) -> None:
    shipped = {"entities": {f"e{n:03d}": meaning.encode(v) for n, v in enumerate(vectors)}, "passages": []}
    index = meaning.MeaningIndex(shipped)
    decoded = [meaning.decode(shipped["entities"][i]) for i in index.ids]
    scaled = list(question)
    while sum(abs(v) for v in scaled) * 255 >= 1 << 63:
        scaled = [v >> 1 for v in scaled]
    assert index.dots(question) == [sum(a * b for a, b in zip(scaled, v, strict=True)) for v in decoded]


def _plain_sum(text: str) -> list[int]:
    table = meaning.table()
    rows = [row for row in map(table.word, words(text)) if row is not None]
    return [sum(column) for column in zip(*rows, strict=True)] if rows else [0] * table.dims


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["harbour", "the", "harbour", "tide", "zzqx", "search", "berth", "bus", "ocr"]),
                max_size=60))
def test_a_texts_vector_is_the_plain_sum_of_its_words(said: list[str]) -> None:
    """Words are added packed, all components at once, and the sum unpacked: the same integers as adding them
    one component at a time (repeated words, unknown words and no word at all included)."""
    text = " ".join(said)
    assert meaning.table().vector(text) == _plain_sum(text)


def test_a_text_too_long_for_a_packed_lane_is_added_a_component_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "harbour tide berth " * 5
    monkeypatch.setattr(meaning, "_MOST_WORDS", 4)
    assert meaning.table().vector(text) == _plain_sum(text)


@pytest.mark.parametrize("top", [1 << 10, 1 << 14, 1 << 15, 1 << 24, 1 << 50])
def test_a_question_too_long_for_one_packed_lane_is_multiplied_in_parts(top: int) -> None:
    """Four-byte lanes hold a question of a few dozen words; a longer one is cut into 15-bit parts, and the dot
    products are still the plain ones (a short one is one part: nothing is split that need not be)."""
    dims = 256
    vectors = [[(n * 37 + d * 11) % 255 - 127 for d in range(dims)] for n in range(9)] + [[127] * dims, [-127] * dims]
    shipped = {"entities": {f"e{n:03d}": meaning.encode(v) for n, v in enumerate(vectors)}, "passages": []}
    index = meaning.MeaningIndex(shipped)
    decoded = [meaning.decode(shipped["entities"][i]) for i in index.ids]
    question = [(top - d * 3) * (-1 if d % 3 else 1) for d in range(dims)]
    scaled = meaning._lane_safe(question)
    parts = meaning._parts(scaled)
    assert (len(parts) > 1) == (sum(map(abs, scaled)) * 255 >= 1 << 31)
    assert [sum(part[d] << shift for shift, part in parts) for d in range(dims)] == scaled
    assert index.dots(question) == [sum(a * b for a, b in zip(scaled, v, strict=True)) for v in decoded]


def _index_of(vectors: list[list[int]]) -> meaning.MeaningIndex:
    return meaning.MeaningIndex({"entities": {f"e{n:03d}": meaning.encode(v) for n, v in enumerate(vectors)},
                                 "passages": []})


_DIMS = 256
_SPREAD = [[(n * 53 + d * 29) % 255 - 127 for d in range(_DIMS)] for n in range(12)] + [[127] * _DIMS, [-127] * _DIMS]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["harbour", "the", "harbour", "tide", "zzqx", "search", "berth", "bus", "ocr", "a"]),
                max_size=40), st.integers(1, 6))
def test_a_questions_dot_products_are_its_words_dot_products_summed(said: list[str], room: int) -> None:
    """nearest() adds the dot products each word has with every entity (kept per word) instead of multiplying the
    summed vector: the same integers, whatever words it holds, repeats, and however few words are kept."""
    index = _index_of(_SPREAD)
    index._word_room = room  # few kept: words are dropped and made again between and within questions
    table = meaning.table()
    for text in (" ".join(said), " ".join(reversed(said)), "harbour tide"):
        known = [w for w in words(text) if w in table.index]
        assert index.summed_dots(known) == index.dots(table.vector(text))
        assert len(index._word_products) <= room


def test_nearest_is_the_same_for_a_question_summed_by_word_or_multiplied_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """A long text is multiplied whole (_WORDS_SUMMED); a short one summed by word: the same list, ties by id."""
    index = _index_of([*_SPREAD, _SPREAD[3], _SPREAD[3]])  # e014 and e015 tie with e003
    text = "harbour tide berth search the bus"
    summed = index.nearest(text, 20)
    monkeypatch.setattr(meaning, "_WORDS_SUMMED", 0)
    assert index.nearest(text, 20) == summed
    tied = [e for e, _ in summed if e in ("e003", "e014", "e015")]
    assert tied == ["e003", "e014", "e015"]


def test_nearest_ranks_by_cosine_with_ties_by_id() -> None:
    k = engine().knowledge
    assert k.meaning is not None
    question = "predicting when freighters reach the harbour"
    q = meaning.table().vector(question)
    vectors = {i: meaning.decode(v) for i, v in k.state["meaning"]["entities"].items()}
    expected = sorted(vectors, key=lambda i: (-_cosine(q, vectors[i]), i))[:8]
    assert [i for i, _ in k.meaning.nearest(question, 8)] == expected
    assert k.meaning.nearest("zzzz qqqq", 8) == []  # no word of the table: no meaning list


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_the_shipped_vectors_are_what_the_state_gives(name: str) -> None:
    state = engine(name).knowledge.state
    assert state["meaning"] == meaning.state_vectors({k: v for k, v in state.items() if k != "meaning"})


def test_the_builds_cache_of_vectors_is_keyed_by_what_they_are_made_of(tmp_path: Any) -> None:
    """A hit gives what computing gives; an edit the vectors do not read (a relation) still hits; an edit of a
    passage's text, a title or an entity's description misses and gives the new vectors."""
    import copy
    from dataclasses import replace

    from generator.pipeline import meaning_vectors

    state = {k: v for k, v in engine("sample").knowledge.state.items() if k != "meaning"}
    state = copy.deepcopy(state)
    settings = replace(build("sample").settings, cache_dir=tmp_path)
    first = meaning_vectors(state, settings)
    assert first == meaning.state_vectors(state) and len(list(tmp_path.glob("meaning-*.pickle.z"))) == 1
    kept = next(tmp_path.glob("meaning-*.pickle.z"))
    entity = next(i for i, e in sorted(state["entities"].items()) if e.get("article") and e.get("description"))
    state["entities"][entity]["relations"]["unrelatedEdit"] = ["Python"]
    assert meaning_vectors(state, settings) == first and list(tmp_path.glob("meaning-*.pickle.z")) == [kept]
    for edit in ("passage", "title", "description"):
        if edit == "passage":
            state["passages"][0]["text"] += " Orchards and rivers."
        elif edit == "title":
            slug = sorted(state["articles"])[0]
            state["articles"][slug]["title"] += " revisited"
        else:
            state["entities"][entity]["description"] += " Also about tidal rivers."
        again = meaning_vectors(state, settings)
        assert again == meaning.state_vectors(state) and again != first, edit
        assert list(tmp_path.glob("meaning-*.pickle.z")) != [kept]
        first = again


def test_after_an_edit_only_the_changed_texts_are_embedded_again(tmp_path: Any,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The build remembers each text's vector: an edit to one passage embeds that passage alone, and the
    vectors are those computed from scratch."""
    import copy
    from dataclasses import replace

    from generator.pipeline import meaning_vectors

    state = copy.deepcopy({k: v for k, v in engine("sample").knowledge.state.items() if k != "meaning"})
    settings = replace(build("sample").settings, cache_dir=tmp_path)
    embedded: list[str] = []
    plain = meaning.WordTable.vector

    def counted(self: meaning.WordTable, text: str) -> list[int]:
        embedded.append(text)
        return plain(self, text)

    monkeypatch.setattr(meaning.WordTable, "vector", counted)
    meaning_vectors(state, settings)
    texts = len(state["passages"]) + len(state["articles"]) + len(state["entities"])
    assert len(set(embedded)) > texts / 2, "a first build embeds every text"
    embedded.clear()
    state["passages"][3]["text"] += " Orchards and rivers."
    again = meaning_vectors(state, settings)
    assert embedded == [f"{state['passages'][3].get('heading') or ''} {state['passages'][3]['text']}"]
    monkeypatch.setattr(meaning.WordTable, "vector", plain)
    assert again == meaning.state_vectors(state)


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_meaning_is_additive_on_the_snapshot_set(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without vectors no meaning code runs; with them, a plan the meaning list took no part in (the question
    names what it asks about) is byte-identical to the plan without vectors."""
    with_vectors = engine(name)
    state = {k: v for k, v in with_vectors.knowledge.state.items() if k != "meaning"}
    s = build(name)
    questions = snapshot_questions(with_vectors.knowledge.state, s.settings.content_dir, s.settings.root)

    def refuse(*_: object) -> None:
        raise AssertionError("the meaning list ran without vectors")

    monkeypatch.setattr(meaning.MeaningIndex, "nearest", refuse)
    monkeypatch.setattr(meaning.MeaningIndex, "passage_order", refuse)
    bare = Engine(state)
    without = {q: jsonio.dumps(bare.plan(q, TODAY)) for q in questions}
    monkeypatch.undo()
    consulted = 0
    for q in questions:
        p = with_vectors.plan(q, TODAY)
        if any(t["stage"] == "meaning" for t in p["trace"]):
            consulted += 1
        else:
            assert jsonio.dumps(p) == without[q], q
    assert 0 < consulted < len(questions)


@pytest.mark.parametrize("name, question, work", [
    ("sample", "a forecast of when bridges lift for passing ships", "Bascule"),
    ("sample", "a tool predicting bridge openings so lorries avoid queues", "Bascule"),
    ("sample", "software that merges offline note edits without conflicts", "Driftwood"),
    ("ari-lindqvist", "the plants picked for the harbour courtyard gardens", "CladdaghQuayGardens"),
    ("ari-lindqvist", "co-op courtyard planting beside the harbour that copes with rain", "CladdaghQuayGardens"),
    ("ari-lindqvist", "what grows in the harbour courtyard gardens now", "CladdaghQuayGardens"),
])
def test_when_words_and_meaning_agree_the_answer_is_strong_and_names_the_work(name: str, question: str,
                                                                             work: str) -> None:
    """Words alone find the work but not enough of the question's words in it (a closest match); meaning puts
    the same article first, and the two together make the answer, which says whose passage it is."""
    with_vectors = engine(name)
    p = with_vectors.plan(question, TODAY)
    assert p["confidence"] == "strong" and p["route"] == "top_passage"
    assert with_vectors.knowledge.entities[work]["label"].lower() in p["answer"]["text"].lower()
    assert p["results"][0]["id"] == work
    words_alone = Engine({k: v for k, v in with_vectors.knowledge.state.items() if k != "meaning"})
    assert words_alone.plan(question, TODAY)["confidence"] in ("weak", "none")
