"""The «Конфликт» table's page strings in Russian and English (keys ``web.k.*``): the texts
only its scripts use (the lobby's form, the board, the battle), the table's ``page_strings``,
served with the shell's at ``/api/strings``. Card names come from ``/api/cards/konflikt``, never
from here."""

from __future__ import annotations

PAGE_STRINGS: dict[str, dict[str, str]] = {
    # lobby: the decks and who goes first
    "web.k.deck_of": {"en": "Deck", "ru": "Колода"},
    "web.k.deck_option": {"en": "{name} ({races})", "ru": "{name} ({races})"},
    "web.k.first": {"en": "Who goes first", "ru": "Кто ходит первым"},
    "web.k.first_coin": {"en": "A coin flip decides", "ru": "Решает бросок монеты"},
    "web.k.first_chooses": {
        "en": "Player {n} chooses (lost the previous game)",
        "ru": "Выбирает игрок {n} (проиграл прошлую партию)",
    },
    # «Конфликт» table
    "web.k.table_title": {"en": "«Конфликт»: table", "ru": "«Конфликт»: стол"},
    "web.k.phase.first_player": {
        "en": "Setup: who goes first",
        "ru": "Подготовка: кто ходит первым",
    },
    "web.k.phase.placement": {
        "en": "Setup: placing the locations",
        "ru": "Подготовка: выкладка локаций",
    },
    "web.k.phase.mulligan": {"en": "Setup: the mulligan", "ru": "Подготовка: страховка"},
    "web.k.board": {"en": "The board", "ru": "Игровое поле"},
    "web.k.free": {"en": "free", "ru": "свободно"},
    "web.k.neutral": {"en": "neutral", "ru": "нейтральная"},
    "web.k.home_world_of": {"en": "Home World: {name}", "ru": "Родной Мир: {name}"},
    "web.k.stability": {"en": "Stability", "ru": "Стабильность"},
    "web.k.command": {"en": "Command", "ru": "Командование"},
    "web.k.tech": {"en": "Tech", "ru": "Тех. уровень"},
    "web.k.available_income": {"en": "Income to spend", "ru": "Доступный доход"},
    "web.k.available_influence": {"en": "Influence to spend", "ru": "Доступное влияние"},
    "web.k.armour": {"en": "Armour", "ru": "Броня"},
    "web.k.shields": {"en": "Shields", "ru": "Щиты"},
    "web.k.damage": {"en": "Damage", "ru": "Повреждения"},
    "web.k.cost": {"en": "Cost (income/influence)", "ru": "Стоимость (доход/влияние)"},
    "web.k.timer": {"en": "timer {n}", "ru": "таймер {n}"},
    "web.k.blockade": {"en": "Blockade", "ru": "Блокада"},
    "web.k.ruined": {"en": "Ruined Planet", "ru": "Разрушенная планета"},
    "web.k.purgatory": {"en": "Purgatory", "ru": "Чистилище"},
    "web.k.support": {"en": "Support zone", "ru": "Зона поддержки"},
    "web.k.capture_ready": {
        "en": "may capture the Home World",
        "ru": "может захватить Родной Мир",
    },
    "web.k.picked": {"en": "picked", "ru": "выбрано"},
    "web.k.actions": {"en": "Your actions", "ru": "Ваши действия"},
    "web.k.battle": {"en": "Battle in {cell}", "ru": "Бой в {cell}"},
    "web.k.cell_defence": {
        "en": "armour {armour} · shields {shields}",
        "ru": "броня {armour} · щиты {shields}",
    },
    "web.k.cell_yield": {
        "en": "income {income} · tech {tech} · influence {influence}",
        "ru": "доход {income} · тех. {tech} · влияние {influence}",
    },
    "web.k.retreat": {
        "en": "Attack on the retreating fleet in {cell}",
        "ru": "Атака на отступающий флот в {cell}",
    },
    "web.k.attacker": {"en": "Attacker: {player}", "ru": "Атакует: {player}"},
    "web.k.location_aim": {"en": "the location", "ru": "локация"},
    "web.k.destroyed": {"en": "destroyed", "ru": "уничтожен"},
    "web.k.stage.declare": {"en": "declaring the attack", "ru": "объявление атаки"},
    "web.k.stage.attacker_targets": {
        "en": "the attacker chooses targets",
        "ru": "атакующий выбирает цели",
    },
    "web.k.stage.defender_targets": {
        "en": "the defender chooses targets",
        "ru": "защитник выбирает цели",
    },
    "web.k.stage.retreat_targets": {
        "en": "targets in the retreating fleet",
        "ru": "цели в отступающем флоте",
    },
    "web.k.stage.assigned": {"en": "the targets are set", "ru": "цели назначены"},
    "web.k.stage.fast": {"en": "fast units strike", "ru": "удары быстрых"},
    "web.k.stage.normal": {"en": "units strike", "ru": "удары"},
    "web.k.stage.slow": {"en": "slow units strike", "ru": "удары медленных"},
    "web.k.stage.location": {"en": "the location's check", "ru": "проверка локации"},
    "web.k.stage.capture": {"en": "the capture check", "ru": "проверка захвата"},
    "web.k.stage.over": {"en": "over", "ru": "окончен"},
}
