"""The «Конфликт» bots: the greedy heuristic player, the search bots and every bot by name
(:mod:`.agents`), and the heuristic value of a position for the search bots' cut-off
playouts (:mod:`.evaluate`)."""
