"""Resources and tasks (paper, section 5.5): which address to offer first for what the visitor wants.

About is the site's own page and exists for every entity. Live exists only for an explicit cj:liveUrl and
source only for a cj:repository; a general cj:url may be a paper or a store listing and is never treated
as a live product. Navigation prefers live, source prefers the repository, learning prefers about.
"""

from __future__ import annotations

from typing import Any

from generator.engine.knowledge import Knowledge

PREFERRED = {"navigate": ("live", "page", "about"), "source": ("source", "about"), "learn": ("about",),
             "discover": ("about",), "compare": ("about",)}


def entity_page(entity_id: str) -> str:
    """The site-relative address of an entity's page (its IRI's path under the site)."""
    return f"id/{entity_id}/"


def about_url(entity_id: str, k: Knowledge) -> str:
    article = k.article_of(entity_id)
    return k.articles[article]["url"] if article else entity_page(entity_id)


def resources_for(entity_id: str, task: str, k: Knowledge) -> list[dict[str, Any]]:
    """The entity's resources with their roles, the primary one (chosen by task) first."""
    found = [{"role": "about", "url": about_url(entity_id, k)}]
    for r in k.entities[entity_id].get("resources", []):
        if r["role"] in ("live", "source", "page", "docs", "demo", "package"):
            found.append({"role": r["role"], "url": r["url"]})
    order = PREFERRED.get(task, ("about",))
    primary = next((r for role in order for r in found if r["role"] == role), found[0])
    rest = [r for r in found if r is not primary]
    return [{**primary, "primary": True}] + [{**r, "primary": False} for r in rest]
