"""StarCraft: The Board Game's text in Russian and English: the terminal game and the data
pack's check. Keys are as in :mod:`spacetable.i18n.catalog`; the package adds them to
the catalog when it is imported.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # StarCraft: The Board Game at the terminal
    "cli.starcraft.play.intro": {
        "en": "StarCraft: The Board Game ({players} players; seed {seed}). Seats: {seats}. Type"
        " help for the commands.",
        "ru": "StarCraft: The Board Game (игроков: {players}; зерно {seed}). Места: {seats}."
        " Введите help, чтобы увидеть команды.",
    },
    "cli.starcraft.play.intro_bw": {
        "en": "StarCraft: The Board Game with Brood War ({players} players; seed {seed})."
        " Seats: {seats}. Type help for the commands.",
        "ru": "StarCraft: The Board Game с Brood War (игроков: {players}; зерно {seed})."
        " Места: {seats}. Введите help, чтобы увидеть команды.",
    },
    "cli.starcraft.play.help": {
        "en": "Type the number of an action from the list, or its text form shown in brackets,"
        " e.g. 'place abaddon mobilize'.\nCommands: help — this text; quit — leave the game.",
        "ru": "Введите номер действия из списка или его текстовую форму в скобках, например"
        " 'place abaddon mobilize'.\nКоманды: help — эта справка; quit — выйти из игры.",
    },
    "cli.starcraft.play.bad_seats": {
        "en": "--seats '{seats}' must name {players} seats, each one of: {known}.",
        "ru": "--seats '{seats}' должен назвать {players} мест, каждое из: {known}.",
    },
    # StarCraft: The Board Game: the data pack
    "starcraft.data.problem.file": {"en": "{file}: {message}", "ru": "{file}: {message}"},
    "starcraft.data.problem.entry": {
        "en": "{file}: entry {entry}: {message}",
        "ru": "{file}: запись {entry}: {message}",
    },
    "starcraft.data.problem.field": {
        "en": "{file}: entry {entry}: field {field}: {message}",
        "ru": "{file}: запись {entry}: поле {field}: {message}",
    },
    "cli.starcraft.data.valid": {
        "en": "Data pack {path} is valid.",
        "ru": "Набор данных {path} годен.",
    },
    "cli.starcraft.data.invalid": {
        "en": "Data pack {path} is not valid; problems: {count}",
        "ru": "Набор данных {path} не годен; ошибок: {count}",
    },
    "cli.starcraft.data.count": {
        "en": "{kind}: {entries} (Brood War: {brood_war})",
        "ru": "{kind}: {entries} (Brood War: {brood_war})",
    },
    "cli.starcraft.data.count_cards": {
        "en": "{kind}: {entries} (Brood War: {brood_war}; cards: {cards})",
        "ru": "{kind}: {entries} (Brood War: {brood_war}; карт: {cards})",
    },
    "cli.starcraft.data.provisional": {
        "en": "Provisional entries (our guesses, to replace): {count}",
        "ru": "Предварительных записей (наши догадки, подлежат замене): {count}",
    },
    "cli.starcraft.kind.factions": {"en": "Factions", "ru": "Фракции"},
    "cli.starcraft.kind.units": {"en": "Units", "ru": "Юниты"},
    "cli.starcraft.kind.pieces": {
        "en": "Bases, workers, transports, installations",
        "ru": "Базы, рабочие, транспорты, сооружения",
    },
    "cli.starcraft.kind.buildings": {"en": "Buildings", "ru": "Здания"},
    "cli.starcraft.kind.modules": {"en": "Modules", "ru": "Модули"},
    "cli.starcraft.kind.planets": {"en": "Planets", "ru": "Планеты"},
    "cli.starcraft.kind.combat_cards": {"en": "Combat cards", "ru": "Боевые карты"},
    "cli.starcraft.kind.technologies": {"en": "Technologies", "ru": "Технологии"},
    "cli.starcraft.kind.events": {"en": "Event cards", "ru": "Карты событий"},
    "cli.starcraft.kind.leadership": {"en": "Leadership cards", "ru": "Карты лидерства"},
}
