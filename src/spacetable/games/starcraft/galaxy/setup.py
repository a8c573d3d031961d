"""Building the galaxy at setup: each player draws two starting planets, places one per
round (round 1 clockwise from the first player, round 2 back the other way), puts their
one base on a planet they just placed, then each player in turn puts in one z-axis route.
Brood War's options change the counts (:mod:`.brood_war.variants`): three drawn and two placed, or
three placed in three rounds.

The setup waits for one player's :class:`SetupDecision` at a time; :func:`answer` takes a
kernel :class:`Action` and runs on (a z-axis pair with no legal slots goes back to the box
by itself). Actions: ``place PLANET ROW COL ROTATION``, ``base AREA``, ``no_base``,
``z_axis MAJOR_PLANET MAJOR_SLOT MINOR_PLANET MINOR_SLOT``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.galaxy.model import (
    AreaRef,
    Event,
    Galaxy,
    Planet,
    place_planet,
    place_z_axis,
    placement_refusals,
    placements,
    z_axis_choices,
    z_axis_refusals,
)
from spacetable.i18n.reasons import Reason, Refused

PLANETS_PER_PLAYER = 2  # «each player draws two starting planet tokens»
MIN_PLAYERS, MAX_PLAYERS = 2, 6
NO_BASE = Action("no_base")
Stage = Literal["planet", "base", "z_axis", "done"]


def clockwise(seats: Sequence[PlayerId], first: PlayerId) -> tuple[PlayerId, ...]:
    """The seats in clockwise order starting with ``first`` (``seats`` run clockwise)."""
    i = list(seats).index(first)
    return tuple(seats[i:]) + tuple(seats[:i])


def placement_order(
    seats: Sequence[PlayerId], first: PlayerId, rounds: int = PLANETS_PER_PLAYER
) -> tuple[PlayerId, ...]:
    """Who places each planet: round 1 clockwise from the first player, round 2 counter-
    clockwise from the player on the first player's right (1..n, then n..1); a third round
    (Larger Galaxy) clockwise again (ruling 264)."""
    round_one = clockwise(seats, first)
    return tuple(p for r in range(rounds) for p in (round_one[::-1] if r % 2 else round_one))


def deal_planets(
    pool: Sequence[Planet], seats: Sequence[PlayerId], rng: Rng, count: int = PLANETS_PER_PLAYER
) -> dict[PlayerId, tuple[Planet, ...]]:
    """Each player draws ``count`` starting planet tokens at random from ``pool``; the rest
    go back to the box."""
    need = count * len(seats)
    if len(pool) < need:
        raise Refused(
            [
                Reason(
                    f"{len(seats)} players need {need} planets, the pool has {len(pool)}",
                    f"{len(seats)} игрокам нужно {need} планет, а в наборе {len(pool)}",
                )
            ]
        )
    drawn = list(pool)
    rng.shuffle(drawn)
    return {p: tuple(drawn[i * count : (i + 1) * count]) for i, p in enumerate(seats)}


@dataclass(frozen=True)
class SetupDecision:
    """What the setup waits for: ``player``'s choice among ``options``."""

    player: PlayerId
    kind: Literal["planet", "base", "z_axis"]
    options: tuple[Action, ...]


@dataclass
class GalaxySetup:
    """The galaxy being built: placing order, each player's planets still in hand, the
    bases placed, and where the setup stands (``step`` counts placements, then z-axis
    turns)."""

    order: tuple[PlayerId, ...]  # the planet placements (2n; 3n in a Larger Galaxy)
    z_order: tuple[PlayerId, ...]  # one z-axis pair each, clockwise from the first player
    hands: dict[PlayerId, list[Planet]]
    galaxy: Galaxy = field(default_factory=Galaxy)
    bases: dict[PlayerId, AreaRef] = field(default_factory=dict)
    stage: Stage = "planet"
    step: int = 0
    last: str = ""  # the planet placed last
    returned: list[int] = field(default_factory=list)  # z-axis pairs back in the box


def start_setup(
    seats: Sequence[PlayerId],
    first: PlayerId,
    hands: Mapping[PlayerId, Sequence[Planet]],
    place: int = PLANETS_PER_PLAYER,
    draw: int | None = None,
) -> GalaxySetup:
    """Begin building the galaxy, each player placing ``place`` of the ``draw`` planets
    they hold (default: all of them); refused with every reason unless there are 2-6
    distinct seats, ``first`` is one of them and each holds ``draw`` planets, all
    different."""
    draw = place if draw is None else draw
    problems = []
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS or len(set(seats)) != len(seats):
        problems.append(
            Reason(
                f"the game needs {MIN_PLAYERS}-{MAX_PLAYERS} distinct seats, not {list(seats)}",
                f"нужно от {MIN_PLAYERS} до {MAX_PLAYERS} разных мест, а не {list(seats)}",
            )
        )
    if first not in seats:
        problems.append(
            Reason(f"the first player {first} has no seat", f"у первого игрока {first} нет места")
        )
    for p in seats:
        held = len(hands.get(p, ()))
        if held != draw:
            problems.append(
                Reason(
                    f"player {p} holds {held} planets, not {draw}",
                    f"у игрока {p} планет: {held}, а нужно {draw}",
                )
            )
    ids = [planet.id for p in seats for planet in hands.get(p, ())]
    if len(set(ids)) != len(ids):
        problems.append(
            Reason(
                f"a planet is dealt twice: {sorted(ids)}", f"планета роздана дважды: {sorted(ids)}"
            )
        )
    if problems:
        raise Refused(problems)
    return GalaxySetup(
        order=placement_order(seats, first, place),
        z_order=clockwise(seats, first),
        hands={p: list(hands[p]) for p in seats},
    )


# ---------------------------------------------------------------------------------------
# Decisions


def _placer(setup: GalaxySetup) -> PlayerId:
    return setup.order[setup.step]


def _just_placed(setup: GalaxySetup) -> PlayerId:
    return setup.order[setup.step - 1]


def _more_to_place(setup: GalaxySetup) -> bool:
    """Whether the player who just placed a planet has another one to place (so their
    base may wait for it)."""
    return _just_placed(setup) in setup.order[setup.step :]


def base_areas(setup: GalaxySetup) -> tuple[AreaRef, ...]:
    """Where the player who just placed a planet may put their base: any area of that
    planet but a flying-only one."""
    placed = setup.galaxy.planets[setup.last]
    return tuple(
        (placed.planet.id, a.number) for a in placed.planet.areas if a.allowed != "flying_only"
    )


def _options(setup: GalaxySetup) -> tuple[PlayerId, tuple[Action, ...]]:
    if setup.stage == "planet":
        player = _placer(setup)
        return player, tuple(
            Action("place", (planet.id, row, col, rot))
            for planet in setup.hands[player]
            for row, col, rot in placements(setup.galaxy, planet)
        )
    if setup.stage == "base":
        player = _just_placed(setup)
        bases = tuple(Action("base", (area,)) for _, area in base_areas(setup))
        return player, (*bases, NO_BASE) if _more_to_place(setup) else bases
    return setup.z_order[setup.step], tuple(
        Action("z_axis", (*major, *minor)) for major, minor in z_axis_choices(setup.galaxy)
    )


def decision(setup: GalaxySetup) -> SetupDecision | None:
    """The choice the setup waits for, or ``None`` once the galaxy is built."""
    if setup.stage == "done":
        return None
    player, options = _options(setup)
    return SetupDecision(player, setup.stage, options)


# ---------------------------------------------------------------------------------------
# Answers


def answer(setup: GalaxySetup, action: Action) -> list[Event]:
    """Give the waiting decision ``action``, then run on to the next decision."""
    wanted = decision(setup)
    if wanted is None:
        raise Refused([Reason("the galaxy is built", "галактика уже построена")])
    if action not in wanted.options:
        raise Refused(_why_not(setup, wanted, action))
    if action.kind == "place":
        planet_id, row, col, rot = action.args
        planet = next(p for p in setup.hands[wanted.player] if p.id == planet_id)
        events = place_planet(setup.galaxy, planet, int(row), int(col), int(rot))
        setup.hands[wanted.player].remove(planet)
        setup.last = planet.id
        setup.step += 1
        if wanted.player in setup.bases:
            return events + _planets_done(setup)
        setup.stage = "base"
        return events
    if action.kind in ("base", "no_base"):
        events = []
        if action.kind == "base":
            area = (setup.last, int(action.args[0]))
            setup.bases[wanted.player] = area
            events.append({"kind": "base_placed", "player": wanted.player, "area": list(area)})
        setup.stage = "planet"
        return events + _planets_done(setup)
    major_planet, major_slot, minor_planet, minor_slot = action.args
    events = place_z_axis(
        setup.galaxy,
        setup.step + 1,
        (str(major_planet), int(major_slot)),
        (str(minor_planet), int(minor_slot)),
    )
    setup.step += 1
    return events + _run_z_axis(setup)


def _planets_done(setup: GalaxySetup) -> list[Event]:
    """After the last planet (and its base step) the planets still in hand go back to the
    box (More Starting Planet Tokens) and the z-axis round begins."""
    if setup.step < len(setup.order):
        return []
    events: list[Event] = [
        {"kind": "planets_returned", "player": p, "planets": [x.id for x in held]}
        for p, held in setup.hands.items()
        if held
    ]
    for held in setup.hands.values():
        held.clear()
    setup.stage, setup.step = "z_axis", 0
    return events + _run_z_axis(setup)


def _run_z_axis(setup: GalaxySetup) -> list[Event]:
    """Return pairs nobody can place to the box until a player has a choice or all are
    done. Pair numbers are the turn's place in the round, from 1."""
    events: list[Event] = []
    while setup.step < len(setup.z_order) and not z_axis_choices(setup.galaxy):
        setup.returned.append(setup.step + 1)
        events.append(
            {
                "kind": "z_axis_returned",
                "player": setup.z_order[setup.step],
                "number": setup.step + 1,
            }
        )
        setup.step += 1
    if setup.step == len(setup.z_order):
        setup.stage = "done"
        events.append({"kind": "galaxy_built"})
    return events


def _why_not(setup: GalaxySetup, wanted: SetupDecision, action: Action) -> list[Reason]:
    reasons: list[Reason] = []
    args = action.args
    if wanted.kind == "planet" and action.kind == "place" and len(args) == 4:
        planet_id, row, col, rot = args
        held = next((p for p in setup.hands[wanted.player] if p.id == planet_id), None)
        if held is None:
            reasons.append(
                Reason(
                    f"player {wanted.player} holds no planet '{planet_id}'",
                    f"у игрока {wanted.player} нет планеты '{planet_id}'",
                )
            )
        elif isinstance(row, int) and isinstance(col, int) and isinstance(rot, int):
            reasons += placement_refusals(setup.galaxy, held, row, col, rot)
    elif wanted.kind == "base" and action == NO_BASE:
        reasons.append(
            Reason(
                f"player {wanted.player} has no base yet: it goes on this planet",
                f"у игрока {wanted.player} ещё нет базы: она ставится на эту планету",
            )
        )
    elif wanted.kind == "z_axis" and action.kind == "z_axis" and len(args) == 4:
        a, b, c, d = args
        if isinstance(b, int) and isinstance(d, int):
            major, minor = (str(a), b), (str(c), d)
            reasons += z_axis_refusals(setup.galaxy, setup.step + 1, major, minor)
    if reasons:
        return reasons
    choices = ", ".join(a.text() for a in wanted.options[:8])
    more = "…" if len(wanted.options) > 8 else ""
    return [
        Reason(
            f"'{action.text()}' is not a choice now; the choices are: {choices}{more}",
            f"«{action.text()}» сейчас нельзя; можно: {choices}{more}",
        )
    ]
