"""The words an answer is shown with, in one place for both renderers of a plan: the ask page (ask.js reads
them from the page, as `data-words`) and the plain answer pages for readers without JavaScript.

These are presentation, not answering: what a confidence means to a visitor, what a link to a resource is
called, what a source is, and each type of the ontology by its own label ("command-line tool", never
"CommandLineTool").
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import urlsplit

CONFIDENCE = {
    "exact": ("Answer", "Exact: read from the knowledge graph or an authored answer."),
    "strong": ("Answer", "Found for what the question names or asks about."),
    "weak": ("Closest match", "It only shares words with the question, so it may not answer it."),
    "none": ("Not found", "The site has nothing that answers this."),
}
"""Confidence -> (the answer's heading, one sentence on what it means)."""
AMBIGUOUS = "More than one match"
"""The heading when a name in the question names several things (the answer's text asks which)."""
RESOURCE_ROLES = {
    "about": "Read more on this site",
    "live": "Open {host}",
    "source": "Source code on {host}",
    "docs": "Documentation on {host}",
    "package": "Package on {host}",
    "page": "Page on {host}",
}
"""A resource's role (cj:resourceRole) -> its link text; {host} is the address's host name."""
OTHER_ROLE = "{role} on {host}"
SOURCE_KINDS = {"graph": "knowledge graph", "passage": "article", "authored": "authored answer",
                "definition": "definition"}
"""A source's kind -> how it is named beside its link."""


def resource_text(role: str, url: str) -> str:
    """The link text of a resource: what it is and, when it is elsewhere, where."""
    host = urlsplit(url).hostname or ""
    template = RESOURCE_ROLES.get(role, OTHER_ROLE)
    if not host:
        template = RESOURCE_ROLES["about"] if role == "about" else role.capitalize()
    return template.format(host=host, role=role.capitalize())


def type_labels(classes: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Each type of the knowledge state by its ontology label (the local name where it has none)."""
    return {name: str(c.get("label") or name) for name, c in sorted(classes.items())}


def page_words(classes: dict[str, dict[str, Any]]) -> str:
    """The words as JSON for the ask page's `data-words` attribute."""
    return json.dumps({"confidence": CONFIDENCE, "ambiguous": AMBIGUOUS, "roles": RESOURCE_ROLES,
                       "other_role": OTHER_ROLE, "sources": SOURCE_KINDS, "types": type_labels(classes)},
                      ensure_ascii=False, sort_keys=True, separators=(",", ":"))
