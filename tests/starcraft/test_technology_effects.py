"""Technology cards' abilities in the battle (ruling 291): «reduce enemy attack»
(Stasis Field, Disruption Web) takes from the enemy's final attack in the skirmish, not
below 0; «cloak» (Cloaking Field, Burrow, Cloaking) gives the front-line unit cloaking in
the skirmish; Lockdown is the sheet's «Блокада» (ruling 218), resolved at the end of the
skirmish. All need their card to match, as every ability does."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.combat.mapping import combat_card
from spacetable.games.starcraft.combat.model import (
    Blockade,
    Cloak,
    CombatCard,
    Condition,
    GainAttack,
    ReduceAttack,
)
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.web.log import log_lines

from .scgame import GAME, put
from .test_combat import (
    GROUND,
    Event,
    Hooks,
    destroyed,
    fight,
    kinds,
    pair_if_asked,
    play,
    rf,
    std,
    tally,
    unit,
    values,
)
from .test_game_mobilize import HOME1, board, mobilize


def _played(cards: list[CombatCard]) -> list[str]:
    """The moves that put ``cards`` on skirmish 1: the first as the standard card, the rest
    as reinforcement cards."""
    return [f"card 1 {cards[0].id}", *(f"reinforce 1 {c.id}" for c in cards[1:]), "done"]


def _skirmish(
    attacker_cards: list[CombatCard],
    defender_cards: list[CombatCard],
    attacking: str = "marine",
    defending: str = "zergling",
    *,
    hooks: Hooks | None = None,
    support: tuple[str, ...] = (),
) -> list[Event]:
    """One skirmish with these cards from each side's hand; ``support``: the defender's
    supporting unit types."""
    hooks = hooks or Hooks()
    hooks.hands = {0: attacker_cards, 1: defender_cards}
    units = [unit("a", 0, attacking), unit("d", 1, defending)]
    units += [unit(f"s{i}", 1, kind) for i, kind in enumerate(support)]
    battle, hooks, events = fight(*units, hooks=hooks)
    events += pair_if_asked(battle, hooks, "a", "d")
    return events + play(battle, hooks, *_played(attacker_cards), *_played(defender_cards))


# ---------------------------------------------------------------------------------------
# Reduce enemy attack


def test_reduce_enemy_attack_takes_from_the_enemys_final_attack_in_the_skirmish() -> None:
    lockdown = rf(9, "marine", abilities=(ReduceAttack(3),))
    events = _skirmish(
        [std(1, "marine", major=(2, 5)), lockdown], [std(2, "zergling", major=(4, 4))]
    )
    assert values(events, 1) == (1, 4)
    assert tally(events, 1)["reduced"] == 3
    assert "a" not in destroyed(events)  # 4 attack would have reached 5 health... less 3


def test_reduce_enemy_attack_never_goes_below_zero_and_counts_support_first() -> None:
    lockdown = rf(9, "marine", abilities=(ReduceAttack(3),))
    events = _skirmish(
        [std(1, "marine", major=(2, 5)), lockdown],
        [std(2, "zergling", major=(1, 4))],
        support=("hydralisk",),  # support 1: 1 + 1 - 3 is 0, not -1
    )
    assert values(events, 1) == (0, 4)


def test_reduce_enemy_attack_needs_its_card_to_match_and_its_conditions_to_hold() -> None:
    unmatched = rf(9, "firebat", abilities=(ReduceAttack(3),))
    events = _skirmish([std(1, "marine"), unmatched], [std(2, "zergling", major=(4, 4))])
    assert values(events, 1) == (4, 4)
    web = rf(9, "wraith", abilities=(ReduceAttack(2, Condition(enemy_front=GROUND)),))
    events = _skirmish(
        [std(1, "wraith"), web], [std(2, "mutalisk", major=(4, 4))], "wraith", "mutalisk"
    )
    assert values(events, 1) == (4, 4)  # the enemy front line is flying
    events = _skirmish(
        [std(1, "wraith"), web], [std(2, "hydralisk", major=(4, 4))], "wraith", "hydralisk"
    )
    assert values(events, 1) == (2, 4)


# ---------------------------------------------------------------------------------------
# Cloak


def test_a_cloak_card_lets_its_front_line_unit_withdraw_instead_of_dying() -> None:
    burrow = rf(9, "zergling", abilities=(Cloak(),))
    hooks = Hooks(withdraw={"a": ["hive"]})
    events = _skirmish(
        [std(1, "zergling", major=(5, 3)), burrow],
        [std(2, "marine", major=(6, 5))],
        "zergling",
        "marine",
        hooks=hooks,
    )
    assert {"kind": "unit_cloaked", "unit": "a", "owner": 0} in events
    assert "a" not in destroyed(events)
    assert "d" in destroyed(events)


def test_a_cloak_card_is_cancelled_by_an_enemy_detector_in_the_skirmish() -> None:
    burrow = rf(9, "zergling", abilities=(Cloak(),))
    hooks = Hooks(withdraw={"a": ["hive"]})
    events = _skirmish(
        [std(1, "zergling", major=(5, 3)), burrow],
        [std(2, "marine", major=(6, 5))],
        "zergling",
        "marine",
        hooks=hooks,
        support=("science_vessel",),
    )
    assert not kinds(events, "unit_cloaked")
    assert "a" in destroyed(events)


def test_a_cloak_card_covers_only_the_front_line_unit() -> None:
    # a scourge cannot hit the zergling in the front line: the supporting mutalisk dies
    burrow = rf(9, "zergling", abilities=(Cloak(),))
    hooks = Hooks(withdraw={"s0": ["hive"]})
    events = _skirmish(
        [std(1, "scourge", major=(0, 9), abilities=(GainAttack(9),))],  # bonuses still add
        [std(2, "zergling", major=(1, 1)), burrow],
        "scourge",
        "zergling",
        hooks=hooks,
        support=("mutalisk",),
    )
    assert not kinds(events, "unit_cloaked")
    assert destroyed(events) == ["s0"]


# ---------------------------------------------------------------------------------------
# The technology cards of the data pack, in the game


def test_the_technology_cards_map_their_abilities_onto_the_battle() -> None:
    pack = default_pack()

    def abilities(tech: str) -> tuple[object, ...]:
        face = pack.technologies[tech].card
        assert face is not None
        return combat_card(1, face, "attacker", False).abilities

    assert abilities("terran_lockdown") == (Blockade(3),)
    assert abilities("terran_lockdown_bw") == (Blockade(3),)
    assert abilities("protoss_stasis_field") == (ReduceAttack(2),)
    assert abilities("protoss_disruption_web") == (ReduceAttack(2, Condition(enemy_front=GROUND)),)
    for tech in ("terran_cloaking_field", "zerg_burrow", "zerg_cloaking"):
        assert abilities(tech) == (Cloak(),), tech


def _in_hand(state: StarcraftState, player: int, entry: str) -> int:
    """Move ``player``'s first card of ``entry`` (a Combat card or a technology copy) into
    their hand; its number."""
    ps = state.players[player]
    card = next(
        i for i, ref in enumerate(state.cards) if ref.owner == player and ref.entry == entry
    )
    for pile in (ps.hand, ps.deck, ps.discard, ps.tech_box):
        if card in pile:
            pile.remove(card)
    ps.hand.append(card)
    return card


def _ghost_attacks(
    technology: str, defender_card: str, ghost_card: str = "terran_combat_07"
) -> tuple[StarcraftState, int]:
    """Player 0's Ghost attacks player 1's Zealot on Abaddon 1 with ``ghost_card`` («Terran
    combat card 7», 6/4, unless told) and the technology; the Zealot plays
    ``defender_card``; the Ghost's number."""
    state = board()
    [ghost] = put(state, 0, "ghost", (HOME1, 2))
    put(state, 1, "zealot", (HOME1, 1))
    state.players[0].hand, state.players[1].hand = [], []
    standard = _in_hand(state, 0, ghost_card)
    tech = _in_hand(state, 0, technology)
    theirs = _in_hand(state, 1, defender_card)
    mobilize(state, HOME1)
    GAME.apply(state, Action("move", (HOME1, 2, "ghost", 1)))
    for move in (("card", 1, standard), ("reinforce", 1, tech), ("done",), ("card", 1, theirs)):
        GAME.apply(state, Action(str(move[0]), move[1:]))
    GAME.apply(state, Action("done"))
    return state, ghost


def test_lockdown_is_the_blockade_that_locks_the_zealot_down_after_the_losses_in_a_game() -> None:
    """The sheet's step 11 «Разыгрываются карты со свойством «Блокада»» played by the real
    card (ruling 218): the Ghost (Terran combat card 14, 5/6) and the Zealot (Protoss combat
    card 4, 5/7) both survive the skirmish; then Lockdown's «Блокада» — 5 attack is 2 short
    of 7 health, within its 3 — destroys the Zealot, and the Ghost takes the area."""
    zealot_area = (HOME1, 1)
    state, ghost = _ghost_attacks("terran_lockdown", "protoss_combat_04", "terran_combat_14")
    assert state.events is not None
    values_ = [(e["attack"], e["health"]) for e in state.events if e["kind"] == "skirmish_values"]
    assert values_ == [(5, 6), (5, 7)]  # nobody destroyed by the values
    [blockade] = [e for e in state.events if e["kind"] == "blockade"]
    assert blockade["player"] == 0 and blockade["unit"] is not None
    assert {"kind": "unit_destroyed", "unit": blockade["unit"], "owner": 1} | {
        "cause": "blockade",
        "skirmish": 1,
    } in state.events
    assert not any(u.owner == 1 for u in state.units.values())
    assert state.units[ghost].area == zealot_area  # the defender is gone: the Ghost enters
    en = log_lines(state, ["Ann", "Bob"], "en", shown=(0, 1))
    assert any(
        line and line.startswith("Ann's «Lockdown»") and "down (blockade)" in line for line in en
    ), en
    ru = log_lines(state, ["Аня", "Боб"], "ru", shown=(0, 1))
    assert any(line and "«Блокада»" in line and "заблокирован" in line for line in ru), ru


def test_a_destroyed_ghosts_lockdown_locks_nothing_down_in_a_game() -> None:
    """The Ghost (Terran combat card 7, 6/4) falls to the Zealot (Protoss combat card 1,
    6/7 and +1 attack), which survives; a Ghost destroyed in the losses locks nothing down,
    though 6 is within 3 of 7."""
    state, ghost = _ghost_attacks("terran_lockdown", "protoss_combat_01")
    assert state.events is not None
    [blockade] = [e for e in state.events if e["kind"] == "blockade"]
    assert blockade["unit"] is None
    assert ghost not in state.units
    assert any(u.owner == 1 for u in state.units.values())


def test_a_cloaking_field_lets_the_ghost_withdraw_in_a_game() -> None:
    state, ghost = _ghost_attacks("terran_cloaking_field", "protoss_combat_02")  # Zealot 7/5
    assert state.events is not None
    assert {"kind": "unit_cloaked", "unit": ghost, "owner": 0} in state.events
    assert state.units[ghost].area in ((HOME1, 2), (HOME1, 3))  # withdrawn, not destroyed
