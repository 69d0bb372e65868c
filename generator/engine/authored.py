"""Which authored answer (content/answers.yml) a question asks for: the author's words about the owner and the
site, chosen in four ways, each stricter about what else the question may say.

- `by_question`: one of the answer's own questions, whoever it addresses ("where does she live" is "where do
  you live"), or nearly its content words; a question after a private fact gets the answer of kind privacy.
- `by_trigger`: a word or phrase the author attached to the answer (`triggers:`, "japan", "from scratch"),
  when the question names nothing but what the answer cites and says nothing the site does not know.
- `closest_of_kind`: of the answers of one kind (contact, recent), the one sharing most words.
- `by_topic`: a late route of the planning order: a question about the owner that names nothing the graph
  holds, matched against each answer as a whole (its questions and its text).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from generator.engine import rules
from generator.engine.knowledge import Knowledge
from generator.engine.question import OWNER, authored_key, not_contact_words, starts_list
from generator.engine.text import ASKING, STOP_WORDS, asking_word, content_stems, stem, words

if TYPE_CHECKING:
    from generator.engine.question import Question

Answer = dict[str, Any]

# by_question
NEAR_OVERLAP = 0.75  # Jaccard overlap of content stems for a near match, with at least two stems

# by_trigger
UNTOLD_MAX = 1  # content words of the question the answer never uses, beyond its triggers: one is how it asks

# by_topic
IN_QUESTIONS = 1.0  # a word one of the answer's own questions uses
IN_TEXT = 0.7  # a word only its text uses: the text says more than it is about
UNKNOWN = 0.5  # a word neither the site nor any authored answer uses weighs half: it is likely filler
SAME_ASKING = 1.2  # "where does she live" and "where do you live" ask the same way
MIN_COVER = 0.4  # at least two fifths of the question's content, weighted as above
MIN_LEAD = 0.1  # and clearly more than the next answer, or it is a guess between two
UNKNOWN_OBJECT_SHARE = 3  # an unknown word after "with", "in", "about" that is a third of the question's content
PRIVATE_NEAR = 3  # "how many children does @ have": a private word this near the owner is said of the owner
MAX_CONTENT = 6  # a long question says more than an authored answer can cover


def of_kind(kind: str, k: Knowledge) -> list[Answer]:
    return [a for a in k.answers if a["kind"] == kind]


def private_question(q: Question) -> bool:
    """A question after a private fact of the owner's (age, salary, marriage, address...). "how old is taylor
    swift" asks about somebody else, and "partner" alone may be a business partner: a private word counts only
    when the question speaks of the owner."""
    if any(f" {p} " in f" {q.generic} " for p in rules.PRIVATE_PHRASES) and not q.foreign:
        return True
    # (said of the owner, a private word is private whatever else the question says: "her salary expectation");
    # said of others in a question that names the owner elsewhere, it is not ("Ari's 2018 talk about letting
    # kids play where storm water collects"): the owner is named within PRIVATE_NEAR words of it
    if not (q.about_owner or q.addressed) or not set(q.cue_words) & rules.PRIVATE_WORDS:
        return False
    said = q.generic.split()
    owner = [n for n, w in enumerate(said) if w == OWNER]
    # ...and nothing but grammar between them: "can you write a birthday poem" asks the owner to do something
    return any(abs(n - m) <= PRIVATE_NEAR and all(w in STOP_WORDS for w in said[min(n, m) + 1:max(n, m)])
               for n, w in enumerate(said) if w in rules.PRIVATE_WORDS for m in owner)


def by_question(q: Question, k: Knowledge) -> Answer | None:
    """The authored answer whose question this is: the same words (whoever they address), or nearly the same
    content words (three quarters in common, at least two), so "who's tobias wren?" finds "who is tobias
    wren". A list question ("which companies...") is never matched loosely: it asks for the graph. Memoised
    per question: the intent rules and the planning order both ask."""
    key = f"{q.text}|{q.linking.rest}"
    if key not in k.authored_cache:
        if len(k.authored_cache) > 4096:
            k.authored_cache.clear()
        k.authored_cache[key] = _by_question(q, k)
    return k.authored_cache[key]  # type: ignore[no-any-return]


def _by_question(q: Question, k: Knowledge) -> Answer | None:
    exact = k.authored_questions.get(authored_key(q.generic)) \
        or k.authored_questions.get(authored_key(q.generic, emphasis=False))
    if exact is not None:
        return exact
    if private_question(q):
        return next(iter(of_kind("privacy", k)), None)
    if owner_summary(q):
        return owner_about(k)
    # (a word that only stresses the asking is no content of the visitor's: "who exactly is Ari and what do they do
    # for a living" is not the author's "where exactly do you live", whose "exactly" asks for an address)
    mine = content_stems([w for w in q.words if w not in rules.EMPHASIS], k.owner_words)
    if len(mine) < 2 or starts_list(q):
        return None
    if len(q.cue_words) > 1 and q.cue_words[0] == "what" and k.kinds.find([stem(q.cue_words[1])]):
        return None  # "what gardens has she designed" asks for the graph's gardens, like "which gardens"
    owned = "@" in q.generic.split()
    best: tuple[float, str, Answer] | None = None
    for question, theirs, answer in k.authored_content:
        if owned != ("@" in question.split()):
            continue  # "what are his key works" asks for his works, "what is key work" what the words mean
        overlap = len(mine & theirs) / len(mine | theirs)
        if overlap >= NEAR_OVERLAP and (best is None or (overlap, question) > (best[0], best[1])):
            best = (overlap, question, answer)
    return best[2] if best else None


def owner_summary(q: Question) -> bool:
    """True when the question asks for the owner as a whole and for nothing else: the owner (named, "you", a
    pronoun) with a word asking for a summary (rules.SUMMARY_WORDS: "give me a quick overview of Ari Lindqvist",
    "what's your background, in a nutshell", "a quick rundown of who Tobias Wren is"), and besides them only
    grammar, filler, the asking (rules.REQUEST_WORDS, SUMMARY_ASKING) and brevity (rules.BREVITY_WORDS). What
    the author wrote for "who is <owner>" answers it (owner_about), whichever words the author's own questions
    use."""
    said = authored_key(q.generic, emphasis=False).split()
    if OWNER not in said or not set(said) & rules.SUMMARY_WORDS:
        return False
    return {w for w in said if w != OWNER and w not in _SUMMARY_GRAMMAR} <= _SUMMARY_ONLY


_SUMMARY_GRAMMAR = STOP_WORDS | rules.FILLER_WORDS | rules.REQUEST_WORDS | rules.SUMMARY_ASKING \
    | frozenset(rules.AUXILIARIES.values()) | rules.SOFTENERS
"""What a request for a summary of the owner may say besides the owner and the summary (owner_summary)."""
_SUMMARY_ONLY = rules.SUMMARY_WORDS | rules.BREVITY_WORDS


def owner_about(k: Knowledge) -> Answer | None:
    """The authored answer to "who is <owner>" (as rules.SHORT_QUESTIONS reads "about"), else the first answer
    of kind about that cites the owner first; None when the author wrote neither."""
    asked = k.authored_questions.get(authored_key(f"who is {OWNER}"))
    return asked or next((a for a in of_kind("about", k) if a["sources"][:1] == [k.owner]), None)


def by_trigger(q: Question, k: Knowledge) -> Answer | None:
    """The answer one of whose triggers the question says, when the question says nothing the site does not
    know ("how do i build a house from scratch" is about a house) and every entity it links is a place the
    answer is about (cited, or next to a place cited: "osaka" beside an answer citing Japan) or is cited by the
    answer and named apart from the trigger: "what did she do at the Kansai Institute" asks the graph about
    the institute even if "kansai" is a trigger.

    A trigger says what the question is about, not what it asks: "when did he move to japan" adds one word the
    answer does not use, the way it asks; "what did his kyoto house sensors find behind the wardrobe" adds four,
    a thing the answer does not tell. More than UNTOLD_MAX such words and the answer is not the one asked for."""
    if q.foreign and (not addresses_owner(q) or (q.addressed and not q.about_owner)):
        return None  # ("can you recommend a ramen place in Kyoto": the visitor's own errand, put to "you")
    said = f" {' '.join(q.words)} "
    names = [f" {' '.join(words(link.text))} " for link in q.linking.links]
    for phrase, answer in k.authored_triggers:
        if f" {phrase} " not in said:
            continue
        apart = not any(f" {phrase} " in name for name in names)
        cited = set(answer["sources"])
        near = cited | {n for s in cited if s in k.entities for n in k.linked(s)}
        if all((k.kind_of(i) == "Place" and i in near) or (i in cited and apart) for i in q.linking.ids) \
                and len(_untold(q, answer, k)) <= UNTOLD_MAX and (addresses_owner(q) or _only_its_topic(q, answer, k)):
            return answer
    return None


def _only_its_topic(q: Question, answer: Answer, k: Knowledge) -> bool:
    """True when every word the question says, beside its grammar, is one the answer or its own questions use
    ("japan?", "time in japan", "kyoto years"): the answer's topic asked alone. A question of no one that says
    more asks something of its own ("what's the best time of year to visit kyoto" is the visitor's errand, not the
    owner's years in Kyoto)."""
    told = next(asked | text for a, asked, text, _ in k.authored_topics if a is answer)
    triggers = {stem(w) for phrase, a in k.authored_triggers if a is answer for w in phrase.split()}
    return {stem(w) for w in q.words if w not in STOP_WORDS and w not in ASKING} <= told | triggers


def _untold(q: Question, answer: Answer, k: Knowledge) -> frozenset[str]:
    """The question's content stems that neither the answer's questions nor its text nor its triggers use."""
    told = next(asked | text for a, asked, text, _ in k.authored_topics if a is answer)
    triggers = {stem(w) for phrase, a in k.authored_triggers if a is answer for w in phrase.split()}
    return question_content(q, k) - told - triggers


def unknown_name(q: Question, k: Knowledge) -> bool:
    """True when the question names, with a capital inside it, something the site never mentions."""
    raw = q.linking.rest.split()
    return any(w[:1].isupper() and w.strip("?!.,").lower() not in k.vocabulary
               and w.strip("?!.,").lower() not in k.owner_words and w.strip("?!.,").lower() not in k.rule_words
               for w in raw[1:])


def closest_of_kind(q: Question, kind: str, k: Knowledge) -> Answer | None:
    """Of the answers of one kind, the one whose questions share most words with the question, counting its
    words as said and, once more, its content words as stemmed (ties: the answer's id). The names the question
    links are not counted: "is Turlough Studio open to small projects" is about projects, not about the studio
    that "is turlough studio hiring" names."""
    said = set(q.cue_words)
    content = {stem(w) for w in said if w not in STOP_WORDS}

    def shared(answer: Answer) -> int:
        theirs = words(" ".join(answer["questions"]))
        return len(said & set(theirs)) + len(content & {stem(w) for w in theirs if w not in STOP_WORDS})

    scored = sorted((-shared(a), a["id"], n) for n, a in enumerate(k.answers) if a["kind"] == kind)
    return k.answers[scored[0][2]] if scored else None


def addresses_owner(q: Question) -> bool:
    """True when the question speaks of or to the owner, or of the site ("these answers", "the ask box"): what
    the authored answers are about."""
    return q.about_owner or q.addressed or any(f" {phrase} " in f" {q.generic} " for phrase in rules.SITE_REFERENCES)


_REQUEST_STEMS = frozenset(stem(w) for w in rules.REQUEST_WORDS)


def question_content(q: Question, k: Knowledge) -> frozenset[str]:
    """The question's content stems, without the grammar of a request ("best way", "nowadays", "currently")
    nor the words that ask for a date ("what year", "how long"): "what year did he graduate" is about
    graduating, not about an answer whose questions say "your years in Kyoto"."""
    asking_time = {stem(w) for phrase in rules.TIME_PHRASES if f" {phrase} " in f" {q.text} " for w in phrase.split()}
    return frozenset(s for s in content_stems(q.words, k.owner_words) if s not in _REQUEST_STEMS
                     and s not in asking_time)


def by_topic(q: Question, k: Knowledge, *, lists: bool = False) -> tuple[Answer, float] | None:
    """(authored answer, share of the question it covers) for a question about the owner that names nothing
    the graph holds, or None when no authored answer covers it clearly. A list question ("which companies...")
    asks for the graph, unless `lists` (a kind asked of the owner that is no kind of work)."""
    if q.linking.ids or q.linking.ambiguous or not addresses_owner(q):
        return None
    if q.foreign and q.addressed and not q.about_owner:
        return None  # "could you suggest a hotel in Lisbon": the visitor's own errand, put to "you"
    if not lists and starts_list(q):
        return None
    mine = question_content(q, k)
    if not mine or len(mine) > MAX_CONTENT:
        return None
    if unknown_name(q, k) and not any(f" {p} " in f" {q.generic} " for p in rules.SITE_REFERENCES):
        return None  # "what did she design in Tokyo": about a place, a person or a thing the site never names
    weight = {s: 1.0 if s in k.known_stems or s in k.authored_stems else UNKNOWN for s in mine}
    cue = q.cue_words
    # (and after "a", "an": "has he ever run a marathon" is about the marathon, a thing the site never names;
    # "a rundown of his employment history" is about what follows "of")
    unknown_objects = {stem(cue[n]) for n in range(1, len(cue))
                       if (cue[n - 1] in rules.CUE_BEFORE
                           or (cue[n - 1] in ("a", "an") and cue[n + 1:n + 2] != ("of",)))
                       and weight.get(stem(cue[n])) == UNKNOWN}
    if len(unknown_objects) * UNKNOWN_OBJECT_SHARE >= len(mine):
        # what the question is about, said after "with", "in", "about" ("experience with sourdough"), is a
        # word the site never uses, and a good part of what it says: no authored answer speaks of it ("does
        # the ask box use chatgpt or another llm to write answers" says enough else)
        return None
    total = sum(weight.values())
    how = _asking(asking_word(q.words))
    scored = []
    past = bool(set(q.words) & rules.PAST_WORDS)
    # "what does ari reach for when a site floods" chooses a tool: no way to reach the owner (intents._contact)
    phrasal = bool(not_contact_words(cue))
    # a kind of thing the graph holds that is no work ("employers", "cities") is the answer's topic only when
    # its questions say it: the graph lists them, and an answer that mentions "his employers" in passing is
    # about something else
    kinds = _thing_kind_stems(k)
    for answer, asked, told, asking in k.authored_topics:
        if (past or phrasal) and answer["kind"] == "contact":
            continue  # "did she ever do an internship" asks about the owner's past, not whether she takes interns
        cover = sum(weight[s] * (IN_QUESTIONS if s in asked else IN_TEXT if s in told and s not in kinds else 0.0)
                    for s in mine) / total
        if how is not None and any(_asking(a) == how and stems & mine for a, stems in asking):
            cover *= SAME_ASKING
        scored.append((cover, answer["id"], answer))
    scored.sort(key=lambda s: (-s[0], s[1]))
    if not scored or scored[0][0] < MIN_COVER:
        return None
    if len(scored) > 1 and scored[0][0] - scored[1][0] < MIN_LEAD:
        return None
    return scored[0][2], scored[0][0]


def _thing_kind_stems(k: Knowledge) -> frozenset[str]:
    """The stems of the names of the kinds that are neither work nor skill (employer, city, person)."""
    cached = k.said_cache.get("thing-kinds")
    if cached is None:
        cached = k.said_cache["thing-kinds"] = frozenset(
            stem(w) for kind in k.kinds.by_id.values() if not kind.is_work and not kind.is_category
            for w in words(f"{kind.label} {kind.plural}"))
    return cached


def _asking(word: str | None) -> str | None:
    """A question word with its auxiliaries made one ("is" and "are" ask alike)."""
    return rules.AUXILIARIES.get(word, word) if word else None
