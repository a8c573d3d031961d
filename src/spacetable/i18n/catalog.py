"""The message catalog: every user-facing string in Russian and English.

Game terms follow the Hobby World rule books (see docs/glossary in the reference sheets).
"""

from __future__ import annotations

CATALOG: dict[str, dict[str, str]] = {
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
    "name.human": {"en": "Player", "ru": "Игрок"},
    "name.bot": {"en": "Bot", "ru": "Бот"},
    "name.seat": {"en": "Player {n}", "ru": "Игрок {n}"},
    "name.you": {"en": "{name} (you)", "ru": "{name} (вы)"},
    "name.with_bot": {"en": "{name} (bot {bot})", "ru": "{name} (бот {bot})"},
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
    "ui.pass_to": {
        "en": "Pass the device to {player} and press Enter.",
        "ru": "Передайте устройство: {player} — и нажмите Enter.",
    },
    "ui.turn": {"en": "Turn {turn}: {player} to move", "ru": "Ход {turn}: ходит {player}"},
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
    "cli.bad_table": {
        "en": "Cannot set up this table: {error}",
        "ru": "Такой стол не собрать: {error}",
    },
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
    "cli.resumed": {
        "en": "Resumed {path}: {n} moves replayed.",
        "ru": "Игра из {path} продолжена: повторено ходов: {n}.",
    },
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
    "cli.bad_number": {
        "en": "There is no action number {n}: choose 1 to {count}.",
        "ru": "Нет действия с номером {n}: выберите от 1 до {count}.",
    },
    "cli.illegal": {
        "en": "Not a legal move: '{text}' ({error}). Nothing changed; type help for help.",
        "ru": "Недопустимый ход: '{text}' ({error}). Ничего не изменилось; справка — help.",
    },
    "cli.saved": {"en": "Game saved to {path}.", "ru": "Игра сохранена в {path}."},
    "cli.save_needs_file": {
        "en": "Name the file: save FILE.",
        "ru": "Укажите файл: save ФАЙЛ.",
    },
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
    "cli.bad_sets": {
        "en": "Unknown or empty card sets '{sets}' (known: {known}).",
        "ru": "Неизвестные или пустые наборы карт '{sets}' (известные: {known}).",
    },
    "cli.bad_lang": {
        "en": "Unknown language '{value}' (known: {known}).",
        "ru": "Неизвестный язык '{value}' (известные: {known}).",
    },
    "cli.bad_vs": {
        "en": "Unknown bot '{vs}' (known: {known}).",
        "ru": "Неизвестный бот '{vs}' (известные: {known}).",
    },
    "cli.bad_first": {
        "en": "Unknown seat '{first}' for --first (known: {known}).",
        "ru": "Неизвестное значение '{first}' для --first (известные: {known}).",
    },
    "cli.bad_save": {
        "en": "Cannot load the saved game: {error}",
        "ru": "Не удалось загрузить сохранённую игру: {error}",
    },
    "cli.save_mismatch": {
        "en": "{path} does not match the command line: {what} is {saved} there but {given} here.",
        "ru": "{path} не совпадает с командной строкой: {what} там {saved}, а здесь {given}.",
    },
    "cli.cards_title": {"en": "Cards: {sets}", "ru": "Карты: {sets}"},
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
    "web.srv.level.easy": {"en": "easy", "ru": "лёгкий"},
    "web.srv.level.medium": {"en": "medium", "ru": "средний"},
    "web.srv.level.hard": {"en": "hard", "ru": "сложный"},
    "web.srv.level.expert": {"en": "expert", "ru": "эксперт"},
    "web.srv.winners": {"en": "Won: {players}", "ru": "Победа: {players}"},
    "web.srv.boss_won": {
        "en": "The boss has won: every player is out.",
        "ru": "Победил противник-автомат: все игроки выбыли.",
    },
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
    "cli.konflikt.bench.not_for": {
        "en": "Not for «Конфликт»: {options} (it takes --games, --seed, --decks, --players 2).",
        "ru": "Не для «Конфликта»: {options} (он принимает --games, --seed, --decks, --players 2).",
    },
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
