"""Ranking by meaning: the second list of the fusion (rank-fusion chapter; paper, section 10, "retrieval is
lexical").

A text's meaning vector is the sum of its words' vectors from a static table (word_vectors.bin, distilled
from WordLlama by scripts/make_word_vectors.py; one 256-dimension vector per common English word, stored as
product-quantisation codes), so a question is embedded with the standard library alone, in CPython and
under Pyodide alike.

Every vector the engine compares is made of integers: a question's words are summed as integers, and the
entities' vectors are signed bytes built at build time and shipped in the knowledge state. A dot product of
integers is exact on every platform, so the order of the meaning list is the same to the byte in the
browser and in the build, whatever the float unit does.

What ranks is an entity, by the vector of its summary (label, description, tagline) and, when it has one,
its article: a question that describes a work without its words ("predicting when freighters reach the
harbour") finds the work whose text means the same. The list is fused by rank, never by
comparing a cosine with a BM25 score (fusion.py).
"""

from __future__ import annotations

import base64
import functools
import heapq
import math
import operator
import struct
import sys
from array import array
from collections.abc import Callable
from operator import add, mul
from pathlib import Path
from typing import Any

from generator.engine.text import words

TABLE = Path(__file__).with_name("word_vectors.bin")
LANE = 8
"""Bytes per lane of the sums a question's vector is kept within (_lane_safe): up to 2**63."""
PACKED = 4
"""Bytes per entity in the packed columns MeaningIndex multiplies: a lane holds a sum below 2**31. Half of
LANE, so each multiplication is of an integer half as long; a question whose sums need more is multiplied
a part at a time (_parts), and the dot products are the same to the last bit."""
_PACKED_CODE = next(code for code in "IL" if array(code).itemsize == PACKED)
_BIAS = 1 << 15
"""Added to each component of a word's vector (signed 16-bit) when it is packed: every lane is then no less
than zero, and a sum of fewer than _MOST_WORDS words fits its four bytes."""
_MOST_WORDS = 1 << 16
_PART_BITS = 15
"""Bits of each component a part holds: 256 components below 2**15, times 255, stay below 2**31."""


def _little_endian(values: array) -> array:  # type: ignore[type-arg]
    """The array in little-endian order, the order of the table file and of the packed columns."""
    if sys.byteorder == "big":
        values.byteswap()
    return values


def _parts(question: list[int]) -> list[tuple[int, list[int]]]:
    """The question as (shift, part) pairs, the sum of part << shift being the question, each part's products
    with a packed column fitting a PACKED-byte lane; one pair, the question itself, when it already fits (as
    a question of a few dozen words does)."""
    if sum(map(abs, question)) * 255 < 1 << (8 * PACKED - 1):
        return [(0, question)]
    signs = [-1 if v < 0 else 1 for v in question]
    rest = [abs(v) for v in question]
    mask = (1 << _PART_BITS) - 1
    parts = []
    shift = 0
    while any(rest):
        parts.append((shift, [sign * (v & mask) for sign, v in zip(signs, rest, strict=True)]))
        rest = [v >> _PART_BITS for v in rest]
        shift += _PART_BITS
    return parts


def _lane_safe(question: list[int]) -> list[int]:
    """The question's vector halved until every packed lane can hold its dot product with a vector of signed
    bytes (a pasted essay is scaled down; its direction, and so every cosine, stays the same)."""
    while sum(map(abs, question)) * 255 >= 1 << (8 * LANE - 1):
        question = [v >> 1 for v in question]
    return question


class WordTable:
    """The static word vectors (scripts/make_word_vectors.py): a word's index and its vector as 32
    product-quantisation codes into the table's integer centroids."""

    def __init__(self, data: bytes) -> None:
        if data[:4] != b"PWV2":
            raise ValueError(f"{TABLE.name} is not a word-vector table (scripts/make_word_vectors.py writes it)")
        count, self.dims, self.runs, centroids = struct.unpack_from("<IHHH", data, 4)
        (length,) = struct.unpack_from("<I", data, 14)
        offset = 18
        listed = data[offset:offset + length].decode("utf-8").split("\n")
        offset += length
        self.index = {w: i for i, w in enumerate(listed)}
        width = self.dims // self.runs
        values = array("h")
        values.frombytes(data[offset:offset + 2 * self.runs * centroids * width])
        _little_endian(values)  # the file is little-endian; array reads the machine's order
        offset += 2 * self.runs * centroids * width
        # centroid c of run r, as a tuple of its `width` integers
        self.centroids = [[tuple(values[(r * centroids + c) * width:(r * centroids + c + 1) * width])
                           for c in range(centroids)] for r in range(self.runs)]
        self.codes = data[offset:offset + count * self.runs]
        # centroid c of run r as the bytes of its lanes, each component raised by _BIAS (_packed_word)
        self.lanes = [[struct.pack(f"<{width}I", *(v + _BIAS for v in centroid)) for centroid in run]
                      for run in self.centroids]

    def vector(self, text: str) -> list[int]:
        """The integer meaning vector of a text: the sum of its known words' vectors (WordLlama's own mean
        pooling, up to scale); all zeros when the text holds no word of the table. Integers only, so the sum
        is exact on every platform.

        The words are added as packed integers (_packed_word), one addition a word for all 256 components,
        and the sum unpacked once: a build embeds every passage, and adding the components one by one took
        about 1 CPU s of a build of the sample, 0.6 ms a text."""
        packed = [row for row in map(self._packed_word, words(text)) if row is not None]
        if not packed:
            return [0] * self.dims
        if len(packed) >= _MOST_WORDS:  # a lane could overflow: a pasted book, added a component at a time
            rows = [row for row in map(self.word, words(text)) if row is not None]
            return list(map(sum, zip(*rows, strict=True)))
        lanes = array(_PACKED_CODE)
        lanes.frombytes(sum(packed).to_bytes(PACKED * self.dims, "little"))
        _little_endian(lanes)
        offset = len(packed) * _BIAS
        return [v - offset for v in lanes]

    @functools.lru_cache(maxsize=4096)  # noqa: B019 (one table per process: table() is cached)
    def _packed_word(self, word: str) -> int | None:
        """A word's vector as one integer: each component, raised by _BIAS to be no less than zero, in a lane
        of PACKED bytes, the first component in the lowest. None for a word the table does not hold."""
        i = self.index.get(word)
        if i is None:
            return None
        runs = self.runs
        return int.from_bytes(b"".join(self.lanes[r][code] for r, code in
                                       enumerate(self.codes[i * runs:(i + 1) * runs])), "little")

    @functools.lru_cache(maxsize=4096)  # noqa: B019 (one table per process: table() is cached)
    def word(self, word: str) -> tuple[int, ...] | None:
        """A word's vector rebuilt from its centroids, or None for a word the table does not hold. Kept for
        the words met most: a build embeds every passage, and their words repeat."""
        i = self.index.get(word)
        if i is None:
            return None
        runs = self.runs
        return tuple(v for r, code in enumerate(self.codes[i * runs:(i + 1) * runs]) for v in self.centroids[r][code])


@functools.cache
def table() -> WordTable:
    """The word table, read once when the first question is embedded."""
    return WordTable(TABLE.read_bytes())


def quantise(vector: list[int]) -> bytes:
    """A vector as signed bytes (its direction: the largest component becomes +-127), for the state."""
    top = max((abs(v) for v in vector), default=0)
    if not top:
        return bytes(len(vector))
    return array("b", [round(v * 127 / top) for v in vector]).tobytes()


def encode(vector: list[int]) -> str:
    """A vector as the state carries it: its signed bytes in base64."""
    return base64.b64encode(quantise(vector)).decode("ascii")


def decode(text: str) -> tuple[int, ...]:
    """The signed-byte vector encode() wrote."""
    values = array("b")
    values.frombytes(base64.b64decode(text))
    return tuple(values)


def vector_inputs(state: dict[str, Any]) -> dict[str, Any]:
    """Everything state_vectors reads of a state, and nothing else: its articles' titles, its passages'
    articles, headings and texts, and its entities' names, descriptions, taglines and articles. A build keys
    its cache of the vectors by these (pipeline.meaning_vectors), so no other edit makes them again."""
    return {
        "titles": {slug: a["title"] for slug, a in sorted(state["articles"].items())},
        "passages": [[p["article"], p.get("heading") or "", p["text"]] for p in state["passages"]],
        "entities": [[entity_id, e["label"], e.get("description") or "",
                      " ".join(str(v) for v in e.get("facts", {}).get("tagline", [])), e.get("article")]
                     for entity_id, e in sorted(state["entities"].items())],
    }


def state_vectors(state: dict[str, Any]) -> dict[str, Any]:
    """What the state ships for the meaning list: vectors_from(vector_inputs(state))."""
    return vectors_from(vector_inputs(state))


def vectors_from(inputs: dict[str, Any], embed: Callable[[str], list[int]] | None = None) -> dict[str, Any]:
    """What the state ships for the meaning list, built from the site's own text at build time: each
    passage's vector (its article's title, its heading and its text), and each entity's: its summary (label,
    description and tagline) and, when it has an article, the article's title and all its passages, the two
    directions given equal weight, so a long article does not drown what the entity is said to be. (On the
    paraphrase suites this put the right entity first in 100 of 172 questions, against 79 for the article
    alone; benchmarks/meaning.py.) Entities with no known word are left out.

    Vectors are integer sums, so a passage's and an article's are added from the same parts: every passage
    is embedded once. `embed` stands for the table's own `vector` (a build passes one that remembers the texts
    it embedded last time, so an edit to one article embeds that article's texts alone)."""
    t = table()
    embed = embed or t.vector
    titles = {slug: embed(title) for slug, title in inputs["titles"].items()}
    zero = [0] * t.dims
    bodies = [embed(f"{heading} {text}") for _, heading, text in inputs["passages"]]
    passages = [encode(list(map(add, titles.get(article, zero), body)))
                for (article, _, _), body in zip(inputs["passages"], bodies, strict=True)]
    by_article: dict[str, list[int]] = {}
    for (article, _, _), body in zip(inputs["passages"], bodies, strict=True):
        by_article[article] = list(map(add, by_article.get(article, titles.get(article, zero)), body))
    entities = {}
    for entity_id, label, description, taglines, slug in inputs["entities"]:
        vector = embed(f"{label} {description} {taglines}")
        if slug in titles:
            vector = _balanced(by_article.get(slug, titles[slug]), vector)
        if any(vector):
            entities[entity_id] = encode(vector)
    return {"entities": entities, "passages": passages}


def _balanced(a: list[int], b: list[int]) -> list[int]:
    """The sum of two vectors' directions (each scaled to length 2**16, rounded): neither outweighs the other."""
    norms = [math.sqrt(sum(v * v for v in x)) or 1.0 for x in (a, b)]
    return [round(x * 65536 / norms[0]) + round(y * 65536 / norms[1]) for x, y in zip(a, b, strict=True)]


_WORD_CODE = next(code for code in "QL" if array(code).itemsize == 8)
_WORD_BIAS = 1 << 31
"""Added to each of one word's dot products (at most 256 * 2**15 * 128 = 2**30 either way) in its eight-byte
lane, so that no lane is negative and the lanes of fewer than 2**32 words add up without carrying over."""
_WORDS_SUMMED = 32
"""The most words a text may hold for its dot products to be summed word by word (MeaningIndex.nearest): a
longer text has more new words than a multiplication of its whole vector costs."""
_WORD_CACHE_BYTES = 8 << 20
"""What the words' dot products kept for the next question may take (eight bytes an entity each)."""


class MeaningIndex:
    """The shipped vectors, decoded once per state.

    Comparing a question with every entity is the one cost here that grows with the portfolio, so it is done
    a column at a time on packed integers: each dimension's values over all entities (plus 128, so none is
    negative) are one Python integer with a PACKED-byte lane per entity, and the question's dot product with
    every entity is 256 multiplications of those integers by its own components, read back lane by lane
    (SIMD within a register). The sums are exact, so the order is the same in CPython and Pyodide. The
    multiplications are most of a plan that reads the meaning list: four-byte lanes make each integer half
    as long as eight-byte ones, and a plan that reads the list some 40% faster. And as a question's vector is
    the sum of its words', so are its dot products: each word's are kept once made (word_products), and a
    question whose words were met before costs additions alone (on the sample's snapshot questions, 0.13 ms
    a question instead of 0.5; plan()'s median 1.15 ms before, 0.93 after, every plan the same).
    """

    def __init__(self, shipped: dict[str, Any]) -> None:
        vectors: dict[str, str] = shipped["entities"]
        self.ids = sorted(vectors)
        decoded = [decode(vectors[i]) for i in self.ids]
        self.norms = [math.sqrt(sum(v * v for v in vector)) or 1.0 for vector in decoded]
        dims = len(decoded[0]) if decoded else 0
        self.columns = []
        for d in range(dims):
            lanes = _little_endian(array(_PACKED_CODE, [vector[d] + 128 for vector in decoded]))
            self.columns.append(int.from_bytes(lanes.tobytes(), "little"))
        self.passage_codes: list[str] = shipped["passages"]
        self._word_products: dict[str, int] = {}  # in the order they were last used, the oldest first
        self._word_room = max(64, _WORD_CACHE_BYTES // (8 * max(1, len(self.ids))))

    def dots(self, question: list[int]) -> list[int]:
        """The exact dot product of the question's vector with every entity's, in self.ids order."""
        question = _lane_safe(question)
        size = PACKED * len(self.ids)
        totals: list[int] | None = None
        for shift, part in _parts(question):
            plus = minus = 0
            for value, column in zip(part, self.columns, strict=True):
                if value > 0:
                    plus += value * column
                elif value < 0:
                    minus -= value * column
            read = []
            for packed in (plus, minus):
                lanes = array(_PACKED_CODE)
                lanes.frombytes(packed.to_bytes(size, "little"))
                read.append(_little_endian(lanes))
            offset = 128 * sum(part)  # every entity's values carry +128
            dots = [(p - m - offset) << shift for p, m in zip(read[0], read[1], strict=True)]
            totals = dots if totals is None else list(map(add, totals, dots))
        return totals or [0] * len(self.ids)

    def word_products(self, word: str) -> int:
        """One word's dot products with every entity, each raised by _WORD_BIAS, in eight-byte lanes (entity
        order). Kept for the words met last, within _WORD_CACHE_BYTES: visitors' questions share most of their
        words, and a word met before costs a question one addition instead of 256 multiplications."""
        packed = self._word_products.pop(word, None)  # put back last: the dict's order is the order of use
        if packed is None:
            vector = table().word(word)
            if vector is None:
                raise KeyError(word)
            lanes = _little_endian(array(_WORD_CODE, [dot + _WORD_BIAS for dot in self.dots(list(vector))]))
            packed = int.from_bytes(lanes.tobytes(), "little")
            if len(self._word_products) >= self._word_room:
                del self._word_products[next(iter(self._word_products))]
        self._word_products[word] = packed
        return packed

    def summed_dots(self, known: list[str]) -> list[int]:
        """The dot products of the sum of these words' vectors with every entity's: the sum of each word's, as
        a dot product is linear, and exact (integers), so the same as dots() of the summed vector."""
        total = sum(map(self.word_products, known))
        lanes = array(_WORD_CODE)
        lanes.frombytes(total.to_bytes(8 * len(self.ids), "little"))
        _little_endian(lanes)
        offset = len(known) * _WORD_BIAS
        return [v - offset for v in lanes]

    def nearest(self, text: str, top: int) -> list[tuple[str, float]]:
        """The `top` entities whose vectors point nearest the text's, with their cosines rounded to four
        places, best first, ties by id; nothing when the text holds no word of the table."""
        vector = table().vector(text)
        question = _lane_safe(vector)  # the norm of the vector dots() multiplies
        q_norm = math.sqrt(sum(v * v for v in question))
        if not q_norm or not self.ids:
            return []
        known = [w for w in words(text) if w in table().index]
        found = self.summed_dots(known) if question is vector and len(known) <= _WORDS_SUMMED \
            else self.dots(question)
        # the closest by cosine, ties by id: self.ids is sorted, and nlargest keeps the order of equals, as a
        # stable sort does, so a tie goes to the lower id
        if len(found) != len(self.norms):
            raise ValueError("one dot product for each entity's vector")
        near = list(map(operator.truediv, found, self.norms))
        scored = heapq.nlargest(top, range(len(near)), key=near.__getitem__)
        return [(self.ids[i], round(near[i] / q_norm, 4)) for i in scored]

    def passage_order(self, text: str, passages: list[int]) -> list[int]:
        """The given passages nearest the text's meaning first (ties by index); none when the text holds no
        word of the table. Only these passages are decoded: an article's sections, not the wiki."""
        question = table().vector(text)
        if not any(question):
            return []
        scored = []
        for i in passages:
            vector = decode(self.passage_codes[i])
            norm = math.sqrt(sum(v * v for v in vector)) or 1.0
            scored.append((-sum(map(mul, question, vector)) / norm, i))
        return [i for _, i in sorted(scored)]
