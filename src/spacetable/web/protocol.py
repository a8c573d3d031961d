"""What clients may send: HTTP request bodies and WebSocket messages, strictly validated.
Anything else (unknown fields, wrong types, oversize text) is refused as malformed."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from spacetable.engine.records import validation_problems
from spacetable.web.game_tables import default_game

Lang = Literal["ru", "en"]
MAX_ACTION = 200
MAX_MESSAGE = 4096
MAX_TOKENS = 200


class Strict(BaseModel):
    """A client message: unknown fields are an error, not ignored."""

    model_config = ConfigDict(extra="forbid")


class CreateGame(Strict):
    """The lobby's new game: options, who sits in each seat, optional names; without a game, the
    lobby's first."""

    game: str = Field(default_factory=default_game, max_length=40)
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[Annotated[str, Field(max_length=40)]] = Field(min_length=1, max_length=6)
    names: list[str | None] = Field(default_factory=list, max_length=6)
    lang: Lang = "ru"


class Tokens(Strict):
    """The seat tokens a browser holds."""

    tokens: list[Annotated[str, Field(max_length=100)]] = Field(max_length=MAX_TOKENS)


class ActionRequest(Strict):
    """An action for the token's seat; with ``version``, only if the game is still there."""

    action: str = Field(max_length=MAX_ACTION)
    version: int | None = None


class Act(ActionRequest):
    """WebSocket: take an action."""

    type: Literal["act"]


class SetLang(Strict):
    """WebSocket: switch the language of everything sent."""

    type: Literal["lang"]
    lang: Lang


class Ping(Strict):
    """WebSocket: are you there?"""

    type: Literal["ping"]


ClientMessage = Annotated[Act | SetLang | Ping, Field(discriminator="type")]
_MESSAGE = TypeAdapter[Act | SetLang | Ping](ClientMessage)


class MalformedMessage(ValueError):
    """A WebSocket message that is not one of the messages above."""


def parse_message(raw: str | bytes | None) -> Act | SetLang | Ping:
    """Validate one WebSocket message; :class:`MalformedMessage` says what is wrong."""
    if not isinstance(raw, str):
        raise MalformedMessage("expected a JSON text message")
    if len(raw) > MAX_MESSAGE:
        raise MalformedMessage(f"message longer than {MAX_MESSAGE} characters")
    try:
        return _MESSAGE.validate_json(raw)
    except ValidationError as exc:
        raise MalformedMessage(validation_problems(exc)) from exc
