"""Checks that the cards of a StarCraft data pack make sense: combat and technology card
faces (values for a standard card, icons of units of the card's race, abilities naming the
card's units), the effects of Event and Leadership cards, and a Leadership card's stage,
starting forces and hero."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.games.starcraft.data.actions import HERO_ACTIONS, Action
from spacetable.games.starcraft.data.base import FILTER_WORDS, Race
from spacetable.games.starcraft.data.effects import CombatAbility
from spacetable.games.starcraft.data.models import (
    CardFace,
    CombatCard,
    EventCard,
    LeadershipCard,
    Technology,
)
from spacetable.games.starcraft.data.pack import unlocking_technologies
from spacetable.games.starcraft.data.refs import (
    Found,
    Refs,
    bad,
    forces_problems,
    installation_problems,
)


def _ability(ability: CombatAbility, refs: Refs, at: str, matches: Sequence[str] = ()) -> Found:
    for index, unit_id in enumerate(ability.own_front_line or ()):
        field = f"{at}.own_front_line.{index}"
        yield from refs.ref("units", unit_id, field)
        if matches and "any" not in matches and unit_id not in matches:
            yield bad(
                field,
                f"{unit_id!r} is not among the card's matches",
                f"{unit_id!r} нет среди юнитов карты (matches)",
            )
    yield from refs.filters(
        ability.enemy_front_line or (), f"{at}.enemy_front_line", frozenset({"ground", "flying"})
    )
    yield from refs.filters(ability.destroys or (), f"{at}.destroys", FILTER_WORDS)


def _face(face: CardFace, race: Race, refs: Refs, at: str) -> Found:
    prefix = f"{at}." if at else ""
    if "any" in face.matches and len(face.matches) > 1:
        yield bad(f"{prefix}matches", "any stands alone", "any пишется без других юнитов")
    for index, unit_id in enumerate(face.matches):
        field = f"{prefix}matches.{index}"
        if unit_id in ("ground", "flying"):
            yield bad(
                field,
                "a card shows unit icons: unit ids, or any",
                "на карте значки юнитов: id юнитов или any",
            )
        elif unit_id != "any":
            yield from refs.ref("units", unit_id, field, race)
    standard = face.kind == "standard"
    for name in ("major", "minor"):
        given = getattr(face, name) is not None
        if standard and not given:
            yield bad(
                f"{prefix}{name}",
                "a standard card has major and minor values",
                "у обычной карты есть большие и малые значения",
            )
        if given and not standard:
            yield bad(
                f"{prefix}{name}",
                "a reinforcement card has no values",
                "у карты поддержки нет значений",
            )
    for index, ability in enumerate(face.abilities):
        yield from _ability(ability, refs, f"{prefix}abilities.{index}", face.matches)


def _deck_card(card: CombatCard | Technology, refs: Refs) -> Found:
    if card.faction is not None:
        yield from refs.ref("factions", card.faction, "faction", card.race)
    if card.removed_by_brood_war and card.expansion == "brood_war":
        yield bad(
            "removed_by_brood_war",
            "only a core card can be removed by Brood War",
            "Brood War убирает только карты базовой игры",
        )


def combat_card_problems(card: CombatCard, refs: Refs) -> Found:
    """What does not make sense on a Combat card."""
    yield from _face(card, card.race, refs, "")
    yield from _deck_card(card, refs)
    units = [refs.pack.units.get(unit_id) for unit_id in card.matches]
    brood_war_only = all(u is not None and u.expansion == "brood_war" for u in units)
    if card.expansion == "base" and brood_war_only:
        yield bad(
            "expansion",
            "every unit it matches is Brood War's: the card is brood_war",
            "все юниты карты из Brood War: карта тоже brood_war",
        )


def technology_problems(tech: Technology, refs: Refs) -> Found:
    """What does not make sense on a technology."""
    yield from _deck_card(tech, refs)
    if tech.place == "combat_deck":
        if tech.card is None:
            yield bad(
                "card",
                "a technology for the Combat deck says how it plays (card)",
                "технология для боевой колоды описывает, как она играется (card)",
            )
        else:
            yield from _face(tech.card, tech.race, refs, "card")
        if tech.abilities:
            yield bad(
                "abilities",
                "a Combat deck technology's abilities go on its card",
                "свойства технологии для боевой колоды пишутся на её карте",
            )
    else:
        if tech.card is not None:
            yield bad(
                "card",
                "a play-area technology is not a Combat card",
                "технология в игровой зоне — не боевая карта",
            )
        if not tech.abilities and tech.id not in unlocking_technologies(refs.pack):
            yield bad(
                "abilities",
                "a play-area technology has abilities or unlocks a unit",
                "технология в игровой зоне даёт свойства или открывает юнита",
            )
    for index, ability in enumerate(tech.abilities):
        yield from _ability(ability, refs, f"abilities.{index}")


def _actions(actions: Sequence[Action], refs: Refs, hero: bool) -> Found:
    for index, action in enumerate(actions):
        at = f"effects.{index}"
        if action.effect in HERO_ACTIONS and not hero:
            yield bad(
                f"{at}.effect",
                "only a card with a hero has hero effects",
                "эффекты героя — только у карты с героем",
            )
        yield from refs.filters(action.units or (), f"{at}.units", FILTER_WORDS)
        for i, tech in enumerate(action.technologies or ()):
            yield from refs.ref("technologies", tech, f"{at}.technologies.{i}")
        for i, module in enumerate(action.modules or ()):
            yield from refs.ref("modules", module, f"{at}.modules.{i}")
        if action.installation is not None:
            yield from installation_problems(action.installation, refs, f"{at}.installation")
        for i, ability in enumerate(action.abilities or ()):
            yield from _ability(ability, refs, f"{at}.abilities.{i}")


def event_problems(event: EventCard, refs: Refs) -> Found:
    """What does not make sense on an Event card."""
    if not event.the_end_draws_near and not event.effects:
        yield bad("effects", "an Event card has effects", "у карты события есть эффекты")
    yield from _actions(event.effects, refs, hero=False)


def leadership_problems(card: LeadershipCard, refs: Refs) -> Found:
    """What does not make sense on a Leadership card."""
    yield from refs.ref("factions", card.faction, "faction")
    faction = refs.pack.factions.get(card.faction)
    first = card.stage == 1
    if first and card.starting_forces is None:
        yield bad(
            "starting_forces",
            "a stage I card gives the starting forces",
            "карта стадии I задаёт начальные силы",
        )
    if not first and card.starting_forces is not None:
        yield bad(
            "starting_forces",
            "only a stage I card gives starting forces",
            "начальные силы задаёт только карта стадии I",
        )
    if not first and card.special_victory:
        yield bad(
            "special_victory",
            "the Special Victory card is a stage I card",
            "карта особой победы — карта стадии I",
        )
    if faction is not None and card.starting_forces is not None:
        yield from forces_problems(card.starting_forces, faction.race, refs, core=False)
    if card.hero is not None:
        race = faction.race if faction is not None else None
        yield from refs.ref("units", card.hero.unit, "hero.unit", race)
    if not first and card.hero is None and not card.effects:
        yield bad(
            "effects",
            "a stage II or III card has a hero or effects",
            "у карты стадии II или III есть герой или эффекты",
        )
    yield from _actions(card.effects, refs, hero=card.hero is not None)
