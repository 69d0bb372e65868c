"""Which passage of an article answers: the rest of the question, besides what says which article it is."""

from __future__ import annotations

import pytest

from generator.engine.coverage import asks_facet, specific_terms, tells_facet, unspoken
from generator.engine.linking import link
from generator.engine.question import Question, prepare
from generator.engine.sections import answering_passage, facet_passage, rest_of_question, said_words
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
        plain = question("what about zanzibar", name)
        assert rest_of_question(slug, asked, plain, k) == ["zanzibar"]  # nor the owner's own name


@pytest.mark.parametrize(("text", "framed", "asked"), [
    # a topic put first, before a comma or a colon the question proper follows
    ("in his lighthouse puzzle game, why did early builds freeze", {"lighthous", "puzzl"}, {"build", "freez"}),
    ("the courtyards the residents planted themselves: how many plants died", {"courtyard", "resident"},
     {"plant", "di"}),
    ("For the 2018 gallery show on Copenhagen's buried streams, what was the centrepiece?",
     {"gallery", "bury", "stream"}, {"centrepiec"}),
    # a description after a name the question links
    ("how did he test Bramble, the interpreter he wrote in OCaml?", {"interpreter", "ocaml"}, {"test"}),
])
def test_a_phrase_that_frames_the_question_chooses_no_section(text: str, framed: set[str], asked: set[str]) -> None:
    q = question(text, "sample")
    assert framed <= q.framing
    assert not asked & q.framing  # what the question proper says is asked, even when the frame says it too
    slug = "projects/bramble"
    assert not set(rest_of_question(slug, terms(text), q, engine("sample").knowledge)) & q.framing


@pytest.mark.parametrize("text", [
    "apart from compacted peat, what else plugs a bog drain",  # a contrast asks something of its own
    "before TransitPulse went to new maintainers, what documentation did they write",  # so does a clause
    "what is a turlough, and where is one",  # the question proper comes first
    "ok, what did he build in 2024",  # an opener frames nothing
])
def test_a_clause_or_an_opener_before_a_comma_frames_nothing(text: str) -> None:
    q = question(text, "sample")
    assert not q.framing - {"ok"}


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


@pytest.mark.parametrize("text,asked", [
    ("what went wrong with the scraper", {"went", "wrong"}),
    ("did any of the dams fail", {"fail"}),
    ("was there a bug in the fast path", {"bug"}),
    ("what problems did the park run into", {"problem"}),
    ("did the pipeline ever break down", {"break", "down"}),
])
def test_what_went_wrong_is_asked_by_its_words_and_phrases(text: str, asked: set[str]) -> None:
    facet = asks_facet(question(text, "sample"))
    assert facet is not None and facet[0] == "trouble" and facet[1] == {stem(w) for w in asked}


@pytest.mark.parametrize("text", ["what went well at the park", "how does the scraper work", "why did he stop"])
def test_no_trouble_is_asked_without_its_words(text: str) -> None:
    facet = asks_facet(question(text, "sample"))
    assert facet is None or facet[0] != "trouble"


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_what_went_wrong_is_the_section_the_rest_names_and_must_tell_it(name: str) -> None:
    """For every article with a section that tells a trouble and one that does not: "what went wrong with" the
    article's title and a word only that section holds reads it when it tells a trouble, and leaves the choice
    to the caller (None) when it does not; with the title alone, a passage that tells one."""
    k = engine(name).knowledge
    told_checked = untold_checked = 0
    for slug, indices in sorted(k.article_passages.items()):
        said = {i: f"{k.passages[i]['heading']}. {k.passages[i]['text']}" for i in indices}
        told = {i for i in indices if tells_facet("trouble", said[i])}
        if not told or told == set(indices):
            continue
        title = k.articles[slug]["title"]
        alone = facet_passage([slug], question(f"what went wrong with {title}", name), k)
        assert alone in told, (slug, alone)
        own = k.identity_terms(slug)
        held = {i: set(terms(said[i])) for i in indices}
        for i in indices:
            only = sorted((w for w in words(said[i]) if w.isalpha() and len(w) > 4 and stem(w) not in own
                           and stem(w) not in k.owner_stems and said_words(question(w, name)) == [stem(w)]
                           and not any(stem(w) in held[j] for j in indices if j != i)),
                          key=lambda w: (-k.bm25.idf(stem(w)), w))[:1]
            if not only:
                continue
            q = question(f"what went wrong with {title} {only[0]}", name)
            if asks_facet(q) is None or asks_facet(q)[1] != {"went", "wrong"}:  # type: ignore[index]
                continue  # the word itself asks something ("failure")
            if i in told:
                assert facet_passage([slug], q, k) == i, (slug, only[0])
                told_checked += 1
            else:
                assert facet_passage([slug], q, k) is None, (slug, only[0])
                untold_checked += 1
    assert told_checked > 10 and untold_checked > 10, (told_checked, untold_checked)
