"""The site: the mkdocs plugin that runs the pipeline and writes its artifacts beside the pages."""
