"""Print the meaning list's figures (issue 16): how often it puts the right entity first, by model, on each
portfolio's paraphrase suite; and what it changes in the held-out suites' answers, with and without it.

The models compared are those the README names: the shipped table (WordLlama token sums, product-quantised,
32 bytes a word), the same sums kept whole (256 dimensions, 1 KB a word as floats: too big to ship), and their
first 64 dimensions (WordLlama's smallest Matryoshka size). Each ranks the entities by cosine with the
question, an entity's vector being its summary and its article given equal weight, as meaning.state_vectors
builds it. The unquantised models need wordllama (a dev dependency).

Reads each portfolio's built state (site_build/data/knowledge-state.json): run `portfolio build` first.

    python benchmarks/meaning.py
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.engine import Engine, meaning  # noqa: E402
from generator.engine.text import words  # noqa: E402
from generator.evaluation import declining_answers, load_cases, run_crag, run_holdout, suite_version  # noqa: E402
from scripts import make_word_vectors  # noqa: E402

PORTFOLIOS = {"sample": ROOT, "ari-lindqvist": ROOT / "examples/ari-lindqvist"}
Vector = list[float]


def exact_models(*dims: int) -> list[Callable[[str], Vector]]:
    """A text's vector from WordLlama's own token sums for the table's words, one model for each number of
    leading dimensions (the sums are computed once)."""
    tokens, tokenizer = make_word_vectors.load_wordllama()
    listed = sorted(meaning.table().index, key=meaning.table().index.__getitem__)
    sums = make_word_vectors.word_sums(listed, tokens, tokenizer)
    row = {w: sums[i] for i, w in enumerate(listed)}

    def model(size: int) -> Callable[[str], Vector]:
        def vector(text: str) -> Vector:
            total = [0.0] * size
            for w in words(text):
                if w in row:
                    total = [a + float(b) for a, b in zip(total, row[w][:size], strict=True)]
            return total
        return vector
    return [model(size) for size in dims]


def shipped_model(text: str) -> Vector:
    return [float(v) for v in meaning.table().vector(text)]


def _unit(v: Vector) -> Vector:
    n = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / n for x in v]


def entity_vectors(state: dict[str, Any], model: Callable[[str], Vector], summary_too: bool = True
                   ) -> dict[str, Vector]:
    """Each entity's vector as meaning.state_vectors makes it (summary and article, equal weight); with
    summary_too false, an entity with an article by its article alone (the first design)."""
    text_of: dict[str, list[str]] = {}
    for p in state["passages"]:
        text_of.setdefault(p["article"], []).extend([p.get("heading") or "", p["text"]])
    out = {}
    for entity_id, e in state["entities"].items():
        taglines = " ".join(str(v) for v in e.get("facts", {}).get("tagline", []))
        summary = model(f"{e['label']} {e.get('description') or ''} {taglines}")
        slug = e.get("article")
        if slug in state["articles"]:
            article = model(" ".join([state["articles"][slug]["title"], *text_of.get(slug, [])]))
            summary = [a + b for a, b in zip(_unit(article), _unit(summary), strict=True)] if summary_too else article
        if any(summary):
            out[entity_id] = _unit(summary)
    return out


def first_places(state: dict[str, Any], cases: list[dict[str, Any]], model: Callable[[str], Vector],
                 summary_too: bool = True) -> tuple[int, int]:
    """(right entity first, right entity in the first 8) over the answerable cases."""
    vectors = entity_vectors(state, model, summary_too)
    first = top8 = 0
    for case in cases:
        q = _unit(model(case["question"]))
        ranked = sorted(vectors, key=lambda i: (-sum(a * b for a, b in zip(q, vectors[i], strict=True)), i))[:8]
        first += bool(ranked) and ranked[0] in case["expected_ids"]
        top8 += any(i in case["expected_ids"] for i in ranked)
    return first, top8


def main() -> int:
    states = {name: json.loads((root / "site_build/data/knowledge-state.json").read_text(encoding="utf-8"))
              for name, root in PORTFOLIOS.items()}
    suites = {name: [c for c in load_cases(root / "content/questions/holdout-paraphrase-v1.json")
                     if c["expect"] == "answer"] for name, root in PORTFOLIOS.items()}
    models: list[tuple[str, Callable[[str], Vector], bool]] = [
        ("shipped: product-quantised, 32 B/word", shipped_model, True),
        ("shipped, an entity by its article alone", shipped_model, False)]
    try:
        whole, prefix = exact_models(256, 64)
        models += [("WordLlama sums, 256 dims, whole", whole, True),
                   ("WordLlama sums, first 64 dims", prefix, True)]
    except ImportError:
        print("(wordllama is not installed: only the shipped table is measured)")
    print("Meaning list alone: right entity first / in the first 8, paraphrase suites (answerable cases)")
    print(f"{'model':40}" + "".join(f"{name:>22}" for name in PORTFOLIOS))
    for label, model, summary_too in models:
        cells = [first_places(states[name], suites[name], model, summary_too) for name in PORTFOLIOS]
        print(f"{label:40}" + "".join(f"{f'{a} / {b} of {len(suites[n])}':>22}" for (a, b), n in zip(cells, PORTFOLIOS,
                                                                                                      strict=True)))
    print()
    print("Held-out suites, words alone -> words and meaning (right / confidently wrong; v1 suites: right)")
    for name, root in PORTFOLIOS.items():
        state = states[name]
        on = Engine(state)
        off = Engine({k: v for k, v in state.items() if k != "meaning"})
        for path in sorted((root / "content/questions").glob("holdout*.json")):
            cases = load_cases(path)
            if suite_version(path) >= 2:
                declining = declining_answers(on.knowledge.answers)
                a, b = (run_crag(cases, e.plan, declining) for e in (off, on))
                ra, rb = (r["by_expect"].get("answer", {}).get("right", 0) for r in (a, b))
                print(f"  {name:14} {path.name:28} right {ra:4} -> {rb:4}   wrong {a['confidently_wrong']:3} -> "
                      f"{b['confidently_wrong']:3}   CRAG {a['score']:.3f} -> {b['score']:.3f}")
            else:
                a, b = (run_holdout(cases, e.plan) for e in (off, on))
                print(f"  {name:14} {path.name:28} right {a['right']:4} -> {b['right']:4}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
