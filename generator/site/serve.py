"""Serve a built site on localhost with the content types a static host must send, and optionally POST /api/ask.

Browsers refuse a WebAssembly module not served as application/wasm and a JavaScript module not served as
text/javascript; Python's defaults guess neither everywhere, so they are set here (and the README says
what to configure on a real host). With an `api` (generator/fallback/api.py) the same server also answers
POST /api/ask; without one it serves files only, as a static host would.
"""

from __future__ import annotations

import functools
import re
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from generator.fallback.api import AskAPI

CONTENT_TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json",
    ".ttl": "text/turtle", ".nt": "application/n-triples", ".jsonld": "application/ld+json",
    ".svg": "image/svg+xml", ".css": "text/css", ".html": "text/html",
}


IMMUTABLE = re.compile(r"^/data/answers/[0-9a-f]{12}\.json$")
"""Answer shards and pages are named by their content (generator/answer_index.py): another build never
changes what such a name holds, so a browser may keep them for good. index.json, which names them, may not."""


class SiteHandler(SimpleHTTPRequestHandler):
    # an instance attribute of the base class, overridden as the standard library documents it
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}  # noqa: RUF012

    def end_headers(self) -> None:
        if self.command in ("GET", "HEAD") and IMMUTABLE.match(self.path.split("?")[0]):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        super().end_headers()

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
