"""What stands between a client and the application: the security headers on every answer
(a 500 included), the request body cap, and the per-address and per-connection rate limits
(the ``limits`` library, kept in this worker's memory: a moving window for the few games an
address creates a minute, a fixed window, which keeps one counter, for the messages a socket
sends a second)."""

from __future__ import annotations

import json
import logging
from collections import Counter
from urllib.parse import parse_qs

from limits import RateLimitItem, RateLimitItemPerMinute, RateLimitItemPerSecond
from limits.storage import MemoryStorage
from limits.strategies import FixedWindowRateLimiter, MovingWindowRateLimiter
from starlette.datastructures import MutableHeaders
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from spacetable.i18n import t
from spacetable.web.settings import ServerSettings

log = logging.getLogger(__name__)

# Seat tokens travel in page addresses: never send them on as a referrer, never let another
# site frame a table, and let pages run only our own scripts and open only our own sockets
# (inline style attributes, which the pages set, stay allowed: they cannot run code).
SECURITY_HEADERS = {
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": (
        "default-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; "
        "img-src 'self' data:; frame-ancestors 'none'"
    ),
}
LEAGUE_API = "/api/league"


def request_lang(scope: Scope) -> str:
    """The language a request asks for (``?lang=en``), Russian otherwise."""
    query = parse_qs(scope.get("query_string", b"").decode("latin-1"))
    return "en" if query.get("lang") == ["en"] else "ru"


class BodyTooLarge(HTTPException):
    """A request body over the cap (413); raised while the body is still arriving."""

    def __init__(self, limit: int, lang: str) -> None:
        super().__init__(413, t("web.srv.error.too_large", lang, limit=limit))


class Guard:
    """Pure ASGI middleware: security headers on every HTTP answer, a body cap per request,
    and a JSON 500 (with the headers) for any fault the application did not answer."""

    def __init__(self, app: ASGIApp, settings: ServerSettings) -> None:
        self.app = app
        self.settings = settings

    def body_limit(self, path: str) -> int:
        """The largest body a request to ``path`` may carry."""
        if path.startswith(LEAGUE_API):
            return self.settings.max_league_body_bytes
        return self.settings.max_body_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        lang = request_lang(scope)
        limit = self.body_limit(scope["path"])
        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                MutableHeaders(scope=message).update(SECURITY_HEADERS)
            await send(message)

        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await _send_json(send_with_headers, 413, "too_large", BodyTooLarge(limit, lang).detail)
            return
        received = 0

        async def counted_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge(limit, lang)
            return message

        try:
            await self.app(scope, counted_receive, send_with_headers)
        except BodyTooLarge as exc:
            if not started:
                await _send_json(send_with_headers, 413, "too_large", exc.detail)
        except Exception:
            log.exception("%s %s failed", scope.get("method"), scope["path"])
            if not started:
                message = t("web.srv.error.internal", lang)
                await _send_json(send_with_headers, 500, "internal", message)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            text = value.decode("latin-1").strip()
            return int(text) if text.isascii() and text.isdigit() and len(text) < 19 else None
    return None


async def _send_json(send: Send, status: int, code: str, error: str) -> None:
    body = json.dumps({"error": error, "code": code}, ensure_ascii=False).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class RateLimits:
    """This worker's rate limits: games created per client address a minute, messages per
    WebSocket a second, and open WebSockets per client address."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        storage = MemoryStorage()
        self._creation_limiter = MovingWindowRateLimiter(storage)
        self._message_limiter = FixedWindowRateLimiter(storage)
        self._creations: RateLimitItem = RateLimitItemPerMinute(settings.games_per_minute)
        self._messages: RateLimitItem = RateLimitItemPerSecond(settings.ws_messages_per_second)
        self._open: Counter[str] = Counter()

    def may_create(self, address: str) -> bool:
        """Count one new game or league for ``address``; False when over its quota."""
        return self._creation_limiter.hit(self._creations, "create", address)

    def may_send(self, connection: str) -> bool:
        """Count one WebSocket message of ``connection``; False when over its rate."""
        return self._message_limiter.hit(self._messages, "message", connection)

    def open(self, address: str) -> bool:
        """Count a new WebSocket of ``address``; False (and not counted) when it has too many."""
        if self._open[address] >= self.settings.connections_per_address:
            return False
        self._open[address] += 1
        return True

    def close(self, address: str) -> None:
        """A WebSocket of ``address`` closed."""
        self._open[address] -= 1
        if self._open[address] <= 0:
            del self._open[address]
