"""The orders: tokens and the Planning phase (:mod:`.planning`), the Execution phase over the
stacks (:mod:`.execution`), and the orders carried out on the game state: Build and
Research (:mod:`.build_research`), Mobilize with its battle (:mod:`.mobilize`), and
voluntary destruction in a turn (:mod:`.scrap`); with Brood War, the Defend order
(:mod:`.defend`), the Leadership cards that change the order phases (:mod:`.bw_orders`) and
«Teeming Spawn»'s Build order at once (:mod:`.bw_build`)."""
