"""The StarCraft: The Board Game data pack: what the engine reads every component from.

A pack is a directory of YAML files, one per kind (``KINDS``): factions, units, pieces
(bases, workers, transports, installations), buildings, modules, planets, combat cards,
technologies, events, leadership cards. The format is in ``docs/starcraft-data.md``; the
package ships the default pack in ``default/``.

- :mod:`.base`: shared types; :mod:`.effects`, :mod:`.actions`: the effect vocabularies;
- :mod:`.models`: the kinds; :mod:`.checks` (with :mod:`.checks_cards`,
  :mod:`.checks_pack`, :mod:`.refs`): sense and references; :mod:`.errors`: the problems
  found;
- :mod:`.load`: loading; :mod:`.pack`: the loaded pack and what is read off it;
- :mod:`.docs`: the generated parts of the docs.
"""
