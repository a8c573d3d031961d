"""Settings for the whole suite.

The tests play whole games over WebSockets and create many games from one address far faster
than any person: the per-connection message rate and the per-address creation quota are
raised for them here (the environment reaches the servers the tests start as processes too).
The tests of those limits build their apps with explicit settings at the defaults.
"""

from __future__ import annotations

import os

os.environ.setdefault("SPACETABLE_WS_MESSAGES_PER_SECOND", "100000")
os.environ.setdefault("SPACETABLE_GAMES_PER_MINUTE", "100000")
os.environ.setdefault("SPACETABLE_CONNECTIONS_PER_ADDRESS", "10000")
