"""Zip archives the build ships (the engine for the ask page, rdflib for the SPARQL console), made the same way
every time: sorted names, a fixed timestamp and fixed permissions, so the same files give the same bytes."""

from __future__ import annotations

import io
import zipfile


def stable_zip(files: dict[str, bytes], level: int | None = None) -> bytes:
    """The deflated zip of `files` (archive name -> bytes); `level` is zlib's (None: its default)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as bundle:
        for name, data in sorted(files.items()):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            bundle.writestr(info, data, compresslevel=level)
    return buffer.getvalue()
