"""The site's navigation: the index pages first, then the articles by folder. Entity pages are not in it.

Every page of a mkdocs-material site carries the whole navigation tree, so the tree holds only the index
pages and one page per folder of articles: with the 200 articles in it, each page weighed 90 KB and the
build took 18 s; with the 480 entity pages too, far more. Visitors reach articles and entity pages through
those index pages, links and answers.
"""

from __future__ import annotations

from typing import Any

SECTION_ORDER = ("about", "projects", "site", "techniques", "themes", "skills", "roles", "organisations", "places",
                 "datasets", "standards")
SECTION_TITLES = {"about": "About", "projects": "Projects", "site": "This site", "techniques": "Techniques",
                  "themes": "Themes", "skills": "Skills", "roles": "Roles", "organisations": "Organisations",
                  "places": "Places", "datasets": "Datasets", "standards": "Standards"}


def section_title(folder: str) -> str:
    return SECTION_TITLES.get(folder, folder.replace("-", " ").capitalize())


BROWSE_ORDER = ("key-work.md", "work.md", "work-by-theme.md", "skills-by-category.md", "timeline.md", "explore.md",
                "sparql.md")


def site_nav(result: Any, generated: dict[str, Any]) -> list[Any]:
    """The nav as mkdocs.yml would spell it: home, the index pages, one page per folder of articles."""
    nav: list[Any] = []
    if any(a.slug == "index" for a in result.articles):
        nav.append({"Home": "index.md"})
    if "ask.md" in generated:
        nav.append({"Ask": "ask.md"})
    nav.append({"Browse": [{generated[uri].title: uri} for uri in BROWSE_ORDER if uri in generated]})
    sections = [uri for uri in generated if uri.endswith("/index.md") and not uri.startswith("id/")]
    sections.sort(key=lambda uri: (SECTION_ORDER.index(uri.split("/")[0]) if uri.split("/")[0] in SECTION_ORDER
                                   else 99, uri))
    nav.append({"Articles": [{generated[uri].title: uri} for uri in sections]})
    return nav
