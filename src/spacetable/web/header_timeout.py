"""uvicorn's HTTP protocol with a deadline for a request's headers.

uvicorn closes idle keep-alive connections, but a client that opens a connection and sends
its headers a byte at a time (or half of them and then nothing) is kept forever, and a few
thousand such clients hold the worker's sockets. This protocol gives each request's headers
``header_timeout`` seconds (:mod:`spacetable.web.settings`) from its connection or its first
byte, and closes the connection when they are not complete by then.
"""

from __future__ import annotations

import asyncio

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from spacetable.web.settings import server_settings


class HeaderTimeoutProtocol(HttpToolsProtocol):
    """:class:`HttpToolsProtocol` that closes a connection whose request headers are late."""

    _header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_header_timer()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._arm_header_timer()

    def on_headers_complete(self) -> None:
        self._cancel_header_timer()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_header_timer()
        super().connection_lost(exc)

    def _arm_header_timer(self) -> None:
        self._cancel_header_timer()
        timeout = server_settings().header_timeout
        self._header_timer = self.loop.call_later(timeout, self._headers_late)

    def _cancel_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_late(self) -> None:
        self._header_timer = None
        if not self.transport.is_closing():
            self.transport.close()
