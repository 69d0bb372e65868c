"""`portfolio serve` sends a built site as a good static host does: precompressed siblings by Accept-Encoding (or
brotli or gzip on the fly), caching by name, security headers, revalidation, and the site's own 404 page."""

from __future__ import annotations

import gzip
import http.client
from collections.abc import Iterator
from pathlib import Path

import brotli
import pytest

from generator.site.compress import precompress
from generator.site.serve import CSP, serve

PAGE = "<!doctype html><title>t</title><p>" + "portfolio " * 400 + "</p>"


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    root = tmp_path / "site"
    (root / "about").mkdir(parents=True)
    (root / "about/index.html").write_text(PAGE, encoding="utf-8")
    (root / "404.html").write_text("<!doctype html><title>Not here</title><p>lost</p>", encoding="utf-8")
    (root / "data/answers").mkdir(parents=True)
    (root / "data/answers/0123456789ab.json").write_text('{"a": 1}', encoding="utf-8")
    (root / "data/answers/index.json").write_text('{"starts": [0]}', encoding="utf-8")
    (root / "data/state.json").write_text('{"words": "' + "entity " * 20000 + '"}', encoding="utf-8")
    (root / "assets/pyodide/314.0.7").mkdir(parents=True)
    (root / "assets/pyodide/314.0.7/pyodide.asm.wasm").write_bytes(b"\0asm" + bytes(range(256)) * 200)
    (root / "empty-folder").mkdir()
    (root / "tiny.js").write_text("x=1", encoding="utf-8")
    precompress(root, None)
    server, url = serve(root)
    yield root, url
    server.shutdown()
    server.server_close()


def get(url: str, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    host, port = url.removeprefix("http://").rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def test_precompressed_siblings_are_sent_by_what_the_browser_accepts(site: tuple[Path, str]) -> None:
    root, url = site
    original = (root / "data/state.json").read_bytes()
    status, headers, body = get(url, "/data/state.json", **{"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert status == 200 and headers["content-encoding"] == "br" and brotli.decompress(body) == original
    assert headers["content-type"] == "application/json" and headers["vary"] == "Accept-Encoding"
    status, headers, body = get(url, "/data/state.json", **{"Accept-Encoding": "gzip;q=1.0, br;q=0"})
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == original
    status, headers, body = get(url, "/data/state.json")  # no Accept-Encoding: the file as it is
    assert "content-encoding" not in headers and body == original
    status, headers, body = get(url, "/assets/pyodide/314.0.7/pyodide.asm.wasm", **{"Accept-Encoding": "br"})
    assert headers["content-type"] == "application/wasm" and headers["content-encoding"] == "br"


def test_smaller_text_is_compressed_on_the_fly_and_tiny_files_are_not(site: tuple[Path, str]) -> None:
    root, url = site
    assert not (root / "about/index.html.gz").exists()  # under the sibling threshold
    for _ in range(2):  # the second answer comes from the server's memory, and is the same
        status, headers, body = get(url, "/about/", **{"Accept-Encoding": "gzip, br"})
        assert status == 200 and headers["content-encoding"] == "br"
        assert brotli.decompress(body) == PAGE.encode()
    status, headers, body = get(url, "/about/", **{"Accept-Encoding": "gzip"})
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == PAGE.encode()
    status, headers, body = get(url, "/tiny.js", **{"Accept-Encoding": "gzip"})
    assert "content-encoding" not in headers and body == b"x=1"


def test_fingerprinted_files_are_kept_for_good_and_others_revalidated(site: tuple[Path, str]) -> None:
    _, url = site
    for path in ("/data/answers/0123456789ab.json", "/assets/pyodide/314.0.7/pyodide.asm.wasm"):
        assert get(url, path)[1]["cache-control"] == "public, max-age=31536000, immutable", path
    for path in ("/data/answers/index.json", "/about/", "/data/state.json"):  # same name, new content each build
        _, headers, _ = get(url, path)
        assert headers["cache-control"] == "no-cache", path
        again = get(url, path, **{"If-None-Match": headers["etag"]})
        assert again[0] == 304 and again[2] == b"", path
        assert get(url, path, **{"If-None-Match": '"stale"'})[0] == 200
        assert get(url, path, **{"If-Modified-Since": headers["last-modified"]})[0] == 304  # as Chromium asks
        assert get(url, path, **{"If-Modified-Since": "Thu, 01 Jan 2015 00:00:00 GMT"})[0] == 200
        assert get(url, path, **{"If-Modified-Since": "not a date"})[0] == 200


def test_every_response_says_nosniff_and_pages_carry_the_csp_as_a_header(site: tuple[Path, str]) -> None:
    _, url = site
    for path in ("/about/", "/data/state.json", "/no/such/page/"):
        headers = get(url, path)[1]
        assert headers["x-content-type-options"] == "nosniff", path
        assert headers["referrer-policy"] == "strict-origin-when-cross-origin", path
    page = get(url, "/about/")[1]
    assert page["content-security-policy"] == CSP and "frame-ancestors 'none'" in CSP
    assert "content-security-policy" not in get(url, "/data/state.json")[1]


def test_missing_pages_get_the_site_404_page_and_folders_are_not_listed(site: tuple[Path, str]) -> None:
    _, url = site
    for path in ("/no/such/page/", "/empty-folder/", "/data/nothing.json"):
        status, headers, body = get(url, path)
        assert status == 404 and b"<title>Not here</title>" in body, path
        assert headers["content-security-policy"] == CSP
    status, headers, _ = get(url, "/about")  # a folder without its slash: sent to its own address
    assert status == 301 and headers["location"] == "/about/"


def test_folders_without_an_index_are_never_listed(site: tuple[Path, str]) -> None:
    """/data/ and /assets/pyodide/ hold files but no index.html: the site's 404 page, not a listing of them."""
    _, url = site
    for path in ("/data/", "/assets/pyodide/", "/assets/pyodide/314.0.7/", "/data/answers/"):
        status, headers, body = get(url, path)
        assert status == 404 and b"<title>Not here</title>" in body, path
        assert b"state.json" not in body and b"pyodide.asm" not in body and b"Directory listing" not in body
        assert headers["content-type"] == "text/html; charset=utf-8" and headers["cache-control"] == "no-cache"
    status, headers, _ = get(url, "/data")  # without its slash: sent to the folder's address, which is a 404
    assert status == 301 and headers["location"] == "/data/"
