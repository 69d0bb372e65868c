"""Print what finding W (the articles for a question, Algorithm 4) costs per question (issue 18): the CPU time
of retrieval's candidate search over every distinct query of the snapshot questions, best of three passes, and
how many articles it scores per query. W is remembered by the query's terms in a plan; this times the search
itself, so the figure is the cost a new question pays.

Reads a built portfolio's state (site_build/data/knowledge-state.json): run `portfolio build` there first. A
grown copy (benchmarks/grow.py) shows how the cost follows the size of the wiki.

    python benchmarks/retrieval.py [mkdocs.yml ...]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.built_state import STATE_PATH  # noqa: E402
from generator.engine import Engine, retrieval  # noqa: E402
from generator.engine.knowledge import Knowledge  # noqa: E402
from generator.engine.text import terms  # noqa: E402
from generator.questions import snapshot_questions  # noqa: E402
from generator.settings import load_settings  # noqa: E402

PASSES = 3


def queries_of(config: Path) -> tuple[Knowledge, list[tuple[str, ...]]]:
    """The portfolio's knowledge and the distinct queries (terms, each once, the owner's names left out) of its
    snapshot questions, as wiki_candidates forms them."""
    settings = load_settings(config)
    k = Engine.from_json((settings.site_dir / STATE_PATH).read_bytes()).knowledge
    questions = snapshot_questions(k.state, settings.content_dir, settings.root)
    found = (tuple(t for t in dict.fromkeys(terms(q)) if t not in k.owner_stems) for q in questions)
    return k, [q for q in dict.fromkeys(found) if q]


def measure(config: Path) -> None:
    k, queries = queries_of(config)
    scored = 0
    original = retrieval._article_score

    def counting(*args):  # type: ignore[no-untyped-def]
        nonlocal scored
        scored += 1
        return original(*args)

    retrieval._article_score = counting  # type: ignore[assignment]
    try:
        for q in queries:  # also fills the per-term cache, as a running engine has
            retrieval._candidates(list(q), k)
    finally:
        retrieval._article_score = original  # type: ignore[assignment]
    best = float("inf")
    for _ in range(PASSES):
        start = time.process_time()
        for q in queries:
            retrieval._candidates(list(q), k)
        best = min(best, time.process_time() - start)
    print(f"{config}: {len(k.articles)} articles, {len(queries)} queries: "
          f"{best / len(queries) * 1e6:.0f} us a query (best of {PASSES}), {scored / len(queries):.1f} articles scored")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("configs", type=Path, nargs="*", default=[ROOT / "mkdocs.yml"])
    for config in parser.parse_args().configs:
        measure(config)


if __name__ == "__main__":
    main()
