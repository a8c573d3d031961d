"""Reasons in both languages, and the refusal that lists them: what the rules or a data
format do not allow, said to a person in Russian or English."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reason:
    """One reason (a refusal's, a data problem's, a defeat's), in both languages."""

    en: str
    ru: str

    def text(self, lang: str) -> str:
        """The reason in ``lang``."""
        return self.ru if lang == "ru" else self.en


class Refused(ValueError):
    """Input the rules or the data format do not allow; ``reasons`` lists every reason.
    Nothing was changed."""

    def __init__(self, reasons: list[Reason]) -> None:
        super().__init__("; ".join(r.en for r in reasons))
        self.reasons = reasons
