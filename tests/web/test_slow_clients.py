"""Clients that hold a real server's resources by being slow (issue 19, defects 3 and 6): a page
that sends without ever reading, and connections that never finish their request headers.
One ``spacetable serve`` process on 127.0.0.1; every loop is bounded in count."""

from __future__ import annotations

import base64
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest

from spacetable.web.launch import running_server
from tests.web.helpers import post_json

HEADER_TIMEOUT = 1
PINGS = 1_500_000
# A failure detector: how long the client waits on a socket before calling the server stuck.
PATIENCE_SECONDS = 30
# What one ping frame's answer may cost the server if it kept them all (measured before the
# fix: 188 MB per 1.5 M pings); a bounded server stays far below.
MAX_GROWTH_KB = 60 * 1024
# A close frame with code 4408 (the page does not read) and no reason.
CLOSED_NOT_READING = bytes([0x88, 2]) + (4408).to_bytes(2, "big")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    db = tmp_path_factory.mktemp("slow") / "games.db"
    env = {"SPACETABLE_HEADER_TIMEOUT": str(HEADER_TIMEOUT)}
    with running_server(f"sqlite:///{db}", env=env) as base:
        yield base


def _address(base: str) -> tuple[str, int]:
    parsed = urlparse(base)
    assert parsed.hostname == "127.0.0.1" and parsed.port is not None
    return parsed.hostname, parsed.port


def _server_rss_kb(port: int) -> int:
    """The resident memory of the ``spacetable serve`` process listening on ``port``."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            status = (entry / "status").read_text()
        except OSError:
            continue
        if b"serve" in argv and str(port).encode() in argv:
            line = next(x for x in status.splitlines() if x.startswith("VmRSS:"))
            return int(line.split()[1])
    raise AssertionError(f"no server process on port {port}")


def _open_socket(host: str, port: int, token: str) -> socket.socket:
    """A WebSocket to the seat, opened by hand, with a small receive buffer: after the
    handshake this client never reads again."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(PATIENCE_SECONDS)
    sock.connect((host, port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET /ws/{token}?lang=en HTTP/1.1\r\nHost: {host}:{port}\r\n"
            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)  # byte by byte: nothing after the handshake is read
    assert answer.startswith(b"HTTP/1.1 101")
    return sock


def _ping_frame() -> bytes:
    payload = b'{"type":"ping"}'
    mask = b"\0\0\0\0"  # a client frame must be masked; a zero mask leaves the payload as is
    return bytes([0x81, 0x80 | len(payload)]) + mask + payload


def test_a_page_that_never_reads_is_cut_off_not_grown(server: str) -> None:
    host, port = _address(server)
    created = post_json(f"{server}/api/games", {"seats": ["human", "human"]})
    token = created["seats"][0]["token"]
    before = _server_rss_kb(port)
    sock = _open_socket(host, port, token)
    try:
        _send_pings(sock)
        growth = _server_rss_kb(port) - before
        ending = _read_to_the_end(sock)
    finally:
        sock.close()
    assert growth < MAX_GROWTH_KB, f"the server grew by {growth} kB"
    # The server closed this client: with a close frame saying why (4408), or by a reset.
    assert ending in (CLOSED_NOT_READING, b"reset"), f"the stream ended with {ending!r}"
    # The server still serves everyone else.
    assert post_json(f"{server}/api/games", {"seats": ["human", "human"]})["game_id"]


def _send_pings(sock: socket.socket) -> None:
    """Send up to :data:`PINGS` pings, stopping early if the server stops taking them."""
    chunk = _ping_frame() * 4096
    try:
        for _ in range(PINGS // 4096):
            sock.sendall(chunk)
    except (TimeoutError, BrokenPipeError, ConnectionResetError):
        return  # the server stopped reading this client, or closed it


def _read_to_the_end(sock: socket.socket) -> bytes:
    """Read what the server sent until it closes the connection: the last four bytes (a
    close frame's, when it sent one), or ``b"reset"``. A server that never closes the
    connection makes this time out."""
    tail = b""
    try:
        while chunk := sock.recv(65536):
            tail = (tail + chunk)[-4:]
    except ConnectionResetError:
        return b"reset"
    return tail


def test_connections_that_never_finish_their_headers_are_closed(server: str) -> None:
    host, port = _address(server)
    half_open = []
    try:
        for _ in range(50):
            sock = socket.create_connection((host, port), timeout=PATIENCE_SECONDS)
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            half_open.append(sock)
        # Each is closed by the server once its headers are late: recv sees the end.
        for sock in half_open:
            assert sock.recv(1024) == b""
    finally:
        for sock in half_open:
            sock.close()


def test_a_connection_that_sends_nothing_is_closed(server: str) -> None:
    host, port = _address(server)
    with socket.create_connection((host, port), timeout=PATIENCE_SECONDS) as sock:
        assert sock.recv(1024) == b""


def test_a_request_sent_in_time_is_answered(server: str) -> None:
    host, port = _address(server)
    with socket.create_connection((host, port), timeout=PATIENCE_SECONDS) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 200") and b'"ok"' in answer
