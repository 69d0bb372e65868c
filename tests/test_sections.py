"""Which passage of an article answers: the rest of the question, besides what says which article it is."""

from __future__ import annotations

import pytest

from generator.engine.coverage import specific_terms, unspoken
from generator.engine.linking import link
from generator.engine.question import Question, prepare
from generator.engine.sections import answering_passage, rest_of_question, said_words
from generator.engine.text import stem, terms, words
from tests.engine_support import PORTFOLIOS, engine


def question(text: str, name: str) -> Question:
    k = engine(name).knowledge
    return prepare(text, link(text, k), k)


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_what_says_which_article_it_is_leaves_the_rest(name: str) -> None:
    k = engine(name).knowledge
    for slug, article in sorted(k.articles.items()):
        own = k.identity_terms(slug)
        assert set(terms(article["title"])) <= own
        entity = k.entities.get(str(article.get("entity")))
        if entity:
            assert set(terms(entity["label"])) <= own
        asked = [*terms(article["title"]), "zanzibar", *sorted(k.owner_stems)]
        assert rest_of_question(slug, asked, k) == ["zanzibar"]  # nor the owner's own name


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_each_section_is_found_by_the_words_only_it_holds(name: str) -> None:
    """For every section of every article, a question of the article's name and two words that only that
    section of the article holds (its rarest, by the index) reads that section, whatever order the words
    come in; and a question of the name alone leaves the choice to the caller."""
    k = engine(name).knowledge
    checked = 0
    for slug, indices in sorted(k.article_passages.items()):
        if len(indices) < 2:
            continue
        held = {i: set(terms(f"{k.passages[i]['heading']} {k.passages[i]['text']}")) for i in indices}
        own = k.identity_terms(slug)
        title = k.articles[slug]["title"]
        titled = question(title, name)
        assert answering_passage(slug, specific_terms(titled, k), titled, k) is None
        for i in indices:
            # words as the section writes them, whose stems no other section of the article holds
            said = {stem(w): w for w in words(f"{k.passages[i]['heading']} {k.passages[i]['text']}")}
            only = sorted((t for t in held[i] - own if t not in k.owner_stems and t in said
                           and not any(t in held[j] for j in indices if j != i)),
                          key=lambda t: (-k.bm25.idf(t), t))
            only = [t for t in only if said_words(question(said[t], name)) == [t]][:2]
            if len(only) < 2:
                continue
            for text in (f"{title} {said[only[0]]} {said[only[1]]}", f"{said[only[1]]} {said[only[0]]} {title}"):
                q = question(text, name)
                assert answering_passage(slug, specific_terms(q, k), q, k) == i, (slug, text)
            checked += 1
    assert checked > 100


def test_among_the_sections_that_hold_the_rest_one_that_gives_the_count_asked_comes_first() -> None:
    """"How many dams does Cloonagh have": of the article's sections that speak of dams, the one with a number
    of dams, not the one that speaks of them most."""
    k = engine("ari-lindqvist").knowledge
    slug = k.article_of("CloonaghBogRewetting")
    assert slug is not None
    q = question("how many dams went into the drains at cloonagh", "ari-lindqvist")
    best = answering_passage(slug, ["dam", "drain"], q, k)
    assert best is not None and "1,140" in f"{k.passages[best]['heading']} {k.passages[best]['text']}"


@pytest.mark.parametrize("text,about,named", [
    # a name just before a word the work's article is named by says which work: the section need not repeat it
    ("how were the tests for his OCaml interpreter set up", "Bramble", []),
    ("how did he test his ocaml interpreter", "Bramble", []),
    # a name asked about for itself must be spoken of, though the work is made with it
    ("why did quire drop neo4j", "Quire", ["Neo4j"]),
    ("what did ocaml do for bramble", "Bramble", ["OCaml"]),
])
def test_a_name_qualifying_the_work_is_spoken_by_each_of_its_sections(text: str, about: str,
                                                                      named: list[str]) -> None:
    k = engine("sample").knowledge
    q = question(text, "sample")
    assert unspoken("The test runner compared each program's output with the recorded file.", about, q, k) == named
