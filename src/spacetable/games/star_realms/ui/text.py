"""Star Realms in words: effects, actions, decision options and events, in Russian or English."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.games.star_realms.cards import CardDef
from spacetable.games.star_realms.challenges import load_challenge
from spacetable.games.star_realms.effect_specs import FACTIONS, Spec
from spacetable.games.star_realms.moves import base_defense_left, chips_at, pool
from spacetable.games.star_realms.state import StarRealmsState
from spacetable.i18n import cards_word, t


def describe_effects(specs: Sequence[Spec], lang: str) -> str:
    """A list of effects as one readable phrase."""
    return ", ".join(_describe(s, lang) for s in specs)


_COUNTED_CARDS = (
    "draw",
    "opponent_discards",
    "scrap_trade_row",
    "discard",
    "topdeck_from_discard",
)
_PLAIN_TEXT = (
    "copy_ship",
    "copy_base",
    "return_base_to_hand",
    "choose_faction",
    "destroy_own_base",
    "scrap_entire_trade_row",
)


def _describe(s: Spec, lang: str) -> str:
    tok = s.token
    if tok in ("trade", "combat", "authority", "lose_authority"):
        return t(f"eff.{tok}", lang, n=s.n)
    if tok in ("reduce_attack_damage",):
        return t(f"passive.{tok}", lang, n=s.n)
    if tok in _COUNTED_CARDS:
        return t(f"eff.{tok}", lang, cards=cards_word(s.n, lang))
    if tok in _PLAIN_TEXT:
        return t(f"eff.{tok}", lang)
    if tok in ("scrap_hand", "scrap_discard", "scrap_hand_or_discard", "discard_up_to"):
        key = f"eff.{tok}.mandatory" if s.opt("mandatory") == "true" else f"eff.{tok}"
        text = t(key, lang, cards=cards_word(s.n, lang))
        if s.opt("factions"):
            names = ", ".join(t(f"faction.{f}", lang) for f in s.opt("factions").split("|"))
            text = t("eff.scrap_only", lang, effect=text, factions=names)
        return text
    if tok == "discard_then_draw":
        return t(f"eff.{tok}", lang, cards=cards_word(s.n, lang))
    if tok == "gain_ally":
        return t("eff.gain_ally", lang, faction=t(f"faction.{s.opt('faction')}", lang))
    if tok == "draw_then_topdeck":
        return t(f"eff.{tok}", lang, cards=cards_word(s.n, lang), back=s.opt("back"))
    if tok in ("each_player", "active_player", "each_other_player", "now_then_others_next_turn"):
        return t(f"eff.group.{tok}", lang, effects=describe_effects(s.branches[0], lang))
    if tok == "destroy_base":
        return t(
            "eff.destroy_base.optional" if s.opt("optional") == "true" else "eff.destroy_base", lang
        )
    if tok == "acquire_free":
        what = t(f"eff.what.{s.opt('types', 'any')}", lang)
        cost = s.opt("max_cost")
        text = (
            t("eff.acquire_free.any", lang, what=what)
            if cost == "any"
            else t("eff.acquire_free", lang, what=what, cost=cost)
        )
        to = s.opt("to", "discard")
        text = text if to == "discard" else f"{text} {t(f'eff.to.{to}', lang)}"
        if s.opt("optional") == "true":
            return t("eff.acquire_free.optional", lang, effect=text)
        return text
    if tok == "next_acquire":
        key = "eff.next_acquire.optional" if s.opt("optional") == "true" else "eff.next_acquire"
        return t(
            key,
            lang,
            what=t(f"eff.next.{s.opt('types')}", lang),
            to=t(f"eff.to.{s.opt('to')}", lang),
        )
    if tok == "choice":
        return t("eff.or", lang).join(describe_effects(b, lang) for b in s.branches)
    if tok == "per":
        return t(
            "eff.per",
            lang,
            count=t(f"count.{s.opt('count')}", lang),
            each=describe_effects(s.branches[0], lang),
        )
    if tok == "if":
        words = s.opt("cond").split()
        cond = t(f"cond.{words[0]}", lang, n=words[-1])
        return t("eff.if", lang, cond=cond, then=describe_effects(s.branches[0], lang))
    if tok == "ally_for_all_factions":
        return t("passive.ally_for_all_factions", lang)
    if tok == "on_play":
        faction = s.opt("faction", "any")
        what = (
            t("passive.what.any", lang)
            if faction == "any"
            else t("passive.what.faction", lang, faction=t(f"faction.{faction}", lang))
        )
        return t("passive.on_play", lang, what=what, gain=describe_effects(s.branches[0], lang))
    raise ValueError(f"no description for effect {tok!r}")


# What a card's primary slot means for its type.
_PRIMARY_LABEL = {"event": "slot.reveal", "gambit": "slot.revealed"}


def card_abilities(cd: CardDef, lang: str) -> list[tuple[str, str]]:
    """(slot label, text) for each ability the card has."""
    lines = [
        (
            t(
                _PRIMARY_LABEL.get(cd.type, "slot.primary")
                if slot == "primary"
                else f"slot.{slot}",
                lang,
            ),
            describe_effects(cd.specs[slot], lang),
        )
        for slot in ("primary", "ally", "scrap")
        if cd.specs[slot]
    ]
    if cd.to_hand_if_played >= 0:
        faction = t(f"faction.{FACTIONS[cd.to_hand_if_played]}", lang)
        lines.append((t("slot.on_acquire", lang), t("on_acquire.to_hand", lang, faction=faction)))
    if cd.passive_specs:
        lines.append((t("slot.passive", lang), describe_effects(cd.passive_specs, lang)))
    return lines


def player_name(seat: int, lang: str, names: Sequence[str] | None = None) -> str:
    """A seat's display name."""
    if names is not None:
        return names[seat]
    return t("name.seat", lang, n=seat + 1)


def _many(st: StarRealmsState) -> bool:
    """More than one opponent is possible: labels name the player concerned."""
    return len(st.players) > 2


def describe_action(st: StarRealmsState, action: Action, lang: str) -> str:
    """A readable label of a legal action in the current state."""
    cards = st.db.cards
    d = st.decision
    if d is not None:
        if action.kind == "done":
            return t("act.done", lang)
        assert isinstance(action.args[0], int)
        return describe_option(st, action.args[0], lang)
    ps = st.players[st.active]
    kind, args = action.kind, action.args
    if kind in ("end", "playall"):
        return t(f"act.{kind}", lang)
    if kind == "play":
        assert isinstance(args[0], int)
        return t("act.play", lang, card=cards[ps.hand[args[0]]].name(lang))
    if kind == "use":
        assert isinstance(args[0], int)
        base = ps.bases[args[0]]
        cd = cards[base.effective]
        return t(
            "act.use",
            lang,
            card=cards[base.card].name(lang),
            effects=describe_effects(cd.specs["primary"], lang),
        )
    if kind in ("ally", "scrap"):
        assert isinstance(args[1], int)
        card = ps.in_play(str(args[0]))[args[1]]
        cd = cards[card.effective]
        key = f"act.scrap_{args[0]}" if args[0] in ("hero", "gambit") else f"act.{kind}"
        return t(
            key,
            lang,
            card=cards[card.card].name(lang),
            effects=describe_effects(cd.specs[kind], lang),
        )
    if kind == "reveal":
        assert isinstance(args[0], int)
        return t("act.reveal", lang, card=cards[ps.gambits[args[0]]].name(lang))
    if kind == "buy":
        if args[0] == "explorer":
            cd = cards[st.db.explorer]
        else:
            assert isinstance(args[1], int)
            cd = cards[st.trade_row[args[1]]]
        return t("act.buy", lang, card=cd.name(lang), cost=cd.cost)
    if kind == "attack":
        return _describe_attack(st, action, lang)
    if kind in ("switch", "gift"):
        assert isinstance(args[0], int)
        return t(f"act.{kind}", lang, player=player_name(args[0], lang))
    return action.text()


def boss_name(st: StarRealmsState, lang: str) -> str:
    """The challenge boss's name."""
    return load_challenge(st.fmt.challenge).name(lang)


def _describe_attack(st: StarRealmsState, action: Action, lang: str) -> str:
    cards = st.db.cards
    args = action.args
    if args == ("boss",):
        return t("act.attack_boss", lang, boss=boss_name(st, lang), n=st.players[st.active].combat)
    owner = args[1]
    assert isinstance(owner, int)
    target = player_name(owner, lang)
    if args[0] == "player":
        n = args[2] if len(args) > 2 else st.players[st.active].combat
        if _many(st):
            return t("act.attack_player.named", lang, target=target, n=n)
        return t("act.attack_player", lang, n=n)
    index = args[2]
    assert isinstance(index, int)
    base = st.players[owner].bases[index]
    name = cards[base.card].name(lang)
    left = base_defense_left(st, base)
    if chips_at(st, st.active, owner):
        n = args[3] if len(args) > 3 else min(left, pool(st, st.active, "combat"))
        assert isinstance(n, int)
        if n < left:
            return t("act.chip_base", lang, card=name, target=target, n=n, left=left)
    if _many(st):
        return t("act.attack_base.named", lang, card=name, target=target, n=left)
    return t("act.attack_base", lang, card=name, n=left)


def describe_option(st: StarRealmsState, index: int, lang: str) -> str:
    """A readable label of option ``index`` of the pending decision."""
    d = st.decision
    assert d is not None
    cards = st.db.cards
    option: Any = d.options[index]
    if d.kind == "scrap":
        zone, what = option
        card = st.trade_row[what] if zone == "row" else what
        return t("opt.scrap", lang, card=cards[card].name(lang), zone=t(f"zone.{zone}", lang))
    if d.kind == "discard":
        return t("opt.discard", lang, card=cards[option].name(lang))
    if d.kind == "destroy_base":
        owner, uid = option
        base = st.find(owner, uid)
        assert base is not None
        if _many(st):
            return t(
                "opt.destroy_base.named",
                lang,
                card=cards[base.card].name(lang),
                target=player_name(owner, lang),
            )
        return t("opt.destroy_base", lang, card=cards[base.card].name(lang))
    if d.kind == "discard_target":
        return player_name(option, lang)
    if d.kind in ("bequest", "gift"):
        return t("opt.give", lang, card=cards[option].name(lang))
    if d.kind == "acquire_free":
        zone, slot = option
        card = st.db.explorer if zone == "explorer" else st.trade_row[slot]
        return t("opt.acquire_free", lang, card=f"{cards[card].name(lang)} ({cards[card].cost})")
    if d.kind == "destination":
        return t(f"opt.destination.{option}", lang)
    if d.kind == "choice":
        return t("opt.choice", lang, effects=describe_effects(d.payload[index], lang))
    if d.kind == "copy_ship":
        ship = st.find(d.owner, option)
        assert ship is not None
        return t("opt.copy", lang, card=cards[ship.effective].name(lang))
    if d.kind in ("reveal", "to_top"):
        return t(f"opt.{d.kind}", lang, card=cards[option].name(lang))
    if d.kind == "faction":
        return t("opt.faction", lang, faction=t(f"faction.{FACTIONS[option]}", lang))
    if d.kind == "boss_faction":
        return t(
            "opt.boss_faction",
            lang,
            faction=t(f"faction.{FACTIONS[option]}", lang),
            effects=boss_effects_text(st, option, lang),
        )
    if d.kind in ("return_base", "boss_target"):
        owner, uid = option
        base = st.find(owner, uid)
        assert base is not None
        return t(
            f"opt.{d.kind}", lang, card=cards[base.card].name(lang), target=player_name(owner, lang)
        )
    owner, uid = option
    base = st.find(owner, uid)
    assert base is not None
    whose = "own" if owner == d.owner else "opponent"
    return t(f"opt.copy_base.{whose}", lang, card=cards[base.effective].name(lang))


def boss_effects_text(st: StarRealmsState, faction: int, lang: str) -> str:
    """A challenge table entry in words."""
    parts = []
    for token, n in load_challenge(st.fmt.challenge).table[faction]:
        if token in ("discard", "scrap_row"):
            parts.append(t(f"boss.{token}", lang, cards=cards_word(n, lang)))
        else:
            parts.append(t(f"boss.{token}", lang, n=n))
    return ", ".join(parts)


def decision_prompt(st: StarRealmsState, lang: str) -> str:
    """What the pending decision asks."""
    d = st.decision
    assert d is not None
    if d.kind in ("scrap", "discard"):
        mandatory = not d.optional
        key = f"ask.{d.kind}.mandatory" if mandatory else f"ask.{d.kind}"
        return t(key, lang, n=d.picks_left)
    if d.kind == "destination":
        return t("ask.destination", lang, card=st.db.cards[d.payload[0]].name(lang))
    if d.kind == "discard_target":
        return t("ask.discard_target", lang, cards=cards_word(d.payload[0], lang))
    if d.kind in ("bequest", "gift"):
        return t(f"ask.{d.kind}", lang, player=player_name(d.payload[0], lang))
    if d.kind in ("reveal", "to_top"):
        return t(f"ask.{d.kind}", lang, n=d.picks_left)
    if d.kind == "boss_faction":
        card = d.payload[0]
        return t(
            "ask.boss_faction", lang, boss=boss_name(st, lang), card=st.db.cards[card].name(lang)
        )
    if d.kind == "boss_target":
        return t("ask.boss_target", lang, boss=boss_name(st, lang))
    return t(f"ask.{d.kind}", lang)


def render_event(
    st: StarRealmsState, event: tuple[Any, ...], lang: str, names: Sequence[str] | None = None
) -> str:
    """One log line for a structured event."""
    cards = st.db.cards
    kind, player, *data = event

    def who(seat: int) -> str:
        return player_name(seat, lang, names)

    base = {"player": who(player)}
    if kind.startswith("boss") or kind == "attack_boss":
        return _render_boss_event(st, event, lang, names)
    if kind == "turn":
        return t("ev.turn", lang, turn=data[0], **base)
    if kind in ("play", "buy", "discard"):
        return t(f"ev.{kind}", lang, card=cards[data[0]].name(lang), **base)
    if kind == "gain":
        return t(f"ev.gain.{data[0]}", lang, n=data[1], **base)
    if kind in ("acquire", "acquire_to"):
        return t(
            f"ev.{kind}", lang, card=cards[data[0]].name(lang), where=t(f"where.{data[1]}", lang)
        )
    if kind == "attack":
        return t("ev.attack", lang, target=who(data[0]), n=data[1], **base)
    if kind == "destroy_base":
        return t(
            "ev.destroy_base", lang, target=who(data[0]), card=cards[data[1]].name(lang), **base
        )
    if kind == "scrap":
        return t(
            "ev.scrap",
            lang,
            card=cards[data[0]].name(lang),
            zone=t(f"zone.{data[1]}", lang),
            **base,
        )
    if kind == "draw":
        return t("ev.draw", lang, cards=cards_word(data[0], lang), **base)
    if kind == "ability":
        return t(
            "ev.ability",
            lang,
            card=cards[data[0]].name(lang),
            slot=t(f"slot.{data[1]}", lang),
            **base,
        )
    if kind == "copy":
        return t("ev.copy", lang, card=cards[data[0]].name(lang), target=cards[data[1]].name(lang))
    if kind == "chose":
        return t("ev.chose", lang, n=data[0] + 1, **base)
    if kind == "must_discard":
        return t("ev.must_discard", lang, target=who(data[0]), cards=cards_word(data[1], lang))
    if kind == "win" and len(data[0]) > 1:
        return t("ev.team_win", lang, players=", ".join(who(s) for s in data[0]))
    if kind == "damage":
        return t(
            "ev.damage",
            lang,
            target=who(data[0]),
            card=cards[data[1]].name(lang),
            n=data[2],
            **base,
        )
    if kind in ("bequest", "gift", "return_base"):
        return t(f"ev.{kind}", lang, target=who(data[0]), card=cards[data[1]].name(lang), **base)
    if kind in ("event", "reveal", "to_top"):
        return t(f"ev.{kind}", lang, card=cards[data[0]].name(lang), **base)
    if kind == "gain_ally":
        factions = [f for i, f in enumerate(FACTIONS) if data[0] >> i & 1]
        return t("ev.gain_ally", lang, faction=t(f"faction.{factions[0]}", lang), **base)
    if kind == "faction":
        faction = t(f"faction.{data[1]}", lang)
        return t("ev.faction", lang, card=cards[data[0]].name(lang), faction=faction)
    if kind == "lose":
        return t("ev.lose", lang, n=data[0], **base)
    return t(f"ev.{kind}", lang, **base)


def _render_boss_event(
    st: StarRealmsState, event: tuple[Any, ...], lang: str, names: Sequence[str] | None
) -> str:
    kind, player, *data = event
    fields: dict[str, Any] = {
        "boss": boss_name(st, lang),
        "player": player_name(player, lang, names),
    }
    if kind == "boss_turn":
        fields["turn"] = data[0]
    elif kind in ("boss_combat", "boss_gain", "boss_attack", "attack_boss"):
        fields["n"] = data[0]
    elif kind == "boss_scrap":
        fields["card"] = st.db.cards[data[0]].name(lang)
    elif kind == "boss_effect":
        fields["faction"] = t(f"faction.{data[0]}", lang)
        fields["card"] = st.db.cards[data[1]].name(lang) if data[1] >= 0 else "—"
    return t(f"ev.{kind}", lang, **fields)
