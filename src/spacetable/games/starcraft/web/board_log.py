"""Log lines of Brood War's board effects (:mod:`spacetable.games.starcraft.brood_war.board`), in
Russian and English, used by :mod:`.starcraft_bw_log`: the expulsion (then the usual
retreat and destruction lines), the sacrifice, the special conquest point tokens,
transports that cannot be destroyed, the z-axis routes at setup, a hero coming back (or
not) and a base infested."""

from __future__ import annotations

from spacetable.i18n.reasons import Reason

R = Reason

BOARD_TEMPLATES: dict[str, Reason] = {
    "leadership_effect.transports_indestructible": R(
        "{player}'s transports cannot be destroyed until the end of round {round}.",
        "Транспорты игрока {player} нельзя уничтожить до конца раунда {round}.",
    ),
    "leadership_effect.place_all_z_axis_routes": R(
        "{player} places every z-axis route of the galaxy.",
        "{player} выкладывает все маршруты оси Z галактики.",
    ),
    "leadership_effect.hero_returns": R(
        "Once destroyed, {player}'s hero may come back on one of their bases at the end of"
        " each Regrouping.",
        "Уничтоженный герой игрока {player} может вернуться на одну из его баз в конце"
        " каждой перегруппировки.",
    ),
    "leadership_choice.expel_enemy_units": R(
        "{player} expels every enemy unit from {planet}.",
        "{player} изгоняет все юниты противников с планеты {planet}.",
    ),
    "leadership_choice.destroy_units_in_area": R(
        "{player} sacrifices {unit} to destroy every unit in {area}.",
        "{player} жертвует юнитом {unit}, чтобы уничтожить всех юнитов: {area}.",
    ),
    "leadership_choice.conquest_point_tokens": R(
        "{player} puts a conquest point token (+{amount}) in {area}.",
        "{player} кладёт жетон очков завоевания (+{amount}): {area}.",
    ),
    "leadership_choice.hero_returns": R(
        "{player}'s hero {unit} ({card}) comes back in {area}.",
        "Герой игрока {player} — {unit} ({card}) — возвращается: {area}.",
    ),
    "leadership_hero_not_returned": R(
        "{player} leaves the hero of {card} off the board.",
        "{player} не возвращает героя карты {card}.",
    ),
    "base_infested": R(
        "{player} infests {owner}'s destroyed base in {area}: an {installation} stands there.",
        "{player} заражает уничтоженную базу игрока {owner} ({area}): там стоит «{installation}».",
    ),
}
