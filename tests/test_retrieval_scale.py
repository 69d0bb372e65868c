"""Wiki retrieval scores only the articles that can still count, and finds exactly what scoring them all finds.

The reference below is the plain algorithm of the paper (section 5.3): BM25 for every passage that holds a
query term, every article scored from its passages, then the coverage floor, the share-of-best floor and
the top WIKI_TOP_K. The engine's early-stopping reading must return the same hits, the same floats, in the same
order, on both portfolios and on a wiki grown by copying every article three times (where scores tie).
"""

from __future__ import annotations

import copy
import json
from functools import cache

import pytest

from generator.engine import rules
from generator.engine.knowledge import Knowledge, build_knowledge
from generator.engine.retrieval import ArticleHit, bm25_scores, bm25_scores_in, wiki_candidates
from generator.engine.text import terms
from generator.questions import snapshot_questions
from tests.engine_support import PORTFOLIOS, engine, settings


def every_article_scored(question: str, k: Knowledge) -> list[ArticleHit]:
    """W of Algorithm 4 the slow way: every passage with a query term scored, every such article ranked."""
    query = [t for t in dict.fromkeys(terms(question)) if t not in k.owner_stems]
    if not query:
        return []
    by_article: dict[str, list[tuple[float, int]]] = {}
    for i, score in bm25_scores(k.bm25, query).items():
        by_article.setdefault(k.passage_article[i], []).append((-score, i))
    idf = {t: k.bm25.idf(t) for t in query}
    total_idf = sum(idf.values()) or 1.0
    kept = []
    for slug, scored in by_article.items():
        covered = [t for t in query if t in k.article_all_terms.get(slug, frozenset())]
        if len(covered) < rules.WIKI_MIN_COVERAGE * len(query):
            continue
        scored.sort()
        title = k.title_terms.get(slug, frozenset())
        coverage = len(covered) / len(query)
        score = (-scored[0][0] - 0.25 * sum(s for s, _ in scored[1:]) + 2.5 * sum(1 for t in query if t in title)
                 + 1.5 * coverage)
        kept.append((-score, slug, scored[0][1], coverage, sum(idf[t] for t in covered) / total_idf))
    kept.sort(key=lambda hit: (hit[0], hit[1]))
    if not kept:
        return []
    floor = rules.WIKI_MIN_SHARE_OF_BEST * -kept[0][0]
    return [ArticleHit(slug, -neg, i, coverage, support) for neg, slug, i, coverage, support in kept[: rules.WIKI_TOP_K]
            if -neg >= floor]


def grown(state: dict, copies: int) -> dict:
    """The state with every article (and its passages) copied `copies` times, text verbatim: ties everywhere."""
    state = copy.deepcopy(state)
    articles = dict(state["articles"])
    passages = list(state["passages"])
    for n in range(2, copies + 1):
        for slug, article in state["articles"].items():
            articles[f"{slug}-copy{n}"] = {**article, "title": f"{article['title']} {n}", "entity": None}
        passages += [{**p, "article": f"{p['article']}-copy{n}", "id": f"{p['id']}-copy{n}"}
                     for p in state["passages"]]
    state["articles"], state["passages"] = articles, passages
    return state


def questions(name: str) -> list[str]:
    s = settings(name)
    every = snapshot_questions(engine(name).knowledge.state, s.content_dir, s.root)
    return every[:: max(1, len(every) // 400)]  # a spread of a few hundred, long and short, every kind


@pytest.mark.parametrize("name", sorted(PORTFOLIOS))
def test_the_threshold_algorithm_finds_what_scoring_every_article_finds(name: str) -> None:
    k = engine(name).knowledge
    for question in questions(name):
        assert wiki_candidates(question, k) == every_article_scored(question, k), question


@cache
def ten_copies() -> Knowledge:
    return build_knowledge(json.loads(json.dumps(grown(engine("sample").knowledge.state, 10))))


@pytest.mark.slow
def test_on_a_wiki_of_copies_it_still_finds_exactly_the_same() -> None:
    k = ten_copies()
    assert len(k.articles) > 10 * len(engine("sample").knowledge.articles) - 100
    full = 0
    for question in [*questions("sample")[::4], "rust projects", "what has he built this year", "how does it work"]:
        found = wiki_candidates(question, k)
        assert found == every_article_scored(question, k), question
        full += len(found) == rules.WIKI_TOP_K
    assert full > 10  # copies fill the list: the top-k cut is exercised, not only the floors


@pytest.mark.slow
def test_reading_stops_early_for_a_rare_word_among_common_ones() -> None:
    """"crdt" is in few articles, "project" and "write" in most: once the CRDT articles are read, articles
    holding only the common words cannot reach the floor or the top k, so most of them are never scored."""
    import generator.engine.retrieval as retrieval

    k = ten_copies()
    scored: list[str] = []
    original = retrieval._article_score

    def counting(slug, *rest):  # type: ignore[no-untyped-def]
        scored.append(slug)
        return original(slug, *rest)

    question = "which projects were written with a crdt"
    retrieval._article_score = counting  # type: ignore[assignment]
    try:
        hits = wiki_candidates(question, k)
    finally:
        retrieval._article_score = original  # type: ignore[assignment]
    holding = {slug for t in terms(question) for slug in k.articles_with_term.get(t, [])}
    assert hits and terms("crdt")[0] in k.article_all_terms[hits[0].slug]
    assert len(scored) < len(holding) / 3


@pytest.mark.parametrize("name", sorted(PORTFOLIOS))
def test_passage_scores_within_an_article_are_the_wiki_wide_scores(name: str) -> None:
    k = engine(name).knowledge
    slugs = list(k.article_passages)
    for question in ("how does it handle conflicts", "why was it written in c", "what went wrong with the inlets",
                     "the design of the design: design notes"):  # a repeated term adds again, in both
        query = terms(question)
        everywhere = bm25_scores(k.bm25, query)
        for group in [[slug] for slug in slugs[:40]] + [slugs[40:43], slugs[::-7][:5]]:
            indices = [i for slug in group for i in k.article_passages[slug]]
            within = bm25_scores_in(k, query, group)
            assert within == {i: everywhere[i] for i in indices if i in everywhere}
            assert list(within) == [i for i in indices if i in everywhere]  # in the articles' passage order


@pytest.mark.parametrize("name", sorted(PORTFOLIOS))
def test_kinds_are_indexed_once_exactly_as_a_pass_over_the_graph_finds_them(name: str) -> None:
    """Lists of a type, a category or a tier read these indexes instead of every entity: same members, same order."""
    k = engine(name).knowledge
    types = {t for e in k.entities.values() for t in e["types"]}
    assert {t: [i for i, e in k.entities.items() if t in e["types"]] for t in types} == k.of_type
    categories = {e.get("category") for e in k.entities.values()}
    assert {c: [i for i, e in k.entities.items() if e.get("category") == c] for c in categories} == k.of_category
    tiers = {e.get("tier") for e in k.entities.values()}
    assert {t: [i for i, e in k.entities.items() if e.get("tier") == t] for t in tiers} == k.of_tier
    assert k.of_tier.get(1) and k.of_type.get("Work")


@pytest.mark.parametrize("name", sorted(PORTFOLIOS))
def test_w_is_remembered_by_its_terms_and_handed_out_as_a_new_list(name: str) -> None:
    """Questions with the same terms in the same order (casing, punctuation, stop words aside) read one memo; a
    caller changing the list it got changes nothing for the next question."""
    k = engine(name).knowledge.without_memos()
    first = wiki_candidates("How does the build pipeline work?", k)
    assert first and len(k.wiki_cache) == 1
    first.clear()
    for again in ("how does the build pipeline work", "HOW DOES THE BUILD PIPELINE WORK",
                  "the build pipeline: how does it work"):
        assert wiki_candidates(again, k) == every_article_scored(again, k) != []
    assert len(k.wiki_cache) == 1
    assert wiki_candidates("work of the build pipeline", k) == every_article_scored("work of the build pipeline", k)
    assert len(k.wiki_cache) == 2  # terms in another order are another key (scores add in the query's order)
