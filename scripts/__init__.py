"""The project's scripts; the Python ones are importable (tests and benchmarks reuse their functions)."""
