"""Which passage of an article answers the question: the section about the rest of what was asked.

Once an article is chosen, the words that say which article it is (its title, its entity's name, other
names and tagline) have done their work: every passage of the article is about that entity, and the lead
repeats those words most, so ranking its passages by the whole question reads the lead again and again.
"What was the nasty garbage collector bug in his little Lisp interpreter" reaches Skerry by "Lisp
interpreter"; the section that answers is the one about the garbage collector. So the passages are ranked
by BM25 on the rest of the question alone (paper, Algorithm 3, applied within one article, as issue 13 asks:
"rank its passages by the rest of the question, so 'how does X do Y' reads the section about Y, not the
lead").

Measured on the section questions of the held-out suites v10 to v13 (sample) and v3 and v4 (second
portfolio), given the right article: BM25 on the whole question put the asked section first in 104 of 174
and 40 of 66; on the rest of the question, in 140 and 48. (None of those sections is a lead, which favours
any ranking that leaves the lead's words out.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.engine import rules
from generator.engine.coverage import gives
from generator.engine.knowledge import Knowledge
from generator.engine.retrieval import bm25_scores_in
from generator.engine.text import terms

if TYPE_CHECKING:
    from generator.engine.question import Question


def identity_terms(slug: str, k: Knowledge) -> frozenset[str]:
    """The stems that say which article this is: its title's, and its entity's label, other labels and
    tagline. Not its description: that is often a summary of the whole article ("dug out 12,600 cubic
    metres of fill"), whose words are the sections' own."""
    article = k.articles[slug]
    said = [str(article.get("title") or "")]
    entity = k.entities.get(str(article.get("entity")))
    if entity:
        said += [str(entity.get("label") or ""), *map(str, entity.get("alt_labels") or ()),
                 *map(str, entity.get("facts", {}).get("tagline", ()))]
    return frozenset(terms(" ".join(said)))


def rest_of_question(slug: str, asked: list[str], k: Knowledge) -> list[str]:
    """The question's stems that do not say which article it is, nor who the owner is, in their order."""
    own = identity_terms(slug, k)
    return [t for t in dict.fromkeys(asked) if t not in own and t not in k.owner_stems]


def answering_passage(slug: str, asked: list[str], q: Question, k: Knowledge) -> int | None:
    """The passage of the article that BM25 on the rest of the question ranks first, among those that hold
    some of it: one that gives what the question asks for first (a date for "when", a number of what is
    counted for "how many": coverage.gives), then by score, a passage giving a reason counting more for a
    "why" question; ties by position. None when the question says nothing besides what the article is, or
    no passage holds any of the rest: then the caller's own choice stands."""
    rest = rest_of_question(slug, asked, k)
    if not rest:
        return None
    scores = bm25_scores_in(k, rest, [slug])
    why = "why" in q.words

    def rank(i: int) -> tuple[int, float, int]:
        p = k.passages[i]
        reason = why and any(marker in p["text"].lower() for marker in rules.WHY_MARKERS)
        said = f"{p['heading']}. {p['text']}" if p["heading"] else p["text"]
        return gives(said, q), scores[i] * (rules.WHY_BOOST if reason else 1.0), -i

    held = [i for i in k.article_passages.get(slug, ()) if scores.get(i, 0.0) > 0]
    return max(held, key=rank) if held else None
