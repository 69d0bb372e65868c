"""Portfolio generator: Markdown articles and a Turtle knowledge graph in, a static site that answers questions out.

The build reads top to bottom in :mod:`generator.pipeline`: load, validate, reason, extract the knowledge
state, write the artifacts. The question engine in :mod:`generator.engine` reads only the extracted state.
"""

__version__ = "0.1.0"
