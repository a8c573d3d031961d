"""The league's HTTP routes: creating a league, its pages, and the JSON API a page opened
by a secret link uses (docs/web.md, "League").

A token opens the organiser's console (player None) or one player's page
(:meth:`~spacetable.store.LeagueLog.find_access`); every answer is built for that viewer, so
a player never receives what they may not see. The work is done in the thread pool by
:class:`LeagueApi` through the server's one :class:`~spacetable.league.service.LeagueService`.
Errors are ``{"error": {"code", "message"}}`` (a refusal adds ``reasons``).
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any, TypeVar

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from pydantic import BaseModel, Field, ValidationError
from starlette.concurrency import run_in_threadpool

from spacetable.engine.records import field_errors
from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.battles import battle_sheet
from spacetable.league.office.commands import MAX_REASON, ORGANISER, Actor
from spacetable.league.office.describe import describe, shown_kind
from spacetable.league.season.state import League
from spacetable.league.service import CLOCK, LeagueService
from spacetable.store import LeagueAccess, LeagueEvent, LeagueNotFound, VersionConflict
from spacetable.web.league_map import league_map
from spacetable.web.league_options import hidden_refusals, options
from spacetable.web.league_view import league_view
from spacetable.web.protocol import Strict
from spacetable.web.server import Server

LANGS = ("ru", "en")
MAX_MAP = 200_000
# Query parameters of the options endpoint that are not the command's arguments.
OPTION_PARAMS = {"command", "player", "lang"}

NOT_FOUND = Reason(
    "This link opens no league page: check it, or ask the organiser for a new one.",
    "По этой ссылке нет страницы лиги: проверьте её или попросите у организатора новую.",
)
MALFORMED = Reason("Malformed request: {problems}", "Неверный запрос: {problems}")
BAD_LANG = "lang: ru or en / язык: ru или en"
ORGANISER_ONLY = Reason(
    "only the organiser may reissue links", "выдавать новые ссылки может только организатор"
)
BUSY = Reason(
    "the league is busy with other changes; try again",
    "лига занята другими изменениями; попробуйте ещё раз",
)
NO_BATTLE = Reason("there is no battle {battle!r}", "боя {battle!r} нет")
NO_MOMENT = Reason(
    "there is no moment {at!r}: the log has events 1 to {events}",
    "момента {at!r} нет: в журнале события с 1 по {events}",
)
ACTORS = {
    ORGANISER: {"en": "Organiser", "ru": "Организатор"},
    CLOCK: {"en": "The clock", "ru": "Часы лиги"},
}


Body = TypeVar("Body", bound=BaseModel)


class LeagueApiError(Exception):
    """An answer other than 200: ``status``, ``code``, the ``message`` and, for a refusal,
    every reason."""

    def __init__(
        self, status: int, code: str, message: str, reasons: list[str] | None = None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.reasons = reasons


def _refused(reasons: list[Reason], lang: str) -> LeagueApiError:
    texts = [r.text(lang) for r in reasons]
    return LeagueApiError(409, "refused", "; ".join(texts), texts)


def _not_found(lang: str, reason: Reason = NOT_FOUND, **fields: Any) -> LeagueApiError:
    return LeagueApiError(404, "not_found", reason.text(lang).format(**fields))


def _malformed(problems: str, lang: str) -> LeagueApiError:
    return LeagueApiError(422, "bad_request", MALFORMED.text(lang).format(problems=problems))


class CreateLeague(Strict):
    """A new league: its name, first Monday, time zone and map (YAML; None: the default)."""

    name: str = Field(min_length=1, max_length=120)
    start: date | None = None
    tz: str | None = Field(default=None, min_length=1, max_length=64)
    map: str | None = Field(default=None, max_length=MAX_MAP)


class CommandRequest(Strict):
    """A command sent from a league page (the organiser acting for a player names them and
    a reason)."""

    name: str = Field(min_length=1, max_length=40)
    args: dict[str, Any] = Field(default_factory=dict)
    player: str | None = Field(default=None, max_length=40)
    reason: str | None = Field(default=None, max_length=MAX_REASON)


class LinkRequest(Strict):
    """Whose link to reissue: a player's, or the organiser's (None)."""

    player: str | None = Field(default=None, max_length=40)


def actor_name(league: League, actor: str, lang: str) -> str:
    """Who stored an event, as the history shows them."""
    if actor in ACTORS:
        return ACTORS[actor][lang]
    player = actor.removeprefix("player:")
    found = league.players.get(player)
    return found.name if found else actor


class LeagueApi:
    """The league endpoints' work, done in the thread pool, for one viewer at a time."""

    def __init__(self, service: LeagueService) -> None:
        self.service = service

    def access(self, token: str, lang: str) -> LeagueAccess:
        """What ``token`` opens; ``not_found`` for any other token."""
        found = self.service.log.find_access(token)
        if found is None:
            raise _not_found(lang)
        return found

    def create(self, body: CreateLeague, lang: str) -> dict[str, Any]:
        """Create a league and its organiser's link."""
        payload = self.service.creation_payload(body.name, body.start, body.tz, body.map)
        try:
            league_id = self.service.create(payload)
        except Refused as refused:
            raise _refused(refused.reasons, lang) from refused
        token = self.service.log.issue_link(league_id, None)
        return {"league": league_id, "name": payload["name"], "organiser_token": token}

    def view(self, token: str, lang: str) -> dict[str, Any]:
        """The league now, as the token's viewer sees it."""
        access = self.access(token, lang)
        with self.service.state(access.league_id) as (events, league):
            return league_view(
                league, access.league_id, len(events), access.player, lang, live=True
            )

    def _past(self, access: LeagueAccess, at: str, lang: str) -> tuple[League, int]:
        """The league after its first ``at`` events (1 to the log's length)."""
        with self.service.state(access.league_id) as (events, _):
            count = len(events)
        if not at.isdigit() or not 1 <= int(at) <= count:
            raise _malformed(NO_MOMENT.text(lang).format(at=at, events=count), lang)
        return self.service.past(access.league_id, int(at)), int(at)

    def past_view(self, token: str, at: str, lang: str) -> dict[str, Any]:
        """The league after its first ``at`` events, read-only."""
        access = self.access(token, lang)
        league, count = self._past(access, at, lang)
        return league_view(league, access.league_id, count, access.player, lang, live=False)

    def map(self, token: str, at: str | None, lang: str) -> str:
        """The map as SVG, now or after the first ``at`` events."""
        access = self.access(token, lang)
        if at is not None:
            return league_map(self._past(access, at, lang)[0], access.player, lang)
        with self.service.state(access.league_id) as (_, league):
            return league_map(league, access.player, lang)

    def options(self, token: str, query: dict[str, str], lang: str) -> dict[str, Any]:
        """A command's choices for the viewer, each dry-run."""
        access = self.access(token, lang)
        name = query.get("command")
        if not name:
            raise _malformed("command", lang)
        given = {k: _query_value(v) for k, v in query.items() if k not in OPTION_PARAMS}
        with self.service.state(access.league_id) as (_, league):
            try:
                return options(league, access.player, name, query.get("player"), given, lang)
            except Refused as refused:
                raise _refused(refused.reasons, lang) from refused

    def command(self, token: str, body: CommandRequest, lang: str) -> dict[str, Any]:
        """Run a command for the viewer; the events stored, described, and the new
        player's link after a registration."""
        access = self.access(token, lang)
        viewer = access.player
        # Under the service's lock: the state the hidden check saw is the one the command
        # runs on (the clock cannot open the attack phase in between).
        with self.service.state(access.league_id) as (_, league):
            try:
                hidden = hidden_refusals(league, viewer, body.name)
                if hidden:
                    raise Refused(hidden)
                stored = self.service.run(
                    access.league_id,
                    Actor(viewer),
                    body.name,
                    body.args,
                    player=body.player,
                    reason=body.reason,
                )
            except Refused as refused:
                raise _refused(refused.reasons, lang) from refused
            except VersionConflict as conflict:
                raise LeagueApiError(409, "busy", BUSY.text(lang)) from conflict
            described = [_event(league, e, lang, viewer) for e in stored]
        links = {}
        if viewer is None:
            for event in stored:
                if event.kind == "player_registered":
                    player = event.payload["player"]
                    links[player] = self.service.log.issue_link(access.league_id, player)
        return {"events": described, "links": links}

    def link(self, token: str, body: LinkRequest, lang: str) -> dict[str, str]:
        """A new link for a player or the organiser; the old one stops working."""
        access = self.access(token, lang)
        if access.player is not None:
            raise _refused([ORGANISER_ONLY], lang)
        with self.service.state(access.league_id) as (_, league):
            known = body.player is None or body.player in league.players
        if not known:
            reason = Reason(f"no player {body.player!r}", f"нет игрока {body.player!r}")
            raise _refused([reason], lang)
        return {"token": self.service.log.issue_link(access.league_id, body.player)}

    def history(self, token: str, lang: str) -> dict[str, Any]:
        """The whole audit log, described for the viewer."""
        access = self.access(token, lang)
        with self.service.state(access.league_id) as (events, league):
            return {
                "events": [
                    _event(league, e, lang, access.player)
                    | {
                        "at": e.at.isoformat(),
                        "round": number,
                        "actor": actor_name(league, e.actor, lang),
                        "reason": e.reason,
                    }
                    for e, number in zip(events, rounds(events), strict=True)
                ]
            }

    def sheet(self, token: str, battle: str, lang: str) -> dict[str, Any]:
        """A battle's sheet for the table."""
        access = self.access(token, lang)
        with self.service.state(access.league_id) as (_, league):
            if battle not in league.battles:
                raise _not_found(lang, NO_BATTLE, battle=battle)
            return battle_sheet(league, battle, lang)


def rounds(events: list[LeagueEvent]) -> list[int]:
    """The league's round after each event (0 before the season starts)."""
    numbers, current = [], 0
    for event in events:
        if event.kind == "season_started":
            current = 1
        elif event.kind == "phase_opened":
            current = event.payload["round"]
        numbers.append(current)
    return numbers


def _event(league: League, event: LeagueEvent, lang: str, viewer: str | None) -> dict[str, Any]:
    """An event as ``viewer`` may see it: its number, kind and description."""
    return {
        "seq": event.seq,
        "kind": shown_kind(league, event.kind, event.payload, viewer),
        "text": describe(league, event.kind, event.payload, lang, viewer),
    }


def _error_response(exc: LeagueApiError) -> JSONResponse:
    error: dict[str, Any] = {"code": exc.code, "message": exc.message}
    if exc.reasons is not None:
        error["reasons"] = exc.reasons
    return JSONResponse({"error": error}, status_code=exc.status)


def _query_value(text: str) -> Any:
    """A command argument from the query: JSON (true, 3, ...) or else the text itself."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def _lang(request: Request) -> str:
    lang = request.query_params.get("lang", "ru")
    if lang not in LANGS:
        raise LeagueApiError(422, "bad_request", BAD_LANG)
    return lang


async def _body(request: Request, model: type[Body], lang: str) -> Body:
    """The request's JSON body as ``model``; ``bad_request`` naming every problem."""
    raw = await request.body()  # its size is capped by the server's guard
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError) as exc:
        raise _malformed(f"JSON: {exc}", lang) from exc
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{f}: {m}" for f, m in field_errors(exc.errors(), "body"))
        raise _malformed(problems, lang) from exc


def add_league(app: FastAPI, server: Server, shell: str) -> None:
    """The league's pages and API on ``app``, working through ``server.leagues``; the pages
    are ``shell``, the page every address starts from (``page.html`` with each game's
    stylesheets linked, :func:`spacetable.web.app._page_html`)."""
    api = LeagueApi(server.leagues)

    @app.exception_handler(LeagueApiError)
    async def league_error(request: Request, exc: LeagueApiError) -> JSONResponse:
        return _error_response(exc)

    @app.exception_handler(LeagueNotFound)
    async def league_gone(request: Request, exc: LeagueNotFound) -> JSONResponse:
        lang = request.query_params.get("lang", "ru")
        return _error_response(_not_found(lang if lang in LANGS else "ru"))

    @app.get("/league", include_in_schema=False)
    @app.get("/league/{token}", include_in_schema=False)
    async def page() -> HTMLResponse:
        return HTMLResponse(shell)

    @app.post("/api/leagues", status_code=201)
    async def create(request: Request) -> dict[str, Any]:
        lang = _lang(request)
        body = await _body(request, CreateLeague, lang)
        server.count_creation(request.client, lang)
        return await run_in_threadpool(api.create, body, lang)

    @app.get("/api/league/{token}")
    async def view(token: str, request: Request) -> dict[str, Any]:
        return await run_in_threadpool(api.view, token, _lang(request))

    @app.get("/api/league/{token}/map.svg")
    async def galaxy(token: str, request: Request) -> Response:
        at = request.query_params.get("at")
        svg = await run_in_threadpool(api.map, token, at, _lang(request))
        return Response(svg, media_type="image/svg+xml")

    @app.get("/api/league/{token}/options")
    async def choices(token: str, request: Request) -> dict[str, Any]:
        query = dict(request.query_params)
        return await run_in_threadpool(api.options, token, query, _lang(request))

    @app.post("/api/league/{token}/commands")
    async def command(token: str, request: Request) -> dict[str, Any]:
        lang = _lang(request)
        body = await _body(request, CommandRequest, lang)
        return await run_in_threadpool(api.command, token, body, lang)

    @app.post("/api/league/{token}/links")
    async def link(token: str, request: Request) -> dict[str, str]:
        lang = _lang(request)
        body = await _body(request, LinkRequest, lang)
        return await run_in_threadpool(api.link, token, body, lang)

    @app.get("/api/league/{token}/history")
    async def history(token: str, request: Request) -> dict[str, Any]:
        return await run_in_threadpool(api.history, token, _lang(request))

    @app.get("/api/league/{token}/sheet/{battle}")
    async def sheet(token: str, battle: str, request: Request) -> dict[str, Any]:
        return await run_in_threadpool(api.sheet, token, battle, _lang(request))

    @app.get("/api/league/{token}/at/{at}")
    async def past(token: str, at: str, request: Request) -> dict[str, Any]:
        return await run_in_threadpool(api.past_view, token, at, _lang(request))
