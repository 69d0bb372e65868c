"""Principle P5 as a build rule: nothing private, and no link the graph does not vouch for, is published.

The scanners are deliberately conservative in what they call a phone number (nine or more digits in
groups), so that years, versions, DOIs and ISO dates pass, while anything shaped like a real number fails
the build with the file and line to fix. The patterns avoid nested quantifiers, so no input can make
them backtrack catastrophically.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from html import unescape
from urllib.parse import urlsplit

import phonenumbers

from generator.errors import Problem

_PHONE = re.compile(
    r"(?<![\w+/.-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{2,8}(?:[ .-]\d{2,8}){1,5}(?![\w/-])"
    r"|(?<![\w+])\+\d{8,15}(?!\w)"
)
"""National and international numbers written in digit groups ("07700 900123", "(555) 123-4567")."""
_INTERNATIONAL = re.compile(r"\+\s?\(?\d")
"""Text worth handing to phonenumbers: only an international number starts with a plus."""
_MONTHS = ("January|February|March|April|May|June|July|August|September|October|November|December|"
           "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec")
_DATE = (rf"(?:(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\b|(?:{_MONTHS})\s+\d{{1,2}}\b)(?:,?\s+\d{{4}}\b)?"
         r"|\d{4}-\d{2}-\d{2}\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b)")
"""A date, with its year when one follows ("3 May 1990"): the whole of it is what must not be published."""
# A birth date is a date said to be one: "born on 3 May", "DOB: 1990-05-03". The bare words "date of birth"
# in a sentence about privacy publish nothing, so they pass.
_BIRTH = re.compile(
    rf"\b(?:date of birth|birth ?date|birthday|d\.o\.b\.|DOB)\W{{0,3}}(?:is\s+|was\s+|on\s+|of\s+)?(?:{_DATE})"
    rf"|\bborn\s+(?:on\s+|in\s+)?(?:the\s+)?(?:{_DATE}|\d{{4}}\b)",
    re.IGNORECASE,
)
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+")
_STREET_WORDS = ("Street|St\\.|Road|Rd\\.|Avenue|Ave\\.|Lane|Boulevard|Blvd|Drive|Terrace|Crescent|"
                 "Straat|Laan|Gracht|Kade")
_STREET_FIRST_WORDS = "Rua|Avenida|Travessa|Largo|Calçada"
"""Words that begin a street's name (Portuguese: "Rua das Flores, 12")."""
_STREET = re.compile(
    rf"\b\d{{1,5}}[A-Za-z]?,?\s+(?:[A-Z][\w'-]+\s+){{1,3}}(?:{_STREET_WORDS})(?![\w])"
    rf"|\b(?:{_STREET_FIRST_WORDS})\s+(?:d[aeo]s?\s+)?[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){{0,3}},?\s+\d{{1,4}}\b"
)


def _digits(text: str) -> int:
    return sum(ch.isdigit() for ch in text)


def _is_phone(match: str) -> bool:
    digits = _digits(match)
    if digits < 9 or digits > 15:
        return False
    # Runs of four-digit years ("2016 2017 2018") are lists, not numbers someone dials.
    groups = re.split(r"[ .()+-]+", match.strip("+"))
    return not all(len(g) == 4 and g[:2] in ("19", "20") for g in groups if g)


@dataclass(frozen=True)
class Finding:
    """A private datum found in a text: what kind, and the text that matched."""

    kind: str
    text: str

    @property
    def article(self) -> str:
        """The kind with its article, for messages: "a phone number", "an email address"."""
        return f"{'an' if self.kind[0] in 'aeiou' else 'a'} {self.kind}"


_BIRTH_WORDS = ("birth", "born", "dob", "d.o.b")
"""Every birth date _BIRTH matches holds one of these (lower case): text without them is not searched."""
_STREET_NAMES = tuple(f"{_STREET_WORDS}|{_STREET_FIRST_WORDS}".replace("\\", "").split("|"))
"""Every address _STREET matches holds one of these (as written): text without them is not searched."""


def scan_text(text: str, allowed_emails: Iterable[str] = (), clean: set[str] | None = None) -> list[Finding]:
    """Every phone number, birth date, street address and non-allowed email address in `text`.

    `clean` is a memory of lines (of text joined by newlines) already found free of phone numbers and email
    addresses under the same `allowed_emails`: those two patterns never match across a newline, so a line
    found clean once is not searched again, and this call adds the lines it finds clean. A site's pages share
    their navigation, header and footer, so this halves what a build's scan reads. Birth dates and addresses
    can be written across lines, so they are always searched in the whole text.
    """
    allowed = {e.lower() for e in allowed_emails}
    lines = [text] if clean is None else [line for line in text.split("\n") if line not in clean]
    phones: list[Finding] = []
    emails: list[Finding] = []
    for line in lines:
        found_phones = [Finding("phone number", m.group(0)) for m in _PHONE.finditer(line) if _is_phone(m.group(0))]
        found_emails = [Finding("email address", m.group(0)) for m in _EMAIL.finditer(line)
                        if m.group(0).lower() not in allowed] if "@" in line else []
        phones += found_phones
        emails += found_emails
        if clean is not None and not found_phones and not found_emails:
            clean.add(line)
    findings = phones
    if _INTERNATIONAL.search(text):
        # Google's libphonenumber (as `phonenumbers`) knows every country's plan, so it finds international
        # numbers in layouts the digit-group pattern does not ("+44 (0)20-7946 0958", "+1.415.555.0132")
        said = {f.text for f in findings}
        findings += [Finding("phone number", m.raw_string)
                     for m in phonenumbers.PhoneNumberMatcher(text, None, leniency=phonenumbers.Leniency.POSSIBLE)
                     if m.raw_string not in said and not any(m.raw_string in s for s in said)]
    lowered = text.lower()
    if any(word in lowered for word in _BIRTH_WORDS):
        findings += [Finding("birth date", m.group(0)) for m in _BIRTH.finditer(text)]
    if any(name in text for name in _STREET_NAMES):
        findings += [Finding("street address", m.group(0)) for m in _STREET.finditer(text)]
    return findings + emails


def scan_lines(text: str, file: str, entity: str, first_line: int,
               allowed_emails: Iterable[str] = ()) -> list[Problem]:
    """Problems for each private datum in a multi-line text, with the line it sits on."""
    problems = []
    for offset, line in enumerate(text.splitlines()):
        for f in scan_text(line, allowed_emails):
            problems.append(Problem(file, first_line + offset, "privacy", entity,
                                    f"would publish {f.article} ({f.text!r}): remove it"))
    return problems


def normalise_url(url: str) -> str:
    """The form in which external links are compared: no fragment, no trailing slash on a bare host."""
    parts = urlsplit(url.strip())
    path = parts.path or "/"
    query = f"?{parts.query}" if parts.query else ""
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}{path}{query}"


def is_external(url: str, site_url: str = "") -> bool:
    """True for an absolute http(s) or protocol-relative address outside the site."""
    if url.startswith("//"):
        return True
    if not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", url):
        return False
    if site_url and normalise_url(url).startswith(normalise_url(site_url)):
        return False
    return url.lower().startswith(("http:", "https:"))


_URL_NAMES = frozenset({"href", "src", "action", "poster", "data"})
"""Attributes holding an address the page links or loads."""
_ATTRIBUTE = re.compile(r"""\s(?=[hsactpd])(href|src|action|poster|data|srcset|content|alt|title|aria-label|"""
                        r"""placeholder)\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.IGNORECASE)
"""The attributes the scan reads, in one pass: addresses (href, src... and srcset's list), and what a reader (or a
search engine, or a screen reader) is shown: <meta name="description" content>, an image's alt, a title. The
look-ahead on the names' first letters matches nothing more, but lets the engine skip most spaces of a page at
once: 0.29 CPU s instead of 0.51 over the sample's 3,105 built pages, the same matches (2026-12-05)."""
_SCRIPT_OR_STYLE = re.compile(r"<(script|style)\b[^>]*>.*?</\1\s*>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(r"<[^>]{0,10000}>")


def page_links_and_text(html: str) -> tuple[list[str], str]:
    """The addresses a page links or loads, and the text it shows: its visible text (scripts and styles dropped)
    and the attributes shown or read out (a <meta> description, an image's alt, a title).

    Regular expressions, not a full HTML parser: the pages are written by mkdocs and our own templates,
    attributes are always quoted, and a parser made this scan take longer than the whole build.
    """
    code = [m.span() for m in _SCRIPT_OR_STYLE.finditer(html)]
    urls: list[str] = []
    said: list[str] = []
    for m in _ATTRIBUTE.finditer(html):
        name, value = m.group(1).lower(), unescape(m.group(2) if m.group(2) is not None else m.group(3))
        if name in _URL_NAMES:
            urls.append(value)
        elif name == "srcset":
            urls.extend(part.strip().split(" ")[0] for part in value.split(","))
        elif not any(start < m.start() < end for start, end in code):  # in a script or style, its tag too: code
            said.append(value)
    without_code = _SCRIPT_OR_STYLE.sub(" ", html)
    text = unescape(_TAG.sub(" ", without_code)) + "\n" + "\n".join(said)
    return urls, text


def scan_html(html: str, page: str, allowed_links: set[str], allowed_emails: Iterable[str] = (),
              site_url: str = "", clean: set[str] | None = None) -> list[Problem]:
    """Problems on a rendered page: private data in its text, and external links the graph does not hold.

    `clean` is scan_text's memory of clean lines, shared by the pages of one build."""
    urls, visible = page_links_and_text(html)
    problems = []
    for url in sorted(set(urls)):
        if url.lower().startswith("mailto:"):
            address = url[7:].split("?")[0]
            if address.lower() not in {e.lower() for e in allowed_emails}:
                problems.append(Problem(page, 0, "privacy", "", f"links the email address {address!r}, "
                                        "which mkdocs.yml does not allow (plugins.portfolio.allowed_emails)",
                                        evidence=address))
        elif is_external(url, site_url) and normalise_url(url) not in allowed_links:
            problems.append(Problem(page, 0, "external-link", "", f"links {url}, which the graph does not hold: "
                                    "state it as a resource of an entity (cj:url, cj:repository...) or remove it",
                                    evidence=url))
    text = "\n".join(" ".join(line.split()) for line in visible.splitlines() if line.strip())
    for f in scan_text(text, allowed_emails, clean):
        problems.append(Problem(page, 0, "privacy", "", f"would publish {f.article} ({f.text!r})", evidence=f.text))
    return problems
