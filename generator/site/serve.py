"""Serve a built site on localhost as a static host should, and optionally POST /api/ask.

Browsers refuse a WebAssembly module not served as application/wasm and a JavaScript module not served as
text/javascript; Python's defaults guess neither everywhere, so they are set here. The engine's path is
15 MB uncompressed, so the precompressed siblings the build writes are sent by Accept-Encoding, and other
text is compressed on the fly (brotli, else gzip); fingerprinted files are cached for good. The README says
what a real host must send. With an `api` (generator/fallback/api.py) the same server also answers
POST /api/ask; without one it serves files only, as a static host would.
"""

from __future__ import annotations

import functools
import gzip
import io
import os
import re
import threading
from collections import OrderedDict
from email.utils import parsedate_to_datetime
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO
from urllib.parse import urlsplit

import brotli

from generator.site.compress import COMPRESSIBLE

if TYPE_CHECKING:
    from generator.fallback.api import AskAPI

CONTENT_TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json",
    ".ttl": "text/turtle", ".nt": "application/n-triples", ".jsonld": "application/ld+json",
    ".svg": "image/svg+xml", ".css": "text/css", ".html": "text/html",
}

CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; "
       "frame-ancestors 'none'")
"""The policy theme/main.html sets as a meta tag, plus what only a header can say (no framing)."""
SECURITY_HEADERS = (("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "strict-origin-when-cross-origin"))

FINGERPRINTED = re.compile(
    r"^/(?:data/answers/[0-9a-f]{12}\.json"  # named by their content (generator/answer_index.py)
    r"|assets/(?:javascripts|stylesheets)/.*\.[0-9a-f]{8}\.min\.(?:js|css)"  # named by theirs (mkdocs-material)
    r"|assets/pyodide/[0-9.]+/.*)$")  # named by the pinned version (generator/site/runtime.py)
"""Paths whose content never changes under the same name, so a browser may keep them for good. Any other file
is sent with `no-cache`: kept, but revalidated (a 304 without a body when unchanged)."""
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"

ON_THE_FLY = COMPRESSIBLE
"""Types compressed per request (brotli, else gzip) when no precompressed sibling exists: the same types
generator/site/compress.py makes siblings of for large files."""
ON_THE_FLY_FROM = 1024
COMPRESSED_KEEP = 64 * 1024 * 1024
"""Bytes of on-the-fly output kept in memory, so a page's second request costs no compression."""
BROTLI_ON_THE_FLY = 5
"""brotli's quality for files compressed per request: about gzip's speed, 10 to 15% fewer bytes."""


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header accepts (q=0 refuses one)."""
    accepted = set()
    for item in (header or "").split(","):
        name, _, params = item.strip().partition(";")
        quality = params.strip().removeprefix("q=") if params.strip().startswith("q=") else "1"
        try:
            if float(quality) > 0:
                accepted.add(name.strip().lower())
        except ValueError:
            continue
    return accepted


class CompressedCache:
    """On-the-fly brotli or gzip output by (file, mtime, size, coding), dropped oldest first past
    COMPRESSED_KEEP bytes."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.entries: OrderedDict[tuple[str, int, int, str], bytes] = OrderedDict()
        self.size = 0

    def get(self, path: Path, stat: os.stat_result, coding: str) -> bytes:
        key = (str(path), stat.st_mtime_ns, stat.st_size, coding)
        with self.lock:
            if key in self.entries:
                self.entries.move_to_end(key)
                return self.entries[key]
        data = path.read_bytes()
        body = brotli.compress(data, quality=BROTLI_ON_THE_FLY) if coding == "br" else gzip.compress(data, 6, mtime=0)
        with self.lock:
            if key not in self.entries:
                self.entries[key] = body
                self.size += len(body)
            while self.size > COMPRESSED_KEEP and len(self.entries) > 1:
                self.size -= len(self.entries.popitem(last=False)[1])
        return body


class SiteHandler(SimpleHTTPRequestHandler):
    """Files of a built site as a good static host sends them: precompressed siblings (or brotli or gzip on the fly) by
    Accept-Encoding, caching by name (immutable or revalidated), security headers, and the site's 404 page."""

    # an instance attribute of the base class, overridden as the standard library documents it
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}  # noqa: RUF012
    compressed = CompressedCache()

    def end_headers(self) -> None:
        for name, value in SECURITY_HEADERS:
            self.send_header(name, value)
        super().end_headers()

    def send_head(self) -> BinaryIO | None:
        """Send the status and headers of a GET or HEAD; returns the body to copy, or None when sent already."""
        url_path = urlsplit(self.path).path
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not url_path.endswith("/"):
                return super().send_head()  # the standard library's redirect to the folder's own address
            path = path / "index.html"
        if not path.is_file():
            self.send_not_found()
            return None
        stat = path.stat()
        encoding, body_path = "", path
        accepted = accepted_encodings(self.headers.get("Accept-Encoding"))
        for coding, suffix in (("br", ".br"), ("gzip", ".gz")):
            sibling = path.with_name(path.name + suffix)
            if coding in accepted and sibling.is_file():
                encoding, body_path = coding, sibling
                break
        if encoding:
            body = body_path.read_bytes()
        elif accepted & {"br", "gzip"} and path.suffix in ON_THE_FLY and stat.st_size >= ON_THE_FLY_FROM:
            encoding = "br" if "br" in accepted else "gzip"
            body = self.compressed.get(path, stat, encoding)
        else:
            body = path.read_bytes()
        etag = f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + encoding if encoding else ""}"'
        status = HTTPStatus.NOT_MODIFIED if self.unchanged(etag, stat) else HTTPStatus.OK
        self.send_response(status)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.send_header("Cache-Control", IMMUTABLE if FINGERPRINTED.match(url_path) else REVALIDATE)
        if path.suffix in ON_THE_FLY:
            self.send_header("Vary", "Accept-Encoding")
        if encoding:
            self.send_header("Content-Encoding", encoding)
        if path.suffix == ".html":
            self.send_header("Content-Security-Policy", CSP)
        if status == HTTPStatus.NOT_MODIFIED:
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def unchanged(self, etag: str, stat: os.stat_result) -> bool:
        """Whether the browser's copy is current: by ETag when it sends one (RFC 9110 13.1.3), else by date
        (Chromium revalidates some responses with If-Modified-Since only)."""
        if self.headers.get("If-None-Match") is not None:
            return etag in (tag.strip() for tag in self.headers["If-None-Match"].split(","))
        since = self.headers.get("If-Modified-Since")
        if since is None:
            return False
        try:
            return int(stat.st_mtime) <= int(parsedate_to_datetime(since).timestamp())
        except (TypeError, ValueError):
            return False  # an unreadable date: send the file

    def send_not_found(self) -> None:
        """The site's own 404 page (mkdocs writes 404.html), with the status a missing file must have."""
        page = Path(self.directory) / "404.html"
        if not page.is_file():
            self.send_error(HTTPStatus.NOT_FOUND)
            return
        body = page.read_bytes()
        self.send_response(HTTPStatus.NOT_FOUND)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cache-Control", REVALIDATE)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def __init__(self, *args: Any, api: AskAPI | None = None, **kwargs: Any) -> None:
        self.api = api  # set first: the base class handles the request inside __init__
        super().__init__(*args, **kwargs)

    def do_POST(self) -> None:
        from generator.fallback.api import API_PATH

        if self.api is None:
            self.send_error(501, "Unsupported method ('POST')")  # what a static server says (as before)
            return
        if self.path.split("?")[0] != API_PATH:
            self.send_error(404)
            return
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            length = -1
        if length < 0:
            self.send_error(411, "Content-Length required")
            return
        # Read at most one byte past the limit: enough for the handler to say 413, never a flood into memory.
        body = self.rfile.read(min(length, self.api.max_body + 1))
        if length > len(body):
            self.close_connection = True  # the rest of an oversized body is never read
        response = self.api.handle(body, self.client_address[0])
        self.send_response(response.status)
        for name, value in response.headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        self.wfile.write(response.body)

    def log_message(self, format: str, *args: object) -> None:  # quiet: tests and CI read their own output
        return


def serve(site: Path, port: int = 0, api: AskAPI | None = None) -> tuple[ThreadingHTTPServer, str]:
    """Start serving `site` on 127.0.0.1 in a background thread; returns the server and its base URL.

    With `api`, POST /api/ask is answered too; without it the server is purely static.
    """
    handler = functools.partial(SiteHandler, directory=str(site), api=api)
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"
