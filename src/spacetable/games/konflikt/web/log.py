"""«Конфликт» events as the log lines of a seat's page, in Russian or English.

One entry per event, so that a page can be sent only the entries after those it has: the text,
or None for an event the log does not show (bookkeeping such as a capture check, and kinds
this module does not know yet). A drawn card is named only to the seats in ``shown``; a coin
flip names the coin, never the card it was read from (that card goes to the bottom of a deck).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from spacetable.games.konflikt.cards.models import WorldCard
from spacetable.games.konflikt.state import KonfliktState
from spacetable.i18n import cards_word
from spacetable.i18n.reasons import Reason

Event = dict[str, Any]

TEMPLATES: dict[str, Reason] = {
    "coin_flipped": Reason("The coin says {first} goes first.", "Жребий: первым ходит {first}."),
    "first_player": Reason("{player} goes first.", "Первым ходит {player}."),
    "location_placed": Reason("{player} places {card} on {cell}.", "{player}: {card} на {cell}."),
    "dealt": Reason("{player} is dealt {cards}.", "{player} получает {cards}."),
    "mulligan": Reason(
        "{player} puts {put_back} card(s) under the deck and draws {drawn}.",
        "{player}: страховка — карт под колоду: {put_back}, взято: {drawn}.",
    ),
    "mulligan.keep": Reason("{player} keeps the hand.", "{player} оставляет руку."),
    "turn_started": Reason("Turn {turn}: {player}.", "Ход {turn}: {player}."),
    "turn_ended": Reason("{player} ends the turn.", "{player} заканчивает ход."),
    "drew": Reason("{player} draws {card}.", "{player} берёт карту {card}."),
    "drew.hidden": Reason("{player} draws a card.", "{player} берёт карту."),
    "card_played": Reason("{player} plays {card}.", "{player} играет {card}."),
    "card_played.target": Reason(
        "{player} plays {card} onto {target}.", "{player} играет {card}: {target}."
    ),
    "passed": Reason("{player} passes.", "{player} пасует."),
    "passed.reaction": Reason("{player} plays no reaction.", "{player} не играет реакцию."),
    "reaction": Reason("{player} plays a reaction.", "{player} играет реакцию."),
    "reaction_played": Reason(
        "{player} plays the reaction {card}.", "{player} играет реакцию {card}."
    ),
    "reacted": Reason("{player}: {uid} reacts.", "{player}: срабатывает реакция {uid}."),
    "triggered": Reason("{uid} triggers.", "Срабатывает {uid}."),
    "ability_used": Reason("{player} uses {uid}.", "{player} применяет способность {uid}."),
    "fleet_chosen": Reason("{player} gathers a fleet: {uids}.", "{player} собирает флот: {uids}."),
    "fleet_moved": Reason(
        "{player} moves {ships} ship(s) from {from} to {to}.",
        "{player} перемещает корабли ({ships}) из {from} в {to}.",
    ),
    "annexed": Reason("{player} annexes {cell}.", "{player} присоединяет {cell}."),
    "captured": Reason(
        "{player} captures {cell} from {from}.",
        "{player} захватывает {cell} (прежний хозяин: {from}).",
    ),
    "captured.neutral": Reason("{player} captures {cell}.", "{player} захватывает {cell}."),
    "stability_changed": Reason(
        "{player}: stability {delta}, now {stability}.",
        "{player}: стабильность {delta}, теперь {stability}.",
    ),
    "buildings_destroyed": Reason(
        "{player}: {count} building(s) in {cell} are destroyed.",
        "{player}: в {cell} уничтожено построек: {count}.",
    ),
    "blockade_started": Reason("{cell} is blockaded.", "{cell} в блокаде."),
    "blockade_ended": Reason("The blockade of {cell} is lifted.", "Блокада {cell} снята."),
    "location_destroyed": Reason(
        "{cell} is destroyed: a Ruined Planet.", "{cell} уничтожена: Разрушенная планета."
    ),
    "location_hit": Reason(
        "{cell} takes {taken} damage: armour {armour} left.",
        "{cell} получает повреждения: {taken}, осталось брони {armour}.",
    ),
    "battle_started": Reason("{attacker} attacks in {cell}.", "Бой в {cell}: атакует {attacker}."),
    "retreat_started": Reason(
        "{attacker} attacks the retreating fleet in {cell}.",
        "{attacker} атакует отступающий флот в {cell}.",
    ),
    "targets_done": Reason("{player} has chosen the targets.", "{player}: цели выбраны."),
    "target_assigned": Reason("{combatant} aims at {target}.", "{combatant} атакует: {target}."),
    "target_assigned.second": Reason(
        "{combatant}'s second target: {target}.", "{combatant}, вторая цель: {target}."
    ),
    "damage_step": Reason("Damage step: {step}.", "Шаг повреждений: {step}."),
    "coin_shown": Reason("{player} flips a coin: {coin}.", "{player} бросает монету: {coin}."),
    "strike": Reason(
        "{striker} strikes {target}: {coin}, damage {damage}.",
        "{striker} бьёт по цели {target}: {coin}, повреждения {damage}.",
    ),
    "strike_lost": Reason(
        "{striker}: its target {target} is gone.", "{striker}: цели {target} уже нет."
    ),
    "hit": Reason(
        "{target} takes {taken} damage: armour {armour} left.",
        "{target} получает повреждения: {taken}, осталось брони {armour}.",
    ),
    "evasion.cancelled": Reason(
        "{combatant} evades ({coin}): the hit is cancelled.",
        "{combatant} уклоняется ({coin}): удар отменён.",
    ),
    "evasion.failed": Reason(
        "{combatant} fails to evade ({coin}).", "{combatant} не уклоняется ({coin})."
    ),
    "battle_ended": Reason(
        "The battle in {cell} is over; destroyed: {destroyed}.",
        "Бой в {cell} окончен; уничтожены: {destroyed}.",
    ),
    "retreat_ended": Reason(
        "The attack on the retreating fleet in {cell} is over; it still has: {survivors}.",
        "Атака на отступающий флот в {cell} окончена; уцелели: {survivors}.",
    ),
    "destroyed": Reason("{uid} is destroyed.", "{uid} уничтожен(а)."),
    "effect_damage": Reason("{uid} takes {taken} damage.", "{uid} получает повреждения: {taken}."),
    "repaired": Reason("{uid} is repaired by {amount}.", "{uid}: ремонт {amount}."),
    "restored": Reason("{uid} restores {amount}.", "{uid}: восстановление {amount}."),
    "timer_removed": Reason(
        "{uid} loses a timer token: {left} left.", "{uid} теряет жетон таймера: осталось {left}."
    ),
    "timer_changed": Reason("{uid}'s timer: {left}.", "{uid}, таймер: {left}."),
    "returned_to_hand": Reason(
        "{uid} returns to its owner's hand.", "{uid} возвращается в руку владельца."
    ),
    "put_into_play": Reason("{player} puts {uid} into play.", "{player} вводит в игру {uid}."),
    "game_over": Reason(
        "The game is over: {winners} wins.", "Партия окончена: победа — {winners}."
    ),
    "game_over.draw": Reason("The game is over: a draw.", "Партия окончена: ничья."),
    "turn_limit": Reason(
        "The turn limit ({turn}) is reached: a draw.", "Достигнут предел ходов ({turn}): ничья."
    ),
}
WORDS: dict[str, Reason] = {
    "silver": Reason("silver", "серебро"),
    "gold": Reason("gold", "золото"),
    "fast": Reason("fast units", "быстрые"),
    "normal": Reason("normal units", "обычные"),
    "slow": Reason("slow units", "медленные"),
    "location": Reason("the location", "локация"),
    "nobody": Reason("nobody", "никто"),
    "none": Reason("none", "нет"),
}
PLAYER_KEYS = ("player", "owner", "attacker", "first", "from")
CELL_KEYS = ("cell", "from", "to")
UNIT_KEYS = ("uid", "combatant", "striker")
UNIT_LIST_KEYS = ("uids", "destroyed", "survivors")
WORD_KEYS = ("coin", "step")


class _Namer:
    """Names of the players, cards and cards in play for one rendering of the log. A card
    in play keeps its name in the log after it leaves play: its events name it."""

    def __init__(
        self, state: KonfliktState, events: Sequence[Event], names: Sequence[str], lang: str
    ) -> None:
        self.state = state
        self.names = names
        self.lang = lang
        self.units = {uid: inst.card.id for uid, inst in state.instances.items()}
        for event in events:
            if "uid" in event and isinstance(event.get("card"), str):
                self.units.setdefault(event["uid"], event["card"])

    def word(self, key: str) -> str:
        return WORDS[key].text(self.lang)

    def player(self, seat: int | None) -> str:
        return self.word("nobody") if seat is None else self.names[seat]

    def card(self, card_id: str) -> str:
        return f"«{self.state.pool.cards[card_id].name(self.lang)}»"

    def unit(self, uid: Any) -> str:
        card_id = self.units.get(uid)
        return f"#{uid}" if card_id is None else f"{self.card(card_id)} #{uid}"

    def cell(self, cell: str) -> str:
        """A cell with the location there, once the locations are placed."""
        board = self.state.board
        loc = None if board is None else board.locations.get(cell)
        if loc is None or not isinstance(loc.card, WorldCard):
            return cell
        return f"{cell} {self.card(loc.card.id)}"

    def target(self, target: Any) -> str:
        """A card in play (a uid), the location fought over, or a cell."""
        if isinstance(target, int):
            return self.unit(target)
        if target == "location":
            return self.word("location")
        return self.cell(str(target))

    def units_list(self, uids: Sequence[Any]) -> str:
        return ", ".join(self.unit(uid) for uid in uids) or self.word("none")


def _template_key(event: Event, shown: Collection[int]) -> str:
    """The template for an event: its kind, or the kind's variant this event needs."""
    kind = str(event["kind"])
    if kind == "drew" and event["player"] not in shown:
        return "drew.hidden"
    if kind == "mulligan" and not event["put_back"]:
        return "mulligan.keep"
    if kind == "passed" and "window" in event:
        return "passed.reaction"
    if kind == "card_played" and event.get("target") is not None:
        return "card_played.target"
    if kind == "captured" and event["from"] is None:
        return "captured.neutral"
    if kind == "target_assigned" and event["second"]:
        return "target_assigned.second"
    if kind == "evasion":
        return "evasion.cancelled" if event["cancelled"] else "evasion.failed"
    if kind == "game_over" and not event["winners"]:
        return "game_over.draw"
    return kind


def _fields(event: Event, namer: _Namer) -> dict[str, Any]:
    """The event's fields as the templates print them."""
    fields: dict[str, Any] = dict(event)
    for key, value in event.items():
        if key in PLAYER_KEYS and not isinstance(value, str):  # a fleet's "from" is a cell
            fields[key] = namer.player(value)
        elif key in CELL_KEYS and isinstance(value, str) and event["kind"] != "location_placed":
            fields[key] = namer.cell(value)
        elif key in UNIT_KEYS:
            fields[key] = namer.unit(value)
        elif key in UNIT_LIST_KEYS:
            fields[key] = namer.units_list(value)
        elif key in WORD_KEYS and value in WORDS:
            fields[key] = namer.word(value)
        elif key == "target":
            fields[key] = namer.target(value)
        elif key == "card" and isinstance(value, str):
            fields[key] = namer.card(value)
    if event["kind"] == "location_placed":
        world = namer.state.placement.universes[event["player"]][event["card"]]
        assert isinstance(world, WorldCard)
        fields["card"] = namer.card(world.id)
    if event["kind"] == "dealt":
        fields["cards"] = cards_word(event["cards"], namer.lang)
    if event["kind"] == "stability_changed":
        fields["delta"] = f"{event['delta']:+d}"
    if event["kind"] == "game_over":
        fields["winners"] = ", ".join(namer.player(p) for p in event["winners"])
    return fields


def log_lines(
    state: KonfliktState,
    names: Sequence[str],
    lang: str,
    start: int = 0,
    shown: Collection[int] = (),
) -> list[str | None]:
    """The log entries of the events from ``start`` on: a line each, None for an event not
    shown. A card drawn by a seat in ``shown`` is named; any other draw is not."""
    events = state.events or []
    namer = _Namer(state, events, names, lang)
    lines: list[str | None] = []
    for event in events[start:]:
        template = TEMPLATES.get(_template_key(event, shown))
        lines.append(
            None if template is None else template.text(lang).format(**_fields(event, namer))
        )
    return lines
