"""The web application: pages, the JSON API and the live WebSocket of the browser table, and
the league's pages and API (:mod:`spacetable.web.league_api`) with its clock.

``create_app()`` reads the database from ``SPACETABLE_DATABASE_URL`` (SQLite under ./var/ by
default), so that every worker process uvicorn starts builds the same application.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from spacetable.engine.records import field_errors
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused
from spacetable.store import SeatRef, database_url
from spacetable.web.game_tables import GameTable, game_table, games_json
from spacetable.web.hub import Connection
from spacetable.web.league_api import add_league
from spacetable.web.league_clock import start_clock, stop_clock, tick_interval
from spacetable.web.protocol import (
    Act,
    ActionRequest,
    CreateGame,
    Lang,
    MalformedMessage,
    SetLang,
    Tokens,
    parse_message,
)
from spacetable.web.server import Server
from spacetable.web.strings import WEB_STRINGS
from spacetable.web.tables import TableError, seats_json

STATIC = Path(__file__).parent / "static"
STATUS = {
    "not_found": 404,
    "bad_request": 422,
    "malformed": 400,
    "illegal": 409,
    "not_your_turn": 409,
    "stale": 409,
    "over": 409,
    "not_over": 409,
}
# WebSocket close code for a token that opens no seat (4000-4999: the application's own).
CLOSE_NOT_FOUND = 4404
CLOSE_INTERNAL = 1011
log = logging.getLogger(__name__)


def create_app(url: str | None = None) -> FastAPI:
    """The application for the database at ``url`` (default: see :func:`database_url`)."""
    server = Server(database_url(url))
    interval = tick_interval()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        server.start()
        clock = start_clock(server.leagues.tick_all, interval)
        try:
            yield
        finally:
            await stop_clock(clock)
            server.stop()

    app = FastAPI(title="spacetable", lifespan=lifespan)
    app.state.server = server
    _add_security_headers(app)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    _add_error_handlers(app)
    _add_pages(app)
    _add_api(app, server)
    _add_socket(app, server)
    add_league(app, server)
    return app


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


def _add_security_headers(app: FastAPI) -> None:
    @app.middleware("http")
    async def headers(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        response = await call_next(request)
        response.headers.update(SECURITY_HEADERS)
        return response


def _add_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(TableError)
    async def table_error(request: Request, exc: TableError) -> JSONResponse:
        body = {"error": exc.message, "code": exc.code}
        return JSONResponse(body, status_code=STATUS.get(exc.code, 400))

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = "; ".join(f"{where}: {msg}" for where, msg in field_errors(exc.errors(), ""))
        return JSONResponse({"error": problems, "code": "malformed"}, status_code=422)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> JSONResponse:
        return JSONResponse({"error": str(exc.detail)}, status_code=exc.status_code)


def _add_pages(app: FastAPI) -> None:
    @app.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    # One page shell; its script starts the lobby, a table or a replay by the address.
    @app.get("/", include_in_schema=False)
    @app.get("/play/{token}", include_in_schema=False)
    @app.get("/replay/{token}", include_in_schema=False)
    async def page() -> FileResponse:
        return FileResponse(STATIC / "page.html")


def _add_api(app: FastAPI, server: Server) -> None:
    @app.get("/api/strings")
    async def strings(lang: Lang = "ru") -> dict[str, str]:
        return {key: texts[lang] for key, texts in WEB_STRINGS.items()}

    @app.get("/api/meta")
    async def lobby_meta(lang: Lang = "ru", game: str = "star-realms") -> dict[str, Any]:
        return {**_game_table(game, lang).meta(lang), "games": games_json(lang)}

    @app.get("/api/cards/{game}")
    async def cards(game: str, lang: Lang = "ru") -> dict[str, Any]:
        return _game_table(game, lang).cards(lang)

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame) -> dict[str, Any]:
        created = await run_in_threadpool(
            server.tables.create, body.game, body.options, body.seats, body.names, body.lang
        )
        seats = seats_json(body.game, created.seats, body.lang)
        return {
            "game_id": created.game_id,
            "seats": [
                {**seat, "token": token, "url": f"/play/{token}" if token else None}
                for seat, token in zip(seats, created.tokens, strict=True)
            ],
        }

    @app.post("/api/games/mine")
    async def mine(body: Tokens, lang: Lang = "ru") -> dict[str, Any]:
        found = await run_in_threadpool(server.store.games_for_tokens, body.tokens)
        games = []
        for token, ref, stored in found:
            live = await run_in_threadpool(server.tables.refresh, ref.game_id)
            with live.lock:
                mover = live.game.to_move(live.state)
                turn = live.state.turn
            games.append(
                {
                    "game_id": ref.game_id,
                    "game": stored.game,
                    "token": token,
                    "seat": ref.seat,
                    "status": "over" if mover is None else "playing",
                    "turn": turn,
                    "to_move": mover,
                    "your_move": mover == ref.seat,
                    "seats": live.seats_json(lang),
                    "created_at": stored.created_at.isoformat(),
                    "updated_at": stored.updated_at.isoformat(),
                }
            )
        return {"games": games}

    @app.get("/api/seat/{token}")
    async def seat_state(token: str, lang: Lang = "ru") -> dict[str, Any]:
        ref = await run_in_threadpool(server.seat, token, lang)
        return await run_in_threadpool(server.seat_state, ref, lang)

    @app.get("/api/seat/{token}/game")
    async def seat_game(token: str, lang: Lang = "ru") -> dict[str, str]:
        ref = await run_in_threadpool(server.seat, token, lang)
        stored = await run_in_threadpool(server.store.load_game, ref.game_id)
        return {"game": stored.game}

    @app.post("/api/seat/{token}/actions")
    async def act(token: str, body: ActionRequest, lang: Lang = "ru") -> dict[str, Any]:
        ref = await run_in_threadpool(server.seat, token, lang)
        version = await run_in_threadpool(server.tables.act, ref, body.action, body.version, lang)
        return {"ok": True, "version": version}

    @app.get("/api/replay/{token}")
    async def replay(token: str, step: int = Query(0, ge=0), lang: Lang = "ru") -> dict[str, Any]:
        ref = await run_in_threadpool(server.seat, token, lang)
        return await run_in_threadpool(server.replay_step, ref, step, lang)


def _game_table(game: str, lang: str) -> GameTable:
    """The table of ``game``; a game the browser table does not serve is ``not_found``."""
    try:
        return game_table(game)
    except Refused as exc:
        raise TableError("not_found", "; ".join(r.text(lang) for r in exc.reasons)) from exc


def _add_socket(app: FastAPI, server: Server) -> None:
    @app.websocket("/ws/{token}")
    async def play(websocket: WebSocket, token: str, lang: str = "ru") -> None:
        await websocket.accept()
        lang = lang if lang in ("ru", "en") else "ru"
        ref = await run_in_threadpool(server.tables.find_seat, token)
        if ref is None:
            message = t("web.srv.error.not_found", lang)
            await websocket.send_json({"type": "error", "code": "not_found", "message": message})
            await websocket.close(code=CLOSE_NOT_FOUND)
            return

        async def build(conn: Connection) -> dict[str, Any] | None:
            return await run_in_threadpool(server.message_for, conn)

        conn = Connection(ref.game_id, ref.seat, lang, websocket.send_json, build)
        server.hub.add(conn)
        writer = asyncio.create_task(_write(conn, websocket))
        conn.resend_all()
        server.tables.kick(ref.game_id)  # bots may owe a move (after a restart, say)
        try:
            while True:
                received = await websocket.receive()
                if received["type"] == "websocket.disconnect":
                    break
                await _handle(server, conn, received.get("text"))
        except WebSocketDisconnect:
            pass
        finally:
            server.hub.remove(conn)
            writer.cancel()


async def _handle(server: Server, conn: Connection, raw: str | None) -> None:
    """One client message; whatever is wrong with it is answered with an error."""
    try:
        message = parse_message(raw)
    except MalformedMessage as exc:
        conn.say(_error("malformed", t("web.srv.error.malformed", conn.lang, error=exc)))
        return
    if isinstance(message, SetLang):
        conn.lang = message.lang
        conn.resend_all()
    elif isinstance(message, Act):
        # The seat is the connection's, fixed by its token when it opened.
        ref = SeatRef(conn.game_id, conn.seat)
        try:
            await run_in_threadpool(
                server.tables.act, ref, message.action, message.version, conn.lang
            )
        except TableError as exc:
            conn.say(_error(exc.code, exc.message))
        except Exception:
            # A fault of ours, not of the message: keep the connection, tell the page.
            log.exception("action %r in game %s failed", message.action, conn.game_id)
            conn.say(_error("internal", t("web.srv.error.internal", conn.lang)))
    else:
        conn.say({"type": "pong"})


async def _write(conn: Connection, websocket: WebSocket) -> None:
    """Run the connection's writer; if it fails, close the socket so the page reconnects."""
    try:
        await conn.run_writer()
    except (WebSocketDisconnect, RuntimeError, OSError):
        return  # the socket closed under the writer: the reader ends the connection
    except Exception:
        log.exception("sending to game %s seat %s failed", conn.game_id, conn.seat)
        await websocket.close(code=CLOSE_INTERNAL)


def _error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}
