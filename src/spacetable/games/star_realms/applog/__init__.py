"""Battle logs exported by the official Star Realms app."""
