"""Star Realms at the terminal: ``spacetable play|bench|cards star-realms``, the session with
its save files, the card list, and ``spacetable import-log`` (a battle log of the official app
replayed through our engine). The shell finds them through :data:`commands.TERMINAL`."""
