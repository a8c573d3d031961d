"""YAML text of test data without anchors and aliases.

PyYAML writes an anchor and an alias wherever one object appears twice in the data (a test
that repeats an entry does exactly that), and the project's loader refuses aliases
(:mod:`spacetable.engine.untrusted`): tests write every repeated object out in full.
"""

from __future__ import annotations

from typing import Any

import yaml


class _PlainDumper(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:
        return True


def dump_plain(data: Any, **options: Any) -> str:
    """``yaml.safe_dump(data, **options)`` with every repeated object written out in full."""
    return yaml.dump(data, Dumper=_PlainDumper, **options)
