"""The publish-time privacy scan, run only on pages it has not already found clean under the same rules.

Scanning every rendered page (3,000 at 1x) was a quarter of a warm build, although most pages come out
byte-identical from one build to the next. A page's findings depend only on its HTML and on the rules: the
scanner's code, the links the graph holds, the allowed emails and the site's address. So the digests of the
pages found clean are kept in the cache folder under a key made of those rules, and a page whose digest is
there is not scanned again. Any change of the rules gives another key, and every page is scanned again.
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Iterable
from pathlib import Path

from generator import privacy
from generator.cache_files import read_kept, write_whole
from generator.errors import Problem
from generator.privacy import scan_html


class ScannedPages:
    """scan_html with a memory of the pages found clean by earlier builds under the same rules."""

    def __init__(self, cache_dir: Path | None, allowed_links: set[str], allowed_emails: Iterable[str],
                 site_url: str) -> None:
        self.allowed_links, self.allowed_emails, self.site_url = allowed_links, tuple(allowed_emails), site_url
        rules = hashlib.sha256(Path(privacy.__file__).read_bytes())
        for part in [*sorted(allowed_links), "\0", *sorted(self.allowed_emails), "\0", site_url]:
            rules.update(part.encode("utf-8") + b"\n")
        self.path = cache_dir / f"scanned-{rules.hexdigest()[:32]}.txt" if cache_dir else None
        self.known: frozenset[str] = frozenset()
        kept = read_kept(self.path) if self.path is not None else None
        if kept is not None:
            self.known = frozenset(kept.decode("utf-8", "replace").split())
        self.clean: set[str] = set()
        self.clean_lines: set[str] = set()  # scan_text's memory, for this build's pages only
        self.scanned = 0

    def scan(self, html: str, page: str) -> list[Problem]:
        """The problems on a page, as scan_html finds them; [] at once for a page already found clean."""
        digest = hashlib.sha256(html.encode("utf-8")).hexdigest()
        if digest in self.known:
            self.clean.add(digest)
            return []
        self.scanned += 1
        problems = scan_html(html, page, self.allowed_links, self.allowed_emails, self.site_url,
                             self.clean_lines)
        if not problems:
            self.clean.add(digest)
        return problems

    def save(self) -> None:
        """Keep this build's clean pages (only these: the file never grows past one site)."""
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        for old in self.path.parent.glob("scanned-*.txt"):
            old.unlink(missing_ok=True)  # another build sharing the cache may have removed it first
        with contextlib.suppress(OSError):  # a cache that cannot be written costs the next build time, no more
            write_whole(self.path, ("\n".join(sorted(self.clean)) + "\n").encode("utf-8"))
