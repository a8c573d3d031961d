"""The season as an event log: the calendar of rounds and phases (``calendar.py``), the
league's state (``state.py``), every event kind (``events.py``), how each event changes the
state (``apply.py``), the state rebuilt from the log (``replay.py``), the standings
(``scoring.py``) and the season's frame commands: calendar, registration, start
(``frame.py``)."""
