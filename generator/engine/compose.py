"""The answer composer (paper, section 5.5) and the graph routes of Algorithm 4.

Each function answers one route and cites only what it read: graph facts (with the SPARQL that returns the
rows shown), one passage of the named article, an authored answer, or one definition with its public
source. A focused answer comes from a single authority: the opening of the article if there is one, else
the graph description, never both. Related entities are results, not citations.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

from generator.engine import rules, sparql
from generator.engine.binding import NOT_ANSWERS, RESOURCES
from generator.engine.coverage import (
    DATED_ENOUGH,
    asks,
    asks_facet,
    asks_for_a_work,
    asks_what_it_is,
    count_nouns,
    counted_in,
    counted_stems,
    dates_asked,
    dating_stems,
    framed_terms,
    gives,
    largest_count,
    measured_in,
    mentions,
    names_kind_first,
    share,
    specific_terms,
    unspoken,
    when_stems,
)
from generator.engine.dates import Period
from generator.engine.knowledge import Knowledge
from generator.engine.pivot import Absent
from generator.engine.retrieval import ArticleHit, bm25_scores_in
from generator.engine.route import Route
from generator.engine.sections import (
    HEADED_SHARE,
    answering_passage,
    facet_passage,
    leaving_passage,
    rest_of_question,
    said_words,
)
from generator.engine.text import STOP_WORDS, asking_word, sentences, stem, terms, words

if TYPE_CHECKING:
    from generator.engine.linking import Ambiguity
    from generator.engine.question import Question


def names(ids: list[str], k: Knowledge, limit: int = 4, say: Callable[[str], str] | None = None) -> str:
    """"A, B, C and 4 more" for a list of entities; a list at most two longer than the limit is given whole
    ("A, B, C, D and E" rather than "A, B, C, D and 1 more"). `say` words each entity (its name by default)."""
    shown = [(say or k.name)(i) for i in ids[:limit if len(ids) > limit + 2 else limit + 2]]
    more = len(ids) - len(shown)
    return _join(shown + ([f"{more} more"] if more > 0 else []))


def works_word(n: int) -> str:
    return "work" if n == 1 else "works"


def _narrow(rows: list[str], only: str | None, k: Knowledge) -> list[str]:
    """Rows narrowed to one kind of work ("Lua games"); the SPARQL builders take the same `only`."""
    return [r for r in rows if only in k.entities[r]["types"]] if only else rows


def _noun(only: str | None, n: int, k: Knowledge) -> str:
    """"work"/"works", or the kind's label or plural as the ontology spells them."""
    if not only:
        return works_word(n)
    kind = k.kinds.by_id.get(only)
    if kind is None:
        return str(k.classes.get(only, {}).get("label", only))
    return kind.label if n == 1 else kind.plural


def graph_source(entity_id: str, k: Knowledge, what: str) -> dict[str, Any]:
    from generator.engine.resources import entity_page
    return {"kind": "graph", "id": entity_id, "label": f"{k.entities[entity_id]['label']}: {what}",
            "url": entity_page(entity_id)}


def passage_source(index: int, k: Knowledge) -> dict[str, Any]:
    p = k.passages[index]
    article = k.articles[p["article"]]
    url = article["url"] + (f"#{p['anchor']}" if p["anchor"] else "")
    label = article["title"] + (f" › {p['heading']}" if p["heading"] else "")
    return {"kind": "passage", "id": p["id"], "label": label, "url": url}


def _type_label(entity_id: str, k: Knowledge) -> str:
    e = k.entities[entity_id]
    if e["type"] == "Skill" and e.get("category") in k.categories:
        return str(k.categories[e["category"]]["label"])
    return str(k.classes.get(e["type"], {}).get("label", e["type"]).lower())


def _article_lead(entity_id: str, k: Knowledge) -> int | None:
    article = k.article_of(entity_id)
    if not article:
        return None
    indices = k.article_passages.get(article, [])
    return indices[0] if indices else None


# ------------------------------------------------------------------ routes


def ambiguity(ambiguous: tuple[Ambiguity, ...], k: Knowledge) -> Route:
    a = ambiguous[0]
    options = "; ".join(f"{k.entities[o]['label']} ({_type_label(o, k)})" for o in a.options)
    text = f"“{a.text}” is the name of {len(a.options)} things here: {options}. Which one do you mean?"
    return Route("ambiguous", "graph", text, [graph_source(o, k, "name") for o in a.options],
                  rows=list(a.options))


def pivot(absent: Absent, k: Knowledge, work: str | None = None, beside: list[str] | None = None) -> Route:
    """PIVOT(q, t): the graph lists no such work; here is what it does hold that stands nearest. Its neighbours
    are the graph's skills in the same group of technologies ("game engines" for Unity, vocabulary.py); failing
    that, the most used skills of the same category; failing that, the skills the question names `beside` it
    ("did you process your drone surveys with Pix4D": drone photogrammetry, which is held); failing that, the key
    work. With a `work` the question names ("was Waymark built with Kafka"), what stands nearest is that work's
    own technology."""
    if work is not None:
        made = stack(work, k)
        text = f"The graph does not list {absent.label} for {k.name(work)}. {made.text}"
        sources = [_none_using(absent, k), *made.sources]
        return Route("pivot", "pivot", text, sources, rows=made.rows, sparql=made.sparql, intent="pivot",
                     primary=work, results=made.results,
                     extra={"absent": absent.label, "category": absent.category, "group": absent.group,
                            # what it was made with, the most used first (the follow-ups ask for their works)
                            "neighbours": sorted(made.rows or [], key=lambda s: (-len(k.works_of(s)), s))})
    peers = [s for s in k.skill_groups.get(absent.group or "", []) if k.works_of(s)]
    noun = absent.group or ""
    if not peers and absent.category and absent.category in k.categories:
        peers = [s for s in k.of_category.get(absent.category, []) if k.works_of(s)]
        noun = str(k.categories[absent.category]["plural"])
    if not peers and beside:
        peers = [s for s in beside if k.works_of(s)]
        categories = {k.entities[s].get("category") for s in peers}
        category = next(iter(categories)) if len(categories) == 1 else None
        noun = str(k.categories[category]["plural"]) if category in k.categories else "skills"
    top = sorted(peers, key=lambda s: (-len(k.works_of(s)), s))[:3]
    lead = f"The graph lists no {absent.label} work."
    if top:
        used = ", ".join(f"{k.entities[s]['label']} ({len(k.works_of(s))} {works_word(len(k.works_of(s)))})"
                         for s in top)
        lead += " " + k.owner_info.say(f"The {noun} {{they}} {{does}} use: {used}.")
    pool = sorted({w for s in top for w in k.works_of(s)}, key=k.work_order) if top else \
        sorted((i for i in k.of_tier.get(1, []) if not k.whole_of(i)), key=k.work_order)
    key = [w for w in pool if k.entities[w].get("tier") == 1]
    shown = key or pool
    if top:
        text = f"{lead} {'Key work' if key else 'Work'} with them: {names(shown, k)}."
    else:
        text = f"{lead} " + k.owner_info.say(f"{{Their}} key work: {names(shown, k)}.")
    query = sparql.works_using_any(top, k, key_only=bool(key)) if top else sparql.tier(1, k)
    sources = [_none_using(absent, k), *(graph_source(s, k, "works that use it") for s in top)]
    return Route("pivot", "pivot", text, sources, rows=shown, sparql=query, intent="pivot",
                 extra={"absent": absent.label, "category": absent.category, "group": absent.group,
                        "neighbours": top})


def _none_using(absent: Absent, k: Knowledge) -> dict[str, Any]:
    """The pivot's first source: the query that finds no work using the absent technology."""
    return {"kind": "graph", "id": "", "label": f"No work uses {absent.label}", "url": "",
            "sparql": sparql.no_work_using(absent.label, k)}


def comparison(a: str, b: str, k: Knowledge, asked: list[str] | None = None, of_owner: bool = False) -> Route:
    """COMPARE(e1, e2): their facts side by side, with the facts the question asks for by their names first
    ("which is bigger": their areas). `of_owner`: the question asks how the owner stands to them ("QGIS vs
    AutoCAD: what does Ari use each one for"), which their descriptions say after what each is."""
    kind = k.kind_of(a)
    measured = _asked_facts(a, b, asked or [], k) + _asked_sentences(a, b, asked or [], k)
    if kind == "Work":
        shared = sorted(set(k.related(a, "uses")) & set(k.related(b, "uses")), key=lambda s: k.name(s))
        clients = {w: k.related(w, "forOrganisation") for w in (a, b)}
        same_client = clients[a] if clients[a] and clients[a] == clients[b] else []

        def facts(w: str) -> str:
            e = k.entities[w]
            years = sorted({m[:4] for m in e["months"]})
            span = f"{years[0]}–{years[-1]}" if len(years) > 1 else (years[0] if years else "undated")
            # what sets it apart: the skills the other does not use, those its description names first (the
            # author's own words say which matter: "a Python and Flask service"), then the most used
            described = str(e.get("description") or "").lower()
            own = [s for _, objs in stack_groups(w, k) for s in objs if s not in shared]
            skills = [k.name(s) for s in sorted(own, key=lambda s: (k.name(s).lower() not in described,
                                                                    -len(k.works_of(s))))][:4]
            tier = {1: "key work", 2: "project", 3: "side work"}.get(e.get("tier") or 3, "work")
            # (a work whose every listed skill the other uses too is said to use them in "Both use ...")
            using = f" using {', '.join(skills)}" if skills else ""
            client = f" for {names(clients[w], k)}," if clients[w] and not same_client else ""
            said = f"{k.name(w)} is {_a(_type_label(w, k))} ({tier}, {span}){client}{using}".rstrip(",")
            # what sets each apart in the author's words: the one line the work is summed up in, what it is,
            # and what came of it ("raster tiles" and "vector tiles", "six hours" and "20 minutes")
            told = [_sentence(k.tagline(w)), _first_sentence(str(e.get("description") or "")),
                    _outcome(w, k)]
            return " ".join([f"{said}.", *(t for t in told if t)])
        both = f" Both use {names(shared, k, 6)}." if shared else " They share no listed skill."
        if same_client:
            both += f" Both were for {names(same_client, k)}."
        text = f"{measured}{_between(a, b, k)}{facts(a)} {facts(b)}{both}"
        query = (f"{sparql.prefixes(k)}SELECT DISTINCT ?skill WHERE {{\n"
                 f"  id:{a} cj:uses ?skill .\n  id:{b} cj:uses ?skill .\n}}\nORDER BY ?skill")
        return Route("comparison", "graph", text, [graph_source(a, k, "facts"), graph_source(b, k, "facts")],
                      rows=shared, sparql=query, results=[a, b], extra={"compared": [a, b]})
    wa, wb = k.works_of(a), k.works_of(b)
    both_ids = sorted(set(wa) & set(wb), key=k.work_order)
    if k.kind_of(a) == k.kind_of(b):
        # "what's the difference between Levenshtein and Damerau-Levenshtein", "compare Kestrel Maps and
        # Tidewater Systems": two things of one kind differ first in what they are, which the graph's
        # descriptions say (then where the works use each)
        defined = [f"{k.name(i)}: {_defining(str(k.entities[i].get('description') or ''), of_owner, k)}"
                   for i in (a, b) if k.entities[i].get("description")]
        measured += " ".join(defined) + (" " if defined else "")
    def graded(i: str) -> str:
        # a categorical fact says how each is held ("QGIS, proficiency daily"): what "which does she use more"
        # asks, beside the count of works
        facts = k.entities[i].get("facts", {})
        said = [f"{k.predicates[p].get('label') or p} {', '.join(map(str, facts[p]))}" for p in sorted(facts)
                if p in k.predicates and k.value_words(p)]
        return f" ({'; '.join(said)})" if said else ""

    text = (measured + f"{k.name(a)}{graded(a)}: {len(wa)} {works_word(len(wa))} ({names(wa, k, 3)}). "
            f"{k.name(b)}{graded(b)}: {len(wb)} {works_word(len(wb))} ({names(wb, k, 3)}). "
            + (f"Both appear in {names(both_ids, k)}." if both_ids else "No work has both."))
    return Route("comparison", "graph", text, [graph_source(a, k, "works"), graph_source(b, k, "works")],
                  rows=both_ids, sparql=sparql.works_with_all([a, b], k), results=[a, b, *both_ids],
                  extra={"compared": [a, b]})


def _between(a: str, b: str, k: Knowledge) -> str:
    """"PathSnap, succeeds: Breadcrumb. " when the author states how the two compared works stand to each other
    (either way round, by the most specific property: "succeeds", not the "related to" it implies), or
    nothing: the first thing a comparison of a work and the one it replaced should say."""
    said = []
    for subject, other in ((a, b), (b, a)):
        entity = k.entities[subject]
        stated = [p for p, objects in sorted(entity["relations"].items())
                  if other in objects and other not in entity.get("inferred", {}).get(p, ())]
        parents = {parent for p in stated for parent in k.predicates.get(p, {}).get("parents", ())}
        said += [_relation_said(subject, p, [other], k)[1] for p in stated if p not in parents and p in k.predicates]
    return " ".join(said) + " " if said else ""


def _outcome(work: str, k: Knowledge) -> str:
    """"Outcome: <the first sentence of the work's outcome>", or "" for a work the graph gives none."""
    outcome = " ".join(str(o) for o in k.entities[work].get("facts", {}).get("outcome", []))
    label = str(k.predicates.get("outcome", {}).get("label") or "outcome")
    return f"{label[:1].upper()}{label[1:]}: {_first_sentence(outcome)}" if outcome else ""


def _sentence(text: str) -> str:
    """The text ending in a full stop ("" stays ""): a tagline is written as a title, without one."""
    text = " ".join(text.split())
    return text if not text or text[-1] in ".!?" else f"{text}."


def _a(noun: str) -> str:
    """The noun with its indefinite article: "an exhibition", "a garden" (by its first letter, which serves the
    kinds' labels; "an hour" or "a user" would need a pronouncing table)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def _first_sentence(text: str) -> str:
    """The first sentence of a description ("A nightly map-matching job for the GPS pings ..."), ending in its
    full stop: what a work is, in the author's words. A stop the next word does not start with a capital after
    ends no sentence ("dates written as c. 1750")."""
    text = " ".join(text.split())
    for n, ch in enumerate(text):
        ends = n + 1 == len(text) or (text[n + 1] == " " and text[n + 2:n + 3].isupper())
        if ch in ".!?" and ends and not text[max(0, n - 3):n].lower().endswith(("e.g", "i.e", "etc", " vs")):
            return text[:n + 1]
    return text


def _defining(description: str, of_owner: bool, k: Knowledge) -> str:
    """What a description says a thing is (its first sentence), and, `of_owner`, each later sentence that
    speaks of the owner ("Ari has used it since their bachelor's for site analysis..."): how the owner uses a
    tool is what a question comparing two of them for the owner asks, and a general definition does not say."""
    first = _first_sentence(description)
    if not of_owner:
        return first
    rest = " ".join(description.split())[len(first):].strip()
    own = k.owner_words | k.owner_pronouns
    said = [s for s in sentences(rest) if own & set(words(s))] if rest else []
    return " ".join([first, *said])


def _asked_facts(a: str, b: str, asked: list[str], k: Knowledge) -> str:
    """"X, area (hectares): 212; Y, area (hectares): 38. " for the facts both have whose names the question
    uses, or nothing."""
    wanted = set(asked)
    common = [p for p in sorted(set(k.entities[a].get("facts", {})) & set(k.entities[b].get("facts", {})))
              if p in k.predicates and p not in NOT_ANSWERS and p not in RESOURCES and wanted & k.predicate_words(p)]
    parts = [f"{k.entities[e]['label']}, {k.predicates[p].get('label') or p}: "
             f"{_join([str(v) for v in k.entities[e]['facts'][p]])}" for p in common for e in (a, b)]
    return "; ".join(parts) + ". " if parts else ""


def _asked_sentences(a: str, b: str, asked: list[str], k: Knowledge) -> str:
    """"X: <its sentence>. Y: <its sentence>. " when the question asks something of each that no fact names and
    each one's article says in a sentence ("compare the rain gardens at Humlebakken with the ones at Claddagh
    Quay: what storm does each hold": "The yard holds a 30-millimetre storm", "sized to take a 25-millimetre
    storm"), or nothing: a comparison says what was asked of both, or of neither. A sentence says it when it
    holds half of what is asked (by idf) or its rarest word."""
    own: set[str] = set()
    for side in (a, b):
        slug = k.article_of(side)
        own |= k.identity_terms(slug) if slug in k.articles else set(k.name_terms(side))
    rest = [t for t in dict.fromkeys(asked) if t not in _COMPARING and t not in own and k.bm25.df.get(t)]
    if not rest:
        return ""
    idf = {t: k.bm25.idf(t) for t in rest}
    rarest = max(rest, key=lambda t: (idf[t], t))
    said = []
    for side in (a, b):
        slug = k.article_of(side)
        if slug not in k.articles:
            return ""
        said_there = [sentence for i in k.article_passages.get(slug or "", [])
                      for sentence in sentences(k.passages[i]["text"])]
        scored = []
        for n, sentence in enumerate(said_there):
            present = set(terms(sentence))
            weight = sum(idf[t] for t in present if t in idf)
            if weight >= HALF_OF * sum(idf.values()) or rarest in present:
                scored.append((weight, -n, sentence))
        if not scored:
            return ""
        said.append(f"{k.name(side)}: {max(scored)[2]}")
    return " ".join(said) + " "


_COMPARING = frozenset(stem(w) for w in (*rules.COMPARE_WORDS, *rules.NUMBER_WORDS, "each", "both", "either"))
"""Words that say two things are compared, or how many: "which one" asks nothing of either."""
HALF_OF = 0.5
"""The share of what is asked (by idf) that each side's sentence must say for a comparison to quote it."""


def count(ids: list[str], k: Knowledge, only: str | None = None) -> Route:
    rows = k.works_of(ids[0])
    for other in ids[1:]:
        rows = [w for w in rows if w in set(k.works_of(other))]
    query = sparql.works_of(ids[0], k, only) if len(ids) == 1 else sparql.works_with_all(ids, k, only)
    rows = _narrow(rows, only, k)
    label = " and ".join(k.name(i) for i in ids)
    verb = _VERBS.get(k.kind_of(ids[0]), "involve")
    verb = _singular(verb) if len(rows) == 1 else verb
    text = f"{len(rows)} {_noun(only, len(rows), k)} in the graph {verb} {label}" + (
        f": {names(rows, k)}." if rows else ".")
    return Route("count", "graph", text, [graph_source(i, k, "works") for i in ids], rows=rows, sparql=query,
                  results=[*ids, *rows])


def closest_first(rows: list[str], hits: list[ArticleHit] | None, k: Knowledge) -> tuple[list[str], str]:
    """Rows reordered for a question that says more than the names it links ("the thing that guessed when
    the bridges in Rotterdam would lift"): the rows whose articles the wiki search found, best first, then
    the rest in key-work order. Returns the rows and how the answer should say they are ordered."""
    if not hits:
        return rows, "Key work first"
    rank = {k.articles[h.slug].get("entity"): n for n, h in enumerate(hits)}
    found = sorted((r for r in rows if r in rank), key=lambda r: rank[r])
    if not found or found[0] == rows[0]:
        return rows, "Key work first"
    return found + [r for r in rows if r not in rank], "Closest to the question first"


def work_in_period(period: Period, ids: list[str], k: Knowledge, role: str | None = None,
                   only: str | None = None, hits: list[ArticleHit] | None = None, doing: bool = False) -> Route:
    """WORK_IN_PERIOD: works with activity inside the period, narrowed by whatever else the question names.

    For "during his time at X" the period is the role's own span and, as the paper says (section 5.6),
    work attached to the role counts whatever its dates; the SPARQL shown includes that branch.
    """
    held_role = role is not None and k.kind_of(role) == "Role"  # else the organisation of the owner's roles
    role_ids = [] if role is None else ([role] if held_role else k.roles_at(role))
    rows = [w for w in k.of_type.get("Work", []) if any(period.contains(m) for m in k.entities[w]["months"])]
    rows += [w for r in role_ids for w in k.related(r, "roleWork")]
    rows = [w for w in rows if not k.whole_of(w)]  # a part of a work is not a work of its own (section 5.3)
    filters = [i for i in ids if i != role and k.kind_of(i) not in ("Work", "Component")]
    for f in filters:
        allowed = set(k.works_of(f))
        rows = [w for w in rows if w in allowed]
    rows = k.sort_works(rows)
    query = sparql.works_in_period(period.start, period.end, k, role_ids, also=filters, only=only)
    rows = _narrow(rows, only, k)
    rows, order = closest_first(rows, hits, k)
    # (the organisation a role was at says nothing the role does not: "works from his time as research engineer at
    # Hoshino Lab", not "works with Hoshino Lab from ...")
    said = [f for f in filters if role is None or f not in k.related(role, "roleAt")]
    about = f" with {' and '.join(k.name(f) for f in said)}" if said else ""
    when = period.describe()
    if role is not None:  # a role, or the organisation of the owner's roles: the owner's time there
        there = _held([role], k) if held_role else f"{k.name(role)} ({when})"
        when = k.owner_info.say(f"{{their}} time {'as' if held_role else 'at'} {there}")
    noun = _noun(only, len(rows), k)
    if rows:
        dated = f"had activity in {when}" if role is None else f"date{'s' if len(rows) == 1 else ''} from {when}"
        text = f"{len(rows)} {noun}{about} {dated}. {order}: {names(rows, k)}."
    else:
        text = f"The graph lists no {_noun(only, 2, k) if only else 'work'}{about} " + (
            f"with activity in {when}." if role is None else f"from {when}.")
    held = roles_overlapping(period, k) if doing and role is None and not filters else []
    if held:  # "what was she doing in 2020": where she was, then what she made (or that the graph lists none)
        text = k.owner_info.say(f"In {when} {{they}} {{was}} {_held(held, k)}. ") + text
    return Route("work_in_period", "graph", text, [{"kind": "graph", "id": "", "label": (
        f"Works active in {when}" if role is None else f"Works from {when}"),
                                                     "url": "timeline/"}], rows=rows, sparql=query)


def _active(entity_id: str, k: Knowledge) -> tuple[str, str] | None:
    """The first and the last month an entity was active in (a work's months, a role's dates; "" for a role
    begun and not ended, which is held now), or None when the graph dates it not."""
    e = k.entities[entity_id]
    months = e.get("months") or []
    first = str(e.get("start") or "")[:7] or (months[0] if months else "")
    last = str(e.get("end") or "")[:7] or (months[-1] if months else "")
    return (first, max(last, first) if last else "") if first else None


def _said_of(entity_id: str, said: frozenset[str], k: Knowledge) -> str | None:
    """The entity's short fact value the question says whole ("full time" of a role whose employment type is
    "full-time"), or None."""
    for values in k.entities[entity_id].get("facts", {}).values():
        for value in values:
            found = words(str(value))
            if 0 < len(found) <= ORDER_VALUE_WORDS and not any(w.isdigit() for w in found) and set(found) <= said:
                return str(value)
    return None


ORDER_TIED = 3
"""At most this many entities that share the first (or the last) month are named as the earliest (or most
recent)."""
ORDER_VALUE_WORDS = 2
"""The longest fact value (in words) that narrows an ordered list when the question says it ("his first full-time
job"): a longer literal is a description, whose words a question shares by chance."""


def in_order(route: Route, end: str, kind: str, said: tuple[str, ...], k: Knowledge) -> Route:
    """A list answer led by the one of the kind asked at the end of it in time the question asks for
    (intents.order_asked: "his first Swift project", "her latest paper"): the earliest begun, or the latest
    active, with its dates (all that share that month, at most ORDER_TIED); the list follows as it was. Of the
    kind, those whose short fact value the question says ("his first full-time job") are the ones ordered, when
    any is. A list with fewer than two dated entities of the kind is left as it is: it has no order in time to
    say."""
    dated = {r: span for r in dict.fromkeys(route.rows or []) if k.is_a(r, kind) and (span := _active(r, k))}
    if len(dated) < 2:
        return route
    told = {r: value for r in dated if (value := _said_of(r, frozenset(said), k))}
    dated = {r: span for r, span in dated.items() if r in told} or dated
    # the end asked: the first month begun, or the last month active (a role held now is active now); all that
    # share it are named, since none of them is earlier or later than the others
    key = {r: span[0] if end == "first" else (span[1] or "9999") for r, span in dated.items()}
    best = min(key.values()) if end == "first" else max(key.values())
    tied = sorted((r for r in dated if key[r] == best), key=lambda r: (dated[r], r))[:ORDER_TIED]
    pick = tied[0]

    def when(r: str) -> str:
        begun, ended = (_month_name(m + "-01") if m else "now" for m in dated[r])
        return begun if begun == ended else f"{begun} to {ended}"
    which = "Earliest" if end == "first" else "Most recent"
    which += f" {told[pick]}" if pick in told else ""  # "Earliest full-time: ...": what narrowed it, said
    said_tied = " and ".join(f"{k.name(r)} ({when(r)})" for r in tied)
    text = f"{which}: {said_tied}. {route.text or ''}".strip()
    shown = route.results if route.results is not None else route.rows or []
    return replace(route, text=text, primary=pick, results=[*tied, *(r for r in shown if r not in tied)])


def roles_overlapping(period: Period, k: Knowledge) -> list[str]:
    """The roles whose dates overlap the period, earliest first."""
    return sorted((r for r in k.of_type.get("Role", []) if (e := k.entities[r]).get("start")
                   and e["start"][:7] <= period.end and (e.get("end") or "9999")[:7] >= period.start),
                  key=lambda r: (k.entities[r]["start"], r))


def _held(roles: list[str], k: Knowledge) -> str:
    return "; ".join(f"{k.facts(r, 'jobTitle') or k.name(r)} at {names(k.related(r, 'roleAt'), k)} ({_span(r, k)})"
                     if k.related(r, "roleAt") else f"{k.name(r)} ({_span(r, k)})" for r in roles)


def roles_in_period(period: Period, k: Knowledge) -> Route:
    """"Where was he working in mid 2020": the roles whose dates overlap the period, earliest first."""
    rows = roles_overlapping(period, k)
    when = period.describe()
    if rows:
        text = k.owner_info.say(f"Roles {{they}} held in {when}: {_held(rows, k)}.")
    else:
        text = k.owner_info.say(f"The graph lists no role of {{theirs}} in {when}.")
    source = {"kind": "graph", "id": "", "label": f"Roles in {when}", "url": "timeline/"}
    return Route("roles_in_period", "graph", text, [source], rows=rows,
                 sparql=sparql.roles_in_period(period.start, period.end, k),
                 primary=rows[0] if len(rows) == 1 else None)


def tier_list(tier: int, k: Knowledge) -> Route:
    """Key work (tier 1) in the author's own order, or side work (tier 3), most recent first."""
    rows = k.sort_works(i for i in k.of_tier.get(tier, []) if not k.whole_of(i))
    if tier == 1:
        text = k.owner_info.say(f"{{Their}} key work, {len(rows)} {works_word(len(rows))} in {{their}} own order: "
                                f"{names(rows, k, 6)}.") if rows else "The graph marks no work as key work."
        return Route("class_list", "graph", text, [{"kind": "graph", "id": "", "label": "Key work",
                                                     "url": "key-work/"}], rows=rows, sparql=sparql.tier(1, k))
    text = f"{len(rows)} side {works_word(len(rows))}, most recent first: {names(rows, k)}." if rows else \
        "The graph marks no work as side work."
    return Route("class_list", "graph", text, [], rows=rows, sparql=sparql.tier(tier, k))


def class_list(cls: str, k: Knowledge, within: str | None = None) -> Route:
    """CLASS_LIST (Algorithm 4): the instances of a kind (a class or a skill category), or, `within` an entity,
    the instances connected with it ("the clients of Wren Software"). An empty kind is said plainly."""
    kind = k.kinds.by_id.get(cls)
    plural = kind.plural if kind else cls
    if within and (cls in k.categories or cls == "Skill"):
        return _skills_within(cls, within, k)
    if cls in k.categories:
        rows = sorted(k.of_category.get(cls, []), key=lambda s: (-len(k.works_of(s)), s))
        if not rows:
            return Route("class_list", "graph", f"The graph lists no {plural}.", [], rows=[],
                         sparql=sparql.skills_in_category(cls, k))
        noun = plural if len(rows) != 1 or kind is None else kind.label
        text = k.owner_info.say(f"{{They}} use{{s}} {len(rows)} {noun}. Most used first: ") + ", ".join(
            f"{k.name(s)} ({len(k.works_of(s))})" for s in rows[:6]) + ("." if len(rows) <= 6 else ", and more.")
        return Route("class_list", "graph", text, [], rows=rows, sparql=sparql.skills_in_category(cls, k))
    rows = [i for i in k.of_type.get(cls, []) if i != k.owner and (cls == "Component" or not k.whole_of(i))]
    if within:
        # connected with it or with what is inside it (Knowledge.scope): "her position in Canada" is the role in
        # Vancouver, which is in British Columbia, which is in Canada
        near = connected_within(within, k)
        rows = [r for r in rows if r in near]
    is_works = bool(rows) and all("Work" in k.entities[r]["types"] for r in rows)
    rows = k.sort_works(rows) if is_works else sorted(rows, key=lambda r: (k.entities[r].get("start") or "", r))
    query = sparql.instances_connected(cls, within, k) if within else sparql.instances_of(cls, k)
    where = f" connected with {k.name(within)}" if within else ""
    listed = {"listed": cls}  # what a count of these counts (coverage: people are never all in the graph)
    if not rows and within:
        # none is linked with it, but its own description may name some ("Tobias took part at the Rotterdam site"):
        # the graph says so in words, and "the graph lists none" would contradict it
        description = str(k.entities[within].get("description") or "")
        said = [i for i in k.of_type.get(cls, []) if i != k.owner and mentions(description, i, k)]
        if said:
            label = kind.label if kind and len(said) == 1 else plural
            return Route("class_list", "graph", f"{len(said)} {label} named in the description of {k.name(within)}: "
                         f"{names(said, k, 8)}. {description}", [graph_source(within, k, "description")],
                         rows=said, results=[within, *said], extra=listed)
    if not rows:
        return Route("class_list", "graph", f"The graph lists no {plural}{where}.", [], rows=[], sparql=query,
                     results=[within] if within else [], extra=listed)
    label = kind.label if kind and len(rows) == 1 else plural
    roles = {r: k.roles_at(r) for r in rows if k.kind_of(r) == "Organisation"}
    if any(roles.values()):
        shown = "; ".join(f"{k.name(r)} ({', '.join(_span(x, k) for x in roles[r])})" if roles[r] else k.name(r)
                          for r in rows[:8]) + (f"; and {len(rows) - 8} more" if len(rows) > 8 else "")
        text = f"{len(rows)} {label}{where} in the graph: {shown}."
    else:
        text = f"{len(rows)} {label}{where} in the graph: {names(rows, k, rules.LISTED)}."
    held = [r for org in rows for r in roles.get(org, [])]  # the roles at them, after them in the results
    return Route("class_list", "graph", text, [], rows=rows, sparql=query,
                 results=[within, *rows, *held] if within and within != k.owner else [*rows, *held] if held else None,
                 extra=listed)


def described(entity_id: str, k: Knowledge) -> str:
    """"Name: tagline. Description.": what the graph says an entity is, led by the name the question never
    said (a work it describes in its own words)."""
    e = k.entities[entity_id]
    tagline = k.tagline(entity_id)
    description = str(e.get("description") or "")
    said = f"{tagline.rstrip('.')}. {description}" if tagline and description else tagline or description
    return f"{e['label']}: {said}" if said else f"{e['label']}."


def described_rows(listed: Route, held: list[str], k: Knowledge) -> Route:
    """A kind's list narrowed to the instances the question describes (routes._described_rows): "Of the 152
    projects in the graph, these 4 say so: ..."; one alone is said as what it is (described): "Forty years of
    catalogue, one graph: How the Miradouro Museum's records became a public collection explorer. A talk..."."""
    kind = k.kinds.by_id.get(str(listed.extra.get("listed", "")))
    plural = kind.plural if kind else "of them"
    # what their own words say, not a count of the kind: another may do it without its description saying so
    of = f"Of the {len(listed.rows or [])} {plural} in the graph"
    text = described(held[0], k) if len(held) == 1 else f"{of}, these {len(held)} say so: {names(held, k, 6)}."
    # no query: the kind's query returns every instance, and words chose among them, which SPARQL does not say
    return Route("class_list", "graph", text, [graph_source(i, k, "description") for i in held[:6]], rows=held,
                 results=held, primary=held[0] if len(held) == 1 else None, extra={**listed.extra, "by_words": True})


def connected_within(entity_id: str, k: Knowledge) -> frozenset[str]:
    """The entities connected with an entity or with anything inside it (Knowledge.scope), itself aside; the
    rows sparql.instances_connected returns."""
    found = frozenset().union(*(k.linked(member) for member in k.scope(entity_id)))
    return found - {entity_id}


def _skills_within(category: str, within: str, k: Knowledge) -> Route:
    """The skills of a category connected with an entity: linked with it, or used by the works connected with
    it ("what languages did he use at Tidewater": Tidewater is linked with no language, its works are), most
    used there first. An organisation or a place is seldom linked with a skill itself, so that none is linked
    says nothing of what was used there."""
    kind = k.kinds.by_id.get(category)
    plural = kind.plural if kind else category
    # the works of a work are its neighbours, whose skills are theirs: a work's own are those linked with it
    works = [] if k.kind_of(within) in ("Work", "Component") else [w for w in k.works_of(within) if w != within]
    used = skills_used(works, category, k)
    near = k.linked(within)
    members = k.of_type.get("Skill", []) if category == "Skill" else k.of_category.get(category, [])
    rows = sorted((s for s in members if s in near or s in used), key=lambda s: (-used.get(s, 0), s))
    query = sparql.skills_within(category, within, k)
    name = k.name(within)
    if not rows:
        nor = ", nor used by its works" if works else ""
        return Route("class_list", "graph", f"The graph lists no {plural} connected with {name}{nor}.", [], rows=[],
                     sparql=query, results=[within])
    noun = plural if len(rows) != 1 or kind is None else kind.label
    if not works:
        return Route("class_list", "graph", f"{len(rows)} {noun} connected with {name} in the graph: "
                     f"{names(rows, k, 8)}.", [], rows=rows, sparql=query, results=[within, *rows])
    text = f"{len(rows)} {noun} used by the {len(works)} {works_word(len(works))} connected with {name}, or linked " \
           "with it. Most used there first: " + ", ".join(f"{k.name(s)} ({used.get(s, 0)})" for s in rows[:6]) \
           + ("." if len(rows) <= 6 else ", and more.")
    return Route("class_list", "graph", text, [], rows=rows, sparql=query, results=[within, *rows])


def skills_used(works: list[str], category: str, k: Knowledge) -> dict[str, int]:
    """Skill -> how many of the works use it, for the skills of a category (every skill for "Skill")."""
    used: dict[str, int] = {}
    for w in works:
        for skill in k.entities[w]["relations"].get("uses", []):
            if skill in k.entities and (category == "Skill" or k.entities[skill].get("category") == category):
                used[skill] = used.get(skill, 0) + 1
    return used


def skills_of_kind(category: str, kind: str, works: list[str], k: Knowledge, by_words: bool = False) -> Route:
    """The skills of a category that works of one kind use, most used among them first: "which languages did he
    use for his games" asks of the games, not of every work ("He uses 20 programming languages" answers
    another question). `works` are the kind's works, or those of them the question describes (`by_words`:
    chosen by words, the answer is strong, not exact)."""
    category_kind = k.kinds.by_id.get(category)
    plural = category_kind.plural if category_kind else category
    work_kind = k.kinds.by_id.get(kind)
    used = skills_used(works, category, k)
    rows = sorted(used, key=lambda s: (-used[s], s))
    if len(works) == 1:
        of = k.name(works[0])
    else:
        kinds = work_kind.plural if work_kind else works_word(len(works))
        of = k.owner_info.say(f"{{their}} {len(works)} {kinds}") if not by_words else \
            f"{names(works, k, 4)}"
    query = sparql.skills_of_kind(category, works, k)
    extra = {"by_words": True} if by_words else {}
    if not rows:
        return Route("class_list", "graph", f"The graph lists no {plural} used by {of}.", [], rows=[], sparql=query,
                     results=works, extra=extra)
    noun = plural if len(rows) != 1 or category_kind is None else category_kind.label
    text = f"{len(rows)} {noun} used by {of}" + (", most used first: " if len(works) > 1 else ": ") + ", ".join(
        f"{k.name(s)} ({used[s]})" if len(works) > 1 else k.name(s) for s in rows[:8]) + \
        ("." if len(rows) <= 8 else f", and {len(rows) - 8} more.")
    return Route("class_list", "graph", text, [graph_source(w, k, "facts") for w in works[:6]], rows=rows,
                 sparql=query, results=[*works, *rows] if len(works) <= 3 else rows, extra=extra)


def class_lists(classes: list[str], k: Knowledge) -> Route:
    """CLASS_LIST of several kinds of work the question names together ("exhibitions or installations"): each
    kind's list in turn, as one answer whose rows are all of them."""
    parts = [class_list(c, k) for c in classes]
    rows = list(dict.fromkeys(r for part in parts for r in part.rows or []))
    text = " ".join(part.text or "" for part in parts)
    return Route("class_list", "graph", text, [], rows=rows, sparql=sparql.instances_of_any(classes, k),
                 results=rows or None)


def authored(answer: dict[str, Any], k: Knowledge, by_topic: float | None = None) -> Route:
    """An authored answer, with what it cites; `by_topic` is the share of the question it covers when it was
    chosen for its topic (authored_topic) rather than for one of its questions."""
    # the owner's own article, else the owner's page: never a path the site may not have
    url = next((a["url"] for _, a in sorted(k.articles.items()) if k.owner and a.get("entity") == k.owner),
               f"id/{k.owner}/" if k.owner in k.entities else None)
    sources = [{"kind": "authored", "id": answer["id"], "label": k.owner_info.say("In {their} own words"), "url": url}]
    sources += [graph_source(s, k, "facts") for s in answer["sources"] if s in k.entities]
    cited = [s for s in answer["sources"] if s in k.entities and s != k.owner]
    works = k.sort_works(s for s in cited if "Work" in k.entities[s]["types"])  # key work first (P4)
    return Route("authored" if by_topic is None else "authored_topic", "authored", answer["text"], sources,
                 rows=works + [s for s in cited if s not in works], support=by_topic or 0.0,
                 extra={"answer_id": answer["id"], "kind": answer["kind"]})


def resource_answer(entity_id: str, kind: str, k: Knowledge) -> Route:
    """"open X" and "X source": the address the graph holds for that action, or an honest "none"."""
    from generator.engine.resources import resources_for

    task = "navigate" if kind == "navigate" else "source"
    wanted = {"navigate": ("live", "page"), "source": ("source",)}[task]
    found = [r for r in resources_for(entity_id, task, k) if r["role"] in wanted]
    name = k.name(entity_id)
    if found:
        what = {"live": "is live at", "page": "has a page at", "source": "has its source code at"}[found[0]["role"]]
        text = f"{name} {what} {found[0]['url']}."
    elif task == "navigate":
        text = f"The graph holds no live address for {name}; its page here describes it."
    else:
        text = f"The graph holds no public repository for {name}; its page here describes it."
    return Route("resources", "graph", text, [graph_source(entity_id, k, "addresses")], primary=entity_id,
                  results=[entity_id, *k.works_of(entity_id)[:RESULT_NEIGHBOURS]],
                  extra={} if found else {"absent": True})


RESULT_NEIGHBOURS = 5


def definition(entity_id: str, k: Knowledge, asked: list[str] | None = None) -> Route:
    """What the entity is, from one authority: its article's opening, or its graph description when it has no
    article or when the description says what the question asks and the opening does not ("what does
    Tidewater sell")."""
    lead = _article_lead(entity_id, k)
    e = k.entities[entity_id]
    described = set(terms(e.get("description") or ""))
    if lead is not None and asked and not set(asked) & set(terms(k.passages[lead]["text"])) \
            and set(asked) & described:
        lead = None
    if lead is not None:
        return Route("definition", "wiki", k.passages[lead]["text"], [passage_source(lead, k)], primary=entity_id)
    text = e.get("description") or f"{e['label']} is {_a(_type_label(entity_id, k))} in the graph."
    return Route("definition", "graph", text, [graph_source(entity_id, k, "description")], primary=entity_id)


def general_definition(term: dict[str, Any], named: list[str]) -> Route:
    """The general sense of a term, from its public source. The results are only what the question named
    (the portfolio's own theme of that name): works that merely share the term's words are not what
    "what is X" asked for, and the term's own source is cited."""
    return Route("general_definition", "definition", term["definition"],
                  [{"kind": "definition", "id": term["id"], "label": term["source_title"], "url": term["source_url"]}],
                  results=list(named))


def _best_passage_in(articles: list[str], query: list[str], k: Knowledge, why: bool = False,
                     asked: frozenset[str] = frozenset(), said: frozenset[str] = frozenset()) -> int | None:
    """The passage of the articles BM25 on the query ranks first (one giving a reason counting more for a
    "why" question, and a heading that says a word asked counting that word's idf once more: "how is a peat
    dam built" reads "How they are built"); the first article's lead when none holds a word of the query."""
    indices = [i for a in articles for i in k.article_passages.get(a, [])]
    if not indices:
        return None
    scores = bm25_scores_in(k, query, articles)
    rarest = max((k.bm25.idf(t) for t in query), default=0.0)

    def score(i: int) -> float:
        text = k.passages[i]["text"].lower()
        heading = k.passages[i]["heading"] or ""
        # a section headed "Why ..." that says a word of the question is the author's own reason: for a
        # why-question, as if it said the question's rarest word once more ("why did she start her own studio":
        # "Why a studio of my own", not "Why it is still maintained")
        because = why and heading.lower().startswith("why ") and bool(set(terms(heading)) & said)
        reason = why and (any(marker in text for marker in rules.WHY_MARKERS) or because)
        headed = sum(k.bm25.idf(t) for t in set(terms(heading)) & asked) + (rarest if because else 0.0)
        return (scores.get(i, 0.0) + headed) * (rules.WHY_BOOST if reason else 1.0)

    scored = [(score(i), -i) for i in indices]
    best = max(scored)
    return -best[1] if best[0] > 0 else indices[0]


def explanation(ids: list[str], q: Question, hits: list[ArticleHit], k: Knowledge,
                meant: list[tuple[str, float]] | None = None) -> Route:
    """The best passage: inside the named entity's article when something is named, else the top hit, with
    the meaning list beside it as TOP_PASSAGE has it ("how did the Kansai journey planner account for long
    underground walks" names no work: words and meaning agreeing on one is what names it)."""
    for entity_id in what_is_asked(ids, k):
        articles = _articles_about([entity_id], q, k)
        if articles:
            # The other names in the question are what the passage must be about ("Quire ... Neo4j").
            others = [t for i in ids if i != entity_id for t in terms(k.entities[i]["label"])]
            cue = [t for t in terms(q.cue) if t not in ("work", "how", "explain")]
            # the visitor's own word for the entity says which of its passages ("why did she start her own
            # practice": the studio's section that says "practice")
            named = set(k.name_terms(entity_id))
            cue += [t for link in q.linking.links if link.id == entity_id for t in terms(link.text) if t not in named]
            # nothing asked besides the entity ("explain BM25", "explain a CRDT in plain terms"): its article's lead,
            # which says what it is, not the passage that repeats its name most ("At the Hoshino Lab I wrote
            # 'when BM25 is enough'")
            query = cue + others
            best = leaving_passage(articles, q, k)
            if best is None:
                best = facet_passage(articles, q, k)
            if best is None:
                # a heading is matched by the question's own words, not by the other names it links
                best = _best_passage_in(articles, query, k, why="why" in q.words, asked=frozenset(cue),
                                        said=frozenset(terms(q.text)))
            if best is not None:
                return Route("explanation", "wiki", k.passages[best]["text"], [passage_source(best, k)],
                              primary=entity_id, support=1.0)
    if ids:
        return definition(ids[0], k)
    return (top_passage(q, hits, k, meant) if hits else None) or Route("empty", "none", None)


def people(entity_id: str, q: Question, k: Knowledge) -> Route | None:
    """"Who composed the music for Lantern", "his supervisor in Kyoto": the people the graph connects with
    the entity named, the one whose description best matches the rest of the question first (its words
    weighted by idf; ties by id). The answer is that person's description; None when nobody is connected."""
    rows = k.people_of(entity_id)
    if not rows:
        return None
    named = set(k.name_terms(entity_id))
    query = [t for t in dict.fromkeys(terms(q.cue)) if t not in named and t not in k.owner_stems]

    def match(person: str) -> float:
        said = set(terms(k.entities[person].get("description") or ""))
        return sum(k.bm25.idf(t) for t in query if t in said)

    ranked = sorted(rows, key=lambda p: (-match(p), p))
    best = ranked[0]
    text = str(k.entities[best].get("description") or k.name(best))
    if len(ranked) > 1:
        text += f" Also connected with {k.name(entity_id)} in the graph: {names(ranked[1:], k)}."
    return Route("people", "graph", text, [graph_source(best, k, "description"), graph_source(entity_id, k, "people")],
                 rows=rows, sparql=sparql.people_of(entity_id, k), primary=best, results=ranked)


def person_described(specific: list[str], k: Knowledge) -> Route | None:
    """"Who chairs the housing co-op whose courtyards Ari redesigned", "who modelled the tides for the channel
    reconnection in Canada": the one person (never the owner) whose names and description say what a who-question
    asks when it names nobody and nothing the people route could start from. Chosen for the question's words, so
    strong, not exact: the person whose description holds at least PERSON_COVERAGE of the question's specific
    words (by idf), two of them at least (a name alone, "who founded OpenStreetMap", says only that the person
    worked with it), and PERSON_MARGIN more than anyone else's. None otherwise."""
    if len(specific) < 2:
        return None
    scored = sorted(((share(specific, k.described_terms(p), k), p) for p in k.of_type.get("Person", [])
                     if p != k.owner), key=lambda sp: (-sp[0], sp[1]))
    if not scored:
        return None
    best_share, best = scored[0]
    runner_up = scored[1][0] if len(scored) > 1 else 0.0
    described = k.described_terms(best)
    held = [t for t in specific if t in described]
    if best_share < PERSON_COVERAGE or best_share - runner_up < PERSON_MARGIN or len(held) < 2:
        return None
    text = str(k.entities[best].get("description") or k.name(best))
    query = (f"{sparql.prefixes(k)}SELECT ?person ?description WHERE {{\n  VALUES ?person {{ id:{best} }}\n"
             f"  ?person cj:description ?description .\n}}")
    return Route("person_described", "graph", text, [graph_source(best, k, "description")], rows=[best],
                 sparql=query, primary=best, results=[best], extra={"by_words": True})


PERSON_COVERAGE = 0.6
"""The share of a who-question's specific words (by idf) a person's names and description must hold to answer it."""
PERSON_MARGIN = 0.3
"""How much more of them the person must hold than anyone else: two people the words fit alike are no answer."""

_PREPOSITIONS = ("in", "with", "on", "at", "for", "of", "to", "by", "from")


def stack_groups(work: str, k: Knowledge) -> list[tuple[str, list[str]]]:
    """A work's skills grouped by how it uses them: (the predicate's label, skills), for every subproperty of
    cj:uses the ontology declares (in label order), then the skills it only "uses"."""
    subs = sorted((p for p, d in k.predicates.items() if "uses" in d.get("parents", [])),
                  key=lambda p: (str(k.predicates[p].get("label") or p), p))
    groups: list[tuple[str, list[str]]] = []
    seen: set[str] = set()
    for predicate in subs:
        objs = sorted((o for o in k.related(work, predicate) if o not in seen), key=k.name)
        if objs:
            groups.append((str(k.predicates[predicate].get("label") or predicate), objs))
            seen.update(objs)
    rest = sorted((o for o in k.related(work, "uses") if o not in seen), key=k.name)
    if rest:
        groups.append((str(k.predicates.get("uses", {}).get("label") or "uses"), rest))
    return groups


def stack(entity_id: str, k: Knowledge) -> Route:
    """A work's technology, grouped by the ontology's own words for how it is used ("written in", "built with")."""
    parts = []
    for label, objs in stack_groups(entity_id, k):
        joiner = " " if label.split()[-1] in _PREPOSITIONS or label == "uses" else ": "
        parts.append(f"{label}{joiner}{names(objs, k, 16)}")
    rows = sorted(k.related(entity_id, "uses"))
    text = f"{k.name(entity_id)}: " + "; ".join(parts) + "." if parts else \
        f"The graph lists no technology for {k.name(entity_id)}."
    return Route("stack", "graph", text, [graph_source(entity_id, k, "technology")], rows=rows,
                 sparql=sparql.skills_of(entity_id, k), primary=entity_id, results=[entity_id, *rows])


def works_with_all(ids: list[str], k: Knowledge, only: str | None = None) -> Route:
    rows = k.works_of(ids[0])
    for other in ids[1:]:
        allowed = set(k.works_of(other))
        rows = [w for w in rows if w in allowed]
    rows, query = _narrow(rows, only, k), sparql.works_with_all(ids, k, only)
    label = " and ".join(k.name(i) for i in ids)
    listed = names(rows, k, rules.LISTED)
    text = (f"{len(rows)} {_noun(only, len(rows), k)} with {label}. Key work first: {listed}." if rows
            else f"The graph lists no {_noun(only, 2, k) if only else 'work'} with both {label}.")
    return Route("works_with_all", "graph", text, [graph_source(i, k, "works") for i in ids], rows=rows,
                  sparql=query)


def concept_with_works(entity_id: str, k: Knowledge, only: str | None = None) -> Route:
    rows, query = _narrow(k.works_of(entity_id), only, k), sparql.works_of(entity_id, k, only)
    lead = _article_lead(entity_id, k)
    verb = "uses" if len(rows) == 1 else "use"
    listed = names(rows, k, rules.LISTED)
    intro = f"{len(rows)} {_noun(only, len(rows), k)} in the graph {verb} {k.name(entity_id)}: {listed}."
    sources = [graph_source(entity_id, k, "works")]
    if lead is not None:
        sources.append(passage_source(lead, k))
        intro = f"{k.passages[lead]['text']} {intro}"
    return Route("concept_with_works", "graph", intro, sources, rows=rows, sparql=query, primary=entity_id,
                  results=[entity_id, *rows])


_VERBS = {"Skill": "use", "Theme": "fall under", "Organisation": "were done for or at", "Role": "were done as",
          "Person": "involve", "Place": "were made in", "Concept": "use"}


def _singular(verb: str) -> str:
    first, _, rest = verb.partition(" ")
    first = {"were": "was", "fall": "falls", "use": "uses", "involve": "involves"}.get(first, first)
    return f"{first} {rest}".strip()


def entity_answer(entity_id: str, kind: str, k: Knowledge, only: str | None = None,
                  hits: list[ArticleHit] | None = None, kind_asked: bool = False) -> Route:
    """The entity's prewritten graph question (works for a skill, a theme, a role...), or its overview; of a
    work, when the kind of work `only` is what the question asks for (`kind_asked`: "which talks were about
    Kerbside"), the works of that kind connected with it."""
    coarse = k.kind_of(entity_id)
    if coarse in ("Organisation", "Role") and not only:
        return roles_answer(entity_id, k)
    if coarse in _VERBS:
        rows, query = _narrow(k.works_of(entity_id), only, k), sparql.works_of(entity_id, k, only)
        rows, order = closest_first(rows, hits, k)
        if rows:
            verb = _VERBS[coarse] if len(rows) > 1 else _singular(_VERBS[coarse])
            text = (f"{len(rows)} {_noun(only, len(rows), k)} in the graph {verb} {k.name(entity_id)}. "
                    f"{order}: {names(rows, k, rules.LISTED)}.")
            # A question that says more than a place or a theme asks for one of its works: that work leads
            closest = order != "Key work first" and coarse in ("Place", "Theme")
            return Route("graph_question", "graph", text, [graph_source(entity_id, k, "works")], rows=rows,
                         sparql=query, primary=rows[0] if closest else entity_id,
                         results=[*rows, entity_id] if closest else [entity_id, *rows],
                         extra={"works_of_kind": coarse})  # no answer to a "what" that asks something else
    if only and kind_asked and coarse in ("Work", "Component") and not k.is_a(entity_id, only):
        # "which talks were about Kerbside": the works of the kind asked that the graph connects with the work
        # (a talk that describes it, a paper on it), not what the work itself is
        rows = k.sort_works(r for r in connected_within(entity_id, k) if k.is_a(r, only))
        if rows:
            text = (f"{len(rows)} {_noun(only, len(rows), k)} in the graph {'is' if len(rows) == 1 else 'are'} "
                    f"connected with {k.name(entity_id)}: {names(rows, k, rules.LISTED)}.")
            return Route("graph_question", "graph", text, [graph_source(r, k, "description") for r in rows[:6]],
                         rows=rows, sparql=sparql.instances_connected(only, entity_id, k), primary=entity_id,
                         results=[*rows, entity_id])
    return definition(entity_id, k)


def _span(role: str, k: Knowledge) -> str:
    e = k.entities[role]
    start, end = e.get("start"), e.get("end")
    def month(d: str | None) -> str:
        return _month_name(d) if d else "now"
    return f"{month(start)} to {month(end)}" if start else "undated"


_MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December"]


def _month_name(date: str) -> str:
    return f"{_MONTH_NAMES[int(date[5:7]) - 1]} {date[:4]}"


def roles_answer(entity_id: str, k: Knowledge, lead: str = "") -> Route:
    """An organisation or a role: the roles he held there, with their dates, then the work done in them.
    `lead` introduces it when it answers a question about another ("Before Tidewater Systems")."""
    if k.kind_of(entity_id) == "Role":
        roles = [entity_id]
        where = k.related(entity_id, "roleAt")
    else:
        roles = k.roles_at(entity_id)
        where = [entity_id]
    rows = k.works_of(entity_id)
    held = "; ".join(f"{k.facts(r, 'jobTitle') or k.name(r)} ({_span(r, k)})" for r in roles)
    place = k.name(where[0]) if where else k.name(entity_id)
    # where the organisation is, when its own statements name one place: "before Lisbon he worked at Hoshino
    # Lab in Kyoto" answers where he lived as well as where he worked
    located = sorted({o for ids in k.entities[where[0]]["relations"].values() for o in ids
                      if o in k.entities and k.kind_of(o) == "Place"}) if where and where[0] in k.entities else []
    if len(located) == 1:
        place = f"{place} in {k.name(located[0])}"
    text = f"At {place}: {held}." if held else str(k.entities[entity_id].get("description") or k.name(entity_id))
    if lead:
        text = k.owner_info.say(f"{lead}, {{they}} worked at {place}: {held}.") if held else f"{lead}: {text}"
    if rows and held:
        text += f" {len(rows)} {works_word(len(rows))} from that time; key work first: {names(rows, k, rules.LISTED)}."
    elif rows:
        # an organisation the owner held no role at (a client) has no time of the owner's there: what was done
        # for it is the works the graph connects with it, said first, then what it is
        text = (f"{len(rows)} {works_word(len(rows))} connected with {k.name(entity_id)}; key work first: "
                f"{names(rows, k, rules.LISTED)}. {text}")
    return Route("roles", "graph", text, [graph_source(entity_id, k, "roles and works")], rows=rows,
                  sparql=sparql.works_of(entity_id, k), primary=entity_id, results=[entity_id, *roles, *rows])


def top_passage(q: Question, hits: list[ArticleHit], k: Knowledge, meant: list[tuple[str, float]] | None = None
                ) -> Route | None:
    """The best passage of the best article: W's first (BM25), or, when W is empty, the meaning list's.

    Confidence stays the route's (paper, section 6): the lexical support decides, and meaning adds only when
    the two lists agree (agreement()): the answer is then strong and names the work. An article only meaning
    found is a closest match at most, read from the passage the question's words and meaning rank first
    together (RRF). Measured on the held-out suites, letting meaning reorder W's articles lost answers words
    had right, and choosing the passage of an agreed article by both rankings changed none: meaning reorders
    the results (planner, fusion), not the article or passage words chose."""
    by_meaning = [a for a in dict.fromkeys(k.entities[e].get("article") for e, _ in meant or ()) if a in k.articles]
    order = [h.slug for h in hits]
    if not order and not by_meaning:
        return None  # the entities meaning found have no article to read a passage from
    slug = order[0] if order else by_meaning[0]
    hit = hits[0] if hits else None
    article = k.articles[slug]
    agree = agreement(q, slug, order, list(meant or ()), k)
    # an article only meaning found: its passage nearest the question by both rankings
    # words chose the article; the rest of the question chooses its section (sections.py): what it says
    # besides the article's own names ("the bog" of "what do the students do in the bog field week", in the
    # course's article)
    described = agree and k.kind_of(article["entity"]) in rules.DESCRIBED_KINDS
    best = _fused_passage(q, slug, k) if hit is None \
        else facet_passage([slug], q, k) or answering_passage(slug, specific_terms(q, k), q, k) or hit.passage
    chosen = best
    if hit is not None and "explain" in asks(q):
        best = _explaining_section(q, slug, best, k)
    text = _with_heading(best, q, k)
    if hit is None:
        return Route("top_passage", "wiki", text, [passage_source(best, k)], support=0.0, extra={"by_meaning": True})
    text, sources = _what_it_is_first(text, best, q, k)
    # One query word found in one article is no evidence that the article answers the question
    # ("where is he based" and property-based testing): support only counts with two words or more.
    support = hit.support if len(set(terms(q.text))) >= 2 else 0.0
    if agree:
        # words and meaning put the same article at their head: told what to look at twice over. A question
        # that describes a work without its name is answered by the work: the passage is said to be its
        support = max(support, rules.STRONG_SUPPORT)
        about = article.get("entity")
        # by its full name: "Humlebakken School" in the passage is the school, not its rain gardens
        if about in k.entities and k.entities[about]["label"].lower() not in text.lower():
            text = f"{k.entities[about]['label']}: {text}"
    extra: dict[str, Any] = {}
    if best != chosen:
        extra["section_agrees"] = k.passages[best]["heading"]  # the plan's trace says meaning chose it
    if agree:
        extra["meaning_agrees"] = slug
        # a work described in the visitor's own words (rules.DESCRIBED_KINDS): coverage and the unknown-word
        # rule read the question's words the site uses, not those it never could
        extra["described"] = described
    return Route("top_passage", "wiki", text, sources,
                 primary=article["entity"] if support >= rules.STRONG_SUPPORT else None, support=support,
                 extra=extra)


def described_work(q: Question, hits: list[ArticleHit], meant: list[tuple[str, float]], specific: list[str],
                   k: Knowledge, kind: str | None = None) -> Route | None:
    """The work with no article of its own that a question describes in words of its own ("the tool he made to strip
    gps coordinates out of photos": Exifless), when words and meaning agree on it: it is the meaning list's first
    entity, or second and tied with the first (as agreement() reads an article), near enough (rules.MEANING_FLOOR),
    and its names, tagline and description hold the share of the question's specific words (by idf) that Algorithm 4
    asks of an article to keep it in W (rules.DESCRIBED_COVERAGE): the work would have been among the articles words
    found, had it one. A work with an article is the wiki's to answer (top_passage); one without was out of reach of
    words, which search the articles. Its description answers, led by its name, which the question never said. Words
    and meaning agreeing on an article come first: "that project with solar e-ink signs at bus stops" is Kerbside's
    article, not the talk about it, which meaning ranks a little nearer. `kind`, the kind of work the question asks
    for ("which of his papers..."), is one the work must be."""
    if not meant or not specific:
        return None
    best = meant[0][1]
    # the article words put first yields to a work meaning puts clearly nearer only when the question asks
    # for a work of a kind ("which app read photos of Japanese receipts": Kakeibo, not KotobaLens' article);
    # "did the camera reading app help students" asks something of the work words found
    asked_for = kind is not None or names_kind_first(q, k)
    # (unless meaning puts the work clearly nearer, MEANING_CLEAR_GAP: "tell me about the e-ink board by his front
    # door" is Vane, at 0.70, not the hardware theme's article that words put first, at 0.38)
    if hits and any(k.entities[entity].get("article") == hits[0].slug and cosine >= rules.MEANING_FLOOR
                    and (best - cosine <= rules.MEANING_TIE
                         or (not asked_for and best - cosine < rules.MEANING_CLEAR_GAP))
                    for entity, cosine in meant[:2]):
        return None
    for entity, cosine in meant[:2]:
        e = k.entities[entity]
        if cosine < rules.MEANING_FLOOR or best - cosine > rules.MEANING_TIE or e.get("article") \
                or k.kind_of(entity) not in rules.DESCRIBED_KINDS or not e.get("description") \
                or (kind is not None and not k.is_a(entity, kind)):
            continue
        names = [e["label"], e.get("short_label") or "", *e.get("alt_labels", []), k.tagline(entity)]
        if share(specific, set(terms(" ".join([*names, e["description"]]))), k) < rules.DESCRIBED_COVERAGE:
            continue
        return Route("described_work", "graph", described(entity, k),
                     [graph_source(entity, k, "description")], primary=entity, results=[entity],
                     extra={"by_words": True})
    return None


FACT_OPERATIONS = frozenset({"who", "when", "where", "count", "measure"})
"""Operations whose answer is a fact checked in the passage's own words (coverage.problem): agreement, which
names the article's entity, could pass for one."""


def agreement(q: Question, slug: str, by_words: list[str], meant: list[tuple[str, float]], k: Knowledge) -> bool:
    """True when words and meaning agree on the article: W's first, and the meaning list's first entity, near
    enough to mean the same (cosine at least MEANING_FLOOR), is the article's entity, or its second, tied with the
    first (within MEANING_TIE). Any other entity first by meaning is a disagreement, not a gap to skip: "tram 28"
    nearest Porto; and an entity the work is connected with ("the Porto company behind the physiotherapy
    software" nearest Cobalt Health, whose work Veil words found) may be what is asked for rather than the work.

    Never for "what is X" when X is not of the owner ("what is the meaning of life"): a definition of
    something the site does not hold is no passage of it, however near its words and meaning come. "What's the
    app where you point your phone at Japanese text" is no definition: it asks which work of a kind it describes
    (coverage.names_kind_first)."""
    if q.text.startswith(rules.DEFINE_STARTS) and not q.about_owner and not asks_for_a_work(q, k):
        return False
    about = k.articles[slug].get("entity")
    if about == k.owner:
        return False  # the owner's own page speaks of everything the site holds: landing there says little
    if about in k.entities and k.kind_of(about) in rules.WEAK_ANCHORS and not q.about_owner:
        return False  # a city's or a company's page, and a question not about the owner's work there
    if asks(q) & FACT_OPERATIONS:
        return False  # who, when, where, how many: a fact the passage must give in its own words
    if not meant or not by_words:
        return False
    if slug != by_words[0]:
        return False
    # the article's entity first by meaning, or second and as near the question as the first: two cosines closer
    # than MEANING_TIE are one distance told apart by noise
    best = meant[0][1]
    near = next((cosine for entity, cosine in meant[:2] if k.entities[entity].get("article") == slug), None)
    return near is not None and near >= rules.MEANING_FLOOR and best - near <= rules.MEANING_TIE


def _explaining_section(q: Question, slug: str, best: int, k: Knowledge) -> int:
    """For a how- or a why-question whose passage is the article's lead, the section that BM25 on the rest of the
    question and the meaning list both rank first; the lead otherwise. The lead says what the work is and
    explains nothing asked (coverage._introduces declines it); when words and meaning agree on one section, as
    they agree on an article (agreement), that section tells the way or the reason: "how did ari work out where
    the stream used to wiggle before it was straightened" is told by the section on the old meanders in the
    LiDAR. (Measured on the held-out suites: choosing by either ranking alone answered as many wrong as right.)"""
    if k.passages[best]["heading"] or not k.meaning:
        return best
    sections = [i for i in k.article_passages[slug] if k.passages[i]["heading"]]
    rest = rest_of_question(slug, terms(q.text), q, k)
    scores = bm25_scores_in(k, rest, [slug]) if rest and sections else {}
    by_words = sorted((i for i in sections if scores.get(i)), key=lambda i: (-scores[i], i))
    by_meaning = k.meaning.passage_order(q.text, sections) if by_words else []
    return by_words[0] if by_meaning and by_meaning[0] == by_words[0] else best


def _fused_passage(q: Question, slug: str, k: Knowledge) -> int:
    """The article's passage that BM25 on the question and the meaning list rank first together (RRF)."""
    indices = k.article_passages[slug]
    scores = bm25_scores_in(k, terms(q.text), [slug])
    by_words = sorted((i for i in indices if scores.get(i)), key=lambda i: (-scores[i], i))
    by_meaning = k.meaning.passage_order(q.text, indices) if k.meaning else []
    fused: dict[int, float] = {}
    for weight, ranked in ((1.0, by_words), (rules.MEANING_PASSAGE_WEIGHT, by_meaning)):
        for rank, i in enumerate(ranked, start=1):
            fused[i] = fused.get(i, 0.0) + weight / (rules.RRF_K + rank)
    return min(fused, key=lambda i: (-fused[i], i)) if fused else indices[0]


# ------------------------------------------------------------------ answers to what the question asks of one entity



def fact_asked(ids: list[str], specific: list[str], k: Knowledge) -> Route | None:
    """A fact of a named entity that the question asks for by the ontology's word for it: "what licence is
    Tessellate under" reads cj:licence, labelled "licence" (or one of its skos:altLabel, "license"). The
    predicate with the most of the question's words in its names wins; None when none is asked for."""
    def answerable(entity_id: str, predicate: str, values: list[Any]) -> bool:
        return _answering_fact(predicate, values, k)

    best = _named_predicate(ids, "facts", specific, answerable, k) or _valued_predicate(ids, specific, answerable, k)
    if best is None:
        return None
    entity_id, predicate = best
    values = [str(v) for v in k.entities[entity_id]["facts"][predicate]]
    label = str(k.predicates[predicate].get("label") or predicate)
    counted = f" ({len(values)})" if len(values) > 1 else ""
    said = _join(values)
    # (a statement already ends its sentence: "outcome: ... the most common.")
    text = f"{k.entities[entity_id]['label']}, {label}{counted}: {said}{'' if said.endswith(('.', '!', '?')) else '.'}"
    return Route("fact", "graph", text, [graph_source(entity_id, k, label)], primary=entity_id,
                 results=[entity_id], extra={"predicate": predicate})


_ASKING_FOR = frozenset({*rules.DETERMINERS, "what", "which", "any", "many", "no", "some", "other"})


def works_fact(specific: list[str], said: tuple[str, ...], k: Knowledge) -> Route | None:
    """The owner's works that hold a fact the question names by the ontology's word for it, with its values
    ("what awards has she won": cj:award, labelled "award", altLabel "prize"), key work first; None when the
    question names no fact a work holds. For a question about the owner that names no entity: the owner holds
    no award, the works do."""
    wanted = set(specific)
    held = _works_by_fact(k)
    # the fact's whole name, said as what is asked: after a word that asks for a thing ("any awards", "what
    # licences", "an award"), not "has he ever run a marathon" (cj:runsOn) nor "people" of "people on the team"
    asked = {stem(w) for n, w in enumerate(said) if n and said[n - 1] in _ASKING_FOR}
    named = [(max((len(n) for n in k.predicate_names(p) if n and n <= wanted and n & asked), default=0), p)
             for p in sorted(held)]
    hits, predicate = max(named, key=lambda n: n[0], default=(0, ""))
    if not hits:
        return None
    rows = k.sort_works(w for w in held[predicate] if not k.whole_of(w))
    if not rows:
        return None
    label = str(k.predicates[predicate].get("label") or predicate)
    listed = "; ".join(f"{k.name(w)} ({_join([str(v) for v in k.entities[w]['facts'][predicate]])})"
                       for w in rows[:8])
    more = f"; and {len(rows) - 8} more" if len(rows) > 8 else ""
    text = f"{len(rows)} {works_word(len(rows))} in the graph with {_a(label)}: {listed}{more}."
    return Route("works_fact", "graph", text, [graph_source(w, k, label) for w in rows[:3]], rows=rows,
                 sparql=sparql.works_with_fact(predicate, k), extra={"predicate": predicate})


def _works_by_fact(k: Knowledge) -> dict[str, list[str]]:
    """Each fact a work holds that names a thing (an award, a licence) -> the works that hold it, in the
    graph's order of works. Read from the graph alone, so made once per knowledge, not once per question."""
    held: dict[str, list[str]] | None = k.derived_cache.get("works_by_fact")
    if held is None:
        held = k.derived_cache["works_by_fact"] = {}
        for work in k.of_type.get("Work", []):
            for predicate, values in k.entities[work].get("facts", {}).items():
                if predicate in k.predicates and _answering_fact(predicate, values, k) \
                        and _a_noun(str(k.predicates[predicate].get("label") or "")):
                    held.setdefault(predicate, []).append(work)
    return held


def _a_noun(label: str) -> bool:
    """True for a fact's label that names a thing a work has ("award", "team size"), not one that says what the
    work does ("runs on", "published in"): "the works with a ..." is said of the first only."""
    said = label.split()
    return bool(said) and said[-1] not in _PREPOSITIONS


def _answering_fact(predicate: str, values: list[Any], k: Knowledge) -> bool:
    """True for a fact that answers a question by its values: held, not a resource nor a field no answer reads,
    and no date (dates are answered by the dates route, which says which date is which)."""
    return bool(values) and predicate not in NOT_ANSWERS and predicate not in RESOURCES \
        and not any(t in str(k.predicates[predicate].get("range") or "") for t in ("date", "gYear"))


def _join(values: list[str]) -> str:
    """"A, B and C"; "A, Lisbon; B, Kyoto and C" when a value has a comma of its own, so that a list of
    names such as "Research engineer, Hoshino Lab" reads as a list."""
    if len(values) <= 1:
        return "".join(values)
    comma = "; " if any("," in v for v in values) else ", "
    return comma.join(values[:-1]) + " and " + values[-1]


def resource_by_role(entity_id: str, wanted: list[str], k: Knowledge) -> Route:
    """An address of the entity the question asks for by its word ("the slides", "its website"): the first
    resource the graph holds in the roles the word names, or an honest "none"."""
    resources = k.entities[entity_id].get("resources", [])
    found = next((r for role in wanted for r in resources if r["role"] == role), None)
    name = k.name(entity_id)
    if found:
        label = str(k.predicates.get(found["predicate"], {}).get("label") or found["role"])
        text = f"{name}, {label}: {found['url']}."
    else:
        text = f"The graph holds no such address for {name}; its page here describes it."
    return Route("resources", "graph", text, [graph_source(entity_id, k, "addresses")], primary=entity_id,
                 results=[entity_id, *k.works_of(entity_id)[:RESULT_NEIGHBOURS]],
                 extra={} if found else {"absent": True})


def _months_of(works: list[str], k: Knowledge) -> list[str]:
    return sorted(m[:7] for w in works for m in k.entities[w].get("months", []))


def dates_of(entity_id: str, k: Knowledge, ending: bool = False, release: bool = False) -> Route | None:
    """"When did she start at X", "when was Y built": the dates the graph holds for the entity named. A role
    has its span; an organisation, the roles held there; a place, the roles at organisations based there; a
    work, its start and end (or its first and last months of activity); anything else, the first and last
    activity of its works. None when the graph holds no date for it, or (`release`: "when did it open") no date
    of its going public."""
    kind = k.kind_of(entity_id)
    e = k.entities[entity_id]
    name = k.name(entity_id)
    say = k.owner_info.say
    source = [graph_source(entity_id, k, "dates")]
    if release:
        # "when did the park open": neither the start nor the end of the work, nor a role's; the article that
        # dates the opening answers, unless the graph holds the date it was published
        published = k.facts(entity_id, "published")
        return Route("dates", "graph", f"{name}: published {_day(published)}.", source, primary=entity_id,
                     results=[entity_id]) if published else None
    if kind in ("Role", "Organisation", "Place"):
        roles = [r for r in k.roles_of(entity_id) if k.entities[r].get("start")]
        if roles:
            held = "; ".join(f"{_role_title(r, k)} ({_span(r, k)})" for r in roles)
            lead = {"Role": f"{name}: ", "Organisation": say(f"{{Their}} time at {name}: "),
                    "Place": say(f"{{Their}} roles in {name}: ")}[kind]
            return Route("dates", "graph", f"{lead}{held}.", source, rows=roles, primary=entity_id,
                         results=[entity_id, *roles])
    if ending and kind in ("Work", "Component") and not e.get("end"):
        return None  # "when will it be finished": the graph has no end date; what the article says may
    dated = [(label, str(e[key])) for label, key in (("started", "start"), ("ended", "end")) if e.get(key)]
    published = k.facts(entity_id, "published")
    if published:
        dated.append(("published", published))
    if dated:
        text = f"{name}: " + "; ".join(f"{label} {_day(value)}" for label, value in dated) + "."
        return Route("dates", "graph", text, source, primary=entity_id, results=[entity_id])
    months = sorted(m[:7] for m in e.get("months", [])) if kind in ("Work", "Component") else \
        _months_of(k.works_of(entity_id), k)
    if not months:
        return None
    what = f"{name} was active" if kind in ("Work", "Component") else f"The works with {name} were active"
    span = _month_name(months[0]) if months[0] == months[-1] else \
        f"from {_month_name(months[0])} to {_month_name(months[-1])}"
    return Route("dates", "graph", f"{what} {span}.", source, primary=entity_id,
                 results=[entity_id] if kind in ("Work", "Component") else [entity_id, *k.works_of(entity_id)])


def _role_title(role: str, k: Knowledge) -> str:
    at = [o for o in k.related(role, "roleAt")]
    title = k.facts(role, "jobTitle") or k.name(role)
    return f"{title} at {names(at, k)}" if at and k.name(at[0]).lower() not in title.lower() else title


def _day(value: str) -> str:
    """"2021-06-01" as "June 2021" (the day adds nothing a visitor asked for), a year as itself."""
    return _month_name(value) if len(value) >= 7 and value[4] == "-" else value


def _context_articles(ids: list[str], specific: list[str], about: list[str], k: Knowledge) -> list[str]:
    """The articles of the works at a named place or organisation that say a word of the question which none
    of the named entities' own articles says: where a question about the owner may be about something of
    theirs there ("best time of year for salmon fishing on the Fraser" is about the river)."""
    said = set().union(*(k.article_all_terms.get(a, frozenset()) for a in about))
    missing = [t for t in specific if t not in said]
    if not missing:
        return []
    found = []
    for i in ids:
        if k.kind_of(i) in ("Organisation", "Place"):
            found += [a for w in k.works_of(i) if (a := k.article_of(w)) and a not in about
                      and any(t in k.article_all_terms.get(a, frozenset()) for t in missing)]
    return list(dict.fromkeys(found))


def what_is_asked(ids: list[str], k: Knowledge) -> list[str]:
    """The named entities a question asks about: a place or an organisation where a work it also names was made
    is where, not what ("how did she trace Copenhagen's buried streams for the exhibition" is the exhibition's)."""
    works = [i for i in ids if k.kind_of(i) in ("Work", "Component")]
    return [i for i in ids if not (k.kind_of(i) in ("Organisation", "Place")
                                   and any(w in k.works_of(i) for w in works))]


def _articles_about(ids: list[str], q: Question, k: Knowledge) -> list[str]:
    """The articles a question about the named entities may be answered from: each one's own, and for a
    question about the owner that names an organisation or a place, the articles of the owner's roles there
    ("why did he leave Kestrel Maps" is told in the role's article, not in the company's)."""
    found = []
    for i in what_is_asked(ids, k):
        found.append(k.article_of(i))
        if (q.about_owner or q.addressed) and k.kind_of(i) in ("Organisation", "Place"):
            found += [k.article_of(r) for r in k.roles_of(i)]
    return [a for a in dict.fromkeys(found) if a]


class _Standing(NamedTuple):
    """How a passage stands for focused_passage, compared field by field in this order."""

    speaks: bool  # it is about, or speaks of, each thing the question names (coverage.unspoken)
    enough: bool  # it holds enough of what is asked
    gives: int  # it can give what the question asks for (coverage.gives)
    told_when: int  # for a when-question, the question's words beside one of its years (coverage.dates_asked)
    largest: float  # for a how-many question, the largest number it gives of what is counted
    sectioned: bool  # a section, not the lead
    headed: bool  # its heading names something asked
    rest_score: float  # BM25 on the rest of the question, within its article
    cover: float  # the idf-weighted share of what is asked that it holds, with its article's own words
    score: float  # BM25 on what is asked, plus the words its heading names
    position: int  # earlier first


FOCUS_MIN_COVER = 0.5
"""The passage must hold at least half of what the question asks (its specific words, weighted by idf)."""


def focused_passage(ids: list[str], q: Question, specific: list[str], k: Knowledge) -> Route | None:
    """The passage of a named entity's article that is about what the question asks of it ("what went wrong
    with the inlets at Kløverbakken Park" reads the section on the inlets, not the article's lead): the
    passages of the linked entities' articles, ranked by BM25 on the question's specific words (headings
    count), the best kept if it holds enough of them."""
    units = measured_in(q)
    if not specific and not units and asks_facet(q) is None and not counted_in(q):
        return None
    about = _articles_about(ids, q, k)
    context = _context_articles(ids, specific, about, k) if q.about_owner or q.addressed else []
    articles = about + context
    candidates = [i for a in about for i in k.article_passages.get(a, [])]
    if not candidates and not context:
        return None
    # the other names the question links say which passage of an article is meant ("how did eDNA show salmon
    # using the Coho Slough": the slough's passage that speaks of eDNA)
    named = [t for i in ids for t in k.name_terms(i)] if len(ids) > 1 else []
    # the years and months the question says point at the passage that tells of them ("the August 2020 cloudburst")
    dated = [w for w in words(q.cue) if w.isdigit() or w in rules.MONTHS]
    asked = list(dict.fromkeys(specific + named + dated))
    # what says which article it is holds for each of its sections; the rest of the question says which
    # section (sections.py): "how does Saltmarsh make sure a marsh level can be solved" reads the section
    # on solvable marshes, though the one on generating levels says "marsh" and "level" as often
    # so do the words that frame the question (question.framing), where the article says them
    own = {a: k.identity_terms(a) | framed_terms(a, q, k) for a in articles}
    rest = {a: rest_of_question(a, asked, q, k) for a in articles}
    scores = bm25_scores_in(k, asked, articles)
    # ranked, as answering_passage ranks, by every word of the rest, the words the question asks with too
    # ("how does gridloom store the set of tiles a cell could still become": "Each cell keeps the set")
    question_terms = said_words(q)
    rest_scores = {i: v for a in articles
                   for i, v in bm25_scores_in(k, rest_of_question(a, question_terms, q, k), [a]).items()}
    why = "why" in q.words
    # a how- or a why-question asks what a section elaborates; the lead only introduces it ("how does Isoline
    # compute a drive-time zone quickly" is told by the section on stopping Dijkstra early)
    asking = asking_word(q.words)
    explains = asking in ("how", "why") and not set(q.words[q.words.index(asking) + 1:][:1]) & rules.HOW_MEASURES
    idf = {t: k.bm25.idf(t) for t in specific}
    total = sum(idf.values()) or 1.0

    counted = counted_in(q)
    asked_besides = [t for t in specific if t not in counted_stems(counted)]
    echoed = {stem(w) for w in q.cue_words if w not in STOP_WORDS and len(w) > 2 and w not in k.owner_words
              and w not in k.owner_pronouns}
    when_asked = when_stems(q, k) if "when" in asks(q) else frozenset()
    # (what a sentence must say beside a year to date what is asked, per article: coverage.dating_stems)
    dating_asked = {a: dating_stems(a, when_asked, k) for a in articles} if when_asked else {}

    def rank(i: int) -> _Standing:
        p = k.passages[i]
        article = k.passage_article[i]
        present = set(terms(f"{p['heading']} {p['text']}"))
        cover = sum(v for t, v in idf.items() if t in present) / total
        # a section holding the rest of the question has the article's own words too ("the rest" of
        # "how does Saltmarsh make sure a marsh level can be solved" is what the section must hold)
        inherited = sum(v for t, v in idf.items() if t in present or t in own[article]) / total
        holds_rest = any(t in present for t in rest[article])
        heading = sum(1 for t in terms(p["heading"] or "") if t in idf)
        heading_share = sum(idf[t] for t in set(terms(p["heading"] or "")) if t in idf) / total
        reason = why and any(marker in p["text"].lower() for marker in rules.WHY_MARKERS)
        # of the passages about what is asked, one that gives what the question asks for (a date for "when",
        # a number of what is counted for "how many") comes first: "how many storefronts does it serve" reads
        # "about 3,400 merchant storefronts", not the passage that speaks most of storefronts
        # a heading that says two of the question's own words besides the article's is the section asked
        # for, whatever they are ("What did the first two summers of rewetting show": "What two summers showed")
        echo = len(set(terms(p["heading"] or "")) & (echoed - own[article]))
        said = f"{p['heading']}. {p['text']}" if p["heading"] else p["text"]  # "Six farms and one stream"
        # a passage of the named entity's article that gives a measure in the units asked ("how far apart do
        # the dams need to be": "a dam every 30 to 50 metres") is about what is asked: how far is not a word
        # so is one that counts what the question counts, when it asks nothing else ("how many people worked at
        # Kestrel Maps when he joined": "around forty staff")
        measured = bool(units or (counted and not asked_besides)) and gives(said, q) == 2
        # and one whose sentence dates what a when-question speaks of, whatever its verb ("when did the tide first
        # flow back into the Coho Slough": "the tide came in for the first time in October 2020")
        dating = bool(when_asked) and dates_asked(said, dating_asked[article]) >= DATED_ENOUGH
        enough = cover >= FOCUS_MIN_COVER or (holds_rest and inherited >= FOCUS_MIN_COVER) or echo >= 2 or measured \
            or dating
        # a section whose heading names what is asked is about it; the lead names everything the work is
        largest = largest_count(said, counted) if counted else 0.0
        boost = rules.WHY_BOOST if reason else 1.0
        # of the passages that give a date for a when-question, the one whose sentence dates what is asked
        # (by the words that say which section, not which article: "when did the pupils plant the Humlebakken
        # rain gardens" is dated by "In April 2017, 410 pupils planted", not by the lead's longer sentence)
        told_when = dates_asked(said, when_asked - own[article]) if when_asked and enough else 0
        # with two names, the passage that answers speaks of both: "what bug did fuzzing find in Shingle" is told
        # in Shingle's article, where it says fuzzing, not in the article on fuzzing, which never says Shingle
        speaks = len(q.linking.ids) < 2 or not unspoken(said, k.articles[article].get("entity"), q, k)
        return _Standing(speaks, enough, gives(said, q) if enough else 0, told_when, largest,
                         explains and bool(p["heading"]) and (holds_rest or heading > 0),
                         heading_share >= HEADED_SHARE or echo >= 2,
                         rest_scores.get(i, 0.0) * boost, max(cover, inherited if holds_rest else 0.0),
                         scores.get(i, 0.0) * boost + heading, -i)

    best, enough, cover = -1, False, 0.0
    told = facet_passage(about, q, k)
    if told is not None:
        # "why did he never finish Gloamwood": the section that tells it stopped, whatever its words
        best, enough, cover = told, True, rank(told).cover
    elif candidates:
        best = max(candidates, key=rank)
        standing = rank(best)
        enough, cover = standing.enough, standing.cover
    if context and told is None:
        # a place or an organisation may be where the thing asked about is, not what is asked about: "what did
        # his Kyoto house sensors find behind the wardrobe" is told by the sensors' article, which says what
        # Kyoto's own article does not
        elsewhere = max((i for a in context for i in k.article_passages.get(a, [])), key=rank)
        there = rank(elsewhere)
        if there.enough and there.cover > (cover if enough else 0.0):
            best, enough, cover = elsewhere, True, there.cover
    if not enough:
        return None
    article = k.passage_article[best]
    entity = k.articles[article].get("entity")
    text = _with_heading(best, q, k)
    if when_asked:
        text = _dating_sentence(text, dating_asked[article]) or text
    text, sources = _what_it_is_first(text, best, q, k)
    if article in context and entity in k.entities:
        # the work is what the question asked after ("didn't he build something in Rotterdam that..."): its
        # name first, as the passage may not say it
        if k.entities[entity]["label"].lower() not in text.lower():
            text = f"{k.entities[entity]['label']}: {text}"
        return Route("focused_passage", "wiki", text, sources, primary=entity, support=cover,
                     results=[entity, *ids])
    return Route("focused_passage", "wiki", text, sources,
                 primary=entity if entity in ids else None, support=cover)


def _what_it_is_first(text: str, chosen: int, q: Question, k: Knowledge) -> tuple[str, list[dict[str, Any]]]:
    """(the answer's text, its sources) for a passage chosen in an article: led by the first sentence of the
    article's lead when the question asks for its entity as a whole by its kind (coverage.asks_what_it_is) and
    the passage is a section. "Tell me about the Copenhagen park with the lawn that floods on purpose" is
    answered by what the park is ("Kløverbakken Park is a 3.2-hectare neighbourhood park...") before the section
    its description found, which tells one thing of it."""
    article = k.passage_article[chosen]
    lead = k.article_passages[article][0]
    entity = str(k.articles[article].get("entity") or "")
    if lead == chosen or not asks_what_it_is(q, entity, k):
        return text, [passage_source(chosen, k)]
    return f"{_first_sentence(k.passages[lead]['text'])} {text}", [passage_source(chosen, k), passage_source(lead, k)]


def _dating_sentence(text: str, asked: frozenset[str]) -> str | None:
    """Of a passage answering a when-question, the one sentence that dates what is asked (DATED_ENOUGH of `asked`,
    coverage.dating_stems, beside a year), when it is not the whole passage: "when did the tide first flow back
    into the Coho Slough" is answered by "... and the tide came in for the first time in October 2020", not by the
    section's first sentences on the digging of 2019 that lead to it. None when no one sentence does."""
    said = sentences(text)
    dating = [sentence for sentence in said if dates_asked(sentence, asked) >= DATED_ENOUGH]
    return dating[0] if len(said) > 1 and len(dating) == 1 else None


def _with_heading(i: int, q: Question, k: Knowledge) -> str:
    """The passage's text, led by its heading when the heading gives what the question asks for better than
    the text does: "how many dams were built" is answered by the section "1,140 dams and a lot of bunds", whose
    text never says the number again (coverage.gives)."""
    p = k.passages[i]
    heading, text = str(p["heading"] or ""), str(p["text"])
    if heading and asks(q) & {"count", "when", "measure"} and gives(text, q) < gives(f"{heading}. {text}", q):
        return f"{heading}: {text}"
    counted = counted_in(q)
    if heading and counted and largest_count(heading, counted) > largest_count(text, counted):
        # "1,140 dams and a lot of bunds" counts them all; its text counts only the forty lost
        return f"{heading}: {text}"
    return text


STATEMENT_MIN_WORDS = 6
"""A fact's value of at least this many words is a statement ("At its peak it served 11 member cities"),
read by its words; a shorter one is a name or a value, read by the name of its fact."""


def statement_asked(ids: list[str], q: Question, specific: list[str], k: Knowledge) -> Route | None:
    """The statement the graph makes of a named entity (its description, its outcome) that gives what the
    question asks: "how many member cities did TransitPulse cover at its peak" reads its outcome, "At its
    peak it served predictions for 11 member cities". Chosen by the question's words (at least half of its
    specific words, by idf) and by what it gives (a number of what is counted, a date, a measure); None
    when the question asks no such operation or no statement gives it."""
    if "count" not in asks(q):
        return None
    # what is counted is checked by gives(); the rest of the question must be in the statement ("how many
    # levels did it ship out of those planned" is not answered by "a demo of the first four levels")
    counted = {stem(n) for n in count_nouns(q)}
    rest = [t for t in specific if t not in counted]
    idf = {t: k.bm25.idf(t) for t in rest}
    total = sum(idf.values()) or 1.0
    best: tuple[int, float, int, str, str, str] | None = None
    for entity_id in ids:
        e = k.entities[entity_id]
        # (not its description: what the entity is, which its article's lead says at more length)
        stated = [(predicate, str(v)) for predicate, values in sorted(e.get("facts", {}).items())
                  if predicate not in NOT_ANSWERS and predicate not in RESOURCES and predicate != "description"
                  for v in values]
        for predicate, value in stated:
            given = gives(value, q) if len(value.split()) >= STATEMENT_MIN_WORDS else 0
            if not given:
                continue
            present = set(terms(value))
            cover = sum(v for t, v in idf.items() if t in present) / total if rest else 1.0
            found = (given, cover, -len(value), entity_id, predicate, value)
            if cover >= FOCUS_MIN_COVER and (best is None or found[:3] > best[:3]):
                best = found
    if best is None:
        return None
    _, _, _, entity_id, predicate, value = best
    label = str(k.predicates.get(predicate, {}).get("label") or predicate)
    return Route("statement", "graph", f"{k.entities[entity_id]['label']}, {label}: {value}",
                 [graph_source(entity_id, k, label)], primary=entity_id, results=[entity_id],
                 extra={"predicate": predicate, "by_words": True})


def _named_predicate(subjects: list[str], field: str, asked: list[str],
                     answerable: Callable[[str, str, list[Any]], bool], k: Knowledge) -> tuple[str, str] | None:
    """(subject, predicate) of the fact or relation (`field`) that the question names by most of its words
    (the ontology's label and alternative labels of the predicate), among those `answerable` keeps; the first
    subject and the predicate first in name order on a tie; None when the question names none."""
    wanted = set(asked)
    best: tuple[int, str, str] | None = None
    for subject in subjects:
        for predicate, values in sorted(k.entities[subject].get(field, {}).items()):
            if predicate not in k.predicates or not answerable(subject, predicate, values):
                continue
            hits = len(k.predicate_words(predicate) & wanted)
            if hits and (best is None or hits > best[0]):
                best = (hits, subject, predicate)
    return (best[1], best[2]) if best else None


def _valued_predicate(subjects: list[str], asked: list[str],
                      answerable: Callable[[str, str, list[Any]], bool], k: Knowledge) -> tuple[str, str] | None:
    """(subject, predicate) of the fact the question names by one of the values it takes anywhere in the graph
    ("is Skerry still maintained" asks for cj:status, whose values are "maintained", "finished", "archived"...),
    or None. Only short values that are words count: a name or a sentence says nothing of its predicate."""
    wanted = set(asked)
    for subject in subjects:
        for predicate, values in sorted(k.entities[subject].get("facts", {}).items()):
            if predicate in k.predicates and answerable(subject, predicate, values) \
                    and k.value_words(predicate) & wanted:
                return subject, predicate
    return None


_NOT_ASKED_RELATIONS = frozenset({"category"})


def _relation_said(subject: str, predicate: str, rows: list[str], k: Knowledge, where: bool = False
                   ) -> tuple[str, str]:
    """(the relation's label, the answer that says it): "Waterlines, presented at Galleri Vesterbro.", "Tobias
    Wren, roles held (8): ..." (counted as a fact says it). Asked where, each thing that is not a place itself
    is named with the place it is in: "studied at Leithmoor University (Edinburgh)"."""
    label = str(k.predicates.get(predicate, {}).get("label") or predicate)
    counted = f" ({len(rows)})" if len(rows) > 1 else ""
    joiner = " " if label.split()[-1] in _PREPOSITIONS and not counted else ": "
    said = _placed(rows, k) if where else names(rows, k, 8)
    return label, f"{k.entities[subject]['label']}, {label}{counted}{joiner}{said}."


def _placed(rows: list[str], k: Knowledge) -> str:
    """The things named, each that is not a place with the places the graph says it is in: "Lisbon Data Meetup
    (Lisbon)". A "where" is answered by a place; a venue or a university is one only with its city."""
    def placed(row: str) -> str:
        places = [] if k.kind_of(row) == "Place" else k.place_of(row)
        return f"{k.name(row)} ({_join([k.name(p) for p in places])})" if places else k.name(row)
    return names(rows, k, 8, say=placed)


def located(subject: str, k: Knowledge) -> Route | None:
    """Where the one thing named is, was made or was shown, when the question names no relation: its relations
    that say where (Knowledge.where_predicates, read from the ontology), each thing named with its own place,
    then the first sentence of what the graph says the thing is, which often says where more closely ("a
    38-hectare tidal marsh on the outer edge of the Fraser delta"). None when the graph holds no such relation.

    It exists because "where did he give the zero results talk" was answered by the talk's description, which
    says what the talk was about and not where it was given: the thing asked about is no answer to where it is."""
    found = {p: rows for p in sorted(k.where_predicates)
             if (rows := sorted((o for o in k.related(subject, p) if o in k.entities and o != subject), key=k.name))}
    if not found:
        return None
    # a thing somewhere first ("presented at Lisbon Data Meetup (Lisbon)"), then the places not yet said
    ordered = sorted(found, key=lambda p: (all(k.kind_of(o) == "Place" for o in found[p]), p))
    said, named = [], set()
    for p in ordered:
        rows = [o for o in found[p] if o not in named]
        if rows:
            label = str(k.predicates.get(p, {}).get("label") or p)
            said.append(f"{label} {_placed(rows, k)}")
            named |= {*rows, *(place for o in rows for place in k.place_of(o))}
    text = f"{k.entities[subject]['label']}, {_join(said)}."
    first = _first_sentence(str(k.entities[subject].get("description") or ""))
    if first:
        text += " " + first
    rows = sorted({o for objs in found.values() for o in objs})
    values = " ".join(f"cj:{p}" for p in ordered)
    query = (f"{sparql.prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  VALUES ?p {{ {values} }}\n"
             f"  id:{subject} ?p ?entity .\n}}\nORDER BY ?entity")
    label = str(k.predicates.get(ordered[0], {}).get("label") or ordered[0])
    return Route("located", "graph", text, [graph_source(subject, k, label)], rows=rows, sparql=query,
                 primary=rows[0] if len(rows) == 1 else None, results=[subject, *rows],
                 extra={"predicate": ordered[0]})



HEAD_WORDS = 8
"""How many words of a description say what a thing is ("Autodesk's computer-aided drafting program, still...",
"A photogrammetry program that builds..."): the rest says what it does or where it was used."""


USED_KINDS = ("Skill", "Concept")
"""The kinds of thing "what <noun>" asks for among what a work is connected with: what it uses or draws on ("what
program", "what triple store", "what data"), not its theme, its roles or its people, which a passage names."""


def _named_as(entity_id: str, noun: str, k: Knowledge) -> bool:
    """True when the entity's names, or the head of its description (HEAD_WORDS), call it `noun` (a stem)."""
    e = k.entities[entity_id]
    head = " ".join(words(e.get("description") or "")[:HEAD_WORDS])
    return noun in terms(" ".join([e["label"], *e.get("alt_labels", []), head]))


def relation_described(subject: str, noun: str, k: Knowledge, rest: list[str] | None = None,
                       head: bool = False, several: bool = False) -> Route | None:
    """What a named entity is connected with, when the question names it by a word its name or its description
    uses rather than by the relation ("which gallery showed Waterlines": cj:presentedAt, to the one connected
    thing whose description says "gallery"). Of several such things, the one whose description says the most of
    the rest of the question (`rest`): "what program did Ari draw the Kløverbakken planting plan in" is AutoCAD,
    in which "Ari draws planting plans", not Rhino.

    With `head` ("what <noun>"), the thing must be a skill or a concept (USED_KINDS) that its names or the head of
    its description call so, and its description must say some of the rest of the question: "what plants did Ari
    choose" names no garden whose description mentions plants, "what jam was Fogbound made for" no theme, and
    "which bog is the control site for Cloonagh" is not its dipwell record, a "bog" record that says nothing of a
    control. A thing connected by two relations (Flutter: cj:builtWith and cj:uses) is then said by the first.
    None unless exactly one thing is left."""
    found = sorted({(predicate, o) for predicate, objects in k.entities[subject]["relations"].items()
                    if predicate not in _NOT_ASKED_RELATIONS for o in objects
                    if o in k.entities and o != k.owner
                    and (_named_as(o, noun, k) and k.kind_of(o) in USED_KINDS if head else noun in k.said_of(o))})
    if head:
        found = [pair for n, pair in enumerate(found) if all(other[1] != pair[1] for other in found[:n])]
    if several and len(found) > 1:
        return None  # each of them asked for ("which programs"): not the one the rest of the question favours
    if (len(found) > 1 or head) and rest:
        shared = {pair: len(set(rest) & k.said_of(pair[1])) for pair in found}
        most = max(shared.values(), default=0)
        if most:
            found = [pair for pair in found if shared[pair] == most]
        elif head:
            found = []
    if len(found) != 1:
        return None
    predicate, row = found[0]
    label, text = _relation_said(subject, predicate, [row], k)
    query = (f"{sparql.prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  id:{subject} cj:{predicate} ?entity .\n"
             f"  FILTER (?entity = id:{row})\n}}")
    return Route("relation", "graph", text, [graph_source(subject, k, label)], rows=[row], sparql=query,
                 primary=row, results=[subject, row], extra={"predicate": predicate, "described": noun})


def technology_described(work: str, rest: list[str], kinds: list[tuple[str, frozenset[str]]], k: Knowledge,
                          several: bool = False, named: frozenset[str] = frozenset()) -> Route | None:
    """The one thing a work uses that the rest of the question describes: "what did Ari use to set out the
    Tidemark posts" is RTK GNSS survey, which "Ari uses to set out channels, dams and plots"; "what front-end
    library did the Dispatch Board use" is React, "Meta's component library for user interfaces". `rest` is what
    the question says besides the work and the asking; `kinds` the kinds of technology it names, each a stem
    ("library") with the ids of the kinds it names: the thing must be of one or be called so.

    Of the work's technology (cj:uses and the properties under it) besides what the question `named` itself,
    those that hold every word of the rest in their names and description or in a sentence of the work's own text
    that names them; of these, when the question names another thing, one that holds it in its names ("Tesseract
    OCR" of "what OCR library did Kakeibo use", where the descriptions of OpenCV and PyTorch say OCR too), then
    the ones that hold it in both (Rhino's description says "set" too, but Tidemark's posts were "set out with RTK
    GNSS"); None unless exactly one is left. Asked for `several` ("which tools were used to set out Tidemark"),
    every thing that holds the rest, those holding it in both first, when they are not the whole stack. The answer
    then names the rest of the stack: the question's words chose among them, they did not rule out the others.

    It exists because the whole stack ("Tidemark: uses QGIS, RTK GNSS survey and Rhino") does not say which of
    them is asked for, and so was rightly no more than a closest match."""
    if not rest:
        return None
    slug = k.entities[work].get("article")
    told = [k.entities[work].get("description") or "", k.tagline(work),
            *(k.passages[i]["text"] for i in k.article_passages.get(slug or "", []))]
    said_in = [sentence for text in told for sentence in sentences(text)]
    held = []
    for row in sorted(k.related(work, "uses")):
        if row not in k.entities or row in named:
            continue
        thing = k.entities[row]
        own = k.said_of(row) | frozenset(terms(str(thing.get("category") or "")))
        if kinds and not any(word in own or {thing.get("category"), *thing.get("types", ())} & ids
                             for word, ids in kinds):
            continue
        beside = frozenset(t for sentence in said_in if mentions(sentence, row, k) for t in terms(sentence))
        if all(t in own or t in beside for t in rest):
            # (said of what another thing named is for, the rest is best said by the thing's own name: "Tesseract
            # OCR"; not otherwise: "what photogrammetry software" is Agisoft Metashape, not drone photogrammetry)
            called = bool(named) and all(t in k.name_terms(row) for t in rest)
            held.append(((called, all(t in own for t in rest), all(t in beside for t in rest)), row))
    if several:
        best = [row for _, row in sorted(held, key=lambda pair: (not pair[0][1], not pair[0][2], pair[1]))]
        if not best or len(best) == len(k.related(work, "uses")):
            return None
    else:
        best = [row for level, row in held if level == max(level for level, _ in held)]
        if len(best) != 1:
            return None
    said = " ".join(f"{k.name(row)}: {k.entities[row].get('description') or k.name(row)}" for row in best)
    text = f"{k.name(work)} uses {names(best, k, len(best))}. {said}" if len(best) > 1 \
        else f"{k.name(work)} uses {said}"
    # what else it uses, after what was asked: the question's words chose among them, they did not rule out the rest
    others = sorted((r for r in k.related(work, "uses") if r in k.entities and r not in best), key=k.name)
    if others:
        text += f" Its other technology: {names(others, k, 16)}."
    query = (f"{sparql.prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  id:{work} cj:uses ?entity .\n"
             f"  VALUES ?entity {{ {' '.join(f'id:{row}' for row in sorted(best))} }}\n}}\nORDER BY ?entity")
    return Route("stack_described", "graph", text,
                 [graph_source(work, k, "technology"), *(graph_source(row, k, "description") for row in best)],
                 rows=sorted(best), sparql=query, primary=best[0] if len(best) == 1 else None,
                 results=[work, *best], extra={"by_words": True, "of_work": work})


def relation_asked(subjects: list[str], asked: list[str], k: Knowledge, where: bool = False) -> Route | None:
    """What a named entity (or the owner) is connected with by the relation the question names with the
    ontology's word for it: "who is her mentor" reads cj:mentor, "who commissioned the park" cj:forOrganisation
    (skos:altLabel "commissioned"). The relation with the most of the question's words in its names wins; the
    owner is never among the answers."""
    def answerable(subject: str, predicate: str, objects: list[Any]) -> bool:
        return predicate not in _NOT_ASKED_RELATIONS and any(o in k.entities and o != k.owner for o in objects)

    best = _named_predicate(subjects, "relations", asked, answerable, k)
    if best is None:
        return None
    subject, predicate = best
    rows = sorted((o for o in k.related(subject, predicate) if o in k.entities and o != k.owner), key=k.name)
    label, text = _relation_said(subject, predicate, rows, k, where)
    query = (f"{sparql.prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  id:{subject} cj:{predicate} ?entity .\n"
             + (f"  FILTER (?entity != id:{k.owner})\n" if k.owner else "") + "}\nORDER BY ?entity")
    return Route("relation", "graph", text, [graph_source(subject, k, label)], rows=rows, sparql=query,
                 primary=rows[0] if len(rows) == 1 else None,
                 results=([subject] if subject != k.owner else []) + rows,
                 extra={"predicate": predicate, "subject": subject})
