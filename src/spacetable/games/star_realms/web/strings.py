"""PAGE DOC"""

from __future__ import annotations

PAGE_STRINGS: dict[str, dict[str, str]] = {}
