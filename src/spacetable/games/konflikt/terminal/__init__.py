"""«Конфликт» at the terminal: ``spacetable play|bench|cards konflikt`` (against a bot or
hot-seat, with save files) and its own commands, ``spacetable konflikt cards|deck check``. The
shell finds them through :data:`commands.TERMINAL`."""
