"""Wiki retrieval: BM25 over passages, then articles scored from their passages (paper, section 5.3).

score(p, Q) = sum over w in Q of idf(w) * f(w,p) * (k1 + 1) / (f(w,p) + k1 * (1 - b + b * |p| / avg)),
idf(w) = ln(1 + (N - n_w + 0.5) / (n_w + 0.5)), with k1 = 1.2 and b = 0.75 (Robertson and Zaragoza, 2009).
An article scores by its best passage, plus a quarter of the rest of its passage mass, plus 2.5 per query
term in its title, plus 1.5 times the share of query terms it contains anywhere.
"""

from __future__ import annotations

from typing import NamedTuple

from generator.engine import rules
from generator.engine.knowledge import BM25Index, Knowledge
from generator.engine.text import terms


class ArticleHit(NamedTuple):
    """An article found for a question, with the passage that matched best."""

    slug: str
    score: float
    passage: int  # index into knowledge.passages
    coverage: float  # share of query terms found anywhere in the article
    support: float  # idf-weighted share of query terms found in the article (Algorithm 5)


def bm25_scores(index: BM25Index, query: list[str]) -> dict[int, float]:
    """BM25 score of every passage that contains at least one query term (each term counted once per query,
    as rank-bm25 does for a query given as a list of terms: repeated terms add again)."""
    k1 = rules.BM25_K1
    norms = index.norms
    scores: dict[int, float] = {}
    for term in query:
        idf = index.idf(term)
        for i, f in index.postings.get(term, ()):
            scores[i] = scores.get(i, 0.0) + idf * f * (k1 + 1.0) / (f + norms[i])
    return scores


def wiki_candidates(question: str, knowledge: Knowledge) -> list[ArticleHit]:
    """W of Algorithm 4: the articles for the question, best first (ties by slug), that have coverage >= 0.34
    and a score of at least 0.3 x the best of them.

    An article scores by its best passage, plus a quarter of the rest of its passages' scores, plus 2.5 per
    query term in its title, plus 1.5 times the share of query terms it contains anywhere. Only the articles
    that pass the coverage floor are scored: a common word found in a hundred articles costs a set lookup each.
    """
    query = [t for t in dict.fromkeys(terms(question)) if t not in knowledge.owner_stems]  # each term once
    if not query:
        return []
    passage_scores = bm25_scores(knowledge.bm25, query)
    by_article: dict[str, list[tuple[float, int]]] = {}
    article_of = knowledge.passage_article
    for i, score in passage_scores.items():
        by_article.setdefault(article_of[i], []).append((-score, i))  # negated: best passage first, ties by index
    idf = {t: knowledge.bm25.idf(t) for t in query}
    total_idf = sum(idf.values()) or 1.0
    no_terms: frozenset[str] = frozenset()
    least = rules.WIKI_MIN_COVERAGE * len(query)
    kept = []
    for slug, scored in by_article.items():
        present = knowledge.article_all_terms.get(slug, no_terms)
        covered = [t for t in query if t in present]
        if len(covered) < least:
            continue  # below the coverage floor: never a candidate, so never scored
        if len(scored) > 1:
            scored.sort()
        best, best_i = -scored[0][0], scored[0][1]
        rest = -sum(s for s, _ in scored[1:])
        title = knowledge.title_terms.get(slug, no_terms)
        coverage = len(covered) / len(query)
        score = best + 0.25 * rest + 2.5 * sum(1 for t in query if t in title) + 1.5 * coverage
        kept.append((-score, slug, best_i, coverage, covered))
    if not kept:
        return []
    kept.sort(key=lambda hit: (hit[0], hit[1]))  # slugs are unique: a plain order, best first
    floor = rules.WIKI_MIN_SHARE_OF_BEST * -kept[0][0]
    return [ArticleHit(slug, -neg, best_i, coverage, sum(idf[t] for t in covered) / total_idf)
            for neg, slug, best_i, coverage, covered in kept if -neg >= floor]
