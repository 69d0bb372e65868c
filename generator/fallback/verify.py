"""VERIFY (paper, Algorithm 8): what makes a model's answer unfit to show, checked against the evidence E.

First every link the server did not supply is removed. Then an answer has a problem if it
  - names a catalog entity (a name of 5 letters or more, not an ordinary word) that neither E nor the
    question contains;
  - has a number that E and the question lack, when the number is a year, has two digits or more, or
    counts years or months;
  - has a proper noun, acronym or technical token (not merely a capitalised sentence start) that E and
    the question lack and that is not a common word of the wiki;
  - contains a phone number, a birth date, a street address or an email address E does not hold
    (generator/privacy.py's scanners, the same ones that guard the build).
The caller adds "no source" when the answer cites nothing in E. The checks are conservative on purpose: they
may discard a good answer. They prove nothing about truth: a false claim made only of ordinary lowercase
words, or an invented name that opens a sentence and is in no catalog, passes.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from generator.engine.knowledge import Knowledge
from generator.engine.text import stem, words
from generator.privacy import scan_text

MIN_NAME_LETTERS = 5
COMMON_COUNT = 3  # a word written in lower case this often in the wiki is a common word of the wiki
NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fifteen": "15",
                "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50"}

_MARKDOWN_LINK = re.compile(r"\[([^\[\]]{0,300})\]\(\s*<?([^()\s<>]{1,1000})>?(?:\s+\"[^\"]{0,200}\")?\s*\)")
_BARE_URL = re.compile(r"(?:\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://|\b(?:mailto|javascript|data|tel|file|ftp):|\bwww\.)"
                       r"[^\s<>()\[\]\"'`]{1,1000}", re.IGNORECASE)
_HTML_TAG = re.compile(r"</?[a-zA-Z][^<>]{0,500}>")
_NUMBER = re.compile(r"(?<![A-Za-z0-9])\d+(?:[.,]\d+)*(?![A-Za-z0-9])")
_COUNTED = re.compile(r"^\W{0,2}(?:years?|yrs?|months?)\b", re.IGNORECASE)
_NUMBER_WORD_COUNT = re.compile(rf"\b({'|'.join(NUMBER_WORDS)})[\s-]+(?:years?|months?)\b", re.IGNORECASE)
# Wider than the build's phone scanner, which must let years and versions through in articles: here any
# run of 8 to 15 digits in groups (or one run after a +) is a number someone could dial, and is refused.
_DIALLED = re.compile(r"(?<![\w.])(?:\+|\(\d)?\d[\d ().-]{6,22}\d(?![\w])")
_EMAIL = re.compile(r"[\w.+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+")
_ABBREVIATIONS = ("e.g", "i.e", "E.g", "I.e", "etc", "vs")  # written with dots, and not technical tokens
_LOWER_WORD = re.compile(r"(?<![\w'’-])[a-z]+(?![\w'’-])")  # a word written in lower case, not part of a name
_EDGE = "\"'“”‘’()[]{}<>*_`,;:!?…"
_SENTENCE_END = re.compile(r"(?:^|[.!?:;]\s*|\n\s*(?:[-*+]|\d+[.)])?\s*)$")
_NOTHING = re.compile(
    r"\b(?:i\s+)?(?:could(?:\s+not|n['’]t)|can(?:not|['’]t)|did(?:\s+not|n['’]t)|was\s+unable\s+to)\s+find\b"
    r"|\bno\s+(?:information|evidence|mention|answer)\b"
    r"|\b(?:does|do)(?:\s+not|n['’]t)\s+(?:say|mention|contain|include|specify|state)\b"
    r"|\bnot\s+(?:mentioned|stated|specified|covered|found)\s+in\b"
    r"|\bi\s+(?:do\s+not|don['’]t)\s+know\b",
    re.IGNORECASE)


def _normal_link(url: str) -> str:
    """A link as compared with the supplied ones: no scheme, no leading or trailing slash, lower case."""
    url = url.strip().lower()
    url = re.sub(r"^[a-z][a-z0-9+.-]*://", "", url)
    return url.removeprefix("www.").strip("/")


def strip_links(text: str, supplied: set[str]) -> tuple[str, int]:
    """The answer without any address the server did not supply, and how many were removed.

    A Markdown link to an unsupplied address keeps its words; a bare address (any scheme, or www.) and any
    HTML tag are removed outright.
    """
    allowed = {_normal_link(u) for u in supplied}
    removed = 0

    def markdown(m: re.Match[str]) -> str:
        nonlocal removed
        if _normal_link(m.group(2)) in allowed:
            return m.group(0)
        removed += 1
        return m.group(1)

    def bare(m: re.Match[str]) -> str:
        nonlocal removed
        url = m.group(0).rstrip(".,;:!?")
        if _normal_link(url) in allowed:
            return m.group(0)
        removed += 1
        return m.group(0)[len(url):]

    def tag(m: re.Match[str]) -> str:
        nonlocal removed
        removed += 1
        return ""

    text = _HTML_TAG.sub(tag, text)
    kept: list[str] = []
    last = 0
    for m in _MARKDOWN_LINK.finditer(text):  # bare addresses are looked for outside Markdown links only
        kept.append(_BARE_URL.sub(bare, text[last:m.start()]))
        kept.append(markdown(m))
        last = m.end()
    kept.append(_BARE_URL.sub(bare, text[last:]))
    tidy = re.sub(r"[ \t]{2,}", " ", "".join(kept))  # the spaces either side of a removed address
    return re.sub(r" +([.,;:!?])", r"\1", tidy).strip(), removed


def _without_links(text: str) -> str:
    """The answer's prose: Markdown links reduced to their words, bare addresses removed."""
    return _BARE_URL.sub(" ", _MARKDOWN_LINK.sub(lambda m: m.group(1), text))


def _years(text: str) -> bool:
    """True for a run of years ("2019 2020 2021"), which is a list and not a number anyone dials."""
    groups = [g for g in re.split(r"[ ().-]+", text) if g]
    return all(len(g) == 4 and g[:2] in ("19", "20") for g in groups)


def says_nothing(answer: str) -> bool:
    """True when the answer is empty or only says that nothing was found (Algorithm 8 returns NOT_FOUND)."""
    return not answer.strip() or bool(_NOTHING.search(answer))


@dataclass(frozen=True)
class Name:
    """A catalog entity name as the verifier looks for it: its word tokens, and the label to report."""

    tokens: tuple[str, ...]
    label: str


def _number(text: str) -> str:
    """A number in one form: thousands separators dropped ("1,200" is "1200"), a trailing ".0" kept."""
    return text.replace(",", "") if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", text) else text


class Verifier:
    """VERIFY over one knowledge state: the catalog of names and the wiki's common words, indexed once."""

    def __init__(self, k: Knowledge) -> None:
        lower = Counter(_LOWER_WORD.findall("\n".join(p["text"] for p in k.passages)))
        self.common = frozenset(w for w, n in lower.items() if n >= COMMON_COUNT)
        self.ordinary = k.ordinary
        names: dict[tuple[str, ...], str] = {}
        for e in k.entities.values():
            for name in [e["label"], e.get("short_label"), *e.get("alt_labels", [])]:
                if not name:
                    continue
                toks = tuple(words(name))
                letters = sum(ch.isalpha() for ch in name)
                if not toks or letters < MIN_NAME_LETTERS:
                    continue
                if len(toks) == 1 and (stem(toks[0]) in self.ordinary or toks[0] in self.common):
                    continue  # "Anvil" the project and "anvil" the word: the proper-noun check sees the capital
                names.setdefault(toks, str(e["label"]))
        self.names = sorted((Name(t, label) for t, label in names.items()), key=lambda n: (-len(n.tokens), n.tokens))
        owner = k.entities[k.owner] if k.owner else None
        self.owner_names = [str(n) for n in ([owner["label"], owner.get("short_label"), *owner.get("alt_labels", [])]
                                             if owner else []) if n]

    def problems(self, answer: str, question: str, evidence: str, as_written: str | None = None) -> list[str]:
        """Every problem VERIFY finds in `answer` (Algorithm 8), each said in words; empty means none found.

        `answer` has had its unsupplied links stripped; `as_written` is the model's text before that, scanned
        for private data too, so a phone number inside a removed tel: link still discards the answer.
        `evidence` is E's text; the question and the owner's own name count as known too (the instructions
        name the owner, and a visitor's own words are not an invention).
        """
        known = Known(f"{evidence}\n{question}\n" + "\n".join(self.owner_names))
        prose = _without_links(answer)  # the links left were supplied by the server: their words are checked
        found: list[str] = []
        found += self._names(prose, known)
        found += self._numbers(prose, known)
        found += self._tokens(prose, known)
        emails = set(_EMAIL.findall(evidence))
        for text in dict.fromkeys([answer, as_written or answer]):
            found += [f"contains a {f.kind}" for f in scan_text(text, allowed_emails=emails)]
            found += ["contains a phone number" for m in _DIALLED.finditer(text)
                      if 8 <= sum(ch.isdigit() for ch in m.group(0)) <= 15 and not _years(m.group(0))]
        return list(dict.fromkeys(found))

    def _names(self, answer: str, known: Known) -> list[str]:
        said = f" {' '.join(words(answer))} "
        out = []
        for name in self.names:
            phrase = " ".join(name.tokens)
            if f" {phrase} " in said and not known.has_phrase(name.tokens):
                out.append(f"names {name.label}, which the evidence does not contain")
        return out

    def _numbers(self, answer: str, known: Known) -> list[str]:
        out = []
        for m in _NUMBER.finditer(answer):
            number = _number(m.group(0).rstrip(".,"))
            counted = bool(_COUNTED.match(answer[m.end():]))
            digits = sum(ch.isdigit() for ch in number)
            if (digits >= 2 or counted) and number not in known.numbers:
                out.append(f"has the number {number}, which the evidence does not contain")
        for m in _NUMBER_WORD_COUNT.finditer(answer):
            word = m.group(1).lower()
            if word not in known.words and NUMBER_WORDS[word] not in known.numbers:
                out.append(f"counts {m.group(0)!r}, which the evidence does not say")
        return out

    def _tokens(self, answer: str, known: Known) -> list[str]:
        out = []
        for raw, start in _raw_tokens(answer):
            if known.has_token(raw):
                continue
            parts = [raw] if _technical(raw) else re.split(r"[-/]", raw)
            for n, part in enumerate(parts):
                kind = _kind(part, sentence_start=start and n == 0)
                if kind is None or known.has_token(part) or part.lower() in self.common:
                    continue
                out.append(f"has the {kind} {part!r}, which the evidence does not contain")
        return out


class Known:
    """E ∪ q as the checks read it: word tokens (and their sequence), raw tokens, and numbers."""

    def __init__(self, text: str) -> None:
        self.words = set(words(text))
        self.sequence = f" {' '.join(words(text))} "
        self.raw = {r.lower() for r, _ in _raw_tokens(text)}
        self.raw |= {part.lower() for r in list(self.raw) for part in re.split(r"[-/]", r) if part}
        self.numbers = {_number(m.group(0).rstrip(".,")) for m in _NUMBER.finditer(text)}

    def has_phrase(self, tokens: tuple[str, ...]) -> bool:
        return f" {' '.join(tokens)} " in self.sequence

    def has_token(self, raw: str) -> bool:
        """True when E or the question has the token as written, or the same words in a row."""
        toks = tuple(words(raw))
        return raw.lower() in self.raw or (bool(toks) and self.has_phrase(toks))


def _raw_tokens(text: str) -> list[tuple[str, bool]]:
    """Whitespace-separated tokens with edge punctuation and a possessive 's removed, each with whether it
    opens a sentence (start of text, after . ! ? : ; or at the start of a line or list item)."""
    out = []
    for n, m in enumerate(re.finditer(r"\S+", text)):
        raw = m.group(0).strip(_EDGE)
        raw = re.sub(r"['’]s$", "", raw).rstrip(".")
        if not any(ch.isalnum() for ch in raw):
            continue
        before = text[max(m.start() - 16, 0): m.start()]  # enough to see a full stop or a list marker
        opening = bool(_SENTENCE_END.search(before.rstrip(" \t\"'“‘(*_"))) or n == 0
        out.append((raw, opening))
    return out


def _technical(token: str) -> bool:
    """A token written like code or a product name: letters with digits, inner capitals, or . + # _ in it."""
    has_letter = any(ch.isalpha() for ch in token)
    return has_letter and (any(ch.isdigit() for ch in token) or any(ch.isupper() for ch in token[1:])
                           or bool(re.search(r"[A-Za-z0-9][.+#_][A-Za-z0-9+#]|[A-Za-z][+#]+$", token)))


def _kind(token: str, sentence_start: bool) -> str | None:
    """What a token is to VERIFY: an acronym, a technical token, a proper noun, or nothing to check."""
    if not token or not any(ch.isalpha() for ch in token) or token in ("I", *_ABBREVIATIONS):
        return None
    if _technical(token):
        letters = [ch for ch in token if ch.isalpha()]
        return "acronym" if len(letters) >= 2 and all(ch.isupper() for ch in letters) else "technical token"
    if token[0].isupper() and not sentence_start:
        return "proper noun"
    return None
