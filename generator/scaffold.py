"""`portfolio new DIR`: a minimal portfolio that builds, to start from (as `mkdocs new` and `hugo new site` do).

It writes an owner, two works, two skills, a theme, one article, authored answers, anticipated questions and a
small regression suite, and a mkdocs.yml that reads the generator's core ontology, theme and Pyodide runtime
from this checkout (relative paths), with an empty ontology extension of its own. Nothing is overwritten.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from generator.engine.wording import parse_pronouns
from generator.errors import ConfigError

CHECKOUT = Path(__file__).resolve().parent.parent
"""The generator's checkout: the core ontology, the theme and node_modules/ live here."""


def slug_of(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "portfolio"


def _id(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in re.findall(r"[A-Za-z0-9]+", name)) or "Owner"


def files(folder: Path, name: str, pronouns: str) -> dict[str, str]:
    """The new portfolio's files by path relative to `folder`."""
    slug = slug_of(name)
    owner = _id(name)
    first = name.split()[0]
    subject, _, possessive, _, _, plural = parse_pronouns(pronouns)
    verb_is = "are" if plural else "is"
    rel = Path(os.path.relpath(CHECKOUT, folder.resolve())).as_posix()
    email = f"hello@{slug}.example"
    say = {"they": subject, "Their": possessive.capitalize(), "is": verb_is}
    return {
        "mkdocs.yml": f"""site_name: {name}
site_description: The portfolio of {name}, built by the portfolio generator.
site_url: https://{slug}.example/
docs_dir: content/wiki
site_dir: site_build
strict: true

theme:
  name: material
  custom_dir: {rel}/theme
  font: false
  language: en
  features:
    - navigation.sections
    - navigation.prune
    - search.suggest

extra:
  generator: false

markdown_extensions:
  - admonition
  - toc:
      permalink: true

plugins:
  - search
  - portfolio:
      # the core ontology first, then yours (ontology/): add your own kinds of work there
      ontology_dir: [{rel}/ontology, ontology]
      pyodide_dir: {rel}/node_modules/pyodide
      namespace: https://portfolio.example/ns#
      id_namespace: https://{slug}.example/id/
      reference_date: 2026-11-30
      allowed_emails:
        - {email}

validation:
  omitted_files: info
  unrecognized_links: warn
  anchors: warn
""",
        ".gitignore": "/site_build/\n/site_build.*/\n/.site_build.*/\n/.cache/\n",
        "ontology/extension.ttl": """# Your extension of the core ontology: kinds of work, organisations or skill
# categories it lacks. The engine reads each class's rdfs:label, cj:pluralLabel and
# skos:altLabel as the words visitors use.
@prefix cj:   <https://portfolio.example/ns#> .
@prefix owl:  <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .

# cj:Dashboard a owl:Class ; rdfs:subClassOf cj:Project ;
#     rdfs:label "dashboard" ; cj:pluralLabel "dashboards" ; skos:altLabel "data dashboard" .
""",
        "content/graph/owner.ttl": f"""@prefix cj:   <https://portfolio.example/ns#> .
@prefix id:   <https://{slug}.example/id/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd:  <http://www.w3.org/2001/XMLSchema#> .

id:{owner} a cj:Owner ;
    rdfs:label "{name}" ;
    cj:shortLabel "{first}" ;
    cj:pronouns "{pronouns}" ;
    cj:description "{name} makes things worth asking about. Replace this with a sentence about your work." ;
    cj:basedIn id:HomeCity ;
    cj:email "{email}" ;
    cj:interestedIn id:OpenData .

id:HomeCity a cj:City ; rdfs:label "Your city" .

id:OpenData a cj:Theme ; rdfs:label "Open data" ;
    cj:description "Data anyone may use, and the tools that make it useful." .

id:Python a cj:Skill ; rdfs:label "Python" ; cj:category cj:ProgrammingLanguage ;
    cj:description "A general-purpose programming language." .

id:PostgreSQL a cj:Skill ; rdfs:label "PostgreSQL" ; cj:altLabel "Postgres" ; cj:category cj:Database ;
    cj:description "A relational database." .
""",
        "content/graph/works.ttl": f"""@prefix cj:   <https://portfolio.example/ns#> .
@prefix id:   <https://{slug}.example/id/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd:  <http://www.w3.org/2001/XMLSchema#> .

id:FirstProject a cj:WebApp ;
    rdfs:label "First project" ;
    cj:description "The first work of this portfolio: a web application that publishes open data." ;
    cj:tier 1 ;
    cj:keyRank 1 ;
    cj:startDate "2025-03-01"^^xsd:date ;
    cj:activeMonth "2025-03"^^xsd:gYearMonth , "2025-04"^^xsd:gYearMonth , "2026-01"^^xsd:gYearMonth ;
    cj:writtenIn id:Python ;
    cj:storesDataIn id:PostgreSQL ;
    cj:hasTheme id:OpenData ;
    cj:madeIn id:HomeCity ;
    cj:author id:{owner} .

id:SecondProject a cj:CommandLineTool ;
    rdfs:label "Second project" ;
    cj:description "A small command-line tool that checks open data files before they are published." ;
    cj:tier 2 ;
    cj:activeMonth "2026-02"^^xsd:gYearMonth ;
    cj:writtenIn id:Python ;
    cj:hasTheme id:OpenData ;
    cj:author id:{owner} .
""",
        "content/wiki/index.md": f"""---
title: {name}
---

# {name}

{name} makes things worth asking about. Start with the [first project](projects/first-project.md), or ask a
question in the box at the top of any page.
""",
        "content/wiki/projects/first-project.md": """---
title: First project
entity: FirstProject
---

The first project publishes open data as a small web application, written in Python over PostgreSQL.

## Why it exists

Replace this with what the project is for, who uses it and what it changed.

## How it works

Replace this with how it is built: the parts, the data, and one decision you would explain to a peer.
""",
        "content/answers.yml": f"""# Authored answers: what you say about yourself and the site.
# kind: about, contact, recent or privacy.
- id: about-owner
  kind: about
  questions: [who are you, who is {name.lower()}, tell me about yourself]
  answer: >-
    {name} makes things worth asking about. Replace this with a few sentences in your own words.
  sources: [{owner}]

- id: contact
  kind: contact
  questions: [how can i contact you, what is your email, are you available for work]
  answer: >-
    Write to {email}.
  sources: [{owner}]

- id: privacy
  kind: privacy
  questions: [how old are you, where do you live exactly]
  answer: >-
    That is private. {say["Their"]} work is here; {say["they"]} {say["is"]} glad to hear from you at {email}.
  sources: [{owner}]
""",
        "content/lexicon.yml": "# Words visitors use for your entities that no label spells out: phrase: EntityId\n"
                               "aliases: {}\n",
        "content/questions/anticipated.yml": """# Questions you expect visitors to ask, answered ahead of time
# by the build.
questions:
  - what have you built
  - python projects
""",
        "content/questions/regression.json": json.dumps({
            "version": 1,
            "written": "by portfolio new: the behaviour this site must keep; add a case for each question "
                       "you care about",
            "cases": [
                {"question": "python projects", "expect_ids": ["FirstProject", "SecondProject"],
                 "confidence": "exact", "kind": "list-skill"},
                {"question": "which command-line tools", "expect_ids": ["SecondProject"], "confidence": "exact",
                 "kind": "list-kind"},
                {"question": "who are you", "answer_id": "about-owner", "confidence": "exact", "kind": "owner"},
                {"question": "how can I contact you", "answer_id": "contact", "confidence": "exact",
                 "kind": "contact"},
                {"question": "how old are you", "answer_id": "privacy", "confidence": "exact", "kind": "privacy"},
                {"question": "key work", "expect_ids": ["FirstProject"], "confidence": "exact", "kind": "key-work"},
                {"question": "kotlin projects", "intent": "pivot", "answer_contains": "Kotlin", "kind": "pivot"},
                {"question": "what is the weather in Paris", "confidence": ["weak", "none"], "kind": "unrelated"},
            ],
        }, indent=2) + "\n",
    }


def new_portfolio(folder: Path, name: str, pronouns: str) -> list[Path]:
    """Write a new portfolio into `folder` (new or empty) and return the files written."""
    if folder.exists() and any(folder.iterdir()):
        raise ConfigError(f"{folder}: not empty; `portfolio new` writes only into a new or empty folder")
    written = []
    for rel, text in files(folder, name, pronouns).items():
        path = folder / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written
