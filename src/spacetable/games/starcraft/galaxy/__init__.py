"""The galaxy: planet tiles, their routes and areas placed on a grid (:mod:`.model`), what
stands in it as far as routes and areas care (:mod:`.pieces`), and placing it at setup
(:mod:`.setup`). Pure models: nothing here reads the game state."""
