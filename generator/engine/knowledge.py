"""The knowledge state, indexed for planning: names, relations, works by skill or theme, BM25 statistics.

Built once from the JSON the build ships (the same bytes in CPython and under Pyodide) and then only read:
plan() never changes it, which is what makes planning pure.
"""

from __future__ import annotations

import functools
import math
from array import array
from collections import defaultdict
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field, fields, replace
from sys import intern
from typing import Any

from generator.engine import english_words, rules
from generator.engine.binding import Kinds, build_kinds
from generator.engine.english_words import is_english
from generator.engine.meaning import MeaningIndex
from generator.engine.question import authored_key, generic_form, trigger_phrases
from generator.engine.spelling import BigramIndex
from generator.engine.text import STOP_WORDS, asking_word, content_stems, stem, terms, words
from generator.engine.vocabulary import technology_groups, technology_vocabulary
from generator.engine.wording import Owner, owner_from_state

NAME_END = ""  # trie key that marks the end of a name
Asking = tuple[str | None, frozenset[str]]  # an authored question: its question word and its content stems


Postings = tuple["array[int]", "array[int]"]
"""One term's postings: the passages that hold it, ascending, and how often each holds it (parallel arrays,
8 bytes a posting where a list of pairs of ints takes about 90)."""


@dataclass
class BM25Index:
    """Passage statistics for BM25 (paper, section 5.3): lengths, document frequencies and postings.

    Postings are the only per-passage term store: a passage's own counts are read through its terms'
    postings (retrieval.bm25_scores_in), so the index holds each (term, passage) pair once.
    """

    ids: list[str]
    lengths: list[int]
    df: dict[str, int]
    avg_length: float
    postings: dict[str, Postings] = field(default_factory=dict)
    norms: list[float] = field(init=False)  # k1 * (1 - b + b * |p| / avg) per passage: the same every query
    _idf: dict[str, float] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        k1, b = rules.BM25_K1, rules.BM25_B
        self.norms = [k1 * (1.0 - b + b * length / self.avg_length) for length in self.lengths]

    @classmethod
    def from_counts(cls, ids: list[str], counts: list[dict[str, int]], lengths: list[int]) -> BM25Index:
        """The index of passages given as term counts (in passage order) and lengths in terms."""
        by_term: dict[str, tuple[list[int], list[int]]] = {}
        for i, counts_i in enumerate(counts):
            for t, f in counts_i.items():
                found = by_term.get(t)
                if found is None:
                    found = by_term[t] = ([], [])
                found[0].append(i)
                found[1].append(f)
        postings = {t: (array("i", held), array("i", freq)) for t, (held, freq) in by_term.items()}
        avg = (sum(lengths) / len(lengths)) if lengths else 0.0
        return cls(ids, lengths, {t: len(held) for t, (held, _) in by_term.items()}, avg, postings)

    @property
    def n(self) -> int:
        return len(self.ids)

    def postings_of(self, term: str) -> Iterable[tuple[int, int]]:
        """(passage, count) for every passage that holds the term, by passage."""
        found = self.postings.get(term)
        return zip(found[0], found[1], strict=True) if found else ()

    def idf(self, term: str) -> float:
        """ln(1 + (N - n + 0.5) / (n + 0.5)), never negative (paper, section 5.3)."""
        value = self._idf.get(term)
        if value is None:
            n = self.df.get(term, 0)
            value = math.log(1.0 + (self.n - n + 0.5) / (n + 0.5))
            if len(self._idf) < 65536:  # a bound, since questions bring words the index has never seen
                self._idf[term] = value
        return value


CATEGORIES = 8
"""The most values a fact may take and still be categorical (cj:status: active, maintained, finished...)."""
CATEGORY_SHARED = 3
"""How many entities, on average, share each value of a categorical fact."""


@dataclass
class Knowledge:
    """Everything plan() reads, derived from one knowledge state."""

    state: dict[str, Any]
    entities: dict[str, dict[str, Any]]
    trie: dict[str, Any]
    ordinary: frozenset[str]
    urls: dict[str, list[str]]
    passages: list[dict[str, Any]]
    articles: dict[str, dict[str, Any]]
    article_passages: dict[str, list[int]]
    bm25: BM25Index
    article_terms: dict[str, frozenset[str]]  # an article's terms, its entity's names and kind with them
    title_terms: dict[str, set[str]]
    article_all_terms: dict[str, frozenset[str]]  # an article's terms with its title's: what it covers
    articles_with_term: dict[str, list[str]]  # term -> the articles whose terms hold it (article_all_terms)
    # The entities of each type, category and tier, in entity order: a list of a kind costs its members, not
    # a pass over the whole graph
    of_type: dict[str, list[str]]
    of_category: dict[str | None, list[str]]
    of_tier: dict[int | None, list[str]]
    passage_article: list[str]  # passage index -> its article's slug
    passage_index: dict[str, int]  # passage id -> its index
    vocabulary: dict[str, int]
    terms_by_label: dict[str, dict[str, Any]]
    answers: list[dict[str, Any]]
    authored_questions: dict[str, dict[str, Any]]
    authored_content: list[tuple[str, frozenset[str], dict[str, Any]]]  # (question, content stems, answer), 2+ stems
    # What each authored answer is about, for authored_topic: (answer, its questions' stems, its text's stems,
    # (question word, stems) of each of its questions); and every stem any of them uses
    authored_topics: list[tuple[dict[str, Any], frozenset[str], frozenset[str], list[Asking]]]
    authored_stems: frozenset[str]
    everyday_stems: frozenset[str]  # stems of the graph's one-word names that are English words too (english.py)
    class_by_stem: dict[str, str]  # one-word kinds of work, by stem ("game", "games" -> Game): see linking
    kinds: Kinds  # the ontology's kinds of work and skill, by their words (binding.py)
    instances: dict[str, list[tuple[str, frozenset[str]]]]  # kind -> (entity, the stems of its names)
    authored_triggers: list[tuple[str, dict[str, Any]]]  # (trigger phrase, authored answer), longest first
    short_questions: dict[str, str]  # SHORT(q): rules.SHORT_QUESTIONS in the owner's pronouns
    incoming: dict[str, dict[str, list[str]]]  # entity -> predicate -> subjects that point at it
    parts: dict[str, list[str]]  # entity -> the entities inside it by a transitive hierarchy (narrower themes...)
    owner: str | None
    owner_info: Owner  # name and pronouns: how the site speaks of the owner (wording.py)
    owner_pronouns: frozenset[str]  # pronouns a question uses for the owner
    rule_stems: frozenset[str]  # the stems of rule_words: "internships" is the rule word "internship"
    people: list[str]  # every person but the owner
    places: list[str]  # every place and organisation: what a "where" answer names
    reference_date: str
    namespaces: dict[str, str]
    predicates: dict[str, dict[str, Any]]
    categories: dict[str, dict[str, Any]]
    classes: dict[str, dict[str, Any]]
    spelling: BigramIndex
    tech_words: frozenset[str]
    tech_trie: dict[str, Any]
    tech_groups: dict[str, str]  # technology name, lower case -> its group ("unity" -> "game engines")
    skill_groups: dict[str, list[str]]  # group -> the graph's skills in it (vocabulary.py)
    rule_words: frozenset[str]
    label_words: frozenset[str]
    name_spelling: BigramIndex
    known_stems: frozenset[str]  # stems of the wiki's words: "streaming" is a form of a known word, no typo
    owner_words: frozenset[str]  # the owner's name, word by word: in a question it means "he"
    owner_stems: frozenset[str]  # their stems, left out of BM25 on both sides
    predicate_terms: frozenset[str]  # terms of the ontology's predicate labels (licence, team, documentation)
    meaning: MeaningIndex | None = None  # the meaning list's vectors, when the state ships them (meaning.py)
    link_cache: dict[str, Any] = field(default_factory=dict)  # question -> Linking (LINK is memoised)
    spelling_cache: dict[str, str | None] = field(default_factory=dict)  # unknown word -> its correction
    # Per entity, so bounded by the graph: the P4 sort key and the works attached (both read on most plans)
    order_cache: dict[str, tuple[int, int, str, str]] = field(default_factory=dict)
    works_cache: dict[str, tuple[str, ...]] = field(default_factory=dict)
    linked_cache: dict[str, frozenset[str]] = field(default_factory=dict)
    said_cache: dict[str, frozenset[str]] = field(default_factory=dict)  # entity, kind, predicate -> its terms
    names_cache: dict[str, frozenset[frozenset[str]]] = field(default_factory=dict)  # predicate -> its names' stems
    identity_cache: dict[str, frozenset[str]] = field(default_factory=dict)  # article -> identity_terms
    authored_cache: dict[str, Any] = field(default_factory=dict)  # question -> authored.by_question (bounded)
    term_articles_cache: dict[str, Any] = field(default_factory=dict)  # term -> retrieval.TermArticles (bounded)
    wiki_cache: dict[tuple[str, ...], Any] = field(default_factory=dict)  # query terms -> W (bounded)
    derived_cache: dict[str, Any] = field(default_factory=dict)  # name -> a table derived from the graph alone

    def __setstate__(self, saved: dict[str, Any]) -> None:
        """Unpickled (the index a build keeps, built_state): as build_knowledge leaves it, the English list read as
        a set, so planning looks words up in it rather than in the list's text."""
        self.__dict__.update(saved)
        english_words.words()

    def without_memos(self) -> Knowledge:
        """The same knowledge with every memo (the *_cache fields) empty: what a new process starts from, and
        what is worth keeping on disk. Memos only remember what pure functions of this knowledge returned."""
        empty: dict[str, Any] = {f.name: {} for f in fields(self) if f.name.endswith("_cache")}
        return replace(self, **empty)

    # ------------------------------------------------------------ relations

    def related(self, entity_id: str, predicate: str) -> list[str]:
        """Objects of `predicate` for the entity, stated or inferred, in id order."""
        entity = self.entities.get(entity_id)
        return list(entity["relations"].get(predicate, [])) if entity else []

    def is_a(self, entity_id: str, cls: str) -> bool:
        entity = self.entities.get(entity_id)
        return entity is not None and cls in entity["types"]

    @functools.cached_property
    def addressed_kinds(self) -> frozenset[str]:
        """The kinds of entity the graph holds an address for (a work's source, a paper's page, a talk's slides).
        Only of these is "the graph holds no such address" the graph's own word: an author who records no
        address for any skill has said nothing of Docker's repository."""
        return frozenset(self.kind_of(e) for e, entity in self.entities.items() if entity.get("resources"))

    def kind_of(self, entity_id: str) -> str:
        """The coarse kind that decides how an entity is answered: work, part of a work, skill, concept, theme..."""
        types = self.entities[entity_id]["types"]
        for kind in ("Component", "Work", "Skill", "Concept", "Theme", "Organisation", "Role", "Person", "Place"):
            if kind in types:
                return kind
        return "Entity"

    def whole_of(self, entity_id: str) -> list[str]:
        """For a component (a part of a work that is not a work of its own, cj:Component), the outermost works
        it is part of (cj:partOf is transitive): it counts under its whole, not on its own. Empty otherwise."""
        if "Component" not in self.entities[entity_id]["types"]:
            return []
        wholes = [w for w in self.related(entity_id, "partOf") if w != entity_id]
        return [w for w in wholes if not [o for o in self.related(w, "partOf") if o != w]]

    def work_order(self, entity_id: str) -> tuple[int, int, str, str]:
        """Sort key of principle P4: key work first in its explicit order, then tier, then most recent."""
        key = self.order_cache.get(entity_id)
        if key is None:
            e = self.entities[entity_id]
            tier = e.get("tier") or 3
            rank = e.get("key_rank") or 999
            latest = e["months"][-1] if e.get("months") else (e.get("end") or e.get("start") or "")
            key = self.order_cache[entity_id] = (tier, rank, _inverted(latest), entity_id)
        return key

    def sort_works(self, ids: Iterable[str]) -> list[str]:
        return sorted(set(ids), key=self.work_order)

    def roles_at(self, organisation: str) -> list[str]:
        """Roles held at the organisation or at a part of it, earliest first."""
        inside = [organisation, *self.parts.get(organisation, [])]
        roles = {r for o in inside for r in self.incoming.get(o, {}).get("roleAt", [])}
        return sorted(roles, key=lambda r: (self.entities[r].get("start") or "", r))

    def names(self, entity_id: str) -> list[str]:
        """Every name the graph gives the entity: its label, short label and other labels, in that order."""
        e = self.entities[entity_id]
        return [n for n in (e["label"], e.get("short_label"), *e.get("alt_labels", [])) if n]

    def name_terms(self, entity_id: str) -> list[str]:
        """The terms of an entity's label and other labels, in order: what names it in a question or a passage."""
        e = self.entities[entity_id]
        return terms(" ".join([e["label"], *(e.get("alt_labels") or [])]))

    def works_through(self, organisation: str) -> bool:
        """True when the owner holds a role at the organisation now (begun, not ended): the firm the owner works
        through stands for the owner when a visitor asks whether it takes on work."""
        return any(self.entities[r].get("start") and not self.entities[r].get("end")
                   for r in self.roles_at(organisation))

    def roles_of(self, entity_id: str) -> list[str]:
        """The owner's roles that an entity dates: a role itself; the roles at an organisation or a part of it;
        the roles located in a place, or at an organisation there. Earliest first."""
        kind = self.kind_of(entity_id)
        if kind == "Role":
            return [entity_id]
        if kind == "Organisation":
            return self.roles_at(entity_id)
        if kind != "Place":
            return []
        inside = {entity_id, *self.parts.get(entity_id, [])}
        return sorted((r for r in self.entities if self.kind_of(r) == "Role" and self.entities[r].get("start")
                       and (self.linked(r) & inside or any(self.linked(o) & inside for o in self.linked(r)
                                                           if self.kind_of(o) == "Organisation"))),
                      key=lambda r: (self.entities[r]["start"], r))

    def works_of(self, entity_id: str) -> list[str]:
        """The works the graph attaches to an entity of any kind (the graph's candidates, section 5.3)."""
        works = self.works_cache.get(entity_id)
        if works is None:
            works = self.works_cache[entity_id] = tuple(self._works_of(entity_id))
        return list(works)  # a fresh list: callers may extend or reorder it

    def scope(self, entity_id: str) -> list[str]:
        """The entity and what counts as inside it: the entities below it in a transitive hierarchy of its own
        kind (narrower themes, contained places, sub-organisations), and for an organisation the roles held there.
        Its works are the works connected with any of them; sparql.work_pattern says the same."""
        inside = [entity_id, *self.parts.get(entity_id, [])]
        if self.kind_of(entity_id) == "Organisation":
            inside += sorted({r for o in inside for r in self.incoming.get(o, {}).get("roleAt", [])})
        return inside

    def _works_of(self, entity_id: str) -> list[str]:
        """Works connected with the entity by any relation, in either direction (paper, section 5.3: the graph's
        candidates). A work that is part of another counts as its whole, except among the works of a work (its
        parts are its neighbours)."""
        found: set[str] = set()
        for member in self.scope(entity_id):
            for ids in self.entities[member]["relations"].values():
                found.update(ids)
            for ids in self.incoming.get(member, {}).values():
                found.update(ids)
        found.discard(entity_id)
        works = {w for w in found if "Work" in self.entities.get(w, {}).get("types", ())}
        if self.kind_of(entity_id) not in ("Work", "Component"):
            works = {whole for w in works for whole in (self.whole_of(w) or [w])}
            works.discard(entity_id)
        return self.sort_works(works)

    @functools.cached_property
    def where_predicates(self) -> frozenset[str]:
        """The relations that say where a thing is, was made or was shown: those whose range is a place or a kind
        of place (cj:madeIn, cj:basedIn), and those the ontology names with a word for where (rules.WHERE_WORDS:
        cj:presentedAt, whose other name is "venue"). Read from the ontology, so an author's own relation to a
        place answers "where" too."""
        def placed(cls: str, seen: frozenset[str] = frozenset()) -> bool:
            if cls == rules.PLACE_CLASS:
                return True
            parents = self.classes.get(cls, {}).get("parents", ())
            return any(placed(c, seen | {cls}) for c in parents if c not in seen)
        where = frozenset(stem(w) for w in rules.WHERE_WORDS)

        def says_where(p: str, d: dict[str, Any]) -> bool:
            if d.get("kind") != "object":
                return False  # a venue's name as a string ("published in") names no thing that is somewhere
            if placed(str(d.get("domain") or "")) and placed(str(d.get("range") or "")):
                # of a place's relations to places, the one going outward is declared transitive (in Lisbon,
                # in Portugal); its inverse, cj:contains, lists what is inside
                return bool(d.get("transitive"))
            return placed(str(d.get("range") or "")) or bool(self.predicate_words(p) & where)
        return frozenset(p for p, d in self.predicates.items() if says_where(p, d))

    def place_of(self, entity_id: str) -> list[str]:
        """The places the graph says an entity is in, was made in or is based in (its where-relations' objects
        that are places), in id order."""
        found = {o for p in self.where_predicates for o in self.related(entity_id, p)
                 if o in self.entities and self.kind_of(o) == "Place"}
        return sorted(found)

    def predicate_words(self, predicate: str) -> frozenset[str]:
        """The stems of a predicate's names (rdfs:label and skos:altLabel), grammar aside: what a question may
        call the fact or the relation by ("licence", "license"; "commissioned")."""
        key = "predicate:" + predicate
        cached = self.said_cache.get(key)
        if cached is None:
            d = self.predicates.get(predicate, {})
            cached = self.said_cache[key] = naming_stems([d.get("label") or "", *d.get("alt_labels", [])])
        return cached

    def value_words(self, predicate: str) -> frozenset[str]:
        """The stems of the values of a categorical fact ("maintained", "archived" for cj:status): a question that
        says one asks for that fact. A fact is categorical when it takes a few short word values, each shared by
        several entities; a name, a sentence or a number says nothing of its predicate."""
        key = "values:" + predicate
        cached = self.said_cache.get(key)
        if cached is None:
            uses: dict[str, int] = {}
            for entity in self.entities.values():
                for value in entity.get("facts", {}).get(predicate, []):
                    uses[str(value)] = uses.get(str(value), 0) + 1
            categorical = 1 < len(uses) <= CATEGORIES and sum(uses.values()) >= CATEGORY_SHARED * len(uses) \
                and all(len(v.split()) <= 2 and not any(ch.isdigit() for ch in v) for v in uses)
            cached = self.said_cache[key] = frozenset(
                stem(w) for v in uses for w in words(v) if w not in STOP_WORDS) if categorical else frozenset()
        return cached

    def everyday(self, word: str) -> bool:
        """True for a word a visitor may mean in its everyday sense ("python", "nightjar", "quince"): a common
        English word, one of the graph's names the build found in a dictionary, or one of the rules' ordinary
        words. "elasticsearch" or "kotobalens", written in lower case, is still only a name."""
        word = word.lower()
        return is_english(word) or stem(word) in self.everyday_stems or stem(word) in self.ordinary

    def people_targets(self, entity_id: str) -> list[str]:
        """What a person must be connected with to be one of the entity's people: a work itself; an
        organisation and its parts; a role's organisations and their parts; a place, the places inside it and
        the organisations there."""
        kind = self.kind_of(entity_id)
        if kind in ("Work", "Component"):
            return [entity_id]
        if kind == "Organisation":
            return [entity_id, *self.parts.get(entity_id, [])]
        if kind == "Role":
            orgs = [o for o in self.linked(entity_id) if self.kind_of(o) == "Organisation"]
            return sorted({p for o in orgs for p in [o, *self.parts.get(o, [])]})
        if kind == "Place":
            places = {entity_id, *self.parts.get(entity_id, [])}
            based = {o for place in places for o in self.linked(place) if self.kind_of(o) == "Organisation"}
            return sorted(places | based)
        return []

    def linked(self, entity_id: str) -> frozenset[str]:
        """Every entity connected with this one by any relation, in either direction (computed once each)."""
        cached = self.linked_cache.get(entity_id)
        if cached is None:
            found = {o for ids in self.entities[entity_id]["relations"].values() for o in ids}
            found.update(s for ids in self.incoming.get(entity_id, {}).values() for s in ids)
            found.discard(entity_id)
            cached = self.linked_cache[entity_id] = frozenset(found)
        return cached

    def predicate_names(self, predicate: str) -> frozenset[frozenset[str]]:
        """Each of a predicate's names (rdfs:label and every skos:altLabel) as the set of its stems, grammar
        aside: what a question names the fact by as a whole ("platform" is cj:platformNote's, "people" is no
        name of cj:teamSize, whose altLabel is "people on the team"). Computed once each."""
        cached = self.names_cache.get(predicate)
        if cached is None:
            d = self.predicates.get(predicate, {})
            cached = self.names_cache[predicate] = frozenset(
                frozenset(stem(w) for w in words(n) if w not in STOP_WORDS)
                for n in [d.get("label") or "", *d.get("alt_labels", [])])
        return cached

    def names_with(self, term: str) -> list[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]:
        """Each name (label, short label, other label) of an entity or a defined term holding the term, as its
        stems in order, with every name of the same thing: one thing's names say each other ("LLM" is said by "a
        language model"). Built once."""
        table: dict[str, list[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]] | None = \
            self.derived_cache.get("names_with")
        if table is None:
            table = self.derived_cache["names_with"] = defaultdict(list)
            for entity_id, e in sorted(self.entities.items()):
                if entity_id == self.owner:
                    continue
                names = tuple(dict.fromkeys(
                    tuple(terms(n)) for n in [e["label"], e.get("short_label"), *e.get("alt_labels", [])]
                    if n and terms(n)))
                if len(names) < 2:
                    continue
                for n in names:
                    for t in n:
                        table[t].append((n, names))
            for entry in sorted({id(d): d for d in self.terms_by_label.values()}.values(), key=lambda d: d["id"]):
                names = tuple(dict.fromkeys(tuple(terms(n)) for n in [entry["label"], *entry.get("alt_labels", [])]
                                            if terms(n)))
                for n in names if len(names) > 1 else ():
                    for t in n:
                        table[t].append((n, names))
        return table.get(term, [])

    def knows(self, word: str) -> bool:
        """True when the site uses the word as written, or another form of a word it uses that keeps its sense:
        a plural, a past, a third person ("problems" beside "problem", "reopened" beside "reopening", "helps").
        An -ing form may name an activity the site never speaks of though it says the stem ("fishing" beside
        "fish"), so it is known only as written."""
        return word in self.vocabulary or (not word.endswith("ing") and stem(word) in self.known_stems)

    def identity_terms(self, slug: str) -> frozenset[str]:
        """The stems that say which article this is: its title's, and its entity's label, other labels and
        tagline. Not its description: that is often a summary of the whole article ("dug out 12,600 cubic
        metres of fill"), whose words are the sections' own. Computed once each."""
        cached = self.identity_cache.get(slug)
        if cached is None:
            article = self.articles[slug]
            said = [str(article.get("title") or "")]
            entity = self.entities.get(str(article.get("entity")))
            if entity:
                said += [str(entity.get("label") or ""), *map(str, entity.get("alt_labels") or ()),
                         *map(str, entity.get("facts", {}).get("tagline", ()))]
            cached = self.identity_cache[slug] = frozenset(terms(" ".join(said)))
        return cached

    def identifies(self, slug: str, term: str) -> bool:
        """True when the stem says which article this is (identity_terms) or who the owner is: a word that, once
        the article is chosen, tells none of its passages from another (sections.rest_of_question by words,
        coverage.meaning_ranks_first by meaning)."""
        return term in self.owner_stems or term in self.identity_terms(slug)

    def said_of(self, entity_id: str) -> frozenset[str]:
        """The terms of an entity's names and description: what the site says it is. Computed once each."""
        key = "entity:" + entity_id
        cached = self.said_cache.get(key)
        if cached is None:
            e = self.entities[entity_id]
            cached = self.said_cache[key] = frozenset(terms(" ".join(
                [e["label"], *e.get("alt_labels", []), e.get("description") or ""])))
        return cached

    def tagline(self, entity_id: str) -> str:
        """The entity's cj:tagline ("" when it has none), its values joined."""
        return " ".join(str(t) for t in self.entities[entity_id].get("facts", {}).get("tagline", []))

    def described_terms(self, entity_id: str) -> frozenset[str]:
        """The terms of an entity's names, description and tagline (said_of and the tagline): what a question
        describing it may say (routes._described_rows). Computed once each."""
        key = "described:" + entity_id
        cached = self.said_cache.get(key)
        if cached is None:
            cached = self.said_cache[key] = self.said_of(entity_id) | frozenset(terms(self.tagline(entity_id)))
        return cached

    def said_of_kind(self, kind: str) -> frozenset[str]:
        """The terms of the names and descriptions of every thing of a kind (a class, or a skill category):
        what the site says of that kind of thing. Computed once per kind."""
        key = "kind:" + kind
        cached = self.said_cache.get(key)
        if cached is None:
            members = [e for e, _ in self.instances.get(kind, [])] or \
                [s for s, e in self.entities.items() if e.get("category") == kind]
            cached = self.said_cache[key] = frozenset(
                t for e in members for t in terms(" ".join([self.entities[e]["label"],
                                                            self.entities[e].get("description") or ""])))
        return cached

    def people_of(self, entity_id: str) -> list[str]:
        """The people (never the owner) the graph connects with a work, an organisation, a role or a place
        (people_targets). In id order; sparql.people_of says the same in SPARQL."""
        targets = self.people_targets(entity_id)
        return sorted({p for t in targets for p in self.linked(t)
                       if "Person" in self.entities[p]["types"] and p != self.owner})

    def facts(self, entity_id: str, predicate: str) -> str | None:
        """The first literal value of a datatype predicate, as text."""
        values = self.entities[entity_id].get("facts", {}).get(predicate)
        return str(values[0]) if values else None

    def name(self, entity_id: str) -> str:
        """The entity's full name (rdfs:label): what an answer calls it ("Aire Valley Transport Authority")."""
        return str(self.entities[entity_id]["label"])

    def short_name(self, entity_id: str) -> str:
        """The shorter name an entity goes by in running text, once introduced (cj:shortLabel)."""
        e = self.entities[entity_id]
        return str(e.get("short_label") or e["label"])

    def article_of(self, entity_id: str) -> str | None:
        e = self.entities.get(entity_id)
        return e.get("article") if e else None


def _inverted(month: str) -> str:
    """A string that sorts the latest month first."""
    return "".join(chr(ord("9") - ord(c) + ord("0")) if c.isdigit() else c for c in month)


def _short_names(entities: dict[str, dict[str, Any]], owner: str | None) -> list[tuple[str, str]]:
    """(word, entity) for entities a visitor names by the first word of their name alone ("tidewater" for
    Tidewater Systems, "humlebakken" for the Humlebakken schoolyard): only a word that is no common English
    word, is in no other name in the graph but those of roles (and, for an organisation, of the works named
    after it, like "Harbourline berth planner"), and is not a name already; for works, organisations, places
    and people."""
    named: dict[str, set[str]] = defaultdict(set)  # stem -> entities with a name that has it
    whole: set[str] = set()
    for entity_id, e in entities.items():
        for name in [e["label"], e.get("short_label"), *e.get("alt_labels", [])]:
            toks = words(name or "")
            for tok in toks:
                named[stem(tok)].add(entity_id)  # "dipwells" shares its stem with "Dipwell logging"
            whole.add(" ".join(toks))
    short = []
    for entity_id, e in sorted(entities.items()):
        toks = words(e["label"])
        # technologies and techniques are named by compounds whose first word is a name of its own ("GitHub
        # Actions", "Apache Kafka"): only works, organisations, places and people are called by their first word
        if entity_id == owner or len(toks) < 2 or not {"Work", "Organisation", "Place", "Person"} & set(e["types"]) \
                or "Component" in e["types"]:
            continue
        word = toks[0]
        named_after = {"Role", "Work"} if "Organisation" in e["types"] else {"Role"}
        others = {o for o in named[stem(word)] if not named_after & set(entities[o]["types"])}
        if (len(word) >= 5 and word.isalpha() and not is_english(word) and others == {entity_id}
                and word not in whole and word not in rules.ORDINARY_WORDS):
            short.append((word, entity_id))
    return short


_INITIALISM_SKIPS = frozenset("of and the for on in at".split())


def _initialisms(entities: dict[str, dict[str, Any]], used: Collection[str]) -> list[tuple[str, str]]:
    """(initials, organisation) for organisations a visitor names by the first letters of their name's words
    ("fdwb" for the Fraser Delta Watershed Board, "otc" for the Open Transit Collective): names of three words
    or more besides "of", "and", "the"..., when the initials are the initials of no other organisation and no
    word the site uses (`used`: its passages, names and descriptions) nor an English word of five letters or
    more. (A short English word the site never says, "cat" for a Central Analytics Team, would be taken for
    the organisation: the word list the engine ships holds no shorter words.)"""
    found: dict[str, list[str]] = defaultdict(list)
    for entity_id, e in sorted(entities.items()):
        if "Organisation" not in e["types"]:
            continue
        toks = [w for w in words(e["label"]) if w not in _INITIALISM_SKIPS]
        if len(toks) >= 3 and all(w.isalpha() for w in toks):
            found["".join(w[0] for w in toks)].append(entity_id)
    return [(initials, ids[0]) for initials, ids in sorted(found.items())
            if len(ids) == 1 and not is_english(initials) and initials not in used and initials not in STOP_WORDS]


def _add_name(trie: dict[str, Any], name: str, entity_id: str, source: str) -> None:
    toks = [stem(w) for w in words(name)]  # stemmed, so "knowledge graph" finds "Knowledge graphs"
    if not toks:
        return
    node = trie
    for tok in toks:
        node = node.setdefault(tok, {})
    owners = node.setdefault(NAME_END, {"graph": [], "alias": [], "names": {}})
    bucket = owners["alias" if source == "alias" else "graph"]
    if entity_id not in bucket:
        bucket.append(entity_id)
        bucket.sort()
    owners["names"].setdefault(entity_id, name)


def _union(held: frozenset[str], more: set[str]) -> frozenset[str]:
    """held | more, and held itself when more adds nothing."""
    return held if more <= held else held | more


def _normal_url(url: str) -> str:
    url = url.lower().split("#")[0]
    for prefix in ("https://", "http://"):
        if url.startswith(prefix):
            url = url[len(prefix):]
    if url.startswith("www."):
        url = url[4:]
    return url.rstrip("/")


SHARED_LENGTH = 80
"""Strings up to this long are ids, names and slugs that the state repeats: each is kept once (interned)."""


def share_strings(value: Any) -> None:
    """Make every short string in a JSON value one object per text, in place.

    A JSON parser makes a new string for every occurrence of a value: an entity's id once where it is
    defined and again in every relation that names it. At ten times the sample that is 300,000 strings for
    46,000 texts, 28 MB; shared, the indexed state there took 120 MB in place of 141 (and its pickle,
    which keeps the sharing, 35 MB in place of 38).
    """
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, item in node.items():
                if isinstance(item, str):
                    if len(item) <= SHARED_LENGTH:
                        node[key] = intern(item)
                elif isinstance(item, (dict, list)):
                    stack.append(item)
        elif isinstance(node, list):
            for i, item in enumerate(node):
                if isinstance(item, str):
                    if len(item) <= SHARED_LENGTH:
                        node[i] = intern(item)
                elif isinstance(item, (dict, list)):
                    stack.append(item)


def build_knowledge(state: dict[str, Any]) -> Knowledge:
    """Index a knowledge state for planning (done once per state)."""
    english_words.words()  # read as a set now the import is over: planning asks is_english of unknown words
    share_strings(state)
    entities = state["entities"]
    owner_info = owner_from_state(state)
    owner = owner_info.id
    trie: dict[str, Any] = {}
    urls: dict[str, list[str]] = defaultdict(list)
    for entity_id, e in sorted(entities.items()):
        if entity_id == owner:
            continue  # "he", "Tobias": questions about the owner are authored answers, not a link
        job_titles = e.get("facts", {}).get("jobTitle", []) if e["type"] == "Role" else []
        for name in [e["label"], e.get("short_label"), *e.get("alt_labels", []), *job_titles]:
            if name:
                _add_name(trie, str(name), entity_id, "graph")
        for resource in e.get("resources", []):
            if resource["role"] in ("live", "source", "page", "package", "docs"):
                urls[_normal_url(resource["url"])].append(entity_id)
    for alias, entity_id in sorted(state.get("lexicon", {}).get("aliases", {}).items()):
        if entity_id in entities:
            _add_name(trie, alias, entity_id, "alias")
    for name, entity_id in _short_names(entities, owner):
        _add_name(trie, name, entity_id, "alias")

    # The owner's name is a pronoun to the engine: it is not a term to search for ("where is Tobias based")
    owner_words = frozenset(w for name in ([entities[owner]["label"], entities[owner].get("short_label") or ""]
                                           if owner else []) for w in words(name))
    owner_stems = frozenset(stem(w) for w in owner_words)
    owner_pronouns = rules.OWNER_PRONOUNS | owner_info.forms
    passages = state["passages"]
    articles = state["articles"]
    article_passages: dict[str, list[int]] = defaultdict(list)
    tf: list[dict[str, int]] = []
    lengths: list[int] = []
    vocabulary: dict[str, int] = {}
    article_terms: dict[str, set[str]] = defaultdict(set)
    lowercase_words: set[str] = set()
    for i, p in enumerate(passages):
        article_passages[p["article"]].append(i)
        text_words = words(p["text"])
        # terms() of the heading and the text, the text tokenised once for the terms and the vocabulary; each
        # term one string object however many passages and articles hold it
        ts = [intern(t) for t in (stem(w) for w in words(p["heading"] or "") + text_words if w not in STOP_WORDS)
              if t not in owner_stems]
        counts: dict[str, int] = defaultdict(int)
        for t in ts:
            counts[t] += 1
        tf.append(dict(counts))
        lengths.append(len(ts))
        article_terms[p["article"]].update(counts)
        for w in text_words:
            vocabulary[w] = vocabulary.get(w, 0) + 1
        lowercase_words.update(w for w in p["text"].split() if w.isalpha() and w.islower())
    for e in entities.values():
        for w in words(" ".join([e["label"], *(e.get("alt_labels") or []), e.get("description") or ""])):
            vocabulary[w] = vocabulary.get(w, 0) + 1
    for name, entity_id in _initialisms(entities, vocabulary):
        _add_name(trie, name, entity_id, "alias")
    bm25 = BM25Index.from_counts([p["id"] for p in passages], tf, lengths)
    del tf
    title_terms = {slug: set(terms(a["title"])) for slug, a in articles.items()}
    # An article is about an entity: the entity's kind and names are what it covers even where its prose
    # never repeats them ("the Lisbon air quality dataset" asks for the article about a Dataset).
    for slug, a in articles.items():
        e = entities.get(a.get("entity") or "")
        if e:
            kind = state["classes"].get(e["type"], {}).get("label", "")
            named = " ".join([kind, e["label"], e.get("short_label") or "", *(e.get("alt_labels") or [])])
            article_terms[slug].update(terms(named))

    lowercase_stems = {stem(w) for w in lowercase_words}
    ordinary = {stem(w) for w in rules.ORDINARY_WORDS}  # kept as stems: "pipelines" is the word "pipeline"
    for e in entities.values():
        for name in [e["label"], e.get("short_label"), *e.get("alt_labels", [])]:
            toks = words(name or "")
            if len(toks) == 1 and stem(toks[0]) in lowercase_stems:
                ordinary.add(stem(toks[0]))

    technologies = technology_vocabulary()  # read once: the trie and the word set both come from it
    tech_groups = {name.lower(): group for name, group in technology_groups().items()}
    skill_groups: dict[str, list[str]] = defaultdict(list)
    for entity_id, e in sorted(entities.items()):
        if "Skill" in e["types"]:
            group = next((tech_groups[n.lower()] for n in [e["label"], *e.get("alt_labels", [])]
                          if n.lower() in tech_groups), None)
            if group:
                skill_groups[group].append(entity_id)
    # (a short label too: "OSM" is OpenStreetMap's, "BC" British Columbia's)
    label_words = {w for e in entities.values()
                   for n in [e["label"], e.get("short_label") or "", *e.get("alt_labels", [])] for w in words(n)}
    authored: dict[str, dict[str, Any]] = {}
    for answer in state.get("answers", []):
        for question in answer["questions"]:
            authored.setdefault(authored_key(generic_form(question, owner_words, owner_pronouns)[0]), answer)
    triggers = sorted(((phrase, answer) for answer in state.get("answers", []) for phrase in trigger_phrases(answer)),
                      key=lambda pair: (-len(pair[0]), pair[0], pair[1]["id"]))

    terms_by_label: dict[str, dict[str, Any]] = {}
    for term in state.get("terms", {}).values():
        for name in [term["label"], *term.get("alt_labels", [])]:
            terms_by_label.setdefault(" ".join(words(name)), term)

    authored_content = [(question, content, answer) for question, answer in authored.items()
                        if len(content := content_stems([w for w in question.split() if w != "@"], owner_words)) >= 2]

    authored_topics = []
    for answer in state.get("answers", []):
        said = [words(question) for question in answer["questions"]]
        asking = [(asking_word(ws), content_stems(ws, owner_words)) for ws in said]
        authored_topics.append((answer, frozenset(s for _, stems in asking for s in stems),
                                frozenset(t for t in terms(answer["text"]) if t not in owner_stems), asking))
    authored_stems = frozenset(s for _, asked, told, _ in authored_topics for s in asked | told)
    kinds = build_kinds(state["classes"], state["categories"])
    incoming: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for entity_id, e in sorted(entities.items()):
        for predicate, objects in e["relations"].items():
            for o in objects:
                incoming[o][predicate].append(entity_id)
    hierarchies = {name for name, p in state["predicates"].items()
                   if p.get("transitive") and p.get("domain") and p.get("domain") == p.get("range")}
    parts = {o: sorted({s for predicate in hierarchies for s in by_predicate.get(predicate, [])} - {o})
             for o, by_predicate in incoming.items()}

    of_type: dict[str, list[str]] = defaultdict(list)
    of_category: dict[str | None, list[str]] = defaultdict(list)
    of_tier: dict[int | None, list[str]] = defaultdict(list)
    for entity_id, e in entities.items():
        for t in e["types"]:
            of_type[t].append(entity_id)
        of_category[e.get("category")].append(entity_id)
        of_tier[e.get("tier")].append(entity_id)
    text_terms = {slug: frozenset(held) for slug, held in article_terms.items()}
    # one set per article where, as almost always, its title's terms are in its text: the same object twice
    article_all_terms = {slug: _union(text_terms.get(slug, frozenset()), title_terms.get(slug, set()))
                         for slug in sorted(set(text_terms) | set(title_terms))}
    articles_with_term: dict[str, list[str]] = defaultdict(list)
    for slug, held in article_all_terms.items():
        for t in held:
            articles_with_term[t].append(slug)

    return Knowledge(
        state=state, entities=entities, trie=trie, ordinary=frozenset(ordinary), urls=dict(urls),
        passages=passages, articles=articles,
        article_passages=dict(article_passages), bm25=bm25, article_terms=text_terms,
        title_terms=title_terms, vocabulary=vocabulary,
        article_all_terms=article_all_terms, articles_with_term=dict(articles_with_term),
        of_type=dict(of_type), of_category=dict(of_category), of_tier=dict(of_tier),
        passage_article=[p["article"] for p in passages], passage_index={p["id"]: i for i, p in enumerate(passages)},
        terms_by_label=terms_by_label, answers=state.get("answers", []), authored_questions=authored,
        owner=owner, reference_date=state.get("reference_date", ""), namespaces=state["namespaces"],
        predicates=state["predicates"], categories=state["categories"], classes=state["classes"],
        spelling=BigramIndex(vocabulary), tech_words=frozenset(w for n in technologies for w in words(n)),
        tech_trie=_technology_trie(trie, technologies), tech_groups=tech_groups, skill_groups=dict(skill_groups),
        rule_words=rules.rule_words() | owner_words | owner_pronouns | kinds.words()
        | {w for phrase, _ in triggers for w in phrase.split()},
        label_words=frozenset(label_words),
        name_spelling=BigramIndex({w: 1 for w in label_words if w.isalpha() and len(w) >= 5}),
        known_stems=frozenset(stem(w) for w in vocabulary),
        owner_words=owner_words, owner_stems=owner_stems, authored_content=authored_content,
        authored_topics=authored_topics, authored_stems=authored_stems,
        everyday_stems=frozenset(stem(w) for w in state.get("everyday_names", [])),
        class_by_stem=kinds.one_word(), kinds=kinds, authored_triggers=triggers,
        instances={kind: [(i, frozenset(stem(w) for n in [entities[i]["label"], *entities[i].get("alt_labels", [])]
                                        for w in words(n))) for i in sorted(entities) if kind in entities[i]["types"]]
                   for kind in kinds.by_id if not kinds.by_id[kind].is_category},
        short_questions={word: owner_info.say(template) for word, template in rules.SHORT_QUESTIONS.items()},
        incoming={o: dict(by) for o, by in incoming.items()}, parts={o: ps for o, ps in parts.items() if ps},
        owner_info=owner_info, owner_pronouns=owner_pronouns,
        meaning=MeaningIndex(state["meaning"]) if state.get("meaning") else None,
        rule_stems=frozenset(stem(w) for w in rules.rule_words()),
        people=sorted(i for i, e in entities.items() if "Person" in e["types"] and i != owner),
        places=sorted(i for i, e in entities.items() if {"Place", "Organisation"} & set(e["types"])),
        predicate_terms=frozenset(t for p in state["predicates"].values()
                                  for t in naming_stems([p.get("label") or "", *p.get("alt_labels", [])])),
    )


AGENT_ENDINGS = ("or", "er")
"""A predicate named by who does something ("supervisor", "employer", "collaborator") is asked for by the verb as
well ("who supervised her thesis", "who employed him"): the name without this ending is the verb's stem."""
AGENT_BASE = 5
"""The least length of such a verb stem: "helper" is no "help", nor "member" a "memb"."""


def naming_stems(names: list[str]) -> frozenset[str]:
    """The stems a question may name a predicate by, from its names (rdfs:label, skos:altLabel), grammar aside:
    each word's, and the verb's of a name for who does it (AGENT_ENDINGS)."""
    said = [w for n in names for w in words(n) if w not in STOP_WORDS]
    return frozenset([*(stem(w) for w in said),
                      *(w[:-2] for w in said if w.endswith(AGENT_ENDINGS) and len(w) - 2 >= AGENT_BASE)])


def _technology_trie(names: dict[str, Any], technologies: dict[str, str]) -> dict[str, Any]:
    """Technology names the graph does not hold, by stemmed tokens: linking reads them so that "Next.js"
    is one unknown technology rather than the alias "js", and the pivot can answer it."""
    trie: dict[str, Any] = {}
    for name, category in sorted(technologies.items()):
        toks = [stem(w) for w in words(name)]
        node: dict[str, Any] | None = names
        for tok in toks:
            node = node.get(tok) if node is not None else None
        if node is not None and NAME_END in node:
            continue  # the graph holds it: linking finds the entity
        target = trie
        for tok in toks:
            target = target.setdefault(tok, {})
        target.setdefault(NAME_END, {"name": name, "category": category})
    return trie
