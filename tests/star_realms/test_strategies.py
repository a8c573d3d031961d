"""Strategy bots written as YAML: loading, error messages, rule effects, whole games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from spacetable.engine import Action, Game, PlayerId, play_match
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.bots.agents import GreedyAgent
from spacetable.games.star_realms.bots.strategy import (
    STRATEGY_NAMES,
    StrategyAgent,
    StrategyError,
    load_strategy,
)
from spacetable.games.star_realms.bots.strategy_rules import parse_strategy
from spacetable.games.star_realms.cards import SETS
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import GAME, play, scenario

HEADER = "name: test\ndescription_en: A test.\ndescription_ru: Проверка.\n"


def agent_for(body: str) -> StrategyAgent:
    """A strategy bot for a strategy written in the test (after the header)."""
    return StrategyAgent(parse_strategy(HEADER + body, "test.yaml"))


def move(agent: StrategyAgent, st: StarRealmsState) -> str:
    player = GAME.to_move(st)
    assert player is not None
    return agent.act(GAME, st, player).text()


# ----------------------------------------------------------------------------- loading


def test_at_least_five_strategies_are_shipped_and_load() -> None:
    assert len(STRATEGY_NAMES) >= 5
    assert list(STRATEGY_NAMES) == sorted(STRATEGY_NAMES)
    for name in STRATEGY_NAMES:
        strategy = load_strategy(name)
        assert strategy.name == name
        assert strategy.description_en and strategy.description_ru
        assert StrategyAgent(strategy).name == name


def test_a_strategy_loads_from_a_path(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(HEADER + "buy:\n  - card: explorer\n", encoding="utf-8")
    strategy = load_strategy(str(path))
    assert strategy.buy is not None and strategy.buy[0].card == "explorer"
    assert strategy.scrap is None  # left out: the greedy bot's choices


BAD_FILES = [
    (  # unknown key in a rule
        "buy:\n  - card: explorer\n  - any: true\n    colour: red\n",
        "rule buy[1]: field 'colour': Extra inputs are not permitted",
    ),
    (  # a condition of the wrong type
        "buy:\n  - any: true\n  - any: true\n  - card: ram\n    when: {turn_at_least: soon}\n",
        "rule buy[2]: field 'when.turn_at_least': Input should be a valid integer",
    ),
    (  # an unknown condition
        "scrap:\n  - card: scout\n    when: {turn_after: 3}\n",
        "rule scrap[0]: field 'when.turn_after': Extra inputs are not permitted",
    ),
    (  # an unknown card id, with a suggestion
        "buy:\n  - card: blob_fightr\n",
        "rule buy[0]: field 'card': unknown card 'blob_fightr' (did you mean blob_fighter",
    ),
    (  # an unknown card in a condition
        "buy:\n  - any: true\n    when: {owned_copies_below: {battle_blobb: 2}}\n",
        "rule buy[0]: field 'when.owned_copies_below': unknown card 'battle_blobb'",
    ),
    (  # an unknown faction
        "discard:\n  - card: viper\n  - faction: pirates\n",
        "rule discard[1]: field 'faction': Input should be 'blob'",
    ),
    (  # an unknown faction in a condition
        "buy:\n  - any: true\n    when: {deck_faction_count: {pirates: {at_least: 2}}}\n",
        "rule buy[0]: field 'when.deck_faction_count.pirates.[key]'",
    ),
    (  # an empty range
        "buy:\n  - any: true\n    when: {deck_faction_count: {blob: {}}}\n",
        "rule buy[0]: field 'when.deck_faction_count.blob.at_least': give at_least",
    ),
    (  # wrong type
        "buy:\n  - card: ram\n    max_copies: [2]\n",
        "rule buy[0]: field 'max_copies': Input should be a valid integer",
    ),
    (  # a rule selecting nothing
        "buy:\n  - when: {turn_at_most: 3}\n",
        "rule buy[0]: field 'card': a rule needs one of card, faction, type",
    ),
    (  # a lethal attack on bases
        "attack:\n  - target: bases\n    lethal: true\n",
        "rule attack[0]: field 'lethal': only attacks on a player can be lethal",
    ),
    (
        "attack:\n  - target: planets\n",
        "rule attack[0]: field 'target': Input should be 'player', 'outposts', 'bases' or 'boss'",
    ),
    (
        "scrap:\n  - card: scout\n    from: [deck]\n",
        "rule scrap[0]: field 'from[0]': Input should be 'discard', 'hand' or 'row'",
    ),
    (
        "play:\n  scrap_in_play:\n    - greedy: true\n    - type: moon\n",
        "rule play.scrap_in_play[1]: field 'type'",
    ),
    ("decisions:\n  choice: money\n", "rule decisions: field 'choice': Input should be 'greedy'"),
    ("decisions:\n  scrap: greedy\n", "rule decisions: field 'scrap': Extra inputs"),
    ("colour: red\n", "field 'colour': Extra inputs are not permitted"),
]


@pytest.mark.parametrize(("body", "expected"), BAD_FILES)
def test_invalid_files_name_file_rule_and_field(tmp_path: Path, body: str, expected: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(HEADER + body, encoding="utf-8")
    with pytest.raises(StrategyError) as info:
        load_strategy(str(path))
    assert str(info.value).startswith(f"{path}: ")
    assert expected in str(info.value)


def test_missing_name_and_bad_yaml_are_reported(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("description_en: x\ndescription_ru: x\n", encoding="utf-8")
    with pytest.raises(StrategyError, match=r"bad\.yaml: field 'name': Field required"):
        load_strategy(str(path))
    path.write_text("buy: [\n", encoding="utf-8")
    with pytest.raises(StrategyError, match="not valid YAML"):
        load_strategy(str(path))
    path.write_text("- buy\n", encoding="utf-8")
    with pytest.raises(StrategyError, match="expected a mapping"):
        load_strategy(str(path))
    with pytest.raises(StrategyError, match="no such strategy file or shipped strategy"):
        load_strategy(str(tmp_path / "none.yaml"))


# ----------------------------------------------------------------------------- rule effects

ROW = ["cutter", "battle_blob", "corvette", "dreadnaught", "trade_bot"]


def test_a_buy_rule_buys_only_when_its_condition_holds() -> None:
    bot = agent_for("buy:\n  - card: explorer\n    when: {turn_at_least: 5}\n")
    st = scenario(hand=[], trade=7, trade_row=ROW)
    assert move(bot, st) == "end"  # turn 1: no rule applies, so nothing is bought
    st.turn = 5
    assert move(bot, st) == "buy explorer"


def test_buy_rules_are_tried_in_order_with_their_preference() -> None:
    body = (
        "buy:\n"
        "  - faction: blob\n    when: {trade_at_least: 10}\n"
        "  - faction: star_empire\n    prefer: cost_low\n"
        "  - any: true\n"
    )
    st = scenario(hand=[], trade=7, trade_row=ROW)
    assert move(agent_for(body), st) == "buy row 2"  # the cheaper Star Empire card
    st = scenario(hand=[], trade=10, trade_row=ROW)
    assert move(agent_for(body), st) == "buy row 1"  # Battle Blob, the only Blob card


def test_max_copies_and_faction_counts_limit_buys() -> None:
    capped = agent_for("buy:\n  - card: cutter\n    max_copies: 2\n")
    st = scenario(hand=[], discard=["cutter"], trade=2, trade_row=ROW)
    assert move(capped, st) == "buy row 0"
    st = scenario(hand=[], discard=["cutter", "cutter"], trade=2, trade_row=ROW)
    assert move(capped, st) == "end"
    blob_deck = agent_for(
        "buy:\n  - any: true\n    when: {deck_faction_count: {blob: {at_least: 2}}}\n"
    )
    st = scenario(hand=[], discard=["ram"], trade=6, trade_row=ROW)
    assert move(blob_deck, st) == "end"
    st = scenario(hand=[], discard=["ram", "ram"], trade=6, trade_row=ROW)
    assert move(blob_deck, st) == "buy row 1"


def test_scrap_rules_pick_in_order_from_the_discard_pile_first() -> None:
    st = scenario(hand=["convoy_bot", "scout", "viper"], discard=["scout", "viper"])
    play(st, "convoy_bot")
    assert st.decision is not None and st.decision.kind == "scrap"
    options = st.decision.options
    vipers_first = agent_for("scrap:\n  - card: viper\n  - card: scout\n")
    assert move(vipers_first, st) == f"choose {options.index(('discard', st.db.viper))}"
    scouts_first = agent_for("scrap:\n  - card: scout\n  - card: viper\n")
    assert move(scouts_first, st) == f"choose {options.index(('discard', st.db.scout))}"
    hand_only = agent_for("scrap:\n  - card: scout\n    from: [hand]\n")
    assert move(hand_only, st) == f"choose {options.index(('hand', st.db.scout))}"


def test_an_optional_scrap_no_rule_matches_is_declined() -> None:
    bot = agent_for("scrap:\n  - card: viper\n    when: {deck_size_at_least: 30}\n")
    st = scenario(hand=["convoy_bot", "scout"], discard=["viper"])
    play(st, "convoy_bot")
    assert move(bot, st) == "done"


def test_a_lethal_attack_comes_before_bases() -> None:
    lethal_first = agent_for(
        "attack:\n  - target: player\n    lethal: true\n  - target: bases\n  - target: player\n"
    )
    bases_first = agent_for("attack:\n  - target: bases\n  - target: player\n")
    st = scenario(hand=[], combat=8, opp_bases=["fleet_hq"], authority=(50, 8))
    assert move(lethal_first, st) == "attack player 1"
    assert move(bases_first, st) == "attack base 1 0"
    st = scenario(hand=[], combat=8, opp_bases=["fleet_hq"], authority=(50, 9))
    assert move(lethal_first, st) == "attack base 1 0"  # not lethal: the base first


def test_outposts_then_ending_when_no_rule_applies() -> None:
    bot = agent_for("attack:\n  - target: outposts\n")
    st = scenario(hand=[], combat=8, opp_bases=["war_world", "fleet_hq"])
    assert move(bot, st) == "attack base 1 0"
    GAME.apply(st, Action("attack", ("base", 1, 0)))
    assert move(bot, st) == "end"  # no rule attacks the player


def test_decision_policies() -> None:
    trade = agent_for("decisions:\n  choice: combat\n")
    st = scenario(hand=["frontier_station"])
    play(st, "frontier_station")
    GAME.apply(st, Action("use", (0,)))
    assert "combat" in GAME.describe_action(st, trade.act(GAME, st, 0), "en")
    never = agent_for("decisions:\n  reveal: never\n")
    st = scenario(hand=[], gambits=["bold_raid"], sets=("core", "gambits"))
    assert move(never, st) == "end"
    assert move(agent_for(""), st) == "reveal 0"


def test_scrap_in_play_rules() -> None:
    bot = agent_for(
        "play:\n  scrap_in_play:\n    - card: explorer\n      when: {turn_at_least: 3}\n"
    )
    st = scenario(hand=[], ships=["explorer"])
    assert move(bot, st) == "end"
    st.turn = 3
    assert move(bot, st) == "scrap ship 0"


# ----------------------------------------------------------------------------- whole games


class Checked:
    """Wraps an agent and checks that every action it returns is legal at that moment."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name = agent.name

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        action: Action = self.agent.act(game, state, player)
        assert action in game.legal_actions(state), (action, game.legal_actions(state))
        return action


ALL_SETS = {"sets": list(SETS)}


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_two_player_games_against_greedy(name: str) -> None:
    for seed in range(20):
        seat = seed % 2
        agents: list[Any] = [Checked(GreedyAgent()), Checked(GreedyAgent())]
        agents[seat] = Checked(StrategyAgent(load_strategy(name), seed))
        options = ALL_SETS if seed % 4 >= 2 else {}
        outcome = play_match(GAME, agents, options, seed).outcome
        assert outcome is not None and outcome.reason == "authority"


@pytest.mark.parametrize("name", STRATEGY_NAMES)
@pytest.mark.parametrize(
    "options", [{"format": "ffa", "players": 3}, {"format": "nemesis-beast", "players": 2}]
)
def test_multiplayer_and_challenge_games(name: str, options: dict[str, Any]) -> None:
    for seed in range(5):
        players = int(options["players"])
        agents: list[Any] = [Checked(GreedyAgent()) for _ in range(players)]
        agents[seed % players] = Checked(StrategyAgent(load_strategy(name), seed))
        full = {**options, **(ALL_SETS if seed % 2 else {})}
        assert play_match(GAME, agents, full, seed).outcome is not None


def _hide_differently(st: StarRealmsState, player: int, rng: Rng) -> StarRealmsState:
    """The same state as ``player`` sees it, with the hidden cards changed: the opponents'
    hands and decks replaced by other cards, the player's own deck reordered."""
    other = st.clone()
    pool = [c.num for c in st.db.cards if c.type in ("ship", "base")]
    for seat, ps in enumerate(other.players):
        if seat == player:
            rng.shuffle(ps.deck)
            continue
        ps.hand = [rng.choice(pool) for _ in ps.hand]
        ps.deck = [rng.choice(pool) for _ in ps.deck]
    rng.shuffle(other.trade_deck)
    return other


@pytest.mark.parametrize("name", STRATEGY_NAMES)
def test_choices_do_not_depend_on_hidden_cards(name: str) -> None:
    bot = StrategyAgent(load_strategy(name))
    greedy = GreedyAgent()
    rng = Rng(7)
    checked = 0
    for seed in range(3):
        st = GAME.setup({"sets": list(SETS)}, seed)
        while not st.over and st.turn < 60:
            player = GAME.to_move(st)
            assert player is not None
            if player == 0:
                action = bot.act(GAME, st, player)
                other = _hide_differently(st, player, rng)
                assert bot.act(GAME, other, player) == action
                checked += 1
            else:
                action = greedy.act(GAME, st, player)
            GAME.apply(st, action)
    assert checked > 100
