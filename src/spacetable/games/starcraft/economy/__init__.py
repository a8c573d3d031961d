"""A player's economy and what they buy with it: workers, Resource cards and paying a cost
(:mod:`.resources`), one purchase paid step by step (:mod:`.payment`), the economy's
Regrouping steps (:mod:`.regroup`), and the Build and Research orders as pure decision
sequences (:mod:`.build`, with its model :mod:`.build_model` and its checks
:mod:`.build_checks`; :mod:`.research`). Nothing here reads the game state."""
