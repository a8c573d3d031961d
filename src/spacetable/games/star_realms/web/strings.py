"""The Star Realms table's page strings in Russian and English: the texts only its scripts use
(the lobby's form, the board, the card faces), the table's ``page_strings``, served with the
shell's at ``/api/strings``. Game terms follow the Russian edition's glossary; card names come
from ``/api/cards/star-realms``, never from here."""

from __future__ import annotations

PAGE_STRINGS: dict[str, dict[str, str]] = {
    # page titles and navigation
    "web.table_title": {"en": "Star Realms: table", "ru": "Star Realms: стол"},
    # lobby
    "web.sets": {"en": "Card sets", "ru": "Наборы карт"},
    "web.format": {"en": "Format", "ru": "Формат"},
    "web.challenge_note": {
        "en": "The boss takes no seat: it plays by itself.",
        "ru": "Босс не занимает места за столом: он играет сам.",
    },
    "web.need_base_set": {
        "en": "Choose at least one base set: {sets}.",
        "ru": "Выберите хотя бы один основной набор: {sets}.",
    },
    # table: turn and prompt
    "web.your_move_hint": {
        "en": "Your move: click a highlighted card or panel, or a button.",
        "ru": "Ваш ход: нажмите на подсвеченную карту, панель или кнопку.",
    },
    "web.waiting_boss": {"en": "{name} is taking its turn…", "ru": "Ходит {name}…"},
    "web.cancel": {"en": "Cancel", "ru": "Отмена"},
    # table: players
    "web.team": {"en": "team {team}", "ru": "команда {team}"},
    "web.role.emperor": {"en": "emperor", "ru": "император"},
    "web.role.admiral": {"en": "admiral", "ru": "адмирал"},
    "web.role.boss": {"en": "boss", "ru": "босс"},
    "web.role.raider": {"en": "raider", "ru": "налётчик"},
    "web.authority": {"en": "Authority", "ru": "Влияние"},
    "web.trade": {"en": "Trade", "ru": "Торговля"},
    "web.combat": {"en": "Combat", "ru": "Бой"},
    "web.draw": {"en": "Draw a card", "ru": "Взять карту"},
    "web.trade_pool": {"en": "Trade pool", "ru": "Торговый резерв"},
    "web.combat_pool": {"en": "Combat pool", "ru": "Боевой резерв"},
    "web.pending_discards": {"en": "to discard: {n}", "ru": "сбросить: {n}"},
    "web.bases": {"en": "Bases", "ru": "Базы"},
    "web.ships": {"en": "Ships in play", "ru": "Корабли в игре"},
    "web.heroes": {"en": "Heroes", "ru": "Персонажи"},
    "web.gambits": {"en": "Gambits", "ru": "Гамбиты"},
    "web.face_down": {"en": "face down", "ru": "закрыт"},
    "web.gambits_hidden": {"en": "Face-down gambits", "ru": "Закрытые гамбиты"},
    "web.boss_face_down": {"en": "Face-down cards", "ru": "Закрытые карты"},
    # table: shared piles
    "web.trade_row": {"en": "Trade row", "ru": "Торговый ряд"},
    "web.trade_deck": {"en": "Trade deck", "ru": "Торговая колода"},
    "web.explorer_pile": {"en": "Explorer pile", "ru": "Стопка исследователей"},
    "web.scrap_heap": {"en": "Scrap heap", "ru": "Утиль"},
    "web.gambits_aside": {"en": "Gambits set aside: {n}", "ru": "Гамбитов отложено: {n}"},
    "web.empty_slot": {"en": "empty", "ru": "пусто"},
    # cards
    "web.type.ship": {"en": "ship", "ru": "корабль"},
    "web.type.base": {"en": "base", "ru": "база"},
    "web.type.starter": {"en": "starting ship", "ru": "стартовый корабль"},
    "web.type.hero": {"en": "hero", "ru": "персонаж"},
    "web.type.event": {"en": "event", "ru": "событие"},
    "web.type.gambit": {"en": "gambit", "ru": "гамбит"},
    "web.outpost": {"en": "outpost", "ru": "аванпост"},
    "web.defence": {"en": "Defence", "ru": "Оборона"},
    "web.cost": {"en": "Cost", "ru": "Стоимость"},
    "web.damage": {"en": "Damage", "ru": "Урон"},
    "web.used": {"en": "Used this turn", "ru": "Уже применена в этот ход"},
    "web.copy_of": {"en": "copy of {card}", "ru": "копия: {card}"},
}
