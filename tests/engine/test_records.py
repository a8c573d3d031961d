from pathlib import Path

import pytest

from spacetable.engine import (
    GameRecord,
    RandomAgent,
    RecordError,
    UnknownGameError,
    get_game,
    play_match,
    replay,
)
from spacetable.engine.records import load, loads, save
from spacetable.engine.registry import game_ids


def _finished_match() -> tuple[GameRecord, object]:
    game = get_game("star-realms")
    result = play_match(game, [RandomAgent(1), RandomAgent(2)], {"sets": ["core"]}, 5)
    assert result.outcome is not None
    return result.record, result.state


def test_registry() -> None:
    assert "star-realms" in game_ids()
    with pytest.raises(UnknownGameError, match="unknown game 'chess'"):
        get_game("chess")


def test_save_load_replay_gives_identical_state(tmp_path: Path) -> None:
    record, state = _finished_match()
    path = tmp_path / "game.json"
    save(record, path)
    loaded = load(path)
    assert loaded == record
    _, again = replay(loaded)
    assert again.fingerprint() == state.fingerprint()  # type: ignore[attr-defined]


def test_replay_stops_at_the_bad_action_with_its_index() -> None:
    record, _ = _finished_match()
    broken = record.model_copy(update={"actions": [*record.actions[:3], "buy row 9"]})
    with pytest.raises(RecordError, match="action #3"):
        replay(broken)
    extra = record.model_copy(update={"actions": [*record.actions, "end"]})
    with pytest.raises(RecordError, match="after the game ended"):
        replay(extra)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"game": "star-realms"}', "seed"),
        ('{"game": "star-realms", "seed": "x", "actions": []}', "seed"),
        ('{"game": "star-realms", "seed": 1, "actions": [3]}', "actions"),
        ('{"game": "star-realms", "seed": 1, "bogus": 1}', "bogus"),
    ],
)
def test_corrupt_records_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        loads(text, source="save.json")


def test_bad_options_and_unknown_game_in_a_record() -> None:
    with pytest.raises(RecordError, match="bad options"):
        replay(GameRecord(game="star-realms", options={"sets": ["moon"]}, seed=1))
    with pytest.raises(UnknownGameError):
        replay(GameRecord(game="go", seed=1))


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "missing.json")
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError):
        load(binary)


def test_save_is_atomic_and_leaves_no_temp_file(tmp_path: Path) -> None:
    record, _ = _finished_match()
    path = tmp_path / "game.json"
    save(record, path)
    save(record, path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
