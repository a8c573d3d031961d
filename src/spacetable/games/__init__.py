"""The games, one folder each: rules, data, bots, text, terminal table and browser table.

Each game's ``entry`` module holds the one object the registry lists for it
(``[project.entry-points."spacetable.games"]`` in ``pyproject.toml``); the shells find games
there and never import one by name (docs/architecture.md).
"""
