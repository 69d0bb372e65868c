"""Wiki retrieval: BM25 over passages, then articles scored from their passages (paper, section 5.3).

score(p, Q) = sum over w in Q of idf(w) * f(w,p) * (k1 + 1) / (f(w,p) + k1 * (1 - b + b * |p| / avg)),
idf(w) = ln(1 + (N - n_w + 0.5) / (n_w + 0.5)), with k1 = 1.2 and b = 0.75 (Robertson and Zaragoza, 2009).
An article scores by its best passage, plus a quarter of the rest of its passage mass, plus 2.5 per query
term in its title, plus 1.5 times the share of query terms it contains anywhere.

The cost of a question must grow with the wiki as little as can be. Each term's BM25 contribution to each
passage is computed once and kept by article (as bm25s precomputes its scores; Lù, 2024), with the most the
term can add to each article's score. A question adds up, for each article holding one of its terms, those
bounds (one dictionary step an article and term), then scores the articles best bound first and stops as
soon as no article left can enter the list: below the best score's floor, or below the last of the
WIKI_TOP_K kept (the early stop of Fagin's threshold algorithm, Fagin, Lotem and Naor, 2003, with each
article's whole bound known before it is read). A common word found in a thousand articles costs a thousand
additions, and the scoring of only the articles that can still count. Reading the terms' lists depth by
depth, as the threshold algorithm does, found the same lists in 0.27 ms a distinct question against 0.19 on
the sample, and 0.95 against 0.55 on the sample grown five-fold (benchmarks/grow.py), where it scored 86
articles a question against 73: a depth-by-depth reader meets an article before it knows its whole bound.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from typing import NamedTuple

from generator.engine import rules
from generator.engine.knowledge import BM25Index, Knowledge
from generator.engine.text import terms

_SLACK = 1e-9
"""Bounds and scores add the same numbers in other orders: a bound may fall below the score by a rounding."""


class ArticleHit(NamedTuple):
    """An article found for a question, with the passage that matched best."""

    slug: str
    score: float
    passage: int  # index into knowledge.passages
    coverage: float  # share of query terms found anywhere in the article
    support: float  # idf-weighted share of query terms found in the article (Algorithm 5)


class TermArticles(NamedTuple):
    """One term's BM25 contributions, by article, and the most it adds to each article's score."""

    passages: dict[str, list[tuple[int, float]]]  # slug -> (passage, the term's BM25 contribution), by passage
    bound: dict[str, float]  # slug -> the most the term adds to that article's score, every article holding it


def contribution(idf: float, f: int, norm: float) -> float:
    """A term's BM25 contribution to a passage: its idf, its count f there, and the passage's length norm."""
    return idf * f * (rules.BM25_K1 + 1.0) / (f + norm)


def bm25_scores(index: BM25Index, query: list[str]) -> dict[int, float]:
    """BM25 score of every passage that contains at least one query term (each term counted once per query,
    as rank-bm25 does for a query given as a list of terms: repeated terms add again)."""
    scores: dict[int, float] = {}
    for term in query:
        idf = index.idf(term)
        for i, f in index.postings_of(term):
            scores[i] = scores.get(i, 0.0) + contribution(idf, f, index.norms[i])
    return scores


def bm25_scores_in(k: Knowledge, query: list[str], articles: Iterable[str]) -> dict[int, float]:
    """bm25_scores restricted to the passages of the given articles: the same numbers, at the cost of those
    articles only (an article's sections are ranked without scoring the whole wiki). Each term's
    contributions come from term_articles, kept by article, so the index needs no per-passage term table."""
    slugs = list(dict.fromkeys(articles))
    by_term: dict[str, dict[int, float]] = {}
    for term in dict.fromkeys(query):
        grouped = term_articles(term, k).passages
        by_term[term] = {i: c for slug in slugs for i, c in grouped.get(slug, ())}
    scores: dict[int, float] = {}
    for slug in slugs:
        for i in k.article_passages.get(slug, ()):
            for term in query:  # in the query's order, repeats adding again, as bm25_scores sums
                c = by_term[term].get(i)
                if c:
                    scores[i] = scores.get(i, 0.0) + c
    return scores


def term_articles(term: str, k: Knowledge) -> TermArticles:
    """The term's contributions grouped by article, and each article's bound (computed once per term).

    An article's passage part is best + rest / 4 = 3/4 best + 1/4 total, and its best passage scores at most
    the sum of each term's best; so a term adds at most 3/4 of its best contribution in the article plus 1/4
    of all of them, and 2.5 if the title holds it. Articles that hold the term only in their title or their
    entity's names add nothing here but still count for coverage, so they are listed too.
    """
    cached: TermArticles | None = k.term_articles_cache.get(term)
    if cached is not None:
        return cached
    index = k.bm25
    article_of = k.passage_article
    passages: dict[str, list[tuple[int, float]]] = {}
    idf = index.idf(term)
    for i, f in index.postings_of(term):
        passages.setdefault(article_of[i], []).append((i, contribution(idf, f, index.norms[i])))
    bounds = {}
    for slug in k.articles_with_term.get(term, ()):
        found = passages.get(slug, ())
        bound = (0.75 * max(c for _, c in found) + 0.25 * sum(c for _, c in found)) if found else 0.0
        if term in k.title_terms.get(slug, ()):
            bound += 2.5
        bounds[slug] = bound
    result = TermArticles(passages, bounds)
    if len(k.term_articles_cache) < 65536:  # a bound, as for idf: questions bring words the index never saw
        k.term_articles_cache[term] = result
    return result


def _article_score(slug: str, query: list[str], lists: list[TermArticles], k: Knowledge
                   ) -> tuple[float, int, list[str]] | None:
    """(score, best passage, covered terms) of one article, or None if no passage holds a query term or it
    is below the coverage floor. The same sums in the same order as scoring every passage would make."""
    present = k.article_all_terms.get(slug, frozenset())
    covered = [t for t in query if t in present]
    if len(covered) < rules.WIKI_MIN_COVERAGE * len(query):
        return None  # below the coverage floor: never a candidate, so never scored
    passage_scores: dict[int, float] = {}
    for found in lists:
        held = found.passages.get(slug)
        if held:
            for i, c in held:
                passage_scores[i] = passage_scores.get(i, 0.0) + c
    if not passage_scores:
        return None
    if len(passage_scores) == 1:
        ((best_i, best),) = passage_scores.items()
        rest = 0.0
    else:
        scored = sorted((-score, i) for i, score in passage_scores.items())  # best passage first, ties by index
        best, best_i = -scored[0][0], scored[0][1]
        rest = -sum(s for s, _ in scored[1:])
    title = k.title_terms.get(slug)
    in_title = sum(1 for t in query if t in title) if title else 0
    score = best + 0.25 * rest + 2.5 * in_title + 1.5 * (len(covered) / len(query))
    return score, best_i, covered


def wiki_candidates(question: str, knowledge: Knowledge) -> list[ArticleHit]:
    """W of Algorithm 4: the articles for the question, best first (ties by slug), that have coverage >= 0.34
    and a score of at least 0.3 x the best of them; at most WIKI_TOP_K.

    Exactly the articles scoring every article would keep, found by scoring the articles best bound first
    and stopping when the bound of every article not yet scored is below what it would need to be kept.
    """
    k = knowledge
    query = tuple(t for t in dict.fromkeys(terms(question)) if t not in k.owner_stems)  # each term once
    if not query:
        return []
    # W depends on the query's terms alone: a question asked again in other words or casing (the answer index
    # plans each question in both casings, and chips repeat) reads the same list
    cached: list[ArticleHit] | None = k.wiki_cache.get(query)
    if cached is None:
        if len(k.wiki_cache) >= 4096:  # a bound, as for the other memos: visitors' questions never end
            k.wiki_cache.clear()
        cached = k.wiki_cache[query] = _candidates(list(query), k)
    return list(cached)


def _candidates(query: list[str], k: Knowledge) -> list[ArticleHit]:
    """wiki_candidates for the question's terms (each once, the owner's names left out)."""
    lists = [term_articles(t, k) for t in query]
    per_term_coverage = 1.5 / len(query)
    least = rules.WIKI_MIN_COVERAGE * len(query)
    # An article kept holds at least `need` of the query's terms (the coverage floor), so it holds one of the
    # len(query) - need + 1 rarest: only their articles are candidates, and the commonest terms' lists, the
    # longest, are never walked (pigeonhole). The same articles as walking every list, in far fewer steps for a
    # question of three words or more.
    need = max(1, math.ceil(least))
    rarest = sorted(range(len(lists)), key=lambda n: (len(lists[n].bound), n))[:len(lists) - need + 1]
    candidates = {slug for n in rarest for slug in lists[n].bound}
    # Each candidate's bound: the sum of what each of its terms can add (in the query's order, as before), and
    # the coverage of the terms it holds; then read best bound first from a heap, so only the articles that can
    # still be kept are scored and sorted. An article holding the terms only in its title or its entity's names
    # has no passage to score.
    heap = []
    for slug in candidates:
        summed, count, scorable = 0.0, 0, False
        for found in lists:
            bound = found.bound.get(slug)
            if bound is not None:
                summed += bound
                count += 1
                scorable = scorable or slug in found.passages
        if scorable and count >= least:
            heap.append((-(summed + per_term_coverage * count), slug))
    heapq.heapify(heap)
    kept: list[tuple[float, str, int, list[str]]] = []  # (-score, slug, best passage, covered)
    top: list[float] = []  # the WIKI_TOP_K best scores so far, as a heap whose root is the lowest of them
    best = needed = 0.0
    while heap:
        negative_bound, slug = heapq.heappop(heap)
        if kept and -negative_bound + _SLACK < needed:
            break  # every article not scored yet is bounded lower: none can be kept
        scored = _article_score(slug, query, lists, k)
        if scored is None:
            continue
        score, best_i, covered = scored
        kept.append((-score, slug, best_i, covered))
        best = max(best, score)
        if len(top) < rules.WIKI_TOP_K:
            heapq.heappush(top, score)
        elif score > top[0]:
            heapq.heapreplace(top, score)
        # what an article must score to be kept: a share of the best, and above the last of the top k
        # (an equal score may still come first by its slug, so only a lower one is out)
        needed = max(rules.WIKI_MIN_SHARE_OF_BEST * best, top[0] if len(top) == rules.WIKI_TOP_K else 0.0)
    if not kept:
        return []
    kept.sort()  # by score, then slug: slugs are unique, so no two hits compare further; best first
    floor = rules.WIKI_MIN_SHARE_OF_BEST * -kept[0][0]
    idf = {t: k.bm25.idf(t) for t in query}
    total_idf = sum(idf.values()) or 1.0
    shares: dict[tuple[str, ...], tuple[float, float]] = {}  # covered terms -> (coverage, support), as many share them
    hits = []
    for neg, slug, best_i, covered in kept[: rules.WIKI_TOP_K]:
        if -neg < floor:
            break  # best first: every hit after it is below the floor too
        key = tuple(covered)
        share = shares.get(key)
        if share is None:
            share = shares[key] = (len(covered) / len(query), sum(idf[t] for t in covered) / total_idf)
        hits.append(ArticleHit(slug, -neg, best_i, *share))
    return hits

