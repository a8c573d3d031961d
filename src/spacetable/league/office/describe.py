"""One sentence per league event, in Russian and English, for the history.

:func:`describe` names the players, territories, factions and technologies of an event from
the league's state (the state after the event or later: names never change and nobody
leaves the roster) and hides what ``viewer`` may not see yet: another player's declaration
while the round's attack phase is open
(:func:`~spacetable.league.rounds.declarations.visible_declarations`) and another player's income
or a newcomer's starting credits, which would tell their credits. The organiser (``viewer``
None) sees everything. Game terms are the rules': ИК (imperial credits), СГ (light years),
звездолёт, заявка, Альянс, взнос, наёмники, столица.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from spacetable.i18n import check_lang
from spacetable.league.combat.battles import ship_name
from spacetable.league.rounds.declarations import visible_declarations
from spacetable.league.season.calendar import Phase, phase_name
from spacetable.league.season.state import League

Payload = Mapping[str, Any]


@dataclass(frozen=True)
class _Say:
    """What a describer sees: the league, the viewer, and how to name things."""

    league: League
    viewer: str | None

    def player(self, player: str | None) -> str:
        """A player's name (the id when unknown)."""
        found = self.league.players.get(player or "")
        return found.name if found else str(player)

    def ship(self, player: str, lang: str) -> str:
        """Who flies a battle's ship: a player's name, or the hired smugglers or mercenaries
        in ``lang``."""
        return ship_name(self.league, player, lang)

    def players(self, players: Iterable[str]) -> str:
        """Players' names joined with commas."""
        return ", ".join(self.player(p) for p in players)

    def place(self, territory: str, lang: str) -> str:
        """A territory's name in ``lang``; in Russian in «» (names do not decline)."""
        return self.league.place(territory, lang)

    def places(self, territories: Iterable[str], lang: str) -> str:
        """Territories' names joined with commas."""
        return ", ".join(self.place(t, lang) for t in territories)

    def faction(self, faction: str, lang: str) -> str:
        """A faction's name in ``lang``."""
        found = self.league.factions.get(faction)
        return found.name.text(lang) if found else faction

    def tech(self, tech: str, lang: str) -> str:
        """A technology's name in ``lang``."""
        found = self.league.techs.by_id.get(tech)
        return found.name.text(lang) if found else tech

    def shares(self, amounts: Mapping[str, int], lang: str) -> str:
        """Credits by player: "Ann — 50 ИК, Bob — 50 ИК"."""
        unit = "ИК" if lang == "ru" else "credits"
        return ", ".join(f"{self.ship(p, lang)} — {n} {unit}" for p, n in amounts.items())

    def sees_credits_of(self, player: str) -> bool:
        """Whether the viewer may know ``player``'s credits."""
        return self.viewer is None or self.viewer == player

    def sees_declaration(self, payload: Payload) -> bool:
        """Whether the viewer may see the declaration of ``payload`` (its author, the
        organiser, and everyone once the round's attack phase has closed)."""
        if self.sees_credits_of(payload["player"]) or payload["round"] != self.league.round:
            return True
        visible = visible_declarations(self.league, self.viewer)
        return any(d.id == payload["declaration"] for d in visible)


Text = tuple[str, str]  # (English, Russian)
Describer = Callable[[_Say, Payload], Text]


def _pick(text: Text, lang: str) -> str:
    return text[1] if lang == "ru" else text[0]


def _by_engine(payload: Payload) -> Text:
    """The note on a choice the engine made for a player who did not make it in time."""
    if payload.get("chosen", True):
        return "", ""
    return " (chosen by the engine)", " (выбрано автоматически)"


def _phase(payload: Payload) -> Text:
    phase = Phase(payload["phase"])
    return phase_name(phase, "en"), phase_name(phase, "ru")


def _created(s: _Say, p: Payload) -> Text:
    return (
        f"League «{p['name']}» created: the season starts on {p['start']} ({p['tz']})",
        f"Создана лига «{p['name']}»: сезон начинается {p['start']} ({p['tz']})",
    )


def _registered(s: _Say, p: Payload) -> Text:
    enters = p.get("enters")
    en_when = f" (enters the game in round {enters})" if enters else ""
    ru_when = f" (входит в игру в {enters}-м раунде)" if enters else ""
    return (
        f"{p['name']} joins the league playing the {s.faction(p['faction'], 'en')}{en_when}",
        f"{p['name']} вступает в лигу за фракцию «{s.faction(p['faction'], 'ru')}»{ru_when}",
    )


def _calendar(s: _Say, p: Payload) -> Text:
    return (
        f"The calendar is set: the season starts on {p['start']} ({p['tz']})",
        f"Календарь изменён: сезон начинается {p['start']} ({p['tz']})",
    )


def _started(s: _Say, p: Payload) -> Text:
    seats = p["capitals"].items()
    en = "; ".join(f"{s.player(pl)} at {s.place(c, 'en')}" for pl, c in seats)
    ru = "; ".join(f"{s.player(pl)} — {s.place(c, 'ru')}" for pl, c in seats)
    return f"The season starts. Capitals: {en}", f"Сезон начался. Столицы: {ru}"


def _phase_closed(s: _Say, p: Payload) -> Text:
    en, ru = _phase(p)
    return (
        f"Round {p['round']}: the {en} phase closes",
        f"Раунд {p['round']}: этап «{ru}» завершён",
    )


def _phase_opened(s: _Say, p: Payload) -> Text:
    en, ru = _phase(p)
    return (
        f"Round {p['round']}: the {en} phase opens",
        f"Раунд {p['round']}: начался этап «{ru}»",
    )


def _finished(s: _Say, p: Payload) -> Text:
    return "The season is over", "Сезон окончен"


def _income(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    if p["withheld"] == "paused":
        return f"{who} is paused: no income", f"{who} на паузе: дохода нет"
    if p["withheld"] == "no_territory":
        return f"{who} holds no territory: no income", f"{who} без территорий: дохода нет"
    if not s.sees_credits_of(p["player"]):
        return f"{who} receives the round's income", f"{who} получает доход за раунд"
    return (
        f"{who} receives {p['amount']} credits of income",
        f"{who} получает доход: {p['amount']} ИК",
    )


def _proposed(s: _Say, p: Payload) -> Text:
    members = s.players(p["members"])
    split = p.get("split")
    en = s.shares(split, "en") if split else "evenly"
    ru = s.shares(split, "ru") if split else "поровну"
    if p.get("joins"):
        newcomer = s.player(p["members"][-1])
        return (
            f"Proposal {p['alliance']}: {newcomer} joins alliance {p['joins']}: {members} "
            f"(paid at once: {en})",
            f"Предложение {p['alliance']}: игрок {newcomer} вступает в Альянс {p['joins']}: "
            f"{members} (взнос сразу: {ru})",
        )
    return (
        f"Alliance {p['alliance']} proposed: {members} (dues split: {en})",
        f"Предложен Альянс {p['alliance']}: {members} (взнос: {ru})",
    )


def _consented(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} agrees to alliance {p['alliance']}",
        f"{who} соглашается на Альянс {p['alliance']}",
    )


def _formed(s: _Say, p: Payload) -> Text:
    members = s.players(p["dues"])
    return (
        f"Alliance {p['alliance']} formed: {members}; dues paid: {s.shares(p['dues'], 'en')}",
        f"Альянс {p['alliance']} создан: {members}; взнос уплачен: {s.shares(p['dues'], 'ru')}",
    )


def _dues_paid(s: _Say, p: Payload) -> Text:
    return (
        f"Alliance {p['alliance']} pays its dues for round {p['round']}: "
        f"{s.shares(p['dues'], 'en')}",
        f"Альянс {p['alliance']} платит взнос за {p['round']}-й раунд: {s.shares(p['dues'], 'ru')}",
    )


def _dues_unpaid(s: _Say, p: Payload) -> Text:
    debtors = s.players(p["debtors"]) or "—"
    return (
        f"Alliance {p['alliance']} cannot pay its dues for round {p['round']}; "
        f"each gives up a planet: {debtors}",
        f"Альянс {p['alliance']} не может заплатить взнос за {p['round']}-й раунд; "
        f"по планете отдают: {debtors}",
    )


def _given_up(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    en_how, ru_how = _by_engine(p)
    return (
        f"{who} gives up {s.place(p['territory'], 'en')}: it is neutral now{en_how}",
        f"{who} отдаёт планету {s.place(p['territory'], 'ru')}: она становится ничейной{ru_how}",
    )


def _left(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    if p["reason"] == "eliminated":
        return (
            f"{who} holds no territory and is out of alliance {p['alliance']}",
            f"{who} не владеет ни одной территорией и выбывает из Альянса {p['alliance']}",
        )
    return f"{who} leaves alliance {p['alliance']}", f"{who} выходит из Альянса {p['alliance']}"


def _alliance_joined(s: _Say, p: Payload) -> Text:
    who, members = s.player(p["player"]), s.players(p["members"])
    paid = any(p["dues"].values())
    en_dues = f"dues paid: {s.shares(p['dues'], 'en')}" if paid else "nothing more to pay"
    ru_dues = f"взнос уплачен: {s.shares(p['dues'], 'ru')}" if paid else "доплаты нет"
    return (
        f"{who} joins alliance {p['alliance']} ({p['proposal']}): {members}; {en_dues}; "
        f"bound from round {p['round']}",
        f"{who} вступает в Альянс {p['alliance']} ({p['proposal']}): {members}; {ru_dues}; "
        f"обязателен с {p['round']}-го раунда",
    )


def _dissolved(s: _Say, p: Payload) -> Text:
    members = s.players(p["members"])
    return (
        f"Alliance {p['alliance']} ({members}) breaks up: its dues for round {p['round']} "
        "are not paid",
        f"Альянс {p['alliance']} ({members}) распадается: взнос за {p['round']}-й раунд не уплачен",
    )


def _structures(s: _Say, p: Payload, lang: str) -> str:
    parts = []
    for entrance, exit_ in p.get("wormholes", ()):
        wormhole = "Червоточина" if lang == "ru" else "wormhole"
        parts.append(f"{wormhole} {s.place(entrance, lang)} → {s.place(exit_, lang)}")
    if p.get("dens"):
        den = "логово контрабандистов" if lang == "ru" else "smugglers' den"
        parts.append(f"{den}: {s.places(p['dens'], lang)}")
    return "".join(f"; {part}" for part in parts)


def _tech(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    en_price = "free (a newcomer's)" if p.get("free") else f"for {p['price']} credits"
    ru_price = "бесплатно (как новичок)" if p.get("free") else f"за {p['price']} ИК"
    return (
        f"{who} researches {s.tech(p['tech'], 'en')} {en_price}{_structures(s, p, 'en')}",
        f"{who} изучает технологию «{s.tech(p['tech'], 'ru')}» {ru_price}{_structures(s, p, 'ru')}",
    )


def _capital_moved(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} moves the capital to {s.place(p['territory'], 'en')} ({p['price']} credits)",
        f"{who} переносит столицу на {s.place(p['territory'], 'ru')} ({p['price']} ИК)",
    )


def _pause(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} takes a pause in round {p['round']}",
        f"{who} берёт паузу в {p['round']}-м раунде",
    )


VIA: dict[str | None, Text] = {
    None: ("", ""),
    "entry": (", entering the game", ", при входе в игру"),
    "return": (", to return to the game", ", для возвращения в игру"),
}


def _hyperdrive(p: Payload) -> Text:
    en, ru = VIA.get(p.get("via"), ("", ""))
    if p.get("hyperdrive"):
        return f", with the Hyperdrive{en}", f", с Гипердрайвом{ru}"
    return en, ru


def _declared(kind: str) -> Describer:
    def said(s: _Say, p: Payload) -> Text:
        who = s.player(p["player"])
        if not s.sees_declaration(p):
            return f"{who} makes a secret declaration", f"{who} делает тайную заявку"
        en_hd, ru_hd = _hyperdrive(p)
        where_en, where_ru = s.place(p["target"], "en"), s.place(p["target"], "ru")
        if kind == "attack":
            return (
                f"{who} declares an attack on {where_en} ({p['declaration']}; "
                f"{p['distance']} LY, penalty {p['penalty']}{en_hd})",
                f"{who} объявляет атаку на {where_ru} ({p['declaration']}; "
                f"{p['distance']} СГ, штраф {p['penalty']}{ru_hd})",
            )
        return (
            f"{who} declares a colonisation of {where_en} ({p['declaration']}; "
            f"{p['distance']} LY, {p['reserved']} credits held back{en_hd})",
            f"{who} объявляет колонизацию {where_ru} ({p['declaration']}; "
            f"{p['distance']} СГ, удержано {p['reserved']} ИК{ru_hd})",
        )

    return said


def _lots(s: _Say, p: Payload) -> Text:
    order = s.players(p["order"])
    return (
        f"Round {p['round']}: the lot orders the players {order}",
        f"Раунд {p['round']}: жребий определил очерёдность: {order}",
    )


def _declaration(s: _Say, declaration: str) -> tuple[str, str, str]:
    """The author's name and the target in English and Russian of ``declaration``."""
    found = s.league.declarations.get(declaration)
    if found is None:
        return declaration, declaration, declaration
    return s.player(found.player), s.place(found.target, "en"), s.place(found.target, "ru")


def _cancelled(s: _Say, p: Payload) -> Text:
    who, en, ru = _declaration(s, p["declaration"])
    first, _, _ = _declaration(s, p["kept"])
    return (
        f"{who}'s declaration {p['declaration']} on {en} is cancelled: {first} goes first",
        f"Заявка {p['declaration']} игрока {who} на {ru} отменена: первым ходит {first}",
    )


def _recalled(s: _Say, p: Payload) -> Text:
    who, en, ru = _declaration(s, p["declaration"])
    return (
        f"{who} recalls declaration {p['declaration']} on {en}",
        f"{who} отзывает звездолёт с заявки {p['declaration']} на {ru}",
    )


def _joined(s: _Say, p: Payload) -> Text:
    author, en, ru = _declaration(s, p["declaration"])
    who = s.player(p["player"])
    en_hd, ru_hd = _hyperdrive(p)
    found = s.league.declarations.get(p["declaration"])
    attack = found is None or found.kind == "attack"
    what_en = "attack on" if attack else "colonisation of"
    what_ru = "атаке" if attack else "колонизации"
    cost_en = f"penalty {p['penalty']}" if attack else f"{p['reserved']} credits held back"
    cost_ru = f"штраф {p['penalty']}" if attack else f"удержано {p['reserved']} ИК"
    return (
        f"{who} joins {author}'s {what_en} {en} ({p['declaration']}; "
        f"{p['distance']} LY, {cost_en}{en_hd})",
        f"{who} присоединяется к {what_ru} игрока {author} на {ru} ({p['declaration']}; "
        f"{p['distance']} СГ, {cost_ru}{ru_hd})",
    )


def _defender(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} defends {s.place(p['territory'], 'en')} (penalty {p['penalty']})",
        f"{who} защищает {s.place(p['territory'], 'ru')} (штраф {p['penalty']})",
    )


def _mercenary(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} hires space mercenaries for {s.place(p['territory'], 'en')} ({p['price']} credits)",
        f"{who} нанимает космических наёмников на защиту {s.place(p['territory'], 'ru')} "
        f"({p['price']} ИК)",
    )


ROLES: dict[str, Text] = {
    "attacker": ("attacker", "нападающий"),
    "defender": ("defender", "защитник"),
    "coloniser": ("coloniser", "колонизатор"),
    "smuggler": ("hired by {by}", "наняты игроком {by}"),
    "mercenary": ("hired by {by}", "наняты игроком {by}"),
}


def _participant(s: _Say, ship: Payload, lang: str) -> str:
    role = _pick(ROLES.get(ship["role"], (ship["role"], ship["role"])), lang)
    by = s.player(ship.get("hired_by"))
    return f"{s.ship(ship['player'], lang)} ({role.format(by=by)})"


def _formed_battle(s: _Say, p: Payload) -> Text:
    ships = p["participants"]
    en = ", ".join(_participant(s, x, "en") for x in ships)
    ru = ", ".join(_participant(s, x, "ru") for x in ships)
    return (
        f"Battle {p['battle']} for {s.place(p['territory'], 'en')}: {en}",
        f"Бой {p['battle']} за {s.place(p['territory'], 'ru')}: {ru}",
    )


CAPTURE_HOW = {
    "undefended": ("undefended", "без защиты"),
    "battle": ("won in battle", "победа в бою"),
    "no_show": ("the others did not come", "соперники не явились"),
}


def _captured(s: _Say, p: Payload) -> Text:
    who, previous = s.player(p["player"]), s.player(p["previous"])
    en, ru = CAPTURE_HOW[p["reason"]]
    return (
        f"{who} captures {s.place(p['territory'], 'en')} from {previous} ({en})",
        f"{who} захватывает {s.place(p['territory'], 'ru')} у игрока {previous} ({ru})",
    )


def _colonised(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} colonises {s.place(p['territory'], 'en')} for {p['price']} credits",
        f"{who} колонизирует {s.place(p['territory'], 'ru')} за {p['price']} ИК",
    )


def _held(s: _Say, p: Payload) -> Text:
    holder, attackers = s.player(p["holder"]), s.players(p["attackers"])
    en_alone, ru_alone = "", ""
    if not p.get("holder_defended", True):  # ruling 110
        en_alone = f" ({holder} had no ship of their own there: no battle lost)"
        ru_alone = f" (своих звездолётов игрока {holder} там не было: бой не проигран)"
    return (
        f"Space mercenaries hold {s.place(p['territory'], 'en')} for {holder} against "
        f"{attackers}{en_alone}",
        f"Космические наёмники удержали {s.place(p['territory'], 'ru')} для игрока {holder}; "
        f"нападавшие: {attackers}{ru_alone}",
    )


def _flight(flight: int | None) -> Text:
    if flight is None:
        return "", ""
    return f", ship destroyed in flight {flight}", f", звездолёт уничтожен в {flight}-м полёте"


def _entered(s: _Say, p: Payload) -> Text:
    by_en = s.player(p["by"]) if p["by"] else "The organiser"
    by_ru = s.player(p["by"]) if p["by"] else "Организатор"
    en_fl, ru_fl = _flight(p.get("destroyed_in_flight"))
    who = s.player(p["player"])
    return (
        f"{by_en} enters {who}'s result in battle {p['battle']}: {p['points']} points{en_fl}",
        f"{by_ru} вносит результат игрока {who} в бою {p['battle']}: {p['points']} очков{ru_fl}",
    )


def _confirmed(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} confirms the results of battle {p['battle']}",
        f"{who} подтверждает результаты боя {p['battle']}",
    )


def _no_show(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"The organiser records that {who} did not come to battle {p['battle']}",
        f"Организатор отмечает неявку игрока {who} на бой {p['battle']}",
    )


def _results(s: _Say, results: Mapping[str, Mapping[str, Any]], lang: str) -> str:
    parts = []
    for player, result in results.items():
        flight = result.get("destroyed_in_flight")
        points = f"{result['points']} {'очков' if lang == 'ru' else 'points'}"
        parts.append(f"{s.player(player)} — {points}{_pick(_flight(flight), lang)}")
    return "; ".join(parts)


def _overridden(s: _Say, p: Payload) -> Text:
    return (
        f"The organiser sets the results of battle {p['battle']}: "
        f"{_results(s, p['results'], 'en')} (reason: {p['reason']})",
        f"Организатор устанавливает результаты боя {p['battle']}: "
        f"{_results(s, p['results'], 'ru')} (причина: {p['reason']})",
    )


def _settled(s: _Say, p: Payload) -> Text:
    found = s.league.battles.get(p["battle"])
    where_en = f" for {s.place(found.territory, 'en')}" if found else ""
    where_ru = f" за {s.place(found.territory, 'ru')}" if found else ""
    won_en = f"{s.ship(p['winner'], 'en')} wins" if p["winner"] else "nobody wins"
    won_ru = f"победа: {s.ship(p['winner'], 'ru')}" if p["winner"] else "победителя нет"
    paid_en = f"; credits: {s.shares(p['credits'], 'en')}" if p["credits"] else ""
    paid_ru = f"; ИК: {s.shares(p['credits'], 'ru')}" if p["credits"] else ""
    return (
        f"Battle {p['battle']}{where_en} is over: {won_en}{paid_en}",
        f"Бой {p['battle']}{where_ru} окончен: {won_ru}{paid_ru}",
    )


def _named(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    en_how, ru_how = _by_engine(p)
    return (
        f"{who} names {s.place(p['territory'], 'en')} the new capital{en_how}",
        f"{who} назначает новой столицей {s.place(p['territory'], 'ru')}{ru_how}",
    )


def _spoils(s: _Say, p: Payload) -> Text:
    who, loser = s.player(p["player"]), s.player(p["loser"])
    en_how, ru_how = _by_engine(p)
    taken_en = s.places(p["territories"], "en") or "nothing"
    taken_ru = s.places(p["territories"], "ru") or "ничего"
    return (
        f"With the capital {s.place(p['capital'], 'en')} {who} takes from {loser}: "
        f"{taken_en}{en_how}",
        f"Вместе со столицей {s.place(p['capital'], 'ru')} {who} забирает у игрока {loser}: "
        f"{taken_ru}{ru_how}",
    )


MORALE = {
    ("demoralised", "battles"): (
        "Demoralisation (battles lost)",
        "Деморализации (проигранные бои)",
    ),
    ("demoralised", "capital"): (
        "Demoralisation (capital lost)",
        "Деморализации (потеряна столица)",
    ),
    ("inspired", "battles"): ("Inspiration (battles won)", "Воодушевления (выигранные бои)"),
    ("inspired", "capital"): ("Inspiration (a capital taken)", "Воодушевления (захвачена столица)"),
}


def _morale(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    en, ru = MORALE[(p["status"], p["reason"])]
    rounds = ", ".join(str(r) for r in p["rounds"])
    return (
        f"{who} gets the status of {en} for round(s) {rounds}",
        f"{who} получает статус {ru} на раунды: {rounds}",
    )


def effect_name(league: League, player: str, effect: str, lang: str) -> str:
    """An in-flight effect ``player`` used, in ``lang``: the name of the technology that
    gives it, else the faction's text of it (the id when unknown)."""
    for tech in league.techs:
        if tech.battle_effect is not None and tech.battle_effect.id == effect:
            return tech.name.text(lang)
    who = league.players.get(player)
    effects = league.factions[who.faction].battle_effects if who else ()
    found = next((e for e in effects if e.id == effect), None)
    return found.text.text(lang).rstrip(".") if found else effect


def _effect(s: _Say, player: str, effect: str, lang: str) -> str:
    name = effect_name(s.league, player, effect, lang)
    return f"«{name}»" if lang == "ru" else f"“{name}”"


def _effect_used(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} uses {_effect(s, p['player'], p['effect'], 'en')} in battle {p['battle']} "
        f"(paid {p['paid']} credits, penalty {p['penalty']})",
        f"{who} использует {_effect(s, p['player'], p['effect'], 'ru')} в бою {p['battle']} "
        f"(уплачено {p['paid']} ИК, штраф {p['penalty']})",
    )


def _entered_game(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    if p["capital"] is None:
        en_where = "without a capital (as a returning player)"
        ru_where = "без столицы (как возвращающийся игрок)"
    else:
        en_where = f"with the capital {s.place(p['capital'], 'en')}"
        ru_where = f"со столицей {s.place(p['capital'], 'ru')}"
    en_land = f" and {s.places(p['territories'], 'en')}" if p["territories"] else ""
    ru_land = f" и территориями {s.places(p['territories'], 'ru')}" if p["territories"] else ""
    if s.sees_credits_of(p["player"]):
        en_credits, ru_credits = f"{p['credits']} credits", f"{p['credits']} ИК"
    else:
        en_credits, ru_credits = "starting credits", "стартовые ИК"
    en_how, ru_how = _by_engine(p)
    return (
        f"{who} enters the game in round {p['round']} {en_where}{en_land}; {en_credits}, "
        f"{p['battles_won']} battles counted as won, {p['free_techs']} free technologies"
        f"{en_how}",
        f"{who} входит в игру в {p['round']}-м раунде {ru_where}{ru_land}; {ru_credits}, "
        f"побед в боях засчитано: {p['battles_won']}, бесплатных технологий: {p['free_techs']}"
        f"{ru_how}",
    )


def _eliminated(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} loses their last territory in round {p['round']} and is out of the game",
        f"{who} лишается последней территории в {p['round']}-м раунде и выбывает из игры",
    )


def _returned(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} takes a territory in round {p['round']} and is back in the game",
        f"{who} занимает территорию в {p['round']}-м раунде и возвращается в игру",
    )


def _smuggler(s: _Say, p: Payload) -> Text:
    who = s.player(p["player"])
    return (
        f"{who} hires the smugglers of the den at {s.place(p['den'], 'en')} for "
        f"{s.place(p['territory'], 'en')} ({p['price']} credits)",
        f"{who} нанимает контрабандистов из логова на {s.place(p['den'], 'ru')} для защиты "
        f"{s.place(p['territory'], 'ru')} ({p['price']} ИК)",
    )


def _expelled(s: _Say, p: Payload) -> Text:
    who, hirer = s.player(p["player"]), s.player(p["hirer"])
    return (
        f"{who} pays {p['cost']} credits to put {s.ship(p['hired'], 'en')} out of battle "
        f"{p['battle']}; {hirer} gets back {p['refund']} credits",
        f"{who} платит {p['cost']} ИК и выводит из боя {p['battle']}: "
        f"{s.ship(p['hired'], 'ru')}; игроку {hirer} возвращено {p['refund']} ИК",
    )


def _forced(s: _Say, p: Payload) -> Text:
    who, target = s.player(p["player"]), s.player(p["target"])
    members = s.players(p["members"])
    en_dues = f"; dues paid: {s.shares(p['dues'], 'en')}" if p.get("dues") else ""
    ru_dues = f"; взнос уплачен: {s.shares(p['dues'], 'ru')}" if p.get("dues") else ""
    return (
        f"{who} forces alliance {p['alliance']} on {target}: {members}{en_dues}",
        f"{who} принуждает игрока {target} к Альянсу {p['alliance']}: {members}{ru_dues}",
    )


def _swap_proposed(s: _Say, p: Payload) -> Text:
    who, partner = s.player(p["player"]), s.player(p["partner"])
    return (
        f"{who} offers {partner} {s.place(p['give'], 'en')} for "
        f"{s.place(p['take'], 'en')} ({p['swap']})",
        f"{who} предлагает игроку {partner} обменять {s.place(p['give'], 'ru')} на "
        f"{s.place(p['take'], 'ru')} ({p['swap']})",
    )


def _swapped(s: _Say, p: Payload) -> Text:
    who, partner = s.player(p["player"]), s.player(p["partner"])
    return (
        f"{partner} accepts swap {p['swap']}: {who} holds {s.place(p['take'], 'en')}, "
        f"{partner} holds {s.place(p['give'], 'en')}",
        f"{partner} принимает обмен {p['swap']}: {who} получает {s.place(p['take'], 'ru')}, "
        f"{partner} — {s.place(p['give'], 'ru')}",
    )


SECRET_KINDS = ("attack_declared", "colonisation_declared")
DESCRIBERS: dict[str, Describer] = {
    "league_created": _created,
    "calendar_set": _calendar,
    "player_registered": _registered,
    "season_started": _started,
    "phase_closed": _phase_closed,
    "phase_opened": _phase_opened,
    "season_finished": _finished,
    "income_paid": _income,
    "alliance_proposed": _proposed,
    "alliance_consented": _consented,
    "alliance_formed": _formed,
    "alliance_dues_paid": _dues_paid,
    "alliance_dues_unpaid": _dues_unpaid,
    "planet_given_up": _given_up,
    "alliance_left": _left,
    "alliance_joined": _alliance_joined,
    "alliance_dissolved": _dissolved,
    "tech_bought": _tech,
    "capital_moved": _capital_moved,
    "pause_taken": _pause,
    "attack_declared": _declared("attack"),
    "colonisation_declared": _declared("colonisation"),
    "lots_drawn": _lots,
    "declaration_cancelled": _cancelled,
    "declaration_recalled": _recalled,
    "declaration_joined": _joined,
    "defender_placed": _defender,
    "mercenary_hired": _mercenary,
    "battle_formed": _formed_battle,
    "territory_captured": _captured,
    "territory_colonised": _colonised,
    "mercenaries_held": _held,
    "battle_result_entered": _entered,
    "battle_result_confirmed": _confirmed,
    "battle_no_show": _no_show,
    "battle_overridden": _overridden,
    "battle_settled": _settled,
    "capital_named": _named,
    "capital_spoils_taken": _spoils,
    "morale_set": _morale,
    "battle_effect_used": _effect_used,
    "player_entered": _entered_game,
    "player_eliminated": _eliminated,
    "player_returned": _returned,
    "smuggler_hired": _smuggler,
    "hired_defender_expelled": _expelled,
    "alliance_forced": _forced,
    "planet_swap_proposed": _swap_proposed,
    "planets_swapped": _swapped,
}


SECRET_KIND = "secret_declaration"  # what a hidden declaration's kind is shown as


def shown_kind(league: League, kind: str, payload: Payload, viewer: str | None) -> str:
    """The event's kind as ``viewer`` may see it: a declaration they may not see yet is
    :data:`SECRET_KIND` (its kind would tell an attack from a colonisation)."""
    secret = kind in SECRET_KINDS and not _Say(league, viewer).sees_declaration(payload)
    return SECRET_KIND if secret else kind


def describe(league: League, kind: str, payload: Payload, lang: str, viewer: str | None) -> str:
    """The event ``kind`` with ``payload`` as one sentence in ``lang`` ("ru" or "en") for
    ``viewer`` (a player id, or None for the organiser), without what the viewer may not see
    yet. ``league`` is the state after the event (or later). An event kind without a
    description (added to the rules since) is named by its kind."""
    describer = DESCRIBERS.get(kind)
    if describer is None:
        return kind
    return _pick(describer(_Say(league, viewer), payload), check_lang(lang))
