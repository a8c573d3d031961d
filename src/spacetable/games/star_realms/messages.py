"""Star Realms' text in Russian and English: factions, sets and formats, card abilities,
actions, decisions and events, the terminal table, the command line's set-up and the
battle-log import. Keys are as in :mod:`spacetable.i18n.catalog`; the package adds them
to the catalog when it is imported.

Game terms follow the Hobby World rule books (see docs/glossary in the reference sheets).
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    # factions and card types
    "faction.blob": {"en": "Blob", "ru": "Слизни"},
    "faction.machine_cult": {"en": "Machine Cult", "ru": "Технокульт"},
    "faction.star_empire": {"en": "Star Empire", "ru": "Звёздная империя"},
    "faction.trade_federation": {"en": "Trade Federation", "ru": "Торговая федерация"},
    "faction.none": {"en": "unaligned", "ru": "без фракции"},
    "type.ship": {"en": "ship", "ru": "корабль"},
    "type.base": {"en": "base", "ru": "база"},
    "type.starter": {"en": "starting ship", "ru": "стартовый корабль"},
    "type.outpost": {"en": "outpost", "ru": "аванпост"},
    "set.core": {"en": "Base set", "ru": "Базовый набор"},
    "set.colony_wars": {"en": "Colony Wars", "ru": "Колониальные войны"},
    # mini-expansions and challenges
    "set.bases_battleships": {"en": "Bases & Battleships", "ru": "Базы и корабли"},
    "set.heroes": {"en": "Heroes", "ru": "Персонажи"},
    "set.events": {"en": "Events", "ru": "События"},
    "set.fleets_fortresses": {"en": "Fleets & Fortresses", "ru": "Эскадры и крепости"},
    "set.gambits": {"en": "Gambits", "ru": "Гамбиты"},
    "type.hero": {"en": "hero", "ru": "персонаж"},
    "type.event": {"en": "event", "ru": "событие"},
    "type.gambit": {"en": "gambit", "ru": "гамбит"},
    "slot.reveal": {"en": "On reveal", "ru": "При появлении"},
    "slot.revealed": {"en": "While revealed, each turn", "ru": "Пока открыт, каждый ход"},
    "eff.discard": {"en": "discard {cards}", "ru": "сбросьте {cards}"},
    "eff.scrap_hand_or_discard.mandatory": {
        "en": "scrap {cards} from your hand or discard pile",
        "ru": "отправьте в утиль {cards} с руки или из стопки сброса",
    },
    "eff.scrap_only": {"en": "{effect} (only {factions})", "ru": "{effect} (только: {factions})"},
    "eff.return_base_to_hand": {
        "en": "you may return a base in play to its owner's hand",
        "ru": "можно вернуть базу в игре на руку её владельцу",
    },
    "eff.gain_ally": {
        "en": "this turn your {faction} ally abilities work",
        "ru": "в этот ход действуют ваши союзные свойства фракции «{faction}»",
    },
    "eff.choose_faction": {
        "en": "choose its faction as you play it",
        "ru": "выберите его фракцию, разыгрывая его",
    },
    "eff.draw_then_topdeck": {
        "en": "draw {cards}, then put {back} of them on top of your deck",
        "ru": "возьмите {cards}, затем положите {back} из них на верх личной колоды",
    },
    "eff.topdeck_from_discard": {
        "en": "put {cards} from your discard pile on top of your deck",
        "ru": "положите {cards} из стопки сброса на верх личной колоды",
    },
    "eff.lose_authority": {
        "en": "lose {n} authority (not below 1)",
        "ru": "потеряйте {n} влияния (не ниже 1)",
    },
    "eff.destroy_own_base": {"en": "destroy one of your bases", "ru": "уничтожьте свою базу"},
    "eff.scrap_entire_trade_row": {
        "en": "scrap the whole trade row",
        "ru": "отправьте в утиль весь торговый ряд",
    },
    "eff.acquire_free.optional": {"en": "you may: {effect}", "ru": "можно: {effect}"},
    "eff.to.play": {"en": "into play", "ru": "сразу в игру"},
    "eff.next.base": {"en": "base", "ru": "базу"},
    "eff.group.each_player": {"en": "each player: {effects}", "ru": "каждый игрок: {effects}"},
    "eff.group.active_player": {
        "en": "the player on turn: {effects}",
        "ru": "игрок, чей ход: {effects}",
    },
    "eff.group.each_other_player": {
        "en": "each other player: {effects}",
        "ru": "остальные игроки: {effects}",
    },
    "eff.group.now_then_others_next_turn": {
        "en": "the player on turn now, every other player at the start of their turn: {effects}",
        "ru": "игрок, чей ход, сейчас, остальные — в начале своего хода: {effects}",
    },
    "cond.opponent_bases": {
        "en": "an opponent has {n} or more bases",
        "ru": "у противника {n} или больше баз",
    },
    "passive.reduce_attack_damage": {
        "en": "each attack on you deals {n} less",
        "ru": "каждая атака на вас наносит на {n} меньше",
    },
    "act.reveal": {"en": "Reveal gambit {card}", "ru": "Открыть гамбит: {card}"},
    "act.scrap_hero": {
        "en": "Scrap hero {card}: {effects}",
        "ru": "Отправить персонажа в утиль: {card}: {effects}",
    },
    "act.scrap_gambit": {
        "en": "Scrap gambit {card}: {effects}",
        "ru": "Отправить гамбит в утиль: {card}: {effects}",
    },
    "act.attack_boss": {"en": "Attack {boss} for {n}", "ru": "Атаковать: {boss}, на {n}"},
    "opt.reveal": {"en": "Reveal {card}", "ru": "Открыть: {card}"},
    "opt.return_base": {"en": "Return {card} ({target})", "ru": "Вернуть {card} ({target})"},
    "opt.faction": {"en": "{faction}", "ru": "{faction}"},
    "opt.to_top": {"en": "Put {card} on top", "ru": "На верх колоды: {card}"},
    "opt.boss_faction": {"en": "{faction}: {effects}", "ru": "{faction}: {effects}"},
    "opt.boss_target": {"en": "Lose {card} ({target})", "ru": "Потерять {card} ({target})"},
    "opt.destination.play": {"en": "Into play", "ru": "Сразу в игру"},
    "ask.reveal": {
        "en": "Reveal gambits now? ({n} face down)",
        "ru": "Открыть гамбиты сейчас? (закрытых: {n})",
    },
    "ask.return_base": {
        "en": "You may return a base to its owner's hand",
        "ru": "Можно вернуть базу на руку её владельцу",
    },
    "ask.faction": {"en": "Choose the ship's faction", "ru": "Выберите фракцию корабля"},
    "ask.to_top": {
        "en": "Put {n} card(s) on top of your deck",
        "ru": "Положите на верх личной колоды карт: {n}",
    },
    "ask.boss_faction": {
        "en": "{boss}: the revealed card {card} has no single faction; choose what the boss does",
        "ru": "{boss}: у открытой карты {card} нет одной фракции; выберите, что сделает босс",
    },
    "ask.boss_target": {
        "en": "{boss} destroys one of these equally strong bases: choose which",
        "ru": "{boss} уничтожает одну из равных по обороне баз: выберите какую",
    },
    "boss.combat": {"en": "{n} combat", "ru": "{n} боя"},
    "boss.combat_per_cost": {"en": "combat equal to the cost", "ru": "бой, равный стоимости"},
    "boss.authority": {"en": "boss +{n} authority", "ru": "босс +{n} влияния"},
    "boss.discard": {"en": "discard {cards}", "ru": "сбросить {cards}"},
    "boss.scrap_row": {
        "en": "{cards} more from the trade row scrapped",
        "ru": "ещё {cards} из торгового ряда в утиль",
    },
    "ev.return_base": {
        "en": "{player} returns {card} to {target}'s hand",
        "ru": "{player} возвращает {card} на руку: {target}",
    },
    "ev.gain_ally": {
        "en": "{player}: {faction} ally abilities work this turn",
        "ru": "{player}: союзные свойства фракции «{faction}» действуют в этот ход",
    },
    "ev.faction": {"en": "{card} joins {faction}", "ru": "{card}: фракция «{faction}»"},
    "ev.to_top": {
        "en": "{player} puts a card on top of their deck",
        "ru": "{player} кладёт карту на верх личной колоды",
    },
    "ev.lose": {"en": "{player}: −{n} authority", "ru": "{player}: −{n} влияния"},
    "ev.event": {"en": "Event: {card}", "ru": "Событие: {card}"},
    "ev.reveal": {"en": "{player} reveals gambit {card}", "ru": "{player} открывает гамбит {card}"},
    "ev.boss_turn": {"en": "— Turn {turn}: {boss} —", "ru": "— Ход {turn}: {boss} —"},
    "ev.boss_combat": {"en": "{boss}: {n} combat", "ru": "{boss}: {n} боя"},
    "ev.boss_scrap": {
        "en": "{boss} takes {card} from the trade row",
        "ru": "{boss} забирает {card} из торгового ряда",
    },
    "ev.boss_effect": {
        "en": "{boss}: {faction} ({card}) against {player}",
        "ru": "{boss}: «{faction}» ({card}) против: {player}",
    },
    "ev.boss_gain": {"en": "{boss}: +{n} authority", "ru": "{boss}: +{n} влияния"},
    "ev.boss_attack": {
        "en": "{boss} attacks {player} for {n}",
        "ru": "{boss} атакует: {player}, на {n}",
    },
    "ev.attack_boss": {
        "en": "{player} attacks {boss} for {n}",
        "ru": "{player} атакует: {boss}, на {n}",
    },
    "ev.boss_wins": {"en": "{boss} wins!", "ru": "{boss} побеждает!"},
    "where.play": {"en": "play", "ru": "в игру"},
    "cli.challenge_and_format": {
        "en": "--challenge and --format exclude each other: a challenge is its own format",
        "ru": "--challenge и --format нельзя указывать вместе: сценарий — отдельный формат",
    },
    "cli.bad_challenge": {
        "en": "unknown challenge {challenge!r} (known: {known})",
        "ru": "неизвестный сценарий {challenge!r} (известны: {known})",
    },
    "format.nemesis-beast": {"en": "Nemesis Beast", "ru": "Зверь возмездия"},
    "format.dark-star-pirates": {"en": "Pirates of the Dark Star", "ru": "Пираты Тёмной звезды"},
    "ui.boss": {
        "en": "{boss}: authority {authority}, face-down cards {lair}",
        "ru": "{boss}: влияние {authority}, карт рубашкой вверх: {lair}",
    },
    "ui.heroes": {"en": "Heroes", "ru": "Персонажи"},
    "ui.gambits": {"en": "Gambits", "ru": "Гамбиты"},
    "ui.gambits_hidden": {"en": "face down: {n}", "ru": "закрытых: {n}"},
    # ability slots
    "slot.primary": {"en": "Primary", "ru": "Первичное"},
    "slot.ally": {"en": "Ally", "ru": "Союзное"},
    "slot.scrap": {"en": "Scrap", "ru": "Утиль"},
    "slot.on_acquire": {"en": "On acquire", "ru": "При покупке"},
    "slot.passive": {"en": "Always", "ru": "Постоянно"},
    # effects
    "eff.trade": {"en": "{n} trade", "ru": "{n} торговли"},
    "eff.combat": {"en": "{n} combat", "ru": "{n} боя"},
    "eff.authority": {"en": "{n} authority", "ru": "{n} влияния"},
    "eff.draw": {"en": "draw {cards}", "ru": "взять {cards}"},
    "eff.opponent_discards": {
        "en": "opponent discards {cards}",
        "ru": "противник сбрасывает {cards}",
    },
    "eff.scrap_trade_row": {
        "en": "you may scrap up to {cards} from the trade row",
        "ru": "можно отправить в утиль до {cards} из торгового ряда",
    },
    "eff.scrap_hand": {
        "en": "you may scrap up to {cards} from your hand",
        "ru": "можно отправить в утиль до {cards} с руки",
    },
    "eff.scrap_hand.mandatory": {
        "en": "scrap {cards} from your hand",
        "ru": "отправьте в утиль {cards} с руки",
    },
    "eff.scrap_discard": {
        "en": "you may scrap up to {cards} from your discard pile",
        "ru": "можно отправить в утиль до {cards} из стопки сброса",
    },
    "eff.scrap_hand_or_discard": {
        "en": "you may scrap up to {cards} from your hand and/or discard pile",
        "ru": "можно отправить в утиль до {cards} с руки и/или из стопки сброса",
    },
    "eff.discard_up_to": {"en": "discard up to {cards}", "ru": "сбросьте до {cards}"},
    "eff.discard_then_draw": {
        "en": "discard up to {cards}, then draw as many",
        "ru": "сбросьте до {cards}, затем возьмите столько же",
    },
    "eff.destroy_base": {"en": "destroy target base", "ru": "уничтожьте выбранную базу"},
    "eff.destroy_base.optional": {
        "en": "you may destroy target base",
        "ru": "можно уничтожить выбранную базу",
    },
    "eff.acquire_free": {
        "en": "acquire a {what} costing up to {cost} for free",
        "ru": "купите {what} стоимостью до {cost}, не тратя очков торговли",
    },
    "eff.acquire_free.any": {
        "en": "acquire any {what} for free",
        "ru": "купите любой {what}, не тратя очков торговли",
    },
    "eff.to.hand": {"en": "into your hand", "ru": "на руку"},
    "eff.to.top": {"en": "on top of your deck", "ru": "на верх личной колоды"},
    "eff.what.any": {"en": "card", "ru": "карту"},
    "eff.what.ship": {"en": "ship", "ru": "корабль"},
    "eff.what.base": {"en": "base", "ru": "базу"},
    "eff.next_acquire": {
        "en": "put the next {what} you acquire this turn {to}",
        "ru": "следующий купленный в этот ход {what} положите {to}",
    },
    "eff.next_acquire.optional": {
        "en": "you may put the next {what} you acquire this turn {to}",
        "ru": "следующий купленный в этот ход {what} можно положить {to}",
    },
    "eff.next.ship": {"en": "ship", "ru": "корабль"},
    "eff.next.any": {"en": "ship or base", "ru": "корабль или базу"},
    "eff.copy_ship": {
        "en": "copy another ship you played this turn (and gain its faction)",
        "ru": "копирует другой ваш разыгранный в этот ход корабль (и получает его фракцию)",
    },
    "eff.copy_base": {
        "en": "until end of turn, becomes a copy of any base in play (and gains its faction)",
        "ru": "до конца хода становится копией любой базы в игре (и получает её фракцию)",
    },
    "eff.or": {"en": " or ", "ru": " или "},
    "eff.per": {"en": "for each {count}: {each}", "ru": "за каждую {count}: {each}"},
    "eff.if": {"en": "if {cond}: {then}", "ru": "если {cond}: {then}"},
    "count.blob_cards_played_this_turn": {
        "en": "Blob card you played this turn",
        "ru": "разыгранную вами в этот ход карту Слизней",
    },
    "count.cards_scrapped_this_way": {
        "en": "card scrapped this way",
        "ru": "отправленную так в утиль карту",
    },
    "count.cards_discarded_this_way": {
        "en": "card discarded this way",
        "ru": "сброшенную так карту",
    },
    "count.cards_scrapped_from_hand_or_discard_this_turn": {
        "en": "card you scrapped from hand or discard pile this turn",
        "ru": "карту, отправленную вами в этот ход в утиль с руки или из сброса",
    },
    "cond.bases_in_play": {
        "en": "you have {n} or more bases in play",
        "ru": "у вас в игре {n} или больше баз",
    },
    "cond.opponent_has_base": {
        "en": "an opponent has a base in play",
        "ru": "у противника есть база в игре",
    },
    "passive.ally_for_all_factions": {
        "en": "counts as an ally of every faction",
        "ru": "считается союзником любой фракции",
    },
    "passive.on_play": {
        "en": "whenever you play a {what}: {gain}",
        "ru": "каждый раз, когда вы разыгрываете {what}: {gain}",
    },
    "passive.what.any": {"en": "ship", "ru": "корабль"},
    "passive.what.faction": {"en": "{faction} ship", "ru": "корабль фракции «{faction}»"},
    "on_acquire.to_hand": {
        "en": "if you played a {faction} card this turn, you may put it into your hand",
        "ru": "если вы в этот ход разыграли карту фракции «{faction}», можете взять эту карту на руку",
    },
    # actions
    "act.end": {"en": "End turn", "ru": "Закончить ход"},
    "act.playall": {"en": "Play all", "ru": "Разыграть все"},
    "act.play": {"en": "Play {card}", "ru": "Разыграть: {card}"},
    "act.use": {"en": "Use base {card}: {effects}", "ru": "Применить базу {card}: {effects}"},
    "act.ally": {
        "en": "Ally ability of {card}: {effects}",
        "ru": "Союзное свойство {card}: {effects}",
    },
    "act.scrap": {
        "en": "Scrap {card}: {effects}",
        "ru": "Отправить в утиль {card}: {effects}",
    },
    "act.buy": {"en": "Buy {card} ({cost})", "ru": "Купить {card} ({cost})"},
    "act.attack_player": {"en": "Attack the opponent for {n}", "ru": "Атаковать противника на {n}"},
    "act.attack_base": {
        "en": "Attack the opponent's base {card} (defence {n})",
        "ru": "Атаковать базу противника {card} (оборона {n})",
    },
    "act.attack_player.named": {
        "en": "Attack {target} for {n}",
        "ru": "Атаковать: {target}, на {n}",
    },
    "act.attack_base.named": {
        "en": "Attack {card} of {target} (defence {n})",
        "ru": "Атаковать базу {card} ({target}, оборона {n})",
    },
    "act.chip_base": {
        "en": "Attack {card} of {target}: {n} damage of {left} needed (it stays until the boss's turn)",
        "ru": "Атаковать базу {card} ({target}): урон {n} из {left} (сохранится до хода босса)",
    },
    "act.switch": {"en": "Hand over to {player}", "ru": "Передать ход: {player}"},
    "act.gift": {
        "en": "Pay 1 trade: move a card from your discard pile to {player}",
        "ru": "Заплатить 1 торговли: переложить карту из своей стопки сброса игроку {player}",
    },
    "act.done": {"en": "Done", "ru": "Готово"},
    "act.done.decline": {"en": "Decline", "ru": "Отказаться"},
    # decision options
    "opt.scrap": {"en": "Scrap {card} ({zone})", "ru": "В утиль: {card} ({zone})"},
    "opt.discard": {"en": "Discard {card}", "ru": "Сбросить: {card}"},
    "opt.destroy_base": {"en": "Destroy {card}", "ru": "Уничтожить {card}"},
    "opt.destroy_base.named": {
        "en": "Destroy {card} of {target}",
        "ru": "Уничтожить {card} ({target})",
    },
    "opt.give": {"en": "Give {card}", "ru": "Отдать: {card}"},
    "opt.acquire_free": {"en": "Take {card}", "ru": "Взять: {card}"},
    "opt.destination.discard": {"en": "Into the discard pile", "ru": "В стопку сброса"},
    "opt.destination.top": {"en": "On top of the deck", "ru": "На верх личной колоды"},
    "opt.destination.hand": {"en": "Into the hand", "ru": "На руку"},
    "opt.choice": {"en": "Choose: {effects}", "ru": "Выбрать: {effects}"},
    "opt.copy": {"en": "Copy {card}", "ru": "Копировать: {card}"},
    "opt.copy_base.own": {"en": "Copy your {card}", "ru": "Копировать свою базу {card}"},
    "opt.copy_base.opponent": {
        "en": "Copy the opponent's {card}",
        "ru": "Копировать базу противника {card}",
    },
    "zone.hand": {"en": "hand", "ru": "рука"},
    "zone.discard": {"en": "discard pile", "ru": "стопка сброса"},
    "zone.row": {"en": "trade row", "ru": "торговый ряд"},
    "zone.play": {"en": "in play", "ru": "в игре"},
    "zone.explorer": {"en": "Explorer pile", "ru": "стопка исследователей"},
    # decision prompts
    "ask.scrap": {"en": "Scrap up to {n} more card(s)", "ru": "Отправьте в утиль ещё до {n} карт"},
    "ask.scrap.mandatory": {"en": "Scrap {n} card(s)", "ru": "Отправьте в утиль карт: {n}"},
    "ask.discard": {"en": "Discard up to {n} card(s)", "ru": "Сбросьте до {n} карт"},
    "ask.discard.mandatory": {
        "en": "Your opponent makes you discard: {n} card(s) left",
        "ru": "Противник заставляет вас сбросить карты, осталось: {n}",
    },
    "ask.destroy_base": {"en": "Choose a base to destroy", "ru": "Выберите базу для уничтожения"},
    "ask.acquire_free": {
        "en": "Choose a card to acquire for free",
        "ru": "Выберите бесплатную карту",
    },
    "ask.destination": {"en": "Where does {card} go?", "ru": "Куда положить {card}?"},
    "ask.choice": {"en": "Choose one", "ru": "Выберите одно"},
    "ask.copy_ship": {"en": "Choose a ship to copy", "ru": "Выберите корабль для копирования"},
    "ask.copy_base": {"en": "Choose a base to copy", "ru": "Выберите базу для копирования"},
    "ask.discard_target": {
        "en": "Which opponent discards {cards}?",
        "ru": "Какой противник сбросит {cards}?",
    },
    "ask.bequest": {
        "en": "You are out. You may put one of your cards into {player}'s discard pile",
        "ru": "Вы выбыли. Можете положить 1 свою карту в стопку сброса игрока {player}",
    },
    "ask.gift": {
        "en": "Which card of your discard pile goes to {player}?",
        "ru": "Какую карту из стопки сброса отдать игроку {player}?",
    },
    # events
    "ev.turn": {"en": "— Turn {turn}: {player} —", "ru": "— Ход {turn}: {player} —"},
    "ev.play": {"en": "{player} plays {card}", "ru": "{player} разыгрывает {card}"},
    "ev.gain.trade": {"en": "{player}: +{n} trade", "ru": "{player}: +{n} торговли"},
    "ev.gain.combat": {"en": "{player}: +{n} combat", "ru": "{player}: +{n} боя"},
    "ev.gain.authority": {"en": "{player}: +{n} authority", "ru": "{player}: +{n} влияния"},
    "ev.buy": {"en": "{player} buys {card}", "ru": "{player} покупает {card}"},
    "ev.acquire": {"en": "{card} goes to {where}", "ru": "{card}: {where}"},
    "ev.acquire_to": {"en": "{card} goes to {where} instead", "ru": "{card} вместо этого: {where}"},
    "ev.attack": {
        "en": "{player} attacks {target} for {n}",
        "ru": "{player} → {target}: атака на {n}",
    },
    "ev.destroy_base": {
        "en": "{player} destroys {card} of {target}",
        "ru": "{player} уничтожает базу {card} ({target})",
    },
    "ev.scrap": {
        "en": "{player} scraps {card} ({zone})",
        "ru": "{player} отправляет в утиль {card} ({zone})",
    },
    "ev.discard": {"en": "{player} discards {card}", "ru": "{player} сбрасывает {card}"},
    "ev.draw": {"en": "{player} draws {cards}", "ru": "{player} берёт {cards}"},
    "ev.shuffle": {
        "en": "{player} shuffles the discard pile into a new deck",
        "ru": "{player} перемешивает стопку сброса в новую колоду",
    },
    "ev.ability": {
        "en": "{player} uses {card} ({slot})",
        "ru": "{player} применяет {card} ({slot})",
    },
    "ev.copy": {
        "en": "{card} becomes a copy of {target}",
        "ru": "{card} становится копией {target}",
    },
    "ev.chose": {"en": "{player} chooses option {n}", "ru": "{player} выбирает вариант {n}"},
    "ev.must_discard": {
        "en": "{target} must discard {cards} at the start of their turn",
        "ru": "{target}: в начале своего хода нужно сбросить {cards}",
    },
    "ev.end_turn": {"en": "{player} ends the turn", "ru": "{player} заканчивает ход"},
    "ev.win": {"en": "{player} wins!", "ru": "{player} побеждает!"},
    "ev.team_win": {"en": "{players} win!", "ru": "Побеждают: {players}!"},
    "ev.out": {"en": "{player} is out of the game", "ru": "{player} выбывает из игры"},
    "ev.switch": {"en": "{player} acts now", "ru": "Теперь действует {player}"},
    "ev.damage": {
        "en": "{player} deals {n} damage to {card} of {target}",
        "ru": "{player} наносит урон {n} базе {card} ({target})",
    },
    "ev.bequest": {
        "en": "{player} leaves {card} to {target}",
        "ru": "{player} оставляет карту {card}: {target}",
    },
    "ev.gift": {
        "en": "{player} moves {card} to the discard pile of {target}",
        "ru": "{player} перекладывает {card} в стопку сброса игрока {target}",
    },
    "ev.draw_game": {
        "en": "The turn limit is reached: the game is a draw",
        "ru": "Достигнут предел числа ходов: ничья",
    },
    "where.discard": {"en": "the discard pile", "ru": "в стопку сброса"},
    "where.top": {"en": "the top of the deck", "ru": "на верх колоды"},
    "where.hand": {"en": "the hand", "ru": "на руку"},
    # the table
    "format.duel": {"en": "Two players", "ru": "Игра вдвоём"},
    "format.ffa": {"en": "Free-for-all", "ru": "Куча-мала"},
    "format.hunter": {"en": "Hunter", "ru": "Охотник"},
    "format.hydra": {"en": "Hydra", "ru": "Гидра"},
    "format.emperor": {"en": "Emperor", "ru": "Император"},
    "format.raid": {"en": "Raid", "ru": "Налёт"},
    "role.emperor": {"en": "emperor", "ru": "император"},
    "role.admiral": {"en": "admiral", "ru": "адмирал"},
    "role.boss": {"en": "boss", "ru": "босс"},
    "role.raider": {"en": "raider", "ru": "налётчик"},
    "ui.team": {"en": "team {team}", "ru": "команда {team}"},
    "ui.out": {"en": "out of the game", "ru": "выбыл"},
    "ui.damage": {"en": "damage {n}", "ru": "урон {n}"},
    "ui.hand_of": {"en": "Hand of {player}", "ru": "Рука: {player}"},
    "ui.winners": {"en": "Winners: {players}.", "ru": "Победители: {players}."},
    "ui.standing": {"en": "Standing: {places}", "ru": "Итоговые места: {places}"},
    "ui.stats": {
        "en": "{player}: authority {authority} · hand {hand} · deck {deck} · discard pile {discard}",
        "ru": "{player}: влияние {authority} · на руке {hand} · личная колода {deck} · "
        "стопка сброса {discard}",
    },
    "ui.pools": {"en": "Trade {trade} · Combat {combat}", "ru": "Торговля {trade} · Бой {combat}"},
    "ui.bases": {"en": "Bases", "ru": "Базы"},
    "ui.ships": {"en": "Ships in play", "ru": "Корабли в игре"},
    "ui.hand": {"en": "Your hand", "ru": "Ваша рука"},
    "ui.trade_row": {"en": "Trade row", "ru": "Торговый ряд"},
    "ui.row_piles": {
        "en": "Explorers: {explorers} (cost {cost}) · trade deck: {deck} cards",
        "ru": "Исследователи: {explorers} (стоимость {cost}) · торговая колода: {deck} карт",
    },
    "ui.col.card": {"en": "Card", "ru": "Карта"},
    "ui.col.set": {"en": "Set", "ru": "Набор"},
    "ui.col.count": {"en": "Copies", "ru": "Копий"},
    "ui.col.cost": {"en": "Cost", "ru": "Цена"},
    "ui.col.faction": {"en": "Faction", "ru": "Фракция"},
    "ui.col.type": {"en": "Type", "ru": "Тип"},
    "ui.col.abilities": {"en": "Abilities", "ru": "Свойства"},
    "ui.defense": {"en": "{type}, defense {n}", "ru": "{type}, прочность {n}"},
    "ui.copy_of": {"en": "{card} (copy of {target})", "ru": "{card} (копия: {target})"},
    "ui.empty_slot": {"en": "(empty)", "ru": "(пусто)"},
    "ui.no_cost": {"en": "—", "ru": "—"},
    "ui.log": {"en": "Log", "ru": "Журнал"},
    # command line
    "cli.intro": {
        "en": "Star Realms (sets: {sets}; seed {seed}) against the {vs} bot. You move {order}. "
        "Type help for the commands.",
        "ru": "Star Realms (наборы: {sets}; зерно {seed}) против бота {vs}. Вы ходите {order}. "
        "Введите help, чтобы увидеть команды.",
    },
    "cli.intro.table": {
        "en": "Star Realms · {format} (sets: {sets}; seed {seed}). Seats: {seats}. "
        "Type help for the commands.",
        "ru": "Star Realms · {format} (наборы: {sets}; зерно {seed}). Места: {seats}. "
        "Введите help, чтобы увидеть команды.",
    },
    "cli.seat.human": {"en": "human", "ru": "человек"},
    "cli.bad_seats": {
        "en": "Bad --seats {seats!r}: name each seat ({known}), at least one human",
        "ru": "Неверный --seats {seats!r}: укажите каждое место ({known}), хотя бы один человек",
    },
    "cli.seats_conflict": {
        "en": "--seats already says who plays each seat: leave out --first and --vs",
        "ru": "--seats уже задаёт, кто играет на каждом месте: уберите --first и --vs",
    },
    "cli.seats_count": {
        "en": "--seats names {n} seats, but the table has {players} players",
        "ru": "В --seats указано мест: {n}, а игроков за столом: {players}",
    },
    "cli.order.0": {"en": "first", "ru": "первым"},
    "cli.order.1": {"en": "second", "ru": "вторым"},
    "cli.help": {
        "en": "Type the number of an action from the list, or its text form shown in brackets, "
        "e.g. 'buy row 2'; 'attack player 1 3' attacks Player 2 with only 3 combat (text forms "
        "count seats from 0).\n"
        "Commands: help — this text; log — the whole log; save [FILE] — save the game "
        "(to FILE, and there after every move from then on); quit — leave the game.",
        "ru": "Введите номер действия из списка или его текстовую форму в скобках, "
        "например 'buy row 2'; 'attack player 1 3' атакует Игрока 2, потратив только 3 боя "
        "(в текстовой форме места считаются с 0).\n"
        "Команды: help — эта справка; log — весь журнал; save [ФАЙЛ] — сохранить игру "
        "(в ФАЙЛ, и дальше сохранять туда после каждого хода); quit — выйти из игры.",
    },
    "cli.save_needs_file": {
        "en": "Name the file: save FILE.",
        "ru": "Укажите файл: save ФАЙЛ.",
    },
    "cli.bad_sets": {
        "en": "Unknown or empty card sets '{sets}' (known: {known}).",
        "ru": "Неизвестные или пустые наборы карт '{sets}' (известные: {known}).",
    },
    "cli.bad_vs": {
        "en": "Unknown bot '{vs}' (known: {known}).",
        "ru": "Неизвестный бот '{vs}' (известные: {known}).",
    },
    "cli.bad_first": {
        "en": "Unknown seat '{first}' for --first (known: {known}).",
        "ru": "Неизвестное значение '{first}' для --first (известные: {known}).",
    },
    "cli.cards_title": {"en": "Cards: {sets}", "ru": "Карты: {sets}"},
    # the browser table's server
    "web.srv.level.easy": {"en": "easy", "ru": "лёгкий"},
    "web.srv.level.medium": {"en": "medium", "ru": "средний"},
    "web.srv.level.hard": {"en": "hard", "ru": "сложный"},
    "web.srv.level.expert": {"en": "expert", "ru": "эксперт"},
    "web.srv.boss_won": {
        "en": "The boss has won: every player is out.",
        "ru": "Победил противник-автомат: все игроки выбыли.",
    },
    "cli.import.summary": {
        "en": "Replayed {steps} steps, compared {compared} figures.",
        "ru": "Воспроизведено шагов: {steps}, сверено показателей: {compared}.",
    },
    "cli.import.all_match": {
        "en": "Every figure matches the app's log.",
        "ru": "Все показатели совпали с журналом приложения.",
    },
    "cli.import.divergence": {
        "en": "First divergence, log line {line} ({card}): {what}: the log says {log}, "
        "our engine {engine} ({more} more).",
        "ru": "Первое расхождение, строка журнала {line} ({card}): {what}: в журнале {log}, "
        "у нас {engine} (ещё расхождений: {more}).",
    },
    "cli.import.unsupported": {
        "en": "Not replayed, line {line}: {what}",
        "ru": "Не воспроизведено, строка {line}: {what}",
    },
    "cli.import.unreadable": {"en": "{error}", "ru": "{error}"},
    "cli.import.not_a_log": {
        "en": "{path} is not a battle log of the Star Realms app: {error}",
        "ru": "{path} — не журнал партии приложения Star Realms: {error}",
    },
    "cli.import.bad_line": {
        "en": "Log line {n} is of no known kind: {line!r}",
        "ru": "Строка журнала {n} непонятна: {line!r}",
    },
    "cli.import.unsupported_card": {
        "en": "The card {card!r} is not in any set spacetable supports ({sets}).",
        "ru": "Карты {card!r} нет ни в одном наборе, который поддерживает spacetable ({sets}).",
    },
    "cli.import.no_record": {
        "en": "The game could not be rebuilt as a record, so it cannot be saved.",
        "ru": "Партию не удалось собрать в запись, поэтому её нельзя сохранить.",
    },
    "cli.import.saved": {"en": "Record saved to {path}.", "ru": "Запись сохранена в {path}."},
    "cli.import.on_table": {
        "en": "On the table: start `spacetable serve` and open {path}",
        "ru": "Партия на столе: запустите `spacetable serve` и откройте {path}",
    },
}
