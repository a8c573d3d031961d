"""The StarCraft table's UI strings in Russian and English (keys ``web.sc.*``), the table's
``page_strings``, served with the shell's at ``/api/strings``. Game terms follow the Russian
quick-reference sheet; component names come from ``/api/cards/starcraft``, never from here."""

from __future__ import annotations

PAGE_STRINGS: dict[str, dict[str, str]] = {
    # lobby
    "web.sc.faction": {"en": "Faction", "ru": "Фракция"},
    "web.sc.random_faction": {"en": "Random faction", "ru": "Случайная фракция"},
    "web.sc.faction_option": {"en": "{name} ({race})", "ru": "{name} ({race})"},
    "web.sc.brood_war": {"en": "Brood War", "ru": "Brood War"},
    "web.sc.brood_war_hint": {
        "en": "Play with the Brood War expansion",
        "ru": "Играть с дополнением Brood War",
    },
    "web.sc.more_starting_planets": {
        "en": "More starting planet tokens (draw 3, place 2)",
        "ru": "Больше стартовых планет (взять 3, выложить 2)",
    },
    "web.sc.larger_galaxy": {
        "en": "Larger galaxy (3 planets each, 25 points, no special victories)",
        "ru": "Большая галактика (по 3 планеты, 25 очков, без особых побед)",
    },
    "web.sc.no_leadership": {
        "en": "No Leadership cards (only the Special Victory card)",
        "ru": "Без карт лидерства (только карта особой победы)",
    },
    "web.sc.mode": {"en": "Game mode", "ru": "Режим игры"},
    "web.sc.mode_hint": {
        "en": "Galactic Conquest and Survival: no «The End Draws Near», only the last player"
        " standing wins; not combined with the Brood War box's options",
        "ru": "Галактическое завоевание и Выживание: без «Конец близок», побеждает только"
        " последний оставшийся игрок; не сочетаются с вариантами коробки Brood War",
    },
    "web.sc.mode.standard": {"en": "Standard", "ru": "Обычная игра"},
    "web.sc.mode.galactic_conquest": {
        "en": "Galactic Conquest (elimination only)",
        "ru": "Галактическое завоевание (только уничтожение)",
    },
    "web.sc.mode.survival": {
        "en": "Survival (no base: out; points become resource tokens)",
        "ru": "Выживание (нет баз — выбыл; очки — жетоны ресурсов)",
    },
    "web.sc.disposable_special_orders": {
        "en": "Disposable special orders (always executed; beyond the pool they leave the game)",
        "ru": "Одноразовые особые приказы (исполняются всегда; сверх пула уходят из игры)",
    },
    "web.sc.teams": {
        "en": "Team Play (teams of two seated apart)",
        "ru": "Командная игра (команды по двое, союзники сидят напротив)",
    },
    "web.sc.teams_hint": {
        "en": "4 or 6 players: seats 1+3 and 2+4 (six: 1+4, 2+5, 3+6); a team wins with 30"
        " combined conquest points or a teammate's special victory",
        "ru": "4 или 6 игроков: места 1+3 и 2+4 (шесть: 1+4, 2+5, 3+6); команда побеждает"
        " с 30 очками завоевания на двоих или особой победой союзника",
    },
    "web.sc.factions_at_table": {
        "en": "Factions are chosen at the table, in turn from the first player",
        "ru": "Фракции выбирают за столом по очереди, начиная с первого игрока",
    },
    # table: the round
    "web.sc.table_title": {"en": "StarCraft: table", "ru": "StarCraft: стол"},
    "web.sc.round": {"en": "Round {round}: {phase}", "ru": "Раунд {round}: {phase}"},
    "web.sc.phase.faction": {"en": "Setup: the factions", "ru": "Подготовка: фракции"},
    "web.sc.phase.galaxy": {"en": "Setup: the galaxy", "ru": "Подготовка: галактика"},
    "web.sc.phase.leadership": {"en": "Leadership cards", "ru": "Карты лидерства"},
    "web.sc.phase.forces": {"en": "Setup: starting forces", "ru": "Подготовка: стартовые силы"},
    "web.sc.phase.planning": {"en": "Planning", "ru": "Планирование"},
    "web.sc.phase.execution": {"en": "Execution", "ru": "Исполнение"},
    "web.sc.phase.regroup": {"en": "Regrouping", "ru": "Перегруппировка"},
    "web.sc.phase.over": {"en": "Game over", "ru": "Игра окончена"},
    "web.sc.first_player": {"en": "First player", "ru": "Первый игрок"},
    "web.sc.event_deck": {"en": "Event deck by stage", "ru": "Колода событий по стадиям"},
    "web.sc.event_stage": {"en": "Stage", "ru": "Стадия"},
    "web.sc.events_played": {"en": "Event cards played", "ru": "Сыгранные карты событий"},
    "web.sc.actions": {"en": "Your actions", "ru": "Ваши действия"},
    # table: a player's sheet
    "web.sc.no_faction": {"en": "no faction yet", "ru": "фракция не выбрана"},
    "web.sc.conquest": {"en": "Conquest points", "ru": "Очки завоевания"},
    "web.sc.events_held": {"en": "Event cards", "ru": "Карты событий"},
    "web.sc.event_back": {"en": "stage {stage}", "ru": "стадия {stage}"},
    "web.sc.workers": {"en": "Workers", "ru": "Рабочие"},
    "web.sc.workers_line": {
        "en": "{pool} in the pool, {unavailable} unavailable, {cards} at work",
        "ru": "в резерве {pool}, недоступно {unavailable}, на ресурсах {cards}",
    },
    "web.sc.building_level": {"en": "{name} {level}", "ru": "{name} {level}"},
    "web.sc.tokens": {
        "en": "resource tokens: {minerals} minerals, {gas} gas",
        "ru": "жетоны ресурсов: минералы {minerals}, газ {gas}",
    },
    "web.sc.bases_lost": {
        "en": "bases lost for good: {n}",
        "ru": "баз потеряно навсегда: {n}",
    },
    "web.sc.team": {"en": "team {n} with {mate}", "ru": "команда {n} с {mate}"},
    "web.sc.planets_in_hand": {"en": "planets to place: {planets}", "ru": "планеты: {planets}"},
    "web.sc.to_deploy": {"en": "to place: {units}", "ru": "расставить: {units}"},
    "web.sc.battle_hand": {"en": "Cards in the battle", "ru": "Карты в бою"},
    # table: cards
    "web.sc.matches": {"en": "Units", "ru": "Юниты"},
    "web.sc.major": {"en": "Matching (attack/health)", "ru": "Подходит (атака/защита)"},
    "web.sc.minor": {"en": "Not matching", "ru": "Не подходит"},
    "web.sc.support_card": {"en": "support card", "ru": "карта поддержки"},
    # table: the galaxy
    "web.sc.galaxy": {"en": "The galaxy", "ru": "Галактика"},
    "web.sc.no_planets": {"en": "No planet placed yet.", "ru": "Планет пока нет."},
    "web.sc.area_of": {"en": "{planet}, area {n}", "ru": "{planet}, область {n}"},
    "web.sc.unit_limit": {"en": "Unit limit", "ru": "Лимит юнитов"},
    "web.sc.minerals": {"en": "Minerals", "ru": "Минералы"},
    "web.sc.gas": {"en": "Gas", "ru": "Газ"},
    "web.sc.depletion.partial": {"en": "partly depleted", "ru": "частично истощена"},
    "web.sc.depletion.depleted": {"en": "depleted", "ru": "истощена"},
    "web.sc.held_by": {
        "en": "held by {player}, workers on it: {workers}",
        "ru": "у игрока {player}, рабочих на карте: {workers}",
    },
    "web.sc.route": {"en": "Route {n}: {ends}", "ru": "Маршрут {n}: {ends}"},
    "web.sc.z_route": {"en": "Z-axis route {n}: {ends}", "ru": "Маршрут оси Z {n}: {ends}"},
    "web.sc.transports": {"en": "transports", "ru": "транспорты"},
    "web.sc.free_slot": {"en": "A free route slot", "ru": "Свободное гнездо маршрута"},
    "web.sc.order_stack": {
        "en": "Order stack, bottom to top",
        "ru": "Стопка приказов, снизу вверх",
    },
    # table: the order under way and the battle
    "web.sc.order_of": {"en": "{player}: {order} on {planet}", "ru": "{player}: {order}, {planet}"},
    "web.sc.mobilize_detail": {
        "en": "units moved: {moved}; attack: {attack}",
        "ru": "перемещено юнитов: {moved}; атака: {attack}",
    },
    "web.sc.build_detail": {
        "en": "units built: {built} of {limit}",
        "ru": "построено юнитов: {built} из {limit}",
    },
    "web.sc.research_detail": {
        "en": "technology bought: {bought}",
        "ru": "куплена технология: {bought}",
    },
    "web.sc.battle": {"en": "Battle: {area}", "ru": "Бой: {area}"},
    "web.sc.attacks": {
        "en": "{attacker} attacks {defender}",
        "ru": "нападает {attacker}, обороняется {defender}",
    },
    "web.sc.gold": {"en": "special order", "ru": "золотой приказ"},
    "web.sc.stage.ability_attacker": {
        "en": "the attacker's start-of-battle ability",
        "ru": "свойство «начало боя» нападающего",
    },
    "web.sc.stage.ability_defender": {
        "en": "the defender's start-of-battle ability",
        "ru": "свойство «начало боя» обороняющегося",
    },
    "web.sc.stage.draw": {"en": "drawing Combat cards", "ru": "набор боевых карт"},
    "web.sc.stage.pair": {"en": "pairing the units", "ru": "расстановка по парам"},
    "web.sc.stage.support_attacker": {
        "en": "the attacker's supporting units",
        "ru": "юниты поддержки нападающего",
    },
    "web.sc.stage.support_defender": {
        "en": "the defender's supporting units",
        "ru": "юниты поддержки обороняющегося",
    },
    "web.sc.stage.cards_attacker": {
        "en": "the attacker plays cards",
        "ru": "нападающий выкладывает карты",
    },
    "web.sc.stage.cards_defender": {
        "en": "the defender plays cards",
        "ru": "обороняющийся выкладывает карты",
    },
    "web.sc.stage.skirmishes": {"en": "the skirmishes", "ru": "схватки"},
    "web.sc.stage.discard": {"en": "discarding", "ru": "сброс карт"},
    "web.sc.stage.splash": {"en": "splash damage", "ru": "вторичный урон"},
    "web.sc.stage.retreat": {"en": "the retreat", "ru": "отступление"},
    "web.sc.stage.over": {"en": "over", "ru": "окончен"},
    "web.sc.unit.destroyed": {"en": "destroyed", "ru": "уничтожен"},
    "web.sc.unit.withdrawn": {"en": "withdraws", "ru": "отходит"},
    "web.sc.unit.retreated": {"en": "retreats", "ru": "отступает"},
    "web.sc.skirmish": {"en": "Skirmish {n}", "ru": "Схватка {n}"},
    "web.sc.face_down": {"en": "a card face down", "ru": "карта рубашкой вверх"},
    "web.sc.blind_card": {"en": "a blind card", "ru": "карта вслепую"},
    "web.sc.attack_health": {"en": "Attack/health", "ru": "Атака/защита"},
    "web.sc.loses": {"en": "loses {unit}", "ru": "теряет: {unit}"},
    "web.sc.battle_hand_of": {"en": "{player}: {n} card(s)", "ru": "{player}: карт {n}"},
    # table: Brood War
    "web.sc.leadership": {"en": "Leadership cards", "ru": "Карты лидерства"},
    "web.sc.leadership_hidden": {
        "en": "a Leadership card face down",
        "ru": "карта лидерства рубашкой вверх",
    },
    "web.sc.leadership_yours": {"en": "{name} (face down)", "ru": "{name} (рубашкой вверх)"},
    "web.sc.leadership_used": {"en": "used", "ru": "сыграна"},
    "web.sc.leadership_deck": {
        "en": "Leadership cards left: {cards}",
        "ru": "Карты лидерства в колоде: {cards}",
    },
    "web.sc.leadership_waiting": {
        "en": "Stage {stage}: still to choose — {players}",
        "ru": "Стадия {stage}: ещё выбирают — {players}",
    },
    "web.sc.special_pool": {"en": "Special Order Pool", "ru": "Пул золотых приказов"},
    "web.sc.special_pool_line": {"en": "{used} of {slots}", "ru": "{used} из {slots}"},
    "web.sc.as_special": {
        "en": "{order} orders are special in round {round}",
        "ru": "приказы «{order}» золотые в раунде {round}",
    },
    "web.sc.double_orders": {
        "en": "two orders at a time in round {round}",
        "ru": "по два приказа за раз в раунде {round}",
    },
    "web.sc.order_limit": {
        "en": "{planet}: the others place at most {count} order(s) in round {round}",
        "ru": "{planet}: другие кладут не больше {count} приказа(ов) в раунде {round}",
    },
    "web.sc.reserve": {"en": "{place}: {units}", "ru": "{place}: {units}"},
    "web.sc.place.reserve": {"en": "Reserve", "ru": "Резерв"},
    "web.sc.place.fleet_reserve": {"en": "Fleet reserve", "ru": "Резерв флота"},
    "web.sc.place.warp_in": {"en": "At the Warp Gate", "ru": "У Врат искривления"},
    "web.sc.landing": {
        "en": "Fleet reserve may land: {players}",
        "ru": "Резерв флота может высадиться: {players}",
    },
    "web.sc.hero": {"en": "hero: {card}", "ru": "герой: {card}"},
    "web.sc.guard": {"en": "guard token: {player}", "ru": "жетон охраны: {player}"},
    "web.sc.installation": {"en": "{name}: {player}", "ru": "{name}: {player}"},
    "web.sc.cp_token": {
        "en": "special conquest point token: +{points} to whoever controls the area",
        "ru": "особый жетон очков завоевания: +{points} тому, кто контролирует область",
    },
    "web.sc.safe_transports": {
        "en": "transports cannot be destroyed until the end of round {round}",
        "ru": "транспорты нельзя уничтожить до конца раунда {round}",
    },
    "web.sc.ground_only": {"en": "ground units only", "ru": "только наземные юниты"},
    "web.sc.flying_only": {"en": "flying units only", "ru": "только летающие юниты"},
    "web.sc.strategic": {"en": "strategic area", "ru": "стратегическая область"},
    "web.sc.defending": {"en": "Defended area: {area}", "ru": "Обороняемая область: {area}"},
}
