import pytest
from hypothesis import given
from hypothesis import strategies as st

from spacetable.engine import Action, IllegalActionError, action_from_json, parse_action

words = st.from_regex(r"[a-z_][a-z0-9_]{0,8}", fullmatch=True)
args = st.lists(st.one_of(st.integers(min_value=0, max_value=10_000), words), max_size=4)


@given(words, args)
def test_text_and_json_forms_round_trip(kind: str, arguments: list[int | str]) -> None:
    action = Action(kind, tuple(arguments))
    assert parse_action(action.text()) == action
    assert action_from_json(action.to_json()) == action


def test_examples() -> None:
    assert parse_action("buy row 2") == Action("buy", ("row", 2))
    assert parse_action("  Attack  base 1 0 ") == Action("attack", ("base", 1, 0))
    assert str(Action("done")) == "done"
    assert Action("choose", (1,)).to_json() == {"kind": "choose", "args": [1]}


@pytest.mark.parametrize("text", ["", "   ", "play 3!", "бой 1", "9lives", "play 1.5"])
def test_malformed_text_is_rejected(text: str) -> None:
    with pytest.raises(IllegalActionError, match="malformed"):
        parse_action(text)


# str.isdigit() is true for superscripts and other scripts' digits, which int() refuses or
# reads as another number: only ASCII digits, one minus sign, a count's length make a number.
@pytest.mark.parametrize(
    "text", ["play --5", "play ²", "play ⁵", "play ٣", "play -", "play 1" + "0" * 18, "play 5-"]
)
def test_number_like_text_is_malformed(text: str) -> None:
    with pytest.raises(IllegalActionError, match="malformed"):
        parse_action(text)


def test_negative_and_padded_numbers_are_numbers() -> None:
    assert parse_action("move -3 007") == Action("move", (-3, 7))


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"args": []},
        {"kind": 3},
        {"kind": "play", "args": [True]},
        {"kind": "play", "x": 1},
        {"kind": "play", "args": "1"},
        {"kind": "play", "args": [1.5]},
    ],
)
def test_malformed_json_is_rejected(data: object) -> None:
    with pytest.raises(IllegalActionError, match="malformed"):
        action_from_json(data)
