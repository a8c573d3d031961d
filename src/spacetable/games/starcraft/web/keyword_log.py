"""Brood War's battle keywords and modules as StarCraft log lines, in Russian or English
(used by :mod:`.starcraft_bw_log`): Sacrifice, the Defensive module's swap, Mind Control,
Collateral Damage and what it destroys, the Offensive module's transports, and the
Leadership card granting Collateral Damage."""

from __future__ import annotations

from typing import Any, Protocol

from spacetable.i18n.reasons import Reason

Event = dict[str, Any]
R = Reason

KEYWORD_TEMPLATES: dict[str, Reason] = {
    "unit_destroyed.sacrifice": R(
        "{unit} ({owner}) sacrifices itself (Sacrifice).",
        "{unit} ({owner}) жертвует собой (самопожертвование).",
    ),
    "sacrifice_ignored.no_target": R(
        "{unit} ({owner}) can attack no enemy unit in the skirmish: no Sacrifice.",
        "{unit} ({owner}) не может атаковать ни одного юнита противника в схватке:"
        " самопожертвования нет.",
    ),
    "sacrifice_ignored.cloaked": R(
        "{unit} ({owner}) cannot see the cloaked enemy front-line unit: no Sacrifice.",
        "{unit} ({owner}) не видит скрытого юнита противника на передовой: самопожертвования нет.",
    ),
    "units_swapped": R(
        "{player} swaps {units} between skirmishes (Defensive module).",
        "{player} меняет местами юнитов между схватками: {units} (оборонительный модуль).",
    ),
    "swap_passed": R(
        "{player} swaps no units (Defensive module).",
        "{player} не меняет юнитов местами (оборонительный модуль).",
    ),
    "unit_mind_controlled": R(
        "{player} takes {unit} from {owner} by Mind Control.",
        "{player} забирает юнита {unit} у игрока {owner} контролем разума.",
    ),
    "mind_control_failed.hero": R(
        "{player}'s Mind Control fails: {unit} ({owner}) is a hero.",
        "Контроль разума игрока {player} не действует: {unit} ({owner}) — герой.",
    ),
    "mind_control_failed.no_token": R(
        "{player}'s Mind Control fails on {unit} ({owner}): both mind-control tokens are in use.",
        "Контроль разума игрока {player} не действует на {unit} ({owner}): оба жетона контроля"
        " разума заняты.",
    ),
    "collateral_damage.base": R(
        "{player}'s {unit}: Collateral Damage on the enemy base here.",
        "{unit} игрока {player}: сопутствующий ущерб — база противника здесь.",
    ),
    "collateral_damage.installation": R(
        "{player}'s {unit}: Collateral Damage on the enemy installation here.",
        "{unit} игрока {player}: сопутствующий ущерб — сооружение противника здесь.",
    ),
    "collateral_damage.workers": R(
        "{player}'s {unit}: Collateral Damage on the enemy workers on this area's Resource card.",
        "{unit} игрока {player}: сопутствующий ущерб — рабочие противника на карте ресурсов"
        " этой области.",
    ),
    "collateral_damage.none": R(
        "{player}'s {unit} uses no Collateral Damage.",
        "{unit} игрока {player} не использует сопутствующий ущерб.",
    ),
    "base_destroyed.collateral_damage": R(
        "{player}'s base in {area} is destroyed by Collateral Damage.",
        "База игрока {player} ({area}) уничтожена сопутствующим ущербом.",
    ),
    "installation_destroyed.collateral_damage": R(
        "{player}'s installation {installation} in {area} is destroyed by Collateral Damage.",
        "Сооружение «{installation}» игрока {player} ({area}) уничтожено сопутствующим ущербом.",
    ),
    "workers_destroyed.collateral_damage": R(
        "{count} worker(s) of {player} on the Resource card of {area} are destroyed by"
        " Collateral Damage.",
        "Рабочие игрока {player} на карте ресурсов ({area}) уничтожены сопутствующим ущербом:"
        " {count}.",
    ),
    "transport_destroyed.offensive_module": R(
        "{player}'s transport on {route} carried units past Limited Orbital Defense: destroyed"
        " (Offensive module).",
        "Транспорт игрока {player} ({route}) провёз юнитов мимо ПВО: уничтожен"
        " (наступательный модуль).",
    ),
    "leadership_effect.grant_collateral_damage": R(
        "{player}'s units gain Collateral Damage: {units}.",
        "Юниты игрока {player} получают сопутствующий ущерб: {units}.",
    ),
}
CAUSES = frozenset({"sacrifice", "collateral_damage", "offensive_module"})
VARIANTS = {"sacrifice_ignored": "reason", "mind_control_failed": "reason"}
VARIANTS["collateral_damage"] = "target"


class Names(Protocol):
    """What the log's namer gives this module."""

    lang: str

    def unit(self, uid: int) -> str:
        """A unit by its number."""

    def entry(self, table: str, key: str) -> str:
        """A pack entry's name."""


def keyword_template_key(event: Event) -> str | None:
    """The template key of a keyword's event, or None when it is not one."""
    kind = str(event["kind"])
    field = "cause" if event.get("cause") in CAUSES else VARIANTS.get(kind)
    key = None if field is None else f"{kind}.{event[field]}"
    return key if key in KEYWORD_TEMPLATES else None


def keyword_fields(event: Event, names: Names) -> dict[str, Any]:
    """The fields of a keyword's event the log prints in its own way."""
    kind = event["kind"]
    if kind == "units_swapped":
        return {"units": ", ".join(names.unit(u) for u in event["units"])}
    if kind == "leadership_effect" and event["effect"] == "grant_collateral_damage":
        return {"units": ", ".join(names.entry("units", u) for u in event["units"]) or "—"}
    return {}
