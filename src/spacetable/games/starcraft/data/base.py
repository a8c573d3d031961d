"""What every part of the StarCraft data pack format shares: the strict record base, ids,
names, costs, the provisional marker and the keyed vocabularies (an entry naming what it does
by a key, with the parameters that key takes).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

# YAML integers only: "2" or true for a number is refused, not coerced.
NonNeg = Annotated[int, Field(ge=0, strict=True)]
Positive = Annotated[int, Field(ge=1, strict=True)]
Level = Annotated[int, Field(ge=1, le=3, strict=True)]  # building levels I-III, stages I-III
Id = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", strict=True)]
Text = Annotated[str, Field(min_length=1, strict=True)]

Race = Literal["terran", "protoss", "zerg"]
RACES: tuple[Race, ...] = ("terran", "protoss", "zerg")
Expansion = Literal["base", "brood_war"]

# Words a unit filter may use besides a unit id (no unit may take one of them as its id).
FILTER_WORDS = frozenset({"ground", "flying", "any"})
UnitFilter = Id  # a unit id, or ground / flying / any


def refusal(en: str, ru: str) -> PydanticCustomError:
    """A validation error carrying its message in both languages."""
    return PydanticCustomError("starcraft", "{en}", {"en": en, "ru": ru})


class Strict(BaseModel):
    """A YAML record: unknown keys are refused, values are not coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Cost(Strict):
    """What something costs: minerals and gas."""

    minerals: NonNeg = 0
    gas: NonNeg = 0


class Names(Strict):
    """A name in both languages."""

    ru: Text
    en: Text


class Entry(Strict):
    """What every entry of every kind has: an id unique within its kind, names in both
    languages, and the provisional marker: ``provisional: true`` with a
    ``provisional_note`` saying what is unknown (the entry is our guess, to be replaced when
    the printed component is known)."""

    id: Id
    name_ru: Text
    name_en: Text
    provisional: bool = False
    provisional_note: Text | None = None

    def name(self, lang: str) -> str:
        """The entry's name in ``lang`` ("ru" or "en")."""
        return self.name_ru if lang == "ru" else self.name_en


@dataclass(frozen=True)
class Spec:
    """One key of a vocabulary: what it means (both languages, for the docs) and the
    parameters it takes: every one of ``needs``, at least one of ``one_of``, any of ``may``."""

    en: str
    ru: str
    needs: tuple[str, ...] = ()
    one_of: tuple[str, ...] = ()
    may: tuple[str, ...] = ()

    @property
    def params(self) -> frozenset[str]:
        """Every parameter the key takes."""
        return frozenset(self.needs + self.one_of + self.may)


class Keyed(Strict):
    """A record of a keyed vocabulary: ``KEY`` names the field holding the key,
    ``VOCABULARY`` what each key takes; ``ALWAYS`` lists fields any key may have."""

    KEY: ClassVar[str]
    VOCABULARY: ClassVar[Mapping[str, Spec]]
    ALWAYS: ClassVar[frozenset[str]] = frozenset()

    @model_validator(mode="after")
    def _params_fit_the_key(self) -> Self:
        key = getattr(self, self.KEY)
        spec = self.VOCABULARY.get(key)
        if spec is None:
            known = ", ".join(self.VOCABULARY)
            raise refusal(
                f"unknown {self.KEY} {key!r} (known: {known})",
                f"неизвестное значение {self.KEY} {key!r} (известны: {known})",
            )
        given = self.model_fields_set - {self.KEY} - self.ALWAYS
        problems: list[tuple[str, str]] = []
        extra = sorted(given - spec.params)
        if extra:
            problems.append(
                (f"{key} takes no {', '.join(extra)}", f"{key} не принимает {', '.join(extra)}")
            )
        missing = [name for name in spec.needs if name not in given]
        if missing:
            problems.append(
                (f"{key} needs {', '.join(missing)}", f"{key} требует {', '.join(missing)}")
            )
        if spec.one_of and not given & set(spec.one_of):
            either = " or ".join(spec.one_of)
            problems.append(
                (f"{key} needs {either}", f"{key} требует {either.replace(' or ', ' или ')}")
            )
        if problems:
            raise refusal("; ".join(en for en, _ in problems), "; ".join(ru for _, ru in problems))
        return self
