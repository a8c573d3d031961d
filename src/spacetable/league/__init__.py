"""The «Битва за Галактику» league: galaxy map, rules data and season logic (pure, no I/O).

Its parts, each importing only those listed before it:

- ``rulebook/``: the eight factions and the technology tree, read from ``data/``;
- ``starmap/``: the galaxy map (``data/default_map.yaml``), its layout and its drawing;
- ``season/``: the event-sourced season: calendar, state, events, how each applies, the
  replay, the standings, and the season's frame commands (calendar, registration, start);
- ``rounds/``: the round's rules before its battles: preparation, income, alliances, swaps,
  declarations, defence, smugglers, morale, newcomers' entry, elimination and return;
- ``combat/``: the battles: forming them, their results and outcomes, paid in-flight
  effects, the Pirates' expulsions;
- ``office/``: the commands by name, the phase machine and the history's sentences;
- ``service.py``: leagues kept in the database, for the web pages, the command line and
  the clock.
"""
