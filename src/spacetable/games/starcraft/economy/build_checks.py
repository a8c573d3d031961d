"""Why the rules refuse a purchase of the Build order (:mod:`.economy.build`), whatever it costs:
one check per kind of purchase (``worker``, ``transport``, ``unit``, ``reserve``,
``building``, ``module``, ``base``), each given the order and the purchase's arguments and
returning every reason it is refused (empty when the rules allow it). The order's steps,
its price words and paying are :mod:`.economy.build`'s."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.actions import Arg
from spacetable.games.starcraft.economy.build_model import BuildOrder, SiteArea, UnitType
from spacetable.i18n.reasons import Reason


def _no_base(order: BuildOrder, what_en: str, what_ru: str) -> list[Reason]:
    if order.site.has_base:
        return []
    return [
        Reason(
            f"{what_en} need player {order.player}'s base on '{order.site.planet}'",
            f"{what_ru}: нужна база игрока {order.player} на '{order.site.planet}'",
        )
    ]


def worker_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    problems = _arity(args, 0, "worker") + _no_base(order, "workers", "рабочие")
    workers = order.resources.economy(order.player).workers
    if workers >= order.catalogue.workers:
        problems.append(
            Reason(
                f"player {order.player} has all {order.catalogue.workers} workers in play",
                f"у игрока {order.player} в игре уже все {order.catalogue.workers} рабочих",
            )
        )
    return problems


def transport_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    problems = _arity(args, 1, "transport ROUTE")
    if not order.site.transports_without_base:  # Survival: an area controlled will do
        problems += _no_base(order, "transports", "транспорты")
    route = args[0] if args else None
    if route not in order.site.routes:
        problems.append(
            Reason(
                f"route {route} is not attached to '{order.site.planet}'",
                f"маршрут {route} не связан с планетой '{order.site.planet}'",
            )
        )
    elif order.site.routes[route]:
        problems.append(
            Reason(
                f"player {order.player} has a transport on route {route} already; one per route",
                f"у игрока {order.player} уже есть транспорт на маршруте {route}; на"
                " маршруте не больше одного транспорта игрока",
            )
        )
    if order.holdings.transports >= order.catalogue.transports:
        problems.append(
            Reason(
                f"player {order.player} has all {order.catalogue.transports} transports in play",
                f"у игрока {order.player} в игре уже все {order.catalogue.transports} транспортов",
            )
        )
    return problems


def unit_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    if len(args) not in (2, 3):
        return _arity(args, 2, "unit TYPE AREA [VICTIM]")
    unit = order.catalogue.units.get(str(args[0]))
    if unit is None:
        return _unknown_unit(order, args[0])
    area = order.site.areas.get(args[1]) if isinstance(args[1], int) else None
    if area is None:
        return [
            Reason(
                f"'{order.site.planet}' has no area {args[1]}",
                f"на планете '{order.site.planet}' нет области {args[1]}",
            )
        ]
    problems = _unit_supply_refusals(order, unit)
    if area.allowed != "any" and area.allowed != f"{unit.movement}_only":
        problems.append(
            Reason(
                f"area {args[1]} takes {area.allowed.replace('_', ' ')} units; {unit.id} is"
                f" {unit.movement}",
                f"в область {args[1]} можно только"
                f" {'наземных' if area.allowed == 'ground_only' else 'летающих'} юнитов",
            )
        )
    if unit.destroys:
        return problems + _morph_refusals(order, unit, args)
    if unit.unlock.installation not in order.site.installations:  # at its installation
        problems += _no_base(order, "units", "юниты")  # no base is needed (ruling 290)
    if area.hostile:
        problems.append(
            Reason(
                f"area {args[1]} holds an enemy unit or base: units go to an area with the"
                " player's base or units, or an empty one",
                f"в области {args[1]} юниты или база противника: юниты выставляются в область"
                " со своей базой или юнитами или в пустую",
            )
        )
    return problems + _room_refusals(order, args)


def _unknown_unit(order: BuildOrder, unit: Arg) -> list[Reason]:
    return [
        Reason(
            f"player {order.player}'s faction builds no unit '{unit}'",
            f"фракция игрока {order.player} не строит юнит '{unit}'",
        )
    ]


def reserve_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    """A unit built into an off-board reserve instead of an area (Brood War,
    :mod:`.brood_war.reserves`): a reserve the player has that takes its type; a unit built by
    destroying own units goes into an area only."""
    if len(args) != 2:
        return _arity(args, 2, "reserve TYPE PLACE")
    unit = order.catalogue.units.get(str(args[0]))
    if unit is None:
        return _unknown_unit(order, args[0])
    problems = _unit_supply_refusals(order, unit) + _no_base(order, "units", "юниты")
    place = str(args[1])
    kinds = order.site.reserves.get(place)
    if place not in order.site.reserves:
        problems.append(
            Reason(
                f"player {order.player} has no reserve '{place}' now",
                f"у игрока {order.player} сейчас нет резерва '{place}'",
            )
        )
    elif kinds is not None and unit.id not in kinds:
        problems.append(
            Reason(
                f"the reserve '{place}' takes no {unit.id}",
                f"резерв '{place}' не принимает '{unit.id}'",
            )
        )
    if unit.destroys:
        problems.append(
            Reason(
                f"{unit.id} is built by destroying own units: it goes into an area",
                f"'{unit.id}' строится уничтожением своих юнитов: только в область",
            )
        )
    return problems


def _unit_supply_refusals(order: BuildOrder, unit: UnitType) -> list[Reason]:
    """The build limit, the pieces in the box and what unlocks ``unit``."""
    problems = []
    if order.built >= order.limit:
        problems.append(
            Reason(
                f"the build limit is {order.limit} units and {order.built} are built",
                f"лимит строительства — {order.limit} юнитов, уже построено {order.built}",
            )
        )
    if order.holdings.units.get(unit.id, 0) >= unit.pieces:
        problems.append(
            Reason(
                f"all {unit.pieces} {unit.id} pieces are in play",
                f"все {unit.pieces} фигурок '{unit.id}' уже в игре",
            )
        )
    need = unit.unlock
    if need.building and order.holdings.buildings.get(need.building, 0) < need.level:
        problems.append(
            Reason(
                f"{unit.id} needs {need.building} level {need.level}",
                f"для '{unit.id}' нужно здание '{need.building}' уровня {need.level}",
            )
        )
    if need.technology and need.technology not in order.holdings.technologies:
        problems.append(
            Reason(
                f"{unit.id} needs the technology {need.technology}",
                f"для '{unit.id}' нужна технология '{need.technology}'",
            )
        )
    if need.installation and need.installation not in order.site.installations:
        problems.append(
            Reason(
                f"{unit.id} is built only where the player has a {need.installation}",
                f"'{unit.id}' строится только там, где у игрока есть '{need.installation}'",
            )
        )
    return problems


def _morph_refusals(order: BuildOrder, unit: UnitType, args: Sequence[Arg]) -> list[Reason]:
    """A unit built by destroying own units: they must be on the planet, one of them in the
    area it goes to (ruling 238)."""
    problems = []
    if len(args) == 3:
        problems.append(
            Reason(
                f"{unit.id} is built by destroying {_listed(unit)}: it names no victim",
                f"'{unit.id}' строится уничтожением ({_listed(unit)}): жертву не называют",
            )
        )
    for kind, count in sorted(unit.destroys.items()):
        if order.site.units_of(kind) < count:
            problems.append(
                Reason(
                    f"{unit.id} is built by destroying {count} {kind} on '{order.site.planet}';"
                    f" the player has {order.site.units_of(kind)} there",
                    f"'{unit.id}' строится уничтожением {count} '{kind}' на"
                    f" '{order.site.planet}'; у игрока их там {order.site.units_of(kind)}",
                )
            )
    area = order.site.areas[int(args[1])]
    if not any(area.units.get(kind, 0) for kind in unit.destroys):
        problems.append(
            Reason(
                f"{unit.id} goes to an area holding one of the units destroyed ({_listed(unit)})",
                f"'{unit.id}' ставится в область, где есть один из уничтожаемых юнитов"
                f" ({_listed(unit)})",
            )
        )
    return problems


def _listed(unit: UnitType) -> str:
    return ", ".join(f"{n} {kind}" for kind, n in sorted(unit.destroys.items()))


def _room_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    """Room in the area, or an own unit there named to destroy when it is full (ruling
    239)."""
    area = order.site.areas[int(args[1])]
    full = _full(order, area, str(args[0]))
    if len(args) == 2:
        if not full:
            return []
        return [
            Reason(
                f"area {args[1]} is full ({area.unit_limit} units); name an own unit there to"
                " destroy",
                f"область {args[1]} заполнена ({area.unit_limit} юнитов); назовите свой юнит"
                " там, чтобы его уничтожить",
            )
        ]
    if not area.units.get(str(args[2]), 0):
        return [
            Reason(
                f"player {order.player} has no {args[2]} in area {args[1]}",
                f"у игрока {order.player} нет '{args[2]}' в области {args[1]}",
            )
        ]
    if not full:
        return [
            Reason(
                f"area {args[1]} has room: units are destroyed only to fit the limit",
                f"в области {args[1]} есть место: юнитов уничтожают, только чтобы уложиться"
                " в размер области",
            )
        ]
    if _full(order, area, str(args[0]), str(args[2])):
        return [
            Reason(
                f"destroying the {args[2]} (an assist unit the Assist module frees) makes no"
                f" room in area {args[1]}",
                f"уничтожение '{args[2]}' (юнита поддержки, которого не считает модуль"
                f" содействия) не освобождает место в области {args[1]}",
            )
        ]
    return []


def _full(order: BuildOrder, area: SiteArea, kind: str, victim: str | None = None) -> bool:
    """Whether ``area`` has no room for one more unit of ``kind`` (once an own ``victim``
    there is destroyed, when named): the player's units count toward its limit but the
    assist units their Assist module frees (Brood War, ruling 302)."""
    units = order.catalogue.units
    here = [k for k, n in area.units.items() for _ in range(n)]
    if victim is not None:
        here.remove(victim)
    here.append(kind)
    assist = sum(1 for k in here if k in units and units[k].assist)
    return len(here) - min(assist, area.assist_room) > area.unit_limit


def _present(order: BuildOrder, what_en: str, what_ru: str) -> list[Reason]:
    if order.site.present:
        return []
    return [
        Reason(
            f"{what_en} needs player {order.player}'s base or unit on '{order.site.planet}'",
            f"{what_ru}: нужна база или юнит игрока {order.player} на '{order.site.planet}'",
        )
    ]


def building_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    problems = _arity(args, 1, "building ID") + _present(order, "a building", "здание")
    if order.building:
        problems.append(
            Reason("one building per Build order", "одно здание за приказ «Строительство»")
        )
    building = order.catalogue.buildings.get(str(args[0])) if args else None
    if building is None:
        return [
            *problems,
            Reason(
                f"player {order.player}'s faction has no building '{args[0] if args else ''}'",
                f"у фракции игрока {order.player} нет здания '{args[0] if args else ''}'",
            ),
        ]
    owned = order.holdings.buildings.get(building.id, 0)
    if owned >= len(building.costs):
        problems.append(
            Reason(
                f"{building.id} is at its last level ({owned})",
                f"'{building.id}' уже на последнем уровне ({owned})",
            )
        )
    return problems


def module_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    problems = _arity(args, 1, "module ID") + _present(order, "a module", "модуль")
    if order.module:
        problems.append(
            Reason("one module per Build order", "один модуль за приказ «Строительство»")
        )
    module = order.catalogue.modules.get(str(args[0])) if args else None
    if module is None:
        return [
            *problems,
            Reason(
                f"player {order.player}'s faction has no module '{args[0] if args else ''}'",
                f"у фракции игрока {order.player} нет модуля '{args[0] if args else ''}'",
            ),
        ]
    if order.holdings.modules.get(module.id, 0) >= module.tokens:
        problems.append(
            Reason(
                f"all {module.tokens} {module.id} modules are built",
                f"все {module.tokens} модулей '{module.id}' уже построены",
            )
        )
    spaces = order.catalogue.module_spaces
    if sum(order.holdings.modules.values()) >= spaces:
        problems.append(
            Reason(
                f"all {spaces} module spaces of the faction sheet are taken",
                f"все {spaces} мест для модулей на листе фракции заняты",
            )
        )
    return problems


def base_refusals(order: BuildOrder, args: Sequence[Arg]) -> list[Reason]:
    problems = _arity(args, 1, "base AREA")
    planet = order.site.planet
    if order.site.has_base:
        problems.append(
            Reason(
                f"player {order.player} has a base on '{planet}' already; one per planet",
                f"у игрока {order.player} уже есть база на '{planet}'; одна база на планету",
            )
        )
    if order.holdings.bases >= order.catalogue.bases:
        problems.append(
            Reason(
                f"all {order.catalogue.bases} bases of player {order.player} are in play",
                f"все {order.catalogue.bases} баз игрока {order.player} уже в игре",
            )
        )
    area = order.site.areas.get(args[0]) if args and isinstance(args[0], int) else None
    if area is None:
        return [
            *problems,
            Reason(
                f"'{planet}' has no area {args[0] if args else ''}",
                f"на '{planet}' нет области {args[0] if args else ''}",
            ),
        ]
    if not area.unit_count:
        problems.append(
            Reason(
                f"a base goes in an area with player {order.player}'s unit",
                f"база строится в области с юнитом игрока {order.player}",
            )
        )
    if area.enemy_base:
        problems.append(
            Reason(
                f"area {args[0]} holds an enemy base",
                f"в области {args[0]} база противника",
            )
        )
    if area.allowed == "flying_only":
        problems.append(
            Reason(
                f"area {args[0]} is for flying units only: no base there",
                f"область {args[0]} — только для летающих юнитов: базу там не строят",
            )
        )
    if area.installation:
        problems.append(
            Reason(
                f"area {args[0]} holds an installation: a base or an installation per area",
                f"в области {args[0]} сооружение: в области либо база, либо сооружение",
            )
        )
    return problems + filled_planet_refusals(order, int(args[0]))


def filled_planet_refusals(order: BuildOrder, number: int) -> list[Reason]:
    """Team Play in the core game (:mod:`.modes.teams`): no base in area ``number`` that would
    give the player's team a base in every area of the planet."""
    area = order.site.areas.get(number)
    if area is None or not area.fills_planet:
        return []
    return [
        Reason(
            f"a base in area {number} would give your team a base in every area of"
            f" '{order.site.planet}'",
            f"база в области {number} дала бы вашей команде базу в каждой области планеты"
            f" '{order.site.planet}'",
        )
    ]


def _arity(args: Sequence[Arg], n: int, form: str) -> list[Reason]:
    if len(args) == n:
        return []
    return [Reason(f"the form is: {form}", f"форма: {form}")]
