"""The web application: pages, the JSON API and the live WebSocket of the browser table, and
the league's pages and API (:mod:`spacetable.web.league_api`) with its clock.

``create_app()`` reads the database from ``SPACETABLE_DATABASE_URL`` (SQLite under ./var/ by
default) and the limits from ``SPACETABLE_*`` (:mod:`spacetable.web.settings`), so that every
worker process uvicorn starts builds the same application.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from spacetable.engine.records import field_errors
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused
from spacetable.store import SeatRef, database_url
from spacetable.table.browser import BrowserTable
from spacetable.table.entry import game_entries
from spacetable.web.game_tables import default_game, game_table, games_json
from spacetable.web.guards import Guard, request_lang
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
from spacetable.web.settings import ServerSettings, server_settings
from spacetable.web.strings import served_strings
from spacetable.web.tables import CorruptGame, TableError, seats_json

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
    "rate_limited": 429,
}
HTTP_CODES = {413: "too_large", 404: "not_found", 405: "not_allowed", 429: "rate_limited"}
# WebSocket close codes (4000-4999: the application's own): a token that opens no seat, a
# game whose record does not replay, a client over its connection count, a page not reading.
CLOSE_NOT_FOUND = 4404
CLOSE_CORRUPT = 4500
CLOSE_TOO_MANY = 4429
CLOSE_NOT_READING = 4408
CLOSE_INTERNAL = 1011
log = logging.getLogger(__name__)


def create_app(url: str | None = None, settings: ServerSettings | None = None) -> FastAPI:
    """The application for the database at ``url`` (default: see :func:`database_url`) with
    the limits of ``settings`` (default: this process's environment)."""
    settings = settings or server_settings()
    server = Server(database_url(url), settings)
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
    app.add_middleware(Guard, settings=settings)
    # Each game's scripts and styles at /static/games/<id>/, mounted before the shell's own.
    for entry in game_entries():
        files = StaticFiles(directory=entry.static)
        app.mount(f"/static/games/{entry.id}", files, name=f"static-{entry.id}")
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    _add_error_handlers(app)
    # One page shell for every page, linking every game's stylesheets.
    shell = _page_html()
    _add_pages(app, shell)
    _add_api(app, server)
    _add_socket(app, server)
    add_league(app, server, shell)
    return app


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
        code = HTTP_CODES.get(exc.status_code, "http")
        return JSONResponse({"error": str(exc.detail), "code": code}, status_code=exc.status_code)

    @app.exception_handler(CorruptGame)
    async def corrupt(request: Request, exc: CorruptGame) -> JSONResponse:
        message = _corrupt_message(exc, request_lang(request.scope))
        return JSONResponse({"error": message, "code": "corrupt"}, status_code=500)


def _add_pages(app: FastAPI, shell: str) -> None:
    @app.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    # The page shell (:func:`_page_html`); its script starts the lobby, a table or a replay
    # by the address.
    @app.get("/", include_in_schema=False)
    @app.get("/play/{token}", include_in_schema=False)
    @app.get("/replay/{token}", include_in_schema=False)
    async def page() -> HTMLResponse:
        return HTMLResponse(shell)


def _page_html() -> str:
    """``page.html`` with a link to each game's stylesheets (its entry's ``styles``)."""
    links = "".join(
        f'<link rel="stylesheet" href="/static/games/{entry.id}/{style}">\n'
        for entry in game_entries()
        for style in entry.styles
    )
    page = (STATIC / "page.html").read_text(encoding="utf-8")
    return page.replace("<!-- game styles -->\n", links)


def _add_api(app: FastAPI, server: Server) -> None:
    @app.get("/api/strings")
    async def strings(lang: Lang = "ru") -> dict[str, str]:
        return {key: texts[lang] for key, texts in served_strings().items()}

    @app.get("/api/meta")
    async def lobby_meta(lang: Lang = "ru", game: str | None = None) -> dict[str, Any]:
        table = _game_table(game or default_game(), lang)
        return {**table.meta(lang), "games": games_json(lang)}

    @app.get("/api/cards/{game}")
    async def cards(game: str, lang: Lang = "ru") -> dict[str, Any]:
        return _game_table(game, lang).cards(lang)

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame, request: Request) -> dict[str, Any]:
        server.count_creation(request.client, body.lang)
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


def _game_table(game: str, lang: str) -> BrowserTable:
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
        address = websocket.client.host if websocket.client else "unknown"
        if not server.limits.open(address):
            limit = server.settings.connections_per_address
            message = t("web.srv.error.too_many_connections", lang, limit=limit)
            await _refuse(websocket, "rate_limited", message, CLOSE_TOO_MANY)
            return
        try:
            await _serve_seat(server, websocket, token, lang)
        finally:
            server.limits.close(address)


async def _refuse(websocket: WebSocket, code: str, message: str, close_code: int) -> None:
    await websocket.send_json(_error(code, message))
    await websocket.close(code=close_code)


async def _serve_seat(server: Server, websocket: WebSocket, token: str, lang: str) -> None:
    """One seat's socket: its state whenever the game changes, its messages answered."""
    ref = await run_in_threadpool(server.tables.find_seat, token)
    if ref is None:
        await _refuse(websocket, "not_found", t("web.srv.error.not_found", lang), CLOSE_NOT_FOUND)
        return
    try:
        await run_in_threadpool(server.tables.live, ref.game_id)
    except CorruptGame as exc:
        await _refuse(websocket, "corrupt", _corrupt_message(exc, lang), CLOSE_CORRUPT)
        return

    async def build(conn: Connection) -> dict[str, Any] | None:
        return await run_in_threadpool(server.message_for, conn)

    outbox = server.settings.ws_outbox
    conn = Connection(ref.game_id, ref.seat, lang, websocket.send_json, build, outbox)
    server.hub.add(conn)
    writer = asyncio.create_task(_write(conn, websocket))
    conn.resend_all()
    server.tables.kick(ref.game_id)  # bots may owe a move (after a restart, say)
    rate_key = str(id(conn))
    warned = False
    try:
        while not conn.overflowed:
            received = await websocket.receive()
            if received["type"] == "websocket.disconnect":
                break
            if server.limits.may_send(rate_key):
                warned = False
                await _handle(server, conn, received.get("text"))
            elif not warned:  # one warning per burst; the rest of the burst is dropped
                warned = True
                conn.say(_error("rate_limited", t("web.srv.error.rate_limited", conn.lang)))
        if conn.overflowed:
            # The page sends but never reads: stop reading it, and close.
            log.warning("closing a socket of game %s that does not read", conn.game_id)
            writer.cancel()
            await websocket.close(code=CLOSE_NOT_READING)
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
    except CorruptGame as exc:
        await _refuse(websocket, "corrupt", _corrupt_message(exc, conn.lang), CLOSE_CORRUPT)
    except Exception:
        log.exception("sending to game %s seat %s failed", conn.game_id, conn.seat)
        await websocket.close(code=CLOSE_INTERNAL)


def _error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


def _corrupt_message(exc: CorruptGame, lang: str) -> str:
    """Log a game that does not replay; what its page is told, in ``lang``."""
    log.error("game %s does not replay: %r", exc.game_id, exc.cause)
    return t("web.srv.error.corrupt", lang, game_id=exc.game_id)
