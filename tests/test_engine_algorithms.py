"""Where the engine reimplements a known algorithm, an independent library must agree with it."""

from __future__ import annotations

import math

import jellyfish
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rank_bm25 import BM25Okapi
from rapidfuzz.distance import OSA

from generator.engine.knowledge import BM25Index
from generator.engine.retrieval import bm25_scores
from generator.engine.spelling import damerau_levenshtein
from generator.engine.text import terms
from tests.engine_support import engine


class PaperIdfBM25(BM25Okapi):
    """rank-bm25's Okapi BM25 with the paper's idf, ln(1 + (N - n + 0.5) / (n + 0.5))."""

    def _calc_idf(self, nd: dict[str, int]) -> None:
        self.idf = {w: math.log(1 + (self.corpus_size - n + 0.5) / (n + 0.5)) for w, n in nd.items()}


def test_bm25_scores_equal_rank_bm25_on_the_sample() -> None:
    k = engine().knowledge
    # the index leaves out the owner's name, which the engine reads as "he"
    corpus = [[t for t in terms(f"{p['heading']} {p['text']}") if t not in k.owner_stems] for p in k.passages]
    reference = PaperIdfBM25(corpus, k1=1.2, b=0.75)
    for question in ("how does tessellate cut vector tiles", "bm25 ranking small corpus", "crdt sync conflicts",
                     "kalman filter bus delays", "question engine confidence abstain"):
        query = list(dict.fromkeys(terms(question)))
        ours = bm25_scores(k.bm25, query)
        theirs = reference.get_scores(query)
        for i, score in enumerate(theirs):
            assert ours.get(i, 0.0) == pytest.approx(score, abs=1e-9)


@given(st.lists(st.lists(st.sampled_from("abcdefgh"), min_size=1, max_size=12), min_size=1, max_size=15),
       st.lists(st.sampled_from("abcdefghij"), min_size=1, max_size=4, unique=True))
@settings(max_examples=80, deadline=None)
def test_bm25_matches_rank_bm25_on_random_corpora(corpus: list[list[str]], query: list[str]) -> None:
    from collections import Counter

    index = BM25Index.from_counts([str(i) for i in range(len(corpus))], [dict(Counter(doc)) for doc in corpus],
                                  [len(d) for d in corpus])
    ours = bm25_scores(index, query)
    theirs = PaperIdfBM25(corpus, k1=1.2, b=0.75).get_scores(query)
    for i, score in enumerate(theirs):
        assert ours.get(i, 0.0) == pytest.approx(score, abs=1e-9)


@given(st.text(alphabet="abcdeé", max_size=9), st.text(alphabet="abcdeé", max_size=9))
@settings(max_examples=400, deadline=None)
def test_damerau_levenshtein_is_optimal_string_alignment(a: str, b: str) -> None:
    assert damerau_levenshtein(a, b) == OSA.distance(a, b)


@pytest.mark.parametrize("a,b", [("tesselate", "tessellate"), ("ca", "abc"), ("accesibility", "accessibility"),
                                 ("portugese", "portuguese"), ("kotlin", "kotlin"), ("", "abc")])
def test_damerau_levenshtein_agrees_with_jellyfish_where_they_coincide(a: str, b: str) -> None:
    # jellyfish computes the unrestricted distance; it equals OSA unless a substring is edited twice ("ca"/"abc").
    ours = damerau_levenshtein(a, b)
    assert ours == OSA.distance(a, b)
    assert ours >= jellyfish.damerau_levenshtein_distance(a, b)


def test_early_exit_never_underestimates() -> None:
    assert damerau_levenshtein("question", "engine", limit=1) == 2
    assert damerau_levenshtein("abcdef", "abcdfe", limit=1) == 1
