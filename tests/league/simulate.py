"""A seeded random driver playing a whole league season through the engine's commands.

:class:`Season` creates a league on the default map with random factions, starts it and
plays every round: in each phase each player tries a few random commands of that phase
(now and then one of another phase, and one naming something unknown, which must be
refused); the organiser enters random battle results
(sometimes a destroyed ship, a no-show or an override with a reason), confirms them, takes
spoils and names capitals, and advances. Newcomers register in rounds 3 and 7 and enter in
4 and 8 (their entry attacks and free technologies), eliminated players try to return,
smugglers are hired, the Pirates expel hired defenders or let mercenaries hold, the
Psychokinetics force alliances, players join formed alliances and allies swap planets. A
refused command is skipped after checking it changed nothing; an accepted one's events are
applied and logged. ``on_phase`` is called after every advance, so a test checks its
invariants after every phase.
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from collections.abc import Callable
from enum import Enum
from typing import Any

from spacetable.i18n.reasons import Refused
from spacetable.league.combat.battles import (
    can_expel,
    confirm,
    enter_result,
    no_show,
    open_battles,
    override,
)
from spacetable.league.combat.expulsion import expel, let_hold
from spacetable.league.combat.outcomes import name_capital, spoils_choices, take_spoils
from spacetable.league.office.phases import advance
from spacetable.league.rounds.alliances import (
    consent,
    force_alliance,
    give_up_planet,
    leave_alliance,
    propose_alliance,
    propose_joining,
)
from spacetable.league.rounds.declarations import (
    declare_attack,
    declare_colonisation,
    hyperdrive_reduction,
    join,
    recall,
)
from spacetable.league.rounds.defence import attacked, defend, hire_mercenaries
from spacetable.league.rounds.elimination import declare_return, return_attacks
from spacetable.league.rounds.entry import (
    capital_choices,
    declare_entry_attacks,
    enter,
    entry_round,
    land_choices,
    register_newcomer,
    take_free_tech,
)
from spacetable.league.rounds.preparation import buy_tech, move_capital, pause
from spacetable.league.rounds.smugglers import hire_smugglers
from spacetable.league.rounds.swaps import accept_swap, propose_swap
from spacetable.league.rulebook.factions import hostile
from spacetable.league.rulebook.technologies import BRANCHES
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.frame import register, start
from spacetable.league.season.replay import apply_event, replay
from spacetable.league.season.state import MAX_ALLIANCE, MERCENARIES, SMUGGLERS, League

CREATED: Event = ("league_created", {"name": "Sim", "start": "2026-06-01", "tz": "Europe/Kyiv"})
FIXED = ("galaxy", "calendar", "factions", "techs")  # never changed by events
REACH = 3  # light years a random target is picked within
MAX_BATTLE_STEPS = 50  # commands tried on one battle before the driver gives up
MAX_NEWCOMERS = 2  # registered for each entry round
UNKNOWN = "nobody"  # no player's, territory's, alliance's, declaration's or battle's id

# Commands with an unknown id among their arguments (the rest are filled in by the driver):
# each must be refused whatever the phase.
NONSENSE: list[tuple[Callable[..., list[Event]], tuple[str, ...]]] = [
    (propose_alliance, ("members",)),
    (consent, ("player", "unknown")),
    (propose_joining, ("player", "unknown")),
    (leave_alliance, ("unknown",)),
    (give_up_planet, ("player", "unknown")),
    (buy_tech, ("player", "unknown")),
    (move_capital, ("player", "unknown")),
    (pause, ("unknown",)),
    (declare_attack, ("player", "unknown")),
    (declare_colonisation, ("unknown", "territory")),
    (recall, ("player", "unknown")),
    (join, ("player", "unknown")),
    (defend, ("player", "unknown")),
    (hire_mercenaries, ("unknown", "territory")),
    (confirm, ("player", "unknown")),
    (no_show, ("unknown", "player")),
    (name_capital, ("player", "unknown")),
    (register_newcomer, ("unknown", "unknown")),
    (enter, ("unknown", "territory")),
    (take_free_tech, ("player", "unknown")),
    (declare_entry_attacks, ("player", "unknowns")),
    (declare_return, ("player", "unknowns")),
    (hire_smugglers, ("player", "unknown", "territory")),
    (expel, ("player", "unknown", "unknown")),
    (let_hold, ("player", "unknown")),
    (force_alliance, ("player", "unknown")),
    (propose_swap, ("player", "territory", "unknown")),
    (accept_swap, ("player", "unknown")),
]


def normalise(value: Any) -> Any:
    """``value`` as plain comparable data: dataclasses as dicts, sets sorted, enums by value."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: normalise(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {k: normalise(v) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return sorted(normalise(v) for v in value)
    if isinstance(value, list | tuple):
        return [normalise(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    return value


def snapshot(league: League) -> dict[str, Any]:
    """Everything events change in ``league``, comparable between two states."""
    return {
        f.name: normalise(getattr(league, f.name))
        for f in dataclasses.fields(league)
        if f.name not in FIXED
    }


def fingerprint(league: League) -> bytes:
    """The bytes of everything events change in ``league``: equal for an unchanged state
    (cheaper than :func:`snapshot`; for telling whether a command touched the state)."""
    return pickle.dumps(
        [getattr(league, f.name) for f in dataclasses.fields(league) if f.name not in FIXED]
    )


class Season:
    """A league played by a seeded random driver; ``events`` is its whole audit log."""

    def __init__(
        self,
        seed: int,
        players: int = 12,
        on_phase: Callable[[Season], None] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.events: list[Event] = [CREATED]
        self.league: League = replay(self.events)
        self.on_phase = on_phase
        self.accepted: dict[str, int] = {}
        self.refused: dict[str, int] = {}
        factions = list(self.league.factions)
        for i in range(players):
            self.do(register(self.league, f"Player {i + 1}", self.rng.choice(factions)))
        self.do([start(self.league)])

    def do(self, events: list[Event] | Event) -> None:
        """Apply and log ``events``."""
        for kind, payload in events if isinstance(events, list) else [events]:
            apply_event(self.league, kind, payload)
            self.events.append((kind, payload))

    def attempt(self, command: Callable[..., list[Event]], *args: Any, **kwargs: Any) -> bool:
        """Run ``command``; apply its events, or check a refusal changed nothing."""
        name = command.__name__
        before = fingerprint(self.league)
        try:
            events = command(self.league, *args, **kwargs)
        except Refused as refusal:
            assert refusal.reasons, f"{name}{args} refused without a reason"
            assert fingerprint(self.league) == before, f"refused {name}{args} changed the state"
            self.refused[name] = self.refused.get(name, 0) + 1
            return False
        self.do(events)
        self.accepted[name] = self.accepted.get(name, 0) + 1
        return True

    def advance(self) -> None:
        """Advance one phase and let the test check the state."""
        assert self.attempt(advance), "the driver could not advance"
        if self.on_phase is not None:
            self.on_phase(self)

    def play(self) -> None:
        """Play the whole season."""
        self.advance()  # opens round 1's preparation
        while not self.league.finished:
            phase = self.league.phase
            self.newcomer()
            if phase is Phase.BATTLES:
                self.fight()
            else:
                for player in self.rng.sample(list(self.league.players), len(self.league.players)):
                    for _ in range(self.rng.randint(1, 3)):
                        self.command(phase, player)
                    if self.rng.random() < 0.05:
                        self.command(self.rng.choice(list(Phase)), player)
                    if self.rng.random() < 0.05:
                        self.nonsense(player)
            if self.rng.random() < 0.03:
                self.attempt(pause, self.rng.choice(list(self.league.players)))
            self.advance()

    def command(self, phase: Phase | None, player: str) -> None:
        """``player`` tries a random command of ``phase``."""
        if phase is Phase.PREPARATION:
            self.prepare(player)
        elif phase is Phase.ATTACK:
            self.declare(player)
        elif phase is Phase.RECALL:
            own = [d.id for d in self.league.active_declarations() if d.player == player]
            if own and self.rng.random() < 0.3:
                self.attempt(recall, player, self.rng.choice(own))
        elif phase is Phase.JOINING:
            others = [d.id for d in self.league.active_declarations() if d.player != player]
            if others:
                self.attempt(
                    join, player, self.rng.choice(others), hyperdrive=self.hyperdrive(player)
                )
        elif phase is Phase.DEFENCE:
            targets = sorted(attacked(self.league))
            mine = [
                t
                for t in targets
                if self.league.owners.get(t) in self.league.allies_of(player) | {player}
            ]
            if mine and not self.coin(0.1):
                targets = mine
            if targets:
                target = self.rng.choice(targets)
                roll = self.rng.random()
                if roll < 0.2:
                    self.attempt(hire_mercenaries, player, target)
                elif roll < 0.5 and self.smugglers(player, sorted(attacked(self.league))):
                    pass
                else:
                    self.attempt(defend, player, target)

    def newcomer(self) -> None:
        """Now and then the organiser registers a newcomer while registration is open."""
        enters = entry_round(self.league)
        waiting = [p for p in self.league.players.values() if p.enters == enters]
        if enters is None or len(waiting) >= MAX_NEWCOMERS or not self.coin(0.3):
            return
        name = f"Newcomer {len(self.league.players) + 1}"
        faction = self.rng.choice(list(self.league.factions))
        self.attempt(register_newcomer, name, faction)

    def smugglers(self, player: str, targets: list[str]) -> bool:
        """``player`` hires a smuggler ship from one of their dens for one of ``targets``,
        mostly one next to it; False when they hold no den."""
        league = self.league
        dens = [d for d in league.dens if league.owners.get(d) == player]
        pairs = [(d, t) for d in dens for t in targets if league.galaxy.is_adjacent(d, t)]
        if pairs and not self.coin(0.1):
            self.attempt(hire_smugglers, player, *self.rng.choice(pairs))
        elif dens:
            self.attempt(hire_smugglers, player, self.rng.choice(dens), self.rng.choice(targets))
        return bool(dens)

    def nonsense(self, player: str) -> None:
        """``player`` tries a command naming something that does not exist: refused."""
        command, kinds = self.rng.choice(NONSENSE)
        filled = {
            "unknown": UNKNOWN,
            "unknowns": [UNKNOWN],
            "player": player,
            "members": [player, UNKNOWN],
            "territory": self.rng.choice(list(self.league.galaxy.territories)),
        }
        args = [filled[kind] for kind in kinds]
        assert not self.attempt(command, *args), f"{command.__name__}{args} was accepted"

    def coin(self, p: float = 0.2) -> bool:
        """True with probability ``p``."""
        return self.rng.random() < p

    def hyperdrive(self, player: str) -> bool:
        """Whether ``player`` uses the Hyperdrive: often with one, seldom without (refused)."""
        return self.coin(0.5 if hyperdrive_reduction(self.league, player) else 0.02)

    def prepare(self, player: str) -> None:
        """A random preparation command of ``player``."""
        league, rng = self.league, self.rng
        own = league.territories_of(player)
        pending = [
            a.id
            for a in league.proposals.values()
            if player in a.members and (player not in a.consents or self.coin(0.05))
        ]
        roll = rng.random()
        who = league.players[player]
        offers = [s.id for s in league.swap_proposals.values() if s.partner == player]
        if not who.entered and who.enters == league.round:
            self.enter(player)
        elif who.free_techs and self.coin(0.7):
            self.buy(player, own, free=True)
        elif offers and self.coin(0.7):
            self.attempt(accept_swap, player, rng.choice(offers))
        elif player in league.planet_debts and own:
            self.attempt(give_up_planet, player, rng.choice(own))
        elif pending and roll < 0.8:
            self.attempt(consent, player, rng.choice(pending))
        elif roll < 0.12:
            members = self.partners(player)
            self.attempt(propose_alliance, members, self.split(members) if self.coin() else None)
        elif roll < 0.2 and league.alliances and league.alliance_of(player) is None:
            self.join(player)
        elif roll < 0.22:
            self.attempt(leave_alliance, player)
        elif roll < 0.25:
            self.attempt(force_alliance, player, rng.choice(list(league.players)))
        elif roll < 0.35:
            self.swap(player, own)
        elif roll < 0.7:
            self.buy(player, own)
        elif own:
            self.attempt(move_capital, player, rng.choice(own))

    def enter(self, player: str) -> None:
        """The newcomer ``player`` enters, mostly on an available capital with its
        neighbours; sometimes they wait and the engine enters them."""
        if self.coin(0.3):
            return
        choices = capital_choices(self.league)
        capital = self.rng.choice(choices) if choices else None
        land = land_choices(self.league, capital) if capital else []
        picked = self.rng.sample(land, min(3, len(land)))
        if self.coin(0.1) and land:  # one territory too few: refused
            picked = picked[1:]
        self.attempt(enter, player, capital, picked)

    def swap(self, player: str, own: list[str]) -> None:
        """``player`` offers one of their planets for an ally's, mostly of its colour."""
        league = self.league
        allied = [t for a in league.allies_of(player) for t in league.territories_of(a)]
        if not own or not allied:
            return
        give = self.rng.choice(own)
        same = [t for t in allied if league.galaxy.colour(t) == league.galaxy.colour(give)]
        take = self.rng.choice(same if same and not self.coin(0.1) else allied)
        self.attempt(propose_swap, player, give, take)

    def join(self, player: str) -> None:
        """``player`` proposes to join an alliance, mostly one with room and no member hostile
        to them, now and then with a random split of what the join pays."""
        league = self.league
        faction = league.players[player].faction
        friendly = [
            a.id
            for a in league.alliances.values()
            if len(a.members) < MAX_ALLIANCE
            and not any(hostile(faction, league.players[m].faction) for m in a.members)
        ]
        alliance = self.rng.choice(
            friendly if friendly and not self.coin(0.1) else list(league.alliances)
        )
        members = [*league.alliances[alliance].members, player]
        self.attempt(
            propose_joining, player, alliance, self.split(members) if self.coin() else None
        )

    def partners(self, player: str) -> list[str]:
        """``player`` and 1-3 others for an alliance, mostly ones that may ally."""
        league = self.league
        others = [p for p in league.players if p != player]
        if self.coin(0.2):
            return [player, *self.rng.sample(others, min(len(others), self.rng.randint(1, 3)))]
        members = [player]
        for other in self.rng.sample(others, len(others)):
            if len(members) > self.rng.randint(1, 3) or league.alliance_of(other) is not None:
                continue
            if not any(
                hostile(league.players[m].faction, league.players[other].faction) for m in members
            ):
                members.append(other)
        return members

    def buy(self, player: str, own: list[str], *, free: bool = False) -> None:
        """``player`` tries to buy a technology (or take a ``free`` one), placing what it
        builds: mostly the next level of the branch they are furthest in, else any."""
        league, rng = self.league, self.rng
        owned = league.players[player].techs
        deepest = sorted(
            rng.sample(BRANCHES, len(BRANCHES)),
            key=lambda b: -sum(t.id in owned for t in league.techs.branch(b)),
        )
        ahead = [t for b in deepest for t in league.techs.branch(b) if t.id not in owned]
        tech = ahead[0] if ahead and self.coin(0.6) else rng.choice(list(league.techs))
        faction = league.factions[league.players[player].faction]
        placement: list[str] | None = None
        if tech.builds == "wormhole" and own:
            exits = rng.sample(list(league.galaxy.territories), faction.wormhole_exits)
            placement = [rng.choice(own), *exits]
        elif tech.builds == "smuggler_den" and own:
            placement = rng.sample(own, min(len(own), faction.smuggler_dens))
        elif self.coin(0.05) and own:  # nothing to place: refused
            placement = own[:1]
        self.attempt(take_free_tech if free else buy_tech, player, tech.id, placement)

    def split(self, members: list[str]) -> dict[str, int]:
        """A random split of some dues (often not the right sum: then refused)."""
        total = self.rng.choice([100, 150, 200, 250, 300])
        cut = self.rng.randint(0, total)
        shares = dict.fromkeys(members, 0)
        shares[members[0]], shares[members[-1]] = cut, total - cut
        return shares

    def declare(self, player: str) -> None:
        """``player`` declares an attack or a colonisation on a random target nearby."""
        league = self.league
        own = league.territories_of(player)
        who = league.players[player]
        if return_attacks(league, player) or (who.eliminated and self.coin(0.2)):
            self.come_back(player)
            return
        if who.entry == "attacks" and who.enters == league.round and self.coin(0.8):
            capital = who.capital or ""
            near = [t for t in league.galaxy.neighbours(capital) if league.owners.get(t)]
            picked = self.rng.sample(near, min(len(near), self.rng.randint(1, 3)))
            self.attempt(declare_entry_attacks, player, picked)
            return
        if not own:
            return
        near = [
            t
            for t, d in league.galaxy.plain_distances(own).items()
            if 0 < d <= REACH or (d == REACH + 1 and self.coin(0.1))
        ]
        if not near:
            return
        target = self.rng.choice(near)
        command = declare_colonisation if league.owners.get(target) is None else declare_attack
        if self.coin(0.05):  # the wrong kind: refused
            command = declare_attack if command is declare_colonisation else declare_colonisation
        self.attempt(command, player, target, hyperdrive=self.hyperdrive(player))

    def come_back(self, player: str) -> None:
        """``player``, out of the game, attacks a random held territory and a neighbour."""
        league = self.league
        held = [t for t, holder in league.owners.items() if holder not in (None, player)]
        if not held:
            return
        first = self.rng.choice(held)
        others = [t for t in league.galaxy.neighbours(first) if league.owners.get(t)]
        targets = [first, *self.rng.sample(others, min(len(others), self.rng.randint(0, 2)))]
        self.attempt(declare_return, player, targets)

    def fight(self) -> None:
        """Every open battle gets random results, confirmed, until none is open; then the
        winners of capitals take spoils and the losers sometimes name their new capital."""
        for battle in list(open_battles(self.league)):
            steps = 0
            while self.league.battles[battle.id].status == "open":
                steps += 1
                assert steps <= MAX_BATTLE_STEPS, f"battle {battle.id} never settles"
                self.battle_step(battle.id)
        for capital in list(self.league.spoils_owed):
            winner, _ = self.league.spoils_owed[capital]
            choices = spoils_choices(self.league, capital)
            picked = self.rng.sample(choices, min(len(choices), self.rng.randint(0, 2)))
            if self.coin(0.7):
                self.attempt(take_spoils, winner, capital, picked)
        for player in self.league.players.values():
            own = self.league.territories_of(player.id)
            if player.capital is None and own and self.coin(0.5):
                self.attempt(name_capital, player.id, self.rng.choice(own))

    def result(self) -> tuple[int, int | None]:
        """Random points and, sometimes, the flight the ship was destroyed in."""
        return self.rng.randint(0, 80), self.rng.choice([1, 2, 3]) if self.coin() else None

    def battle_step(self, battle_id: str) -> None:
        """One random organiser or player action on the open battle."""
        battle = self.league.battles[battle_id]
        present = battle.present()
        pirates = [
            p.player
            for p in battle.participants
            if p.role == "attacker" and p.player in present and can_expel(self.league, p.player)
        ]
        roll = self.rng.random()
        if battle.held:
            if pirates and roll < 0.5:
                self.attempt(expel, self.rng.choice(pirates), battle_id, MERCENARIES)
            else:
                self.attempt(let_hold, self.rng.choice([None, *pirates]), battle_id)
        elif pirates and SMUGGLERS in present and not battle.results and roll < 0.3:
            self.attempt(expel, self.rng.choice(pirates), battle_id, SMUGGLERS)
        elif roll < 0.08 and present:
            self.attempt(no_show, battle_id, self.rng.choice(present))
        elif roll < 0.18:
            results = {p: self.result() for p in present}
            reason = self.rng.choice(["", "a disputed flight", "спорный полёт"])
            self.attempt(override, battle_id, results, reason)
        elif missing := [p for p in present if p not in battle.results]:
            player = self.rng.choice(missing)
            actor = self.rng.choice([None, player, player, self.rng.choice(present)])
            self.attempt(enter_result, actor, battle_id, player, *self.result())
        else:
            for player in battle.present_players():
                if player not in battle.confirmed:
                    self.attempt(confirm, player, battle_id)
                    break
