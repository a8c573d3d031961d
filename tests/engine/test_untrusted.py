"""Reading data from outside: YAML without aliases or deep nesting, values quoted short."""

from __future__ import annotations

import pytest
import yaml

from spacetable.engine.untrusted import BRIEF_LENGTH, UnsafeYamlError, brief, cut, load_yaml


def test_plain_yaml_loads_as_the_safe_loader_reads_it() -> None:
    text = "a: [1, {b: c}]\nd: 'text'\n"
    assert load_yaml(text) == yaml.safe_load(text)


@pytest.mark.parametrize(
    "text",
    ["a: &x [1, 2]\nb: *x\n", "base: &b {k: 1}\nother:\n  <<: *b\n", "- &a x\n- *a\n"],
)
def test_aliases_are_refused_before_anything_is_built(text: str) -> None:
    with pytest.raises(UnsafeYamlError, match="aliases are not allowed"):
        load_yaml(text)


def test_anchors_without_aliases_are_harmless() -> None:
    assert load_yaml("a: &x 1\n") == {"a": 1}


def test_nesting_is_limited_without_exhausting_the_recursion() -> None:
    assert load_yaml("[" * 64 + "]" * 64) is not None
    for text in ("[" * 65 + "]" * 65, "[" * 60000, "- " * 60000):
        with pytest.raises(UnsafeYamlError, match="nested deeper than 64"):
            load_yaml(text)


def test_an_unreadable_value_is_a_yaml_error_not_a_crash() -> None:
    with pytest.raises(yaml.YAMLError):
        load_yaml("n: " + "9" * 6000)


def test_broken_yaml_is_still_a_yaml_error() -> None:
    with pytest.raises(yaml.YAMLError):
        load_yaml("a: [1, 2")


def test_brief_quotes_short_values_as_repr() -> None:
    assert brief("n1") == "'n1'"
    assert brief([1, "a"]) == "[1, 'a']"


def test_brief_never_expands_a_large_value_whole() -> None:
    huge = [["x" * 100] * 1000] * 1000  # a billion characters if repr'd whole
    text = brief({"key": huge})
    assert len(text) <= BRIEF_LENGTH and text.endswith("…")
    assert len(brief("y" * 10**6)) == BRIEF_LENGTH
    assert "integer" in brief(10**5000)


def test_cut_keeps_short_text_and_marks_a_cut() -> None:
    assert cut("short") == "short"
    assert cut("z" * 500, 10) == "z" * 9 + "…"
