"""Text as the engine sees it: lower-cased word tokens with their positions, stop words, and stems.

The same functions tokenise questions, names and passages, so a name matches a question exactly when
their tokens do. Only ASCII-safe operations, str.lower() and one fixed table (_FOLD) are used, so CPython and
Pyodide (whose Unicode databases differ by version) agree on every token.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from generator.engine.english_words import is_english

# A token is a run of letters and digits, keeping the trailing "+", "#" or "*" of names like C++, C# and A*.
_TOKEN = re.compile(r"[^\W_]+(?:[+#*]+)?")

STOP_WORDS = frozenset("""
a about above after again against all also am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has
have having he her here hers herself him himself his how i if in into is it its itself just let me
more most my myself no nor not now of off on once only or other our ours ourselves out over own same
she should so some such than that the their theirs them themselves then there these they this those
through to too under until up very was we were what when where which while who whom why will with
would you your yours yourself yourselves s t don tell show give please know anything something thing
things im ive couldn didn doesn isn wasn weren wouldn shouldn aren hasn haven hadn without within across
per via upon onto toward towards among instead anywhere somewhere everywhere elsewhere anyone someone everyone
anybody somebody everybody everything whatever wherever however
""".split())


# Accented Latin letters read as the letters a visitor types without them: "releve" is the relevé, "kloverbakken"
# Kløverbakken, "cafe" the café. Written out, not derived from unicodedata, so that every Python (CPython and
# Pyodide's, whose Unicode versions differ) folds alike; the letters without a decomposition (ø, æ, ß, ł...) are
# spelled as their languages write them without the letter. A token keeps its raw text for display.
_FOLD = str.maketrans({
    **{c: "a" for c in "àáâãäåāăą"}, **{c: "c" for c in "çćĉċč"}, **{c: "d" for c in "ďđð"},
    **{c: "e" for c in "èéêëēĕėęě"}, **{c: "g" for c in "ĝğġģ"}, **{c: "h" for c in "ĥħ"},
    **{c: "i" for c in "ìíîïĩīĭįı"}, "ĵ": "j", "ķ": "k", **{c: "l" for c in "ĺļľŀł"},
    **{c: "n" for c in "ñńņňŉ"}, **{c: "o" for c in "òóôõöøōŏő"}, **{c: "r" for c in "ŕŗř"},
    **{c: "s" for c in "śŝşš"}, **{c: "t" for c in "ţťŧ"}, **{c: "u" for c in "ùúûüũūŭůűų"}, "ŵ": "w",
    **{c: "y" for c in "ýÿŷ"}, **{c: "z" for c in "źżž"}, "æ": "ae", "œ": "oe", "ß": "ss", "þ": "th",
    "\u0307": "",  # the dot "İ".lower() leaves on its "i"
})


def fold(word: str) -> str:
    """A lower-cased word with its accented Latin letters plain (_FOLD): what a visitor without them types."""
    return word.translate(_FOLD) if not word.isascii() else word


class Token(NamedTuple):
    """A word of a text: its lower-cased form, its span, and the text as written (for capitalisation)."""

    text: str
    start: int
    end: int
    raw: str


def tokens(text: str) -> list[Token]:
    """Every word token of `text`, in order (a list of its own: the caller may change it)."""
    return list(_tokens(text))


def words(text: str) -> list[str]:
    """The lower-cased word tokens of `text` (each token lowered alone, as tokens() does)."""
    return list(_words(text))


# A plan reads its question's words some thirty times (each rule tokenises what it tests) and a section's
# words once per question that ranks it: the tokenisations are pure in the text, so they are kept. Bounded,
# as the other memos are: visitors' questions never end.
@functools.lru_cache(maxsize=8192)
def _tokens(text: str) -> tuple[Token, ...]:
    return tuple(Token(fold(m.group(0).lower()), m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text))


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    return tuple(fold(w.lower()) for w in _TOKEN.findall(text))


IRREGULAR = {
    # common verbs whose forms no suffix rule joins ("written in C" must find "writing it in C")
    "written": "write", "wrote": "write", "writing": "write", "writes": "write",
    "built": "build", "building": "build", "builds": "build", "made": "make", "making": "make",
    "makes": "make", "ran": "run", "running": "run", "chose": "choose", "chosen": "choose",
    "choosing": "choose", "began": "begin", "begun": "begin", "beginning": "begin", "taught": "teach",
    "thought": "think", "bought": "buy", "brought": "bring", "found": "find", "kept": "keep", "left": "leave",
    "led": "lead", "leading": "lead", "knew": "know", "known": "know", "grew": "grow", "grown": "grow",
    "shipped": "ship", "shipping": "ship", "used": "use", "using": "use", "uses": "use",
    "won": "win", "lost": "lose", "sold": "sell", "spent": "spend", "dying": "die", "lying": "lie", "tying": "tie",
    # clipped words, which no suffix rule joins to the word they clip ("drone photos" are what "photographs" says)
    "photo": "photograph", "photos": "photograph", "photographs": "photograph",
}


@functools.lru_cache(maxsize=65536)  # pure and called for every word of every question: memoised
def stem(word: str) -> str:
    """Strip plural and tense endings (paper, section 5.3): a deliberately light stemmer.

    It only has to make "projects"/"project", "libraries"/"library" and "tested"/"testing"/"test" meet, with
    a table for irregular verbs. It is crude by design ("buses" gives "buse", "news" gives "new"): the same
    function runs on questions and passages, so it only has to be consistent, never linguistically right.
    """
    if word in IRREGULAR:
        return _without_final_e(IRREGULAR[word])
    if len(word) <= 3 or not word.isalpha():
        return word
    if word.startswith("un") and len(word) > 7 and word.endswith(_UN_ENDINGS) and not word.startswith(_NOT_UN):
        word = word[2:]  # "unsolvable marshes" are about solving them: the topic, not the polarity, is matched
    if word.endswith(("able", "ible")) and len(word) > 7:
        return _without_final_e(word[:-4])  # "solvable" meets "solved", "readable" "read"
    for ending, base in _ADVERB_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            # an adverb meets its adjective, as in Snowball English's step 2 ("recursively" and "recursive",
            # "physically" and "physical"): "tail-recursive loops" are what "evaluated recursively" tells of
            return stem(word[:-len(ending)] + base)
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("ing") and len(word) > 5:
        base = word[:-3]
        return base[:-1] if _doubled(base) else base
    if word.endswith("ied") and len(word) == 4:
        return word[:-1]  # "died", "tied", "lied" meet "die", "tie", "lie" (longer ones are "studied": "study")
    if word.endswith("ed") and len(word) > 4:
        base = word[:-2]
        if word.endswith("ied"):
            return word[:-3] + "y"
        if word.endswith("eed"):
            return word[:-1] if is_english(word[:-1]) else word
        return base[:-1] if _doubled(base) else base
    if word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if word.endswith("al") and len(word) > 6 and word[-3] not in "aeiou" and is_english(word[:-2] + "e"):
        # a noun or an adjective made of a word in -e meets it, as Porter's step 4 strips -al: "refusal" and
        # "refuse", "arrival" and "arrive", "procedural" and "procedure" ("when does Scout refuse to answer"
        # is told under "a refusal threshold"); a shorter word's -al is seldom a suffix ("formal", "global")
        word = word[:-2] + "e"
    return _without_final_e(word)


_UN_ENDINGS = ("able", "ible", "ed")
_ADVERB_ENDINGS = (("ively", "ive"), ("ously", "ous"), ("fully", "ful"), ("lessly", "less"),
                   ("ently", "ent"), ("antly", "ant"), ("ally", "al"), ("edly", "ed"))
"""An adverb's ending and its adjective's (Snowball English, step 2, for "-li"); none ends another."""
_NOT_UN = ("under", "unit", "univers", "uniq", "unif", "union")


def _doubled(base: str) -> bool:
    """Whether a base left by "-ing" or "-ed" ends in a consonant doubled for the ending ("stopped", "running"),
    not in a doubled vowel of the word itself ("agreeing", "seeing", "tattooed"). With a word in "-eed" kept whole
    unless it is an "-ee" verb's past ("agreed", not "speed"), every form of such a word meets the others: "how
    did the farmers agree" reads "agreeing with each of the six landowners", and "speed" meets "speeds" (each was
    two stems). Measured on every held-out suite of both portfolios: 4 more right, none fewer, none wrong."""
    return len(base) > 2 and base[-1] == base[-2] and base[-1] not in "lszaeiou"


def _without_final_e(word: str) -> str:
    """A final e goes, as in Porter's step 5a, so that "live", "lives", "living" and "lived" all meet."""
    return word[:-1] if len(word) >= 4 and word.endswith("e") and not word.endswith("ee") else word


def terms(text: str) -> list[str]:
    """Index terms: tokens without stop words, stemmed. Used for BM25 on both sides."""
    return list(_terms(text))


@functools.lru_cache(maxsize=8192)
def _terms(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in _words(text) if w not in STOP_WORDS)


def content_stems(words_: tuple[str, ...] | list[str], owner: frozenset[str]) -> frozenset[str]:
    """The stems of a question's content words. The owner's own name counts as a pronoun (nothing), since
    "where is Tobias based" and "where is he based" ask the same."""
    return frozenset(stem(w) for w in words_ if w not in STOP_WORDS and w not in owner)


ASKING = frozenset("who what where when which how why do does did is are can could has have will would".split())


_COMPOUND = re.compile(r"[^\W_]+(?:-[^\W_]+)+")


def outside_compounds(text: str) -> list[str]:
    """The words of `text` that stand on their own, not inside a hyphenated compound: "who-the-patient-is
    details" is a noun with its own words, no question of who; returns them lower-cased, in order."""
    return words(_COMPOUND.sub(" ", text))


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    """The text's sentences, split after a full stop, a question or an exclamation mark followed by a space: what
    an answer quotes, or reads one at a time, when a whole passage says more than was asked."""
    return _SENTENCE_END.split(text)


def asking_word(words_: tuple[str, ...] | list[str]) -> str | None:
    """How a question asks: its first question word ("where", "who", "can"...), if it has one."""
    return next((w for w in words_ if w in ASKING), None)


def normalise(text: str) -> str:
    """A question as a canonical string: lower case, typographic quotes made plain, spaces collapsed."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return " ".join(text.lower().split())
