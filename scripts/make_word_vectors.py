#!/usr/bin/env python3
"""Write generator/engine/word_vectors.bin: one meaning vector per common English word, for the meaning list.

The engine ranks passages by meaning beside ranking them by words (issue 16; rank-fusion chapter). It must
embed a question in the visitor's browser with the standard library alone, so the model is a static table:
one vector per word, the way model2vec distils a sentence encoder into per-token vectors. The table is
distilled once from WordLlama (`wordllama` on PyPI, MIT licence; its "l2_supercat" token embeddings, 32,000
tokens x 256 dimensions, ship inside the wheel, so nothing is fetched from a model hub):

- the words: the 40,000 most frequent of pyspellchecker's English word frequencies that are lower-case ASCII
  letters, at least two long (the same source as english_words.txt);
- a word's vector: the sum of its WordLlama token vectors, tokenised as it stands inside a sentence (with its
  leading space), so the sum over a sentence's words is WordLlama's own pooled sentence vector up to scale;
- compressed by product quantisation (Jegou, Douze and Schmid, 2011): the 256 dimensions are cut into 32
  runs of 8, each run replaced by the nearest of 256 centroids that k-means finds for it, so a word is 32
  bytes and the centroids 128 KB. Measured on the paraphrase suites (benchmarks/meaning.py), this keeps
  the meaning list as good as the whole vectors (100 and 99 first places of 172), where keeping only the
  first 64 dimensions (WordLlama's smallest Matryoshka size) at twice the bytes gives 74;
- no weight per word: a text's vector is the plain sum of its words' vectors, as WordLlama pools its tokens.
  SIF weights (Arora, Liang and Ma, 2017), with or without the engine's stop words, measured no better on
  the paraphrase suites (first places 69 to 72 of 172, against 76 for the plain sum, with entities by their
  articles alone).

Layout (little-endian): b"PWV2", uint32 words, uint16 dims, uint16 runs, uint16 centroids; uint32 byte length
and the words, UTF-8, one per line; int16 centroids[runs][centroids][dims / runs],
the centroids times CENTROID_SCALE; uint8 codes[words][runs]. generator/engine/meaning.py reads it.
tests/test_meaning.py checks the committed table against WordLlama (a dev dependency): the words' vectors it
rebuilds point where WordLlama's do.

K-means runs on floating point, whose last bits may differ between machines, so running the script again may
write other bytes of equal quality: the test compares meanings, not bytes.

Run with the dev dependencies installed:  .venv/bin/python scripts/make_word_vectors.py
"""

from __future__ import annotations

import gzip
import json
import struct
import sys
from importlib import resources
from pathlib import Path

TOP = 40_000
DIMS = 256
RUNS = 32
CENTROIDS = 256
CENTROID_SCALE = 1024
ROUNDS = 25
SEED = 0
TARGET = Path(__file__).resolve().parent.parent / "generator" / "engine" / "word_vectors.bin"


def frequencies() -> dict[str, int]:
    """pyspellchecker's English word counts."""
    data = (resources.files("spellchecker") / "resources" / "en.json.gz").read_bytes()
    counts: dict[str, int] = json.loads(gzip.decompress(data))
    return counts


def vocabulary(counts: dict[str, int]) -> list[tuple[str, int]]:
    """The words to ship with their counts, most frequent first (ties by word)."""
    kept = [(w, c) for w, c in counts.items() if len(w) >= 2 and w.isascii() and w.isalpha() and w.islower()]
    return sorted(kept, key=lambda item: (-item[1], item[0]))[:TOP]


def load_wordllama():  # type: ignore[no-untyped-def]
    """WordLlama's token table and tokenizer, read from the files its wheel ships (never downloaded)."""
    import wordllama
    from safetensors.numpy import load_file
    from tokenizers import Tokenizer

    root = Path(wordllama.__file__).parent
    weights = load_file(str(root / "weights" / "l2_supercat_256.safetensors"))
    table = next(iter(weights.values())).astype("float32")
    tokenizer = Tokenizer.from_file(str(root / "tokenizers" / "l2_supercat_tokenizer_config.json"))
    return table, tokenizer


def word_sums(words: list[str], table, tokenizer):  # type: ignore[no-untyped-def]
    """(sum of each word's token vectors, first DIMS dimensions) as a float32 matrix."""
    import numpy as np

    out = np.zeros((len(words), DIMS), dtype=np.float64)
    encoded = tokenizer.encode_batch([f" {w}" for w in words], add_special_tokens=False)
    for i, enc in enumerate(encoded):
        ids = [t for t, m in zip(enc.ids, enc.attention_mask, strict=True) if m]
        ids = [t for t, tok in zip(ids, enc.tokens, strict=False) if tok != "▁"]  # a bare space marker
        out[i] = table[ids, :DIMS].astype(np.float64).sum(axis=0)
    return out


def quantised(sums):  # type: ignore[no-untyped-def]
    """(centroids [RUNS, CENTROIDS, DIMS / RUNS], codes [words, RUNS]): k-means on each run of dimensions,
    seeded, so one machine writes the same table every time."""
    import numpy as np

    rng = np.random.default_rng(SEED)
    width = DIMS // RUNS
    centroids = np.zeros((RUNS, CENTROIDS, width))
    codes = np.zeros((len(sums), RUNS), dtype=np.uint8)
    for run in range(RUNS):
        points = sums[:, run * width:(run + 1) * width]
        centres = points[rng.choice(len(points), CENTROIDS, replace=False)].copy()
        for _ in range(ROUNDS):
            distance = (points ** 2).sum(1)[:, None] - 2 * points @ centres.T + (centres ** 2).sum(1)[None, :]
            nearest = distance.argmin(1)
            for c in range(CENTROIDS):
                members = points[nearest == c]
                if len(members):
                    centres[c] = members.mean(0)
        centroids[run] = centres
        codes[:, run] = nearest
    return centroids, codes


def table_bytes(words: list[tuple[str, int]], sums) -> bytes:  # type: ignore[no-untyped-def]
    """The file's bytes (see the module's docstring)."""
    import numpy as np

    centroids, codes = quantised(sums)
    scaled = np.clip(np.rint(centroids * CENTROID_SCALE), -32767, 32767).astype("<i2")
    text = "\n".join(w for w, _ in words).encode("utf-8")
    return b"".join([
        b"PWV2", struct.pack("<IHHH", len(words), DIMS, RUNS, CENTROIDS), struct.pack("<I", len(text)), text,
        scaled.tobytes(), codes.tobytes(),
    ])


def build() -> bytes:
    """The table, from the installed wordllama and pyspellchecker."""
    words = vocabulary(frequencies())
    table, tokenizer = load_wordllama()
    return table_bytes(words, word_sums([w for w, _ in words], table, tokenizer))


def main() -> int:
    TARGET.write_bytes(build())
    sys.stderr.write(f"wrote {TARGET} ({TARGET.stat().st_size:,} bytes)\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
