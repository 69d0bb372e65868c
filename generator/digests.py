"""sha256 digests as the manifest, the caches and the stamps write them: "sha256:<hex>". Standard library only,
so that commands which only compare digests do not import rdflib."""

from __future__ import annotations

import hashlib
from pathlib import Path


def bytes_digest(data: bytes) -> str:
    """sha256 of the bytes, as "sha256:<hex>"."""
    return "sha256:" + hashlib.sha256(data).hexdigest()


def file_digest(path: Path) -> str:
    """sha256 of a file's bytes, as "sha256:<hex>"."""
    return bytes_digest(path.read_bytes())
