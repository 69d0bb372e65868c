"""The SPARQL behind every graph answer: a query that returns exactly the rows the answer shows.

The engine answers from plain dicts; these queries say the same thing in the graph's own language, so a
visitor (or CI, with rdflib on the reasoned graph) can check every row. Each builder mirrors one way the
engine gathers entities in knowledge.py. The relations are read generically (any predicate of the
ontology's namespace), as the engine reads them, so an author's own predicates count without a change here.
"""

from __future__ import annotations

from generator.engine.knowledge import Knowledge


def prefixes(k: Knowledge) -> str:
    """The PREFIX lines every query starts with."""
    return (f"PREFIX cj: <{k.namespaces['ns']}>\nPREFIX id: <{k.namespaces['id']}>\n"
            "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n")


def _values(var: str, ids: list[str]) -> str:
    return f"VALUES {var} {{ {' '.join(f'id:{i}' for i in ids)} }}"


def _ours(var: str, k: Knowledge) -> str:
    """A filter keeping only the ontology's own predicates (not rdf:type, rdfs:label, owl:sameAs)."""
    return f'FILTER (STRSTARTS(STR({var}), "{k.namespaces["ns"]}"))'


def work_pattern(entity_id: str, k: Knowledge, n: int = 0) -> str:
    """The graph pattern binding ?work to the works attached to an entity (mirrors Knowledge.works_of): works
    connected by any relation with the entity or what is inside it (Knowledge.scope); a component counts as
    its whole, except among the works of a work."""
    scope = k.scope(entity_id)
    x, p, w, whole = f"?x{n}", f"?p{n}", f"?w{n}", f"?whole{n}"
    if k.kind_of(entity_id) in ("Work", "Component"):
        return (f"  {_values(x, scope)}\n  {{ ?work {p} {x} }} UNION {{ {x} {p} ?work }}\n  ?work a cj:Work .\n"
                f"  {_ours(p, k)}\n  FILTER (?work != id:{entity_id})")
    return (f"  {{ SELECT DISTINCT ?work WHERE {{\n"
            f"    {_values(x, scope)}\n    {{ {w} {p} {x} }} UNION {{ {x} {p} {w} }}\n    {w} a cj:Work .\n"
            f"    {_ours(p, k)}\n"
            f"    OPTIONAL {{ {w} a cj:Component ; cj:partOf {whole} . FILTER ({whole} != {w})\n"
            f"      FILTER NOT EXISTS {{ {whole} cj:partOf ?outer{n} . FILTER (?outer{n} != {whole}) }} }}\n"
            f"    BIND (COALESCE({whole}, {w}) AS ?work)\n  }} }}\n  FILTER (?work != id:{entity_id})")


def _select(k: Knowledge, body: str, only: str | None = None) -> str:
    kind = f"\n  ?work a cj:{only} ." if only else ""
    return f"{prefixes(k)}SELECT DISTINCT ?work WHERE {{\n{body}{kind}\n}}\nORDER BY ?work"


def works_of(entity_id: str, k: Knowledge, only: str | None = None) -> str:
    return _select(k, work_pattern(entity_id, k), only)


def works_with_all(entity_ids: list[str], k: Knowledge, only: str | None = None) -> str:
    return _select(k, "\n".join(work_pattern(e, k, n) for n, e in enumerate(entity_ids)), only)


def works_in_period(start: str, end: str, k: Knowledge, roles: list[str] | None = None,
                    also: list[str] | None = None, only: str | None = None) -> str:
    """Works with activity in the months start..end, or done in one of the roles whatever their dates (paper,
    section 5.6), never a part of another work; narrowed by the works of each entity in `also`."""
    months = (f"  {{ ?work cj:activeMonth ?month .\n"
              f"    FILTER (STR(?month) >= \"{start}\" && STR(?month) <= \"{end}\") }}")
    for role in roles or []:
        months += f"\n  UNION {{ id:{role} cj:roleWork ?work }}"
    alone = "  ?work a cj:Work .\n  FILTER NOT EXISTS { ?work a cj:Component }"
    extra = [work_pattern(e, k, n + 1) for n, e in enumerate(also or [])]
    return _select(k, "\n".join([months, alone, *extra]), only)


def _not_owner_nor_part(cls: str, k: Knowledge) -> str:
    """The filters every kind's list applies: never the owner, and no component unless components are asked."""
    owner = f"\n  FILTER (?entity != id:{k.owner})" if k.owner else ""
    parts = "\n  FILTER NOT EXISTS { ?entity a cj:Component }" if cls != "Component" else ""
    return owner + parts


def instances_of(cls: str, k: Knowledge) -> str:
    return (f"{prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  ?entity a cj:{cls} .{_not_owner_nor_part(cls, k)}\n}}"
            "\nORDER BY ?entity")


def instances_of_any(classes: list[str], k: Knowledge) -> str:
    """Instances of any of several kinds of work ("exhibitions or installations"), one list."""
    union = " UNION ".join(f"{{ ?entity a cj:{c} }}" for c in classes)
    return (f"{prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  {union}{_not_owner_nor_part(classes[0], k)}\n}}"
            "\nORDER BY ?entity")


def instances_connected(cls: str, entity_id: str, k: Knowledge) -> str:
    """Instances of a class connected by any relation with an entity or what is inside it (Knowledge.scope;
    mirrors compose.connected_within): "the clients of Wren Software", "the roles in Canada"."""
    inside = _values("?x", k.scope(entity_id))
    # the values first, then what is connected with them, then the class: rdflib evaluates the group in the order
    # written, and the class first joins every instance with every triple (measured: 3.8 s against 0.02 s)
    return (f"{prefixes(k)}SELECT DISTINCT ?entity WHERE {{\n  {inside}\n"
            f"  {{ ?entity ?p ?x }} UNION {{ ?x ?p ?entity }}\n  ?entity a cj:{cls} .\n  {_ours('?p', k)}\n"
            f"  FILTER (?entity != id:{entity_id}){_not_owner_nor_part(cls, k)}\n}}\nORDER BY ?entity")


def works_with_fact(predicate: str, k: Knowledge) -> str:
    """The works that hold a value of a fact ("the works with an award"), parts of works aside (as
    compose.works_fact lists them)."""
    return _select(k, f"  ?work a cj:Work ; cj:{predicate} ?value .\n  FILTER NOT EXISTS {{ ?work a cj:Component }}")


def tier(value: int, k: Knowledge) -> str:
    return _select(k, f"  ?work a cj:Work ; cj:tier {value} .\n  FILTER NOT EXISTS {{ ?work a cj:Component }}")


def skills_in_category(category: str, k: Knowledge) -> str:
    return (f"{prefixes(k)}SELECT DISTINCT ?skill WHERE {{\n  ?skill a cj:Skill ; cj:category cj:{category} .\n}}"
            "\nORDER BY ?skill")


def skills_within(category: str, entity_id: str, k: Knowledge) -> str:
    """The skills of a category linked with an entity, or used by the works attached to it (work_pattern)."""
    of = "" if category == "Skill" else f" ; cj:category cj:{category}"
    linked = f"{{ {{ ?skill ?p id:{entity_id} }} UNION {{ id:{entity_id} ?p ?skill }}\n    {_ours('?p', k)} }}"
    if k.kind_of(entity_id) in ("Work", "Component"):  # a work's own skills (Knowledge: the works of a work are
        used = ""                                       # its neighbours)
    else:
        pattern = work_pattern(entity_id, k, 1).replace("\n  ", "\n    ")
        used = f"\n  UNION\n  {{\n  {pattern}\n    ?work cj:uses ?skill .\n  }}"
    return (f"{prefixes(k)}SELECT DISTINCT ?skill WHERE {{\n  ?skill a cj:Skill{of} .\n  {linked}{used}\n}}"
            "\nORDER BY ?skill")


def skills_of_kind(category: str, works: list[str], k: Knowledge) -> str:
    """The skills of a category the given works use (compose.skills_of_kind): the works of a kind, or those of
    them the question describes, as VALUES, since which of them were meant was read from words."""
    of = "" if category == "Skill" else f" ; cj:category cj:{category}"
    return (f"{prefixes(k)}SELECT DISTINCT ?skill WHERE {{\n  {_values('?work', works)}\n  ?work cj:uses ?skill .\n"
            f"  ?skill a cj:Skill{of} .\n}}\nORDER BY ?skill")


def no_work_using(label: str, k: Knowledge) -> str:
    """Evidence of absence: the works using a skill with this label (the answer: none)."""
    escaped = label.replace("\\", "\\\\").replace('"', '\\"')
    return (f"{prefixes(k)}SELECT DISTINCT ?work WHERE {{\n  ?work cj:uses ?skill .\n"
            f"  ?skill rdfs:label ?label .\n  FILTER (LCASE(STR(?label)) = LCASE(\"{escaped}\"))\n}}")


def works_using_any(skills: list[str], k: Knowledge, key_only: bool = False) -> str:
    """Works connected with any of the skills (as works_of each), key work only if asked."""
    tier_line = "\n  ?work cj:tier 1 ." if key_only else ""
    union = "\n  UNION\n".join("  {\n" + work_pattern(s, k, n).replace("\n", "\n  ") + "\n  }"
                               for n, s in enumerate(skills))
    return _select(k, union + tier_line)


def skills_of(entity_id: str, k: Knowledge) -> str:
    """The skills a work uses, by cj:uses or any of its subproperties (inferred as cj:uses)."""
    return (f"{prefixes(k)}SELECT DISTINCT ?skill WHERE {{\n  id:{entity_id} cj:uses ?skill .\n}}"
            "\nORDER BY ?skill")


def people_of(entity_id: str, k: Knowledge) -> str:
    """The people connected with an entity (mirrors Knowledge.people_of)."""
    targets = k.people_targets(entity_id)
    owner = f"\n  FILTER (?person != id:{k.owner})" if k.owner else ""
    # (the values first, as in instances_connected)
    return (f"{prefixes(k)}SELECT DISTINCT ?person WHERE {{\n  {_values('?x', targets)}\n"
            f"  {{ ?person ?p ?x }} UNION {{ ?x ?p ?person }}\n  ?person a cj:Person .\n  {_ours('?p', k)}{owner}\n}}"
            "\nORDER BY ?person")


def roles_in_period(start: str, end: str, k: Knowledge) -> str:
    """Roles whose dates overlap the months start..end (mirrors compose.roles_in_period)."""
    return (f"{prefixes(k)}SELECT DISTINCT ?role WHERE {{\n  ?role a cj:Role ; cj:startDate ?start .\n"
            "  OPTIONAL { ?role cj:endDate ?end }\n"
            f"  FILTER (SUBSTR(STR(?start), 1, 7) <= \"{end}\" && "
            f"(!BOUND(?end) || SUBSTR(STR(?end), 1, 7) >= \"{start}\"))\n}}\nORDER BY ?role")
