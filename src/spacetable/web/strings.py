"""The browser shell's UI strings in Russian and English, served at ``/api/strings`` with
every game's own page strings (its browser table's ``page_strings``).

Keys are ``web.<name>``; texts may hold ``{placeholders}`` that the pages fill in. Game terms
follow the Russian edition's glossary. Card names come from ``/api/cards``, never from here.
"""

from __future__ import annotations

from functools import cache

from spacetable.table.entry import game_entries

WEB_STRINGS: dict[str, dict[str, str]] = {
    # page titles and navigation
    "web.app_name": {"en": "spacetable", "ru": "spacetable"},
    "web.lobby_title": {"en": "Games", "ru": "Партии"},
    "web.replay_title": {"en": "Replay", "ru": "Повтор партии"},
    "web.to_lobby": {"en": "Back to the lobby", "ru": "В лобби"},
    "web.back_to_table": {"en": "Back to the table", "ru": "Вернуться за стол"},
    "web.language": {"en": "Language", "ru": "Язык"},
    # errors and connection
    "web.error.network": {"en": "No connection to the server.", "ru": "Нет связи с сервером."},
    "web.error.http": {"en": "Server error ({status}).", "ru": "Ошибка сервера ({status})."},
    "web.error.meta": {
        "en": "Could not load the game options from the server.",
        "ru": "Не удалось загрузить с сервера настройки игры.",
    },
    "web.dismiss": {"en": "Close", "ru": "Закрыть"},
    "web.connecting": {"en": "connecting…", "ru": "подключение…"},
    "web.online": {"en": "online", "ru": "на связи"},
    "web.reconnecting": {"en": "reconnecting…", "ru": "переподключение…"},
    "web.disconnected": {"en": "disconnected", "ru": "нет связи"},
    # lobby
    "web.new_game": {"en": "New game", "ru": "Новая партия"},
    "web.players": {"en": "Players", "ru": "Игроки"},
    "web.seats": {"en": "Seats", "ru": "Места"},
    "web.seat_n": {"en": "Player {n}", "ru": "Игрок {n}"},
    "web.human": {"en": "Human", "ru": "Человек"},
    "web.bot": {"en": "Bot: {name}", "ru": "Бот: {name}"},
    "web.hotseat": {
        "en": "All human players share this screen (hot-seat)",
        "ru": "Все игроки-люди за этим экраном (хот-сит)",
    },
    "web.create": {"en": "Create game", "ru": "Создать партию"},
    "web.game_created": {"en": "Game created", "ru": "Партия создана"},
    "web.share_links": {
        "en": "Send each player their own link: whoever opens a link plays that seat.",
        "ru": "Отправьте каждому игроку его ссылку: кто откроет ссылку, тот и играет за это место.",
    },
    "web.no_humans": {
        "en": "Only bots sit at this table: there is no seat to open.",
        "ru": "За столом только боты: открывать нечего.",
    },
    "web.copy": {"en": "Copy", "ru": "Копировать"},
    "web.copied": {"en": "Copied", "ru": "Скопировано"},
    "web.open": {"en": "Open", "ru": "Открыть"},
    "web.my_games": {"en": "Your games", "ru": "Ваши партии"},
    "web.no_games": {"en": "No games yet.", "ru": "Партий пока нет."},
    "web.game_meta": {"en": "Turn {turn} · you: {seat}", "ru": "Ход {turn} · вы: {seat}"},
    "web.status_playing": {"en": "In progress", "ru": "Идёт"},
    "web.status_over": {"en": "Finished", "ru": "Окончена"},
    "web.replay": {"en": "Replay", "ru": "Повтор"},
    "web.forget": {"en": "Forget", "ru": "Забыть"},
    # table: turn and prompt
    "web.turn_of": {"en": "Turn {turn}: {player}", "ru": "Ход {turn}: {player}"},
    "web.turn_over": {"en": "Turn {turn}: game over", "ru": "Ход {turn}: игра окончена"},
    "web.your_move": {"en": "Your move!", "ru": "Ваш ход!"},
    "web.waiting_for": {"en": "Waiting for {player}…", "ru": "Ждём: {player}…"},
    "web.waiting_decision": {"en": "{player} is deciding…", "ru": "Решает {player}…"},
    "web.game_over": {"en": "Game over", "ru": "Игра окончена"},
    "web.watch_replay": {"en": "Watch the replay", "ru": "Смотреть повтор"},
    "web.log": {"en": "Log", "ru": "Журнал"},
    "web.pass_device": {
        "en": "Pass the device to {player}.",
        "ru": "Передайте устройство: {player}.",
    },
    "web.hotseat_continue": {
        "en": "I am {player}: show my cards",
        "ru": "Я — {player}: показать мои карты",
    },
    # table: players
    "web.you": {"en": "you", "ru": "вы"},
    "web.moving": {"en": "moving", "ru": "ходит"},
    "web.out": {"en": "out of the game", "ru": "выбыл"},
    "web.hand": {"en": "Hand", "ru": "Рука"},
    "web.your_hand": {"en": "Your hand", "ru": "Ваша рука"},
    "web.deck": {"en": "Deck", "ru": "Колода"},
    "web.discard": {"en": "Discard pile", "ru": "Стопка сброса"},
    # replay
    "web.replay_first": {"en": "First step", "ru": "В начало"},
    "web.replay_prev": {"en": "Previous step", "ru": "Шаг назад"},
    "web.replay_next": {"en": "Next step", "ru": "Шаг вперёд"},
    "web.replay_last": {"en": "Last step", "ru": "В конец"},
    "web.replay_step": {"en": "Step", "ru": "Шаг"},
    "web.replay_position": {"en": "Step {step} of {steps}", "ru": "Шаг {step} из {steps}"},
    "web.replay_last_action": {"en": "Last action: {action}", "ru": "Последнее действие: {action}"},
    "web.replay_start": {"en": "The game begins.", "ru": "Начало партии."},
    "web.replay_result": {"en": "Result: {result}", "ru": "Итог: {result}"},
    # lobby: the game
    "web.game": {"en": "Game", "ru": "Игра"},
    # league pages («Битва за Галактику»)
    "web.league.title": {"en": "League", "ru": "Лига"},
    "web.league.create_title": {"en": "New league", "ru": "Новая лига"},
    "web.league.new_league": {"en": "Create a league", "ru": "Создать лигу"},
    "web.league.name": {"en": "League name", "ru": "Название лиги"},
    "web.league.start": {"en": "Start (a Monday)", "ru": "Начало (понедельник)"},
    "web.league.tz": {"en": "Time zone", "ru": "Часовой пояс"},
    "web.league.start_note": {
        "en": "Twelve weekly rounds from that Monday; deadlines follow the league's time zone "
        "(e.g. Europe/Kyiv).",
        "ru": "Двенадцать недельных раундов с этого понедельника; сроки этапов — по часовому "
        "поясу лиги (например, Europe/Kyiv).",
    },
    "web.league.map_file": {"en": "Map (YAML, optional)", "ru": "Карта (YAML, необязательно)"},
    "web.league.map_note": {
        "en": "Without a file the league plays on the default galaxy.",
        "ru": "Без файла лига играет на стандартной карте Галактики.",
    },
    "web.league.create": {"en": "Create league", "ru": "Создать лигу"},
    "web.league.created": {"en": "League «{name}» created", "ru": "Лига «{name}» создана"},
    "web.league.console_link_note": {
        "en": "This is the organiser's console link: keep it secret, whoever opens it runs "
        "the league.",
        "ru": "Это ссылка на пульт организатора: храните её в тайне — кто её откроет, тот и "
        "ведёт лигу.",
    },
    "web.league.open_console": {"en": "Open the console", "ru": "Открыть пульт"},
    "web.league.refused": {"en": "Refused:", "ru": "Отказано:"},
    "web.league.done": {"en": "Done:", "ru": "Сделано:"},
    "web.league.organiser": {"en": "Organiser", "ru": "Организатор"},
    "web.league.before_start": {"en": "Before the start", "ru": "До начала"},
    "web.league.finished": {"en": "The season is over", "ru": "Сезон окончен"},
    "web.league.round_phase": {
        "en": "Round {round}: {phase}",
        "ru": "Раунд {round}: {phase}",
    },
    "web.league.until": {"en": "until {time}", "ru": "до {time}"},
    # league tabs
    "web.league.tab.console": {"en": "Console", "ru": "Пульт"},
    "web.league.tab.me": {"en": "My empire", "ru": "Моя империя"},
    "web.league.tab.map": {"en": "Map", "ru": "Карта"},
    "web.league.tab.standings": {"en": "Standings", "ru": "Турнирная таблица"},
    "web.league.tab.calendar": {"en": "Battle calendar", "ru": "Календарь боёв"},
    "web.league.tab.history": {"en": "History", "ru": "История"},
    # league map
    "web.league.moment": {"en": "Moment of the league", "ru": "Момент лиги"},
    "web.league.earlier": {"en": "Earlier", "ru": "Раньше"},
    "web.league.later": {"en": "Later", "ru": "Позже"},
    "web.league.now": {"en": "Now", "ru": "Сейчас"},
    "web.league.event_n": {"en": "Event {n} of {total}", "ru": "Событие {n} из {total}"},
    "web.league.legend": {"en": "Legend", "ru": "Условные обозначения"},
    "web.league.planet.red": {
        "en": "Red planet: 3 points, 10 IC income",
        "ru": "Красная планета: 3 очка, доход 10 ИК",
    },
    "web.league.planet.purple": {
        "en": "Purple planet: 2 points, 15 IC income",
        "ru": "Лиловая планета: 2 очка, доход 15 ИК",
    },
    "web.league.planet.blue": {
        "en": "Blue planet: 1 point, 20 IC income",
        "ru": "Синяя планета: 1 очко, доход 20 ИК",
    },
    "web.league.legend_note": {
        "en": "The ring is the owner's colour; a double ring marks a capital; dashed arrows "
        "are declared attacks (red) and colonisations (grey).",
        "ru": "Кольцо — цвет хозяина; двойное кольцо — столица; пунктирные стрелки — "
        "объявленные атаки (красные) и колонизации (серые).",
    },
    "web.league.owners": {"en": "Owners", "ru": "Владельцы"},
    "web.league.planets_n": {"en": "planets: {n}", "ru": "планет: {n}"},
    "web.league.territories": {"en": "Territories", "ru": "Территории"},
    "web.league.neutral": {"en": "neutral", "ru": "ничья"},
    "web.league.capital": {"en": "capital", "ru": "столица"},
    # league player page
    "web.league.credits": {"en": "Credits (IC)", "ru": "Кредиты (ИК)"},
    "web.league.available": {"en": "Available", "ru": "Доступно"},
    "web.league.reserved": {"en": "Reserved", "ru": "Зарезервировано"},
    "web.league.pauses_left": {"en": "Pauses left", "ru": "Осталось пауз"},
    "web.league.fleet": {"en": "Starships", "ru": "Звездолёты"},
    "web.league.ships_total": {"en": "In all", "ru": "Всего"},
    "web.league.ships_attacking": {"en": "Attacking", "ru": "Атакующих"},
    "web.league.ships_defensive": {"en": "Defensive", "ru": "Защитных"},
    "web.league.free_attacking": {"en": "Free attacking", "ru": "Свободных атакующих"},
    "web.league.free_defensive": {"en": "Free defensive", "ru": "Свободных защитных"},
    "web.league.role_ships": {"en": "{what}: {n} ship(s)", "ru": "{what}: звездолётов {n}"},
    "web.league.ships_idle": {
        "en": "No starship is committed this round.",
        "ru": "В этом раунде звездолёты ещё не задействованы.",
    },
    "web.league.technologies": {"en": "Technologies", "ru": "Технологии"},
    "web.league.no_techs": {"en": "No technologies yet.", "ru": "Технологий пока нет."},
    "web.league.alliance": {"en": "Alliance", "ru": "Альянс"},
    "web.league.alliance_of": {
        "en": "Allied with: {members} (since round {round}; bound until round {until})",
        "ru": "В альянсе: {members} (с раунда {round}; обязателен до раунда {until})",
    },
    "web.league.no_alliance": {"en": "Not in an alliance.", "ru": "Не состоит в альянсе."},
    "web.league.proposal": {
        "en": "Proposal {id}: {members}; agreed: {consents}",
        "ru": "Предложение {id}: {members}; согласны: {consents}",
    },
    "web.league.paused": {"en": "on pause", "ru": "на паузе"},
    "web.league.demoralised": {"en": "demoralised", "ru": "деморализация"},
    "web.league.inspired": {"en": "inspired", "ru": "воодушевление"},
    "web.league.round_declarations": {
        "en": "Declarations of this round",
        "ru": "Заявки этого раунда",
    },
    "web.league.declarations": {"en": "Declarations", "ru": "Заявки"},
    "web.league.no_declarations": {"en": "No declarations.", "ru": "Заявок нет."},
    "web.league.declaration_line": {
        "en": "{player}, {distance} LY, penalty −{penalty}",
        "ru": "{player}, {distance} СГ, штраф −{penalty}",
    },
    "web.league.joined_by": {"en": "joined by {names}", "ru": "присоединились: {names}"},
    "web.league.declaration.active": {"en": "active", "ru": "в силе"},
    "web.league.declaration.cancelled": {"en": "cancelled", "ru": "отменена"},
    "web.league.declaration.recalled": {"en": "recalled", "ru": "отозвана"},
    "web.league.my_battles": {"en": "My battles this round", "ru": "Мои бои в этом раунде"},
    "web.league.moves": {"en": "Moves", "ru": "Ходы"},
    "web.league.no_moves": {"en": "No moves to make.", "ru": "Ходов нет."},
    "web.league.other_commands": {"en": "Other", "ru": "Прочее"},
    # league command forms
    "web.league.field.target": {"en": "Target", "ru": "Цель"},
    "web.league.field.territory": {"en": "Territory", "ru": "Территория"},
    "web.league.field.declaration": {"en": "Declaration", "ru": "Заявка"},
    "web.league.field.battle": {"en": "Battle", "ru": "Бой"},
    "web.league.field.tech": {"en": "Technology", "ru": "Технология"},
    "web.league.field.alliance": {"en": "Alliance", "ru": "Альянс"},
    "web.league.field.faction": {"en": "Faction", "ru": "Фракция"},
    "web.league.field.capital": {"en": "Captured capital", "ru": "Захваченная столица"},
    "web.league.field.members": {"en": "Allies", "ru": "Союзники"},
    "web.league.field.player": {"en": "Player", "ru": "Игрок"},
    "web.league.field.effect": {"en": "Effect", "ru": "Эффект"},
    "web.league.field.targets": {"en": "Targets", "ru": "Цели"},
    "web.league.field.swap": {"en": "Swap offer", "ru": "Предложение обмена"},
    "web.league.field.hired": {"en": "Hired defenders", "ru": "Наёмные защитники"},
    "web.league.field.take": {
        "en": "Your planet for an ally's",
        "ru": "Ваша планета на планету союзника",
    },
    "web.league.field.entry_capital": {"en": "Your capital", "ru": "Ваша столица"},
    "web.league.deadlines": {"en": "Phase deadlines", "ru": "Сроки этапов"},
    "web.league.deadline_day": {"en": "Day of the round's week", "ru": "День недели раунда"},
    "web.league.deadline_time": {"en": "Local time", "ru": "Местное время"},
    "web.league.weekday.0": {"en": "Monday", "ru": "понедельник"},
    "web.league.weekday.1": {"en": "Tuesday", "ru": "вторник"},
    "web.league.weekday.2": {"en": "Wednesday", "ru": "среда"},
    "web.league.weekday.3": {"en": "Thursday", "ru": "четверг"},
    "web.league.weekday.4": {"en": "Friday", "ru": "пятница"},
    "web.league.weekday.5": {"en": "Saturday", "ru": "суббота"},
    "web.league.weekday.6": {"en": "Sunday", "ru": "воскресенье"},
    "web.league.paid": {
        "en": "Price paid, IC (for an effect with several prices)",
        "ru": "Уплачено, ИК (для эффекта с несколькими ценами)",
    },
    "web.league.no_choices": {"en": "Nothing to choose now.", "ru": "Сейчас выбрать нечего."},
    "web.league.hyperdrive": {
        "en": "Use the Hyperdrive Module",
        "ru": "Использовать Модуль гипердрайва",
    },
    "web.league.placement": {"en": "Structures' placement", "ru": "Размещение сооружений"},
    "web.league.placement_n": {"en": "Territory {n}", "ru": "Территория {n}"},
    "web.league.placement_note": {
        "en": "Wormhole: its entrance (your territory), then its exit(s); Smugglers' Den: "
        "your planets that get a den. Other technologies build nothing.",
        "ru": "Червоточина: вход (ваша территория), затем выход(ы); Логово контрабандистов: "
        "ваши планеты с логовом. Остальные технологии ничего не строят.",
    },
    "web.league.split": {"en": "Alliance dues", "ru": "Взносы за альянс"},
    "web.league.split_agreed": {
        "en": "Split the dues by agreement (otherwise evenly)",
        "ru": "Разделить взнос по договорённости (иначе поровну)",
    },
    "web.league.points": {"en": "Points (before penalties)", "ru": "Очки (до штрафов)"},
    "web.league.destroyed_in": {"en": "Starship destroyed", "ru": "Звездолёт уничтожен"},
    "web.league.not_destroyed": {"en": "not destroyed", "ru": "не уничтожен"},
    "web.league.flight_n": {"en": "in flight {n}", "ru": "в {n}-м полёте"},
    "web.league.override_reason": {
        "en": "Reason for the log (required)",
        "ru": "Причина для журнала (обязательно)",
    },
    "web.league.spoils": {
        "en": "Territories taken with the capital",
        "ru": "Территории, забираемые со столицей",
    },
    "web.league.nothing_comes_with": {
        "en": "Nothing comes with this choice (or nothing is chosen yet).",
        "ru": "С этим выбором ничего не прилагается (или ещё ничего не выбрано).",
    },
    "web.league.entry_territories": {
        "en": "Neighbouring planets taken with the capital",
        "ru": "Соседние планеты, занимаемые со столицей",
    },
    "web.league.player_name": {"en": "Player's name", "ru": "Имя игрока"},
    "web.league.act_reason": {
        "en": "Reason for the log (required)",
        "ru": "Причина для журнала (обязательно)",
    },
    # league battles
    "web.league.kind.attack": {"en": "attack", "ru": "атака"},
    "web.league.kind.colonisation": {"en": "colonisation", "ru": "колонизация"},
    "web.league.battle_open": {"en": "open", "ru": "идёт"},
    "web.league.battle_settled": {"en": "settled", "ru": "завершён"},
    "web.league.role.attacker": {"en": "attacker", "ru": "нападающий"},
    "web.league.role.defender": {"en": "defender", "ru": "защитник"},
    "web.league.role.coloniser": {"en": "coloniser", "ru": "колонизатор"},
    "web.league.role.smuggler": {"en": "smuggler", "ru": "контрабандист"},
    "web.league.role.mercenary": {"en": "mercenary", "ru": "наёмник"},
    "web.league.disputed": {"en": "awaiting confirmation", "ru": "ждёт подтверждения"},
    "web.league.overridden": {"en": "set by the organiser", "ru": "установлен организатором"},
    "web.league.winner": {"en": "Winner: {name}", "ru": "Победитель: {name}"},
    "web.league.sheet": {"en": "Battle sheet", "ru": "Лист боя"},
    "web.league.points_n": {"en": "{n} points", "ru": "очков: {n}"},
    "web.league.destroyed_in_n": {
        "en": "destroyed in flight {n}",
        "ru": "уничтожен в {n}-м полёте",
    },
    "web.league.no_show": {"en": "did not come", "ru": "неявка"},
    "web.league.confirmed": {"en": "confirmed", "ru": "подтверждено"},
    "web.league.effect_used": {"en": "{name}: {effect}", "ru": "{name}: {effect}"},
    "web.league.no_battles": {"en": "No battles.", "ru": "Боёв нет."},
    "web.league.round_battles": {"en": "Battles of round {round}", "ru": "Бои раунда {round}"},
    "web.league.col.player": {"en": "Player", "ru": "Игрок"},
    "web.league.col.role": {"en": "Role", "ru": "Роль"},
    "web.league.col.penalty": {"en": "Penalty", "ru": "Штраф"},
    "web.league.col.result": {"en": "Result", "ru": "Результат"},
    "web.league.col.confirmed": {"en": "Confirmed", "ru": "Подтверждён"},
    # league sheet
    "web.league.sheet_title": {"en": "Battle for {territory}", "ru": "Бой за {territory}"},
    "web.league.sheet_line": {
        "en": "Round {round}, battle {battle}",
        "ru": "Раунд {round}, бой {battle}",
    },
    "web.league.holder": {"en": "held by {name}", "ru": "хозяин: {name}"},
    "web.league.col.faction": {"en": "Faction", "ru": "Фракция"},
    "web.league.col.effects": {"en": "Effects in flight", "ru": "Эффекты в полёте"},
    "web.league.col.points_written": {"en": "Points", "ru": "Очки"},
    "web.league.capital_defence": {
        "en": "Capital's heavy cannon at the start of each flight",
        "ru": "Тяжёлая пушка столицы в начале каждого полёта",
    },
    "web.league.print": {"en": "Print", "ru": "Печать"},
    "web.league.hired_by": {"en": "hired by {name}", "ru": "нанял: {name}"},
    "web.league.expelled": {"en": "expelled", "ru": "выведены из боя"},
    # league console
    "web.league.round": {"en": "Round", "ru": "Раунд"},
    "web.league.phase": {"en": "Phase", "ru": "Этап"},
    "web.league.deadline": {"en": "Closes", "ru": "Завершится"},
    "web.league.time_zone": {"en": "Time zone", "ru": "Часовой пояс"},
    "web.league.confirm_start": {
        "en": "Start the season now? No player can register afterwards.",
        "ru": "Начать сезон сейчас? После этого регистрировать игроков нельзя.",
    },
    "web.league.confirm_advance": {
        "en": "Close the current phase now and open the next one?",
        "ru": "Завершить текущий этап сейчас и открыть следующий?",
    },
    "web.league.reissue_console": {"en": "New console link", "ru": "Новая ссылка на пульт"},
    "web.league.reissue": {"en": "New link", "ru": "Новая ссылка"},
    "web.league.confirm_reissue": {
        "en": "Issue a new link for {name}? The old one stops working.",
        "ru": "Выдать игроку {name} новую ссылку? Старая перестанет работать.",
    },
    "web.league.confirm_reissue_console": {
        "en": "Issue a new console link? The old one (this page's) stops working.",
        "ru": "Выдать новую ссылку на пульт? Старая (этой страницы) перестанет работать.",
    },
    "web.league.players": {"en": "Players", "ru": "Игроки"},
    "web.league.no_players": {"en": "No players yet.", "ru": "Игроков пока нет."},
    "web.league.col.planets": {"en": "Planets", "ru": "Планеты"},
    "web.league.col.link": {"en": "Link", "ru": "Ссылка"},
    "web.league.no_show_button": {"en": "No-show", "ru": "Неявка"},
    "web.league.confirm_no_show": {
        "en": "Record that {name} did not come to this battle?",
        "ru": "Отметить неявку игрока {name} на этот бой?",
    },
    "web.league.act_for": {"en": "Act for a player", "ru": "Действие за игрока"},
    "web.league.act_for_note": {
        "en": "For moves handed in on paper or by phone; the log keeps your reason.",
        "ru": "Для ходов, сданных на бумаге или по телефону; журнал сохранит вашу причину.",
    },
    "web.league.command": {"en": "Move", "ru": "Ход"},
    "web.league.organiser_commands": {
        "en": "Other organiser's commands",
        "ru": "Другие команды организатора",
    },
    # league standings, calendar, history
    "web.league.col.place": {"en": "Place", "ru": "Место"},
    "web.league.col.battles": {"en": "Battles won", "ru": "Победы"},
    "web.league.col.techs": {"en": "Technologies", "ru": "Технологии"},
    "web.league.col.total": {"en": "Total", "ru": "Итого"},
    "web.league.scoring_note": {
        "en": "Planets: 3 per red, 2 per purple, 1 per blue; 1 per battle won; technologies' "
        "points.",
        "ru": "Планеты: 3 за красную, 2 за лиловую, 1 за синюю; 1 за каждую победу в бою; "
        "очки технологий.",
    },
    "web.league.calendar_title": {"en": "Rounds and phases", "ru": "Раунды и этапы"},
    "web.league.calendar_note": {
        "en": "Times in the league's time zone, {tz}; the current phase is highlighted.",
        "ru": "Время по часовому поясу лиги, {tz}; текущий этап выделен.",
    },
    "web.league.current_phase": {"en": "current phase", "ru": "текущий этап"},
    "web.league.all_rounds": {"en": "all", "ru": "все"},
    "web.league.no_events": {"en": "No events.", "ru": "Событий нет."},
    "web.league.col.time": {"en": "Time", "ru": "Время"},
    "web.league.col.actor": {"en": "Who", "ru": "Кто"},
    "web.league.col.event": {"en": "Event", "ru": "Событие"},
    "web.league.col.reason": {"en": "Reason", "ru": "Причина"},
    "web.league.col.territory": {"en": "Territory", "ru": "Территория"},
    "web.league.col.owner": {"en": "Owner", "ru": "Владелец"},
    "web.league.col.structures": {"en": "Structures", "ru": "Сооружения"},
}


@cache
def served_strings() -> dict[str, dict[str, str]]:
    """The shell's strings and every game's page strings: what ``/api/strings`` serves. A key
    of a game's that the shell or another game has too is an error (:class:`ValueError`)."""
    served = dict(WEB_STRINGS)
    owner = dict.fromkeys(WEB_STRINGS, "the shell")
    for entry in game_entries():
        for key, texts in entry.browser().page_strings.items():
            if key in served:
                raise ValueError(f"page string {key!r} of {entry.id} is also {owner[key]}'s")
            served[key] = texts
            owner[key] = entry.id
    return served
