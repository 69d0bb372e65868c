"""PLAN(q) (paper, Algorithm 4): the first route that applies answers, and every plan says why.

A plan is plain data: what the question was understood to be (intent, task, operation, entity), the ranked
results, the answer with the sources it read, the resources to offer, a confidence, and a trace of which
rule fired and which route answered. Same question, knowledge and `today`: same plan, byte for byte.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections.abc import Container
from typing import Any

from generator.engine import compose, rules
from generator.engine.compound import compound_plan
from generator.engine.confidence import confidence
from generator.engine.coverage import (
    HALF,
    LISTS,
    asks_for_a_work,
    describes_work,
    passage_entity,
    problem,
    share,
    specific_terms,
)
from generator.engine.dates import Period, find_period
from generator.engine.english_words import is_english
from generator.engine.fusion import fuse
from generator.engine.intents import intent, interpret
from generator.engine.knowledge import Knowledge
from generator.engine.linking import Linking, about_one, described_one, link, roles_by_title, studies, the_only, the_two
from generator.engine.question import Question, generic_form, prepare, says, without_brevity
from generator.engine.resources import resources_for
from generator.engine.retrieval import ArticleHit, wiki_candidates
from generator.engine.route import Route
from generator.engine.routes import ROUTES, Ask, class_asked
from generator.engine.spelling import correct, damerau_levenshtein
from generator.engine.text import STOP_WORDS, Token, asking_word, normalise, stem, terms, tokens, words

MAX_QUESTION = 300  # characters read; a longer paste is cut here so planning stays fast on any input
RESULTS = 10
SCORE_DIGITS = 6  # scores are rounded so CPython and Pyodide agree to the byte


_CONTRACTION = re.compile(r"\b(who|what|where|how|when|it|he|she|that|there)(?:'|\u2019)s\b", re.IGNORECASE)
_WHATS = re.compile(r"\b(what|who|where|how)s\b", re.IGNORECASE)


def clean(question: str) -> str:
    """The question as read: control characters dropped, spaces collapsed, final question marks, exclamation
    marks and full stops dropped, at most MAX_QUESTION characters, and "who's" read as "who is" (the
    possessive "Waymark's" is left alone).

    What ends a sentence says nothing about what is asked, and a full stop glued to the last word hid it ("what
    did he build in 2014." found no year); the ask page keys its answers the same way (answer_index.py).
    """
    text = "".join(ch if ch.isprintable() else " " for ch in question[: MAX_QUESTION * 4])
    text = " ".join(text.split())[:MAX_QUESTION].rstrip(" ?!.")
    text = _CONTRACTION.sub(lambda m: f"{m.group(1)} is", text)
    return _WHATS.sub(lambda m: f"{m.group(1)} is", text)


MAX_CORRECTIONS = 6  # distinct unknown words looked at per question: past that, the text is not a typo


def spell(question: str, k: Knowledge) -> tuple[str, list[list[str]]]:
    """The question with unknown words replaced by their single closest known word, and the replacements."""
    fixes: list[list[str]] = []
    out = []
    last = 0
    looked: set[str] = set()
    for n, tok in enumerate(tokens(question)):
        word = tok.text
        if word in STOP_WORDS or word in k.rule_words:
            continue
        if n == 0 and word.isalpha() and word not in k.vocabulary and not is_english(word):
            near_words = [w for w in rules.INTERROGATIVES if damerau_levenshtein(word, w, 1) <= 1]
            if len(near_words) == 1:  # "wehn did he move to lisbon"; "hwo" is as near "how" as "who": left alone
                out.append(question[last:tok.start] + near_words[0])
                last = tok.end
                fixes.append([word, near_words[0]])
                continue
        if (word in k.vocabulary and k.vocabulary[word] <= 2 and word not in k.label_words and word.isalpha()
                and not is_english(word)):
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
        if is_english(word):
            continue  # plain English the site never uses ("cooking", "jupiter"): not a typo of a word it does
        looked.add(word)
        if word not in k.spelling_cache:
            if len(k.spelling_cache) > 4096:
                k.spelling_cache.clear()
            k.spelling_cache[word] = correct(word, k.spelling)
        fix = k.spelling_cache[word]
        if fix and n > 0 and tok.raw[:1].isupper() and fix not in k.label_words:
            # "any projects using Banksy": a capitalised word is a name as written, no typo of "banks"; but it may
            # be a name misspelt ("Tessalate", nearer "tesselate", a misspelling an article quotes, than the name)
            fix = correct(word, k.name_spelling, allow_known=True)
            if not fix:
                continue
        if fix:
            # written as the visitor wrote it: a capital says a name ("Gazeteer" is the work Gazetteer, not the
            # everyday word a lower-case "gazetteer" would be read as)
            out.append(question[last:tok.start] + (fix[:1].upper() + fix[1:] if tok.raw[:1].isupper() else fix))
            last = tok.end
            fixes.append([word, fix])
    out.append(question[last:])
    return "".join(out), fixes


_SHORT_FORM = re.compile(r"\b(" + "|".join(sorted(rules.SHORT_FORMS, key=len, reverse=True)) + r")\b", re.IGNORECASE)


def full_forms(question: str, vocabulary: Container[str] = frozenset()) -> tuple[str, list[list[str]]]:
    """The question with each informal short form written out (rules.SHORT_FORMS: "uni" as "university"), and
    the pairs read so, for the plan's trace. Of several full forms, the first whose words the site's
    `vocabulary` holds ("PhD" is "doctorate" on one site, "doctoral" on another); a short form the site writes
    itself stays."""
    read: list[list[str]] = []

    def full(match: re.Match[str]) -> str:
        said = match.group(0)
        if said.lower() in vocabulary:
            return said
        forms = rules.SHORT_FORMS[said.lower()]
        options = (forms,) if isinstance(forms, str) else forms
        word = next((o for o in options if all(w in vocabulary for w in o.lower().split())), options[0])
        read.append([said, word])
        return word
    return _SHORT_FORM.sub(full, question), read


def owner_possessives(question: str, k: Knowledge) -> tuple[str, list[list[str]]]:
    """The question with the owner's name written as a possessive where the visitor left out the apostrophe
    ("who supervised aris masters thesis" is Ari's), and the pairs read so, for the plan's trace. Only a name of
    the owner's: "copenhagens" meets "Copenhagen" by its stem already, but a name read as the owner is no term."""
    read: list[list[str]] = []
    out, last = [], 0
    toks = tokens(question)
    for n, tok in enumerate(toks):
        if len(tok.text) > 3 and tok.text.endswith("s") and tok.text[:-1] in k.owner_words \
                and tok.text not in k.owner_words and not _names_on(tok.text[:-1], toks[n + 1:n + 2], k):
            said = tok.raw[:-1] + "'s"
            out.append(question[last:tok.start] + said)
            last = tok.end
            read.append([tok.raw, said])
    out.append(question[last:])
    return "".join(out), read


def _names_on(word: str, following: list[Token], k: Knowledge) -> bool:
    """True when the word and the one after it begin a name the linker knows (k.trie, stemmed as it is): "wrens
    software" is Wren Software's."""
    return bool(following) and stem(following[0].text) in k.trie.get(stem(word), {})


def plan(question: str, k: Knowledge, today: dt.date) -> dict[str, Any]:
    """PLAN(q): the plan for a question, as JSON-ready data; a question that asks two things at once is planned
    as its parts, joined (compound.py)."""
    asked = clean(question)
    # the whole question is planned once, from the question as given (clean() is not idempotent on a question
    # cut at MAX_QUESTION whose contractions it then writes out)
    return compound_plan(asked, lambda part: plan_one(question if part == asked else part, k, today))


_DESCRIBED_ASKING = frozenset({"who", "whom", "when", "where"})


def plan_one(question: str, k: Knowledge, today: dt.date, read_described: bool = False) -> dict[str, Any]:
    """PLAN(q) for a question read as one question; with `read_described`, the work the question describes by its
    kind and its own words (linking.described_one) is linked whatever it asks."""
    asked = clean(question)
    trace: list[dict[str, Any]] = []
    text, brief = without_brevity(asked)
    if brief:
        trace.append({"stage": "brevity", "detail": f"“{brief}” asks for it short, and nothing more"})
    short = k.short_questions.get(normalise(text).strip("?!. "))
    if short:
        trace.append({"stage": "short", "detail": f"read as {short!r}"})
        text = short
    text, shortened = full_forms(text, k.vocabulary)
    if shortened:
        trace.append({"stage": "short form", "detail": ", ".join(f"{a} -> {b}" for a, b in shortened)})
    text, apostrophes = owner_possessives(text, k)
    if apostrophes:
        trace.append({"stage": "short form", "detail": ", ".join(f"{a} -> {b}" for a, b in apostrophes)})
    text, fixes = spell(text, k)
    if fixes:
        trace.append({"stage": "spelling", "detail": ", ".join(f"{a} -> {b}" for a, b in fixes)})
    linking = link(text, k)
    works_named = [named for named in linking.links if k.kind_of(named.id) in ("Work", "Component")]
    # (the table is read only for a question that names a work, and once, not once a work)
    normal = normalise(text) if works_named else ""
    references = [phrase for phrase in rules.OWNER_REFERENCES if phrase in normal] if works_named else []
    spoken_of = [named.id for named in works_named if any(normalise(named.text) in phrase for phrase in references)]
    if spoken_of:
        # "the person behind this portfolio" is the owner, not the site named inside the phrase
        linking = linking.without(text, set(spoken_of))
    for ambiguity in linking.ambiguous:
        chosen = told_apart(ambiguity.options, linking.rest, k)
        if chosen:
            # "who composed the soundtrack for Lantern": only the game's page speaks of a soundtrack
            linking = linking.resolved(text, ambiguity, chosen)
            trace.append({"stage": "link", "detail": f"“{ambiguity.text}” read as {chosen}: the question says which"})
    where = searched_in(text, linking, k)
    if where:
        # "what datasets are on this site": the site is where to look, not what the datasets are connected with
        # nor a kind asked for; the words go, and the question is read without them
        text = where
        linking = link(text, k)
        trace.append({"stage": "link", "detail": f"the site as the place to look: read as {text!r}"})
    kind_names = kind_named(text, linking, k)
    if kind_names:
        # "games", "which games has she made": a theme named like a kind of work asks for that kind of work
        linking = linking.without(text, kind_names)
        trace.append({"stage": "link", "detail": "a kind of work, not the theme: unlinked " + ", ".join(kind_names)})
    topical, replaced_names = about_one(text, linking, k)
    if topical or replaced_names:
        # "when was the talk about Nightjar given": the talk, which Nightjar only says which
        linking = linking.without(text, replaced_names).adding(text, topical)
        trace.append({"stage": "link", "detail": "named by its kind and what it is about: "
                      + (", ".join(f"“{x.text}” {x.id}" for x in topical) or "the thing itself, not "
                         + ", ".join(sorted(replaced_names)))})
    only = the_only(text, linking, k) + the_two(text, linking, k)
    if only:
        # "the streams for the exhibition": the graph's one exhibition; "compare your two papers": its two papers
        linking = linking.adding(text, only)
        trace.append({"stage": "link", "detail": "named by its kind, the only one: "
                      + ", ".join(f"“{x.text}” {x.id}" for x in only)})
    # Linked at once for a question for who, when, where or how many, which the graph answers of the work. Any
    # other is first read from the passages words and meaning find, the work's own article among them (linked, it
    # would be read from that article alone: measured, less often right), and the work is linked only when that
    # finds no answer (held_back, below)
    read_now = read_described or asking_word(words(text)) in _DESCRIBED_ASKING \
        or normalise(text).startswith("how many ")
    found = described_one(text, linking, k)
    described = found if read_now else []
    held_back = bool(found) and not read_now
    if described:
        # "the lighthouse puzzle game": the one game whose own words say so
        linking = linking.replacing(text, described)
        trace.append({"stage": "link", "detail": "named by its kind and its own words: "
                      + ", ".join(f"“{x.text}” {x.id}" for x in described)})
    study, replaced = studies(text, linking, k)
    if study:
        # "when did she graduate from Corrib": the study that ended, not every role held at Corrib
        linking = linking.without(text, set(replaced)).adding(text, study)
        trace.append({"stage": "link", "detail": f"“{study[0].text}” read as the end of {study[0].id}"})
    titled, replaced = roles_by_title(text, linking, k)
    if titled:
        # "being a senior engineer at Kestrel": the role of that title there, not the company
        linking = linking.without(text, set(replaced)).adding(text, titled)
        trace.append({"stage": "link", "detail": f"“{titled[0].text}” read as the role {titled[0].id}"})
    foreign = foreign_words(linking.rest, k)
    # Weak anchors: a place or an organisation in a question that does not speak of the owner ("when did he
    # leave Tidewater" does) nor asks what the site says of the organisation ("what does Tidewater sell"); or a
    # name written in lower case as one everyday word when nothing else the question says is found in what
    # the site writes about it ("quince jam", "a python snake"; but "how does driftwood sync notes" stays
    # about Driftwood), or when the question is the visitor's own task ("how do i make quince jam").
    asked_terms = {t for w in foreign for t in terms(w)}
    _, about_him, _ = generic_form(linking.rest, k.owner_words, k.owner_pronouns)  # "can you recommend a hotel": no
    visitor_task = normalise(text).startswith(rules.VISITOR_TASK_STARTS) and not about_him  # "how do i make..."
    weak = {link.id for link in linking.links
            if (k.kind_of(link.id) in rules.WEAK_ANCHORS and not about_him
                and not (k.kind_of(link.id) == "Organisation" and _said_about(link.id, k) & asked_terms))
            or (k.kind_of(link.id) not in rules.WEAK_ANCHORS and " " not in link.text and link.text.islower()
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
    worked_for = any(says(q, p) for p in rules.WORKED_FOR) and not linking.ids
    now = bool(set(q.words) & rules.NOW_WORDS)
    if period is None and ((now and (worked_for or class_asked(q, k) in ("Role", "Employer")))
                           or (worked_for and set(q.words) & rules.PRESENT_AUXILIARIES)):
        # "what's his job title right now", "who does she work for": the roles held this month, read against
        # the visitor's today
        month = f"{today.year:04d}-{today.month:02d}"
        period = Period(month, month, "now", relative=True)
    hits = wiki_candidates(text, k)
    wiki_ids = [a for a in dict.fromkeys(k.articles[h.slug]["entity"] for h in hits) if a]
    graph_ids = list(dict.fromkeys(w for entity_id in linking.ids for w in k.works_of(entity_id)))
    # The meaning list (rank-fusion chapter): for a question that names nothing, the entities whose text means
    # what it says; a named entity is already what the question is about
    meant = k.meaning.nearest(text, rules.MEANING_TOP) if k.meaning and not linking.ids else []
    lists = {"linked": linking.ids, "graph": graph_ids, "wiki": wiki_ids}
    if meant:
        lists["meaning"] = [e for e, _ in meant]
        trace.append({"stage": "meaning", "detail": ", ".join(f"{e} {cosine}" for e, cosine in meant)})
    fused = fuse(lists, kind, k)
    task, operation = interpret(kind, q, k)

    route, covered = choose_route(q, kind, period, hits, k, trace, meant)
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
                       by_topic=route.name == "authored_topic", by_words=bool(route.extra.get("by_words")))
    if not covered and level in ("exact", "strong"):
        level = "weak"  # it answers something near the question, not the question: a closest match
    said = set(terms(route.text or ""))
    if not covered and not linking.ids and route.answer_from == "wiki" \
            and share(specific_terms(q, k), said, k) < HALF:
        level = "none"  # not even near: it says little of what the question asks
        trace.append({"stage": "abstain", "detail": "the closest passage says little of what was asked"})
    if level == "weak" and route.answer_from == "wiki" and not linking.ids and q.text.startswith(rules.DEFINE_STARTS):
        # "what is the capital of France": the site defines what it holds (its entities, its general terms);
        # a passage that shares a word is no definition of anything else
        level = "none"
        trace.append({"stage": "abstain", "detail": "asks what something is that the site does not hold"})
    if level in ("exact", "strong") and route.extra.get("absent") and route.primary \
            and k.kind_of(route.primary) not in k.addressed_kinds:
        # "no public repository for Docker": the graph holds an address for no entity of this kind, so that it
        # holds none for this one says nothing ("my docker container keeps crashing with exit code 137")
        level = "weak"
        trace.append({"stage": "abstain", "detail": "no address, of a kind the graph holds no address for"})
    if level in ("exact", "strong") and own_task(q, route, k):
        # "how do I write a Django migration": the visitor's own task, which a portfolio documents only by the
        # way; what the site holds on it is offered as a closest match, never as the answer
        level = "weak"
        trace.append({"stage": "abstain", "detail": "the visitor's own task, not a question about the owner"})
    if level in ("exact", "strong") and linking.ids and all(k.kind_of(i) == "Skill" for i in linking.ids) \
            and asks_news(q.text):
        # "what's new in the latest Elasticsearch release": the news of a technology the owner only uses, which
        # the site does not follow; what it says of the technology is a closest match at most
        level = "weak"
        trace.append({"stage": "abstain", "detail": "asks for the news of a technology, not for the owner's work"})
    # (the words by which it names the owner, "the guy behind this portfolio", are no word the site need know)
    unknown = [w for w in words(q.generic) if w not in STOP_WORDS and w.isalpha() and len(w) > 2
               and not k.knows(w) and w not in k.tech_words  # after spelling: a fixed typo is known
               and not route.extra.get("described")]  # a work in the visitor's own words (rules.DESCRIBED_KINDS)
    # the names it links are known, however they are spelt; a person the texts only mention is not
    # (as the visitor wrote it: a correction may have made one of its words a label, "Linus" the skill Linux)
    named = unknown_names(linking.rest, k) + stranger_names(asked, k)
    if level in ("exact", "strong") and route.answer_from in ("wiki", "graph") and named and not q.about_owner \
            and route.name not in ("ambiguous",):
        # "How does Google rank search results": about something the site never names, whatever words the
        # passage shares with it
        level = "weak"
        trace.append({"stage": "abstain", "detail": "names what the site never names: " + ", ".join(named)})
    if level in ("exact", "strong") and route.name == "top_passage" and unknown and not q.about_owner:
        # "what's the best bait for salmon fishing on the Fraser": words the site never uses, and a passage that
        # shares the others, is a closest match at most (and, with unknown words, no answer: below)
        level = "weak"
    possessive = bool(set(q.words) & {"his", "their", "theirs", "hers", "@s"}) or "'s" in q.text
    if level in ("exact", "strong") and route.name == "top_passage" and q.about_owner and not linking.ids \
            and not possessive and not describes_work(q, route, k):
        # (a passage may well answer a question about the owner's own work, "his reversi engine", or one that
        # describes one of the owner's works words and meaning agree on, "that thing he built that counted bikes")
        article = k.passage_article[k.passage_index[route.sources[0]["id"]]] if route.sources else ""
        if k.articles.get(article, {}).get("entity") != k.owner:
            # "can he start next month": a question about the owner that no authored answer covers is not
            # answered by a passage about some work that shares its words
            level = "weak"
            trace.append({"stage": "abstain", "detail": "about the owner, and the passage is not"})
    if route.answer_from == "wiki" and level == "weak" and unknown:
        # Word overlap alone, and the visitor used words the site has never seen: this is not a near miss
        # of something the site holds, so say plainly that there is no answer (beyond the paper, 9.3).
        level = "none"
        trace.append({"stage": "abstain", "detail": "unknown words: " + ", ".join(unknown)})
    if level == "none" and route.extra.get("by_meaning"):
        route = Route("empty", "none", None)  # the passage only meaning found, and not even near: not found
    if held_back and level not in ("exact", "strong"):
        # "how was the furigana library tested": the words find the article on property-based testing, which says
        # nothing of furigana; the one library whose own words say "furigana" is read instead, if that answers
        # (beyond the paper, issue 13: the work a question describes)
        other = plan_one(question, k, today, read_described=True)
        if other["confidence"] in ("exact", "strong"):
            other["trace"].insert(0, {"stage": "link", "detail": "the words alone found no answer: read as "
                                                                   "the work the question describes"})
            return other
    trace.append({"stage": "confidence", "detail": level})
    route = _naming_the_work(route, q, k, frozenset(x.id for x in described))
    route = _one_work_described(route, k) if level in ("exact", "strong") else route
    # "not found" shows nothing as if it were an answer: the passage that came closest is not one
    answer = {"text": route.text, "sources": route.sources} if route.text and level != "none" else None
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
        "corrections": shortened + apostrophes + fixes,
        "pivot": {key: route.extra[key] for key in ("absent", "category", "group", "neighbours")}
        if route.intent == "pivot" else None,
        "support": round(route.support, SCORE_DIGITS),
        "trace": trace,
    }


def told_apart(options: tuple[str, ...], rest: str, k: Knowledge) -> str | None:
    """The one entity of an ambiguous name that what the site says of it matches the rest of the question
    best, when one clearly does (its matched words weigh more than any other option's); else None, and the
    visitor is asked."""
    asked = [t for t in dict.fromkeys(terms(rest)) if t not in k.rule_stems]
    if not asked:
        return None
    scored = sorted(((sum(k.bm25.idf(t) for t in asked if t in _said_about(o, k)), o) for o in options),
                    reverse=True)
    best, runner = scored[0], scored[1]
    return best[1] if best[0] > 0 and best[0] > runner[0] else None


def _naming_the_work(route: Route, q: Question, k: Knowledge, described: frozenset[str] = frozenset()) -> Route:
    """The route, its passage (or the description it gives) said to be the work's when the question asks which work
    it describes and neither the question nor the answer names it: "his notes app that syncs edits across devices"
    answered by a section of Driftwood's article that never says "Driftwood" tells the visitor nothing of which app
    it is. A work the question only describes (`described`, linked by its kind and its own words) is not named by
    the words of its name the description shares ("typing how kanji are read" of Kanji Kaiju)."""
    if not route.sources or not route.text or not asks_for_a_work(q, k):
        return route
    if route.answer_from == "wiki":
        about = str(passage_entity(route, k) or "")
    elif route.name == "definition":
        about = route.primary or ""
    else:
        return route
    if about not in k.entities or k.kind_of(about) not in ("Work", "Component") or about == k.owner:
        return route
    label = str(k.entities[about]["label"])
    said = f"{q.text} {route.text}".lower()
    if any(name.lower() in said for name in [label, *k.entities[about].get("alt_labels", ())]):
        return route  # named by the visitor or by the passage, under any of its names
    # named by the visitor by words of its name ("the Coho Slough" for Coho Slough reconnection, "the Water tables
    # first paper"); "notes app" describes Driftwood without naming it
    named = set(terms(label))
    if any(link.id == about and link.id not in described and set(terms(link.text)) & named
           for link in q.linking.links):
        return route
    return dataclasses.replace(route, text=f"{label}: {route.text}")


def _one_work_described(route: Route, k: Knowledge) -> Route:
    """The route, its list of one work followed by what the work is: "1 public park in the graph falls under
    Urban water. Key work first: Kløverbakken Park." names the park the visitor described and tells nothing of
    it. After the confidence is decided: what the work is says nothing more of what was asked."""
    rows = list(dict.fromkeys(route.rows or []))
    if route.answer_from != "graph" or route.name not in LISTS or len(rows) != 1 or not route.text \
            or rows[0] not in k.entities or k.kind_of(rows[0]) != "Work":
        return route
    said = str(k.entities[rows[0]].get("description") or "")
    if not said or said in route.text:
        return route
    return dataclasses.replace(route, text=f"{route.text} {compose.described(rows[0], k)}")


def unknown_names(text: str, k: Knowledge) -> list[str]:
    """Capitalised words inside the question (not its first word) that the site never uses: names of
    things it does not know ("Google", "Torvalds")."""
    toks = tokens(text)
    return [t.raw for t in toks[1:] if t.raw[:1].isupper() and t.text.isalpha() and len(t.text) > 2
            and t.text not in k.vocabulary and t.text not in k.tech_words and t.text not in k.label_words
            and t.text not in k.owner_words]


def stranger_names(text: str, k: Knowledge) -> list[str]:
    """Names of someone or something the graph holds no entity for, though its texts may mention them: a run of
    two or more capitalised words inside the question ("Linus Torvalds", "Guido van Rossum") that no label,
    rule word or kind's word accounts for. A question in title case says nothing by its capitals."""
    toks = tokens(text)[1:]
    if sum(t.raw[:1].isupper() for t in toks) * 2 > len(toks):
        return []
    runs: list[list[str]] = [[]]
    for t in toks:
        if t.raw[:1].isupper() and t.text.isalpha() and t.text not in k.label_words and t.text not in k.rule_words \
                and t.text not in k.owner_words:
            runs[-1].append(t.raw)
        elif t.text in ("van", "von", "de", "da", "di", "der", "le") and runs[-1]:
            runs[-1].append(t.raw)  # "Guido van Rossum", "Leonardo da Vinci"
        elif runs[-1]:
            runs.append([])
    return [" ".join(run) for run in runs if sum(w[:1].isupper() for w in run) >= 2]


_ADVISING = frozenset({"focused_passage", "explanation"})
"""Routes that read the passage of the named thing's article that the rest of the question asks for."""


_NEWS_RELEASE = re.compile(r"\b(?:" + "|".join(rules.NEWS_RECENCY) + r") (?:[\w.-]+ )?(?:"
                           + "|".join(rules.NEWS_ITEMS) + r")\b")


def asks_news(text: str) -> bool:
    """Whether a question (normalised) asks for news: a phrase of rules.NEWS_PHRASES, or a release or a version said
    to be the latest (rules.NEWS_RECENCY, NEWS_ITEMS)."""
    return any(f" {p} " in f" {text} " for p in rules.NEWS_PHRASES) or bool(_NEWS_RELEASE.search(text))


_ADVICE_FIRST = frozenset(phrase.split()[0] for phrase in rules.ADVICE_PHRASES)
"""The first words of rules.ADVICE_PHRASES: a question holding none of them asks no advice (91 phrases unread)."""


def own_task(q: Question, route: Route, k: Knowledge) -> bool:
    """A question about the visitor's own task or choice ("how do i ...", "which language should a beginner
    learn"), that does not speak of the owner or of the site, answered by anything but the author's words."""
    if route.answer_from in ("authored", "pivot") or route.name == "ambiguous" or q.about_owner:
        return False
    if any(f" {phrase} " in f" {q.generic} " for phrase in rules.SITE_REFERENCES):
        return False
    # ("how do you define a cloudburst" asks what it is, as "what is a cloudburst" does: no task); advice asked
    # anywhere ("when is the best time of year to visit Copenhagen"); and a question the visitor asks of themselves
    # ("what visa do I need to work as a software engineer in Japan") that names none of the owner's works ("where
    # can I download the Kansai rail GTFS feed" asks for the site's dataset)
    task = ((q.text.startswith(rules.VISITOR_TASK_STARTS) or q.generic.startswith(rules.VISITOR_TASK_STARTS))
            and (not q.text.startswith(rules.DEFINE_STARTS) or q.text.startswith(rules.WAY_STARTS))) \
        or (bool(set(q.words) & _ADVICE_FIRST)
            and any(f" {phrase} " in f" {' '.join(q.words)} " for phrase in rules.ADVICE_PHRASES)) \
        or ("i" in q.words and not q.addressed and not any(k.kind_of(i) in ("Work", "Component", "Concept")
                                                           for i in q.linking.ids)) \
        or ("my" in q.words and f"{' '.join(q.words)} ".startswith(rules.ASKING_THE_OWNER)
            and not _on_owners_page(route, k))
    if task and q.text.startswith(rules.HOW_YOU_DO) and any(k.kind_of(i) in ("Work", "Component")
                                                          for i in q.linking.ids):
        # "you" in the ask box is the owner when the question names the owner's work: "how do you clean the
        # cloonagh dipwell data before publishing it" asks how it was done, not how the visitor should do it
        task = False
    if task or "should" not in q.words:
        return task
    # "should" asks advice: for the visitor's own case ("what should my kids learn") none of the owner's pages
    # gives it, nor does a graph list, a definition or a passage that only shares words; the passage chosen by
    # the rest of the question in the article on the thing named may ("how far apart should peat dams be
    # spaced": the peat dams article says how it spaces them)
    return bool(set(q.words) & rules.VISITOR_SELF) or route.name not in _ADVISING or not q.linking.ids


def _on_owners_page(route: Route, k: Knowledge) -> bool:
    """True when the answer is a passage of the owner's own page, which speaks for the owner as the authored
    answers do ("would you design a private garden for my house": "What I do not do")."""
    page = k.article_of(k.owner) if k.owner else None
    return route.answer_from == "wiki" and page is not None and bool(route.sources) \
        and all(str(s.get("id", "")).startswith(f"{page}#") for s in route.sources)


LIST_OPENINGS = ("which ", "what ", "list ", "show ", "any ", "all ", "name ", "how many ")


def kind_named(text: str, linking: Linking, k: Knowledge) -> set[str]:
    """Themes and concepts linked by a name that is also a kind of work's word ("games"), in a question that
    asks for a list or is the name alone: the kind is what is asked for, not the theme. And any entity linked
    by a kind's plural ("jenkins pipelines"): a plural names no single thing."""
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
        last = words(named.text)[-1] if words(named.text) else ""
        if whole_kind and last.endswith("s") and stem(last) != last and k.kind_of(named.id) in ("Work", "Component"):
            found.add(named.id)
    return found


def _said_about(entity_id: str, k: Knowledge) -> set[str]:
    """The terms of the entity's article and description, of the descriptions of what it is connected with
    (the person who chairs a co-operative), and of the names of the facts and relations the graph holds of
    it (an award, a licence, a team size): what the site says about it. Of two things called Lantern, "what
    prize did Lantern win" is about the one the graph holds a cj:award (skos:altLabel "prize") of."""
    cached = k.said_cache.get(entity_id)
    if cached is None:
        slug = k.article_of(entity_id)
        said = set(k.article_terms.get(slug, set())) if slug else set()
        for other in [entity_id, *sorted(k.linked(entity_id))]:
            said.update(terms(k.entities[other].get("description") or ""))
        entity = k.entities[entity_id]
        for predicate in sorted({*entity.get("facts", {}), *entity.get("relations", {})}):
            said.update(k.predicate_words(predicate))
        cached = k.said_cache[entity_id] = frozenset(said)
    return set(cached)


_WHERE_TO_LOOK = re.compile(
    r"\s*\b(?:on|in|across|throughout)\s+(?:this|the|your|his|her|their|my)\s+(?:web)?site\b", re.I)


def searched_in(text: str, linking: Linking, k: Knowledge) -> str | None:
    """The question without the words that name the site as where to look, when it asks for a kind of thing
    ("which papers are on the site", "what datasets are there on this site"); None when it names no kind
    besides, or names the site otherwise ("what does this site run on")."""
    m = _WHERE_TO_LOOK.search(text)
    if m is None:
        return None
    rest = text[:m.start()] + text[m.end():]
    return rest if k.kinds.find([stem(w) for w in words(rest)]) else None


def foreign_words(rest: str, k: Knowledge) -> list[str]:
    """Content words of the question (outside the names it links) that say nothing about his work: not rule
    words, not words of the portfolio's own names, not the question's grammar."""
    return [w for w in dict.fromkeys(words(rest)) if w.isalpha() and len(w) > 2 and w not in STOP_WORDS
            and w not in k.rule_words and stem(w) not in k.rule_stems and w not in k.label_words
            and stem(w) not in k.predicate_terms and w not in rules.FUNCTION_WORDS]


def choose_route(q: Question, kind: str, period: Period | None, hits: list[ArticleHit], k: Knowledge,
                 trace: list[dict[str, Any]], meant: list[tuple[str, float]] | None = None) -> tuple[Route, bool]:
    """The planning order of Algorithm 4 (routes.ROUTES): the first route whose answer answers what was asked.

    Returns the route and whether its answer passed the coverage check; when none passes, the first answer
    found is returned to be shown as a closest match, and the trace says why each was declined."""
    ask = Ask(q, kind, period, hits, k, specific_terms(q, k), list(meant or ()))
    first: Route | None = None
    for rule in ROUTES:
        if not rule.test(ask):
            continue
        route = rule.answer(ask)
        if route is None:
            continue
        if ask.ordered and route.name in LISTS and route.answer_from == "graph":
            # "his first Swift project": a list answers from the end of it asked
            route = compose.in_order(route, *ask.ordered, q.words, k)
        if route.extra.get("meaning_read"):  # a route read the meaning list the plan did not: the trace says so
            trace.append({"stage": "meaning", "detail": f"{route.name}: {route.extra['meaning_read']}"})
        if route.extra.get("section_agrees"):  # meaning chose the section: the trace says so
            trace.append({"stage": "meaning", "detail": f"{route.name}: words and meaning agree on the section "
                                                        f"“{route.extra['section_agrees']}”"})
        vouched: list[str] = []
        why = problem(route, q, k, ask.specific, vouched)
        if why is None:
            trace.extend({"stage": "meaning", "detail": f"{route.name}: {note}"} for note in vouched)
            return route, True
        trace.append({"stage": "route", "detail": f"{route.name} declined: {why}"})
        if first is None:
            first = route
    return (first, False) if first is not None else (Route("empty", "none", None), True)


