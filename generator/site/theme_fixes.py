"""Small corrections to the HTML mkdocs-material writes, where no template block can reach.

Each fixes something the Nu HTML checker or axe-core reports on every stock mkdocs-material page; each is
a plain substitution on markup the theme always writes the same way, and a browser test runs both checkers
so that a theme update that changes the markup is noticed.
"""

from __future__ import annotations

import re

# The search overlay is a dialog with no name (axe: aria-dialog-name, serious).
_SEARCH_DIALOG = re.compile(r'(<div class="md-search" data-md-component="search" role="dialog")>')
# Checkbox toggles carry autocomplete="off", which HTML allows only on text-like inputs (Nu: error).
_CHECKBOX_AUTOCOMPLETE = re.compile(r'(<input class="md-toggle"[^>]*type="checkbox"[^>]*?) autocomplete="off"')
# Section labels get tabindex="" when no index is set: an empty tabindex is not an integer (Nu: error).
_EMPTY_TABINDEX = re.compile(r' tabindex=""')
# A page outside the navigation has a table-of-contents label pointing at a toggle that is not rendered.
_TOC_LABEL = re.compile(r'(<label class="md-nav__title") for="__toc"')


def fix_theme_html(html: str, search_label: str = "Search") -> str:
    html = _SEARCH_DIALOG.sub(rf'\1 aria-label="{search_label}">', html, count=1)
    html = _CHECKBOX_AUTOCOMPLETE.sub(r"\1", html)
    html = _EMPTY_TABINDEX.sub("", html)
    if 'id="__toc"' not in html:
        html = _TOC_LABEL.sub(r"\1", html)
    return html
