"""Brood War's off-board reserves as StarCraft log lines, in Russian or English (used by
:mod:`.starcraft_bw_log`): the cards opening a reserve, units going into one (built or at
the start), units coming out of one onto the board, and units lost with a Warp Gate."""

from __future__ import annotations

from typing import Any, Protocol

from spacetable.games.starcraft.brood_war.reserves import PLACE_NAMES
from spacetable.i18n.reasons import Reason

Event = dict[str, Any]
R = Reason

RESERVE_TEMPLATES: dict[str, Reason] = {
    "leadership_effect.fleet_reserve": R(
        "Units {player} builds may wait in the fleet reserve and land whenever a Mobilize"
        " order is executed.",
        "Юниты, которые строит {player}, могут ждать в резерве флота и высаживаться при"
        " исполнении любого приказа «Перемещение».",
    ),
    "leadership_effect.warp_in": R(
        "Units {player} builds may wait at the Warp Gate and come out at the end of each"
        " Regrouping.",
        "Юниты, которые строит {player}, могут ждать у Врат искривления и выходить в конце"
        " каждой перегруппировки.",
    ),
    "unit_reserved": R("{player} puts {unit} into {place}.", "{player} ставит «{unit}»: {place}."),
    "reserve_unit_placed": R(
        "{player}'s {unit} comes out of {place} into {area}.",
        "{unit} игрока {player} выходит ({place}): {area}.",
    ),
    "reserve_units_lost": R(
        "The Warp Gate of {player} is gone: {count} unit(s) held there are lost.",
        "Врат искривления игрока {player} больше нет: юнитов у них потеряно — {count}.",
    ),
}


class Names(Protocol):
    """What the log's namer gives this module."""

    lang: str


def reserve_fields(event: Event, names: Names) -> dict[str, Any]:
    """The reserve's name of an event naming one."""
    place = event.get("place")
    if event["kind"] not in ("unit_reserved", "reserve_unit_placed") or place is None:
        return {}
    en, ru = PLACE_NAMES[str(place)]
    return {"place": ru if names.lang == "ru" else en}
