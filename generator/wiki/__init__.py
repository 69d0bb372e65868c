"""The wiki: Markdown articles, their front matter, and the passages the question engine retrieves."""
