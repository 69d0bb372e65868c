"""How the engine reads words: plain English is not a typo, word forms meet, the owner's name is "he"."""

from __future__ import annotations

import unicodedata

import pytest

from generator.engine.coverage import other_names
from generator.engine.dates import is_year
from generator.engine.english_words import words as english_words
from generator.engine.knowledge import naming_stems
from generator.engine.linking import Linking, _written_as
from generator.engine.planner import stranger_names
from generator.engine.question import authored_key, generic_form, prepare, spoken_end, without_brevity
from generator.engine.text import _FOLD, stem, terms, tokens, words
from scripts import make_english_words
from tests.engine_support import REPO, TODAY, engine


def test_english_words_file_is_what_its_script_writes() -> None:
    script = make_english_words
    shipped = (REPO / "generator/engine/english_words.txt").read_bytes()
    assert shipped == script.words_text(script.common_words()).encode("utf-8"), "run scripts/make_english_words.py"
    assert {"cooking", "football", "jupiter", "employment"} <= english_words()
    assert not {"tesselate", "univeristy", "pyhton"} & english_words()  # typos are not English words


@pytest.mark.parametrize("question, word", [
    ("how many moons does jupiter have", "jupiter"),
    ("is he any good at cooking", "cooking"),
    ("walk me through his employment history", "employment"),
    ("who composed the music for lantern", "composed"),
])
def test_plain_english_is_never_corrected(question: str, word: str) -> None:
    p = engine().plan(question, TODAY)
    assert all(fix[0] != word for fix in p["corrections"]), p["corrections"]


@pytest.mark.parametrize("question, fix", [
    ("tell me about tesselate", ["tesselate", "tessellate"]),
    ("did he go to univeristy", ["univeristy", "university"]),
])
def test_typos_are_still_corrected(question: str, fix: list[str]) -> None:
    assert fix in engine().plan(question, TODAY)["corrections"]


@pytest.mark.parametrize("forms", [
    ("live", "lives", "living", "lived"),
    ("route", "routes", "routing", "routed"),
    ("base", "based", "bases"),
    ("code", "coded", "coding", "codes"),
    ("die", "dies", "died", "dying"),  # a short -ied verb: "died" met nothing ("why did the stakes die")
    ("tie", "ties", "tied", "tying"),
    ("lie", "lies", "lied", "lying"),
    ("study", "studies", "studied"),
    ("photo", "photos", "photograph", "photographs", "photographed"),  # a clipped word meets the word it clips
    # a verb ending in a doubled vowel keeps it ("how did the farmers agree": "agreeing with each landowner")
    ("agree", "agrees", "agreed", "agreeing"),
    ("see", "sees", "seeing"),
    ("guarantee", "guarantees", "guaranteed", "guaranteeing"),
    ("tattoo", "tattoos", "tattooed"),
    # and a word ending in "-eed" that is no verb in "-ee" keeps its d: "speed" met "speeds" no more than "spe"
    ("speed", "speeds"),
    ("exceed", "exceeds", "exceeded"),
    ("need", "needs", "needed"),
    ("succeed", "succeeds", "succeeded"),
])
def test_word_forms_share_a_stem(forms: tuple[str, ...]) -> None:
    assert len({stem(w) for w in forms}) == 1, {w: stem(w) for w in forms}


@pytest.mark.parametrize("said,key", [
    ("who is Jane Doe", "who be @"), ("who is this guy", "who be @"), ("who is she", "who be @"),
    ("who are they", "who be @"), ("who are you", "who be @"), ("what did you build", "what do @ build"),
    ("what did she build", "what do @ build"), ("where does he live", "where do @ live"),
    ("where do they live", "where do @ live"), ("who is tobias wren", "who be tobias wren"),  # not this owner
])
def test_owner_name_pronouns_and_references_read_alike_whoever_the_owner_is(said: str, key: str) -> None:
    jane = frozenset({"jane", "doe"})
    pronouns = frozenset({"he", "him", "his", "himself", "she", "her", "hers", "herself", "they", "them", "their",
                          "theirs", "themselves"})
    assert authored_key(generic_form(said, jane, pronouns)[0]) == key


def test_authored_topic_never_answers_what_names_the_graph() -> None:
    # "internship" names a role: the graph's answer, not the authored one about hiring interns
    p = engine().plan("tell me about his internship", TODAY)
    assert p["route"] == "roles" and p["answer_from"] == "graph"


def test_people_answer_carries_sparql_for_all_people_it_lists() -> None:
    p = engine().plan("who did he work with at cobalt health", TODAY)
    assert p["route"] == "people" and p["primary"] == "InesMoura"
    assert "VALUES ?x { id:CobaltHealth }" in p["evidence"]["sparql"]
    assert set(p["evidence"]["rows"]) == {r["id"] for r in p["results"]}


def test_everyday_names_are_the_graphs_one_word_names_in_the_dictionary() -> None:
    from generator.english import everyday_names

    entities = {"a": {"label": "Nightjar"}, "b": {"label": "KotobaLens", "alt_labels": ["Quince"]},
                "c": {"label": "Two words", "short_label": "Waymark"}}
    assert everyday_names(entities) == ["nightjar", "quince"]


@pytest.mark.parametrize("forms", [
    ("solved", "solvable", "unsolvable"),
    ("read", "readable", "unreadable"),
    ("published", "unpublished"),
    ("predicted", "predictable", "unpredictable"),
])
def test_derived_and_negated_forms_meet_their_verb(forms: tuple[str, ...]) -> None:
    """"Can the level be solved" is about the section "Throwing away unsolvable marshes": a passage is found by
    its topic, whatever the polarity or the -able form of the word."""
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


@pytest.mark.parametrize("forms", [
    ("recursive", "recursively"), ("consistent", "consistently"), ("careful", "carefully"),
    ("incremental", "incrementally"), ("dangerous", "dangerously"), ("careless", "carelessly"),
    ("important", "importantly"), ("supposed", "supposedly"),
])
def test_adverbs_meet_their_adjective(forms: tuple[str, ...]) -> None:
    """"How does Skerry keep tail-recursive loops from blowing the C stack" is told by "Early Skerry evaluated
    recursively in C": Snowball English's step 2 joins an adverb in -li to its adjective; so does stem()."""
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


@pytest.mark.parametrize("forms", [
    ("refuse", "refused", "refusal", "refusals"), ("arrive", "arrived", "arrival", "arrivals"),
    ("survive", "survived", "surviving", "survival"), ("retrieve", "retrieving", "retrieval"),
    ("procedure", "procedures", "procedural"), ("nature", "natural", "naturally"),
])
def test_a_noun_in_al_meets_the_word_in_e_it_is_made_of(forms: tuple[str, ...]) -> None:
    """"Cuttings surviving along a reopened channel" is the paper on the cuttings' survival: Porter's step 4
    strips -al, and so does stem() when the word it leaves, with its e, is English."""
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


@pytest.mark.parametrize("word", ["formal", "global", "signal", "animal", "capital", "digital", "interval",
                                  "material", "journal", "hospital"])
def test_a_word_whose_al_is_no_suffix_keeps_it(word: str) -> None:
    assert stem(word) == word, stem(word)


@pytest.mark.parametrize("word", ["only", "early", "really", "family", "ally", "rally", "fully", "holy"])
def test_words_that_only_end_like_adverbs_keep_their_stem(word: str) -> None:
    assert stem(word) == word, stem(word)


@pytest.mark.parametrize("forms", [("stop", "stopped", "stopping"), ("run", "running"), ("plan", "planned")])
def test_a_consonant_doubled_for_its_ending_is_still_undoubled(forms: tuple[str, ...]) -> None:
    assert len({stem(f) for f in forms}) == 1, {f: stem(f) for f in forms}


@pytest.mark.parametrize("word", ["understood", "united", "universities", "unique", "union", "table"])
def test_words_that_only_look_negated_or_derived_keep_their_stem(word: str) -> None:
    assert stem(word).startswith(word[:4]), stem(word)


@pytest.mark.parametrize("said,read", [
    ("did she go to uni", "did she go to university"),
    ("Which Uni did he attend", "Which university did he attend"),
    ("her prof at the dept", "her professor at the department"),
    ("unicorn projects", "unicorn projects"),  # a word that begins with a short form is left alone
    ("quick intro to tobias", "quick introduction to tobias"),  # not "into", a word that says nothing
    ("any more info on waymark", "any more information on waymark"),
    ("list the gardens youve designed", "list the gardens you have designed"),  # an apostrophe left out
    ("whos his boss", "who is his boss"),
    ("what were its users like, and is it still well kept", "what were its users like, and is it still well kept"),
])
def test_short_forms_are_read_as_the_words_a_portfolio_writes(said: str, read: str) -> None:
    from generator.engine.planner import full_forms

    assert full_forms(said)[0] == read


@pytest.mark.parametrize("said,vocabulary,read", [
    ("why didn't he do a PhD", set(), "why didn't he do a doctorate"),  # no word of the site's: the first form
    ("why didn't he do a PhD", {"doctorate", "lab"}, "why didn't he do a doctorate"),
    ("which PhD student works on the bog", {"doctoral", "bog"}, "which doctoral student works on the bog"),
    ("which PhD student works on the bog", {"phd", "doctoral"}, "which PhD student works on the bog"),  # its own
])
def test_a_degrees_letters_are_read_as_the_words_the_site_uses(said: str, vocabulary: set[str], read: str) -> None:
    from generator.engine.planner import full_forms

    assert full_forms(said, vocabulary)[0] == read


@pytest.mark.parametrize("name", ["sample", "ari-lindqvist"])
def test_a_short_form_read_is_said_with_the_answer(name: str) -> None:
    """The ask page shows "Read as ..." from the plan's corrections: a short form read as its word is one."""
    p = engine(name).plan("did they go to uni", TODAY)
    assert p["read_as"] == "did they go to university" and ["uni", "university"] in p["corrections"]


@pytest.mark.parametrize("text,future", [
    ("the first meanders were dug in September 2026", False), ("the rest follows in the autumn of 2027", True),
    ("new commissions from April 2027", True), ("a last visit in December 2026", True),
    ("it was graded in 2019", False), ("a dataset covering 2026", True),
])
def test_a_date_to_come_is_one_after_the_reference_month(text: str, future: bool) -> None:
    """"When will it be finished" asks for a date after today (2026-11 here): this year counts without a
    month, or with a later one."""
    from generator.engine.coverage import gives_future

    assert gives_future(text, "2026-11") is future


@pytest.mark.parametrize("question, names", [
    ("what did Linus Torvalds make besides Linux", ["Linus Torvalds"]),
    ("what did Guido van Rossum build with Python", ["Guido van Rossum"]),
    ("Which Python Web Frameworks Does He Use", []),  # title case: its capitals name nothing
    ("did he work with Aiko Hoshino on KotobaLens", []),  # the graph's own people and works
    ("what did Tobias Wren build in Lisbon", []),  # the owner
])
def test_a_person_the_graph_holds_no_entity_for_is_a_stranger(question: str, names: list[str]) -> None:
    assert stranger_names(question, engine().knowledge) == names


@pytest.mark.parametrize("written, typed", [
    ("relevé", "releve"), ("Kløverbakken", "kloverbakken"), ("Spärck", "sparck"), ("café", "cafe"),
    ("Łódź", "lodz"), ("Ærø", "aero"), ("Straße", "strasse"), ("İzmir", "izmir"),
])
def test_a_word_typed_without_its_accents_is_the_word(written: str, typed: str) -> None:
    assert words(written) == [typed]
    assert terms(written) == terms(typed)
    assert tokens(f"the {written}")[1].raw == written  # shown as written


def test_folding_agrees_with_unicode_decomposition() -> None:
    # the table is written out so every Python folds alike; where Unicode decomposes a letter, it must agree
    for letter, plain in _FOLD.items():
        decomposed = "".join(c for c in unicodedata.normalize("NFKD", chr(letter)) if not unicodedata.combining(c))
        if decomposed.isascii() and decomposed:
            assert plain == decomposed.lower(), chr(letter)


def test_accented_names_are_linked_as_typed_plain() -> None:
    for question in ("what is a releve", "whats a relevé"):
        assert engine("ari-lindqvist").plan(question, TODAY)["entity"] == "VegetationReleve", question


@pytest.mark.parametrize("said, asked", [
    ("so who is @ exactly", "who is @"), ("ok and where does @ live", "where does @ live"),
    ("hey what does @ do then", "what does @ do"), ("so", "so"), ("who is @ really", "who is @"),
])
def test_what_is_said_around_a_question_asks_nothing(said: str, asked: str) -> None:
    assert authored_key(said) == authored_key(asked)


def test_organisations_are_named_by_their_initials_only_when_unambiguous() -> None:
    from generator.engine.knowledge import _initialisms

    def org(label: str, alt: tuple[str, ...] = ()) -> dict[str, object]:
        return {"label": label, "types": ["Organisation"], "alt_labels": list(alt)}

    found = dict((i, e) for i, e in _initialisms({
        "A": org("Fraser Delta Watershed Board"), "B": org("Open Transit Collective"),
        "C": org("Open Travel Club"),  # "otc" twice: neither is named so
        "D": org("Kansai Institute of Informatics"),  # "of" is no initial
        "E": org("Bay Open Garden"),  # "bog" is a word the site uses
        "F": org("Midlands Bog Trust", ("MBT",)),  # already a name of its own
        "G": {"label": "Big Old Tree", "types": ["Place"]},  # only organisations
        "H": org("Hawthorn Orchard Upland Society Estates"),  # "house" is an English word
    }, used={"bog", "mbt", "the"}))
    assert found == {"fdwb": "A", "kii": "D"}


@pytest.mark.parametrize("name, question, read", [
    ("ari-lindqvist", "whats aris email address", ["aris", "ari's"]),
    ("sample", "tobias wrens email", ["wrens", "wren's"]),
])
def test_the_owners_name_without_its_apostrophe_is_read_as_a_possessive(name: str, question: str,
                                                                           read: list[str]) -> None:
    assert read in engine(name).plan(question, TODAY)["corrections"]


def test_a_name_that_begins_with_the_owners_is_left_alone() -> None:
    assert engine().plan("where is wrens software based", TODAY)["corrections"] == []


@pytest.mark.parametrize("name,word,known", [
    ("ari-lindqvist", "reopened", True),  # the site says "reopening": another form, the same sense
    ("ari-lindqvist", "problems", True),
    ("ari-lindqvist", "cleaned", True),
    ("ari-lindqvist", "fishing", False),  # the site says "fish", never the activity
    ("ari-lindqvist", "zeppelins", False),
    ("sample", "traded", True),
    ("sample", "cope", True),
    ("sample", "zeppelins", False),
])
def test_a_word_is_known_in_any_form_that_keeps_its_sense(name: str, word: str, known: bool) -> None:
    k = engine(name).knowledge
    assert word not in k.vocabulary  # none is written so in the site: each is read by its form
    assert k.knows(word) is known


@pytest.mark.parametrize(("written", "name", "same"), [
    ("pipes", "pip", False), ("fishing", "Fish", False), ("sketching", "Sketch", False), ("hacking", "Hack", False),
    ("Arduinos", "Arduino", True), ("sketches", "Sketch", True), ("net", ".NET", True), ("Kotlin", "Kotlin", True),
])
def test_a_technology_the_graph_lacks_is_read_only_as_its_name_or_plural(written: str, name: str, same: bool) -> None:
    # the stemmer folds "pipes" and "pip" into one stem: linking reads a technology the graph lacks (which a pivot
    # then answers) only where the question writes its name
    assert stem(written.lower()) == stem(name.lower().strip("."))
    assert _written_as(written, name) is same


def test_the_english_list_read_as_text_holds_the_same_words_as_the_set() -> None:
    """is_english reads the list's text until something builds the set (the stemmer runs at import): both readings
    must give the same answer."""
    from generator.engine.english_words import _listed, words

    listed = _listed()
    every = sorted(words())
    assert all(f"\n{w}\n" in listed for w in every[::40]), "a word of the set missing from the text"
    assert listed.count("\n") - 1 == len(every)  # one a line: no word the set lacks
    for w in ("refus", "genere", "zzzz", "", "ing"):
        assert (f"\n{w}\n" in listed) is (w in words())


def test_planning_reads_the_english_list_as_a_set() -> None:
    """Building the knowledge reads the set, so each is_english of a plan is a set look-up, not a search of the
    list's 310 KB of text (about 0.14 ms each, for every word a question holds that the site does not use)."""
    from generator.engine.english_words import words
    from generator.engine.knowledge import build_knowledge
    from tests.engine_support import build

    words.cache_clear()
    build_knowledge(build("sample").state)
    assert words.cache_info().currsize == 1


def test_a_definition_start_saying_a_content_word_leaves_it_a_content_word() -> None:
    """"What counts as a stop word" asks a definition, but "count" is no rule word: "the gadget that counted the
    cyclists" still says it as what it asks about (rules.DEFINE_STARTS_SAYING_CONTENT)."""
    from generator.engine import rules

    assert "what counts as " in rules.DEFINE_STARTS
    assert "counts" not in rules.rule_words() and stem("counts") not in {stem(w) for w in rules.rule_words()}
    assert "meant" in rules.rule_words()  # "what is meant by": a word no question asks about


@pytest.mark.parametrize("text,news", [
    ("what is the latest release of rust", True),
    ("what is the newest stable release of rust", True),  # a word between the recency and the release
    ("what s the current lts version of postgresql", True),
    ("what s new in python 3 13", True),
    ("which version of python does he use", False),
    ("what was the latest project he released", False),  # released, a verb: no release asked
    ("his latest work", False),
])
def test_news_is_a_release_said_to_be_the_latest(text: str, news: bool) -> None:
    from generator.engine.planner import asks_news

    assert asks_news(text) is news


@pytest.mark.parametrize("portfolio, question, term, said_as", [
    ("sample", "what went wrong with the llm prototype in scout", "llm", ("languag", "model")),
    ("sample", "how does skerry's gc work", "gc", ("garbag", "collector")),
    ("ari-lindqvist", "how much did the bog moss cover grow at cloonagh", "moss", ("sphagnum",)),
    ("ari-lindqvist", "why was the saltmarsh at kingfisher flats eroding", "saltmarsh", ("tidal", "marsh")),
])
def test_a_name_is_said_by_another_name_of_the_same_thing(portfolio: str, question: str, term: str,
                                                           said_as: tuple[str, ...]) -> None:
    k = engine(portfolio).knowledge
    q = prepare(question, Linking((), question), k)
    assert said_as in other_names(q, k)[term]


@pytest.mark.parametrize("portfolio, question, term", [
    # a shorter form of the same name shares its words: it says nothing more ("Renmore verges" is no meadow)
    ("ari-lindqvist", "how were the renmore verges seeded with wildflowers", "wildflow"),
    # the words of a name apart are not the name ("a big storm ... the water" is no "storm water")
    ("ari-lindqvist", "after a big storm fills the lawn how does the water get out", "storm"),
    # two parts of one name are not one thing named twice ("precision and recall")
    ("sample", "what is precision in the berth planner", "precis"),
])
def test_words_that_do_not_speak_a_name_whole_are_said_by_no_other(portfolio: str, question: str, term: str) -> None:
    k = engine(portfolio).knowledge
    assert not other_names(prepare(question, Linking((), question), k), k).get(term)


@pytest.mark.parametrize(("text", "kept", "brief"), [
    ("describe your work in two sentences", "describe your work", "in two sentences"),
    ("what is a CRDT, in plain terms", "what is a CRDT", "in plain terms"),
    ("tell me about yourself in a couple of sentences", "tell me about yourself", "in a couple of sentences"),
    ("who is Tobias Wren - in a nutshell", "who is Tobias Wren", "in a nutshell"),
    ("explain a CRDT in layman's terms", "explain a CRDT", "in layman's terms"),
    ("what does Ari do, In One Line", "what does Ari do", "In One Line"),
    ("describe your work briefly", "describe your work", "briefly"),
])
def test_a_closing_phrase_asking_for_it_short_is_read_apart(text: str, kept: str, brief: str) -> None:
    """What a question closes with to ask for a short or a simple answer is taken off before it is read."""
    assert without_brevity(text) == (kept, brief)


@pytest.mark.parametrize("text", [
    "which dataset has sentences in two languages",  # the words of the phrase, but not closing the question
    "what was said in two sentences of the paper about recall",  # nor the phrase in the middle
    "in a nutshell",  # nothing else is asked: it stays what the question is
    "briefly",
    "why so brief",
])
def test_a_question_is_kept_whole_when_it_does_not_close_with_such_a_phrase(text: str) -> None:
    assert without_brevity(text) == (text, "")


@pytest.mark.parametrize("said, end", [
    ("define garbage collection for me".split(), 3),
    ("explain a crdt to us please".split(), 3),
    ("what is bm25 anyway".split(), 3),
    ("cook for me".split(), 1),  # never before the first word asked
    ("what is a gift for mother".split(), 6),  # "for" alone closes nothing
])
def test_a_closing_aside_asks_nothing(said: list[str], end: int) -> None:
    """"Can you define garbage collection for me" asks to define garbage collection: "for me", "to us" (rules.ASIDES)
    close a request as the softeners do (question.spoken_end)."""
    assert spoken_end(said) == end


@pytest.mark.parametrize("names, said", [
    (["mentor", "supervisor", "adviser"], {"supervis", "advis", "mentor"}),  # "who supervised her", "who advised him"
    (["employer"], {"employ", "employer"}),
    (["collaborator"], {"collaborat"}),
])
def test_a_relation_named_by_who_does_it_is_asked_by_its_verb(names: list[str], said: set[str]) -> None:
    """"Who supervised tobias" asks for cj:mentor, whose other name is "supervisor": the name of who does a thing
    gives the verb's stem besides its own (knowledge.naming_stems)."""
    stems = naming_stems(names)
    assert said <= stems
    assert stem("supervised") in naming_stems(["supervisor"])


@pytest.mark.parametrize("names, absent", [
    (["helper"], "help"),  # too short a verb to be told from the everyday word
    (["member of"], "memb"),
    (["number"], "numb"),
])
def test_a_short_agent_noun_gives_no_verb(names: list[str], absent: str) -> None:
    assert absent not in naming_stems(names)


@pytest.mark.parametrize("word, year", [("2016", True), ("1999", True), ("2099", True), ("5000", False),
                                        ("1200", False), ("16", False), ("20166", False), ("spring", False)])
def test_a_year_is_a_four_digit_number_a_question_can_date_by(word: str, year: bool) -> None:
    assert is_year(word) is year
