"""The battle («Сражения», the sheet's 14 steps): its small model (:mod:`.model`), the
resumable state machine (:mod:`.battle`) and its steps (placement choices, skirmishes,
secondary damage, retreat), keywords and heroes in the battle, what a player may see of it
(:mod:`.view`); the maps from the data pack onto its model (:mod:`.mapping`); and, over
the game state, the battle's hooks (:mod:`.hooks`) and the lasting combat abilities a player
holds outside the battle's cards (:mod:`.lasting`)."""
