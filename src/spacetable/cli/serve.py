"""``spacetable serve``: the browser table's web server (uvicorn running the FastAPI app)."""

from __future__ import annotations

import os

import uvicorn
from rich.console import Console

from spacetable.cli.args import UsageError
from spacetable.i18n import t
from spacetable.store import database_url, is_postgres

APP_FACTORY = "spacetable.web.app:create_app"
# A client message is a few hundred bytes; anything far larger is refused at the socket.
WS_MAX_BYTES = 64 * 1024


def serve(host: str, port: int, workers: int, lang: str, console: Console) -> None:
    """Start the server and print its address. Several workers need PostgreSQL: with SQLite a
    change in one process would not reach the pages another process serves."""
    url = database_url()
    if workers < 1:
        raise UsageError(t("cli.serve.workers", lang))
    if workers > 1 and not is_postgres(url):
        raise UsageError(t("cli.serve.workers_need_postgres", lang))
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
        ws_max_size=WS_MAX_BYTES,
        # Compressing every state message costs more CPU than the bytes it saves on a LAN.
        ws_per_message_deflate=False,
        log_level="warning",
    )


def safe_url(url: str) -> str:
    """The database address without its password."""
    scheme, sep, rest = url.partition("://")
    if "@" not in rest:
        return url
    credentials, _, where = rest.rpartition("@")
    user = credentials.split(":", 1)[0]
    return f"{scheme}{sep}{user}@{where}"
