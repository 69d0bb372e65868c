"""The SPARQL behind every graph answer: a query that returns exactly the rows the answer shows.

The engine answers from plain dicts; these queries say the same thing in the graph's own language, so a
visitor (or CI, with rdflib on the reasoned graph) can check every row. Each builder mirrors one way the
engine gathers works in knowledge.py.
"""

from __future__ import annotations

from generator.engine.knowledge import Knowledge


def prefixes(k: Knowledge) -> str:
    """The PREFIX lines every query starts with."""
    return (f"PREFIX cj: <{k.namespaces['ns']}>\nPREFIX id: <{k.namespaces['id']}>\n"
            "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n")


def _select(k: Knowledge, body: str) -> str:
    return f"{prefixes(k)}SELECT DISTINCT ?work WHERE {{\n  ?work a cj:Work .\n{body}\n}}\nORDER BY ?work"


def work_pattern(entity_id: str, k: Knowledge) -> str:
    """The graph pattern binding ?work to the works attached to an entity (mirrors Knowledge.works_of)."""
    kind = k.kind_of(entity_id)
    e = f"id:{entity_id}"
    if kind == "Skill":
        return f"  ?work cj:uses {e} ."
    if kind == "Concept":
        return f"  ?work cj:concerns {e} ."
    if kind == "Theme":
        return (f"  {{ ?work cj:hasTheme {e} }} UNION\n"
                f"  {{ ?work cj:hasTheme ?theme . ?theme cj:broaderTheme {e} }}")
    if kind == "Organisation":
        return (f"  {{ BIND({e} AS ?org) }} UNION {{ ?org cj:subOrganisationOf {e} }}\n"
                f"  {{ ?work cj:forOrganisation ?org }} UNION\n  {{ ?work cj:duringRole ?role . ?role cj:roleAt ?org }}"
                f" UNION\n  {{ ?work cj:presentedAt ?org }}")
    if kind == "Role":
        return f"  ?work cj:duringRole {e} ."
    if kind == "Person":
        return f"  ?work cj:contributor {e} ."
    if kind == "Place":
        return f"  {{ ?work cj:madeIn {e} }} UNION\n  {{ ?work cj:madeIn ?place . ?place cj:locatedIn {e} }}"
    predicates = " ".join(f"cj:{p}" for p in ("relatedTo", "succeededBy", "succeeds", "hasPart", "partOf",
                                               "describes", "describedIn", "dependsOn"))
    return f"  VALUES ?link {{ {predicates} }}\n  {e} ?link ?work .\n  FILTER (?work != {e})"


def works_of(entity_id: str, k: Knowledge) -> str:
    return _select(k, work_pattern(entity_id, k))


def _renamed(pattern: str, n: int) -> str:
    """A pattern with its helper variables numbered, so several patterns constrain ?work together."""
    for var in ("?theme", "?role", "?place", "?link", "?org"):
        pattern = pattern.replace(var, f"{var}{n}")
    return pattern


def works_with_all(entity_ids: list[str], k: Knowledge) -> str:
    return _select(k, "\n".join(_renamed(work_pattern(e, k), n) for n, e in enumerate(entity_ids)))


def works_in_period(start: str, end: str, k: Knowledge, roles: list[str] | None = None,
                    also: list[str] | None = None) -> str:
    months = (f"  {{ ?work cj:activeMonth ?month .\n"
              f"    FILTER (STR(?month) >= \"{start}\" && STR(?month) <= \"{end}\") }}")
    for role in roles or []:
        # During a role, work attached to it counts whatever its dates (paper, section 5.6).
        months += f"\n  UNION {{ ?work cj:duringRole id:{role} }}"
    extra = [_renamed(work_pattern(e, k), n) for n, e in enumerate(also or [])]
    return _select(k, "\n".join([months, *extra]))


def instances_of(cls: str, k: Knowledge) -> str:
    return (f"{prefixes(k)}SELECT DISTINCT ?work WHERE {{\n  ?work a cj:{cls} .\n}}\nORDER BY ?work")


def key_work(k: Knowledge) -> str:
    return _select(k, "  ?work cj:tier 1 .")


def tier(value: int, k: Knowledge) -> str:
    return _select(k, f"  ?work cj:tier {value} .")


def clients(k: Knowledge) -> str:
    return f"{prefixes(k)}SELECT DISTINCT ?client WHERE {{\n  ?client cj:clientOf ?organisation .\n}}\nORDER BY ?client"


def skills_in_category(category: str, k: Knowledge) -> str:
    return (f"{prefixes(k)}SELECT DISTINCT ?work WHERE {{\n  ?work a cj:Skill ; cj:category cj:{category} .\n}}"
            "\nORDER BY ?work")


def no_work_using(label: str, k: Knowledge) -> str:
    """Evidence of absence: the works using a skill with this label (the answer: none)."""
    escaped = label.replace("\\", "\\\\").replace('"', '\\"')
    return (f"{prefixes(k)}SELECT DISTINCT ?work WHERE {{\n  ?work cj:uses ?skill .\n"
            f"  ?skill rdfs:label ?label .\n  FILTER (LCASE(STR(?label)) = LCASE(\"{escaped}\"))\n}}")


def works_using_any(skills: list[str], k: Knowledge, key_only: bool = False) -> str:
    values = " ".join(f"id:{s}" for s in skills)
    tier = "\n  ?work cj:tier 1 ." if key_only else ""
    return _select(k, f"  VALUES ?skill {{ {values} }}\n  ?work cj:uses ?skill .{tier}")


def people_of(entity_id: str, k: Knowledge) -> str:
    """The people connected with an entity (mirrors Knowledge.people_of)."""
    kind = k.kind_of(entity_id)
    e = f"id:{entity_id}"
    if kind in ("Work", "Component"):
        body = f"  ?person cj:contributedTo {e} ."
    elif kind == "Organisation":
        body = (f"  {{ ?person cj:memberOf {e} }} UNION\n"
                f"  {{ ?person cj:memberOf ?org . ?org cj:subOrganisationOf {e} }}")
    elif kind == "Role":
        body = (f"  {e} cj:roleAt ?at .\n  {{ ?person cj:memberOf ?at }} UNION\n"
                "  { ?person cj:memberOf ?org . ?org cj:subOrganisationOf ?at }")
    else:
        body = (f"  {{ BIND({e} AS ?place) }} UNION {{ ?place cj:locatedIn {e} }}\n"
                "  { ?person cj:basedIn ?place } UNION\n"
                "  { ?person cj:memberOf ?org . ?org a cj:Organisation ; cj:basedIn ?place }")
    owner = f"\n  FILTER (?person != id:{k.owner})" if k.owner else ""
    return (f"{prefixes(k)}SELECT DISTINCT ?person WHERE {{\n  ?person a cj:Person .\n{body}{owner}\n}}\n"
            "ORDER BY ?person")


def roles_in_period(start: str, end: str, k: Knowledge) -> str:
    """Roles whose dates overlap the months start..end (mirrors compose.roles_in_period)."""
    return (f"{prefixes(k)}SELECT DISTINCT ?role WHERE {{\n  ?role a cj:Role ; cj:startDate ?start .\n"
            "  OPTIONAL { ?role cj:endDate ?end }\n"
            f"  FILTER (SUBSTR(STR(?start), 1, 7) <= \"{end}\" && "
            f"(!BOUND(?end) || SUBSTR(STR(?end), 1, 7) >= \"{start}\"))\n}}\nORDER BY ?role")
