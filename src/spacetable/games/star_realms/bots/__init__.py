"""Star Realms' bots: the heuristic levels and search agents (:mod:`.agents`), strategies
as data (:mod:`.strategy`, their rules in :mod:`.strategy_rules`, the YAML files in
``data/strategies/``) and every bot by name (:mod:`.roster`)."""
