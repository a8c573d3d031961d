"""``spacetable serve``: the browser table's web server (uvicorn running the FastAPI app)."""

from __future__ import annotations

import os

import uvicorn
from pydantic import ValidationError
from rich.console import Console

from spacetable.engine.records import validation_problems
from spacetable.i18n import t
from spacetable.store import Store, database_url, is_postgres
from spacetable.table.terminal import UsageError
from spacetable.web.header_timeout import HeaderTimeoutProtocol
from spacetable.web.record_check import unreadable_games
from spacetable.web.settings import ServerSettings, server_settings

APP_FACTORY = "spacetable.web.app:create_app"


def serve(
    host: str, port: int, workers: int, lang: str, console: Console, *, check: bool = False
) -> None:
    """Start the server and print its address. Several workers need PostgreSQL: with SQLite a
    change in one process would not reach the pages another process serves. With ``check``,
    every stored game is replayed first and those that do not replay are listed (the server
    still serves the others)."""
    url = database_url()
    if workers < 1:
        raise UsageError(t("cli.serve.workers", lang))
    if workers > 1 and not is_postgres(url):
        raise UsageError(t("cli.serve.workers_need_postgres", lang))
    settings = read_settings(lang)
    if check:
        check_records(url, lang, console)
    os.environ["SPACETABLE_DATABASE_URL"] = url  # every worker process reads the same one
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    console.print(
        t("cli.serve.url", lang, url=f"http://{shown}:{port}/", db=safe_url(url)), soft_wrap=True
    )
    uvicorn.run(
        APP_FACTORY,
        factory=True,
        host=host,
        port=port,
        workers=workers,
        http=HeaderTimeoutProtocol,
        timeout_keep_alive=settings.keep_alive_timeout,
        ws_max_size=settings.ws_max_bytes,
        ws_ping_interval=settings.ws_ping_seconds,
        ws_ping_timeout=settings.ws_ping_seconds,
        # Compressing every state message costs more CPU than the bytes it saves on a LAN.
        ws_per_message_deflate=False,
        log_level="warning",
    )


def read_settings(lang: str) -> ServerSettings:
    """The server's limits from the environment; a bad value is a usage error naming it."""
    try:
        return server_settings()
    except ValidationError as exc:
        problems = validation_problems(exc)
        raise UsageError(t("cli.serve.bad_setting", lang, problems=problems)) from exc


def check_records(url: str, lang: str, console: Console) -> int:
    """Replay every stored game; print each that does not replay and a summary. Returns how
    many do not."""
    store = Store(url)
    try:
        store.migrate()
        broken = 0
        for unreadable in unreadable_games(store):
            broken += 1
            console.print(
                t(
                    "cli.serve.unreadable",
                    lang,
                    game_id=unreadable.game_id,
                    reason=unreadable.reason,
                ),
                soft_wrap=True,
                markup=False,
            )
        console.print(t("cli.serve.checked", lang, broken=broken))
        return broken
    finally:
        store.close()


def safe_url(url: str) -> str:
    """The database address without its password."""
    scheme, sep, rest = url.partition("://")
    if "@" not in rest:
        return url
    credentials, _, where = rest.rpartition("@")
    user = credentials.split(":", 1)[0]
    return f"{scheme}{sep}{user}@{where}"
