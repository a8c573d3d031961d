"""Brood War heroes' events as StarCraft log lines, in Russian or English (used by
:mod:`.starcraft_bw_log`): a hero's battle ability announced when its card resolves, a
hero's demand when a battle starts (Zeratul), a fallen hero's revenge (Gantrithor), and a
skirmish's values when heroes or a «reduce attack» card changed them."""

from __future__ import annotations

from typing import Any, Protocol

from spacetable.games.starcraft.brood_war.heroes import IN_BATTLE
from spacetable.i18n.reasons import Reason

Event = dict[str, Any]
R = Reason

HERO_TEMPLATES: dict[str, Reason] = {
    "leadership_effect.hero_attack_aura": R(
        "{player}'s hero gives +{amount} attack to all their units in its battles.",
        "Герой игрока {player} даёт +{amount} к атаке всем его юнитам в своих сражениях.",
    ),
    "leadership_effect.hero_always_major": R(
        "{player}'s hero always uses the major values of its Combat card.",
        "Герой игрока {player} всегда использует большие значения своей боевой карты.",
    ),
    "leadership_effect.hero_uses_cards_of": R(
        "{player}'s hero may also use the Combat cards of: {units}.",
        "Герою игрока {player} подходят и боевые карты юнитов: {units}.",
    ),
    "leadership_effect.hero_battle_start_enemy_destroys": R(
        "When a battle with {player}'s hero starts, the opponent destroys one of their own"
        " units ({units}).",
        "В начале сражения с героем игрока {player} противник уничтожает одного своего юнита"
        " ({units}).",
    ),
    "leadership_effect.hero_on_destroyed_destroy": R(
        "When {player}'s hero is destroyed, they may destroy a unit, installation or base on"
        " that planet.",
        "Когда герой игрока {player} уничтожен, он может уничтожить юнита, сооружение или базу"
        " на той же планете.",
    ),
    "hero_toll": R(
        "The hero {hero} demands it: {player} destroys their {unit}.",
        "Этого требует герой {hero}: {player} уничтожает своего юнита {unit}.",
    ),
    "hero_toll.none": R(
        "The hero {hero}: {player} has no unit it could make them destroy.",
        "Герой {hero}: у игрока {player} нет юнита, которого он мог бы заставить уничтожить.",
    ),
    "hero_avenged.unit": R(
        "{player}'s fallen hero {hero}: {player} destroys {unit} ({owner}).",
        "Павший герой {hero} игрока {player}: {player} уничтожает юнита {unit} ({owner}).",
    ),
    "hero_avenged.base": R(
        "{player}'s fallen hero {hero}: {player} destroys {owner}'s base in {area}.",
        "Павший герой {hero} игрока {player}: {player} уничтожает базу игрока {owner} ({area}).",
    ),
    "hero_avenged.installation": R(
        "{player}'s fallen hero {hero}: {player} destroys {owner}'s installation {installation}"
        " in {area}.",
        "Павший герой {hero} игрока {player}: {player} уничтожает сооружение «{installation}»"
        " игрока {owner} ({area}).",
    ),
    "hero_avenged.none": R(
        "{player}'s fallen hero {hero}: {player} destroys nothing.",
        "Павший герой {hero} игрока {player}: {player} ничего не уничтожает.",
    ),
    "skirmish_values.detail": R(
        "Skirmish {skirmish}: {player} has attack {attack}, health {health} ({detail}).",
        "Схватка {skirmish}: у игрока {player} атака {attack}, защита {health} ({detail}).",
    ),
}
MOVEMENTS = {"ground": R("ground", "наземные"), "flying": R("flying", "летающие")}


class Names(Protocol):
    """What the log's namer gives this module."""

    lang: str

    def unit(self, uid: int) -> str:
        """A unit by its number."""

    def entry(self, table: str, key: str) -> str:
        """A pack entry's name."""


def hero_template_key(event: Event) -> str | None:
    """The template key of a hero's event, or None when it is not one."""
    kind = str(event["kind"])
    if kind == "hero_toll" and event["unit"] is None:
        return "hero_toll.none"
    if kind == "hero_avenged":
        return f"hero_avenged.{event['target'] or 'none'}"
    if kind == "skirmish_values" and (any(event.get("hero", ())) or event.get("reduced")):
        return "skirmish_values.detail"
    return None


def hero_fields(event: Event, names: Names) -> dict[str, Any]:
    """The fields of a hero's event the log prints in its own way."""
    fields: dict[str, Any] = {}
    if isinstance(event.get("hero"), int):
        fields["hero"] = names.unit(event["hero"])
    if event["kind"] == "leadership_effect" and event["effect"] in IN_BATTLE:
        fields["units"] = ", ".join(_unit_word(names, u) for u in event["units"]) or "—"
    if event["kind"] == "skirmish_values":
        fields["detail"] = _detail(event, names.lang)
    return fields


def _unit_word(names: Names, word: str) -> str:
    """A unit type's name, or a movement's word."""
    movement = MOVEMENTS.get(word)
    return names.entry("units", word) if movement is None else movement.text(names.lang)


def _detail(event: Event, lang: str) -> str:
    """What heroes and «reduce attack» cards did to a side's values."""
    attack, health = event.get("hero") or (0, 0)
    parts = []
    if attack or health:
        word = "герои" if lang == "ru" else "heroes"
        parts.append(f"{word} +{attack}/+{health}")
    if event.get("reduced"):
        word = "атака" if lang == "ru" else "attack"
        parts.append(f"{word} −{event['reduced']}")
    return ", ".join(parts)
