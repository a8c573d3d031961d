"""The message catalog: every user-facing string in Russian and English.

This module holds the shells' text (the command line, the simulation lab, the league, the
browser table's server) and the words several games share. Each game's own text is beside
the game, in ``games/<game>/messages.py``; the game's package adds it to :data:`CATALOG`
(:func:`spacetable.i18n.add_catalog`) when it is imported, so :data:`CATALOG` holds every
loaded game's text too.

Game terms follow the Hobby World rule books (see docs/glossary in the reference sheets).
"""

from __future__ import annotations

CATALOG: dict[str, dict[str, str]] = {
    # the table
    "name.human": {"en": "Player", "ru": "Игрок"},
    "name.bot": {"en": "Bot", "ru": "Бот"},
    "name.seat": {"en": "Player {n}", "ru": "Игрок {n}"},
    "name.you": {"en": "{name} (you)", "ru": "{name} (вы)"},
    "name.with_bot": {"en": "{name} (bot {bot})", "ru": "{name} (бот {bot})"},
    "ui.pass_to": {
        "en": "Pass the device to {player} and press Enter.",
        "ru": "Передайте устройство: {player} — и нажмите Enter.",
    },
    "ui.turn": {"en": "Turn {turn}: {player} to move", "ru": "Ход {turn}: ходит {player}"},
    "ui.actions": {
        "en": "Your move: type a number or the text form in brackets",
        "ru": "Ваш ход: введите номер или текстовую форму в скобках",
    },
    "ui.waiting": {"en": "{player} is to move", "ru": "Ходит {player}"},
    "ui.you_win": {"en": "You win!", "ru": "Вы победили!"},
    "ui.you_lose": {"en": "You lose.", "ru": "Вы проиграли."},
    "ui.draw": {
        "en": "The turn limit is reached: the game is a draw.",
        "ru": "Достигнут предел числа ходов: ничья.",
    },
    # command line
    "cli.bad_table": {
        "en": "Cannot set up this table: {error}",
        "ru": "Такой стол не собрать: {error}",
    },
    "cli.resumed": {
        "en": "Resumed {path}: {n} moves replayed.",
        "ru": "Игра из {path} продолжена: повторено ходов: {n}.",
    },
    "cli.bad_number": {
        "en": "There is no action number {n}: choose 1 to {count}.",
        "ru": "Нет действия с номером {n}: выберите от 1 до {count}.",
    },
    "cli.illegal": {
        "en": "Not a legal move: '{text}' ({error}). Nothing changed; type help for help.",
        "ru": "Недопустимый ход: '{text}' ({error}). Ничего не изменилось; справка — help.",
    },
    "cli.saved": {"en": "Game saved to {path}.", "ru": "Игра сохранена в {path}."},
    "cli.save_failed": {
        "en": "Cannot save to {path}: {error}",
        "ru": "Не удалось сохранить в {path}: {error}",
    },
    "cli.eof": {"en": "End of input: leaving the game.", "ru": "Ввод закончился: выход из игры."},
    "cli.quit": {"en": "Leaving the game.", "ru": "Выход из игры."},
    "cli.unknown_game": {
        "en": "Unknown game '{game}' (known: {known}).",
        "ru": "Неизвестная игра '{game}' (известные: {known}).",
    },
    "cli.bad_lang": {
        "en": "Unknown language '{value}' (known: {known}).",
        "ru": "Неизвестный язык '{value}' (известные: {known}).",
    },
    "cli.bad_save": {
        "en": "Cannot load the saved game: {error}",
        "ru": "Не удалось загрузить сохранённую игру: {error}",
    },
    "cli.save_mismatch": {
        "en": "{path} does not match the command line: {what} is {saved} there but {given} here.",
        "ru": "{path} не совпадает с командной строкой: {what} там {saved}, а здесь {given}.",
    },
    # simulation lab: spacetable sim and spacetable tournament
    "sim.title": {"en": "Simulation report", "ru": "Отчёт о симуляции"},
    "sim.job": {
        "en": "{games} games; bots: {bots}; format: {format}, {players} players; sets: {sets};"
        " seed: {seed}.",
        "ru": "Партий: {games}; боты: {bots}; формат: {format}, игроков: {players}; наборы: {sets};"
        " зерно: {seed}.",
    },
    "sim.progress": {"en": "Playing", "ru": "Партии"},
    "sim.speed": {"en": "{rate} games/s", "ru": "{rate} партий/с"},
    "sim.summary": {"en": "{games} games", "ru": "Партий: {games}"},
    "sim.first_line": {
        "en": "First player (seat 1) wins {rate}.",
        "ru": "Первый игрок (место 1) побеждает в {rate}.",
    },
    "sim.mean_length": {
        "en": "Mean game length: {turns} turns.",
        "ru": "Средняя длина партии: {turns} ходов.",
    },
    "sim.written": {
        "en": "Results: {json}\nReport: {html}",
        "ru": "Результаты: {json}\nОтчёт: {html}",
    },
    "sim.seat": {"en": "seat {seat}", "ru": "место {seat}"},
    "sim.cards": {"en": "Cards", "ru": "Карты"},
    "sim.plot.win_rates": {
        "en": "Win rates (95% confidence intervals)",
        "ru": "Доля побед (95% доверительные интервалы)",
    },
    "sim.plot.first_player": {
        "en": "First-player advantage: win rate by seat",
        "ru": "Преимущество первого хода: доля побед по местам",
    },
    "sim.plot.lengths": {"en": "Game length", "ru": "Длина партий"},
    "sim.plot.authority": {
        "en": "Mean authority at the start of each turn",
        "ru": "Среднее влияние в начале каждого хода",
    },
    "sim.plot.top_rate": {
        "en": "Top cards by win rate of the decks that bought them",
        "ru": "Лучшие карты по доле побед купивших их колод",
    },
    "sim.plot.top_buys": {"en": "Most bought cards", "ru": "Самые покупаемые карты"},
    "sim.col.bot": {"en": "Bot", "ru": "Бот"},
    "sim.col.seats": {"en": "Seats played", "ru": "Сыграно мест"},
    "sim.col.wins": {"en": "Wins", "ru": "Победы"},
    "sim.col.win_rate": {"en": "Win rate [95% CI]", "ru": "Доля побед [95% ДИ]"},
    "sim.col.seat": {"en": "Seat", "ru": "Место"},
    "sim.col.games": {"en": "Games", "ru": "Партии"},
    "sim.col.turn": {"en": "Turn", "ru": "Ход"},
    "sim.col.turns": {"en": "Turns", "ru": "Ходов"},
    "sim.col.authority": {"en": "Authority", "ru": "Влияние"},
    "sim.col.card": {"en": "Card", "ru": "Карта"},
    "sim.col.bought": {"en": "Bought", "ru": "Куплена"},
    "sim.col.decks": {"en": "Decks", "ru": "Колоды"},
    "sim.col.deck_win_rate": {
        "en": "Win rate of those decks [95% CI]",
        "ru": "Доля побед этих колод [95% ДИ]",
    },
    "sim.col.mean_turn": {"en": "Mean turn bought", "ru": "Средний ход покупки"},
    "sim.col.turns_bought": {"en": "Turn: times bought", "ru": "Ход: покупок"},
    "sim.col.rating": {"en": "Rating", "ru": "Рейтинг"},
    # the simulation lab's words for StarCraft (sim.games.SimGame.say)
    "sim.starcraft.job": {
        "en": "{games} games; bots: {bots}; {players} players; factions: {factions}; Brood War:"
        " {brood_war}; seed: {seed}.",
        "ru": "Партий: {games}; боты: {bots}; игроков: {players}; фракции: {factions}; Brood War:"
        " {brood_war}; зерно: {seed}.",
    },
    "sim.starcraft.mean_length": {
        "en": "Mean game length: {turns} rounds.",
        "ru": "Средняя длина партии: {turns} раундов.",
    },
    "sim.starcraft.cards": {"en": "Technologies", "ru": "Технологии"},
    "sim.starcraft.plot.authority": {
        "en": "Mean conquest points at the start of each round",
        "ru": "Среднее число очков завоевания в начале каждого раунда",
    },
    "sim.starcraft.plot.top_rate": {
        "en": "Top technologies by win rate of the players who bought them",
        "ru": "Лучшие технологии по доле побед купивших их игроков",
    },
    "sim.starcraft.plot.top_buys": {
        "en": "Most bought technologies",
        "ru": "Самые покупаемые технологии",
    },
    "sim.starcraft.col.turn": {"en": "Round", "ru": "Раунд"},
    "sim.starcraft.col.turns": {"en": "Rounds", "ru": "Раундов"},
    "sim.starcraft.col.authority": {"en": "Conquest points", "ru": "Очки завоевания"},
    "sim.starcraft.col.card": {"en": "Technology", "ru": "Технология"},
    "sim.starcraft.col.decks": {"en": "Players", "ru": "Игроки"},
    "sim.starcraft.col.deck_win_rate": {
        "en": "Win rate of those players [95% CI]",
        "ru": "Доля побед этих игроков [95% ДИ]",
    },
    "sim.starcraft.col.mean_turn": {"en": "Mean round bought", "ru": "Средний раунд покупки"},
    "sim.starcraft.col.turns_bought": {"en": "Round: times bought", "ru": "Раунд: покупок"},
    "cli.sim.bad_game": {
        "en": "The simulation plays {known}, not '{game}'.",
        "ru": "Симуляция играет в {known}, а не в '{game}'.",
    },
    "cli.starcraft.sim.not_for": {
        "en": "Not for StarCraft: {options} (its table takes --players, --factions, --brood-war).",
        "ru": "Не для StarCraft: {options} (его стол задают --players, --factions, --brood-war).",
    },
    "tournament.title": {"en": "Round robin", "ru": "Круговой турнир"},
    "tournament.h2h": {
        "en": "Head to head: the row bot's score against the column bot",
        "ru": "Личные встречи: очки бота строки против бота столбца",
    },
    "cli.bad_bot": {
        "en": "Unknown bot '{bot}' in --bots (known: {known}).",
        "ru": "Неизвестный бот '{bot}' в --bots (известные: {known}).",
    },
    "cli.no_bots": {
        "en": "--bots needs at least {n} bot names, comma-separated (in a tournament all"
        " different); got '{bots}'.",
        "ru": "В --bots нужно хотя бы {n} имени ботов через запятую (в турнире все"
        " разные); дано '{bots}'.",
    },
    "cli.bad_backend": {
        "en": "Unknown backend '{backend}' (known: {known}).",
        "ru": "Неизвестный движок '{backend}' (известные: {known}).",
    },
    "cli.missing_package": {
        "en": "The {backend} backend needs the Python package '{package}': pip install {package}",
        "ru": "Движку {backend} нужен пакет Python '{package}': pip install {package}",
    },
    "cli.out_failed": {
        "en": "Cannot write the results to {path}: {error}",
        "ru": "Не удалось записать результаты в {path}: {error}",
    },
    # the browser table's server
    "web.srv.bot_seat": {"en": "{name} (bot: {bot})", "ru": "{name} (бот: {bot})"},
    "web.srv.winners": {"en": "Won: {players}", "ru": "Победа: {players}"},
    "web.srv.error.options": {
        "en": "Cannot create this game: {error}",
        "ru": "Такую партию создать нельзя: {error}",
    },
    "web.srv.error.seats": {
        "en": "This game needs exactly {n} seats.",
        "ru": "В этой партии должно быть ровно {n} мест.",
    },
    "web.srv.error.bot": {"en": "There is no bot called {bot!r}.", "ru": "Бота {bot!r} нет."},
    "web.srv.error.no_human": {
        "en": "At least one seat must be a person's.",
        "ru": "Хотя бы одно место должно занимать человек.",
    },
    "web.srv.error.names": {
        "en": "Give at most one name per seat, each at most {n} characters.",
        "ru": "Не больше одного имени на место, каждое не длиннее {n} символов.",
    },
    "web.srv.error.malformed": {
        "en": "Malformed message: {error}",
        "ru": "Неверное сообщение: {error}",
    },
    "web.srv.error.illegal": {
        "en": "The move {action!r} is not allowed now.",
        "ru": "Ход {action!r} сейчас сделать нельзя.",
    },
    "web.srv.error.internal": {
        "en": "Something went wrong on the server. The table shows what was kept; try again.",
        "ru": "На сервере произошла ошибка. На столе то, что сохранилось; попробуйте ещё раз.",
    },
    "web.srv.error.over": {"en": "The game is over.", "ru": "Партия окончена."},
    "web.srv.error.stale": {
        "en": "The table has changed (now at move {version}); look again and retry.",
        "ru": "На столе что-то изменилось (теперь ход {version}); посмотрите и повторите.",
    },
    "web.srv.error.not_your_turn": {
        "en": "It is not your move.",
        "ru": "Сейчас ходите не вы.",
    },
    "web.srv.error.not_found": {
        "en": "This link opens no seat: check it, or ask for a new one.",
        "ru": "По этой ссылке нет места за столом: проверьте её или попросите новую.",
    },
    "web.srv.error.not_over": {
        "en": "The replay opens once the game is over.",
        "ru": "Запись партии откроется, когда партия закончится.",
    },
    "web.srv.error.step": {
        "en": "There is no such step: the game has steps 0 to {steps}.",
        "ru": "Такого шага нет: в партии шаги от 0 до {steps}.",
    },
    "web.srv.error.too_large": {
        "en": "The request is too large (at most {limit} bytes).",
        "ru": "Запрос слишком велик (не больше {limit} байт).",
    },
    "web.srv.error.rate_limited": {
        "en": "Too many requests: wait a little and try again.",
        "ru": "Слишком много запросов: подождите немного и попробуйте снова.",
    },
    "web.srv.error.too_many_games": {
        "en": "Too many new games from your address: at most {limit}. Wait a minute.",
        "ru": "С вашего адреса создано слишком много партий: не больше {limit}. Подождите минуту.",
    },
    "web.srv.error.too_many_connections": {
        "en": "Too many open tables from your address (at most {limit}): close some tabs.",
        "ru": "С вашего адреса открыто слишком много столов (не больше {limit}): закройте лишние вкладки.",
    },
    "web.srv.error.not_reading": {
        "en": "The page stopped reading the table's updates; it reconnects.",
        "ru": "Страница перестала принимать обновления стола и подключится заново.",
    },
    "web.srv.error.corrupt": {
        "en": "This game's record is damaged and cannot be replayed. Tell the server's keeper"
        " (game {game_id}).",
        "ru": "Запись этой партии повреждена, продолжить её нельзя. Сообщите тому, кто ведёт"
        " сервер (партия {game_id}).",
    },
    "cli.serve.url": {
        "en": "spacetable is at {url} (leagues: {url}league)  (database: {db}; Ctrl+C stops it)",
        "ru": "spacetable открыт по адресу {url} (лиги: {url}league)  (база данных: {db};"
        " Ctrl+C — остановить)",
    },
    "cli.serve.bad_setting": {
        "en": "A server limit in the environment is wrong: {problems}",
        "ru": "Ограничение сервера в переменных окружения задано неверно: {problems}",
    },
    "cli.serve.unreadable": {
        "en": "Game {game_id} does not replay ({reason}); its page will say so.",
        "ru": "Партия {game_id} не воспроизводится ({reason}); её страница сообщит об этом.",
    },
    "cli.serve.checked": {
        "en": "Every stored game checked: {broken} do not replay; serving the rest.",
        "ru": "Все сохранённые партии проверены; не воспроизводятся: {broken}; остальные доступны.",
    },
    "cli.serve.workers": {"en": "--workers must be at least 1.", "ru": "--workers: не меньше 1."},
    "cli.serve.workers_need_postgres": {
        "en": "Several workers need PostgreSQL: set SPACETABLE_DATABASE_URL.",
        "ru": "Для нескольких процессов нужен PostgreSQL: задайте SPACETABLE_DATABASE_URL.",
    },
    "cli.replay.unreadable": {"en": "{error}", "ru": "{error}"},
    "cli.replay.bad_record": {
        "en": "This record does not replay: {error}",
        "ru": "Эта запись не воспроизводится: {error}",
    },
    "cli.replay.help": {
        "en": "Enter or n: next step · p: back · a number: go to that step · "
        "s: the next player's view · q: quit",
        "ru": "Enter или n: следующий шаг · p: назад · число: перейти к шагу · "
        "s: стол глазами следующего игрока · q: выход",
    },
    "cli.replay.step": {
        "en": "Step {step} of {steps} (last action: {last})",
        "ru": "Шаг {step} из {steps} (последний ход: {last})",
    },
    "cli.replay.bad": {
        "en": "Type Enter, n, p, s, q or a step number from 0 to {steps}.",
        "ru": "Введите Enter, n, p, s, q или номер шага от 0 до {steps}.",
    },
    "cli.league.created": {
        "en": "League {name!r} created: 12 rounds from Monday {start} ({tz}).",
        "ru": "Лига {name!r} создана: 12 раундов с понедельника {start} ({tz}).",
    },
    "cli.league.unknown": {
        "en": "There is no league called {name!r} (leagues: {known}).",
        "ru": "Лиги {name!r} нет (лиги: {known}).",
    },
    "cli.league.joined": {
        "en": "{player} ({faction}) joins {name!r}.",
        "ru": "{player} ({faction}) вступает в лигу {name!r}.",
    },
    "cli.league.started": {
        "en": "The season of {name!r} has started with {players} players.",
        "ru": "Сезон лиги {name!r} начался, игроков: {players}.",
    },
    "cli.league.status": {
        "en": "{name}: round {round} of 12, phase: {phase} ({events} events in the log)",
        "ru": "{name}: раунд {round} из 12, этап: {phase} (событий в журнале: {events})",
    },
    "cli.league.phase": {
        "en": "{name}: round {round}, phase {phase} is open.",
        "ru": "{name}: раунд {round}, открыт этап «{phase}».",
    },
    "cli.league.finished": {
        "en": "{name}: the season is over.",
        "ru": "{name}: сезон окончен.",
    },
    "cli.league.col.place": {"en": "#", "ru": "№"},
    "cli.league.col.player": {"en": "Player", "ru": "Игрок"},
    "cli.league.col.faction": {"en": "Faction", "ru": "Фракция"},
    "cli.league.col.planets": {"en": "Planets", "ru": "Планеты"},
    "cli.league.col.battles": {"en": "Battles won", "ru": "Победы в боях"},
    "cli.league.col.techs": {"en": "Technologies", "ru": "Технологии"},
    "cli.league.col.total": {"en": "Total", "ru": "Всего"},
    "cli.league.format": {
        "en": "Unknown format {format!r}: json or csv.",
        "ru": "Неизвестный формат {format!r}: json или csv.",
    },
    "cli.league.table": {
        "en": "Unknown table {table!r}: {known}.",
        "ru": "Неизвестная таблица {table!r}: {known}.",
    },
    "cli.league.exported": {"en": "Written to {path}.", "ru": "Записано в {path}."},
    "cli.league.bad_date": {
        "en": "{text!r} is not a date like 2026-06-01.",
        "ru": "{text!r} — не дата вида 2026-06-01.",
    },
    "cli.league.refused": {"en": "Refused:", "ru": "Отказано:"},
    "cli.league.map_unreadable": {
        "en": "cannot read the map {path}: {error}",
        "ru": "не удалось прочитать карту {path}: {error}",
    },
    "cli.league.no_player": {
        "en": "There is no player called {name!r} (players: {known}).",
        "ru": "Игрока {name!r} нет (игроки: {known}).",
    },
    "cli.league.stored": {
        "en": "Stored events {first}-{last}: {kinds}.",
        "ru": "Записаны события {first}-{last}: {kinds}.",
    },
    "cli.league.stored_one": {
        "en": "Stored event {seq}: {kinds}.",
        "ru": "Записано событие {seq}: {kinds}.",
    },
    "cli.league.organiser_link": {
        "en": "The organiser's console: {link}",
        "ru": "Пульт организатора: {link}",
    },
    "cli.league.player_link": {
        "en": "{player}'s page: {link}",
        "ru": "Страница игрока {player}: {link}",
    },
    "cli.league.not_started": {
        "en": "{name}: the season has not started.",
        "ru": "{name}: сезон ещё не начался.",
    },
    "cli.league.between": {
        "en": "{name}: round {round} has not opened yet.",
        "ru": "{name}: раунд {round} ещё не открыт.",
    },
    "cli.league.opens": {
        "en": "Round {round} opens at {at}.",
        "ru": "Раунд {round} открывается {at}.",
    },
    "cli.league.ticked": {"en": "events stored: {count}", "ru": "записано событий: {count}"},
    "cli.league.overdue": {
        "en": "  the phase's deadline has passed but it cannot close: {reasons}",
        "ru": "  срок этапа прошёл, но закрыть его нельзя: {reasons}",
    },
    "cli.league.none": {"en": "There are no leagues.", "ru": "Лиг нет."},
    "cli.league.closes": {"en": "The phase closes at {at}.", "ru": "Этап закрывается {at}."},
    "cli.league.bad_deadline": {
        "en": "{text!r} is not a deadline PHASE=DAY@HH:MM (phases: {phases}; DAY 0-6 or {days})",
        "ru": "{text!r} — не срок вида ЭТАП=ДЕНЬ@ЧЧ:ММ (этапы: {phases}; ДЕНЬ 0-6 или {days})",
    },
    "cli.league.deadline_twice": {
        "en": "the {phase} deadline is given twice",
        "ru": "срок этапа {phase} указан дважды",
    },
    "cli.league.calendar": {
        "en": "{name}: 12 rounds from Monday {start}, times in {tz}.",
        "ru": "{name}: 12 раундов с понедельника {start}, время — {tz}.",
    },
    "cli.league.cal.round": {"en": "Round", "ru": "Раунд"},
    "cli.league.cal.phase": {"en": "Phase", "ru": "Этап"},
    "cli.league.cal.opens": {"en": "Opens", "ru": "Начало"},
    "cli.league.cal.closes": {"en": "Closes", "ru": "Срок"},
    "cli.league.cal.now": {"en": "◀ now", "ru": "◀ сейчас"},
    "cli.league.calendar_unchanged": {
        "en": "nothing to change: give --start, --tz or --deadline",
        "ru": "нечего менять: укажите --start, --tz или --deadline",
    },
    "cli.league.calendar_set": {
        "en": "{name}: the calendar is changed (12 rounds from Monday {start}, {tz}).",
        "ru": "{name}: календарь изменён (12 раундов с понедельника {start}, {tz}).",
    },
    "cli.league.bad_arg": {
        "en": "{text!r} is not an argument key=value",
        "ru": "{text!r} — не аргумент вида ключ=значение",
    },
    "cli.league.arg_twice": {
        "en": "the argument {field!r} is given twice",
        "ru": "аргумент {field!r} указан дважды",
    },
    "cli.league.not_player_command": {
        "en": "{command!r} is not a player's command (commands: {known}).",
        "ru": "{command!r} — не команда игрока (команды: {known}).",
    },
    "cli.league.reason_needed": {
        "en": "a reason for the log is needed (--reason)",
        "ru": "нужна причина для журнала (--reason)",
    },
    "cli.league.bad_result": {
        "en": "{text!r} is not a result NAME=POINTS or NAME=POINTS/FLIGHT",
        "ru": "{text!r} — не результат вида ИМЯ=ОЧКИ или ИМЯ=ОЧКИ/ПОЛЁТ",
    },
    "cli.league.no_results": {
        "en": "no results given (--result)",
        "ru": "результаты не указаны (--result)",
    },
    "cli.league.res.header": {
        "en": "Round {round}: battles: {count}",
        "ru": "Раунд {round}: боёв: {count}",
    },
    "cli.league.res.battle": {
        "en": "{battle} · {territory} (held by {holder}) · {kind} · {state}",
        "ru": "{battle} · {territory} (владелец: {holder}) · {kind} · {state}",
    },
    "cli.league.res.attack": {"en": "attack", "ru": "нападение"},
    "cli.league.res.colonisation": {"en": "colonisation", "ru": "колонизация"},
    "cli.league.res.open": {"en": "open", "ru": "идёт"},
    "cli.league.res.settled": {
        "en": "settled, winner: {winner}",
        "ru": "завершён, победитель: {winner}",
    },
    "cli.league.res.overridden": {
        "en": " (set by the organiser)",
        "ru": " (установлен организатором)",
    },
    "cli.league.res.ship": {
        "en": "{role}, penalty {penalty}",
        "ru": "{role}, штраф {penalty}",
    },
    "cli.league.res.no_show": {"en": "did not come", "ru": "неявка"},
    "cli.league.res.hired": {"en": "hired by {player}", "ru": "наняты игроком {player}"},
    "cli.league.res.expelled": {"en": "expelled by the Pirates", "ru": "выведены Пиратами"},
    "cli.league.res.missing": {"en": "no result yet", "ru": "результата ещё нет"},
    "cli.league.res.points": {
        "en": "{points} points ({net} after the penalty)",
        "ru": "очков: {points} ({net} после штрафа)",
    },
    "cli.league.res.destroyed": {
        "en": "destroyed in flight {flight}",
        "ru": "уничтожен в полёте {flight}",
    },
    "cli.league.res.confirmed": {"en": "confirmed", "ru": "подтверждено"},
    "cli.league.actor.organiser": {"en": "organiser", "ru": "организатор"},
    "cli.league.actor.clock": {"en": "clock", "ru": "часы"},
    "cli.league.hist.seq": {"en": "#", "ru": "№"},
    "cli.league.hist.at": {"en": "Time", "ru": "Время"},
    "cli.league.hist.actor": {"en": "Who", "ru": "Кто"},
    "cli.league.hist.kind": {"en": "Event", "ru": "Событие"},
    "cli.league.hist.payload": {"en": "Details", "ru": "Подробности"},
    "cli.league.hist.reason": {"en": "Reason", "ru": "Причина"},
    # the command line's refusals of options a game does not take (cli.main, before any game
    # is loaded)
    "cli.konflikt.play.not_for": {
        "en": "Not for «Конфликт»: {options} (it takes --decks, --turn-limit, --vs, --seed,"
        " --save, --load, --lang).",
        "ru": "Не для «Конфликта»: {options} (он принимает --decks, --turn-limit, --vs, --seed,"
        " --save, --load, --lang).",
    },
    "cli.konflikt.play.only": {
        "en": "Only for «Конфликт»: {options}.",
        "ru": "Только для «Конфликта»: {options}.",
    },
    "cli.konflikt.bench.not_for": {
        "en": "Not for «Конфликт»: {options} (it takes --games, --seed, --decks, --players 2).",
        "ru": "Не для «Конфликта»: {options} (он принимает --games, --seed, --decks, --players 2).",
    },
    "cli.starcraft.play.not_for": {
        "en": "Not for StarCraft: {options} (it takes --players, --factions, --seats,"
        " --brood-war, --seed, --lang).",
        "ru": "Не для StarCraft: {options} (он принимает --players, --factions, --seats,"
        " --brood-war, --seed, --lang).",
    },
    "cli.starcraft.play.only": {
        "en": "Only for StarCraft: {options}.",
        "ru": "Только для StarCraft: {options}.",
    },
    "cli.starcraft.cards": {
        "en": "StarCraft's cards are in its data pack: see docs/starcraft-data.md and"
        " 'spacetable starcraft data check DIR'.",
        "ru": "Карты StarCraft — в его наборе данных: см. docs/starcraft-data.md и"
        " 'spacetable starcraft data check КАТАЛОГ'.",
    },
    "cli.starcraft.bench.not_for": {
        "en": "Not for StarCraft: {options} (it takes --games, --seed, --players, --brood-war).",
        "ru": "Не для StarCraft: {options} (он принимает --games, --seed, --players, --brood-war).",
    },
}
