"""The question engine. Standard library only: the same modules run in the browser under Pyodide."""
