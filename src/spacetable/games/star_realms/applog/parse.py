"""Parse a battle log exported by the official Star Realms app into typed lines.

The app writes one event per line. Top-level lines are a player's actions; lines that begin
with whitespace are the effects that follow, often with a running figure. Card names come in
``<color=#RRGGBB>...</color>`` tags, whose colour gives the faction, or bare. Player names are
whatever the app wrote: they are learned first from the ``<name> ends turn N`` and
``It is now <name>'s turn N`` lines, then matched at the start of other lines, longest first.
Blank lines are skipped; any other line must fit a kind, else :class:`AppLogError` names it
(a colour outside :data:`FACTIONS` or a tag left open fits none).

A line names no player unless its pattern shows one (``P`` below): the actor of ``Played C``
is whoever's turn it is, which is for the reader of the lines to track. In the patterns ``C``
is a card in a colour tag (fills ``card`` and ``faction``), ``B`` a bare card name, ``N`` a
number, ``F`` a figure: ``Trade``, ``Combat`` or ``Authority`` (``figure`` in lower case).

Top-level lines:

- ``play_all``: ``Play all``.
- ``played``: ``Played C``.
- ``acquired``: ``Acquired C``.
- ``attack_player``: ``Attacked P for N (New Authority:V)``: the attacked player in
  ``target``, the damage N in ``amount``, figure ``authority``, V (may be negative) in ``value``.
- ``attack_base``: ``Attacked B``: the base in ``target``.
- ``scrapping``: ``Scrapping B``: a card scrapped for its scrap ability.
- ``activating``: ``Activating B``: a base's (or Blob Carrier's) activated ability.
- ``chose``: ``Chose X``: the option X in ``target``.
- ``is_scrapping``: ``P is scrapping: B`` or ``P is scrapping B``.
- ``not_discarding``: ``P is not discarding any cards.``
- ``is_discarding``: ``P is discarding B`` or ``P discarding B``.
- ``is_selecting``: ``P is selecting B`` or ``P selecting ship B``.
- ``resolving``: ``Resolving X``: X (``""`` when the line is just ``Resolving``) in ``target``.
- ``end_turn``: ``P ends turn N``: N in ``amount``.

Effect lines (indented):

- ``gain``: ``P > C +N F (F:V)``: the card's effect, N in ``amount``, V in ``value``.
- ``ability_available``: ``P > C ability available``.
- ``opponent_effect``: ``P < C +N Discard (Discarding: V)``: P, an opponent of the card's
  owner, must discard; figure ``discard``.
- ``change``: ``P - -N F (F:V)`` or ``P - +N F (F:V)``: a payment, damage or event effect,
  the signed change in ``amount``.
- ``acquired_to``: ``Acquired C to the top of the deck.`` (``target`` ``deck_top``) or
  ``Acquired C to hand.`` (``target`` ``hand``).
- ``destroyed``, ``scrapped``, ``discarded``: ``Destroyed C``, ``Scrapped C``, ``Discarded C``.
- ``no_more_discard``: ``no more cards to discard``.
- ``drew``: ``Drew N cards.``: N in ``amount``.
- ``refresh``: ``Refresh ally indicators``.
- ``turn_start``: ``It is now P's turn N``: N in ``amount``.
- ``shuffled``: ``Shuffled discard pile to form new deck``.
- ``revealed_event``: ``Revealed event C``.
- ``changed``: ``Changed B to T``: a copying card B became T (in ``target``).
- ``won``: ``=== P has won the game. ===``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

KINDS = (
    "play_all",
    "played",
    "acquired",
    "attack_player",
    "attack_base",
    "scrapping",
    "activating",
    "chose",
    "is_scrapping",
    "not_discarding",
    "is_discarding",
    "is_selecting",
    "resolving",
    "end_turn",
    "gain",
    "ability_available",
    "opponent_effect",
    "change",
    "acquired_to",
    "destroyed",
    "scrapped",
    "discarded",
    "no_more_discard",
    "drew",
    "refresh",
    "turn_start",
    "shuffled",
    "revealed_event",
    "changed",
    "won",
)

FACTIONS = {
    "800080": "unaligned",
    "4CC417": "blob",
    "FF0000": "machine_cult",
    "FFFF00": "star_empire",
    "1589FF": "trade_federation",
}

# What the placeholders of the rule templates below stand for (see _compile).
_CARD = r"<color=#(?P<color>(?i:" + "|".join(FACTIONS) + r"))>(?P<card>[^<>]+)</color>"
_BARE = r"[^<>()]+"
_FIG = r"(?P<figure>Trade|Combat|Authority) \((?P=figure):(?P<value>-?\d+)\)"
_TAG = re.compile(r"</?color(?:=#[0-9A-Fa-f]{6})?>")

# (kind, template, fields the kind fixes). {P} is a player (``actor``), {T} a player in
# ``target``, {C} a tagged card, {B} a bare name, {F} a signed figure with its running value.
# Order matters only where one pattern also fits another's lines (attacks, discarding).
_Rule = tuple[str, str, dict[str, str]]
_TOP: tuple[_Rule, ...] = (
    ("play_all", r"Play all", {}),
    ("played", r"Played {C}", {}),
    ("acquired", r"Acquired {C}", {}),
    (
        "attack_player",
        r"Attacked {T} for (?P<amount>\d+) \(New Authority:(?P<value>-?\d+)\)",
        {"figure": "authority"},
    ),
    ("attack_base", r"Attacked (?P<target>{B})", {}),
    ("scrapping", r"Scrapping (?P<card>{B})", {}),
    ("activating", r"Activating (?P<card>{B})", {}),
    ("chose", r"Chose (?P<target>.+)", {}),
    ("is_scrapping", r"{P} is scrapping:? (?P<card>{B})", {}),
    ("not_discarding", r"{P} is not discarding any cards\.", {}),
    ("is_discarding", r"{P} (?:is )?discarding (?P<card>{B})", {}),
    ("is_selecting", r"{P} (?:is selecting|selecting ship) (?P<card>{B})", {}),
    ("resolving", r"Resolving(?: |$)(?P<target>.*)", {}),
    ("end_turn", r"{P} ends turn (?P<amount>\d+)", {}),
)
_EFFECT: tuple[_Rule, ...] = (
    ("gain", r"{P}\s+>\s+{C} (?P<amount>\+\d+) {F}", {}),
    ("ability_available", r"{P}\s+>\s+{C} ability available", {}),
    (
        "opponent_effect",
        r"{P}\s+<\s+{C} (?P<amount>\+\d+) Discard \(Discarding: (?P<value>\d+)\)",
        {"figure": "discard"},
    ),
    ("change", r"{P} - (?P<amount>[+-]\d+) {F}", {}),
    ("acquired_to", r"Acquired {C} to the top of the deck\.", {"target": "deck_top"}),
    ("acquired_to", r"Acquired {C} to hand\.", {"target": "hand"}),
    ("destroyed", r"Destroyed {C}", {}),
    ("scrapped", r"Scrapped {C}", {}),
    ("discarded", r"Discarded {C}", {}),
    ("no_more_discard", r"no more cards to discard", {}),
    ("drew", r"Drew (?P<amount>\d+) cards\.", {}),
    ("refresh", r"Refresh ally indicators", {}),
    ("turn_start", r"It is now {P}'s turn (?P<amount>\d+)", {}),
    ("shuffled", r"Shuffled discard pile to form new deck", {}),
    ("revealed_event", r"Revealed event {C}", {}),
    # Non-greedy: the copying card's name ends at the first " to ".
    ("changed", r"Changed (?P<card>{B}?) to (?P<target>{B})", {}),
    ("won", r"=== {P} has won the game\. ===", {}),
)
# The rules that name the players; with any name allowed they find the players.
_NAMING = ("end_turn", "turn_start")


@dataclass(frozen=True)
class LogLine:
    """One non-blank line of an app log, parsed."""

    number: int
    indented: bool
    kind: str
    actor: str | None
    card: str | None
    target: str | None
    figure: str | None
    amount: int | None
    value: int | None
    faction: str | None
    text: str


@dataclass(frozen=True)
class AppLog:
    """A parsed app log: the players in seat order (first to move first) and the lines."""

    players: tuple[str, ...]
    lines: tuple[LogLine, ...]


class AppLogError(ValueError):
    """A log that cannot be read; ``number`` and ``line`` point at the offending line."""

    def __init__(self, message: str, number: int | None = None, line: str | None = None) -> None:
        super().__init__(message)
        self.number = number
        self.line = line


_Compiled = tuple[tuple[str, re.Pattern[str], dict[str, str]], ...]


def _compile(rules: tuple[_Rule, ...], player: str) -> _Compiled:
    """The rules with their placeholders filled in; ``player`` matches one player's name."""
    parts = {
        "{P}": f"(?P<actor>{player})",
        "{T}": f"(?P<target>{player})",
        "{C}": _CARD,
        "{B}": _BARE,
        "{F}": _FIG,
    }
    compiled: list[tuple[str, re.Pattern[str], dict[str, str]]] = []
    for kind, template, fixed in rules:
        pattern = template
        for placeholder, regex in parts.items():
            pattern = pattern.replace(placeholder, regex)
        compiled.append((kind, re.compile(pattern), fixed))
    return tuple(compiled)


def _split(text: str) -> list[tuple[int, bool, str]]:
    """The non-blank lines as (1-based number, indented, stripped line)."""
    lines = text.removeprefix("\ufeff").split("\n")
    return [
        (number, line[:1].isspace(), line.strip())
        for number, line in enumerate(lines, start=1)
        if line.strip()
    ]


def _players(lines: list[tuple[int, bool, str]]) -> tuple[str, ...]:
    """The players named by turn lines, ordered by the first turn each is seen taking."""
    loose = {False: _compile(_TOP, ".+"), True: _compile(_EFFECT, ".+")}
    first_turn: dict[str, int] = {}
    for _, indented, line in lines:
        for kind, pattern, _ in loose[indented]:
            if kind in _NAMING and (match := pattern.fullmatch(line)):
                name, turn = match["actor"], int(match["amount"])
                first_turn[name] = min(turn, first_turn.get(name, turn))
    return tuple(sorted(first_turn, key=first_turn.__getitem__))


def _parse_line(number: int, indented: bool, line: str, rules: _Compiled) -> LogLine:
    """The one line, by the first rule whose pattern fits it whole."""
    for kind, pattern, fixed in rules:
        if match := pattern.fullmatch(line):
            found = {**match.groupdict(), **fixed}
            return LogLine(
                number=number,
                indented=indented,
                kind=kind,
                actor=found.get("actor"),
                card=found.get("card"),
                target=found.get("target"),
                figure=found["figure"].lower() if found.get("figure") else None,
                amount=int(found["amount"]) if found.get("amount") else None,
                value=int(found["value"]) if found.get("value") else None,
                faction=FACTIONS[found["color"].upper()] if found.get("color") else None,
                text=_TAG.sub("", line),
            )
    raise AppLogError(f"line {number}: no known kind fits {line!r}", number, line)


def parse_log(text: str) -> AppLog:
    """Parse the text of an app log; raise :class:`AppLogError` if it is empty, names no
    player, or has a line that fits no kind (the error names the line)."""
    lines = _split(text)
    if not lines:
        raise AppLogError("the log is empty")
    players = _players(lines)
    if not players:
        raise AppLogError("no players found: no line like 'NAME ends turn N'")
    names = "|".join(re.escape(name) for name in sorted(players, key=len, reverse=True))
    rules = {False: _compile(_TOP, names), True: _compile(_EFFECT, names)}
    return AppLog(
        players=players,
        lines=tuple(
            _parse_line(number, indented, line, rules[indented]) for number, indented, line in lines
        ),
    )
