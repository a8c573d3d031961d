"""The limits a public server needs, with their defaults, each changeable by an environment
variable ``SPACETABLE_<NAME>`` (``SPACETABLE_MAX_BODY_BYTES=131072``). Every worker process
reads the same environment, so every worker applies the same limits. ``docs/web.md`` lists
them."""

from __future__ import annotations

from functools import cache

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

KIB = 1024


class ServerSettings(BaseSettings):
    """Limits on what one client may make the server hold or do."""

    model_config = SettingsConfigDict(env_prefix="SPACETABLE_", extra="ignore", frozen=True)

    max_body_bytes: int = Field(default=64 * KIB, ge=1 * KIB)
    """A request body of the table's API (a new game, an action) in bytes."""
    max_league_body_bytes: int = Field(default=256 * KIB, ge=1 * KIB)
    """A request body of the league's API (a new league carries its map's YAML)."""
    ws_max_bytes: int = Field(default=64 * KIB, ge=4 * KIB)
    """A WebSocket frame: a longer one closes the socket (1009) before it is read."""
    ws_messages_per_second: int = Field(default=20, ge=1)
    """Messages one WebSocket may send a second; more are refused as ``rate_limited``."""
    ws_outbox: int = Field(default=64, ge=4)
    """Replies queued for a page that does not read them before its socket is closed."""
    connections_per_address: int = Field(default=64, ge=1)
    """Open WebSockets from one client address (per worker)."""
    games_per_minute: int = Field(default=10, ge=1)
    """Games and leagues one client address may create a minute (per worker)."""
    bot_threads: int = Field(default=2, ge=1)
    """Threads that run the searching bots (expert, ISMCTS, flat Monte Carlo), one move at a
    time, taking the games in turn."""
    quick_bot_threads: int = Field(default=1, ge=1)
    """Threads that run the bots which answer at once (random, greedy, easy...), so that no
    searching bot ever delays them."""
    header_timeout: float = Field(default=10.0, gt=0)
    """Seconds a connection may take to send a request's headers before it is closed."""
    keep_alive_timeout: int = Field(default=5, ge=1)
    """Seconds an idle HTTP connection is kept open between requests."""
    ws_ping_seconds: float = Field(default=20.0, gt=0)
    """A page's socket is pinged this often and dropped when a ping goes unanswered as long."""


@cache
def server_settings() -> ServerSettings:
    """The settings of this process, read from its environment once."""
    return ServerSettings()
