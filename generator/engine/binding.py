"""The ontology binding: the few ontology terms the engine reads by name, and the words for kinds of things,
read from the ontology's own labels.

Everything else the engine knows about an author's portfolio comes from the knowledge state: a class an
author adds (cj:Dashboard, labelled "dashboard", plural "dashboards", also called "data dashboard") is a
kind of work a visitor can ask for ("which dashboards", "how many dashboards"), and a skill category
(cj:DesignTool) is a kind of skill, with no engine change. The terms below are the engine's contract with
the ontology: `generator/graph/binding_check.py` fails the build, naming each missing term and what it is
for, when an author's ontology does not declare them, and a test fails when engine code names an ontology
term that is not listed here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from generator.engine.text import stem, words

CLASSES: dict[str, str] = {
    "Entity": "the root: every instance of one of its subclasses has a page and can be asked about",
    "Work": "what the owner made: the kinds of work are its subclasses",
    "Project": "the general kind of work: asked for, it lists; it never narrows a list to one kind",
    "Component": "a part of a work (this site's generator) that counts under its whole, not as a work of its own",
    "Skill": "a technology the owner uses; its cj:category says which kind of skill",
    "SkillCategory": "the kinds of skill (programming language, design tool...)",
    "Concept": "techniques, datasets, standards: answered with their works and their definition",
    "Theme": "what works are about; narrower themes count for their broader theme",
    "Organisation": "where the owner worked, for whom, with whom",
    "Employer": "an organisation where the owner held a role ('where has she worked')",
    "Role": "a position the owner held, with dates: answers 'when did she work at', 'before X'",
    "Person": "people connected with works and organisations ('who ...')",
    "Owner": "the portfolio's owner: name, pronouns; never an answer's subject by link",
    "Place": "where works were made; contained places count for the place that contains them",
    "GeneralTerm": "a general term the site defines with its public source ('what is a knowledge graph')",
    "Agent": "a person or an organisation: a class no visitor lists as such",
}
"""Classes the engine names, and what for."""

PREDICATES: dict[str, str] = {
    "uses": "a work's skills; its subproperties' labels ('written in', 'built with') word the stack answer",
    "category": "a skill's kind (a cj:SkillCategory)",
    "partOf": "the whole a component belongs to: the component counts under it, not on its own",
    "roleAt": "the organisation of a role: roles carry the dates of the owner's time there",
    "studiedAt": "where the owner studied: the first role there is the study that graduating ends",
    "roleWork": "the works done in a role: they count for the role's organisation whatever their dates",
    "clientOf": "clients of an organisation ('who are the clients of X')",
    "relatedTo": "works related to a work (a comparison offers one of the same kind)",
    "succeededBy": "a work's successor (a comparison offers it)",
    "forOrganisation": "whom a work was done for: a comparison of two works says each one's client",
    "jobTitle": "a role's title, also a name a visitor may use for the role",
    "tier": "1 key work, 2 project, 3 side work: the order of every list of works",
    "keyRank": "the author's own order of key work",
    "activeMonth": "the months a work had activity: answers about periods",
    "startDate": "when a role or a work began",
    "endDate": "when a role or a work ended",
    "shortLabel": "a shorter name the site uses in sentences",
    "altLabel": "other names of an entity, linked in questions",
    "description": "an entity's one-paragraph description, the answer when no article says more",
    "pronouns": "how the site speaks of the owner",
    "pluralLabel": "the plural of a class's or a skill category's label",
    "published": "when a paper or a talk appeared: answers 'when was it published'",
    "outcome": "what a work achieved: 'what came of X' asks for it by its label (rules.ASKED_AS_PHRASES); "
               "optional, as an ontology without a fact of that label leaves the phrase to the other routes",
}
"""Predicates the engine names, and what for. Any other predicate is read generically: works connected with
an entity by any relation are its works, and every relation's label comes from the ontology."""

RESOURCES: dict[str, str] = {
    "liveUrl": "live", "repository": "source", "url": "page", "documentation": "docs", "demo": "demo",
    "packageUrl": "package", "reference": "reference", "slides": "slides",
}
"""The address predicates and the part each plays when a visitor wants to act (paper, section 5.5): open the
live product, read the source, the page. Read into each entity's resources by the build; optional, as any
address predicate an author adds under cj:resource is still published, it only plays no role."""

NOT_ANSWERS = frozenset({"description", "altLabel", "shortLabel", "activeMonth", "sourceFile", "tier", "keyRank",
                         "implementationDigest", "tagline", "note", "email"})
"""Facts that are names, bookkeeping or already an overview: never the answer to "what is its <word>". Optional:
an ontology without them loses nothing. (The owner's pronouns are a fact a visitor may ask for: "what pronouns
does she use".)"""

VOCABULARY_CATEGORIES = ("ProgrammingLanguage", "Framework", "Library", "Database", "Tool", "Platform",
                         "MarkupLanguage", "Protocol")
"""The core ontology's skill categories that the technology vocabulary (vocabulary.py) files names under.
Optional: with an author's own categories, a pivot takes its neighbours from the vocabulary's groups."""

TERMS: frozenset[str] = (frozenset(CLASSES) | frozenset(PREDICATES) | frozenset(RESOURCES) | NOT_ANSWERS
                         | frozenset(VOCABULARY_CATEGORIES))
"""Every ontology term named in engine code (a test holds the engine to it)."""


@dataclass(frozen=True)
class Kind:
    """A kind of thing a visitor can ask for by a word: an ontology class or a skill category."""

    id: str
    label: str
    plural: str
    is_category: bool
    is_work: bool  # a class below cj:Work (a kind of work)


@dataclass
class Kinds:
    """Every kind's words, stemmed, in a trie: "data pipelines" finds DataPipeline, "apps" MobileApp."""

    by_id: dict[str, Kind]
    trie: dict[str, Any] = field(default_factory=dict)
    phrases: set[str] = field(default_factory=set)  # every name of every kind, as given
    _plurals: frozenset[str] | None = None
    _stems: frozenset[str] | None = None

    def add(self, phrase: str, kind: Kind) -> None:
        toks = [stem(w) for w in words(phrase)]
        if not toks:
            return
        self.phrases.add(phrase)
        node = self.trie
        for tok in toks:
            node = node.setdefault(tok, {})
        node.setdefault("", [])
        if kind.id not in node[""]:
            node[""].append(kind.id)

    def find(self, stems: list[str]) -> list[tuple[int, int, list[str]]]:
        """(start, end, kind ids) of every longest kind phrase in a question's stems, left to right."""
        found = []
        i = 0
        while i < len(stems):
            node: dict[str, Any] | None = self.trie
            best: tuple[int, list[str]] | None = None
            for j in range(i, len(stems)):
                node = node.get(stems[j]) if node is not None else None
                if node is None:
                    break
                if "" in node:
                    best = (j + 1, node[""])
            if best:
                found.append((i, best[0], best[1]))
                i = best[0]
            else:
                i += 1
        return found

    def one_word(self) -> dict[str, str]:
        """Stem -> kind for one-word kinds that name a single kind of work ("game"): linking uses them to tell
        apart works that share a name ("the lantern puzzle game")."""
        return {tok: ids[0] for tok, node in self.trie.items() if len(ids := node.get("", [])) == 1
                and self.by_id[ids[0]].is_work}

    def plural_words(self) -> frozenset[str]:
        """The last word of every kind's plural ("people", "gardens"): a kind said so asks for a list."""
        if self._plurals is None:
            self._plurals = frozenset(words(k.plural)[-1] for k in self.by_id.values() if words(k.plural))
        return self._plurals

    def said_in_plural(self, word: str) -> bool:
        """True when a kind's word is said in the plural: a kind's own plural ("people") or a plural form
        ("gardens", whose stem is another word): what asks for a list, or for the works of a kind in general."""
        return word in self.plural_words() or (word.endswith("s") and stem(word) != word)

    def stems(self) -> frozenset[str]:
        """The stems of every word of every kind's names (computed once)."""
        if self._stems is None:
            self._stems = frozenset(stem(w) for phrase in self.phrases for w in words(phrase))
        return self._stems

    def words(self) -> frozenset[str]:
        """Every word of every kind's names: never spelling-corrected, never foreign to a question."""
        return frozenset(w for phrase in self.phrases for w in words(phrase))


_NOT_ASKED = {"Entity", "Agent", "Owner", "GeneralTerm", "SkillCategory"}
"""Classes no visitor lists ("which entities"): their words name no kind."""


def ancestors(name: str, classes: dict[str, Any]) -> set[str]:
    """Every class above `name` in the state's class tree (its "parents", followed to the root)."""
    seen: set[str] = set()
    todo = list(classes.get(name, {}).get("parents", []))
    while todo:
        parent = todo.pop()
        if parent not in seen:
            seen.add(parent)
            todo.extend(classes.get(parent, {}).get("parents", []))
    return seen


def build_kinds(classes: dict[str, dict[str, Any]], categories: dict[str, dict[str, Any]]) -> Kinds:
    """The kinds of the state's ontology: its classes below cj:Entity and its skill categories."""
    kinds = Kinds({})
    entries: list[tuple[Kind, list[str]]] = []
    for name, c in sorted(classes.items()):
        above = ancestors(name, classes)
        if name in _NOT_ASKED or "Entity" not in above:
            continue
        kind = Kind(name, c["label"], c.get("plural") or c["label"], False, name == "Work" or "Work" in above)
        entries.append((kind, [c["label"], c.get("plural") or "", *c.get("alt_labels", [])]))
    for name, c in sorted(categories.items()):
        kind = Kind(name, c["label"], c.get("plural") or c["label"], True, False)
        entries.append((kind, [c["label"], c.get("plural") or "", *c.get("alt_labels", [])]))
    for kind, phrases in entries:
        kinds.by_id[kind.id] = kind
        for phrase in phrases:
            kinds.add(phrase, kind)
    return kinds
