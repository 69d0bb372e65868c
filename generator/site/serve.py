"""Serve a built site on localhost with the content types a static host must send.

Browsers refuse a WebAssembly module not served as application/wasm and a JavaScript module not served as
text/javascript; Python's defaults guess neither everywhere, so they are set here (and the README says
what to configure on a real host).
"""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

CONTENT_TYPES = {
    ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript", ".json": "application/json",
    ".ttl": "text/turtle", ".nt": "application/n-triples", ".jsonld": "application/ld+json",
    ".svg": "image/svg+xml", ".css": "text/css", ".html": "text/html",
}


class SiteHandler(SimpleHTTPRequestHandler):
    # an instance attribute of the base class, overridden as the standard library documents it
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **CONTENT_TYPES}  # noqa: RUF012

    def log_message(self, format: str, *args: object) -> None:  # quiet: tests and CI read their own output
        return


def serve(site: Path, port: int = 0) -> tuple[ThreadingHTTPServer, str]:
    """Start serving `site` on 127.0.0.1 in a background thread; returns the server and its base URL."""
    handler = functools.partial(SiteHandler, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"
