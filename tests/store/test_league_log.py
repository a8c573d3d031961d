"""A league's append-only audit log on SQLite and PostgreSQL."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

import pytest
from sqlalchemy import select

from spacetable.store import (
    LeagueAccess,
    LeagueExists,
    LeagueLog,
    LeagueNotFound,
    Store,
    VersionConflict,
)
from spacetable.store.models import LeagueAccessRow
from spacetable.store.store import hash_token


def test_events_are_stored_in_order_with_who_when_what_why(store: Store) -> None:
    log = LeagueLog(store)
    league = log.create("Битва за Галактику, лето")
    moment = datetime(2026, 6, 1, 9, 30, tzinfo=UTC)
    first = log.append(league, 0, "organiser", "player_joined", {"name": "Аня"}, at=moment)
    second = log.append(
        league, 1, "organiser", "override", {"credits": {"Аня": 50}}, reason="typo in a result"
    )
    assert (first.seq, second.seq) == (0, 1)
    stored = log.events(league)
    assert stored == [first, second]
    assert stored[0].at == moment and stored[0].payload == {"name": "Аня"}
    assert stored[1].reason == "typo in a result"
    assert log.events(league, upto=1) == [first]


def test_a_stale_writer_changes_nothing(store: Store) -> None:
    log = LeagueLog(store)
    league = log.create("L")
    log.append(league, 0, "organiser", "advance", {})
    with pytest.raises(VersionConflict):
        log.append(league, 0, "someone", "advance", {})
    assert len(log.events(league)) == 1


def test_leagues_by_name(store: Store) -> None:
    log = LeagueLog(store)
    league = log.create("Spring")
    assert log.find("Spring") == league and log.find("Autumn") is None
    with pytest.raises(LeagueExists):
        log.create("Spring")
    log.create("Summer")
    assert log.names() == ["Spring", "Summer"]
    with pytest.raises(LeagueNotFound):
        log.events("nope")
    with pytest.raises(LeagueNotFound):
        log.append("nope", 0, "organiser", "advance", {})


@pytest.mark.parametrize(
    ("field", "value"), [("actor", ""), ("actor", "x" * 81), ("kind", "k" * 41), ("reason", " ")]
)
def test_bad_fields_are_refused(store: Store, field: str, value: str) -> None:
    log = LeagueLog(store)
    league = log.create("L")
    fields = {"actor": "organiser", "kind": "advance", "reason": None, field: value}
    with pytest.raises(ValueError, match=field):
        log.append(league, 0, fields["actor"], fields["kind"], {}, reason=fields["reason"])
    with pytest.raises(ValueError, match="naive"):
        log.append(league, 0, "organiser", "advance", {}, at=datetime(2026, 6, 1))
    assert log.events(league) == []


def test_concurrent_writers_never_share_a_number(store: Store) -> None:
    log = LeagueLog(store)
    league = log.create("L")
    stored: list[int] = []

    def write(worker: int) -> None:
        for _ in range(10):
            while True:
                seen = len(log.events(league))
                try:
                    stored.append(log.append(league, seen, f"w{worker}", "note", {}).seq)
                    break
                except VersionConflict:
                    continue

    threads = [threading.Thread(target=write, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(stored) == list(range(40))
    assert [e.seq for e in log.events(league)] == list(range(40))


def test_one_commands_events_are_stored_together_or_not_at_all(store: Store) -> None:
    log = LeagueLog(store)
    league = log.create("L")
    stored = log.append_many(league, 0, "player:p1", [("a", {"n": 1}), ("b", {"n": 2})], "why")
    assert [(e.seq, e.kind, e.reason) for e in stored] == [(0, "a", "why"), (1, "b", "why")]
    with pytest.raises(VersionConflict):
        log.append_many(league, 1, "player:p2", [("c", {}), ("d", {})])
    with pytest.raises(ValueError, match="kind"):
        log.append_many(league, 2, "organiser", [("ok", {}), ("", {})])
    assert [e.kind for e in log.events(league)] == ["a", "b"]
    assert [e.kind for e in log.events(league, since=1)] == ["b"]


def test_links_open_their_league_and_player_and_a_reissue_revokes_the_old(store: Store) -> None:
    log = LeagueLog(store)
    league, other = log.create("L"), log.create("M")
    console = log.issue_link(league, None)
    anna = log.issue_link(league, "p1")
    boris = log.issue_link(other, "p1")
    assert log.find_access(console) == LeagueAccess(league, None)
    assert log.find_access(anna) == LeagueAccess(league, "p1")
    assert log.find_access(boris) == LeagueAccess(other, "p1")
    again = log.issue_link(league, "p1")
    assert log.find_access(anna) is None and log.find_access(again) == LeagueAccess(league, "p1")
    assert log.find_access(console) == LeagueAccess(league, None)  # only p1's link changed
    assert log.find_access(boris) == LeagueAccess(other, "p1")
    for bad in ("", "x" * 32, "short", "../" * 11, console + "x"):
        assert log.find_access(bad) is None
    with pytest.raises(LeagueNotFound):
        log.issue_link("nope", None)
    assert log.ids() == [league, other]


def test_only_a_links_hash_is_stored(store: Store) -> None:
    log = LeagueLog(store)
    token = log.issue_link(log.create("L"), None)
    with store.read() as connection:
        rows = connection.execute(select(LeagueAccessRow.token_hash)).scalars().all()
    assert rows == [hash_token(token)] and token not in rows
