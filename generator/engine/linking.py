"""Entity linking (paper, Algorithm 1): which entities a question names, and what is left of it.

Names are matched token by token through a trie built from every label, short label, alternative label,
alias and resource address, so the cost per question is a few dictionary steps per word, whatever the
number of names. Longest names win; names that are ordinary words need a capital, a cue or the whole
question; a name two entities share is reported as ambiguous and never resolved silently.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from generator.engine import rules
from generator.engine.knowledge import NAME_END, Knowledge, _normal_url
from generator.engine.text import STOP_WORDS, Token, stem, tokens, words

_URL = re.compile(r"(?:https?://)?(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.[a-z]{2,24}(?:/[^\s]*)?",
                  re.IGNORECASE)


@dataclass(frozen=True)
class Link:
    """One entity named in the question, where, and by which name."""

    id: str
    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Ambiguity:
    """A name in the question that several entities share: the visitor must choose."""

    text: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class Unknown:
    """A technology the question names that the graph does not hold (for the pivot)."""

    name: str
    category: str | None
    start: int
    end: int


@dataclass(frozen=True)
class Linking:
    """The result of LINK(q)."""

    links: tuple[Link, ...]
    rest: str
    ambiguous: tuple[Ambiguity, ...] = ()
    unknown_urls: tuple[str, ...] = ()
    spans: tuple[tuple[int, int], ...] = field(default_factory=tuple)
    absent: tuple[Unknown, ...] = ()

    @property
    def ids(self) -> list[str]:
        return [link.id for link in self.links]

    def resolved(self, question: str, ambiguity: Ambiguity, entity_id: str) -> Linking:
        """The same linking with one ambiguous name read as one of its entities (the question said which)."""
        start = question.find(ambiguity.text)
        links = tuple(sorted([*self.links, Link(entity_id, start, start + len(ambiguity.text), ambiguity.text)],
                             key=lambda link: link.start))
        rest = [a for a in self.ambiguous if a is not ambiguity]
        return Linking(links, self.rest, tuple(rest), self.unknown_urls, self.spans, self.absent)

    def adding(self, question: str, extra: list[Link]) -> Linking:
        """The same linking with more names linked: their words leave the rest of the question."""
        links = tuple(sorted([*self.links, *extra], key=lambda link: link.start))
        spans = tuple(sorted({*self.spans, *((link.start, link.end) for link in extra)}))
        taken = bytearray(len(question))
        for start, end in spans:
            taken[start:end] = b"\x01" * (end - start)
        rest = "".join(" " if taken[i] else ch for i, ch in enumerate(question))
        return Linking(links, " ".join(rest.split()), self.ambiguous, self.unknown_urls, spans, self.absent)

    def replacing(self, question: str, extra: list[Link]) -> Linking:
        """The same linking with more names linked, each in place of the names it spans."""
        inner = {x.id for x in self.links for e in extra if e.start <= x.start and x.end <= e.end}
        return self.without(question, inner).adding(question, extra)

    def without(self, question: str, drop: set[str]) -> Linking:
        """The same linking with some entities unlinked: their words go back into the rest of the question."""
        kept = tuple(link for link in self.links if link.id not in drop)
        dropped = {(link.start, link.end) for link in self.links if link.id in drop}
        spans = tuple(s for s in self.spans if s not in dropped)
        taken = bytearray(len(question))
        for start, end in spans:
            taken[start:end] = b"\x01" * (end - start)
        rest = "".join(" " if taken[i] else ch for i, ch in enumerate(question))
        return Linking(kept, " ".join(rest.split()), self.ambiguous, self.unknown_urls, spans, self.absent)


def _site_word_after_preposition(text: str, toks: list[Token], i: int, knowledge: Knowledge) -> bool:
    """True when an everyday word that names a technology the graph lacks is one the site's own texts use, and
    only a preposition stands before it: the author's word, not the technology ("design restorations around
    fish" on an ecologist's site is not the fish shell; "projects in Go", "experience with swift" still name one,
    as does "anything on azure" on a site that never says azure)."""
    return text.lower() in knowledge.vocabulary and i > 0 and toks[i - 1].text in rules.PREPOSITION_CUES


def _cue_allows(question: str, toks: list, i: int, j: int) -> bool:  # type: ignore[type-arg]
    """True if an ordinary-word name at tokens i..j is meant as the name: a cue before it or a list word after."""
    before = toks[i - 1].text if i > 0 else ""
    after = toks[j].text if j < len(toks) else ""
    if j - i == 1 and (toks[i].text in rules.SEASONS or toks[i].text in rules.MONTHS):
        return after in rules.CUE_AFTER  # "in spring" is a season, "Spring projects" the framework
    if before in rules.VERB_BEFORE or after in rules.VERB_AFTER:
        return False  # "can he make games", "how to make a kite", "make my own": a verb, whatever follows
    # one describing word may stand between the name and its list word: "the lantern puzzle game"
    later = toks[j + 1].text if j + 1 < len(toks) and after.isalpha() and after not in STOP_WORDS else ""
    # "good at puppet", "experienced in swift": how good he is at something names the something
    skilled = before in ("at", "in", "with") and i > 1 and toks[i - 2].text in rules.SKILLED_WORDS
    return before in rules.CUE_BEFORE or before in rules.OPERATING_VERBS or after in rules.CUE_AFTER \
        or later in rules.CUE_AFTER or skilled


def link(question: str, knowledge: Knowledge) -> Linking:
    """LINK(q): the entities the question names, in order of position, memoised per question."""
    cached = knowledge.link_cache.get(question)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    result = _link(question, knowledge)
    if len(knowledge.link_cache) > 4096:
        knowledge.link_cache.clear()
    knowledge.link_cache[question] = result
    return result


def _link(question: str, knowledge: Knowledge) -> Linking:
    taken = bytearray(len(question))
    found: list[Link] = []
    ambiguous: list[Ambiguity] = []
    unknown_urls: list[str] = []
    spans: list[tuple[int, int]] = []

    # Addresses first, so that "waymark.example" is never read as the words "waymark" and "example".
    for m in _URL.finditer(question):
        if "." not in m.group(0) or m.group(0).replace(".", "").isdigit():
            continue
        url_owners = sorted(set(knowledge.urls.get(_normal_url(m.group(0)), [])))
        if not url_owners and "/" not in m.group(0) and not m.group(0).lower().startswith("http"):
            continue  # a bare "Node.js" or "fly.io" is a name, not an address
        taken[m.start():m.end()] = b"\x01" * (m.end() - m.start())
        spans.append((m.start(), m.end()))
        if len(url_owners) == 1:
            found.append(Link(url_owners[0], m.start(), m.end(), m.group(0)))
        elif url_owners:
            ambiguous.append(Ambiguity(m.group(0), tuple(url_owners)))
        else:
            unknown_urls.append(m.group(0))

    toks = tokens(question)
    stems = [stem(t.text) for t in toks]
    for i, j, entity_id in _kind_anchored(toks, stems, knowledge):
        start, end = toks[i].start, toks[j - 1].end
        if not any(taken[start:end]):
            taken[start:end] = b"\x01" * (end - start)
            spans.append((start, end))
            found.append(Link(entity_id, start, end, question[start:end]))
    candidates: list[tuple[int, int, int, int, dict]] = []  # type: ignore[type-arg]
    for source, trie in ((0, knowledge.trie), (1, knowledge.tech_trie)):
        for i in range(len(toks)):
            nodes = [trie]
            for j in range(i, len(toks)):
                advanced = [n for n in (node.get(stems[j]) for node in nodes) if n is not None]
                for node in advanced:
                    if NAME_END in node:
                        candidates.append((i, j + 1, toks[j].end - toks[i].start, source, node[NAME_END]))
                if j > i and toks[j].text == "s" and question[toks[j].start - 1:toks[j].start] in ("'", "\u2019"):
                    advanced += nodes  # "Lisbon's data meetup" also says the name "Lisbon Data Meetup"
                nodes = advanced
                if not nodes:
                    break
    # Longest names first; at equal length the graph's names before unknown technologies, then the earlier one.
    candidates.sort(key=lambda c: (-c[2], c[3], c[0]))
    whole = question.strip()
    asked = whole.rstrip("?!. ").lower()  # the whole question, when it is one name ("scala?")
    for opening in rules.DEFINE_STARTS:  # "what is lantern": the name is all that is asked ("what is a" is general)
        if asked.startswith(opening) and not asked[len(opening):].startswith(("a ", "an ")):
            asked = asked[len(opening):].removeprefix("the ")
            break
    absent: list[Unknown] = []
    for i, j, _, source, owners in candidates:
        start, end = toks[i].start, toks[j - 1].end
        if any(taken[start:end]):
            continue
        text = question[start:end]
        if source == 1:
            # A technology the graph lacks: a one-word name must be written as the name or come with a cue
            # ("windows" in "delivery time windows" is no operating system).
            # An uncommon word ("heroku", "terraform") is the name however it is written.
            if j - i == 1 and not _written_as(text, owners["name"]):
                continue  # "buried in pipes" is no pip: the stem is shared, the word is another
            ordinary = j - i == 1 and _ordinary_word(text, knowledge)
            # followed by a word for its own category, the word is the technology: "Cassandra databases"
            kind_said = _kind_after(toks, j, owners["category"], knowledge)
            # ("did you know fish were using it": the subject of what was known, not a name known)
            subject = j < len(toks) and toks[j].text in rules.SUBJECT_BEFORE
            if ordinary and text != owners["name"] and text.lower() != asked and not kind_said \
                    and (not _cue_allows(question, toks, i, j) or subject
                         or _site_word_after_preposition(text, toks, i, knowledge)):
                continue
            # (written as the name inside a sentence, and a word the site never uses, it is the name: "any experience
            # with Angular front ends"; "the JSON log viewer", "before Black Friday" are the site's own words. On every
            # held-out suite of both portfolios: 5 more absent technologies pivoted, none wrong)
            named = text == owners["name"] and not _sentence_start(question, start) \
                and stem(text.lower()) not in knowledge.known_stems
            if ordinary and _compound(toks, j) and not kind_said and not named:
                continue  # "steam engines", "a unity government": an everyday word before a noun of its own
            if j - i == 1 and _in_a_name(question, toks, i, knowledge):
                continue  # "Taylor Swift", "Julia Roberts": a person's name that holds a technology's
            taken[start:end] = b"\x01" * (end - start)
            spans.append((start, end))
            absent.append(Unknown(owners["name"], owners["category"], start, end))
            continue
        ids = owners["graph"] or owners["alias"]
        if _kind_in_plural(toks, stems, i, j, knowledge):
            continue  # "list the papers ari has published": every paper, not the one the lexicon calls "the paper"
        if j - i == 1 and stems[i] in knowledge.ordinary and text != whole and text.lower() != asked:
            written = [owners["names"].get(e, "") for e in ids]
            capitalised = text in written or (text[:1].isupper() and text.lower() in {w.lower() for w in written}
                                                and not _sentence_start(question, start))
            if not capitalised and not _cue_allows(question, toks, i, j):
                continue
        taken[start:end] = b"\x01" * (end - start)
        spans.append((start, end))
        if len(ids) > 1:
            # "the lantern puzzle game": a kind of work said in the question may single out one of the owners
            said = {knowledge.class_by_stem[s] for s in stems if s in knowledge.class_by_stem}
            fits = [e for e in ids if said & set(knowledge.entities[e]["types"])]
            if len(fits) == 1:
                ids = fits
        if len(ids) > 1:
            ambiguous.append(Ambiguity(text, tuple(ids)))
        elif ids[0] not in {f.id for f in found}:
            found.append(Link(ids[0], start, end, text))
    found.sort(key=lambda f: f.start)
    found = _name_continued(found, question, knowledge)
    found = _name_finished(found, toks, question, knowledge, taken, spans)
    rest = "".join(" " if taken[k] else ch for k, ch in enumerate(question))
    absent.sort(key=lambda a: a.start)
    return Linking(tuple(found), " ".join(rest.split()), tuple(ambiguous), tuple(unknown_urls),
                   tuple(sorted(spans)), tuple(absent))


def _kind_in_plural(toks: list[Token], stems: list[str], i: int, j: int, knowledge: Knowledge) -> bool:
    """True when the name read at tokens i..j says nothing but a kind ("the paper", "the exhibition", names an
    author may give one thing) and the question says that kind in the plural: "the papers" are all of them."""
    said = [s for n, s in enumerate(stems[i:j], start=i) if toks[n].text not in DEFINITE]
    return bool(said) and all(s in knowledge.class_by_stem for s in said) \
        and toks[j - 1].text in knowledge.kinds.plural_words()


def _name_continued(found: list[Link], question: str, knowledge: Knowledge) -> list[Link]:
    """The links with those that only go on saying the name beside them folded into it: in "humlebakken rain
    gardens", "rain gardens" (a technique's name too) is the rest of "Humlebakken School rain gardens", as
    "tessellate tile server" is Tessellate's. A link is folded when it stands right after or before another
    and all its words are words of that one's names."""
    out: list[Link] = []
    for link in found:
        prev = out[-1] if out else None
        if prev is not None and not question[prev.end:link.start].strip(" -'’s,:"):
            if set(_stems(link.text)) <= _name_stems(prev.id, knowledge):
                out[-1] = Link(prev.id, prev.start, link.end, question[prev.start:link.end])
                continue
            if set(_stems(prev.text)) <= _name_stems(link.id, knowledge):
                out[-1] = Link(link.id, prev.start, link.end, question[prev.start:link.end])
                continue
        out.append(link)
    return out


def _name_finished(found: list[Link], toks: list[Token], question: str, knowledge: Knowledge, taken: bytearray,
                   spans: list[tuple[int, int]]) -> list[Link]:
    """The links read from part of a name, each run on over the words after it that go on saying that name in its
    order: "the Fraser delta board" is the Fraser Delta Watershed Board, said with a word left out, and "delta"
    and "board" are no words the question asks besides the name. (`taken` and `spans` are updated to match.)"""
    out: list[Link] = []
    for link in found:
        said = _stems(link.text)
        names = [_stems(n) for n in knowledge.names(link.id)]
        after = [t for t in toks if t.start >= link.end]
        if not said or said in names or not after:
            out.append(link)
            continue
        best = 0
        for name in names:
            position = _subsequence_end(said, name)
            if position is None:
                continue
            count = 0
            for t in after:
                if question[link.end if not count else after[count - 1].end:t.start].strip() \
                        or any(taken[t.start:t.end]):
                    break
                found_at = name.index(stem(t.text), position) if stem(t.text) in name[position:] else -1
                if found_at < 0:
                    break
                position, count = found_at + 1, count + 1
            best = max(best, count)
        if best:
            end = after[best - 1].end
            taken[link.start:end] = b"\x01" * (end - link.start)
            spans.append((link.start, end))
            link = Link(link.id, link.start, end, question[link.start:end])
        out.append(link)
    return out


def _subsequence_end(said: list[str], name: list[str]) -> int | None:
    """The position in the name just after the said words, read in order within it, or None if they are not."""
    position = 0
    for s in said:
        if s not in name[position:]:
            return None
        position = name.index(s, position) + 1
    return position


def _stems(text: str) -> list[str]:
    return [stem(w) for w in words(text) if w not in STOP_WORDS]


def _name_stems(entity_id: str, knowledge: Knowledge) -> set[str]:
    e = knowledge.entities[entity_id]
    return {s for name in [e["label"], *e.get("alt_labels", [])] for s in _stems(name)}


DEFINITE = frozenset("the this that his her their its your s".split())
"""Words before a name that make it one thing ("the ... paper", "Ari's ... survey": "s" is what is left of
"'s")."""


def _kind_anchored(toks: list, stems: list[str], knowledge: Knowledge) -> list[tuple[int, int, str]]:  # type: ignore[type-arg]
    """Works named by a part of their name and their kind: "the bus delay paper" is the one paper whose name
    has "bus" and "delay" ("Short bus delays"), "the live stakes paper" the paper, not the technique of live
    staking. (tokens i..j, entity) for each kind word after one to three words that all belong to the name
    of exactly one instance of that kind, longest first."""
    found = []
    for start, end, kinds in knowledge.kinds.find(stems):
        if toks[end - 1].text != stems[end - 1] and toks[end - 1].text.endswith("s"):
            continue  # "rust projects" asks for works of a kind, not for one named so
        if toks[end - 1].text.endswith(("ed", "ing")) and toks[end - 1].text != stems[end - 1]:
            continue  # "the hydrologist Ari worked with": a verb, no kind of work
        for size in (3, 2, 1):
            i = start - size
            if i < 1 or any(toks[n].text in STOP_WORDS for n in range(i, start)):
                continue
            # a definite reference: "the bus delay paper", "her Waterlines show", with at most two words of the
            # visitor's own before the name's ("the small corpus BM25 paper")
            if not any(toks[d].text in DEFINITE and all(toks[n].text not in STOP_WORDS for n in range(d + 1, i))
                       for d in range(max(0, i - 3), i)):
                continue
            said = set(stems[i:start])
            if said <= knowledge.owner_stems:
                continue  # the owner's name names the owner, not a work that has it in its own
            owners = {e for kind in kinds for e, names in knowledge.instances.get(kind, []) if said <= names}
            if len(owners) == 1:
                found.append((i, end, owners.pop()))
                break
    return found


def _compound(toks: list, j: int) -> bool:  # type: ignore[type-arg]
    """True when the word ending at token j is followed by a content word that makes a compound with it (not a
    list word such as "projects" or "code")."""
    after = toks[j].text if j < len(toks) else ""
    return after.isalpha() and after not in STOP_WORDS and after not in rules.CUE_AFTER and len(after) > 2


def _kind_after(toks: list, j: int, category: str | None, knowledge: Knowledge) -> bool:  # type: ignore[type-arg]
    """True when the word after token j names the technology's own category ("databases" after "cassandra", a
    database): the name said with what it is, not an everyday word before a noun of its own ("steam engines")."""
    if not category or j >= len(toks):
        return False
    return any(category in ids for _, _, ids in knowledge.kinds.find([stem(toks[j].text)]))


def _written_as(text: str, name: str) -> bool:
    """True when a one-word `text` is the technology `name` as written or in its plural ("Arduinos"): the stemmer
    that lets linking read "Kubernetes clusters" also folds words into one stem that are not one word ("pipes",
    "pip"; "rusting", "rust"), and a technology the graph lacks is answered by a pivot, so it must be the name."""
    word, name = text.lower(), name.lower().strip(".")  # ".NET" is read as its word, "net"
    plural = name + ("es" if name.endswith(("s", "x", "z", "ch", "sh")) else "s")
    return word in (name, plural)


def _ordinary_word(text: str, knowledge: Knowledge) -> bool:
    """A word a visitor may use for something other than the technology: short ("nim", "ray"), everyday
    (Knowledge.everyday), or a word of the site."""
    word = text.lower()
    return (len(word) < MIN_UNCOMMON or not word.isalpha() or word in knowledge.vocabulary
            or knowledge.everyday(word))


MIN_UNCOMMON = 5  # the English list only holds words this long (scripts/make_english_words.py)


def _in_a_name(question: str, toks: list[Token], i: int, knowledge: Knowledge) -> bool:
    """True when the capitalised word at i stands right beside another capitalised word that the site does not
    know and no technology's name holds, as a given name or a surname does: "Taylor Swift", "Julia Roberts"
    (and not "Apache Kafka", a technology's name of its own, nor "AWS Lambda", whose neighbour is an acronym)."""
    if not toks[i].raw[:1].isupper():
        return False
    for n in (i - 1, i + 1):
        if not 0 <= n < len(toks) or (n == i - 1 and _sentence_start(question, toks[n].start)):
            continue
        between = question[min(toks[n].end, toks[i].end):max(toks[n].start, toks[i].start)]
        word = toks[n].raw
        if between.strip() or not word.isalpha() or not word[:1].isupper() or word[1:].upper() == word[1:]:
            continue
        if word.lower() not in knowledge.vocabulary and word.lower() not in knowledge.tech_words \
                and word.lower() not in knowledge.label_words:
            return True
    return False


def _sentence_start(question: str, start: int) -> bool:
    """A capital at the start of the question says nothing about whether a word is a name."""
    return not question[:start].strip()


_DEFINITE = frozenset({"the", "this", "that"})


def studies(question: str, linking: Linking, k: Knowledge) -> tuple[list[Link], list[str]]:
    """(the links to add, the linked organisations they replace) for a question that speaks of graduating
    ("when did he graduate", "what year did she graduate from Corrib"): the study it ends is the owner's first
    role at a place the owner studied at (cj:studiedAt; a later role there is a job, as a lecturer's is). The
    word names the study when the owner has one, or when the question names the place of one after it ("graduate
    from Corrib"); several studies and no place named stay unlinked: which one is meant is not said."""
    toks = tokens(question)
    said = next((t for t in toks if t.text in rules.GRADUATION_WORDS), None)
    if said is None or k.owner is None or any(t.text == "graduate" and n + 1 < len(toks)
                                              and toks[n + 1].text in _STUDENTS for n, t in enumerate(toks)):
        return [], []  # "graduate students" are people, not an event
    studied = {}
    for place in k.related(k.owner, "studiedAt"):
        first = next(iter(k.roles_at(place)), None)  # earliest first
        if first is not None:
            studied[place] = first
    named = [link for link in linking.links if link.id in studied and link.start > said.start]
    chosen = [link.id for link in named] or (list(studied) if len(studied) == 1 else [])
    if len(chosen) != 1 or studied[chosen[0]] in linking.ids:
        return [], []
    # the words from the event to the place's name, when the question says it, name the study ("graduate from
    # Corrib"): none of them is left to be said by the answer
    start, end = (said.start, named[0].end) if named else (said.start, said.end)
    return [Link(studied[chosen[0]], start, end, question[start:end])], [link.id for link in named]


_STUDENTS = frozenset("student students school schools research researcher researchers".split())


def where_it_is(text: str, linking: Linking, k: Knowledge) -> list[str]:
    """The places a question names only to say where an organisation it names is ("what tools did she use while
    working at Fjordlys in Copenhagen": Fjordlys is based in Copenhagen, by the graph), which narrow nothing the
    organisation does not: a place said right after the organisation ("Fjordlys in Copenhagen", "Fjordlys,
    Copenhagen") that one of the organisation's own relations names. `text` is the question, normalised."""
    out = []
    for org in linking.links:
        if k.kind_of(org.id) != "Organisation":
            continue
        where = {o for ids in k.entities[org.id].get("relations", {}).values() for o in ids}
        for place in linking.links:
            if place.id in where and k.kind_of(place.id) == "Place" and any(
                    f"{org.text.lower()}{joint}{place.text.lower()}" in text for joint in (" in ", ", ")):
                out.append(place.id)
    return out


def roles_by_title(question: str, linking: Linking, k: Knowledge) -> tuple[list[Link], list[str]]:
    """(the links to add, the linked organisations they replace) for a role named by words of its title before
    its organisation ("what did being a senior engineer at Kestrel teach him": the role titled "Senior software
    engineer" there): the words just before "at" (or "with", "for") and the organisation's name, two or more, all
    words of one role's title or label at that organisation and of no other role's there; or after "as" and the
    organisation's name, one word of a title is enough ("as an Open Transit Collective volunteer"). Fewer words,
    or words several roles share ("an engineer at Kestrel"), leave the organisation as it was linked."""
    toks = tokens(question)
    index = {t.start: i for i, t in enumerate(toks)}  # a token's place, by where it starts in the question
    for link in linking.links:
        if k.kind_of(link.id) != "Organisation":
            continue
        n = index.get(link.start)
        if n is None or n < 3 or toks[n - 1].text not in ("at", "with", "for"):
            continue
        said = toks[max(0, n - 5):n - 1]
        while said and (said[0].text in STOP_WORDS or said[0].text in rules.DETERMINERS):
            said = said[1:]  # "being a senior engineer": the title's words, after the article
        if len(said) < 2 or any(t.text in STOP_WORDS for t in said):
            continue
        titled = _titled(link.id, {stem(t.text) for t in said}, linking, k)
        if len(titled) == 1:
            start = said[0].start
            return [Link(titled[0], start, link.end, question[start:link.end])], [link.id]
    for link in linking.links:
        # "what did he make as an Open Transit Collective volunteer": "as", the organisation, then words of the
        # title after it (one is enough: "as" says a role follows), up to the question's grammar
        if k.kind_of(link.id) != "Organisation":
            continue
        n = index.get(link.start)
        if n is None or "as" not in [t.text for t in toks[max(0, n - 2):n]]:
            continue
        after = next((i for i, t in enumerate(toks) if t.start >= link.end), len(toks))
        said = list(itertools.takewhile(lambda t: t.text not in STOP_WORDS, toks[after:after + 3]))
        titled = _titled(link.id, {stem(t.text) for t in said}, linking, k) if said else []
        if len(titled) == 1:
            return [Link(titled[0], link.start, said[-1].end, question[link.start:said[-1].end])], [link.id]
    return [], []


def _titled(organisation: str, wanted: set[str], linking: Linking, k: Knowledge) -> list[str]:
    """The roles at the organisation, not linked yet, whose title or label holds every one of the wanted stems."""
    return [role for role in k.roles_at(organisation) if role not in linking.ids
            and wanted <= {stem(w) for name in (k.facts(role, "jobTitle") or "", k.entities[role]["label"])
                           for w in words(str(name))}]


def about_one(question: str, linking: Linking, k: Knowledge) -> tuple[list[Link], set[str]]:
    """(the things a question names by their kind and what they are about, the names that said it): "when was
    the talk about Nightjar given" names the one talk the graph connects with Nightjar, not Nightjar, whose
    dates would answer another question. Only when exactly one thing of that kind is connected with it, and
    the kind is no kind of skill ("the book on Rust" may be any book)."""
    toks = tokens(question)
    starts = {link.start: link for link in linking.links}
    found: list[Link] = []
    replaced: set[str] = set()
    for first, end, ids in k.kinds.find([stem(t.text) for t in toks]):
        if end + 1 >= len(toks) or toks[end].text not in rules.TOPIC_WORDS \
                or toks[end - 1].text in k.kinds.plural_words() or any(i in k.categories for i in ids):
            continue
        named = starts.get(toks[end + 1].start)  # "about this site"
        if named is None and toks[end + 1].text in _DEFINITE and end + 2 < len(toks):
            named = starts.get(toks[end + 2].start)  # "about the Humlebakken schoolyard"
        if named is None:
            continue
        if set(ids) & set(k.entities[named.id]["types"]):
            # "the talk on Canaries...": the talk itself, named by its kind and its title; a name read in the
            # kind's words alone ("the paper", which the lexicon gives another paper) means it too
            begin = toks[first].start
            replaced.update(link.id for link in linking.links
                            if link.start < toks[end - 1].end and link.end > begin and link.id != named.id)
            continue
        members = sorted(m for i in ids for m in k.of_type.get(i, []) if m in k.linked(named.id) and m != k.owner)
        if len(members) == 1:
            begin = toks[first].start
            found.append(Link(members[0], begin, named.end, question[begin:named.end]))
            # and any name read in the same words ("the paper" read alone as one paper)
            replaced.update(link.id for link in linking.links if link.start < named.end and link.end > begin)
    return found, replaced


def the_only(question: str, linking: Linking, k: Knowledge) -> list[Link]:
    """The things a question names by their kind alone, in the singular after "the" ("how did she trace the
    streams for the exhibition"), when the graph holds exactly one thing of that kind: the one it means.
    Kinds of skill are no such thing ("the language" is any of them), and the owner is named otherwise. And
    "their own studio", "his company", "Ari's practice", and "the studio" in a question that names no
    organisation: the one firm (a company, a studio, not a university that keeps the owner on as an adjunct) the
    owner works through now. (The possessives and "the", measured on every held-out suite of both portfolios:
    3 more right; 1 confidently wrong fewer and 1 more, a section of the right work.)"""
    toks = tokens(question)
    taken = bytearray(len(question))
    for start, end in linking.spans:
        taken[start:end] = b"\x01" * (end - start)
    found: list[Link] = []
    for first, end, ids in k.kinds.find([stem(t.text) for t in toks]):
        last = toks[end - 1].text
        if first == 0 or toks[first - 1].text not in _DEFINITE or last in k.kinds.plural_words() \
                or any(i in k.categories for i in ids):
            continue
        members = {m for i in ids for m in k.of_type.get(i, []) if m != k.owner}
        begin, stop = toks[first].start, toks[end - 1].end
        if len(members) == 1 and not any(taken[begin:stop]) and not set(members) & set(linking.ids):
            found.append(Link(members.pop(), begin, stop, question[begin:stop]))
    # ("his studio", "Ari's practice", and "the studio" when the question names no organisation, say it too)
    organisation_named = any(k.kind_of(i) == "Organisation" for i in linking.ids)
    owning = [n for n, t in enumerate(toks[:-1]) if toks[n + 1].text in rules.FIRM_WORDS
              and (t.text == "own" or t.text in rules.OWNER_POSSESSIVES or _owners(n, toks, question, k)
                   or (t.text == "the" and not organisation_named))]
    firms = [o for o in k.entities if k.kind_of(o) == "Organisation" and k.works_through(o)
             and any(str(k.classes.get(t, {}).get("label") or "").lower() in rules.FIRM_WORDS
                     for t in k.entities[o]["types"])] if owning else []  # a walk over every entity: only when asked
    for n in owning:
        t, after = toks[n], toks[n + 1]
        if len(firms) == 1 and firms[0] not in linking.ids \
                and not any(taken[after.start:after.end]) and not any(f.id == firms[0] for f in found):
            found.append(Link(firms[0], t.start, after.end, question[t.start:after.end]))
    return found



_BOTH = frozenset({"two", "both"})


def the_two(question: str, linking: Linking, k: Knowledge) -> list[Link]:
    """The two things a comparison names by "two" or "both" and their kind in the plural ("compare your two
    papers", "how do his two communities differ"), when the graph holds exactly two of that kind besides the
    owner: both are named, as two names would name them. Kinds of skill are no such thing ("your two languages"
    are any two); and asked anything but how they compare ("where did you give your two talks"), the kind's list
    answers for both."""
    toks = tokens(question)
    if not {t.text for t in toks} & rules.COMPARE_WORDS:
        return []
    found: list[Link] = []
    for first, end, ids in k.kinds.find([stem(t.text) for t in toks]):
        if first == 0 or toks[first - 1].text not in _BOTH or not k.kinds.said_in_plural(toks[end - 1].text) \
                or any(i in k.categories for i in ids):
            continue
        members = sorted({m for i in ids for m in k.of_type.get(i, []) if m != k.owner and not k.whole_of(m)})
        begin, stop = toks[first - 1].start, toks[end - 1].end
        if len(members) == 2 and not set(members) & set(linking.ids) \
                and not any(x.start < stop and x.end > begin for x in linking.links):
            found.extend(Link(m, begin, stop, question[begin:stop]) for m in members)
    return found


def described_one(question: str, linking: Linking, k: Knowledge) -> list[Link]:
    """The work a question names by its kind and words of its own ("who wrote the soundtrack for the lighthouse
    puzzle game": Lantern, whose description says "lighthouse" and "puzzle"): a kind of work that narrows, in the
    singular, after a determiner or a possessive, with the words between them, each of them a word the names,
    tagline or description of exactly one work of that kind holds, or a name linked there of something that work
    is connected with ("your Rust wave function collapse library": the one library connected with both). A name
    linked before the kind as a possessive is such a name ("Tidewater's change data capture pipeline": Undertow;
    measured on every held-out suite of both portfolios, 3 more right, none lost). Words the
    rules read (an order: "his first game") say no such thing, and a question that links something outside them is
    left as it is. (Names linked there, measured on every held-out suite of both portfolios: 8 more right, 3 more
    confidently wrong, each of them the right work's article read at the wrong section.)

    Else the words of a clause that follows the kind describe it too ("the game where you stop giant monsters by
    typing readings", "the talk on self-judging canary releases"): one work of the kind holds clearly more of them,
    by weight, than any other (described_by_clause). A name the clause holds only says what the work is about
    ("the talk on water tables after the drains were blocked": the talk, not the paper called "Water tables
    first"); the link found replaces it (Linking.replacing)."""
    toks = tokens(question)
    found: list[Link] = []
    for first, end, ids in k.kinds.find([stem(t.text) for t in toks]):
        last = toks[end - 1].text
        works = [i for i in ids if k.kinds.by_id[i].is_work and i not in ("Work", "Project")]
        if not works or k.kinds.said_in_plural(last):
            continue
        before = [n for n in range(max(0, first - 4), first)
                  if toks[n].text in _DESCRIBING_DETERMINERS or _owners(n, toks, question, k)
                  or _possessor(n, toks, question, linking) is not None]
        if not before:
            continue
        members = [m for i in works for m in k.of_type.get(i, []) if m != k.owner and not k.whole_of(m)]
        possessor = _possessor(before[-1], toks, question, linking)
        opens = before[-1] - (toks[before[-1]].text == "s" and _owners(before[-1], toks, question, k))
        # names linked between the possessive and the kind say which work as its own words do, by what it is
        # connected with: "your Rust wave function collapse library" is the one library that uses both
        inside = [x for x in linking.links if toks[before[-1]].end <= x.start and x.end <= toks[first].start]
        if possessor is not None:
            # "Tidewater's change data capture pipeline": the one pipeline connected with Tidewater, from its name on
            inside.append(possessor)
            opens = next(n for n, t in enumerate(toks) if t.start >= possessor.start)
        said = [stem(t.text) for t in toks[before[-1] + 1:first] if t.text not in STOP_WORDS
                and not any(x.start <= t.start < x.end for x in inside)]
        if (said or inside) and not any(w in k.rule_stems for w in said) and len(inside) == len(linking.links):
            held = sorted({m for m in members if all(w in k.described_terms(m) for w in said)
                           and all(x.id in k.linked(m) for x in inside)})
            if len(held) == 1:
                begin, stop = toks[opens].start, toks[end - 1].end  # from "Ari" of "Ari's"
                found.append(Link(held[0], begin, stop, question[begin:stop]))
                continue
        # "did the phone app that reads Japanese help students": the subject of a yes-or-no question, whose clause
        # runs on into what is asked of it with nothing to mark where it ends
        clause = [] if before[-1] == 1 and toks[0].text in rules.WHETHER_STARTS \
            else _clause_after(question, toks, end, k)
        if any(toks[n].text in rules.VISITOR_SELF for n in clause):
            continue  # "the garden of my house": the visitor's own, no work of the owner's
        stop = toks[clause[-1] if clause else end - 1].end
        if any(not clause or x.start < toks[clause[0]].start or x.end > stop for x in linking.links):
            continue  # a name outside the clause: the question names what it is about
        chosen = described_by_clause(said, [stem(toks[n].text) for n in clause], members, k)
        if chosen is not None:
            # the subject of a question that opens with an auxiliary ("why didn't the tally app for ... need"):
            # what follows its description is the verb asked
            # ("what was the talk about dipwells lying" says what the talk is: after "be", only a how, why, when or
            # where question has a verb of its own to come, "how was the tally app ... made usable outdoors")
            subject = opens >= 2 and toks[opens - 1].text in _SUBJECT_BEFORE and toks[0].text in rules.ASKING_WORDS \
                and not (toks[opens - 1].text in _BE and toks[0].text in ("what", "which", "who", "whose"))
            stop = (_identifying_end(said, clause, toks, chosen, members, linking, k) if subject else None) or stop
            found.append(Link(chosen, toks[opens].start, stop, question[toks[opens].start:stop]))
    return found


_BE = frozenset({"is", "was", "are", "were"})
_SUBJECT_BEFORE = frozenset(rules.AUXILIARY_VERBS | _BE | {"t"})  # "didn't": "didn", "t"


def _identifying_end(said: list[str], clause: list[int], toks: list[Token], chosen: str, members: list[str],
                     linking: Linking, k: Knowledge) -> int | None:
    """Where the description of the work ends: after the fewest words of the clause that still describe `chosen`
    (described_by_clause), and every name the clause holds. A clause runs on into what is asked of the work with
    nothing to mark where it ends ("why didn't the offline tally app for Harbourline's container checkers need
    conflict-free merging"): what follows the words that say which work it is, is the question. Read only for
    the subject of a question that opens with an auxiliary, whose verb follows it: on every held-out suite of both
    portfolios, 2 more right and 3 fewer confidently wrong, none lost; for every described work, 4 fewer right
    ("where did they give the talk about schoolyards that hold rainwater": all of it says which talk)."""
    for size in range(1, len(clause)):
        last = toks[clause[size - 1]]
        if last.text in STOP_WORDS or any(x.end > last.end and x.start < toks[clause[-1]].end
                                          for x in linking.links):
            continue
        if described_by_clause(said, [stem(toks[n].text) for n in clause[:size]], members, k) == chosen:
            return last.end
    return None


def _clause_after(question: str, toks: list[Token], end: int, k: Knowledge) -> list[int]:
    """The tokens of the clause that follows a kind's name at `end` ("where you stop giant monsters", "on map
    servers rolling their own releases back", "he built to learn Dutch"), up to the first punctuation; [] when
    the next word opens no clause."""
    if end >= len(toks) or (toks[end].text not in rules.CLAUSE_OPENERS and toks[end].text not in k.owner_words):
        return []
    clause = [end]
    for n in range(end + 1, len(toks)):
        if any(mark in question[toks[n - 1].end:toks[n].start] for mark in ",;:?!.("):
            break
        clause.append(n)
    return clause


def described_by_clause(said: list[str], clause: list[str], members: list[str], k: Knowledge) -> str | None:
    """The one work among `members` (the works of a kind) whose names, tagline and description hold clearly the
    most of the words that describe it, by idf: at least DESCRIBED_CLAUSE_SHARE of their weight, and
    DESCRIBED_CLAUSE_MARGIN times what any other holds. Words the rules read and words the site never uses
    weigh nothing; the words before the kind's name, if any, must all be held."""
    described = [w for w in dict.fromkeys(said + clause) if w not in STOP_WORDS and w not in k.rule_stems
                 and w not in k.owner_stems and k.bm25.df.get(w)]
    if len(members) < 2 or not described or any(w not in described for w in said if w not in STOP_WORDS
                                                and w not in k.rule_stems and w not in k.owner_stems):
        return None  # "the reservation website": a kind narrowed by a word no text of the site uses says none
    weight = {w: k.bm25.idf(w) for w in described}
    total = sum(weight.values())
    scored = sorted(((sum(weight[w] for w in described if w in k.described_terms(m)) / total, m) for m in members
                     if all(w in k.described_terms(m) for w in said if w in weight)), reverse=True)
    if not scored:
        return None
    best, chosen = scored[0]
    runner = scored[1][0] if len(scored) > 1 else 0.0
    return chosen if best >= rules.DESCRIBED_CLAUSE_SHARE and best > rules.DESCRIBED_CLAUSE_MARGIN * runner else None


_DESCRIBING_DETERMINERS = rules.DETERMINERS - {"a", "an"}  # "a game" is any game: it names none


def _possessor(n: int, toks: list[Token], question: str, linking: Linking) -> Link | None:
    """The name linked just before token n when n is the "s" of its possessive ("Kestrel's"), or None. (A bare
    apostrophe after a name may close a quotation: "the 'when BM25 is enough' paper".)"""
    if toks[n].text != "s" or n == 0 or question[toks[n - 1].end:toks[n].start] not in ("'", "’"):
        return None
    return next((x for x in linking.links if x.end == toks[n - 1].end), None)


def _owners(n: int, toks: list[Token], question: str, k: Knowledge) -> bool:
    """True when token n ends the owner's name said as a possessive, as "his" is one: "Ari's" ("ari", "s") or
    "Tobias'" ("who made the sound work for Ari's shoreline installation")."""
    said = toks[n].text
    if said == "s" and n > 0 and toks[n - 1].text in k.owner_words:
        return True
    return said in k.owner_words and question[toks[n].end:toks[n].end + 1] in ("'", "’")
