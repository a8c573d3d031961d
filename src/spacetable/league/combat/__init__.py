"""The battles: forming them from the declarations, battle sheets and results
(``battles.py``), what a battle decides (``outcomes.py``), in-flight effects paid for in
the league (``battle_effects.py``) and the Pirates expelling hired defenders
(``expulsion.py``)."""
