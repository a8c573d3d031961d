"""The game's phases on the state, beyond the orders: setting up (:mod:`.setup`), a round's
Planning and Execution (:mod:`.rounds`), Regrouping (:mod:`.regroup`) with its Event
cards (:mod:`.events`), elimination (:mod:`.elimination`) and how the game ends
(:mod:`.victory`)."""
