"""Problems found in a StarCraft data pack: each names the file, the entry and the field, in
Russian and English; pydantic's own messages are given a Russian wording too."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from spacetable.i18n import t
from spacetable.i18n.reasons import Reason


@dataclass(frozen=True)
class Problem:
    """One mistake: the file, the entry (its id, or ``#n`` by position; None for the file as a
    whole) and the field path (None for the entry as a whole)."""

    file: str
    entry: str | None
    field: str | None
    reason: Reason

    def text(self, lang: str) -> str:
        """The problem as one line in ``lang``."""
        message = self.reason.text(lang)
        if self.entry is None:
            return t("starcraft.data.problem.file", lang, file=self.file, message=message)
        if self.field is None:
            return t(
                "starcraft.data.problem.entry",
                lang,
                file=self.file,
                entry=repr(self.entry),
                message=message,
            )
        return t(
            "starcraft.data.problem.field",
            lang,
            file=self.file,
            entry=repr(self.entry),
            field=repr(self.field),
            message=message,
        )

    def __str__(self) -> str:
        return self.text("en")


class PackDataError(ValueError):
    """A data pack that does not validate; ``problems`` lists every mistake."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = problems


# Russian wordings of pydantic's error types; an unlisted type keeps its English message.
_RU: dict[str, str] = {
    "missing": "обязательное поле",
    "extra_forbidden": "неизвестное поле",
    "int_type": "ожидается целое число",
    "bool_type": "ожидается true или false",
    "string_type": "ожидается строка",
    "list_type": "ожидается список",
    "dict_type": "ожидается словарь",
    "model_type": "ожидается набор полей",
    "model_attributes_type": "ожидается набор полей",
    "literal_error": "допустимо: {expected}",
    "greater_than_equal": "должно быть не меньше {ge}",
    "less_than_equal": "должно быть не больше {le}",
    "string_pattern_mismatch": "только строчные латинские буквы, цифры и _, начиная с буквы",
    "string_too_short": "не может быть пустым",
    "too_short": "нужно не меньше {min_length}",
    "too_long": "можно не больше {max_length}",
}


def pydantic_reason(error: Mapping[str, Any]) -> Reason:
    """A pydantic error entry's message in both languages."""
    ctx = error.get("ctx") or {}
    if error["type"] == "starcraft":
        return Reason(str(ctx["en"]), str(ctx["ru"]))
    en = str(error["msg"])
    template = _RU.get(str(error["type"]))
    if template is None:
        return Reason(en, en)
    fields = {key: str(value).replace(" or ", " или ") for key, value in ctx.items()}
    return Reason(en, template.format(**fields))
