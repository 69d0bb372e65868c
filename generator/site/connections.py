"""Connections of `portfolio serve`: how many it holds, in what, and for how long.

What keeps one client, or a crowd of them, from taking every thread: a fixed pool of workers answers requests,
connections that have sent nothing wait in one selector thread, every phase of a request has a deadline, and
past the queue a connection gets a canned 503. The HTTP itself (paths, types, caching) is generator/site/serve.py.
"""

from __future__ import annotations

import contextlib
import io
import logging
import math
import selectors
import socket
import sys
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from http.server import ThreadingHTTPServer
from socketserver import BaseRequestHandler
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

log = logging.getLogger("generator.site.serve")

def _waiting_default() -> int:
    """Silent connections to hold: 4096, or a quarter of the process's descriptor limit when that is lower, so
    holding them never starves the files the server must open."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
        if soft == resource.RLIM_INFINITY:
            return 4096
    except (ImportError, OSError, ValueError):  # no resource module (Windows): assume the common limit
        soft = 1024
    return max(64, min(4096, soft // 4))


@dataclass(frozen=True)
class Limits:
    """How many connections the server holds, in what, and for how long: what keeps one client, or a crowd of
    them, from taking every thread. The defaults suit a person previewing a site; tests shorten the times."""

    workers: int = 32
    """Threads answering requests: the most requests served at once, whatever the number of connections."""
    queue: int = 256
    """Connections that have sent their request and wait for a worker; one more is answered 503 at once."""
    waiting: int = field(default_factory=_waiting_default)
    """Accepted connections yet to send a byte, held by one thread with a selector (a descriptor each, no
    thread); past this the longest-silent is closed."""
    first_byte: float = 10.0
    """Seconds a connection may stay silent before it is closed (a browser's preconnect comes within this)."""
    headers: float = 5.0
    """Seconds for the request line and headers, however slowly they trickle in; then 408."""
    body: float = 5.0
    """Seconds for a POST body (at most the API's max_body bytes); then 408."""
    write: float = 10.0
    """Seconds one write of a response (a 64 KB chunk of a file) may wait on a client that stopped reading; then the
    connection closes."""
    linger: float = 1.0
    """Seconds spent reading and discarding what is left of a refused request before closing, so the client
    reads the refusal rather than a connection reset."""
    backlog: int = 1024
    """The listen queue (socketserver's default of 5 resets connections under a burst); the kernel caps it at
    net.core.somaxconn."""


BUSY = (b"HTTP/1.0 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Type: text/plain; charset=utf-8\r\n"
        b"Content-Length: 29\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n"
        b"busy: ask again in a second.\n")
"""The whole answer to a connection beyond Limits.queue, written without a worker."""


class HeadersTooLarge(Exception):
    """The request line and headers passed MAX_HEADER_BYTES: answered 431."""


class DeadlineReader(io.RawIOBase):
    """A socket's input with a deadline for a whole phase (the headers, the body) rather than per read, and a
    byte budget for the headers. It exists because a socket timeout alone restarts with every byte, so a client
    trickling one byte a second would hold a worker for as long as it likes."""

    def __init__(self, sock: socket.socket, between: float) -> None:
        super().__init__()
        self.sock = sock
        self.between = between  # the socket's own timeout, for writes
        self.deadline = math.inf
        self.budget = math.inf
        self.taken = 0
        self.expired = False

    def readable(self) -> bool:
        return True

    def phase(self, seconds: float, budget: float = math.inf) -> None:
        """Start a phase: what follows must arrive within `seconds`, and in at most `budget` more bytes."""
        self.deadline = time.monotonic() + seconds
        self.budget = self.taken + budget

    def readinto(self, buffer: WriteableBuffer) -> int:
        """Read what has arrived into `buffer`; raises TimeoutError past the deadline, HeadersTooLarge past
        the budget."""
        if self.taken >= self.budget:
            raise HeadersTooLarge
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.expired = True
            raise TimeoutError("the client did not send its request in time")
        self.sock.settimeout(min(left, self.between))
        try:
            count = self.sock.recv_into(buffer)
        except TimeoutError:
            self.expired = time.monotonic() >= self.deadline
            raise
        finally:
            self.sock.settimeout(self.between)
        self.taken += count
        return count


class WaitingRoom:
    """Connections accepted but still silent, held by one thread with a selector until their first byte (then
    handed to a worker) or until Limits.first_byte passes (then closed: no request was made). It exists so that
    a crowd of idle or half-open connections costs descriptors, not threads, and never delays a real request."""

    def __init__(self, hand_over: Callable[[socket.socket, Any], None], drop: Callable[[socket.socket], None],
                 seconds: float, capacity: int, name: str = "serve-waiting") -> None:
        self.hand_over = hand_over
        self.drop = drop
        self.seconds = seconds
        self.capacity = capacity
        self.selector = selectors.DefaultSelector()
        self.bell, self.ring = socket.socketpair()  # wakes the selector when a connection arrives
        self.bell.setblocking(False)
        self.ring.setblocking(False)
        self.selector.register(self.bell, selectors.EVENT_READ)
        self.lock = threading.Lock()
        self.arrivals: deque[tuple[socket.socket, Any]] = deque()
        self.held: OrderedDict[socket.socket, tuple[Any, float]] = OrderedDict()  # oldest first
        self.closed = False
        self.thread = threading.Thread(target=self.run, name=name, daemon=True)
        self.thread.start()

    def add(self, sock: socket.socket, address: Any) -> None:
        """Hold a just-accepted connection until it speaks (called by the accepting thread, never blocks)."""
        with self.lock:
            if self.closed:
                self.drop(sock)
                return
            self.arrivals.append((sock, address))
        with contextlib.suppress(OSError):  # a full buffer means the bell is already ringing
            self.ring.send(b"\0")

    def run(self) -> None:
        """The selector loop: hand over who speaks, close who stayed silent too long."""
        try:
            while not self.closed:
                try:
                    self._turn()
                except Exception:  # this thread must outlive any one connection's fault, or no one is served
                    log.exception("the waiting room failed on a connection")
        finally:
            with self.lock:
                self.closed = True
                waiting = [sock for sock, _ in self.arrivals] + list(self.held)
                self.arrivals.clear()
            for sock in waiting:
                self.drop(sock)
            self.held.clear()
            self.selector.close()

    def _turn(self) -> None:
        """Wait for the next event or expiry, and act on it."""
        timeout = None
        if self.held:
            timeout = max(0.0, next(iter(self.held.values()))[1] - time.monotonic())
        for key, _ in self.selector.select(timeout):
            sock = cast(socket.socket, key.fileobj)
            if sock is self.bell:
                self._admit()
            elif sock in self.held:  # not dropped for room by an arrival handled just before
                self.selector.unregister(sock)
                address, _ = self.held.pop(sock)
                self.hand_over(sock, address)
        now = time.monotonic()
        while self.held and next(iter(self.held.values()))[1] <= now:
            self._release(next(iter(self.held)))

    def _admit(self) -> None:
        """Take the connections added since the last turn, making room by closing the longest-silent."""
        with contextlib.suppress(OSError):
            while self.bell.recv(4096):
                pass
        with self.lock:
            arrivals = list(self.arrivals)
            self.arrivals.clear()
        deadline = time.monotonic() + self.seconds
        for sock, address in arrivals:
            while len(self.held) >= self.capacity:  # the longest-silent is the likeliest to have been abandoned
                self._release(next(iter(self.held)))
            try:
                self.selector.register(sock, selectors.EVENT_READ)
            except (OSError, ValueError):  # closed already
                self.drop(sock)
                continue
            self.held[sock] = (address, deadline)

    def _release(self, sock: socket.socket) -> None:
        self.selector.unregister(sock)
        del self.held[sock]
        self.drop(sock)

    def close(self) -> None:
        """Stop holding: every silent connection is closed. Safe to call twice."""
        with self.lock:
            self.closed = True
        with contextlib.suppress(OSError):
            self.ring.send(b"\0")
        if self.thread is not threading.current_thread():
            self.thread.join(5)
        self.bell.close()
        self.ring.close()


def _has_bytes(sock: socket.socket) -> bool:
    """Whether input is waiting on `sock` (or it is closed), asked without blocking; False where the system
    cannot say (no MSG_DONTWAIT): the waiting room will know."""
    flags = socket.MSG_PEEK | getattr(socket, "MSG_DONTWAIT", 0)
    if flags == socket.MSG_PEEK:
        return False
    try:
        sock.recv(1, flags)
    except (BlockingIOError, InterruptedError):
        return False
    except OSError:
        return True  # reset already: a worker finds out and closes
    return True


class SiteServer(ThreadingHTTPServer):
    """ThreadingHTTPServer with bounded threads: a fixed pool of Limits.workers answers requests, silent
    connections wait in a WaitingRoom without a thread, and past Limits.queue a connection is answered 503.
    The stock server starts one thread per connection, without end, and waits on a silent client for ever."""

    def __init__(self, address: tuple[str, int], handler: Callable[..., BaseRequestHandler],
                 limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        self.request_queue_size = self.limits.backlog  # read by server_activate's listen()
        super().__init__(address, handler)
        self.name = f"serve-{self.server_address[1]}"
        """The prefix of this server's thread names: serve-<port>-accept, -waiting and -worker_<n>."""
        self.pool = ThreadPoolExecutor(self.limits.workers, thread_name_prefix=f"{self.name}-worker")
        self.taken = 0
        """Connections with a worker or queued for one: at most Limits.workers + Limits.queue."""
        self._taking = threading.Lock()
        self.waiting = WaitingRoom(self._dispatch, self.shutdown_request, self.limits.first_byte,
                                   self.limits.waiting, f"{self.name}-waiting")

    def process_request(self, request: Any, client_address: Any) -> None:
        """Hand the new connection to a worker if its request has arrived already, else hold it in the waiting
        room (socketserver calls this on the accepting thread, which must never block)."""
        if _has_bytes(request):
            self._dispatch(request, client_address)
        else:
            self.waiting.add(request, client_address)

    def _dispatch(self, sock: socket.socket, address: Any) -> None:
        with self._taking:
            room = self.taken < self.limits.workers + self.limits.queue
            if room:
                self.taken += 1
        if not room:
            self._refuse(sock)
            return
        try:
            future = self.pool.submit(self._work, sock, address)
        except RuntimeError:  # the pool is shut down: the server is closing
            self._unserved(sock)
            return

        def cancelled(done: Future[None]) -> None:  # by server_close, before a worker took it
            if done.cancelled():
                self._unserved(sock)

        future.add_done_callback(cancelled)

    def _unserved(self, sock: socket.socket) -> None:
        self._give_back()
        self.shutdown_request(sock)

    def _give_back(self) -> None:
        with self._taking:
            self.taken -= 1

    def _work(self, sock: socket.socket, address: Any) -> None:
        try:
            self.process_request_thread(sock, address)  # ThreadingMixIn's: handle, report errors, close
        finally:
            self._give_back()

    def _refuse(self, sock: socket.socket) -> None:
        """Answer 503 without a worker: read what was sent (so closing does not reset the answer away), write
        BUSY if the socket takes it at once, close."""
        with contextlib.suppress(OSError):
            sock.setblocking(False)
            sock.recv(65536)
        with contextlib.suppress(OSError):
            sock.send(BUSY)
        self.shutdown_request(sock)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Log a fault of the server; a client that went away or stalled is not one. The address is not logged:
        the API promises it is used for rate limiting only."""
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        log.exception("serving a request failed")

    def shutdown(self) -> None:
        """Stop accepting, close every silent connection and let the pool's threads end once requests under way
        are answered: `portfolio serve` and the tests' module fixtures stop a server with this alone."""
        super().shutdown()
        self.waiting.close()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def server_close(self) -> None:
        """Close the listening socket, and all that shutdown() releases (again, harmlessly, after it)."""
        super().server_close()
        self.waiting.close()
        self.pool.shutdown(wait=False, cancel_futures=True)
