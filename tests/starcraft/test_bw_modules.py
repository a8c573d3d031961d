"""Brood War's modules: the Defensive module's swap after the supports, the Assist module's
assist unit beyond an area's limit (moves, attacks, step 14, Build), and the Offensive
module's transport past Limited Orbital Defense, which then is destroyed."""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.games.starcraft.board import holds
from spacetable.games.starcraft.bots.greedy import GreedyAgent
from spacetable.games.starcraft.brood_war import keywords as bw_keywords
from spacetable.games.starcraft.combat.battle import decision, start_battle
from spacetable.games.starcraft.combat.hooks import BattleHooks
from spacetable.games.starcraft.combat.model import Battle, CombatUnit, Keywords, Values
from spacetable.games.starcraft.economy.build_model import SiteArea, UnitType, Unlock
from spacetable.games.starcraft.economy.resources import Cost
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.web.log import log_lines
from spacetable.games.starcraft.web.table import PROMPTS

from .scgame import GAME, PROTOSS, TERRAN, clear, put, ready_bw, start_execution
from .test_build import CATALOGUE, UNITS, act, holdings, order, refused, site
from .test_combat import Hooks, kinds, options, play, refusal, std, unit, waiting

HOME0, HOME1 = "bhekar_ro", "dylar_iv"  # seed 0, Terran and Protoss: joined by route 0
ROUTE = 0
HOLD = Values(-20, 20)


# ---------------------------------------------------------------------------------------
# The Defensive module


def two_skirmishes(keywords: Keywords, wraith_supports: int) -> tuple[Battle, Hooks]:
    """The attacker's zergling and mutalisk against the defender's marine, firebat and
    wraith: zergling–marine in skirmish 1, mutalisk–firebat in 2, the wraith supporting
    ``wraith_supports``; played to the decision after the supports."""
    hooks = Hooks()
    units = [
        unit("z", 0, "zergling"),
        unit("mu", 0, "mutalisk"),
        unit("ma", 1, "marine"),
        unit("fb", 1, "firebat"),
        unit("wr", 1, "wraith"),
    ]
    battle, _ = start_battle("here", 3, 0, 1, units, hooks, keywords=keywords)
    play(battle, hooks, "pair z ma", "pair mu fb", f"support wr {wraith_supports}")
    return battle, hooks


def test_the_defensive_module_lets_the_defender_swap_two_units_between_skirmishes() -> None:
    battle, hooks = two_skirmishes(Keywords(swap=frozenset({1})), wraith_supports=1)
    assert waiting(battle, hooks) == (1, "swap")
    assert options(battle, hooks) == {"swap ma fb", "swap wr fb", "no_swap"}
    events = play(battle, hooks, "swap wr fb")
    assert kinds(events, "units_swapped") == [
        {"kind": "units_swapped", "player": 1, "units": ["wr", "fb"], "skirmishes": [1, 2]}
    ]
    one, two = (battle.skirmish(n).sides[1] for n in (1, 2))
    assert (one.front, one.supporters, two.front, two.supporters) == ("ma", ["fb"], "wr", [])
    assert waiting(battle, hooks) == (0, "cards")


def test_a_swap_puts_a_unit_in_the_front_line_only_where_the_enemy_can_attack_it() -> None:
    battle, hooks = two_skirmishes(Keywords(swap=frozenset({1})), wraith_supports=2)
    assert options(battle, hooks) == {"swap ma fb", "no_swap"}  # no wraith before a zergling
    assert "front line of skirmish 1 only if the enemy" in refusal(battle, hooks, "swap ma wr")
    assert "same skirmish" in refusal(battle, hooks, "swap fb wr")
    events = play(battle, hooks, "no_swap")
    assert kinds(events, "swap_passed") == [{"kind": "swap_passed", "player": 1}]
    assert battle.skirmish(1).sides[1].front == "ma"


def test_no_swap_without_the_module_nor_for_the_attacker() -> None:
    for keywords in (Keywords(), Keywords(swap=frozenset({0}))):
        battle, hooks = two_skirmishes(keywords, wraith_supports=1)
        assert waiting(battle, hooks) == (0, "cards")


def defended_home(defensive: bool) -> StarcraftState:
    """Terran (player 0) attacks Protoss's two zealots and scout in Dylar IV 2 with two
    marines; Protoss owns the Defensive module or not."""
    state = ready_bw([TERRAN, PROTOSS])
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    if defensive:
        state.players[1].modules["defensive"] = 1
    put(state, 1, "zealot", (HOME1, 2), 2)
    put(state, 1, "scout", (HOME1, 2))
    put(state, 0, "marine", (HOME1, 3), 2)
    start_execution(state, {HOME1: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME1,)))
    GAME.apply(state, Action("move", (HOME1, 3, "marine", 2)))
    GAME.apply(state, Action("move", (HOME1, 3, "marine", 2)))
    return state


def until(state: StarcraftState, *wanted: str) -> str:
    """Play the battle's first choices until one of the ``wanted`` kinds is asked; its kind."""
    while (battle := state.battle) is not None:
        asked = decision(battle, BattleHooks.of(state))
        assert asked is not None
        if asked.kind in wanted:
            return asked.kind
        GAME.apply(state, GAME.legal_actions(state)[0])
    raise AssertionError(f"none of {wanted} asked")


def test_a_defender_with_the_defensive_module_is_offered_the_swap_in_a_game() -> None:
    for defensive in (False, True):
        state = defended_home(defensive)
        battle = state.battle
        assert battle is not None and battle.keywords.swap == frozenset({1} if defensive else ())
        assert (until(state, "swap", "cards") == "swap") is defensive


def test_the_swap_has_labels_a_prompt_and_log_lines_in_both_languages_and_the_bot_uses_it() -> None:
    state = defended_home(True)
    until(state, "swap")
    for action in GAME.legal_actions(state):
        en, ru = (GAME.describe_action(state, action, lang) for lang in ("en", "ru"))
        assert "Defensive module" in en and "оборонительный модуль" in ru
    assert PROMPTS["battle.swap"].text("ru") != PROMPTS["battle.swap"].text("en")
    chosen = GreedyAgent().act(GAME, state, 1)
    assert chosen.kind in ("swap", "no_swap")
    GAME.apply(state, chosen)
    for lang, word in (("en", "Defensive module"), ("ru", "оборонительный модуль")):
        lines = log_lines(state, ["Ann", "Bob"], lang, shown=(0, 1))
        assert any(word in str(line) for line in lines)


# ---------------------------------------------------------------------------------------
# The Assist module


def terran_board(assist: bool) -> StarcraftState:
    state = ready_bw([TERRAN, PROTOSS])
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    if assist:
        state.players[0].modules["assist"] = 1
    return state


def moves(state: StarcraftState) -> set[tuple[object, ...]]:
    return {a.args for a in GAME.legal_actions(state) if a.kind == "move"}


def test_the_assist_module_lets_one_assist_unit_beyond_an_areas_limit() -> None:
    for assist in (False, True):
        state = terran_board(assist)
        limit = state.galaxy.planets[HOME0].planet.area(2)
        assert limit is not None and limit.unit_limit == 3
        put(state, 0, "marine", (HOME0, 2), 3)
        put(state, 0, "medic", (HOME0, 3), 2)
        put(state, 0, "marine", (HOME0, 3))
        start_execution(state, {HOME0: [(0, "mobilize")]})
        GAME.apply(state, Action("execute", (HOME0,)))
        assert ((HOME0, 3, "medic", 2) in moves(state)) is assist
        assert (HOME0, 3, "marine", 2) not in moves(state)
        if assist:
            GAME.apply(state, Action("move", (HOME0, 3, "medic", 2)))
            assert (HOME0, 3, "medic", 2) not in moves(state)  # one assist unit only
            assert holds(state, (HOME0, 2), 0, []) and not holds(state, (HOME0, 2), 0, ["medic"])


def test_the_assist_module_lets_one_assist_unit_more_attack() -> None:
    for assist in (False, True):
        state = terran_board(assist)
        put(state, 1, "zealot", (HOME1, 2))
        put(state, 0, "marine", (HOME1, 3), 3)
        put(state, 0, "medic", (HOME1, 4))
        put(state, 0, "marine", (HOME1, 1), 2)
        start_execution(state, {HOME1: [(0, "mobilize")]})
        GAME.apply(state, Action("execute", (HOME1,)))
        for src, count in ((3, 3), (1, 2)):  # size 3 + 2 = 5 attacking units
            for _ in range(count):
                GAME.apply(state, Action("move", (HOME1, src, "marine", 2)))
        assert ((HOME1, 4, "medic", 2) in moves(state)) is assist


def test_the_assist_module_lets_an_assist_unit_more_into_the_area_after_the_battle() -> None:
    def battle_won(room: int) -> tuple[Battle, Hooks]:
        hooks = Hooks(hands={0: [std("a1", "marine", major=(9, 9))], 1: [std("d1", "zergling")]})
        medic = CombatUnit("md", 0, "medic", "ground", "none", assist=True)
        units = [unit("m", 0, "marine"), medic, unit("z", 1, "zergling")]
        keywords = Keywords(assist_room={0: room})
        battle, _ = start_battle("here", 1, 0, 1, units, hooks, keywords=keywords)
        play(battle, hooks, "card 1 a1", "done", "card 1 d1", "done")
        return battle, hooks

    battle, hooks = battle_won(room=1)
    assert battle.outcome == "attacker_won" and battle.stage == "over"
    assert sorted(battle.staying) == ["m", "md"]
    battle, hooks = battle_won(room=0)
    assert waiting(battle, hooks) == (0, "stay")


MEDIC = UnitType("medic", Cost(gas=1), "ground", 3, Unlock("barracks", 1), assist=True)


def test_the_assist_module_lets_an_assist_unit_be_built_into_a_full_area() -> None:
    catalogue = replace(CATALOGUE, units={**UNITS, "medic": MEDIC})
    for room in (0, 1):
        where = site()
        where.areas[2] = SiteArea(2, units={"marine": 2}, assist_room=room)
        build = order(where=where, owned=holdings(units={"marine": 3}), catalogue=catalogue)
        assert refused(build, "unit marine 2") == [
            "area 2 is full (2 units); name an own unit there to destroy"
        ]
        if room:
            act(build, "unit medic 2")
            assert build.site.areas[2].units == {"marine": 2, "medic": 1}
            assert refused(build, "unit medic 2")  # the second assist unit counts
            [why] = refused(build, "unit marine 2 medic")  # the freed medic makes no room
            assert "makes no room" in why
            act(build, "unit marine 2 marine")
            assert build.site.areas[2].units == {"marine": 2, "medic": 1}
        else:
            assert refused(build, "unit medic 2")


# ---------------------------------------------------------------------------------------
# The Offensive module


def test_the_offensive_module_transports_past_orbital_defense_at_the_cost_of_the_transport() -> (
    None
):
    for offensive in (False, True):
        state = terran_board(False)
        assert state.bases.get((HOME1, 1)) == 1 and state.galaxy.routes[ROUTE].planets
        state.players[1].modules["air_support"] = 1
        if offensive:
            state.players[0].modules["offensive"] = 1
        state.transports = {ROUTE: {0}}
        put(state, 0, "marine", (HOME0, 2), 2)
        put(state, 1, "zealot", (HOME1, 1))
        start_execution(state, {HOME1: [(0, "mobilize")]})
        GAME.apply(state, Action("execute", (HOME1,)))
        assert ((HOME0, 2, "marine", 1) in moves(state)) is offensive
        if not offensive:
            continue
        GAME.apply(state, Action("move", (HOME0, 2, "marine", 1)))
        GAME.apply(state, Action("move", (HOME0, 2, "marine", 1)))
        assert 0 not in state.transports[ROUTE]
        assert state.events is not None
        [gone] = [e for e in state.events if e["kind"] == "transport_destroyed"]
        assert gone == {
            "kind": "transport_destroyed",
            "player": 0,
            "route": ROUTE,
            "cause": "offensive_module",
        }
        assert state.battle is not None  # the battle follows
        en = log_lines(state, ["Ann", "Bob"], "en", shown=(0, 1))
        ru = log_lines(state, ["Ann", "Bob"], "ru", shown=(0, 1))
        assert any("(Offensive module)" in str(line) for line in en)
        assert any("(наступательный модуль)" in str(line) for line in ru)


def test_the_offensive_module_spares_transports_used_elsewhere() -> None:
    state = terran_board(False)
    state.players[0].modules["offensive"] = 1
    state.transports = {ROUTE: {0}}
    put(state, 0, "marine", (HOME0, 2))
    start_execution(state, {HOME1: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME1,)))
    GAME.apply(state, Action("move", (HOME0, 2, "marine", 2)))  # no Air Support in the way
    assert state.transports[ROUTE] == {0}
    assert not bw_keywords.orbital_defended(state, (HOME1, 1), 0)
