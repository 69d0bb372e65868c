"""Stable JSON: the same data always gives the same bytes, so digests move only when content does."""

from __future__ import annotations

import json
from typing import Any


def dumps(data: Any) -> bytes:
    """Compact, key-sorted, UTF-8 JSON ending in a newline."""
    return (json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def dumps_pretty(data: Any) -> str:
    """Indented, key-sorted JSON for files people read and commit (manifest.json)."""
    return json.dumps(data, sort_keys=True, ensure_ascii=False, indent=2) + "\n"
