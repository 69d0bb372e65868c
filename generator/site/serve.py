"""Serve a built site on localhost as a static host should, and optionally POST /api/ask.

Browsers refuse a WebAssembly module not served as application/wasm and a JavaScript module not served as
text/javascript; Python's defaults guess neither everywhere, so they are set here. The engine's path is
15 MB uncompressed, so the precompressed siblings the build writes are sent by Accept-Encoding, and other
text is compressed on the fly (brotli, else gzip); fingerprinted files are cached for good. The README says
what a real host must send. With an `api` (generator/fallback/api.py) the same server also answers
POST /api/ask; without one it serves files only, as a static host would.

It holds up under bad and heavy input (see Limits): a fixed pool of threads answers requests, silent
connections wait without a thread, every phase of a request has a deadline, and every request that can be
read gets an answer (400 for a path that names no file of the site, never a dropped connection).
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import io
import logging
import os
import re
import socket
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO
from urllib.parse import unquote_to_bytes, urlsplit

import brotli

from generator.site.compress import COMPRESSIBLE
from generator.site.connections import DeadlineReader, HeadersTooLarge, Limits, SiteServer

if TYPE_CHECKING:

    from generator.fallback.api import AskAPI, Response

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


MAX_REQUEST_LINE = 8192
"""Bytes of request line (the method, path and version); a longer one is answered 414."""
MAX_HEADER_BYTES = 64 * 1024
"""Bytes of request line and headers together; past it 431. http.server alone allows 100 lines of 64 KB."""
DRAIN_LIMIT = 1024 * 1024
"""Bytes of an unread request read and discarded on closing (see Limits.linger); a bigger rest is cut off."""
GET_METHODS = "GET, HEAD"
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"})
"""HTTP's methods: one of these not allowed on a path is 405; any other name is 501 (not implemented)."""
_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})")

log = logging.getLogger("generator.site.serve")


class BadPath(ValueError):
    """A request target that cannot name a file of the site: answered 400 with this message."""


@dataclass(frozen=True)
class Target:
    """A request target mapped onto the site folder."""

    raw: str  # the path as sent, still percent-encoded: what a redirect repeats
    query: str
    path: str  # decoded and normalised, from "/": what caching rules match
    file: str  # the file or folder it names under the site's root
    folder: bool  # whether it ends in "/"


def site_target(root: str, target: str) -> Target:
    """Map a request target onto a file under `root`; raises BadPath for one that cannot name a file there.

    It exists because http.server's translate_path accepts anything: a NUL or an undecodable escape reaches the
    file system (and its errors), and `..` past the root is silently dropped. Here those are refused (400)."""
    if target.startswith(("http://", "https://")):  # absolute-form (RFC 9112 3.2.2): a server must accept it
        parts = urlsplit(target)
        raw, query = "/" + parts.path.lstrip("/"), parts.query
    elif target.startswith("/"):
        raw, _, query = target.partition("#")[0].partition("?")
    else:
        raise BadPath("the request target must be a path starting with /")
    if _PERCENT.search(raw):
        raise BadPath("the path has a % not followed by two hexadecimal digits")
    try:
        decoded = unquote_to_bytes(raw).decode("utf-8")
    except UnicodeDecodeError:
        raise BadPath("the path is not UTF-8 once its %-escapes are decoded") from None
    if any(ord(char) < 0x20 or char == "\x7f" for char in decoded):
        raise BadPath("the path holds a control character (such as NUL)")
    names: list[str] = []
    for name in decoded.split("/"):
        if name in ("", "."):
            continue
        if name == "..":
            if not names:
                raise BadPath("the path climbs out of the site with ..")
            names.pop()
        elif os.path.dirname(name) or name in (os.curdir, os.pardir):  # a separator of another system (Windows)
            raise BadPath("the path holds a character this system reads as a folder separator")
        else:
            names.append(name)
    folder = decoded.endswith("/")
    path = "/" + "/".join(names) + ("/" if folder and names else "")
    return Target(raw, query, path, os.path.join(root, *names), folder)


class SiteHandler(SimpleHTTPRequestHandler):
    """Files of a built site as a good static host sends them: precompressed siblings (or brotli or gzip on the fly) by
    Accept-Encoding, caching by name (immutable or revalidated), security headers, and the site's 404 page.

    Requests are parsed strictly, and every one gets an answer: 400 for a target that names no file of the site,
    405 or 501 (with Allow) for other methods, 408 for a client too slow, 414 and 431 for oversized request lines
    and headers, 500 for a fault here; the API's refusals are JSON (generator/fallback/api.py)."""

    # an instance attribute of the base class, overridden as the standard library documents it
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}  # noqa: RUF012
    compressed = CompressedCache()
    default_request_version = "HTTP/1.0"  # errors found before the version is read still get a status line

    def __init__(self, *args: Any, api: AskAPI | None = None, **kwargs: Any) -> None:
        self.api = api  # set first: the base class handles the request inside __init__
        super().__init__(*args, **kwargs)

    # ------------------------------------------------------------------ reading the request, strictly

    def setup(self) -> None:
        """Give the socket its write timeout, and read it through a DeadlineReader."""
        self.limits: Limits = getattr(self.server, "limits", None) or Limits()
        super().setup()
        self.connection.settimeout(self.limits.write)  # the class's `timeout`, per server; reads set their own
        with contextlib.suppress(OSError):  # headers and body go out as two writes: do not hold the second
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.rfile.close()  # the base class's reader: its reference would keep the socket open after close()
        self.reader = DeadlineReader(self.connection, self.limits.write)
        self.rfile = io.BufferedReader(self.reader)
        self.linger = False

    def handle_one_request(self) -> None:
        """Read, parse and answer one request; whatever happens, the client gets an answer or a clean close.

        http.server's own version lets any exception drop the connection without a word, answers a stalled
        client with silence, and dispatches any method name it has a do_ method for."""
        self.responded = False
        self.extra_headers: list[tuple[str, str]] = []
        self.body_read = False
        self.command, self.request_version, self.requestline = "", self.default_request_version, ""
        self.reader.phase(self.limits.headers, MAX_HEADER_BYTES)
        try:
            self.raw_requestline = self.rfile.readline(MAX_REQUEST_LINE + 1)
            if self.raw_requestline in (b"\r\n", b"\n"):  # RFC 9112 2.2: one stray line end before a request
                self.raw_requestline = self.rfile.readline(MAX_REQUEST_LINE + 1)
            if len(self.raw_requestline) > MAX_REQUEST_LINE:
                self.refuse(HTTPStatus.REQUEST_URI_TOO_LONG, "Request line too long")
                return
            if not self.raw_requestline:
                self.close_connection = True
                return
            if not self.parse_request():
                self.linger = True  # what follows the bad part was not read
                return
            self.dispatch()
            self.wfile.flush()
        except HeadersTooLarge:
            self.refuse(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, "Request headers too large")
        except TimeoutError:
            self.close_connection = True
            if self.reader.expired and not self.responded:
                self.refuse(HTTPStatus.REQUEST_TIMEOUT, "Request not received in time")
        except ConnectionError:
            self.close_connection = True
        except Exception:
            log.exception("answering a request failed")
            self.close_connection = True
            if not self.responded:
                self._headers_buffer: list[bytes] = []  # drop a half-built response
                self.refuse(HTTPStatus.INTERNAL_SERVER_ERROR, "Internal error")
        finally:
            if self.request_has_body() and not self.body_read:
                self.linger = True

    def parse_request(self) -> bool:
        """http.server's parse, refusing a blank line and HTTP/0.9 (a bare `GET /`: no headers, no status
        line); returns whether the request may be dispatched (if not, the error is sent)."""
        words = len(self.raw_requestline.split())
        if words in (0, 2):  # http.server closes on a blank line without a word, and answers HTTP/0.9 headless
            self.requestline = str(self.raw_requestline, "iso-8859-1").rstrip("\r\n")
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad request line: send METHOD /path HTTP/1.1")
            return False
        return bool(super().parse_request())

    def dispatch(self) -> None:
        """Call do_GET, do_HEAD or do_POST; any other method is 405 with Allow, or 501 if HTTP has no such."""
        allow = self.allowed()
        method = self.command
        if method in ("GET", "HEAD", "POST") and method in allow.split(", "):
            getattr(self, "do_" + method)()
        elif method == "POST" and self.api is None:
            self.extra_headers.append(("Allow", allow))
            self.send_error(HTTPStatus.NOT_IMPLEMENTED, "Unsupported method ('POST')")  # as a static server says
        elif method == "POST":
            self.send_error(HTTPStatus.NOT_FOUND)  # a POST elsewhere than the API: nothing there to post to
        else:
            self.extra_headers.append(("Allow", allow))
            status = HTTPStatus.METHOD_NOT_ALLOWED if method in KNOWN_METHODS else HTTPStatus.NOT_IMPLEMENTED
            self.send_error(status, f"Method not allowed: {allow} only" if method in KNOWN_METHODS else None)

    def allowed(self) -> str:
        """The methods the request's path takes, for dispatch and the Allow header."""
        if self.api is not None and self.path.partition("?")[0] == _api_path():
            return "POST"
        return GET_METHODS

    def request_has_body(self) -> bool:
        """Whether the request declared a body (which, unread, must be drained before closing)."""
        headers = getattr(self, "headers", None)
        if headers is None:
            return False
        return bool(headers.get("Transfer-Encoding")) or headers.get("Content-Length", "0").strip() not in ("", "0")

    def refuse(self, status: HTTPStatus, message: str) -> None:
        """Answer an error and close, draining the unread request first (Limits.linger)."""
        self.linger = True
        with contextlib.suppress(OSError):
            self.send_error(status, message)

    # ------------------------------------------------------------------ writing the response

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """http.server's HTML error page, under the site's CSP as every page of it is."""
        self.extra_headers = [*getattr(self, "extra_headers", ()), ("Content-Security-Policy", CSP)]
        super().send_error(code, message, explain)

    def flush_headers(self) -> None:
        """Write the buffered status line and headers, noting that the answer has begun: after this, a fault
        can only close the connection, not be answered 500."""
        if getattr(self, "_headers_buffer", None):
            self.responded = True
        super().flush_headers()

    def end_headers(self) -> None:
        for name, value in (*SECURITY_HEADERS, *getattr(self, "extra_headers", ())):
            self.send_header(name, value)
        super().end_headers()

    def finish(self) -> None:
        """Close the request's streams; after a refusal, read off what the client still sends (up to
        DRAIN_LIMIT bytes, Limits.linger seconds) so that closing does not reset the answer away."""
        super().finish()
        if not self.linger:
            return
        with contextlib.suppress(OSError):
            self.connection.shutdown(socket.SHUT_WR)
            end, drained = time.monotonic() + self.limits.linger, 0
            while drained < DRAIN_LIMIT and (left := end - time.monotonic()) > 0:
                self.connection.settimeout(left)
                chunk = self.connection.recv(65536)
                if not chunk:
                    break
                drained += len(chunk)

    def list_directory(self, path: str | os.PathLike[str]) -> io.BytesIO | None:
        """Never a listing of a folder: the site's 404 page. send_head does not ask for one; this guards it."""
        self.send_not_found()
        return None

    def send_head(self) -> BinaryIO | None:
        """Send the status and headers of a GET or HEAD; returns the body to copy, or None when sent already."""
        try:
            target = site_target(str(self.directory), self.path)
        except BadPath as bad:
            self.send_error(HTTPStatus.BAD_REQUEST, str(bad))
            return None
        path = Path(target.file)
        try:
            return self.send_file(target, path)
        except OSError:  # gone or unreadable since it was found (a rebuild under way): as if never there
            if self.responded:
                raise
            self._headers_buffer = []
            self.send_not_found()
            return None

    def send_file(self, target: Target, path: Path) -> BinaryIO | None:
        """send_head for a target that maps onto the site; returns the body to copy, or None when sent."""
        if path.is_dir():
            if not target.folder:  # a folder without its slash: sent to its own address, as Apache does
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", target.raw + "/" + (f"?{target.query}" if target.query else ""))
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            path = path / "index.html"
        elif target.folder:  # a file named as a folder: relative links in it would break
            self.send_not_found()
            return None
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
        self.send_header("Cache-Control", IMMUTABLE if FINGERPRINTED.match(target.path) else REVALIDATE)
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
        except (TypeError, ValueError, IndexError, OverflowError):
            return False  # an unreadable date: send the file

    def send_not_found(self) -> None:
        """The site's own 404 page (mkdocs writes 404.html), with the status a missing file must have."""
        page = Path(self.directory) / "404.html"
        try:
            body = page.read_bytes()
        except OSError:
            self.send_error(HTTPStatus.NOT_FOUND)
            return
        self.send_response(HTTPStatus.NOT_FOUND)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cache-Control", REVALIDATE)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    # ------------------------------------------------------------------ POST /api/ask

    def do_POST(self) -> None:
        """POST /api/ask: headers checked before a byte of body is read, the body read within Limits.body."""
        assert self.api is not None  # dispatch() sends POST here only with an API, to its path
        from generator.fallback.api import error

        checked = self.api.check_headers(self.headers.get_all("Content-Type") or [],
                                         self.headers.get_all("Content-Length") or [],
                                         self.headers.get_all("Transfer-Encoding") or [])
        if not isinstance(checked, int):
            self.send_api(checked)
            return
        self.reader.phase(self.limits.body)
        try:
            body = self.rfile.read(checked)
        except TimeoutError:
            if not self.reader.expired:
                raise
            self.send_api(error(408, f"the body did not arrive within {self.limits.body:g} s"))
            return
        self.body_read = True
        if len(body) < checked:  # the client closed its side early
            self.send_api(error(400, "the body ended before its Content-Length"))
            return
        self.send_api(self.api.handle(body, self.client_address[0]))

    def send_api(self, response: Response) -> None:
        """Write one of the API's responses, and close: the connection is not reused after a POST."""
        self.close_connection = True
        self.send_response(response.status)
        for name, value in response.headers:
            if name.lower() != "x-content-type-options":  # end_headers sends it with the other security headers
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(response.body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(response.body)

    def log_message(self, format: str, *args: object) -> None:  # quiet: tests and CI read their own output
        return


def _api_path() -> str:
    """The API's path, imported late: a static server never loads the API's module."""
    from generator.fallback.api import API_PATH

    return API_PATH


def serve(site: Path, port: int = 0, api: AskAPI | None = None,
          limits: Limits | None = None) -> tuple[SiteServer, str]:
    """Start serving `site` on 127.0.0.1 in a background thread; returns the server and its base URL.

    With `api`, POST /api/ask is answered too; without it the server is purely static. `limits` bounds threads,
    queues and times (Limits' defaults when None); server_close() releases them all.
    """
    handler = functools.partial(SiteHandler, directory=str(site), api=api)
    server = SiteServer(("127.0.0.1", port), handler, limits)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True,
                     name=f"{server.name}-accept").start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"
