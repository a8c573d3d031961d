"""StarCraft: The Board Game at the terminal: ``spacetable play|bench starcraft`` (people and
bots by seat, no save files) and its own commands, ``spacetable starcraft data check``. The
shell finds them through :data:`commands.TERMINAL`."""
