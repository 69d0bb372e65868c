"""Where a thing is: the relations that say so are read from the ontology (Knowledge.where_predicates), and the
located route names each thing reached with its own place (compose.located)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.engine.compose import located
from tests.engine_support import PORTFOLIOS, TODAY, engine


@pytest.mark.parametrize("name", list(PORTFOLIOS))
def test_the_relations_that_say_where_come_from_the_ontology(name: str) -> None:
    k = engine(name).knowledge
    where = k.where_predicates
    # ranges that are places (cj:madeIn, cj:basedIn, cj:roleLocation), the outward place-to-place relation, and
    # a relation to a venue the ontology calls "venue" (cj:presentedAt)
    assert {"madeIn", "basedIn", "roleLocation", "locatedIn", "presentedAt"} <= where
    # what a place contains is not where it is; a venue's name as a string names nothing that is somewhere
    assert "contains" not in where and "venueName" not in where
    for predicate in where:
        assert k.predicates[predicate]["kind"] == "object"


def test_an_authors_own_relation_to_a_kind_of_place_says_where() -> None:
    """Another author's ontology may add its own relation to a city: it answers "where" with no rule changed."""
    k = engine().knowledge
    filmed = {"alt_labels": [], "domain": "Work", "inverse": None, "kind": "object", "label": "filmed in",
              "parents": [], "range": "City", "symmetric": False, "transitive": False}
    shown = {**filmed, "label": "screened by", "range": "Organisation", "alt_labels": ["venue"]}
    other = replace(k, predicates={**k.predicates, "filmedIn": filmed, "screenedBy": shown,
                                   "ownedBy": {**filmed, "label": "owned by", "range": "Organisation"}})
    assert {"filmedIn", "screenedBy"} <= other.where_predicates
    assert "ownedBy" not in other.where_predicates


@pytest.mark.parametrize(("name", "subject", "says"), [
    ("sample", "TalkZeroResults", "presented at Lisbon Data Meetup (Lisbon)."),
    ("sample", "KestrelMaps", "Kestrel Maps, based in Rotterdam."),
    ("ari-lindqvist", "TalkSchoolyardsThatHoldWater", "presented at Nordic Landscape Research Symposium (Aarhus)."),
])
def test_a_thing_reached_that_is_not_a_place_is_named_with_its_place(name: str, subject: str, says: str) -> None:
    route = located(subject, engine(name).knowledge)
    assert route is not None and route.text is not None and says in route.text
    # the places named are not said twice ("made in Lisbon" after "Lisbon Data Meetup (Lisbon)")
    assert route.text.count("(Lisbon)") <= 1 and "made in Lisbon" not in route.text


def test_nothing_is_located_without_a_relation_that_says_where() -> None:
    k = engine().knowledge
    bare = next(e for e in sorted(k.entities) if not any(k.related(e, p) for p in k.where_predicates))
    assert located(bare, k) is None


@pytest.mark.parametrize("question", [
    "where did he give the zero results talk?",
    "where was the zero results talk given",
    "Where was the Zero results talk presented?",
])
def test_where_a_talk_was_given_names_the_venue_and_its_city(question: str) -> None:
    p = engine().plan(question, TODAY)
    assert p["confidence"] == "exact" and "Lisbon Data Meetup (Lisbon)" in p["answer"]["text"]
