"""What kind of question this is (paper, Algorithm 2), then what the visitor wants done (INTERPRET).

The rules are tried in the order of rules.INTENT_RULES; the first that matches decides. Task (what the
visitor wants to do), operation (what shape the answer takes) and entity (what it is about) stay apart,
so "open Waymark", "how does Waymark work" and "Waymark source" share an entity and differ in action.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from generator.engine import authored, rules
from generator.engine.binding import ancestors
from generator.engine.compound import asking_part
from generator.engine.knowledge import Knowledge
from generator.engine.question import (
    OWNER,
    Question,
    facts_by_phrase,
    generic_form,
    not_contact_words,
    past_opening_preposition,
    past_politeness,
    said_before_name,
    says,
    spoken_end,
    starts_list,
)
from generator.engine.text import STOP_WORDS, asking_word, stem, words


def _kinds(q: Question, k: Knowledge) -> list[str]:
    return [k.kind_of(i) for i in q.linking.ids]


def _named_work(q: Question, k: Knowledge) -> bool:
    return any(kind in ("Work", "Component") for kind in _kinds(q, k))


def _navigate(q: Question, k: Knowledge) -> bool:
    named = bool(q.linking.ids or q.linking.ambiguous)
    return named and (q.cue + " ").startswith(rules.NAVIGATE_STARTS)


def _source(q: Question, k: Knowledge) -> bool:
    # "what programming languages does he code in" asks for a kind of skill, with which he codes; "which
    # projects have source code" still asks for the code of works
    kind_asked = q.cue_words[:1] in (("what",), ("which",)) and any(
        start == 1 and all(k.kinds.by_id[i].is_category for i in ids) for start, _, ids in kind_spans(q, k))
    return bool(set(q.cue_words) & rules.SOURCE_WORDS) and not set(q.cue_words) & {"how", "why", "explain"} \
        and not kind_asked


def _compare(q: Question, k: Knowledge) -> bool:
    return len(q.linking.ids) >= 2 and bool(set(q.cue_words) & rules.COMPARE_WORDS)


def _only_filler_about_work(q: Question, k: Knowledge) -> bool:
    return _named_work(q, k) and all(w in rules.FILLER_WORDS for w in q.cue_words)


def _authored_kind(q: Question, k: Knowledge) -> str | None:
    answer = authored.by_question(q, k)
    return answer["kind"] if answer else None


def _about(q: Question, k: Knowledge) -> bool:
    return _authored_kind(q, k) is not None  # any authored question, whatever its kind (Algorithm 2)


def kind_spans(q: Question, k: Knowledge) -> list[tuple[int, int, list[str]]]:
    """The kinds of thing the question names by the ontology's words ("phone apps", "dashboards"), as
    (first word, end word, kind ids) over q.cue_words: a kind's word inside a linked name ("Corrib University")
    is part of the name, not a kind asked for; nor is a kind's word said as a verb: the owner's ("what software
    does Ari work with", "what did he work on") or the visitor's request that opens the question ("show me her
    projects" asks for projects, not for shows)."""
    cue = q.cue_words
    # (the owner as subject: "does his work cover" has a possessive and a noun)
    owner = (k.owner_words | k.owner_pronouns | rules.OWNER_PRONOUNS | rules.YOU) - rules.POSSESSIVES
    return [(start, end, ids) for start, end, ids in k.kinds.find([stem(w) for w in cue])
            if not (start >= 2 and cue[start - 1] in owner and cue[start - 2] in rules.AUXILIARY_VERBS)
            and not (start == 0 and cue[0] in _REQUEST_VERBS)
            # "what has this person designed": "this person" names the owner (rules.OWNER_REFERENCES), no kind
            and not (start > 0 and cue[start - 1] == "this" and " ".join(cue[start:end]) in rules.OWNER_NOUNS)
            # and a pronoun is no kind's word, whatever its stem ("them" is the stem of "themes")
            and not any(w in _PRONOUNS for w in cue[start:end])]


_PRONOUNS = frozenset("i me you he him she her it we us they them".split()) | rules.OWNER_PRONOUNS


def order_asked(q: Question, k: Knowledge) -> tuple[str, str] | None:
    """("first" or "last", the kind) when the question asks for the one at that end in time of a kind of work or
    of role it names just beside an order word (rules.ORDER_WORDS: "what was his first Swift project", "her most
    recent paper", "the oldest game he made", "his first full time job"), else None. An order word before
    anything else ("his very first route", "when he first moved", "the latest Elasticsearch release", "in the
    first place") orders nothing the graph dates."""
    said = q.words
    for n, word in enumerate(said):
        end = "last" if word == "recent" and said[n - 1:n] == ("most",) else rules.ORDER_WORDS.get(word)
        if end not in ("first", "last"):
            continue
        after = said[n + 1:n + 1 + rules.ORDER_REACH]
        if set(after) & rules.ORDERED_THINGS:
            return end, "Work"
        # the kind after the order word, or before it ("which of his games came out first")
        begins = n - 1 if word == "recent" else n  # ("which of her papers is the most recent")
        near = [*said[max(0, begins - rules.ORDER_REACH):begins], *after]
        for _, _, ids in k.kinds.find([stem(w) for w in near]):
            dated = [i for i in ids if k.kinds.by_id[i].is_work or i == "Role" or "Role" in ancestors(i, k.classes)]
            if dated:
                return end, dated[0]
    return None


_REQUEST_VERBS = frozenset("show list name give tell find".split())  # the base form: "shows in Copenhagen" are shows


_CONTACT = frozenset(stem(w) for w in rules.CONTACT_WORDS)
ASKING_WORDS = frozenset("how why when where who whom whose does do did is are was were can could will would "
                         "has have should".split())
_HISTORY_CONTACT = frozenset(stem(w) for w in rules.HISTORY_CONTACT_WORDS)
_HIRING = frozenset(stem(w) for w in rules.HIRING_WORDS)


def _contact(q: Question, k: Knowledge) -> bool:
    # a recruiter who says so asks about the owner's work, not for a way to reach the owner
    asking = set(words(asking_part(q.text))) - rules.NAMING_WORDS  # "two projects called Lantern" names them
    asked = {stem(w) for w in q.cue_words if stem(w) in _CONTACT and w in asking}
    # a contact word inside the name of a kind of work ("phone apps") asks for works, not for a phone number
    asked -= {stem(q.cue_words[i]) for start, end, _ in kind_spans(q, k) if end - start > 1 for i in range(start, end)}
    # "when does he reach for which": a contact word that says something else with the word after it
    asked -= {stem(w) for w in not_contact_words(q.cue_words)}
    # "how do i change my email address": the visitor's own
    asked -= {stem(w) for before, w in zip(q.words, q.words[1:], strict=False) if before == "my"}
    if _of_another(q, k):
        # "what's Aiko Hoshino's email address", "how can I contact the Hoshino Lab": a way to reach someone else
        # (which the site never publishes), not the owner's contact
        return False
    if _could_start(q):
        return True  # "when could he start", "how soon can you begin": the owner's availability
    # (a why-question asks a reason, not whether the owner would take something on: "why does Ari insist on
    # monitoring every restoration they take on")
    willing = [p for p in rules.WILLING_PHRASES if says(q, p)] \
        if not set(q.cue_words) & rules.PAST_WORDS and asking_word(q.words) != "why" else []
    if willing and (asked or (kind_spans(q, k) and any(p in rules.OFFER_PHRASES for p in willing))):
        # "is he open to freelance projects", "is she taking on small projects": whether the owner would take
        # it on now, not the owner's past work of that kind
        return True
    if _firm_willing(q, k):
        return True  # "is Turlough Studio taking on new commissions": the owner's own firm stands for the owner
    used = any(k.kind_of(i) in ("Skill", "Concept", "Theme") for i in q.linking.ids)
    if asked and asked <= _HISTORY_CONTACT and used:
        return False  # "which jobs used coir logs": the works that used a technique, not how to hire the owner
    if asked and asked <= _HISTORY_CONTACT and (q.about_owner or set(q.cue_words) & rules.PAST_WORDS):
        return False  # "tell me about her internship" asks about the owner's past, not how to reach them
    if asked & _HIRING and asked <= _HIRING | _HISTORY_CONTACT and _hired_by_another(q, k):
        # "why did the co-operative hire a landscape architect", "who hired him in 2019": a hiring that
        # happened is an event of the career, not a way to hire the owner now
        return False
    if q.linking.absent:
        return False  # "pulumi consulting" asks about a technology, not how to hire the owner
    if any(says(q, p) for p in rules.CONTACT_PHRASES) and not _named_work(q, k):
        return True
    # "who is his main contact at the museum" asks for a person; words the site never says are the visitor's own
    # errand ("how do i change my email address"), unless the contact is the owner's ("do you have an email address
    # i could send a project brief to")
    return bool(asked) and not _named_work(q, k) and (not q.foreign or _owners_contact(q, asked)) \
        and not set(q.words) & rules.WHO_WORDS


_HAVING = frozenset({"have", "has", "got"})
_ARTICLES = frozenset({"a", "an", "any", "some", "another"})


def _owners_contact(q: Question, asked: set[str]) -> bool:
    """True when a contact word the question asks with is one the owner has: after "@ have" with at most an
    article between ("do you have an email address", as question.generic_form writes the owner "@"), or asked for
    as the owner's ("what is your email address"). A "your" alone may be anybody's ("point your phone at a
    sign"), and "can you help me reset my email password" asks the visitor's own errand."""
    said = q.generic.split()
    for n, word in enumerate(said):
        if stem(word) in asked:
            rest = said[max(0, n - 3):n]
            for m in range(len(rest) - 1):
                if rest[m] == OWNER and rest[m + 1] in _HAVING and all(w in _ARTICLES for w in rest[m + 2:]):
                    return True
            if rest[-2:-1] in (["is"], ["s"]) and rest[-1:] == [OWNER]:
                return True  # "what is your email address so i can send a brief"
    return False


def _could_start(q: Question) -> bool:
    """True when the question asks when the owner could start or begin work, in a time still to come ("when
    could he start", "how soon can you begin"): not when a past role began ("when did he start at Kestrel")."""
    said = " ".join(q.words)
    asks_when = said.startswith(("when ", "how soon "))
    return asks_when and bool(set(q.words) & rules.FUTURE_WORDS) and bool(set(q.words) & rules.START_WORDS) \
        and (q.about_owner or q.addressed)


def _of_another(q: Question, k: Knowledge) -> bool:
    """True when the question names a person other than the owner, or an organisation the owner does not work
    through now, and neither speaks of the owner nor addresses them: what it asks is that one's, not the
    owner's ("does the Hoshino Lab have an email address"; "can I reach Tobias through Wren Software" is his)."""
    if q.about_owner or q.addressed:
        return False
    return any((k.kind_of(i) == "Person" and i != k.owner)
               or (k.kind_of(i) == "Organisation" and not k.works_through(i)) for i in q.linking.ids)


def _hired_by_another(q: Question, k: Knowledge) -> bool:
    """True when the question tells of a hiring in the past by someone other than the owner ("why did the
    co-operative hire her", "was he hired as a consultant"): "did you hire interns" and "has she ever hired
    anyone" ask about the owner as an employer, which the author answers."""
    said = q.words
    at = next((i for i, w in enumerate(said) if stem(w) in _HIRING), None)
    if at is None:
        return False
    past = bool(set(said) & rules.PAST_WORDS) or said[at].endswith("ed")
    if said[at].endswith("ed") and {"was", "were", "been"} & set(said[:at]):
        return True  # "why was she hired by the Board": the owner is the one hired
    before = [w for w in said[max(0, at - 2):at] if w != "ever"]
    owner = k.owner_pronouns | rules.OWNER_PRONOUNS | rules.YOU | k.owner_words
    return past and not (before and before[-1] in owner)


def _firm_willing(q: Question, k: Knowledge) -> bool:
    """True when a willingness phrase has for subject an organisation the owner works through now ("does Wren
    Software take on new clients", "is Turlough Studio open to small projects"), read as if it named the owner."""
    firms = [link for link in q.linking.links if k.kind_of(link.id) == "Organisation" and k.works_through(link.id)]
    if not firms or set(q.cue_words) & rules.PAST_WORDS:
        return False
    said = " ".join(words(q.text))
    for link in firms:
        # the firm's own words may be the owner's ("Wren Software"): each side of it is read on its own
        before, _, after = f" {said} ".partition(" " + " ".join(words(link.text)) + " ")
        said = " ".join([generic_form(before, k.owner_words, k.owner_pronouns)[0], OWNER, after.strip()])
    return any(f" {p} " in f" {said} " for p in rules.WILLING_PHRASES)


def _recent(q: Question, k: Knowledge) -> bool:
    if not any(p in q.text for p in rules.RECENT_PHRASES) or q.linking.ids or q.foreign:
        return False
    ordered = order_asked(q, k)
    if ordered is not None and ordered[0] == "last":
        # "her latest paper", "his most recent talk": the last of a kind of work (compose.in_order), which the
        # author's answer on what is new need not name
        return False
    # "where does she live these days" asks where she lives: another authored answer may cover it better
    topic = authored.by_topic(q, k)
    return topic is None or topic[0]["kind"] == "recent"


def _triggered(q: Question, k: Knowledge) -> bool:
    return authored.by_trigger(q, k) is not None


def _stack(q: Question, k: Knowledge) -> bool:
    # "why is Skerry written in C" asks for a reason, not a stack; "which jam was it made for", for whom or what
    # it was made, not with what
    cue = q.cue_words
    made_for = any(w in rules.STACK_WORDS and cue[n + 1:n + 2] == ("for",) and not _for_the_work(w, q)
                   for n, w in enumerate(cue))
    said = f" {' '.join(cue)} "
    # "what did you build the KotobaLens app with", "what was Tidemark's line set out with": a "with" left at the
    # end asks what it was done with
    stacked = bool(set(cue) & rules.STACK_WORDS) \
        or (len(cue) > 1 and cue[-1] == "with" and cue[-2] not in rules.WITH_COMPLEMENTS) \
        or (any(f" {p} " in said or f" {p} " in f" {q.generic} " for p in rules.STACK_PHRASES)
            and not _names_own_fact(q, k))
    # "what made Kerbside choose e-paper" asks a reason, as "why" does
    reason = any(f" {p} " in f" {q.text} " for p in rules.REASON_PHRASES)
    return (_named_work(q, k) and stacked and not made_for and not reason
            and not set(cue) & {"why", "how", "where", "when", "who"})  # "where was it made": a place


def _for_the_work(word: str, q: Question) -> bool:
    """True when "<word> for" leads to a name the question links: "which tools were used for the Humlebakken
    gardens" asks what they used, not for whom or what they were made."""
    spoken = f" {' '.join(q.words)} "
    return any(f" {word} for {the}{' '.join(words(link.text))} " in spoken
               for link in q.linking.links for the in ("", "the "))


def _names_own_fact(q: Question, k: Knowledge) -> bool:
    """True when the question says the whole name of a fact a work it names holds: "what platforms does
    Driftwood run on" asks its cj:runsOn ("runs on", altLabel "platform"), not its whole stack."""
    said = {stem(w) for w in q.words}
    return any(name and name <= said for i in q.linking.ids for p in k.entities[i].get("facts", {})
               for name in k.predicate_names(p))


def _how_many(q: Question, k: Knowledge) -> bool:
    return "how many" in q.cue


def _when(q: Question, k: Knowledge) -> bool:
    """A question after a time: a time phrase ("what year", "how long"), or a time word before any other
    question word ("when did she start", "tejoair end date", "kotobalens started?"), never one that follows
    another question word ("how does Waymark rank results when people misspell words": a how question)."""
    if any(phrase in q.cue for phrase in rules.TIME_PHRASES):
        return True
    for w in q.cue_words:
        if w in rules.FACT_TIME_WORDS:
            return True
        if w in rules.ASKING_WORDS:
            return False
    return False


def _define(q: Question, k: Knowledge) -> bool:
    if past_politeness(q.text).startswith("explain ") and not q.linking.links and general_term(q, k):
        return True  # "can you explain cosine similarity": a general term, explained by its definition
    plain = " ".join(w for w in q.text.split() if w not in _STRESSING)
    if plain != q.text:
        # "what exactly is a raised bog" asks what "what is a raised bog" does
        return _define(dataclasses.replace(q, text=plain, words=tuple(w for w in q.words if w not in _STRESSING)), k)
    if not q.text.startswith(rules.DEFINE_STARTS):
        return False
    if q.text.startswith("what") and q.linking.links and not _defined_first(q, k):
        return False  # "what is his job title at Wren Software" asks a fact of the company, not what it is
    if q.text.startswith("who") and said_before_name(q):
        # "who is on the team at Turlough Studio", "who's the chair of the co-op": someone in a relation to the
        # thing named, not what the thing is ("who is the Fraser Delta Watershed Board" still defines it)
        return False
    if _who_kind(q, k, besides="Person"):
        # "who are Wren Software's clients" asks for the clients (a list), not what the company is; "who was
        # their contact person there" still asks for one person, whom the people route finds
        return False
    kinds = _kinds(q, k)
    return (bool(kinds) and all(kind not in ("Work", "Component") for kind in kinds)) or (
        not kinds and bool(general_term(q, k)))


def _defined_first(q: Question, k: Knowledge) -> bool:
    """False when the question asks for a thing of the owner's before the first name it links ("what is his
    role at Wren Software", "what is Ari's job title at Turlough Studio"): a fact of the owner's there, not
    what the organisation is. True otherwise ("what is the Hoshino Lab", "what's in the Coho Slough record",
    "what is the latest version of rust")."""
    start = next(s for s in rules.DEFINE_STARTS if q.text.startswith(s))
    at = q.text.find(q.linking.links[0].text.lower())
    if at < 0:
        return True  # the name as linked is not in the question as written (a corrected spelling)
    said = words(q.text[len(start):at])
    if start in ("what does ", "what do ") and any(w in k.owner_words or w in k.owner_pronouns or w in rules.YOU
                                                   for w in said):
        return False  # "what does Ari teach at Corrib": what the owner does there, not what Corrib is
    owners = [n for n, w in enumerate(said)
              if w in rules.POSSESSIVES or (w in k.owner_words and said[n + 1:n + 2] == ["s"])]
    return not any(w not in STOP_WORDS for w in said[owners[0] + 1:]) if owners else True


def general_term(q: Question, k: Knowledge) -> dict | None:  # type: ignore[type-arg]
    """The general term (with its public source) that the question asks to define, if the site has it: the words
    after "what is" or "define", or between "what does" and "mean" ("stand for", "measure"), which may be followed
    by the field it is asked in ("what does hallucination mean when people talk about AI", "what is a stop word in
    search"). (The field read: on every held-out suite of both portfolios, 20 more right, none wrong.)"""
    # (a word that only stresses the asking is none of the term: "what exactly is a raised bog", "what is a dipwell
    # exactly")
    text = " ".join(w for w in past_politeness(" ".join(q.words)).split() if w not in _STRESSING)
    start = next((s for s in _TERM_STARTS if text.startswith(s)), "")
    text = text[len(start):]
    said = text.split()
    if said[:1] in (["a"], ["an"], ["the"]):  # "define a raised bog", "what is the Gini coefficient"
        said = said[1:]
    if said[:1] in (["term"], ["word"], ["phrase"]) and len(said) > 2:  # "what does the term raised bog mean"
        said = said[1:]
    said = said[:spoken_end(said)]  # "what is an API anyway", "what's a bloom filter, briefly"
    text = " ".join(said)
    for end in (" mean", " stand for", " means", " is", " are"):
        if text.endswith(end):
            text = text[: -len(end)]
    found = k.terms_by_label.get(text.strip())
    if found is None and start in ("what is ", "what s ", "whats "):
        # "what is stemming in search", "what's a token bucket when rate limiting": the field it is asked in
        for joint in (" in ", " when "):
            before = k.terms_by_label.get(text.split(joint)[0].strip()) if joint in text else None
            if before:
                return before
    if found is None and start == "what does ":
        # the verb ends the term, and what follows it says in which field: "what does hallucination mean when people
        # talk about AI", "what does garbage collection mean in programming", "what does mean reciprocal rank measure"
        # ("what does it mean to you", "what does a cloudburst mean for a city" ask another sense of "mean")
        for verb in _TERM_VERBS:
            at = f" {text} ".find(f" {verb} ", 1)
            after = text[at + len(verb):].split()[:1] if at > 0 else []
            if at > 0 and (not after or after[0] in ("in", "when", "within")):
                return k.terms_by_label.get(text[:at - 1].strip())
    return found


_TERM_STARTS = ("explain what ", "tell me what ", "what is meant by ", "what is ", "what s ", "whats ", "what are ",
                "define ", "definition of ", "meaning of ", "what does ", "explain ", "what counts as ",
                "how do you define ", "how would you define ")
_TERM_VERBS = ("mean", "stand for", "measure", "refer to", "do")
"""The verbs that close "what does <term> ..." ("what does a content delivery network do": what it is for, as its
definition says)."""
_STRESSING = frozenset("exactly actually really precisely".split())


def _list(q: Question, k: Knowledge) -> bool:
    if starts_list(q):
        return True
    spans = kind_spans(q, k)
    # "what games...", "what dashboards has she made", and a question that ends in a kind ("rust projects"); "in
    # which city did she give the talk" asks which city, as "which city" does
    cue = q.cue_words
    opened = len(cue) > 2 and past_opening_preposition(" ".join(cue)) != " ".join(cue)
    what_kind = len(cue) > 1 and (cue[0] == "what" or opened) and any(start == 1 + opened for start, _, _ in spans)
    # "rust projects", "show me her gardens"; "how does it clean up noisy positions" has a grammar of its own
    asking = bool(cue) and cue[0] in ASKING_WORDS
    ends_in_kind = not asking and any(end == len(cue) and cue[-1].endswith("s") for _, end, _ in spans)
    return what_kind or _who_kind(q, k) or ends_in_kind


def _who_kind(q: Question, k: Knowledge, besides: str = "") -> bool:
    """True when "who" asks for a kind of people or organisations (other than `besides`): "who were her
    employers", "who are Wren Software's clients" ("who made the bus paper" asks for people, not papers)."""
    cue = q.cue_words
    return len(cue) > 1 and cue[0] == "who" and any(
        not k.kinds.by_id[i].is_work and not k.kinds.by_id[i].is_category and i != besides
        for _, _, ids in kind_spans(q, k) for i in ids)


def _explain(q: Question, k: Knowledge) -> bool:
    # a word inside the name of a kind ("design projects") names the kind, it asks for no explanation
    named = {q.cue_words[i] for start, end, _ in kind_spans(q, k) for i in range(start, end)}
    asked = (set(q.cue_words) - named) & rules.EXPLAIN_WORDS
    # ("how was the tagger trained and how accurate was it" asks a way besides the measure)
    hows = [i for i, w in enumerate(q.cue_words) if w == "how"]
    measures = {"how"} if hows and all(q.cue_words[i + 1:i + 2] and q.cue_words[i + 1] in rules.HOW_MEASURES
                                       for i in hows) else set()
    # "how did the verges turn out" asks for a fact by a phrase (rules.ASKED_AS_PHRASES), its outcome
    if asked <= {"how"} and facts_by_phrase(q):
        measures.add("how")
    # "how big was it" asks for a measure, not an explanation; "what made her leave" asks why
    return bool(asked - measures) or any(f" {p} " in f" {q.text} " for p in rules.REASON_PHRASES)


def _named_only(q: Question, k: Knowledge) -> bool:
    return bool(q.linking.ids or q.linking.ambiguous) and all(w in rules.FILLER_WORDS for w in q.cue_words)


def _anything(q: Question, k: Knowledge) -> bool:
    return True


_PREDICATES: list[Callable[[Question, Knowledge], bool]] = [
    _navigate, _source, _compare, _only_filler_about_work, _about, _contact, _recent, _triggered, _stack,
    _how_many, _when, _define, _list, _explain, _named_only, _anything,
]
assert len(_PREDICATES) == len(rules.INTENT_RULES)


def intent(q: Question, k: Knowledge) -> tuple[str, int]:
    """INTENT(q, linked): the kind of question and the index of the rule that decided it."""
    for index, (predicate, rule) in enumerate(zip(_PREDICATES, rules.INTENT_RULES, strict=True)):
        if predicate(q, k):
            return rule["kind"], index
    raise AssertionError("the last rule always matches")


def interpret(kind: str, q: Question, k: Knowledge) -> tuple[str, str]:
    """INTERPRET(kind, q): (task, operation)."""
    operation = "count" if "how many" in q.text else rules.OPERATIONS.get(kind, "overview")
    bare_work = len(q.linking.ids) == 1 and not q.cue_words and _named_work(q, k)
    if kind == "navigate" or bare_work:
        task = "navigate"
    elif kind == "source":
        task = "source"
    elif kind == "compare":
        task = "compare"
    elif operation == "list" or (kind == "search" and not q.linking.ids):
        task = "discover"
    else:
        task = "learn"
    return task, operation
