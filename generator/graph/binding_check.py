"""Two checks that name the cause of a whole class of errors at once, before any entity is checked.

- The ontology binding: every ontology term the engine reads by name (generator/engine/binding.py) must be
  declared by the author's ontology; a missing one is named with what the engine needs it for.
- The id namespace: when most typed subjects of the graph lie outside `id_namespace`, the Turtle's `id:`
  prefix and mkdocs.yml disagree. That is said once, with both addresses, instead of a problem per entity.
"""

from __future__ import annotations

from collections import Counter

from rdflib import Namespace, URIRef
from rdflib.namespace import OWL, RDF

from generator.engine.binding import CLASSES, PREDICATES
from generator.errors import Problem
from generator.graph.load import LoadedGraph

_PROPERTY_TYPES = (OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty, RDF.Property)


def binding_problems(loaded: LoadedGraph, namespace: str) -> list[Problem]:
    """Every term the engine needs that the ontology does not declare, each with what it is needed for."""
    cj = Namespace(namespace)
    g = loaded.graph
    where = loaded.ontology_files[0] if loaded.ontology_files else "ontology/"
    problems = []
    for name, purpose in sorted(CLASSES.items()):
        if (cj[name], RDF.type, OWL.Class) not in g:
            problems.append(Problem(where, 0, "ontology-binding", f"cj:{name}",
                                    f"the question engine needs the class cj:{name} ({purpose}); declare it in "
                                    "your ontology, or keep the core ontology in plugins.portfolio.ontology_dir"))
    for name, purpose in sorted(PREDICATES.items()):
        if not any((cj[name], RDF.type, t) in g for t in _PROPERTY_TYPES):
            problems.append(Problem(where, 0, "ontology-binding", f"cj:{name}",
                                    f"the question engine needs the property cj:{name} ({purpose}); declare it "
                                    "in your ontology, or keep the core ontology in plugins.portfolio.ontology_dir"))
    return problems


def namespace_problems(loaded: LoadedGraph, namespace: str, id_namespace: str) -> list[Problem]:
    """One problem when most typed subjects of the graph files lie outside the id namespace, naming the
    namespace they do use; none otherwise."""
    ontology = set(loaded.ontology_files)
    outside: Counter[str] = Counter()
    inside = 0
    for s in set(loaded.graph.subjects(RDF.type, None)):
        if not isinstance(s, URIRef) or str(s).startswith(namespace):
            continue
        if loaded.origin(s).file in ontology:
            continue
        if str(s).startswith(id_namespace):
            inside += 1
        else:
            text = str(s)
            cut = max(text.rfind("/"), text.rfind("#")) + 1
            outside[text[:cut]] += 1
    if not outside or sum(outside.values()) <= inside:
        return []
    used, count = outside.most_common(1)[0]
    return [Problem("mkdocs.yml", 0, "id-namespace", "",
                    f"{count} entities of the graph are in {used}, but plugins.portfolio.id_namespace is "
                    f"{id_namespace}: the Turtle's `@prefix id:` and mkdocs.yml disagree; set id_namespace: {used} "
                    "(or change the prefix in content/graph/)")]
