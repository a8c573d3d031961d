"""The game's phases on the state, beyond the orders: setting up (:mod:`.setup`), a round's
Planning and Execution (:mod:`.rounds`), Regrouping (:mod:`.regroup`) with its Event
cards (:mod:`.events`), elimination (:mod:`.elimination`) and how the game ends
(:mod:`.victory`); with Brood War, the Leadership phase (:mod:`.leadership`) and the effects
of its Leadership and Event cards (:mod:`.bw_effects`)."""
