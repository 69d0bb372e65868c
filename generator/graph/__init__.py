"""The knowledge graph: load Turtle, validate it against the ontology's rules, reason, and extract plain data."""
