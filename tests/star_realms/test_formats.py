"""One test (or a small group) per rule of the multiplayer formats, rule book pp. 13-18:
copies of the game, free-for-all, hunter, hydra, emperor and raid."""

from __future__ import annotations

from collections import Counter

import pytest

from spacetable.engine import IllegalActionError, Rng
from spacetable.games.star_realms.formats import make_format
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import (
    GAME,
    act,
    card_census,
    expected_census,
    ids,
    legal,
    names,
    play,
    table,
)

SETS = ("core", "colony_wars")


def player_attacks(st: StarRealmsState) -> list[str]:
    """The legal attacks on players, in text form."""
    return [a for a in legal(st) if a.startswith("attack player")]


def attackable_players(st: StarRealmsState) -> set[int]:
    """Seats the active player may attack now."""
    return {int(a.split()[2]) for a in player_attacks(st)}


def attackable_base_owners(st: StarRealmsState) -> set[int]:
    """Seats whose bases the active player may attack now."""
    return {int(a.split()[2]) for a in legal(st) if a.startswith("attack base")}


def rejected(st: StarRealmsState, text: str, match: str | None = None) -> None:
    """``text`` is illegal: it raises and leaves the state exactly as it was."""
    before = st.fingerprint()
    with pytest.raises(IllegalActionError, match=match):
        act(st, text)
    assert st.fingerprint() == before


def decision_owners(st: StarRealmsState) -> set[int]:
    """Owners of the bases a pending base-choosing decision offers."""
    assert st.decision is not None
    return {owner for owner, _ in st.decision.options}


def hand_sizes(st: StarRealmsState) -> list[int]:
    return [len(ps.hand) for ps in st.players]


# --------------------------------------------------------------------------- options (p. 13-18)


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"format": "melee"}, "unknown format"),
        ({"format": "hydra", "players": 5}, "hydra.*4, 6"),
        ({"format": "hydra", "players": 3}, "hydra"),
        ({"format": "emperor", "players": 4}, "emperor.*6"),
        ({"format": "ffa", "players": 2}, "ffa"),
        ({"format": "ffa", "players": 7}, "ffa"),
        ({"format": "hunter", "players": 7}, "hunter"),
        ({"format": "raid", "players": 2}, "raid"),
        ({"format": "duel", "players": 3}, "duel"),
        ({"format": "ffa", "players": "4"}, "whole number"),
        ({"format": "ffa", "players": True}, "whole number"),
    ],
)
def test_bad_format_options_are_rejected(options: dict[str, object], match: str) -> None:
    """Each format names the player counts it is for (ffa/hunter/raid 3-6, hydra 4 or 6,
    emperor 6); anything else is refused."""
    with pytest.raises(ValueError, match=match):
        GAME.normalize_options(options)
    with pytest.raises(ValueError, match=match):
        GAME.setup(options, 1)


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({}, ("duel", 2)),
        ({"format": "ffa"}, ("ffa", 4)),
        ({"format": "hunter", "players": 3}, ("hunter", 3)),
        ({"format": "hydra", "players": 6}, ("hydra", 6)),
        ({"format": "emperor"}, ("emperor", 6)),
        ({"format": "raid", "players": 5}, ("raid", 5)),
    ],
)
def test_format_options_are_normalized(
    options: dict[str, object], expected: tuple[str, int]
) -> None:
    """Without a format the two-player game is played; a format without a count gets its
    usual one."""
    normalized = GAME.normalize_options(options)
    assert (normalized["format"], normalized["players"]) == expected
    assert len(GAME.setup(options, 1).players) == expected[1]


# --------------------------------------------------------------------------- copies of the game (p. 13)


@pytest.mark.parametrize(
    ("fmt", "players", "copies"),
    [
        ("ffa", 3, 2),
        ("ffa", 4, 2),
        ("ffa", 5, 3),
        ("ffa", 6, 3),
        ("hunter", 3, 2),
        ("hydra", 4, 2),
        ("hydra", 6, 3),
        ("emperor", 6, 3),
        ("raid", 4, 2),
        ("raid", 5, 3),
    ],
)
def test_three_or_four_players_use_two_copies_five_or_six_three(
    fmt: str, players: int, copies: int
) -> None:
    """3-4 players: two copies of the chosen sets (trade deck doubled, 20 Explorers);
    5-6 players: three copies (30 Explorers). Every player has 8 Scouts and 2 Vipers."""
    st = GAME.setup({"format": fmt, "players": players}, 3)
    assert card_census(st) == expected_census(SETS, players, copies)
    assert st.explorers == 10 * copies
    assert len(st.trade_deck) + 5 == len(st.db.trade_deck) * copies
    for ps in st.players:
        assert Counter(names(st, ps.deck + ps.hand)) == Counter({"scout": 8, "viper": 2})


def test_copies_apply_to_a_single_chosen_set() -> None:
    """The copies are of the sets chosen for the game, here the base set alone."""
    st = GAME.setup({"format": "ffa", "players": 5, "sets": ["core"]}, 2)
    assert card_census(st) == expected_census(("core",), 5, 3)


# --------------------------------------------------------------------------- setup per format


@pytest.mark.parametrize(
    ("fmt", "players", "opening", "authority"),
    [
        ("ffa", 3, [3, 4, 5], [50] * 3),
        ("ffa", 6, [3, 4, 5, 5, 5, 5], [50] * 6),
        ("hunter", 4, [3, 4, 5, 5], [50] * 4),
        ("hunter", 5, [3, 4, 5, 5, 5], [50] * 5),
        ("hydra", 4, [3, 3, 5, 5], [75] * 4),
        ("hydra", 6, [3, 3, 3, 5, 5, 5], [100] * 6),
        ("emperor", 6, [3, 3, 3, 5, 5, 5], [50, 60, 50, 50, 60, 50]),
        ("raid", 3, [5, 5, 5], [50, 50, 50]),
        ("raid", 4, [5, 5, 5, 5], [70, 50, 50, 50]),
        ("raid", 5, [6, 5, 5, 5, 5], [70, 50, 50, 50, 50]),
        ("raid", 6, [6, 5, 5, 5, 5, 5], [90, 50, 50, 50, 50, 50]),
    ],
)
def test_opening_hands_and_authority(
    fmt: str, players: int, opening: list[int], authority: list[int]
) -> None:
    """Free-for-all / hunter: first player 3 cards, second 4, the rest 5. Hydra: first team 3
    each, other team 5, 75 (4p) or 100 (6p) shared authority. Emperor: team A 3, team B 5,
    emperors 60, admirals 50. Raid: raiders 5 cards and 50; the boss 50/70/70/90 with an
    opening hand 2 below its 7/7/8/8 hand. Seat 0 (first player, team A, the boss) starts."""
    st = GAME.setup({"format": fmt, "players": players}, 4)
    assert hand_sizes(st) == opening
    assert [st.authority(s) for s in range(players)] == authority
    assert st.active == 0 and st.turn == 1 and all(st.alive)


def test_hydra_authority_is_held_once_per_team() -> None:
    """Hydra: each team has one shared authority pool, not one per player."""
    st = GAME.setup({"format": "hydra", "players": 6}, 1)
    assert [ps.authority for ps in st.players] == [100, 0, 0, 100, 0, 0]
    st.add_authority(2, -7)
    assert [st.authority(s) for s in range(6)] == [93, 93, 93, 100, 100, 100]


def test_format_roles_and_teams() -> None:
    """Hydra: seats split in two halves; emperor: seats 1 and 4 are emperors flanked by
    admirals; raid: seat 0 is the boss, the others one team of raiders."""
    assert make_format("hydra", 4).teams == (0, 0, 1, 1)
    assert make_format("hydra", 6).teams == (0, 0, 0, 1, 1, 1)
    emperor = make_format("emperor", 6)
    assert emperor.teams == (0, 0, 0, 1, 1, 1)
    assert emperor.roles == ("admiral", "emperor", "admiral", "admiral", "emperor", "admiral")
    raid = make_format("raid", 5)
    assert raid.teams == (0, 1, 1, 1, 1)
    assert raid.roles == ("boss", "raider", "raider", "raider", "raider")
    assert len(set(make_format("ffa", 5).teams)) == 5  # everyone for themselves


# --------------------------------------------------------------------------- turn order


@pytest.mark.parametrize(
    ("fmt", "players"), [("ffa", 3), ("ffa", 5), ("hunter", 4), ("emperor", 6), ("raid", 4)]
)
def test_turns_go_clockwise_seat_by_seat(fmt: str, players: int) -> None:
    """Turns pass clockwise: seat 0, 1, 2, ... and back to 0 (emperor: player 1 first, then
    clockwise; raid: the boss first)."""
    st = GAME.setup({"format": fmt, "players": players}, 1)
    seen = [st.active]
    for _ in range(players):
        act(st, "end")
        seen.append(st.active)
    assert seen == [*range(players), 0]
    assert st.turn == players + 1


@pytest.mark.parametrize(("fmt", "players"), [("ffa", 4), ("hunter", 4), ("raid", 4)])
def test_every_player_draws_five_after_their_turn(fmt: str, players: int) -> None:
    """The draw phase of the two-player game holds for every player but the raid boss:
    5 cards."""
    st = GAME.setup({"format": fmt, "players": players}, 1)
    act(st, "end")  # seat 0
    act(st, "end")  # seat 1
    if fmt != "raid":
        assert len(st.players[0].hand) == 5
    assert len(st.players[1].hand) == 5


@pytest.mark.parametrize(("players", "size"), [(3, 7), (4, 7), (5, 8), (6, 8)])
def test_raid_boss_draws_its_table_hand(players: int, size: int) -> None:
    """Raid: the boss's hand in the draw phase is 7 (2 or 3 raiders) or 8 (4 or 5)."""
    st = GAME.setup({"format": "raid", "players": players}, 1)
    act(st, "end")
    assert len(st.players[0].hand) == size
    assert st.active == 1


@pytest.mark.parametrize(("fmt", "players"), [("ffa", 4), ("hunter", 4), ("raid", 4)])
def test_turns_skip_eliminated_players(fmt: str, players: int) -> None:
    """A player out of the game takes no more turns."""
    st = table(fmt, players, out=[1, 2])
    act(st, "end")
    assert st.active == 3
    act(st, "end")
    assert st.active == 0


def test_emperor_turns_skip_an_eliminated_admiral() -> None:
    """Emperor: turns go seat by seat; an admiral out of the game is skipped."""
    st = table("emperor", 6, out=[2], active=1)
    act(st, "end")
    assert st.active == 3


# --------------------------------------------------------------------------- targets per format


# (format, players, active seat, seats out, seats it may attack, seats whose bases it may hit)
TARGETS = [
    ("ffa", 4, 0, [], {1, 2, 3}, {1, 2, 3}),
    ("ffa", 4, 2, [], {0, 1, 3}, {0, 1, 3}),
    ("ffa", 4, 0, [2], {1, 3}, {1, 3}),
    ("hunter", 4, 0, [], {1}, {1, 3}),
    ("hunter", 4, 3, [], {0}, {0, 2}),
    ("hunter", 5, 2, [], {3}, {1, 3}),
    ("hunter", 4, 0, [1], {2}, {2, 3}),
    ("hunter", 4, 0, [3], {1}, {1, 2}),
    ("hunter", 3, 0, [], {1}, {1, 2}),
    ("hunter", 3, 0, [1], {2}, {2}),
    ("hydra", 4, 0, [], {2, 3}, {2, 3}),
    ("hydra", 6, 4, [], {0, 1, 2}, {0, 1, 2}),
    ("emperor", 6, 0, [], {5}, {5}),
    ("emperor", 6, 2, [], {3}, {3}),
    ("emperor", 6, 3, [], {2}, {2}),
    ("emperor", 6, 5, [], {0}, {0}),
    ("emperor", 6, 1, [], {3, 4, 5}, {3, 4, 5}),
    ("emperor", 6, 4, [], {0, 1, 2}, {0, 1, 2}),
    ("emperor", 6, 0, [5], {4}, {4}),
    ("emperor", 6, 2, [3], {4}, {4}),
    ("emperor", 6, 3, [2], {1}, {1}),
    ("emperor", 6, 1, [5], {3, 4}, {3, 4}),
    ("raid", 4, 0, [], {1, 2, 3}, {1, 2, 3}),
    ("raid", 4, 2, [], {0}, {0}),
    ("raid", 6, 5, [1], {0}, {0}),
]


@pytest.mark.parametrize(("fmt", "players", "seat", "out", "attack", "hit"), TARGETS)
def test_attack_targets_follow_the_format(
    fmt: str, players: int, seat: int, out: list[int], attack: set[int], hit: set[int]
) -> None:
    """Attacks name their target among those the format allows. Free-for-all: any opponent;
    hunter: only the left neighbour (the next seat still in), bases of the left and right
    neighbours, the next player once the left one is out; hydra: the other team; emperor:
    an admiral only the opposite admiral (then the enemy emperor once that admiral is out),
    an emperor any enemy; raid: raiders only the boss, the boss any raider."""
    others = [s for s in range(players) if s != seat]
    st = table(
        fmt,
        players,
        active=seat,
        out=out,
        combat={seat: 10},
        bases={s: ["blob_wheel"] for s in others},
    )
    assert attackable_players(st) == attack
    assert attackable_base_owners(st) == hit
    for other in others:
        if other not in attack:
            rejected(st, f"attack player {other}")
        if other not in hit:
            rejected(st, f"attack base {other} 0")
    rejected(st, f"attack player {seat}")


def test_hunter_prey_moves_on_when_the_left_neighbour_is_knocked_out() -> None:
    """Hunter: after destroying the left neighbour, you play against the next player
    clockwise, in the same turn."""
    st = table("hunter", 4, combat={0: 12}, authority={1: 4}, bases={2: ["blob_wheel"]})
    assert attackable_players(st) == {1}
    act(st, "attack player 1 4")
    assert not st.alive[1] and not st.over
    assert attackable_players(st) == {2}
    assert attackable_base_owners(st) == {2}
    act(st, "attack player 2")
    assert st.authority(2) == 50 - 8


# --------------------------------------------------------------------------- effects that name a target


# (format, players, active seat, discard_target options or None, the seat that must discard)
DISCARD_TARGETS = [
    ("ffa", 4, 0, (1, 2, 3), 2),
    ("hunter", 4, 0, None, 1),
    ("hunter", 4, 3, None, 0),
    ("hydra", 4, 0, (2, 3), 3),
    ("emperor", 6, 0, None, 5),
    ("emperor", 6, 3, None, 2),
    ("emperor", 6, 1, (3, 4, 5), 4),
    ("raid", 4, 2, None, 0),
    ("raid", 4, 0, (1, 2, 3), 3),
]


@pytest.mark.parametrize(("fmt", "players", "seat", "options", "target"), DISCARD_TARGETS)
def test_forced_discard_names_an_allowed_target(
    fmt: str, players: int, seat: int, options: tuple[int, ...] | None, target: int
) -> None:
    """ "Target opponent discards a card": with one opponent the format allows, it is them;
    with several, the player picks one (decision discard_target, options are seats)."""
    st = table(fmt, players, active=seat, hands={seat: ["imperial_fighter"]})
    play(st, "imperial_fighter")
    if options is None:
        assert st.decision is None
    else:
        assert st.decision is not None and st.decision.kind == "discard_target"
        assert st.decision.owner == seat and not st.decision.optional
        assert st.decision.options == options
        assert "done" not in legal(st)
        act(st, f"choose {options.index(target)}")
    assert [ps.pending_discards for ps in st.players] == [int(s == target) for s in range(players)]
    assert st.players[seat].combat == 2


def test_chosen_target_discards_at_the_start_of_their_own_next_turn() -> None:
    """The player picked discards at the start of their next turn, not the next player's."""
    st = table(
        "ffa",
        3,
        hands={0: ["imperial_fighter"], 2: ["viper", "cutter", "scout", "ram", "scout"]},
    )
    play(st, "imperial_fighter")
    act(st, "choose 1")  # seat 2
    act(st, "end")
    assert st.active == 1 and st.decision is None  # seat 1 owes nothing
    act(st, "end")
    assert st.active == 2
    assert st.decision is not None and st.decision.kind == "discard" and st.decision.owner == 2
    act(st, f"choose {st.decision.options.index(st.db.by_id['cutter'])}")
    assert names(st, st.players[2].discard) == ["cutter"] and len(st.players[2].hand) == 4


# (format, players, active seat, seats out, owners of the bases a destroy-base effect offers)
DESTROY_TARGETS = [
    ("ffa", 4, 0, [], {1, 2, 3}),
    ("hunter", 4, 0, [], {1, 3}),
    ("hunter", 5, 0, [], {1, 4}),
    ("hunter", 4, 0, [1], {2, 3}),
    ("hydra", 4, 0, [], {2, 3}),
    ("emperor", 6, 0, [], {5}),
    ("emperor", 6, 0, [5], {4}),
    ("emperor", 6, 4, [], {0, 1, 2}),
    ("raid", 4, 1, [], {0}),
    ("raid", 4, 0, [], {1, 2, 3}),
]


@pytest.mark.parametrize(("fmt", "players", "seat", "out", "owners"), DESTROY_TARGETS)
def test_destroy_target_base_offers_only_allowed_bases(
    fmt: str, players: int, seat: int, out: list[int], owners: set[int]
) -> None:
    """ "Destroy target base" names a base of an opponent the format allows (hunter: left and
    right neighbours only; emperor admirals: the opposite admiral, then the emperor)."""
    others = [s for s in range(players) if s != seat and s not in out]
    st = table(
        fmt,
        players,
        active=seat,
        out=out,
        hands={seat: ["missile_mech"]},
        bases={s: ["barter_world"] for s in others},
    )
    play(st, "missile_mech")
    assert st.decision is not None and st.decision.kind == "destroy_base"
    assert decision_owners(st) == owners
    victim = min(owners)
    act(st, f"choose {[o for o, _ in st.decision.options].index(victim)}")
    assert st.players[victim].bases == []
    assert names(st, st.players[victim].discard)[-1] == "barter_world"


def test_hunter_copy_base_picks_among_neighbours_bases() -> None:
    """Hunter: a card that picks a base (Stealth Tower's copy) may pick your own bases and
    those of your left and right neighbours, not a base across the table."""
    st = table(
        "hunter",
        4,
        hands={0: ["stealth_tower"]},
        bases={1: ["blob_wheel"], 2: ["the_hive"], 3: ["barter_world"]},
    )
    play(st, "stealth_tower")
    act(st, "use 0")
    assert st.decision is not None and st.decision.kind == "copy_base"
    assert decision_owners(st) == {1, 3}


# --------------------------------------------------------------------------- outposts (p. 13)


def test_ffa_outpost_protects_only_its_owner() -> None:
    """An outpost protects its owner and that owner's bases, not the other opponents."""
    st = table(
        "ffa",
        3,
        combat={0: 20},
        bases={1: ["trading_post", "blob_wheel"], 2: ["barter_world"]},
    )
    options = legal(st)
    assert player_attacks(st) == ["attack player 2"]
    assert "attack base 2 0" in options  # the third player's ordinary base is open
    assert "attack base 1 0" in options  # the outpost itself
    assert "attack base 1 1" not in options
    rejected(st, "attack player 1", "outpost")
    rejected(st, "attack base 1 1")
    act(st, "attack base 1 0")
    assert attackable_players(st) == {1, 2}
    assert "attack base 1 0" in legal(st)  # Blob Wheel is now open


def test_hunter_outpost_of_one_neighbour_does_not_shield_the_other() -> None:
    """Hunter: the right neighbour's outpost does not protect the left neighbour's bases."""
    st = table("hunter", 4, combat={0: 10}, bases={1: ["blob_wheel"], 3: ["war_world", "the_hive"]})
    options = legal(st)
    assert "attack player 1" in options
    assert "attack base 1 0" in options
    assert "attack base 3 0" in options and "attack base 3 1" not in options


def test_ffa_outpost_does_not_shield_other_players_bases_from_effects() -> None:
    """ "Destroy target base" in free-for-all: an outpost only restricts its owner's bases."""
    st = table(
        "ffa",
        3,
        hands={0: ["missile_mech"]},
        bases={1: ["war_world", "the_hive"], 2: ["barter_world"]},
    )
    play(st, "missile_mech")
    assert st.decision is not None and st.decision.kind == "destroy_base"
    offered = {uid for _, uid in st.decision.options}
    cards = [b.card for ps in st.players for b in ps.bases if b.uid in offered]
    assert sorted(names(st, cards)) == ["barter_world", "war_world"]


def test_outposts_do_not_stop_a_forced_discard() -> None:
    """As in the two-player game, an outpost protects against attacks and base targeting,
    not against "target opponent discards"."""
    st = table("ffa", 3, hands={0: ["imperial_fighter"]}, bases={1: ["trading_post"]})
    play(st, "imperial_fighter")
    assert st.decision is not None and st.decision.options == (1, 2)
    st = table("hydra", 4, hands={0: ["imperial_fighter"]}, bases={2: ["trading_post"]})
    play(st, "imperial_fighter")
    assert st.decision is not None and st.decision.options == (2, 3)


# --------------------------------------------------------------------------- free-for-all attacks


def test_ffa_attacks_any_opponents_in_any_combination() -> None:
    """Free-for-all: the whole pool on any unshielded opponent, or exactly the authority
    that knocks one out when that is less than the pool, or any amount typed."""
    st = table("ffa", 4, combat={0: 10}, authority={2: 6})
    assert player_attacks(st) == [
        "attack player 1",
        "attack player 2",
        "attack player 2 6",
        "attack player 3",
    ]
    act(st, "attack player 3 4")
    assert st.authority(3) == 46 and st.players[0].combat == 6
    assert "attack player 2 6" not in legal(st)  # no longer less than the pool
    rejected(st, "attack player 1 7")  # more than the pool
    rejected(st, "attack player 1 0")
    act(st, "attack player 2 6")
    assert not st.alive[2] and st.players[0].combat == 0
    assert [st.authority(s) for s in (1, 3)] == [50, 46]


def test_ffa_base_needs_its_full_defence_as_in_two_players() -> None:
    """Outside raid the two-player rule holds: a base is destroyed only with its whole
    defence at once, and a partial amount cannot be named."""
    st = table("ffa", 3, combat={0: 10}, bases={1: ["blob_wheel"]})
    rejected(st, "attack base 1 0 2", "only a raider")
    st = table("ffa", 3, combat={0: 4}, bases={1: ["blob_wheel"]})
    assert "attack base 1 0" not in legal(st)
    rejected(st, "attack base 1 0", "not enough combat")


def test_switch_and_gift_belong_to_their_formats() -> None:
    """Handing over to a teammate (hydra) and gifting a card (emperor) exist only there."""
    st = table("ffa", 4, trade={0: 3}, discards={0: ["scout"]})
    assert not any(a.startswith(("switch", "gift")) for a in legal(st))
    rejected(st, "switch 1")
    rejected(st, "gift 1")


# --------------------------------------------------------------------------- elimination and standing


def test_eliminated_player_leaves_the_game_with_cards_to_discard() -> None:
    """At authority 0 or below a player is out: their ships and bases go to their discard
    pile, nobody may attack them, their turns are skipped; the game goes on."""
    st = table(
        "ffa",
        3,
        combat={0: 10},
        authority={1: 4},
        ships={1: ["cutter"]},
        bases={1: ["blob_wheel", "barter_world"]},
        discards={1: ["ram"]},
    )
    act(st, "attack player 1 4")
    p1 = st.players[1]
    assert not st.alive[1] and st.out == [1] and not st.over
    assert p1.ships == [] and p1.bases == []
    assert sorted(names(st, p1.discard)) == ["barter_world", "blob_wheel", "cutter", "ram"]
    assert attackable_players(st) == {2}
    rejected(st, "attack player 1 1")
    act(st, "end")
    assert st.active == 2
    act(st, "end")
    assert st.active == 0
    assert GAME.view(st, 0)["players"][1]["in_game"] is False


def test_exactly_zero_authority_knocks_a_player_out() -> None:
    """Authority 0 counts as out, as in the two-player game."""
    st = table("ffa", 3, combat={0: 5}, authority={2: 5})
    act(st, "attack player 2 5")
    assert st.authority(2) == 0 and not st.alive[2]


def test_effects_no_longer_target_an_eliminated_player() -> None:
    """A player out of the game is not offered to "target opponent" effects."""
    st = table("ffa", 4, out=[2], hands={0: ["imperial_fighter"]})
    play(st, "imperial_fighter")
    assert st.decision is not None and st.decision.options == (1, 3)
    st = table("ffa", 3, out=[1], hands={0: ["imperial_fighter"]})
    play(st, "imperial_fighter")
    assert st.decision is None and st.players[2].pending_discards == 1


def test_ffa_standing_winner_then_last_out_to_first_out() -> None:
    """Free-for-all: the last player in wins; the others place from the last one knocked
    out to the first."""
    st = table("ffa", 4, combat={0: 30}, authority={1: 5, 2: 3, 3: 7})
    act(st, "attack player 2 3", "attack player 1 5")
    assert st.out == [2, 1] and not st.over
    act(st, "attack player 3")
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert outcome.winners == (0,) and outcome.scores == (1.0, 0.0, 0.0, 0.0)
    assert outcome.standing == ((0,), (3,), (1,), (2,))
    assert outcome.reason == "authority"
    assert GAME.to_move(st) is None and legal(st) == []


def test_hunter_last_survivor_wins() -> None:
    """Hunter: the last player left wins; a typed amount lets one knock out the left
    neighbour and go on against the next."""
    st = table("hunter", 3, combat={0: 20}, authority={1: 4, 2: 6})
    assert player_attacks(st) == ["attack player 1"]  # one target: no split offered
    act(st, "attack player 1 4", "attack player 2")
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.standing == ((0,), (2,), (1,))


# --------------------------------------------------------------------------- hydra (p. 14-15)


def test_hydra_team_turn_switch_and_end_pass_between_members() -> None:
    """Hydra: a team takes its turn together; "switch" hands over to a teammate still
    acting, "end" marks a member done and passes to the next one still acting."""
    st = GAME.setup({"format": "hydra", "players": 6}, 1)
    assert "switch 1" in legal(st) and "switch 2" in legal(st)
    assert not any(a in legal(st) for a in ("switch 0", "switch 3"))
    act(st, "switch 1")
    assert st.active == 1 and st.turn == 1
    act(st, "end")  # seat 1 done: on to the next member clockwise still acting
    assert st.active == 2 and st.turn == 1
    assert "switch 0" in legal(st) and "switch 1" not in legal(st)
    rejected(st, "switch 1", "not a teammate still acting")
    rejected(st, "switch 4")
    act(st, "end")  # seat 2 done: round to seat 0, the only one still acting
    assert st.active == 0 and st.turn == 1
    assert not any(a.startswith("switch") for a in legal(st))
    act(st, "end")
    assert st.active == 3 and st.turn == 2  # the other team starts with its first seat
    act(st, "end")
    assert st.active == 4 and st.turn == 2
    act(st, "switch 5", "end")  # seat 5 done: back to seat 4, the only one still acting
    assert st.active == 4 and st.turn == 2
    act(st, "end")
    assert st.active == 0 and st.turn == 3


def test_hydra_team_discards_and_draws_together() -> None:
    """Hydra: the team plays its main phase, then all members discard and draw together:
    a member who ended keeps their cards in play until the whole team is done."""
    st = table("hydra", 4, hands={0: ["cutter"], 1: ["trade_pod"]})
    play(st, "cutter")
    act(st, "switch 1")
    play(st, "trade_pod")
    act(st, "end")
    assert st.active == 0
    assert names(st, [s.card for s in st.players[1].ships]) == ["trade_pod"]
    assert st.players[1].hand == [] and st.players[1].trade == 3
    act(st, "end")
    for seat, card in ((0, "cutter"), (1, "trade_pod")):
        ps = st.players[seat]
        assert ps.ships == [] and names(st, ps.discard) == [card]
        assert len(ps.hand) == 5 and (ps.trade, ps.combat) == (0, 0)
    assert st.active == 2 and st.turn == 2
    assert hand_sizes(st)[2:] == [5, 5]  # the other team's hands are untouched


def test_hydra_teammates_pool_trade_to_buy() -> None:
    """Hydra: teammates may pay for a purchase together; the buyer's own trade goes first."""
    st = table(
        "hydra",
        4,
        trade={0: 3, 1: 4},
        trade_row=["battle_blob", "cutter", "ram", "the_hive", "war_world"],
    )
    assert "buy row 0" in legal(st)  # cost 6: 3 + 4 pooled
    act(st, "buy row 0")
    assert (st.players[0].trade, st.players[1].trade) == (0, 1)
    assert names(st, st.players[0].discard) == ["battle_blob"]
    assert st.players[1].discard == []


def test_hydra_pooled_payment_takes_teammates_in_seat_order() -> None:
    """Hydra: after the buyer's own trade, teammates pay in seat order."""
    st = table(
        "hydra",
        6,
        active=1,
        trade={0: 2, 1: 1, 2: 5},
        trade_row=["battle_blob", "cutter", "ram", "the_hive", "war_world"],
    )
    act(st, "buy row 0")
    assert [st.players[s].trade for s in range(3)] == [0, 0, 2]
    assert names(st, st.players[1].discard) == ["battle_blob"]


def test_hydra_teammates_pool_trade_only_for_the_trade_row() -> None:
    """Hydra (book p. 15): teammates pool trade to pay «покупку карт из торгового ряда»; an
    Explorer is not in the trade row, so its buyer pays it from their own trade alone."""
    st = table(
        "hydra",
        4,
        trade={0: 1, 1: 4},
        trade_row=["battle_blob", "cutter", "ram", "the_hive", "war_world"],
    )
    assert "buy row 1" in legal(st)  # the Cutter (2) from the trade row: 1 + 4 pooled
    assert "buy explorer" not in legal(st)  # an Explorer (2): seat 0 has only 1 of its own
    rejected(st, "buy explorer", "not enough trade for an Explorer")
    act(st, "switch 1", "buy explorer")  # seat 1 pays its own Explorer: 4 - 2
    assert (st.players[0].trade, st.players[1].trade) == (1, 2)
    assert names(st, st.players[1].discard) == ["explorer"]


def test_hydra_pooled_trade_must_suffice() -> None:
    """Hydra: the team's combined trade is the limit."""
    st = table(
        "hydra",
        4,
        trade={0: 3, 1: 2},
        trade_row=["battle_blob", "cutter", "ram", "the_hive", "war_world"],
    )
    assert "buy row 0" not in legal(st)
    rejected(st, "buy row 0", "not enough trade")


def test_other_formats_do_not_pool_trade() -> None:
    """Pooling is a hydra rule: in raid the raiders are a team but pay alone."""
    st = table(
        "raid",
        4,
        active=1,
        trade={1: 3, 2: 4},
        trade_row=["battle_blob", "cutter", "ram", "the_hive", "war_world"],
    )
    assert "buy row 0" not in legal(st)
    rejected(st, "buy row 0", "not enough trade")


def test_hydra_teammates_pool_combat_to_destroy_a_base() -> None:
    """Hydra: teammates may add up combat from their own pools to destroy a base."""
    st = table("hydra", 4, combat={0: 3, 1: 4}, bases={2: ["blob_wheel"]})
    assert "attack base 2 0" in legal(st)
    act(st, "attack base 2 0")
    assert st.players[2].bases == [] and names(st, st.players[2].discard) == ["blob_wheel"]
    assert (st.players[0].combat, st.players[1].combat) == (0, 2)  # own combat first
    st = table("hydra", 4, combat={0: 0, 1: 5}, bases={2: ["blob_wheel"]})
    assert "attack base 2 0" in legal(st)  # all of it from the teammate
    act(st, "attack base 2 0")
    assert st.players[2].bases == [] and st.players[1].combat == 0
    st = table("hydra", 4, combat={0: 2, 1: 2}, bases={2: ["blob_wheel"]})
    assert "attack base 2 0" not in legal(st)
    rejected(st, "attack base 2 0", "not enough combat")


def test_hydra_attacking_a_player_uses_only_your_own_combat() -> None:
    """Hydra: combat is pooled against bases only; an attack on a player spends the
    attacker's own combat."""
    st = table("hydra", 4, combat={0: 0, 1: 5})
    assert player_attacks(st) == []
    rejected(st, "attack player 2")
    st = table("hydra", 4, combat={0: 2, 1: 5})
    rejected(st, "attack player 2 3")
    act(st, "attack player 2")
    assert st.authority(2) == st.authority(3) == 73
    assert (st.players[0].combat, st.players[1].combat) == (0, 5)


def test_hydra_shared_authority_loses_and_gains_as_a_team() -> None:
    """Hydra: damage to any member and authority any member gains go to the team's pool."""
    st = table("hydra", 4, combat={0: 4}, hands={1: ["cutter"]})
    act(st, "attack player 3")
    assert [st.authority(s) for s in range(4)] == [75, 75, 71, 71]
    act(st, "switch 1")
    play(st, "cutter")
    assert [st.authority(s) for s in range(4)] == [79, 79, 71, 71]
    assert st.players[1].authority == 0  # held by the team's first seat
    assert (st.players[1].trade, st.players[0].trade) == (2, 0)  # trade stays personal


@pytest.mark.parametrize(("base_owner", "combat"), [(0, 2 + 1), (1, 0)])
def test_hydra_teammates_cards_do_not_enable_ally_abilities(base_owner: int, combat: int) -> None:
    """Hydra: each player has their own play area; a teammate's Blob base is no ally for
    your Trade Pod, your own is."""
    st = table("hydra", 4, hands={0: ["trade_pod"]}, bases={base_owner: ["blob_wheel"]})
    play(st, "trade_pod")
    assert st.players[0].trade == 3
    assert st.players[0].combat == combat
    assert not any(a.startswith("ally") for a in legal(st))


def test_hydra_outpost_of_any_member_shields_the_whole_team() -> None:
    """Hydra: with an outpost in play for any member, no member may be attacked and only
    that team's outposts may be attacked or targeted."""
    st = table("hydra", 4, combat={0: 20}, bases={2: ["blob_wheel"], 3: ["trading_post"]})
    assert player_attacks(st) == []
    assert [a for a in legal(st) if a.startswith("attack")] == ["attack base 3 0"]
    rejected(st, "attack player 2", "outpost")
    rejected(st, "attack player 3", "outpost")
    rejected(st, "attack base 2 0")
    act(st, "attack base 3 0")
    assert attackable_players(st) == {2, 3}
    assert "attack base 2 0" in legal(st)


def test_hydra_destroy_base_effect_respects_team_outposts() -> None:
    """Hydra: "destroy target base" may only name the outposts of a team shielded by one."""
    st = table(
        "hydra",
        4,
        hands={0: ["missile_mech"]},
        bases={2: ["blob_wheel"], 3: ["trading_post"]},
    )
    play(st, "missile_mech")
    assert st.decision is not None and st.decision.kind == "destroy_base"
    (target,) = st.decision.options
    assert target == (3, st.players[3].bases[0].uid)


def test_hydra_forced_discard_waits_for_the_target_teams_turn() -> None:
    """Hydra: the chosen opponent discards at the start of their team's next turn, even if
    a teammate acts first."""
    st = table("hydra", 4, hands={0: ["imperial_fighter"]})
    play(st, "imperial_fighter")
    act(st, "choose 1")  # seat 3
    act(st, "end", "end")
    assert st.active == 2
    assert st.decision is not None and st.decision.kind == "discard" and st.decision.owner == 3
    assert GAME.to_move(st) == 3


def test_hydra_team_at_zero_loses_together() -> None:
    """Hydra: when the team's authority falls to 0 the whole team loses."""
    st = table("hydra", 4, active=2, combat={2: 5}, authority={0: 5})
    act(st, "attack player 1")
    assert st.over and st.alive == [False, False, True, True]
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert outcome.winners == (2, 3) and outcome.scores == (0.0, 0.0, 1.0, 1.0)
    assert outcome.standing == ((2, 3), (0, 1))


# --------------------------------------------------------------------------- emperor (p. 16-17)


def test_emperor_admiral_turns_on_the_emperor_once_the_opposite_admiral_is_out() -> None:
    """Emperor: an admiral plays only against the opposite admiral; once that admiral is
    out, against the enemy emperor (never the other admiral)."""
    st = table(
        "emperor",
        6,
        combat={0: 20},
        authority={5: 3},
        bases={3: ["blob_wheel"], 4: ["barter_world"], 5: ["the_hive"]},
    )
    assert attackable_players(st) == {5} and attackable_base_owners(st) == {5}
    act(st, "attack player 5 3")
    assert not st.alive[5] and not st.over
    act(st, "done")  # no bequest to the emperor
    assert attackable_players(st) == {4} and attackable_base_owners(st) == {4}
    rejected(st, "attack player 3 1")
    rejected(st, "attack base 3 0")


def test_emperor_gift_moves_a_discarded_card_to_a_teammate_for_one_trade() -> None:
    """Emperor: in the main phase a player may pay 1 trade to move a card from their
    discard pile to a teammate's."""
    st = table("emperor", 6, trade={0: 1}, discards={0: ["scout", "viper", "scout"]})
    gifts = [a for a in legal(st) if a.startswith("gift")]
    assert gifts == ["gift 1", "gift 2"]
    act(st, "gift 1")
    d = st.decision
    assert d is not None and d.kind == "gift" and d.owner == 0 and not d.optional
    assert d.options == tuple(ids(st, ["scout", "viper"]))
    assert st.players[0].trade == 0
    rejected(st, "done")
    act(st, "choose 1")
    assert names(st, st.players[0].discard) == ["scout", "scout"]
    assert names(st, st.players[1].discard) == ["viper"]
    assert st.decision is None
    assert not any(a.startswith("gift") for a in legal(st))


@pytest.mark.parametrize(
    ("trade", "discard", "out", "text"),
    [
        (0, ["scout"], [], "gift 1"),  # no trade
        (1, [], [], "gift 1"),  # nothing to give
        (1, ["scout"], [], "gift 3"),  # not a teammate
        (1, ["scout"], [], "gift 0"),  # yourself
        (1, ["scout"], [2], "gift 2"),  # a teammate out of the game
    ],
)
def test_emperor_gift_needs_trade_a_discard_and_a_teammate_in_the_game(
    trade: int, discard: list[str], out: list[int], text: str
) -> None:
    """Emperor: the gift costs 1 trade, takes a card from the discard pile, and goes to a
    player of your team still in the game."""
    st = table("emperor", 6, trade={0: trade}, discards={0: discard}, out=out)
    assert text not in legal(st)
    rejected(st, text)


def test_eliminated_admiral_may_bequeath_a_card_to_their_emperor() -> None:
    """Emperor: an admiral knocked out may put one of their cards (discard, hand or deck,
    bases just sent to the discard pile included) into their emperor's discard pile."""
    st = table(
        "emperor",
        6,
        combat={0: 3},
        authority={5: 3},
        discards={5: ["cutter"]},
        hands={5: ["ram"]},
        decks={5: ["scout", "viper"]},
        bases={5: ["barter_world"]},
    )
    act(st, "attack player 5")
    d = st.decision
    assert d is not None and d.kind == "bequest" and d.owner == 5 and d.optional
    assert d.payload == (4,)
    assert set(d.options) == set(ids(st, ["cutter", "barter_world", "ram", "scout", "viper"]))
    assert len(d.options) == 5
    assert GAME.to_move(st) == 5
    act(st, f"choose {d.options.index(st.db.by_id['ram'])}")
    assert names(st, st.players[4].discard) == ["ram"]
    assert "ram" not in names(st, st.players[5].hand)
    assert st.decision is None and GAME.to_move(st) == 0 and not st.over


def test_eliminated_admiral_may_decline_the_bequest() -> None:
    """Emperor: the bequest is optional."""
    st = table("emperor", 6, active=3, combat={3: 3}, authority={2: 3})
    act(st, "attack player 2")
    d = st.decision
    assert d is not None and d.kind == "bequest" and d.owner == 2 and d.payload == (1,)
    before = Counter(st.players[1].discard)
    act(st, "done")
    assert st.decision is None and Counter(st.players[1].discard) == before
    assert GAME.to_move(st) == 3


def test_emperor_out_means_the_whole_team_loses() -> None:
    """Emperor: if an emperor is out, their team loses; the winners are the other team's
    three players, admirals already out included."""
    st = table("emperor", 6, active=1, out=[0], combat={1: 5}, authority={4: 5})
    act(st, "attack player 4")
    assert st.over and st.alive[3] and st.alive[5]
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert outcome.winners == (0, 1, 2)
    assert outcome.standing == ((0, 1, 2), (3, 4, 5))


def test_emperor_admirals_out_do_not_end_the_game() -> None:
    """Emperor: both enemy admirals out is not a win; the emperor must fall."""
    st = table("emperor", 6, active=1, out=[3], combat={1: 10}, authority={5: 3})
    act(st, "attack player 5 3")
    if st.decision is not None:  # the admiral's bequest
        act(st, "done")
    assert not st.over and st.alive[4]
    assert attackable_players(st) == {4}


# --------------------------------------------------------------------------- raid (p. 17-18)


def test_raid_boss_moves_first() -> None:
    """Raid: the boss starts, then turns go clockwise."""
    st = GAME.setup({"format": "raid", "players": 4}, 1)
    assert st.active == 0 and st.fmt.roles[0] == "boss"
    act(st, "end")
    assert st.active == 1


def test_raid_damage_to_a_boss_base_stays_until_the_boss_turn() -> None:
    """Raid: a raider may start on a boss base and another finish it in their own turn;
    the damage is gone when the boss's turn begins."""
    st = table("raid", 3, active=1, combat={1: 3}, bases={0: ["blob_wheel", "the_hive"]})
    assert "attack base 0 0" in legal(st)  # 3 < defence 5, but a raider may chip
    act(st, "attack base 0 0")
    wheel = st.players[0].bases[0]
    assert wheel.damage == 3 and st.players[1].combat == 0
    assert GAME.view(st, 2)["players"][0]["bases"][0]["damage"] == 3
    act(st, "end")
    assert st.active == 2 and wheel.damage == 3
    st.players[2].combat = 4
    assert "attack base 0 0" in legal(st)
    act(st, "attack base 0 0")  # spends only the 2 defence left
    assert names(st, [b.card for b in st.players[0].bases]) == ["the_hive"]
    assert names(st, st.players[0].discard) == ["blob_wheel"]
    assert st.players[2].combat == 2


def test_raid_damage_resets_at_the_start_of_the_boss_turn() -> None:
    """Raid: damage left on a boss base is gone at the start of the boss's next turn."""
    st = table("raid", 3, active=1, combat={1: 4}, bases={0: ["blob_wheel"]})
    act(st, "attack base 0 0", "end")
    assert st.players[0].bases[0].damage == 4
    act(st, "end")
    assert st.active == 0 and st.players[0].bases[0].damage == 0


def test_raid_raider_names_the_amount_spent_on_a_boss_base() -> None:
    """Raid: "attack base 0 N A" spends exactly A (up to the defence left)."""
    st = table("raid", 4, active=2, combat={2: 5}, bases={0: ["blob_wheel"]})
    act(st, "attack base 0 0 2")
    assert st.players[0].bases[0].damage == 2 and st.players[2].combat == 3
    rejected(st, "attack base 0 0 4")  # only 3 defence left
    rejected(st, "attack base 0 0 0")
    act(st, "attack base 0 0 3")
    assert st.players[0].bases == [] and st.players[2].combat == 0


def test_raid_boss_pays_a_raider_base_in_full() -> None:
    """Raid: only raiders chip at bases; the boss attacking a raider's base pays its whole
    defence."""
    st = table("raid", 3, combat={0: 3}, bases={1: ["blob_wheel"]})
    assert "attack base 1 0" not in legal(st)
    rejected(st, "attack base 1 0", "not enough combat")
    rejected(st, "attack base 1 0 2", "only a raider")


def test_raid_raider_cannot_chip_a_fellow_raiders_base() -> None:
    """Raid: raiders play only against the boss."""
    st = table("raid", 4, active=1, combat={1: 10}, bases={2: ["blob_wheel"]})
    rejected(st, "attack base 2 0")
    rejected(st, "attack base 2 0 2")


def test_raiders_see_each_others_hands_but_not_the_boss() -> None:
    """Raid: raiders may look at each other's hands; the boss sees no raider's hand and no
    raider sees the boss's."""
    st = GAME.setup({"format": "raid", "players": 4}, 1)
    for raider in (1, 2, 3):
        seen = GAME.view(st, raider)["players"]
        assert all("hand" in seen[s] for s in (1, 2, 3))
        assert "hand" not in seen[0]
    boss = GAME.view(st, 0)["players"]
    assert "hand" in boss[0]
    assert not any("hand" in boss[s] for s in (1, 2, 3))
    ffa = GAME.view(GAME.setup({"format": "ffa", "players": 4}, 1), 1)["players"]
    assert [("hand" in p) for p in ffa] == [False, True, False, False]


def test_raid_determinize_keeps_fellow_raiders_hands() -> None:
    """Raid: a raider's sample of the game keeps the other raiders' hands (known to them)
    and resamples only the boss's hidden hand."""
    distinct = ["battle_blob", "ram", "cutter", "trade_pod", "corvette"]
    st = table(
        "raid",
        4,
        hands={0: distinct, 2: distinct[::-1], 3: ["ram", "cutter"]},
        decks={0: ["scout"] * 6, 2: ["scout"] * 6, 3: ["scout"] * 6},
    )
    sample = GAME.determinize(st, 1, Rng(7))
    assert sample.players[1].hand == st.players[1].hand
    assert sample.players[2].hand == st.players[2].hand
    assert sample.players[3].hand == st.players[3].hand
    boss, sampled = st.players[0], sample.players[0]
    assert sampled.hand != boss.hand and len(sampled.hand) == 5
    assert Counter(sampled.hand + sampled.deck) == Counter(boss.hand + boss.deck)


def test_eliminated_raider_may_bequeath_a_card_to_each_other_raider() -> None:
    """Raid: a raider knocked out may put one card into each other raider's discard pile:
    one optional decision per raider still in, in seat order."""
    st = table("raid", 4, combat={0: 10}, authority={2: 3}, discards={2: ["cutter", "ram"]})
    act(st, "attack player 2 3")
    d = st.decision
    assert d is not None and (d.kind, d.owner, d.payload, d.optional) == ("bequest", 2, (1,), True)
    act(st, f"choose {d.options.index(st.db.by_id['cutter'])}")
    assert names(st, st.players[1].discard) == ["cutter"]
    d = st.decision
    assert d is not None and (d.kind, d.owner, d.payload) == ("bequest", 2, (3,))
    assert st.db.by_id["cutter"] not in d.options  # already given away
    act(st, "done")
    assert st.players[3].discard == []
    assert st.decision is None and GAME.to_move(st) == 0 and st.players[0].combat == 7


def test_raider_bequests_skip_raiders_already_out() -> None:
    """Raid: only raiders still in the game receive a bequest."""
    st = table("raid", 4, out=[3], combat={0: 10}, authority={2: 3})
    act(st, "attack player 2 3")
    assert st.decision is not None and st.decision.payload == (1,)
    act(st, "choose 0")
    assert st.decision is None and len(st.players[1].discard) == 1


def test_no_bequests_outside_emperor_and_raid() -> None:
    """Free-for-all: a player knocked out leaves nothing to anyone."""
    st = table("ffa", 3, combat={0: 10}, authority={1: 3})
    act(st, "attack player 1 3")
    assert st.decision is None


def test_raiders_win_when_the_boss_falls() -> None:
    """Raid: the boss at 0 authority means every raider wins, even one already out."""
    st = table("raid", 4, active=2, out=[1], combat={2: 4}, authority={0: 4})
    act(st, "attack player 0")
    outcome = GAME.outcome(st)
    assert outcome is not None
    assert outcome.winners == (1, 2, 3) and outcome.scores == (0.0, 1.0, 1.0, 1.0)
    assert outcome.standing == ((1, 2, 3), (0,))


def test_boss_wins_when_every_raider_is_out() -> None:
    """Raid: when all raiders are out, the boss wins."""
    st = table("raid", 3, combat={0: 20}, authority={1: 3, 2: 4})
    act(st, "attack player 1 3")
    assert not st.over
    act(st, "done")  # raider 1 leaves no card to raider 2
    act(st, "attack player 2")
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.standing == ((0,), (1, 2))


def test_a_copy_card_never_copies_an_uncopied_copy_card() -> None:
    """With two or three copies of the game two Stealth Needles or Towers can meet: one that
    copies nothing offers nothing to copy (copying it would only copy again, without end)."""
    st = table("ffa", 3, hands={0: ["stealth_needle"]}, ships={0: ["stealth_needle", "cutter"]})
    play(st, "stealth_needle")
    assert st.decision is not None and st.decision.kind == "copy_ship"
    assert [st.db.cards[st.find(0, uid).effective].id for uid in st.decision.options] == [  # type: ignore[union-attr]
        "cutter"
    ]
    towers = table("ffa", 3, hands={0: ["stealth_tower"]}, bases={1: ["stealth_tower"]})
    play(towers, "stealth_tower")
    act(towers, "use 0")
    assert towers.decision is None  # the only other base is an uncopied Tower
