"""A question as every rule reads it: its normal form, its words, what it links, and who it speaks of.

The owner is spoken of in many ways: the owner's own pronouns, a pronoun a visitor guesses ("he" for an owner
who uses "she"), the owner's name, "this guy", "you". `generic` is the question with each of them written "@",
so the rule table's phrases ("is @ married", "does @ know {x}", "talk to @") hold for every owner.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from generator.engine import rules
from generator.engine.text import STOP_WORDS, normalise, stem, terms, words

if TYPE_CHECKING:  # the knowledge index reads generic_form too, so these are imported for types only
    from generator.engine.knowledge import Knowledge
    from generator.engine.linking import Linking

OWNER = "@"


@dataclass(frozen=True)
class Question:
    """A question with what every rule needs: its normal form, its words, its links and its cue."""

    text: str  # normalised, a polite "can you" or "please" before the request read past (past_politeness)
    words: tuple[str, ...]
    linking: Linking
    cue: str  # the question without the names it links, normalised
    cue_words: tuple[str, ...]
    foreign: tuple[str, ...] = ()  # content words that say nothing about the owner's work (planner.foreign_words)
    generic: str = ""  # the normal form with every way of naming the owner written "@"
    about_owner: bool = False  # speaks of the owner in the third person or by name (not only "you")
    addressed: bool = False  # speaks to the owner ("you", "your")
    framing: frozenset[str] = frozenset()  # the stems of a phrase that frames what is asked (framing())
    # what the rules read of the question, kept once read (coverage.asks): a memo keyed by the question itself
    # would hash and compare every field of it, links and all, at each of the dozen readings of a plan.
    # (dataclasses.replace makes a fresh one: a question read otherwise is read again)
    memo: dict[str, Any] = field(default_factory=dict, init=False, compare=False, hash=False, repr=False)


_REFERENCES_BY_WORD: dict[str, tuple[int, ...]] = {}
for _n, _phrase in enumerate(rules.OWNER_REFERENCES):
    _REFERENCES_BY_WORD[_phrase.split()[0]] = (*_REFERENCES_BY_WORD.get(_phrase.split()[0], ()), _n)
"""The places in rules.OWNER_REFERENCES of its phrases, by their first word: a question holds few of them, so
generic_form tries only those, in the table's order (one phrase replaced may hold another's words): reading every
phrase of the table (406 of them) made generic_form 35 microseconds a question on the sample's suites, these 21."""


@functools.lru_cache(maxsize=1024)
def generic_form(text: str, owner_words: frozenset[str], owner_pronouns: frozenset[str]) -> tuple[str, bool, bool]:
    """(the words of `text` with the owner written "@", whether it speaks of the owner, whether it says "you").

    "tobias wren" is one "@"; "this guy" and "the author" are "@" too."""
    said = " " + " ".join(words(text)) + " "
    about = False
    present = set(said.split())
    for n in sorted({n for w in present for n in _REFERENCES_BY_WORD.get(w, ())}):
        phrase = rules.OWNER_REFERENCES[n]
        if f" {phrase} " in said:
            said = said.replace(f" {phrase} ", f" {OWNER} ")
            about = True
    out: list[str] = []
    addressed = False
    for w in said.split():
        if w in rules.OWNER_NOUNS and out[-2:-1] in (["this"], ["the"]) and out[-1:] == [OWNER]:
            # "who is this Tobias Wren guy": the owner's name inside a way of naming the owner is the owner
            out[-2:] = [OWNER]
            continue
        if w in owner_words:
            about = True
            if out and out[-1] == OWNER:
                continue
            w = OWNER
        elif w in owner_pronouns:
            about = True
            w = OWNER
        elif w in rules.YOU:
            addressed = True
            w = OWNER
        out.append(w)
    return " ".join(out), about, addressed


def prepare(question: str, linking: Linking, k: Knowledge, foreign: list[str] | None = None) -> Question:
    """The Question for a (spelling-corrected) question and its linking."""
    cue = normalise(linking.rest)
    # (the name said to the owner is no word of the question's: "Tobias, what do you do" is "what do you do")
    generic, _, _ = generic_form(without_vocative(question, k.owner_words), k.owner_words, k.owner_pronouns)
    # who the question speaks of is read outside the names it links: "Wren Software" does not speak of Tobias Wren;
    # nor does the owner's name said to them ("Ari, what's the quickest ferry to the Aran Islands"), which leaves
    # the question what it is without it
    _, about, addressed = generic_form(without_vocative(linking.rest, k.owner_words), k.owner_words, k.owner_pronouns)
    text = past_politeness(normalise(question))
    return Question(text, tuple(words(question)), linking, cue, tuple(words(cue)), tuple(foreign or ()), generic,
                    about, addressed, framing(text, linking))


_VOCATIVES = (re.compile(r"^\s*([^\W\d_]+(?:\s+[^\W\d_]+)?)\s*,\s*"),
              re.compile(r"\s*,\s*([^\W\d_]+(?:\s+[^\W\d_]+)?)\s*[?!.]*\s*$"))
"""A name set off by a comma at a question's start or end: "Tobias, ...", "..., Ari?"."""


def without_vocative(text: str, owner_words: frozenset[str]) -> str:
    """The text without the owner's name said to them: "Ari, what's the quickest ferry to the Aran Islands" is
    asked of the owner and speaks of nobody, a question the site may have no answer to; "Tobias, what do you do"
    asks what "what do you do" asks."""
    for pattern in _VOCATIVES:
        m = pattern.search(text)
        if m and all(w in owner_words for w in words(m.group(1))):
            return text[:m.start()] + " " + text[m.end():]
    return text


_PAUSE = re.compile(r"[,:;?!]")
_TOPIC_END = re.compile(r"[,:]")


def framing(text: str, linking: Linking) -> frozenset[str]:
    """The stems of the phrases that say which thing a question is about rather than what it asks of it: a topic
    put first, before a comma or a colon the question proper follows ("in his lighthouse puzzle game, why did
    early builds freeze"; "the courtyards the residents planted themselves: how many plants died"), and a
    description after a name it links ("how did he test Bramble, the interpreter he wrote in OCaml"). Within the
    article they lead to, every section is about them, so they choose no section (sections.rest_of_question). A
    clause or a contrast put first asks something of its own (rules.FRAMING_CLAUSES: "before it went to new
    maintainers, what did they write"), and frames nothing."""
    spans: list[tuple[int, int]] = []
    # a comma or a colon inside a name the question links is the name's ("Retrieval for small corpora: when BM25
    # is enough")
    named = [(at, at + len(link.text)) for link in linking.links for at in [text.find(link.text.lower())] if at != -1]
    pause = next((m for m in _TOPIC_END.finditer(text) if not any(a <= m.start() < b for a, b in named)), None)
    before, after = (words(text[:pause.start()]), words(text[pause.end():])) if pause else ([], [])
    if pause and before and after and after[0] in rules.FRAMING_ASKS and before[0] not in rules.FRAMING_CLAUSES \
            and before[0] not in rules.FRAMING_ASKS and not set(before) & rules.ASKING_WORDS:
        spans.append((0, pause.start()))
    for link in linking.links:
        at = text.find(f"{link.text.lower()}, ")
        if at != -1:
            start = at + len(link.text) + 2
            end = start + len(_PAUSE.split(text[start:], maxsplit=1)[0])
            described = words(text[start:end])
            if described and described[0] in rules.DETERMINERS:
                spans.append((start, end))
    if not spans:
        return frozenset()
    framed = set(terms(" ".join(text[a:b] for a, b in spans)))
    # a word the question proper says too is asked there ("the courtyards the residents planted: how many plants")
    asked = "".join(c if not any(a <= n < b for a, b in spans) else " " for n, c in enumerate(text))
    return frozenset(framed - set(terms(asked)))


_POLITE = tuple(p.replace(" you ", f" {OWNER} ") for p in rules.POLITE_STARTS)
"""rules.POLITE_STARTS as the generic form writes them ("can @ "): made once, read for every question."""


def not_contact_words(said: tuple[str, ...]) -> set[str]:
    """The contact words that, with the word after them, say something else (rules.NOT_CONTACT_PHRASES: "reach
    for" chooses a tool, "call for" needs something): read by the contact intent and the authored topics alike."""
    return {w for w, after in itertools.pairwise(said) if f"{w} {after}" in rules.NOT_CONTACT_PHRASES}


def past_politeness(text: str, polite: tuple[str, ...] = rules.POLITE_STARTS) -> str:
    """The request once a polite "can you", "could you" or "please" before it is read past: it asks what the
    rest asks ("can you explain what a service worker is" is "explain what a service worker is")."""
    while text.startswith(polite):
        text = text[len(next(p for p in polite if text.startswith(p))):]
    return text


def past_opening_preposition(text: str) -> str:
    """The question read past a preposition it opens with before "which" or "what" (rules.OPENING_PREPOSITIONS):
    "in which city did she give the talk" asks which city, as "which city" does."""
    first, _, rest = text.partition(" ")
    return rest if first in rules.OPENING_PREPOSITIONS and rest.startswith(("which ", "what ")) else text


def starts_list(q: Question) -> bool:
    """True when the question starts as a list question does (rules.LIST_STARTS), once a polite "can you" or
    "please" before it is read past: "can you list the gardens you've designed" lists, as "list the gardens"."""
    return q.text.startswith(rules.LIST_STARTS) or past_politeness(q.generic, _POLITE).startswith(rules.LIST_STARTS)


def appositive(q: Question) -> frozenset[str]:
    """The words, at most two, between a determiner and a name the question links ("the web tool RampReport",
    "the address quadtree"): they say what the thing named is, not what is asked of it, so they ask for no
    address and no relation ("tool" is RampReport's kind there, not its tooling)."""
    out: set[str] = set()
    for link in q.linking.links:
        before = words(q.text.partition(link.text.lower())[0])
        for n in (1, 2):
            if len(before) > n and before[-n - 1] in rules.DETERMINERS \
                    and not set(before[-n:]) & (rules.DETERMINERS | rules.ASKING_WORDS | STOP_WORDS):
                out.update(before[-n:])
                break
    return frozenset(out)


def introduced(q: Question, k: Knowledge) -> list[str]:
    """The linked entities the question introduces by a word for their kind, just before the name ("the Nightjar
    talk 'Canaries that judge themselves'", "the paper Water tables first"): what the question asks of, a name
    before that word only saying which one ("Nightjar" there is what the talk was about)."""
    out = []
    for link in q.linking.links:
        before = words(q.text.partition(link.text.lower())[0])
        spans = k.kinds.find([stem(w) for w in before])
        if spans and spans[-1][1] == len(before) and set(spans[-1][2]) & set(k.entities[link.id]["types"]):
            out.append(link.id)
    return out


def facts_by_phrase(q: Question) -> tuple[str, ...]:
    """The words of the facts a question asks for by a phrase rather than their names (rules.ASKED_AS_PHRASES:
    "what came of it", "how did it turn out" ask for its outcome): read by the fact routes, and by the intent and
    the operations, for which such a "how" asks for no way."""
    said = f" {' '.join(q.words)} "
    return tuple(fact for phrase, facts in rules.ASKED_AS_PHRASES.items() if f" {phrase} " in said for fact in facts)


def asks_account(q: Question) -> bool:
    """True when the question asks what a thing was like, told as an account (rules.ACCOUNT_PHRASES: "what was it
    like working at Fjordlys"), or by a verb of one after "what did/does" (rules.ACCOUNT_VERBS: "what did the job
    involve", "what does he like about Go"): a how-question, whatever its first word, as the operations read it
    (coverage.asks). The intent does not read it: measured, the article's sections then answered 1 fewer question
    right and 3 more wrong."""
    return any(f" {p} " in f" {q.text} " for p in rules.ACCOUNT_PHRASES) or (
        q.words[:2] in (("what", "did"), ("what", "does"), ("what", "do"), ("what", "will"))
        and bool(set(q.words) & set(rules.ACCOUNT_VERBS)))


def says(q: Question, phrase: str) -> bool:
    """True when the question's generic form contains the phrase as whole words ("@" is the owner)."""
    return f" {phrase} " in f" {q.generic} "


def authored_key(generic: str, emphasis: bool = True) -> str:
    """An authored question's lookup key: its generic form (the owner as "@") with auxiliaries made one, so
    "where do you live", "where does she live" and "where does tobias live" read alike, and with the idioms
    rules.SAME_ASKING makes one ("these days" is "now"). Without `emphasis`, the words of rules.EMPHASIS are
    left out wherever they stand ("so who exactly is tobias wren" is "who is tobias wren"): the key a question
    is looked up by when the author wrote none for it as said ("where exactly do you live" may be the author's
    own question, answered otherwise than "where do you live")."""
    said = f" {generic} "
    for phrase, same in rules.SAME_ASKING:
        said = said.replace(f" {phrase} ", f" {same} ")
    asked = said.split()
    # what a visitor says around a question asks nothing: "so who is tobias wren exactly" is "who is tobias wren"
    start = 0
    while start < len(asked) - 1 and asked[start] in rules.OPENERS:
        start += 1
    end = spoken_end(asked, start)
    asked = [w for n, w in enumerate(asked[start:end]) if emphasis or n == 0 or w not in rules.EMPHASIS]
    said = f" {' '.join(asked)} "
    if asked[:1] == ["whose"] and len(asked) > 1 and asked[1] in rules.SITE_NOUNS \
            and set(asked[2:]) <= rules.HERE_WORDS:
        said = f" who is {OWNER} "  # "whose website am i looking at": who the owner is
    verb = 3 if asked[1:3] in (["is", "behind"], ["s", "behind"]) else 2
    if asked[:1] == ["who"] and (verb == 3 or (len(asked) > 1 and asked[1] in rules.SITE_MAKERS)) \
            and " ".join(asked[verb:]) in rules.SITE_REFERENCES:
        said = f" who is {OWNER} "  # "who made this site", "who is behind this portfolio": who the owner is
    return " ".join(rules.AUXILIARIES.get(w, w) for w in said.split())


_BREVITY = tuple(p.split() for p in rules.BREVITY_PHRASES)
_BREVITY_ENDS = frozenset(p[-1] for p in _BREVITY)


def _by_last_word(phrases: list[list[str]]) -> dict[str, tuple[list[str], ...]]:
    """The phrases grouped by their last word, each group in the phrases' order."""
    groups: dict[str, tuple[list[str], ...]] = {}
    for phrase in phrases:
        groups[phrase[-1]] = (*groups.get(phrase[-1], ()), phrase)
    return groups


_CLOSINGS = _by_last_word([*_BREVITY, *(p.split() for p in rules.ASIDES)])
"""The closing phrases (rules.BREVITY_PHRASES, rules.ASIDES) by their last word: spoken_end tries only those that
could end where it stands (trying all of them was 7% of plan()'s time)."""
_CLOSING_BREVITY = re.compile(r"[\s,;:\u2013\u2014-]+(" + "|".join(
    r"\W+".join(map(re.escape, p)) for p in sorted(_BREVITY, key=len, reverse=True)) + r")\W*$", re.IGNORECASE)


def without_brevity(text: str) -> tuple[str, str]:
    """The question without the phrase it closes with to ask for the answer short or simply ("describe your work in
    two sentences", "what is a CRDT, in plain terms": rules.BREVITY_PHRASES), and that phrase ("" when there is
    none). It asks for nothing the site holds: left in, its words are searched for ("sentences" found the Tatoeba
    sentence pairs) or taken for words the site never uses ("briefly"). Two words at least stay."""
    last = words(text.rsplit(None, 1)[-1]) if text.strip() else []
    if not last or last[-1] not in _BREVITY_ENDS:
        return text, ""  # (most questions: no phrase ends so, and the long pattern is not tried)
    found = _CLOSING_BREVITY.search(text)
    if not found or len(words(text[:found.start()])) < 2:
        return text, ""
    return text[:found.start()], found.group(1)


def spoken_end(said: list[str], start: int = 0) -> int:
    """Where what a question asks ends in its words: before the softeners, asides and brevity phrases it closes
    with ("what is an API anyway", "define a CRDT for me", "who is Tobias Wren, in a nutshell": rules.SOFTENERS,
    rules.ASIDES, rules.BREVITY_PHRASES), which ask nothing; never before the first word after `start`."""
    end = len(said)
    while end > start + 1:
        if said[end - 1] in rules.SOFTENERS:
            end -= 1
            continue
        ending = _CLOSINGS.get(said[end - 1], ())
        closing = next((len(p) for p in ending if said[max(start + 1, end - len(p)):end] == p), 0)
        if not closing:
            break
        end -= closing
    return end


def trigger_phrases(answer: dict[str, object]) -> list[str]:
    """An authored answer's triggers (`triggers:` in answers.yml) as lower-case word sequences."""
    triggers = answer.get("triggers") or []
    return [" ".join(words(str(t))) for t in triggers if words(str(t))]  # type: ignore[attr-defined]


def said_before_name(q: Question) -> bool:
    """True when the question opens as a definition ("who is ", "what's ") and a word besides grammar stands
    between that and the first name it links: it asks after something of the name's ("who is on the team at
    Turlough Studio", "who's the chair of the co-op"), not what the name is ("who is Niamh Costello", "who's
    actually Niamh Costello"). False when it links nothing."""
    start = next((s for s in rules.DEFINE_STARTS if q.text.startswith(s)), None)
    if start is None or not q.linking.links:
        return False
    at = q.text.find(q.linking.links[0].text.lower())
    if at < 0:
        return False  # the name as linked is not in the question as written (a corrected spelling)
    return any(w not in STOP_WORDS and w not in rules.SOFTENERS for w in words(q.text[len(start):at]))
