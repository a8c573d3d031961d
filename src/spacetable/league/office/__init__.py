"""What drives the season from outside: the commands by name with their arguments and who
may send them (``commands.py``), the round and phase machine (``phases.py``), and one
sentence per event for the history (``describe.py``)."""
