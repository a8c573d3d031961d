"""«Конфликт»'s text in Russian and English: the card pool and deck lists, deck problems,
and the table at the terminal. Keys are as in :mod:`spacetable.i18n.catalog`; the package
adds them to the catalog when it is imported.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # «Конфликт»: the card pool and deck lists
    "cli.konflikt.cards_not_for": {
        "en": "Not for «Конфликт»: {options} (`spacetable konflikt cards --race R` lists its pool).",
        "ru": "Не для «Конфликта»: {options} (пул карт: `spacetable konflikt cards --race R`).",
    },
    "cli.konflikt.race.humans": {"en": "humans", "ru": "люди"},
    "cli.konflikt.race.pongs": {"en": "pongs", "ru": "понги"},
    "cli.konflikt.race.leos": {"en": "leos", "ru": "леосы"},
    "cli.konflikt.race.neutral": {"en": "neutral", "ru": "нейтральные"},
    "cli.konflikt.type.location": {"en": "location", "ru": "локация"},
    "cli.konflikt.type.home_world": {"en": "Home World", "ru": "Родной Мир"},
    "cli.konflikt.type.ship": {"en": "ship", "ru": "корабль"},
    "cli.konflikt.type.building": {"en": "building", "ru": "постройка"},
    "cli.konflikt.type.effect": {"en": "effect", "ru": "эффект"},
    "cli.konflikt.type.hero": {"en": "hero", "ru": "герой"},
    "cli.konflikt.types.ship": {"en": "ships", "ru": "корабли"},
    "cli.konflikt.types.building": {"en": "buildings", "ru": "постройки"},
    "cli.konflikt.types.effect": {"en": "effects", "ru": "эффекты"},
    "cli.konflikt.types.hero": {"en": "heroes", "ru": "герои"},
    "cli.konflikt.subtype.light": {"en": "light", "ru": "лёгкий"},
    "cli.konflikt.subtype.medium": {"en": "medium", "ru": "средний"},
    "cli.konflikt.subtype.heavy": {"en": "heavy", "ru": "тяжёлый"},
    "cli.konflikt.subtype.defensive": {"en": "defensive", "ru": "защитная"},
    "cli.konflikt.subtype.shipyard": {"en": "shipyard", "ru": "верфи"},
    "cli.konflikt.duration.instant": {"en": "instant", "ru": "мгновенный"},
    "cli.konflikt.duration.temporary": {"en": "temporary", "ru": "временный"},
    "cli.konflikt.duration.permanent": {"en": "permanent", "ru": "постоянный"},
    "cli.konflikt.timer": {"en": "{timer} turns", "ru": "ходов: {timer}"},
    "cli.konflikt.world": {
        "en": "income {income}, influence {influence}",
        "ru": "доход {income}, влияние {influence}",
    },
    "cli.konflikt.kw.restoration": {"en": "Restoration {value}", "ru": "Восстановление {value}"},
    "cli.konflikt.kw.two_attacks": {"en": "Two attacks", "ru": "Две атаки"},
    "cli.konflikt.kw.range": {"en": "Range", "ru": "Дальность полёта"},
    "cli.konflikt.kw.area": {"en": "Area", "ru": "Площадь"},
    "cli.konflikt.kw.evasion": {"en": "Evasion {value}", "ru": "Уклонение {value}"},
    "cli.konflikt.kw.shields": {"en": "Shields {value}", "ru": "Щиты {value}"},
    "cli.konflikt.kw.fast": {"en": "Fast", "ru": "Быстрый"},
    "cli.konflikt.kw.slow": {"en": "Slow", "ru": "Медленный"},
    "cli.konflikt.col.name": {"en": "Card", "ru": "Карта"},
    "cli.konflikt.col.type": {"en": "Type", "ru": "Тип"},
    "cli.konflikt.col.race": {"en": "Race", "ru": "Раса"},
    "cli.konflikt.col.cost": {"en": "Cost (income/influence)", "ru": "Стоимость (доход/влияние)"},
    "cli.konflikt.col.tech": {"en": "Tech", "ru": "Тех. уровень"},
    "cli.konflikt.col.damage": {"en": "Damage", "ru": "Повреждения"},
    "cli.konflikt.col.armour": {"en": "Armour", "ru": "Броня"},
    "cli.konflikt.col.keywords": {"en": "Keywords", "ru": "Свойства"},
    "cli.konflikt.cards_title": {
        "en": "«Конфликт» cards: {count}",
        "ru": "Карты «Конфликта»: {count}",
    },
    "cli.konflikt.bad_race": {
        "en": "Unknown race '{race}' (known: {known}).",
        "ru": "Неизвестная раса '{race}' (известны: {known}).",
    },
    "cli.konflikt.deck.valid": {"en": "Deck “{name}” is valid.", "ru": "Колода «{name}» годна."},
    "cli.konflikt.deck.invalid": {
        "en": "Deck “{name}” is not valid; problems: {count}",
        "ru": "Колода «{name}» не годится; нарушений: {count}",
    },
    "cli.konflikt.deck.bad_file": {
        "en": "Cannot read the deck list; problems: {count}",
        "ru": "Список колоды не прочитан; ошибок: {count}",
    },
    "cli.konflikt.deck.world": {
        "en": "Home World: {world} (races: {races}; stability {stability} of {max}; command {command})",
        "ru": "Родной Мир: {world} (расы: {races}; стабильность {stability} из {max}; командование {command})",
    },
    "cli.konflikt.deck.locations": {"en": "Locations: {locations}", "ru": "Локации: {locations}"},
    "cli.konflikt.deck.main": {
        "en": "Main deck, cards: {count} ({types})",
        "ru": "Основная колода, карт: {count} ({types})",
    },
    "cli.konflikt.deck.by_race": {"en": "By race: {races}", "ru": "По расам: {races}"},
    "cli.konflikt.deck.curve": {
        "en": "Cost curve (income + influence: cards): {curve}",
        "ru": "Кривая стоимости (доход + влияние: карт): {curve}",
    },
    "cli.konflikt.deck.coins": {
        "en": "Coins: silver {silver}, gold {gold}",
        "ru": "Монеты: серебро {silver}, золото {gold}",
    },
    "cli.konflikt.problem.unknown": {
        "en": "{field}: no card “{card}” in the pool",
        "ru": "{field}: карты «{card}» нет в пуле",
    },
    "cli.konflikt.problem.not_home_world": {
        "en": "home_world: “{card}” is not a Home World",
        "ru": "home_world: «{card}» — не Родной Мир",
    },
    "cli.konflikt.problem.locations": {
        "en": "locations: the universe deck holds the Home World and exactly 3 locations, not {count}",
        "ru": "locations: в колоде вселенной Родной Мир и ровно 3 локации, а не {count}",
    },
    "cli.konflikt.problem.not_location": {
        "en": "locations: “{card}” is not a location",
        "ru": "locations: «{card}» — не локация",
    },
    "cli.konflikt.problem.unique_twice": {
        "en": "locations: “{card}” is unique, yet the universe deck holds {count} copies"
        " (all its locations are in play at once)",
        "ru": "locations: «{card}» — уникальная локация, а копий в колоде вселенной: {count}"
        " (все её локации в игре одновременно)",
    },
    "cli.konflikt.problem.too_few": {
        "en": "main: the main deck holds {count} cards; it needs at least {least}",
        "ru": "main: карт в основной колоде: {count}, а нужно не менее {least}",
    },
    "cli.konflikt.problem.copies": {
        "en": "main: {count} copies of “{card}”; at most {most} copies of a card",
        "ru": "main: копий «{card}»: {count}, а можно не больше {most}",
    },
    "cli.konflikt.problem.not_main": {
        "en": "main: “{card}” is a {type}: it belongs in the universe deck",
        "ru": "main: «{card}» ({type}) — карта колоды вселенной, а не основной колоды",
    },
    "cli.konflikt.problem.race": {
        "en": "main: “{card}” is a card of the {race}; your Home World “{world}” allows only"
        " {races} and neutral cards",
        "ru": "main: «{card}» — карта расы «{race}», а ваш Родной Мир «{world}» допускает"
        " только расы: {races} и нейтральные карты",
    },
    "cli.konflikt.file.unreadable": {
        "en": "{source}: cannot read the file ({error})",
        "ru": "{source}: файл не читается ({error})",
    },
    "cli.konflikt.file.yaml": {
        "en": "{source}: not valid YAML ({error})",
        "ru": "{source}: это не YAML ({error})",
    },
    "cli.konflikt.file.mapping": {
        "en": "{source}: expected a mapping with name, home_world, locations and main",
        "ru": "{source}: ожидается отображение с полями name, home_world, locations и main",
    },
    "cli.konflikt.file.field": {
        "en": "{source}: field '{field}': {message}",
        "ru": "{source}: поле '{field}': {message}",
    },
    "cli.konflikt.file.missing": {
        "en": "required, not given",
        "ru": "обязательное поле не указано",
    },
    "cli.konflikt.file.extra_forbidden": {"en": "unknown field", "ru": "неизвестное поле"},
    "cli.konflikt.file.int_type": {"en": "must be a whole number", "ru": "нужно целое число"},
    "cli.konflikt.file.string_type": {"en": "must be text", "ru": "нужен текст"},
    "cli.konflikt.file.list_type": {"en": "must be a list", "ru": "нужен список"},
    "cli.konflikt.file.dict_type": {
        "en": "must be a mapping of card id to copies",
        "ru": "нужно отображение «id карты: число копий»",
    },
    "cli.konflikt.file.greater_than_equal": {
        "en": "must be at least 1",
        "ru": "должно быть не меньше 1",
    },
    "cli.konflikt.file.string_too_short": {"en": "must not be empty", "ru": "не может быть пустым"},
    # «Конфликт» at the terminal
    "cli.konflikt.phase.first_player": {
        "en": "Setup: who goes first",
        "ru": "Подготовка: кто ходит первым",
    },
    "cli.konflikt.phase.placement": {
        "en": "Setup: placing the locations",
        "ru": "Подготовка: выкладка локаций",
    },
    "cli.konflikt.phase.mulligan": {"en": "Setup: the mulligan", "ru": "Подготовка: страховка"},
    "cli.konflikt.phase.main": {"en": "Main phase", "ru": "Основная фаза"},
    "cli.konflikt.phase.over": {"en": "The game is over", "ru": "Партия окончена"},
    "cli.konflikt.view.player": {
        "en": "{player} · {world}: stability {stability}/{max}, command {command} · hand {hand}"
        " · deck {deck}",
        "ru": "{player} · {world}: стабильность {stability}/{max}, командование {command}"
        " · на руке {hand} · колода {deck}",
    },
    "cli.konflikt.view.resources": {
        "en": "income {income} and influence {influence} available (spent {spent_income}"
        "/{spent_influence})",
        "ru": "доступно: доход {income}, влияние {influence} (потрачено {spent_income}"
        "/{spent_influence})",
    },
    "cli.konflikt.view.board": {"en": "The board", "ru": "Игровое поле"},
    "cli.konflikt.view.free": {"en": "(free)", "ru": "(свободно)"},
    "cli.konflikt.view.unplaced": {
        "en": "{player}: locations still to place: {cards}",
        "ru": "{player}: ещё не выложены локации: {cards}",
    },
    "cli.konflikt.view.neutral": {"en": "neutral", "ru": "нейтральная"},
    "cli.konflikt.view.numbers": {
        "en": "income {income} · tech {tech} · influence {influence}",
        "ru": "доход {income} · тех. {tech} · влияние {influence}",
    },
    "cli.konflikt.view.blockaded": {"en": "BLOCKADE", "ru": "БЛОКАДА"},
    "cli.konflikt.view.ruined": {"en": "RUINED PLANET", "ru": "РАЗРУШЕННАЯ ПЛАНЕТА"},
    "cli.konflikt.view.armour": {"en": "armour {left}", "ru": "броня {left}"},
    "cli.konflikt.view.timer": {"en": "(timer {n})", "ru": "(таймер {n})"},
    "cli.konflikt.view.support": {"en": "Support zone", "ru": "Зона поддержки"},
    "cli.konflikt.view.purgatory": {
        "en": "Purgatory of {player}: {cards}",
        "ru": "Чистилище ({player}): {cards}",
    },
    "cli.konflikt.view.hand": {"en": "Your hand ({n})", "ru": "Ваша рука ({n})"},
    "cli.konflikt.view.draw": {"en": "The game is a draw.", "ru": "Ничья."},
    "cli.konflikt.view.why": {"en": "({reasons})", "ru": "({reasons})"},
    "cli.konflikt.prompt.first_player": {
        "en": "You lost the previous game: choose who goes first.",
        "ru": "Вы проиграли прошлую партию: выберите, кто ходит первым.",
    },
    "cli.konflikt.prompt.placement": {
        "en": "Place one of your locations on a free cell of your side.",
        "ru": "Выложите одну из своих локаций на свободную клетку своей стороны.",
    },
    "cli.konflikt.prompt.mulligan": {
        "en": "Mulligan: pick cards to put under your deck (you draw one fewer; {n} picked),"
        " then done.",
        "ru": "Страховка: выберите карты под низ колоды (возьмёте на одну меньше; выбрано {n}),"
        " затем готово.",
    },
    "cli.konflikt.prompt.fleet": {
        "en": "Fleet from {src} to {dst}: pick its ships ({n} picked), then done.",
        "ru": "Флот из {src} в {dst}: выберите корабли (выбрано {n}), затем готово.",
    },
    "cli.konflikt.prompt.battle": {
        "en": "Battle: your decision.",
        "ru": "Бой: ваше решение.",
    },
    "cli.konflikt.prompt.effect_target": {
        "en": "A card's effect: choose its target.",
        "ru": "Эффект карты: выберите цель.",
    },
    "cli.konflikt.prompt.effect_card": {
        "en": "A card's effect: choose the card to put into play.",
        "ru": "Эффект карты: выберите карту, которую ввести в игру.",
    },
    "cli.konflikt.prompt.reaction": {
        "en": "Something happened that your cards can answer: play a reaction, or pass.",
        "ru": "Произошло событие, на которое могут ответить ваши карты: сыграйте реакцию или"
        " пасуйте.",
    },
    "cli.konflikt.view.location_aim": {"en": "the location", "ru": "локация"},
    "cli.konflikt.view.battle": {
        "en": "Battle in {cell}: {player} attacks; the location's armour {armour}",
        "ru": "Бой в {cell}: атакует {player}; броня локации {armour}",
    },
    "cli.konflikt.prompt.main": {
        "en": "Your turn: take one action.",
        "ru": "Ваш ход: одно действие.",
    },
    "cli.konflikt.play.intro": {
        "en": "«Конфликт» (decks: {decks}; seed {seed}). Seats: {seats}. Type help for the"
        " commands.",
        "ru": "«Конфликт» (колоды: {decks}; зерно {seed}). Места: {seats}. Введите help, чтобы"
        " увидеть команды.",
    },
    "cli.konflikt.play.help": {
        "en": "Type the number of an action from the list, or its text form shown in brackets,"
        " e.g. 'play 2 a1'.\nCommands: help — this text; quit — leave the game.",
        "ru": "Введите номер действия из списка или его текстовую форму в скобках, например"
        " 'play 2 a1'.\nКоманды: help — эта справка; quit — выйти из игры.",
    },
    "cli.konflikt.play.bad_vs": {
        "en": "Unknown «Конфликт» opponent '{vs}' (known: {known}).",
        "ru": "Неизвестный соперник для «Конфликта» '{vs}' (известны: {known}).",
    },
    "cli.konflikt.play.bad_seats": {
        "en": "{path}: {n} seats; «Конфликт» has 2",
        "ru": "{path}: мест {n}, а в «Конфликте» их 2",
    },
    "cli.konflikt.play.bad_move": {
        "en": "{path}: move {n} ('{move}') cannot be made: {why}",
        "ru": "{path}: ход {n} ('{move}') сделать нельзя: {why}",
    },
    "cli.konflikt.play.after_end": {
        "en": "the game is already over",
        "ru": "партия уже окончена",
    },
}
