"""A league's append-only audit log: every change is an event (who, when, what, why), stored
in order; the league's state is rebuilt from its events, so nothing is lost on restart and
any past moment can be viewed."""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, insert, select, update
from sqlalchemy.exc import IntegrityError

from spacetable.store.models import LeagueAccessRow, LeagueEventRow, LeagueRow
from spacetable.store.store import TOKEN_BYTES, Store, VersionConflict, hash_token, is_token

MAX_NAME = 120
MAX_ACTOR = 80
MAX_KIND = 40
MAX_REASON = 500


class LeagueExists(ValueError):
    """A league of that name is already stored."""


class LeagueNotFound(LookupError):
    """No league has that id or name."""


@dataclass(frozen=True)
class LeagueAccess:
    """What a secret link opens: a league's organiser console (``player`` None) or one
    player's page."""

    league_id: str
    player: str | None


@dataclass(frozen=True)
class LeagueEvent:
    """One stored event; ``seq`` counts from 0 without gaps."""

    seq: int
    at: datetime
    actor: str
    kind: str
    payload: dict[str, Any]
    reason: str | None


class LeagueLog:
    """Leagues and their events in the store's database."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def create(self, name: str) -> str:
        """Store a new league with an empty log; its id. Raises :class:`LeagueExists`."""
        _check("name", name, MAX_NAME)
        league_id = uuid.uuid4().hex
        try:
            with self.store.write() as connection:
                connection.execute(
                    insert(LeagueRow).values(
                        id=league_id, name=name, events=0, created_at=datetime.now(UTC)
                    )
                )
        except IntegrityError as exc:
            raise LeagueExists(name) from exc
        return league_id

    def find(self, name: str) -> str | None:
        """The id of the league called ``name``, or None."""
        with self.store.read() as connection:
            found = connection.execute(select(LeagueRow.id).where(LeagueRow.name == name))
            return found.scalar_one_or_none()

    def names(self) -> list[str]:
        """Every league's name, oldest first."""
        with self.store.read() as connection:
            rows = connection.execute(select(LeagueRow.name).order_by(LeagueRow.created_at))
            return list(rows.scalars())

    def append(
        self,
        league_id: str,
        expected: int,
        actor: str,
        kind: str,
        payload: dict[str, Any],
        reason: str | None = None,
        at: datetime | None = None,
    ) -> LeagueEvent:
        """Append one event, if the log still holds ``expected`` events (else
        :class:`VersionConflict`: someone else wrote first; nothing is stored)."""
        return self.append_many(league_id, expected, actor, [(kind, payload)], reason, at)[0]

    def append_many(
        self,
        league_id: str,
        expected: int,
        actor: str,
        events: Sequence[tuple[str, dict[str, Any]]],
        reason: str | None = None,
        at: datetime | None = None,
    ) -> list[LeagueEvent]:
        """Append ``events`` (kind, payload) in one transaction, if the log still holds
        ``expected`` events (else :class:`VersionConflict`; nothing is stored): one
        command's events are stored all together or not at all."""
        _check("actor", actor, MAX_ACTOR)
        _check("reason", reason, MAX_REASON)
        for kind, _ in events:
            _check("kind", kind, MAX_KIND)
        if at is not None and at.tzinfo is None:
            raise ValueError("naive datetime: give the moment with its time zone")
        when = at or datetime.now(UTC)
        with self.store.write() as connection:
            query = select(LeagueRow.events).where(LeagueRow.id == league_id)
            if self.store.is_postgres:
                query = query.with_for_update()
            count = connection.execute(query).scalar_one_or_none()
            if count is None:
                raise LeagueNotFound(league_id)
            if count != expected:
                raise VersionConflict(f"league {league_id} has {count} events, not {expected}")
            stored = [
                LeagueEvent(count + offset, when, actor, kind, payload, reason)
                for offset, (kind, payload) in enumerate(events)
            ]
            if stored:
                connection.execute(
                    insert(LeagueEventRow),
                    [
                        {
                            "league_id": league_id,
                            "seq": e.seq,
                            "at": e.at,
                            "actor": e.actor,
                            "kind": e.kind,
                            "payload": e.payload,
                            "reason": e.reason,
                        }
                        for e in stored
                    ],
                )
                connection.execute(
                    update(LeagueRow)
                    .where(LeagueRow.id == league_id)
                    .values(events=count + len(stored))
                )
        return stored

    def issue_link(self, league_id: str, player: str | None) -> str:
        """A new secret token for the organiser's console (``player`` None) or a player's
        page; it replaces the previous one (a lost or leaked link is reissued). Only its
        hash is stored."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        owner = (
            LeagueAccessRow.player.is_(None)
            if player is None
            else (LeagueAccessRow.player == player)
        )
        with self.store.write() as connection:
            if (
                connection.execute(select(LeagueRow.id).where(LeagueRow.id == league_id)).first()
                is None
            ):
                raise LeagueNotFound(league_id)
            connection.execute(
                delete(LeagueAccessRow).where(LeagueAccessRow.league_id == league_id, owner)
            )
            connection.execute(
                insert(LeagueAccessRow).values(
                    token_hash=hash_token(token),
                    league_id=league_id,
                    player=player,
                    created_at=datetime.now(UTC),
                )
            )
        return token

    def find_access(self, token: str) -> LeagueAccess | None:
        """What ``token`` opens, or None for an unknown or malformed token."""
        if not is_token(token):
            return None
        with self.store.read() as connection:
            row = connection.execute(
                select(LeagueAccessRow.league_id, LeagueAccessRow.player).where(
                    LeagueAccessRow.token_hash == hash_token(token)
                )
            ).first()
        return None if row is None else LeagueAccess(row.league_id, row.player)

    def ids(self) -> list[str]:
        """Every league's id, oldest first."""
        with self.store.read() as connection:
            rows = connection.execute(select(LeagueRow.id).order_by(LeagueRow.created_at))
            return list(rows.scalars())

    def events(self, league_id: str, upto: int | None = None, since: int = 0) -> list[LeagueEvent]:
        """The league's events in order: from number ``since``, and only the first ``upto``
        of the log when given."""
        with self.store.read() as connection:
            if (
                connection.execute(select(LeagueRow.id).where(LeagueRow.id == league_id)).first()
                is None
            ):
                raise LeagueNotFound(league_id)
            query = (
                select(
                    LeagueEventRow.seq,
                    LeagueEventRow.at,
                    LeagueEventRow.actor,
                    LeagueEventRow.kind,
                    LeagueEventRow.payload,
                    LeagueEventRow.reason,
                )
                .where(LeagueEventRow.league_id == league_id)
                .order_by(LeagueEventRow.seq)
            )
            if upto is not None:
                query = query.where(LeagueEventRow.seq < upto)
            if since:
                query = query.where(LeagueEventRow.seq >= since)
            return [
                LeagueEvent(row.seq, row.at, row.actor, row.kind, row.payload, row.reason)
                for row in connection.execute(query)
            ]


def _check(what: str, value: str | None, limit: int) -> None:
    if value is not None and not value.strip():
        raise ValueError(f"{what} is empty")
    if value is not None and len(value) > limit:
        raise ValueError(f"{what} is longer than {limit} characters")
