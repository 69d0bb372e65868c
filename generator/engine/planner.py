"""PLAN(q) (paper, Algorithm 4): the first route that applies answers, and every plan says why.

A plan is plain data: what the question was understood to be (intent, task, operation, entity), the ranked
results, the answer with the sources it read, the resources to offer, a confidence, and a trace of which
rule fired and which route answered. Same question, knowledge and `today`: same plan, byte for byte.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from generator.engine import authored, compose, rules
from generator.engine.confidence import confidence
from generator.engine.dates import Period, find_period
from generator.engine.english_words import WORDS as ENGLISH
from generator.engine.fusion import fuse
from generator.engine.intents import general_term, intent, interpret, kind_spans
from generator.engine.knowledge import Knowledge
from generator.engine.linking import Linking, link
from generator.engine.pivot import detect_absent
from generator.engine.question import Question, generic_form, prepare, says
from generator.engine.resources import resources_for
from generator.engine.retrieval import ArticleHit, wiki_candidates
from generator.engine.route import Route
from generator.engine.spelling import correct
from generator.engine.text import STOP_WORDS, normalise, stem, terms, tokens, words

MAX_QUESTION = 300  # characters read; a longer paste is cut here so planning stays fast on any input
RESULTS = 10
SCORE_DIGITS = 6  # scores are rounded so CPython and Pyodide agree to the byte


_CONTRACTION = re.compile(r"\b(who|what|where|how|when|it|he|that|there)(?:'|\u2019)s\b", re.IGNORECASE)
_WHATS = re.compile(r"\b(what|who|where|how)s\b", re.IGNORECASE)


def clean(question: str) -> str:
    """The question as read: control characters dropped, spaces collapsed, at most MAX_QUESTION characters,
    and "who's" read as "who is" (the possessive "Waymark's" is left alone)."""
    text = "".join(ch if ch.isprintable() else " " for ch in question[: MAX_QUESTION * 4])
    text = " ".join(text.split())[:MAX_QUESTION]
    text = _CONTRACTION.sub(lambda m: f"{m.group(1)} is", text)
    return _WHATS.sub(lambda m: f"{m.group(1)} is", text)


MAX_CORRECTIONS = 6  # distinct unknown words looked at per question: past that, the text is not a typo


def spell(question: str, k: Knowledge) -> tuple[str, list[list[str]]]:
    """The question with unknown words replaced by their single closest known word, and the replacements."""
    fixes: list[list[str]] = []
    out = []
    last = 0
    looked: set[str] = set()
    for tok in tokens(question):
        word = tok.text
        if word in STOP_WORDS or word in k.rule_words:
            continue
        if (word in k.vocabulary and k.vocabulary[word] <= 2 and word not in k.label_words and word.isalpha()
                and word not in ENGLISH):
            # A rare word one letter off a name ("pyhton", quoted once in an article) is the name misspelt.
            near = correct(word, k.name_spelling, allow_known=True)
            if near:
                out.append(question[last:tok.start] + near)
                last = tok.end
                fixes.append([word, near])
                continue
        if word in k.vocabulary or not word.isalpha():
            continue
        if word in k.tech_words or (word not in looked and len(looked) >= MAX_CORRECTIONS):
            continue
        if stem(word) in k.known_stems:
            continue  # another form of a word the site uses ("streaming" beside "streams"): not a typo
        if word in ENGLISH:
            continue  # plain English the site never uses ("cooking", "jupiter"): not a typo of a word it does
        looked.add(word)
        if word not in k.spelling_cache:
            if len(k.spelling_cache) > 4096:
                k.spelling_cache.clear()
            k.spelling_cache[word] = correct(word, k.spelling)
        fix = k.spelling_cache[word]
        if fix:
            out.append(question[last:tok.start] + fix)
            last = tok.end
            fixes.append([word, fix])
    out.append(question[last:])
    return "".join(out), fixes


def plan(question: str, k: Knowledge, today: dt.date) -> dict[str, Any]:
    """PLAN(q): the plan for a question, as JSON-ready data."""
    asked = clean(question)
    trace: list[dict[str, Any]] = []
    text = asked
    short = k.short_questions.get(normalise(asked).strip("?!. "))
    if short:
        trace.append({"stage": "short", "detail": f"read as {short!r}"})
        text = short
    text, fixes = spell(text, k)
    if fixes:
        trace.append({"stage": "spelling", "detail": ", ".join(f"{a} -> {b}" for a, b in fixes)})
    linking = link(text, k)
    kind_names = kind_named(text, linking, k)
    if kind_names:
        # "games", "which games has she made": a theme named like a kind of work asks for that kind of work
        linking = linking.without(text, kind_names)
        trace.append({"stage": "link", "detail": "a kind of work, not the theme: unlinked " + ", ".join(kind_names)})
    foreign = foreign_words(linking.rest, k)
    # Weak anchors: a place or an organisation in a question that does not speak of the owner ("when did he
    # leave Tidewater" does) nor asks what the site says of the organisation ("what does Tidewater sell"); or a
    # name written in lower case as one everyday word when nothing else the question says is found in what
    # the site writes about it ("quince jam", "a python snake"; but "how does driftwood sync notes" stays
    # about Driftwood), or when the question is the visitor's own task ("how do i make quince jam").
    asked_terms = {t for w in foreign for t in terms(w)}
    _, about_him, _ = generic_form(text, k.owner_words, k.owner_pronouns)  # "can you recommend a hotel": no
    visitor_task = normalise(text).startswith(rules.VISITOR_TASK_STARTS) and not about_him  # "how do i make..."
    weak = {link.id for link in linking.links
            if (k.kind_of(link.id) in WEAK_ANCHORS and not about_him
                and not (k.kind_of(link.id) == "Organisation" and _said_about(link.id, k) & asked_terms))
            or (k.kind_of(link.id) not in WEAK_ANCHORS and " " not in link.text and link.text.islower()
                and link.text != k.name(link.id) and k.everyday(link.text)
                and (visitor_task or not _said_about(link.id, k) & asked_terms))}
    if (foreign or visitor_task) and weak:
        # "will it rain in Rotterdam": a place or an organisation alone does not make this about his work.
        linking = linking.without(text, weak)
        why = ", ".join(foreign) or "the visitor's own task"
        trace.append({"stage": "link", "detail": f"not about the owner's work ({why}): unlinked "
                      + ", ".join(sorted(weak))})
    q = prepare(text, linking, k, foreign)
    kind, rule_index = intent(q, k)
    trace.append({"stage": "link", "detail": ", ".join(linking.ids) or "nothing linked"})
    if linking.ambiguous:
        trace.append({"stage": "link", "detail": "ambiguous: " + "; ".join(
            f"{a.text} ({', '.join(a.options)})" for a in linking.ambiguous)})
    trace.append({"stage": "intent", "detail": f"{kind} (rule {rule_index + 1}: "
                                               f"{rules.INTENT_RULES[rule_index]['rule']})"})
    # "who won the world cup in 2022" names no period of the owner's; "where was he employed in mid 2020" does
    period = None if foreign and not about_him else find_period(text, today)
    hits = wiki_candidates(text, k)
    wiki_ids = [a for a in dict.fromkeys(k.articles[h.slug]["entity"] for h in hits) if a]
    graph_ids: list[str] = []
    for entity_id in linking.ids:
        graph_ids.extend(w for w in k.works_of(entity_id) if w not in graph_ids)
    fused = fuse({"linked": linking.ids, "graph": graph_ids, "wiki": wiki_ids}, kind, k)
    task, operation = interpret(kind, q, k)

    route = choose_route(q, kind, period, hits, k)
    trace.append({"stage": "route", "detail": route.name})
    kind = route.intent or kind
    if route.results is not None:
        ranked = [(r, 0.0) for r in dict.fromkeys(route.results)]
    elif route.rows is not None and route.answer_from in ("graph", "pivot", "authored"):
        ranked = [(r, 0.0) for r in route.rows]  # a graph answer's results are exactly its rows
    else:
        ranked = fused[:RESULTS]
    primary = route.primary or (linking.ids[0] if len(linking.ids) == 1 and not linking.ambiguous else None)
    level = confidence(ambiguous=bool(linking.ambiguous), answer_from=route.answer_from,
                       found=route.answer_from != "none", names_entity=bool(linking.ids), support=route.support,
                       by_topic=route.name == "authored_topic")
    unknown = [w for w in words(text) if w not in STOP_WORDS and w.isalpha() and len(w) > 2
               and w not in k.vocabulary and w not in k.tech_words]  # after spelling: a fixed typo is known
    if route.answer_from == "wiki" and level == "weak" and unknown:
        # Word overlap alone, and the visitor used words the site has never seen: this is not a near miss
        # of something the site holds, so say plainly that there is no answer (beyond the paper, 9.3).
        level = "none"
        trace.append({"stage": "abstain", "detail": "unknown words: " + ", ".join(unknown)})
    trace.append({"stage": "confidence", "detail": level})
    answer = {"text": route.text, "sources": route.sources} if route.text else None
    return {
        "question": asked,
        "read_as": text if text != asked else None,
        "intent": kind,
        "task": task,
        "operation": operation,
        "entity": primary,
        "answer_from": route.answer_from,
        "route": route.name,
        "confidence": level,
        "results": [{"id": r, "label": k.entities[r]["label"], "type": k.entities[r]["type"],
                     "score": round(s, SCORE_DIGITS)} for r, s in ranked],
        "primary": primary,
        "resources": resources_for(primary, task, k) if primary else [],
        "answer": answer,
        "evidence": {"sparql": route.sparql, "rows": route.rows} if route.sparql else None,
        "ambiguous": [{"text": a.text, "options": [{"id": o, "label": k.entities[o]["label"],
                                                    "type": k.entities[o]["type"]} for o in a.options]}
                      for a in linking.ambiguous],
        "period": {"start": period.start, "end": period.end, "said": period.said, "relative": period.relative}
        if period else None,
        "corrections": fixes,
        "pivot": {"absent": route.extra["absent"], "category": route.extra["category"]} if route.intent == "pivot"
        else None,
        "support": round(route.support, SCORE_DIGITS),
        "trace": trace,
    }


WEAK_ANCHORS = ("Place", "Organisation")
LIST_OPENINGS = ("which ", "what ", "list ", "show ", "any ", "all ", "name ", "how many ")


def kind_named(text: str, linking: Linking, k: Knowledge) -> set[str]:
    """Themes and concepts linked by a name that is also a kind of work's word ("games"), in a question that
    asks for a list or is the name alone: the kind is what is asked for, not the theme."""
    said = normalise(text).strip("?!. ")
    listing = said.startswith(LIST_OPENINGS)
    found = set()
    for named in linking.links:
        stems = [stem(w) for w in words(named.text)]
        spans = k.kinds.find(stems)
        whole_kind = len(spans) == 1 and spans[0][:2] == (0, len(stems)) and any(
            k.kinds.by_id[i].is_work for i in spans[0][2])
        if whole_kind and k.kind_of(named.id) in ("Theme", "Concept") and (listing or said == named.text.lower()):
            found.add(named.id)
    return found


def _said_about(entity_id: str, k: Knowledge) -> set[str]:
    """The terms of the entity's article and description, and of the ontology's predicates (a licence, a
    team, documentation): what the site says, or could say, about it."""
    slug = k.article_of(entity_id)
    said = k.article_terms.get(slug, set()) if slug else set()
    return said | k.predicate_terms | set(terms(k.entities[entity_id].get("description") or ""))


def foreign_words(rest: str, k: Knowledge) -> list[str]:
    """Content words of the question (outside the names it links) that say nothing about his work: not rule
    words, not words of the portfolio's own names, not the question's grammar."""
    return [w for w in dict.fromkeys(words(rest)) if w.isalpha() and len(w) > 2 and w not in STOP_WORDS
            and w not in k.rule_words and w not in k.label_words]


def choose_route(q: Question, kind: str, period: Period | None, hits: list[ArticleHit], k: Knowledge) -> Route:
    """The planning order of Algorithm 4: the first branch that applies returns."""
    ids = q.linking.ids
    kinds = [k.kind_of(i) for i in ids]
    if q.linking.ambiguous:
        return compose.ambiguity(q.linking.ambiguous, k)
    specific = [kd for kd in kinds if kd in ("Skill", "Work", "Component", "Concept")]
    if not specific and (kind in ("search", "list", "explain", "fact", "entity")
                         or (kind in ("source", "navigate") and not ids)):
        # Paper: only when nothing is linked. Here a theme or a place may stand beside the technology
        # ("a game in Unity"): the question is still about a technology the graph lacks. "Any Gleam code?"
        # reads as a request for source, but with nothing named whose source it could be, it asks the same.
        absent = None if q.text.startswith(rules.VISITOR_TASK_STARTS) else detect_absent(q.generic, q.linking, k)
        if absent:
            return compose.pivot(absent, k)
    comparable = ("Work", "Skill", "Place", "Concept", "Theme", "Organisation", "Role")
    if kind == "compare" and len(ids) >= 2 and len(set(kinds[:2])) == 1 and kinds[0] in comparable:
        return compose.comparison(ids[0], ids[1], k)
    cls = class_asked(q, k)
    only = cls if cls and narrows(cls, k) else None
    elsewhere = bool(q.foreign) and not q.about_owner  # "rules of the board game"
    if cls and not only and len(ids) == 1 and not elsewhere and kind in ("list", "fact", "search", "entity") \
            and not k.kinds.by_id[cls].is_work and k.kind_of(ids[0]) not in ("Skill", "Concept", "Theme"):
        # "how many clients does Wren Software have": the instances of that kind connected with the entity
        return compose.class_list(cls, k, within=ids[0])
    if "how many" in q.text and ids and all(kd not in ("Work", "Component") for kd in kinds):
        return compose.count(ids, k, only)
    timed = kind not in ("define", "explain", "contact", "navigate", "source", "stack", "about")
    if period and timed and not ids and "where" in q.words and set(q.words) & rules.EMPLOYED_WORDS:
        return compose.roles_in_period(period, k)  # "where was he working in mid 2020": a role, not works
    if period and timed:
        return compose.work_in_period(period, ids, k, only=only, hits=hits if q.foreign else None)
    during = role_period(q, k)
    if during and timed:
        role, role_span = during
        return compose.work_in_period(role_span, ids, k, role=role, only=only)
    beside = role_beside(q, k)
    if beside and timed:
        return compose.roles_answer(beside[1], k, lead=beside[0])
    asks_who = (bool(set(q.words) & rules.WHO_WORDS) and not any(p in q.text for p in rules.WHO_NOT_PEOPLE)) or bool(
        set(q.words) & rules.PEOPLE_WORDS)
    if asks_who and ids and kinds[0] not in ("Person", "Skill", "Concept", "Theme") and kind != "compare":
        found = compose.people(ids[0], q, k)
        if found:
            return found
    if not ids and not elsewhere and kind in ("list", "search", "fact", "entity"):
        tier = tier_asked(q)
        if tier:
            return compose.tier_list(tier, k)
        if cls:
            return compose.class_list(employer_of(cls, q, k), k)
        if "where" in q.words and set(q.words) & rules.WORKED_WORDS and "Employer" in k.kinds.by_id:
            return compose.class_list("Employer", k)  # "where has she worked"
    if kind in rules.AUTHORED_KINDS:
        answer = authored.by_question(q, k) or authored.by_trigger(q, k)
        if answer:
            return compose.authored(answer, k)
    if kind in ("contact", "recent"):
        canned = authored.closest_of_kind(q, kind, k)
        if canned:
            return compose.authored(canned, k)
    if kind in ("navigate", "source") and ids:
        return compose.resource_answer(ids[0], kind, k)
    if kind == "define" and ids:
        term = general_term(q, k)
        if term and kinds[0] == "Theme":
            return compose.general_definition(term, ids)  # "what is a knowledge graph" asks the general sense
        return compose.definition(ids[0], k)
    if kind == "define" and not ids:
        term = general_term(q, k)
        if term:
            return compose.general_definition(term, ids)
    topic = authored.by_topic(q, k) if kind not in ("define", "compare") else None  # only when nothing is linked
    if topic:
        return compose.authored(topic[0], k, by_topic=topic[1])
    if kind == "explain":
        return compose.explanation(ids, q, hits, k)
    if kind == "stack" and ids:
        return compose.stack(ids[0], k)
    # "games in godot": the word "games" says the kind of work (only); as the theme Games it would also ask
    # for the theme, which works of that kind need not carry
    said = {link.id: [stem(w) for w in words(link.text)] for link in q.linking.links}
    paired = [i for i, kd in zip(ids, kinds, strict=True) if kd in ("Skill", "Theme")
              and not (only and kd == "Theme" and k.kinds.find(said.get(i, [])))]
    if len(paired) >= 2:
        return compose.works_with_all(paired, k, only)
    if only and len(paired) == 1 and len(ids) > 1:
        return compose.entity_answer(paired[0], kind, k, only, hits=hits if q.foreign else None)
    if ids:
        main = ids[0]
        if k.kind_of(main) == "Concept" and k.works_of(main):
            return compose.concept_with_works(main, k, only)
        return compose.entity_answer(main, kind, k, only, hits=hits if q.foreign else None)
    if hits:
        return compose.top_passage(q, hits, k)
    term = general_term(q, k)
    if term:
        return compose.general_definition(term, ids)
    return Route("empty", "none", None)


def role_period(q: Question, k: Knowledge) -> tuple[str, Period] | None:
    """"During her time at Kestrel": the role's own dates, and the role whose work counts whatever its dates."""
    if not any(says(q, phrase) for phrase in rules.DURING):
        return None
    for entity_id in q.linking.ids:
        kind = k.kind_of(entity_id)
        roles = [entity_id] if kind == "Role" else k.roles_at(entity_id) if kind == "Organisation" else []
        dated = [r for r in roles if k.entities[r].get("start")]
        if dated:
            start = min(k.entities[r]["start"] for r in dated)[:7]
            end = max((k.entities[r].get("end") or k.reference_date)[:7] for r in dated)
            return (roles[0] if len(roles) == 1 else entity_id), Period(start, end, f"during {k.name(entity_id)}")
    return None


def role_beside(q: Question, k: Knowledge) -> tuple[str, str] | None:
    """"Where did he work before Tidewater": the role that began last before (or first after) the roles
    at the organisation named; returned with the words that introduce it."""
    said = [(phrase, step) for phrase, step in rules.BEFORE_AFTER if f" {phrase} " in f" {q.text} "]
    if not said:
        return None
    phrase, step = said[-1]
    every = sorted((k.entities[r]["start"], r) for r, e in k.entities.items()
                   if k.kind_of(r) == "Role" and e.get("start"))
    for entity_id in q.linking.ids:
        kind = k.kind_of(entity_id)
        roles = {entity_id} if kind == "Role" else set(k.roles_at(entity_id)) if kind == "Organisation" else set()
        starts = [start for start, r in every if r in roles]
        if not starts:
            continue
        if step < 0:
            earlier = [(start, r) for start, r in every if start < min(starts) and r not in roles]
            chosen = earlier[-1][1] if earlier else None
        else:
            later = [(start, r) for start, r in every if start > max(starts) and r not in roles]
            chosen = later[0][1] if later else None
        if chosen:
            return f"{phrase.capitalize()} {k.name(entity_id)}", chosen
    return None


def tier_asked(q: Question) -> int | None:
    """The tier a question asks for by its words ("key work", "side projects"), if any."""
    text = f" {' '.join(q.words)} "
    found = [(len(phrase), tier) for phrase, tier in rules.TIER_PHRASES.items() if f" {phrase} " in text]
    return max(found)[1] if found else None


def class_asked(q: Question, k: Knowledge) -> str | None:
    """The kind a question asks for by the ontology's words ("which dashboards", "games in 2017"): the most
    specific kind it names. A kind said in the singular counts only in a question that asks for a list or a
    number ("which game", "how many talks"), since "how does it work" asks for no works. A word that names both
    a kind of work and a kind of skill ("libraries") means works when the question says the owner made them."""
    listing = q.text.startswith(("which ", "what ", "how many ", "list ", "show ", "any ", "all ", "name "))
    made = bool(set(q.words) & rules.MAKING_VERBS)
    found = []
    for start, end, ids in kind_spans(q, k):
        last = q.words[end - 1]
        plural = last in k.kinds.plural_words() or (last.endswith("s") and stem(last) != last)
        if not (plural or listing):
            continue
        kinds = [k.kinds.by_id[i] for i in ids]
        works = [kd for kd in kinds if kd.is_work]
        skills = [kd for kd in kinds if kd.is_category]
        chosen = (works if made and works else skills or works or kinds)[0]
        depth = 99 if chosen.is_category else int(k.classes.get(chosen.id, {}).get("depth", 0))
        found.append((depth, -start, chosen.id))
    return max(found)[2] if found else None  # the most specific kind, and the first said


def narrows(cls: str, k: Knowledge) -> bool:
    """True for a kind of work that narrows a list ("Lua games"); the general kinds (work, project) do not."""
    kind = k.kinds.by_id.get(cls)
    return kind is not None and kind.is_work and cls not in ("Work", "Project")


def employer_of(cls: str, q: Question, k: Knowledge) -> str:
    """"Which companies did she work for" asks for employers: a kind of organisation said with a word of
    employment is read as the owner's employers."""
    organisation = "Organisation" == cls or "Organisation" in _ancestors(cls, k)
    if organisation and set(q.words) & rules.WORKED_WORDS and "Employer" in k.kinds.by_id:
        return "Employer"
    return cls


def _ancestors(cls: str, k: Knowledge) -> set[str]:
    seen: set[str] = set()
    todo = list(k.classes.get(cls, {}).get("parents", []))
    while todo:
        parent = todo.pop()
        if parent not in seen:
            seen.add(parent)
            todo.extend(k.classes.get(parent, {}).get("parents", []))
    return seen
