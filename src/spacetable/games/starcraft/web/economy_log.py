"""Log lines of Brood War's economy, in Russian and English, used by
:mod:`.starcraft_bw_log`: resource tokens offered and spent toward a purchase
(:mod:`spacetable.games.starcraft.economy.payment`), «Teeming Spawn»'s Build order on the planet
chosen (:mod:`spacetable.games.starcraft.orders.bw_build`) and the lasting economy effects of
«Make Do With Little» and «Riches of Aiur» (:mod:`spacetable.games.starcraft.brood_war.economy`)."""

from __future__ import annotations

from spacetable.i18n.reasons import Reason

R = Reason

ECONOMY_TEMPLATES: dict[str, Reason] = {
    "tokens_offered": R(
        "{player} may pay with resource tokens ({minerals} mineral(s), {gas} gas fit).",
        "{player} может заплатить жетонами ресурсов (подходят: минералы {minerals}, газ {gas}).",
    ),
    "tokens_spent": R(
        "{player} discards resource tokens: {minerals} mineral(s), {gas} gas.",
        "{player} сбрасывает жетоны ресурсов: минералы {minerals}, газ {gas}.",
    ),
    "leadership_choice.build_anywhere": R(
        "{player} executes a Build order on {planet} at once.",
        "{player} сразу исполняет приказ «Строительство» на {planet}.",
    ),
    "leadership_effect.free_worker_or_transport_per_build": R(
        "Each Build order of {player}'s gives a free worker or transport.",
        "Каждый приказ «Строительство» игрока {player} даёт бесплатного рабочего или транспорт.",
    ),
    "leadership_effect.modules_count_double": R(
        "{player}'s R&D and Supply modules count double.",
        "Исследовательские модули и модули поддержки игрока {player} считаются за два.",
    ),
    "leadership_effect.protect_from_depletion": R(
        "Enemies cannot force-mine the areas {player} controls.",
        "Противники не могут вырабатывать сверх нормы области, которые контролирует {player}.",
    ),
}
