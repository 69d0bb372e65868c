"""The evidence pack E of Algorithm 8, and the prompt that carries it within a token budget.

E holds the five best BM25 passages for the question, the plan's own passage and a definition if one fits,
each numbered so the model can cite it; every text a tool returns later joins E with the next number. The
prompt adds the graph's vocabulary (classes and properties), never its list of every entity: that list was
most of an earlier 8,000-token prompt, over a free plan's limit on one request (paper, section 8).

Budget: every request to a model stays within PROMPT_TOKENS, estimated as characters / 4 over the whole
request. The first prompt gets what is left after reserving room for the tool rounds that may follow, and
passages are cut (at a word, marked with an ellipsis) to fit. E keeps the cut text: the verifier checks an
answer against what the model was actually shown.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Any

from generator.engine.knowledge import Knowledge
from generator.engine.retrieval import bm25_scores
from generator.engine.text import terms, words

PROMPT_TOKENS = 3000  # the most any one request may carry (the spec's "about three thousand input tokens")
FIRST_PROMPT_TOKENS = 2300  # the first request: the rest is room for what the tools return in later rounds
CHARS_PER_TOKEN = 4  # the usual estimate for English; benchmarks/prompt_sizes.py reports what it gives
ROUNDS = 3  # model calls per question, at most (Algorithm 8)
BEST_PASSAGES = 5
TOOL_CALLS_PER_ROUND = 2  # calls past this in one reply are dropped: neither run nor echoed back
TOOL_RESULT_CHARS = 1400  # everything the tools of one round return, together (less when the budget is short)
TOOL_ARGUMENT_CHARS = 500  # a longer tool argument (a query) is refused and not echoed back in full
MODEL_TEXT_CHARS = 300  # text a model writes beside its tool calls, as echoed in the next request
MIN_PASSAGE_CHARS = 160  # a passage cut shorter than this says too little to be worth its number

ELLIPSIS = "…"


def estimate_tokens(text: str) -> int:
    """Tokens a model will count for `text`, estimated as characters / 4, rounded up."""
    return math.ceil(len(text) / CHARS_PER_TOKEN)


@dataclass(frozen=True)
class Item:
    """One numbered piece of evidence: where it came from (a source the server supplies) and its text."""

    kind: str  # passage, definition, sparql
    key: str  # passage id, term id or query: the same evidence is never numbered twice
    label: str
    url: str | None
    text: str
    sparql: str | None = None

    def source(self) -> dict[str, Any]:
        """The item as a cited source: label and url (and the query, for a graph query)."""
        out: dict[str, Any] = {"label": self.label, "url": self.url}
        if self.sparql:
            out["sparql"] = self.sparql
        return out

    def render(self, number: int) -> str:
        where = f" <{self.url}>" if self.url else ""
        return f"[{number}] {self.label}{where}\n{self.text}"


@dataclass
class Evidence:
    """E: numbered items, in the order they were added (number = position + 1)."""

    items: list[Item] = field(default_factory=list)

    def add(self, item: Item) -> int:
        """Add an item unless E already holds it; returns its number either way."""
        for number, held in enumerate(self.items, start=1):
            if held.key == item.key:
                return number
        self.items.append(item)
        return len(self.items)

    def get(self, number: int) -> Item | None:
        return self.items[number - 1] if 1 <= number <= len(self.items) else None

    def text(self) -> str:
        """Everything E says, labels included: what VERIFY compares an answer against."""
        return "\n".join(f"{i.label}\n{i.text}" for i in self.items)

    def urls(self) -> set[str]:
        """The addresses the server supplied: the only links an answer may keep."""
        return {i.url for i in self.items if i.url}


def passage_item(index: int, k: Knowledge) -> Item:
    """A wiki passage as evidence, labelled and linked the way the engine cites it."""
    p = k.passages[index]
    article = k.articles[p["article"]]
    url = article["url"] + (f"#{p['anchor']}" if p["anchor"] else "")
    label = article["title"] + (f" › {p['heading']}" if p["heading"] else "")
    return Item("passage", p["id"], label, url, p["text"])


def best_passages(question: str, k: Knowledge, n: int = BEST_PASSAGES) -> list[int]:
    """The n passages BM25 scores highest for the question, best first, ties by position."""
    query = list(dict.fromkeys(terms(question)))
    scores = bm25_scores(k.bm25, query) if query else {}
    return [i for i, _ in sorted(scores.items(), key=lambda s: (-s[1], s[0]))[:n]]


def definition_for(question: str, plan: dict[str, Any], k: Knowledge) -> dict[str, Any] | None:
    """The general term the plan cited, else the one whose longest name the question contains, else None."""
    terms_by_id = k.state.get("terms", {})
    for source in (plan.get("answer") or {}).get("sources", []):
        if source.get("kind") == "definition" and source.get("id") in terms_by_id:
            return dict(terms_by_id[source["id"]])
    asked = f" {' '.join(words(question))} "
    found = [(len(name), name, term) for name, term in k.terms_by_label.items() if f" {name} " in asked]
    return max(found, key=lambda f: (f[0], f[1]))[2] if found else None


def evidence_pack(plan: dict[str, Any], k: Knowledge) -> Evidence:
    """E for a plan (Algorithm 8): the 5 best BM25 passages, the plan's own passage, a definition if any."""
    question = plan.get("read_as") or plan["question"]
    by_id = {p["id"]: i for i, p in enumerate(k.passages)}
    evidence = Evidence()
    for i in best_passages(question, k):
        evidence.add(passage_item(i, k))
    for source in (plan.get("answer") or {}).get("sources", []):
        if source.get("kind") == "passage" and source.get("id") in by_id:
            evidence.add(passage_item(by_id[source["id"]], k))
    term = definition_for(question, plan, k)
    if term:
        evidence.add(Item("definition", term["id"], str(term["source_title"]), str(term["source_url"]),
                          f"{term['label']}: {term['definition']}"))
    return evidence


# ------------------------------------------------------------------ the prompt

TOOL_SPECS: list[dict[str, Any]] = [
    {"name": "sparql",
     "description": "Run one read-only SPARQL SELECT or ASK query on the knowledge graph (stated and inferred "
                    "triples). Prefixes cj:, id:, rdfs:, rdf:, xsd:, skos: are predeclared. At most 50 rows.",
     "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}},
    {"name": "search_wiki",
     "description": "Search the wiki; returns the five best-matching passages as new numbered evidence.",
     "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]}},
]

INSTRUCTIONS = """\
You answer one question a visitor asked on the portfolio site of {owner}. The site's own search was unsure \
of its answer, so you get numbered evidence from the site's wiki and knowledge graph.
Rules:
- Use only what the evidence and the tools' results say. Add no name, number, date, link or technical term \
they do not contain.
- If they do not answer the question, give an empty answer: no answer is better than a guess.
- Never give a phone number, a birth date or a home address.
- Cite the numbers of the evidence you used.
- At most three sentences of plain text, about {owner} in the third person.
You may call the tools in at most {tool_rounds} rounds; each result is added to the evidence with a new number.
Reply with JSON only: {{"answer": "...", "sources": [1, 2]}}

{schema}"""


def schema_text(k: Knowledge) -> str:
    """The graph's vocabulary for writing queries: prefixes, the class tree, properties by domain.

    No entity is listed: the model finds entities through the tools, and the prompt stays small.
    """
    children: dict[str, list[str]] = defaultdict(list)
    for name, cls in sorted(k.classes.items()):
        for parent in cls.get("parents") or []:
            children[parent].append(name)
    tree = "; ".join(f"{parent} > {', '.join(kids)}" for parent, kids in sorted(children.items()))
    by_domain: dict[str, list[str]] = defaultdict(list)
    for name, predicate in sorted(k.predicates.items()):
        by_domain[predicate.get("domain") or "any"].append(name)
    properties = "\n".join(f"{domain}: {', '.join(names)}" for domain, names in sorted(by_domain.items()))
    return (f"Graph vocabulary. Prefixes: cj: <{k.namespaces['ns']}>, id: <{k.namespaces['id']}>. Entities are "
            f"id:Name with an rdfs:label.\nClasses (parent > children): {tree}\n"
            f"Properties (cj:) by the class they describe:\n{properties}")


def owner_name(k: Knowledge) -> str:
    return str(k.entities[k.owner]["label"]) if k.owner else "the site's owner"


@dataclass(frozen=True)
class Prompt:
    """The first request's text: instructions (system) and the question with its evidence (user)."""

    system: str
    user: str
    evidence: Evidence  # E as the prompt shows it: passages cut to fit

    @property
    def tokens(self) -> int:
        """Estimated input tokens of the request: instructions, user message and tool definitions."""
        return estimate_tokens(self.system) + estimate_tokens(self.user) + estimate_tokens(json.dumps(TOOL_SPECS))


def _cut(text: str, limit: int) -> str:
    """`text` within `limit` characters, cut after a whole word and marked with an ellipsis."""
    if len(text) <= limit:
        return text
    head = text[: max(limit - 1, 0)]
    space = head.rfind(" ")
    return (head[:space] if space > limit // 2 else head).rstrip(" ,;:") + ELLIPSIS


def fit(items: list[Item], chars: int) -> list[Item]:
    """The items within `chars` characters of text in all: a fair share each, short ones whole (water-filling).

    Items that would be cut below MIN_PASSAGE_CHARS are dropped from the end instead: the last items are the
    least relevant (the plan's own passage and the definition are placed first by the caller).
    """
    kept = list(items)
    while kept:
        overhead = sum(len(i.render(n)) - len(i.text) for n, i in enumerate(kept, start=1)) + 2 * len(kept)
        room = chars - overhead
        lengths = sorted(len(i.text) for i in kept)
        share, left, count = 0, room, len(kept)
        for length in lengths:
            if length * count <= left:
                left -= length
                count -= 1
            else:
                break
        share = left // count if count else 0
        if count == 0 or share >= MIN_PASSAGE_CHARS:
            return [replace(i, text=_cut(i.text, share)) if count and len(i.text) > share else i for i in kept]
        kept.pop()
    return []


def build_prompt(plan: dict[str, Any], evidence: Evidence, k: Knowledge,
                 budget: int = FIRST_PROMPT_TOKENS) -> Prompt:
    """The first prompt for a plan, within `budget` estimated tokens; E is cut (or trimmed) to fit it.

    Returns the prompt with the evidence exactly as shown, which is what later rounds add to and what the
    verifier reads. The question is the only thing in it that a visitor wrote.
    """
    system = INSTRUCTIONS.format(owner=owner_name(k), tool_rounds=ROUNDS - 1, schema=schema_text(k))
    head = f"Question: {plan['question']}\n\nEvidence:\n"
    fixed = estimate_tokens(system) + estimate_tokens(head) + estimate_tokens(json.dumps(TOOL_SPECS))
    room = max(budget - fixed, 0) * CHARS_PER_TOKEN
    # The plan's own passage and the definition go first: the engine chose them; the BM25 list is wider.
    own = [i for i in evidence.items if i.kind != "passage" or _is_plans(i, plan)]
    ordered = own + [i for i in evidence.items if i not in own]
    shown = Evidence(fit(ordered, room))
    body = "\n\n".join(item.render(n) for n, item in enumerate(shown.items, start=1))
    return Prompt(system, head + body, shown)


def _is_plans(item: Item, plan: dict[str, Any]) -> bool:
    return any(s.get("id") == item.key for s in (plan.get("answer") or {}).get("sources", []))
