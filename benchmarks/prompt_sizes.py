"""Print the model fallback's first-prompt sizes over the held-out questions it could be asked.

The questions are those of every held-out suite (content/questions/holdout-*.json) that the engine rates
weak or none and that are not ambiguous: the only plans model_allowed() lets through. For each, the first
prompt is built exactly as the fallback builds it (generator/fallback/evidence.py), and measured as

- characters of its text (instructions with the graph vocabulary, the question with its evidence, and the
  tool definitions), and the estimate the budget uses: characters / 4;
- the request body as it would be sent, in the longer of the two wire formats (JSON, so a little more);
- tokens counted by tiktoken's cl100k_base, when tiktoken is installed and its encoding is available
  locally; otherwise only the characters / 4 estimate is given, and the output says so. Neither is the
  tokenizer of the models the fallback would call, so both are estimates.

Nothing is sent anywhere: no model is called.

    python benchmarks/prompt_sizes.py [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any

from generator.engine import Engine
from generator.fallback.client import Turn, request_tokens
from generator.fallback.evidence import (
    FIRST_PROMPT_TOKENS,
    PROMPT_TOKENS,
    TOOL_SPECS,
    build_prompt,
    estimate_tokens,
    evidence_pack,
)
from generator.pipeline import run
from generator.settings import load_settings

ROOT = Path(__file__).resolve().parent.parent

SUITES = tuple(sorted(str(p.relative_to(ROOT)) for p in (ROOT / "content" / "questions").glob("holdout*.json")))


def counter() -> tuple[str, Any]:
    """tiktoken's cl100k_base if it can be loaded here (it may need to download its table), else None."""
    try:
        import tiktoken

        encoding = tiktoken.get_encoding("cl100k_base")
        return "tiktoken cl100k_base", lambda text: len(encoding.encode(text))
    except Exception as exc:  # not installed, or its table cannot be fetched offline
        return f"none ({type(exc).__name__}): characters / 4 only", None


def summary(values: list[int]) -> dict[str, float]:
    return {"median": statistics.median(values), "max": max(values), "min": min(values)}


def main() -> int:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--json", action="store_true")
    options = args.parse_args()

    settings = load_settings(ROOT / "mkdocs.yml")
    engine = Engine(run(settings).state)
    k = engine.knowledge
    today = engine.reference_date()
    tokenizer, count = counter()
    rows = []
    fixed = 0  # the same in every prompt: instructions with the vocabulary, and the tool definitions
    seen: set[str] = set()
    for suite in SUITES:
        for case in json.loads((ROOT / suite).read_text(encoding="utf-8"))["cases"]:
            question = case["question"]
            plan = engine.plan(question, today)
            if question in seen or plan["confidence"] not in ("weak", "none") or plan["ambiguous"]:
                continue
            seen.add(question)
            pack = evidence_pack(plan, k)
            prompt = build_prompt(plan, pack, k)
            text = prompt.system + prompt.user + json.dumps(TOOL_SPECS)
            fixed = estimate_tokens(prompt.system) + estimate_tokens(json.dumps(TOOL_SPECS))
            full = {item.key: item.text for item in pack.items}
            cut = sum(1 for item in prompt.evidence.items if item.text != full[item.key])
            rows.append({"question": question, "suite": suite, "confidence": plan["confidence"],
                         "chars": len(text), "estimate": estimate_tokens(text), "prompt_tokens": prompt.tokens,
                         "wire_tokens": request_tokens(prompt.system, [Turn("user", prompt.user)]),
                         "counted": count(text) if count else None,
                         "evidence": len(prompt.evidence.items), "cut": cut,
                         "evidence_chars": sum(len(i.text) for i in prompt.evidence.items)})
    report: dict[str, Any] = {
        "questions": len(rows), "tokenizer": tokenizer,
        "budget": {"first_prompt_tokens": FIRST_PROMPT_TOKENS, "any_request_tokens": PROMPT_TOKENS},
        "chars": summary([r["chars"] for r in rows]),
        "estimate_tokens": summary([r["prompt_tokens"] for r in rows]),
        "wire_tokens": summary([r["wire_tokens"] for r in rows]),
        "evidence_items": summary([r["evidence"] for r in rows]),
        "prompts_with_cut_passages": sum(1 for r in rows if r["cut"]),
        "fixed_tokens": fixed,
    }
    if count:
        report["counted_tokens"] = summary([r["counted"] for r in rows])
    if options.json:
        print(json.dumps({**report, "rows": rows}, indent=2, sort_keys=True))
        return 0
    print(f"{len(rows)} weak or none held-out questions (of {', '.join(SUITES)}); nothing sent to any model")
    print(f"budget: first prompt {FIRST_PROMPT_TOKENS} estimated tokens, any request {PROMPT_TOKENS}")
    print(f"tokenizer: {tokenizer}")
    measures = [("characters", "chars"), ("estimated tokens (chars/4)", "estimate_tokens"),
                ("request body, longer wire format (chars/4)", "wire_tokens"), ("evidence items", "evidence_items")]
    if count:
        measures.append(("tiktoken tokens", "counted_tokens"))
    for name, key in measures:
        s = report[key]
        print(f"  {name:<44} median {s['median']:>7g}   max {s['max']:>6g}   min {s['min']:>6g}")
    print(f"  fixed part (instructions, vocabulary, tools)  {report['fixed_tokens']} estimated tokens")
    print(f"  prompts with a passage cut to fit: {report['prompts_with_cut_passages']} of {len(rows)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
