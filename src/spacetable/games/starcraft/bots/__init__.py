"""The StarCraft bots: the greedy heuristic player (:mod:`.greedy`), every bot by name
(:mod:`.roster`), and the heuristic value of a position for the search bots' cut-off
playouts (:mod:`.evaluate`)."""
