"""The game modes (Galactic Conquest, Survival: :mod:`spacetable.games.starcraft.modes.mode`) at the
StarCraft browser table: their log lines (used by :mod:`.starcraft_log`) and the prompt of
their one decision (used by :mod:`.starcraft_table`), in Russian and English."""

from __future__ import annotations

from spacetable.games.starcraft.modes.mode import CONQUEST_TOKENS
from spacetable.i18n.reasons import Reason

R = Reason
MODE_TEMPLATES: dict[str, Reason] = {
    "event_deck_reshuffled": R(
        "The Event deck has run out: the {count} Stage III Event cards discarded are"
        " shuffled into a new deck.",
        "Колода событий кончилась: сброшенные карты событий стадии III ({count})"
        " перемешаны в новую колоду.",
    ),
    "conquest_as_tokens": R(
        "{player} gains {points} resource token(s) of their choice instead of conquest points.",
        "{player} получает жетоны ресурсов на выбор вместо очков завоевания: {points}.",
    ),
    f"event_choice.{CONQUEST_TOKENS}": R(
        "{player} takes a resource token for a conquest point: {resource}.",
        "{player} берёт жетон ресурса за очко завоевания: {resource}.",
    ),
    "base_left_game": R(
        "{player}'s base from {area} leaves the game ({lost} base(s) lost for good).",
        "База игрока {player} ({area}) уходит из игры (потеряно навсегда баз: {lost}).",
    ),
    "pieces_removed": R(
        "{player}'s pieces leave the board: {pieces} unit(s) and installation(s),"
        " {transports} transport(s).",
        "Фигуры игрока {player} покидают поле: юниты и сооружения — {pieces},"
        " транспорты — {transports}.",
    ),
}
MODE_PROMPTS: dict[str, Reason] = {
    f"choice.{CONQUEST_TOKENS}": R(
        "Survival: take a resource token for each conquest point, minerals or gas.",
        "Выживание: возьмите жетон ресурса за каждое очко завоевания — минералы или газ.",
    ),
}
