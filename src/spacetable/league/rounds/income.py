"""The league's income, received at the start of every round's preparation phase.

The rule («Имперские кредиты»): every planet a player holds pays by its colour, red 10,
purple 15, blue 20; a planet without a direct path to the player's capital (joined through
the player's own territories only; wormholes and allies' land do not count) pays 10 less,
0/5/10, unless the faction ignores that (the Psychokinetics). The Empire gets 50 more, and
income technologies add theirs: Research Shuttles 25 per ship unused in the previous round,
Asteroid Dust 50 when no enemy territory is adjacent to the capital, Mineral Plantations 100.
Whatever the planets and bonuses, the total is at least 50. A paused player gets nothing,
not even the minimum, and so does a player who holds no territory (eliminated).

:func:`income` computes it as pure data (:class:`Income`, every part kept for the player's
page); :func:`income_texts` writes it out in Russian or English. Nothing is changed: the
engine books the total.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass, replace
from enum import StrEnum

from spacetable.i18n import check_lang, plural_ru
from spacetable.league.rulebook.factions import Faction, Text
from spacetable.league.rulebook.technologies import Technology
from spacetable.league.season.state import League
from spacetable.league.starmap.galaxy import Colour, Territory

PLANET_INCOME: dict[Colour, int] = {"red": 10, "purple": 15, "blue": 20}
CUT_OFF_REDUCTION = 10
MINIMUM_INCOME = 50


class Withheld(StrEnum):
    """Why a player gets no income at all this round."""

    PAUSED = "paused"
    NO_TERRITORY = "no_territory"


@dataclass(frozen=True)
class PlanetIncome:
    """What one held territory pays: ``base`` by its colour, less ``reduction`` (10 when
    it has no direct path to the capital and the faction does not ignore that)."""

    territory: Territory
    base: int
    connected: bool
    reduction: int

    @property
    def colour(self) -> Colour:
        """The planet's colour."""
        return self.territory.colour

    @property
    def amount(self) -> int:
        """The credits the planet pays."""
        return self.base - self.reduction


@dataclass(frozen=True)
class TechIncome:
    """What one owned income technology pays this round (possibly 0: no unused ship, an
    enemy next to the capital)."""

    tech: Technology
    amount: int


@dataclass(frozen=True)
class Income:
    """A player's income for one round, part by part.

    ``withheld`` says why there is none (then every part is empty or 0). ``capital`` is the
    capital the player holds (None: none). ``planets`` follow the map's order; ``techs`` the
    technology tree's order, only technologies with an income effect. ``unused_ships`` and
    ``capital_safe`` (no enemy territory adjacent to the capital) are the facts the
    technologies were paid on. ``minimum_top_up`` lifts the total to 50.
    """

    player: str
    faction: Faction
    withheld: Withheld | None
    capital: str | None
    planets: tuple[PlanetIncome, ...]
    faction_bonus: int
    techs: tuple[TechIncome, ...]
    unused_ships: int
    capital_safe: bool
    minimum_top_up: int

    @property
    def before_minimum(self) -> int:
        """Planets, faction bonus and technologies, before the 50-credit minimum."""
        return (
            sum(p.amount for p in self.planets)
            + self.faction_bonus
            + sum(t.amount for t in self.techs)
        )

    @property
    def total(self) -> int:
        """The credits the player receives."""
        return self.before_minimum + self.minimum_top_up


def _tech_amount(tech: Technology, unused_ships: int, capital_safe: bool) -> int:
    safe_bonus = tech.income_if_capital_safe if capital_safe else 0
    return tech.income_bonus + tech.income_per_unused_ship * unused_ships + safe_bonus


def income(
    league: League,
    player_id: str,
    *,
    allies: Set[str] = frozenset(),
    paused: bool = False,
    unused_ships: int = 0,
) -> Income:
    """``player_id``'s income at the start of the current round.

    ``allies`` are the player's allies now (their land neither joins a planet to the capital
    nor counts as enemy next to it), ``paused`` whether the player is paused this round,
    ``unused_ships`` how many of the player's ships took part in nothing the round before
    (for Research Shuttles; 0 to the faction's fleet size). A capital the player does not
    hold counts as none: every planet is then cut off, Asteroid Dust pays nothing, and the
    50 minimum still applies. Raises ``KeyError`` for an unknown player and ``ValueError``
    for an impossible ``unused_ships``.
    """
    player = league.players[player_id]
    faction = league.factions[player.faction]
    if not 0 <= unused_ships <= faction.ships:
        raise ValueError(
            f"unused_ships must be 0 to {faction.ships} for {faction.id}, got {unused_ships}"
        )
    held = league.territories_of(player_id)
    capital = player.capital if player.capital in held else None
    if paused or not held:
        return Income(
            player=player_id,
            faction=faction,
            withheld=Withheld.PAUSED if paused else Withheld.NO_TERRITORY,
            capital=capital,
            planets=(),
            faction_bonus=0,
            techs=(),
            unused_ships=unused_ships,
            capital_safe=False,
            minimum_top_up=0,
        )
    galaxy = league.galaxy
    home: frozenset[str] = frozenset()
    if capital is not None:
        home = galaxy.home_territories(league.owners, player_id, capital)
    planets = tuple(
        PlanetIncome(
            territory=galaxy.territories[tid],
            base=PLANET_INCOME[galaxy.colour(tid)],
            connected=tid in home,
            reduction=0
            if tid in home or faction.disconnected_planets_full_income
            else CUT_OFF_REDUCTION,
        )
        for tid in held
    )
    capital_safe = capital is not None and not galaxy.adjacent_enemy(
        league.owners, player_id, capital, allies
    )
    techs = tuple(
        TechIncome(tech, _tech_amount(tech, unused_ships, capital_safe))
        for tech in league.techs
        if tech.id in player.techs
        and (tech.income_bonus or tech.income_per_unused_ship or tech.income_if_capital_safe)
    )
    partial = Income(
        player=player_id,
        faction=faction,
        withheld=None,
        capital=capital,
        planets=planets,
        faction_bonus=faction.income_bonus,
        techs=techs,
        unused_ships=unused_ships,
        capital_safe=capital_safe,
        minimum_top_up=0,
    )
    return replace(partial, minimum_top_up=max(0, MINIMUM_INCOME - partial.before_minimum))


COLOUR_NAMES: dict[Colour, Text] = {
    "red": Text(ru="красная", en="red"),
    "purple": Text(ru="лиловая", en="purple"),
    "blue": Text(ru="синяя", en="blue"),
}


def _credits(amount: int, lang: str) -> str:
    return f"{amount} ИК" if lang == "ru" else f"{amount} credits"


def _bonus(amount: int, lang: str) -> str:
    """A bonus's credits, signed when there are any."""
    return f"+{_credits(amount, lang)}" if amount else _credits(amount, lang)


def _planet_text(planet: PlanetIncome, faction: Faction, lang: str) -> str:
    head = (
        f"{planet.territory.name(lang)} ({COLOUR_NAMES[planet.colour].text(lang)}): "
        f"{_credits(planet.amount, lang)}"
    )
    if planet.connected:
        return head
    if planet.reduction:
        note = Text(
            ru=f"нет прямого пути к столице, −{planet.reduction}",
            en=f"no direct path to the capital, −{planet.reduction}",
        )
    else:
        name = faction.name.text(lang)
        note = Text(
            ru=f"нет прямого пути к столице; {name}: полный доход",
            en=f"no direct path to the capital; {name}: full income",
        )
    return f"{head} ({note.text(lang)})"


def _tech_text(part: TechIncome, income: Income, lang: str) -> str:
    head = f"{part.tech.name.text(lang)}: {_bonus(part.amount, lang)}"
    notes: list[str] = []
    if part.tech.income_per_unused_ship:
        n, each = income.unused_ships, part.tech.income_per_unused_ship
        unused_ru = plural_ru(n, "незадействованный", "незадействованных", "незадействованных")
        ship_ru = plural_ru(n, "звездолёт", "звездолёта", "звездолётов")
        ships = Text(
            ru=f"{n} {unused_ru} {ship_ru} × {each}",
            en=f"{n} unused {'ship' if n == 1 else 'ships'} × {each}",
        )
        notes.append(ships.text(lang))
    if part.tech.income_if_capital_safe:
        if income.capital is None:
            safe = Text(ru="нет столицы", en="no capital")
        elif income.capital_safe:
            safe = Text(
                ru="рядом со столицей нет вражеских территорий",
                en="no enemy territory next to the capital",
            )
        else:
            safe = Text(
                ru="рядом со столицей есть вражеская территория",
                en="enemy territory next to the capital",
            )
        notes.append(safe.text(lang))
    return f"{head} ({'; '.join(notes)})" if notes else head


def income_texts(income: Income, lang: str) -> list[str]:
    """One line per part of ``income`` in ``lang`` ("ru" or "en"), for the player's page:
    why there is none, or each planet, the faction bonus, each technology and the top-up
    to the minimum; the total last."""
    lang = check_lang(lang)
    lines: list[str] = []
    if income.withheld is Withheld.PAUSED:
        lines.append(Text(ru="Пауза: дохода нет", en="Paused: no income").text(lang))
    elif income.withheld is Withheld.NO_TERRITORY:
        lines.append(
            Text(ru="Нет территорий: дохода нет", en="No territory held: no income").text(lang)
        )
    lines += [_planet_text(planet, income.faction, lang) for planet in income.planets]
    if income.faction_bonus:
        name = income.faction.name.text(lang)
        amount = _bonus(income.faction_bonus, lang)
        lines.append(
            Text(
                ru=f"Бонус фракции ({name}): {amount}", en=f"Faction bonus ({name}): {amount}"
            ).text(lang)
        )
    lines += [_tech_text(part, income, lang) for part in income.techs]
    if income.minimum_top_up:
        amount = _bonus(income.minimum_top_up, lang)
        lines.append(
            Text(
                ru=f"Доплата до минимума {MINIMUM_INCOME} ИК: {amount}",
                en=f"Top-up to the {MINIMUM_INCOME}-credit minimum: {amount}",
            ).text(lang)
        )
    total = _credits(income.total, lang)
    lines.append(Text(ru=f"Итого: {total}", en=f"Total: {total}").text(lang))
    return lines
