"""StarCraft at the browser table: the table module the server asks for a seat's message, the
lobby's options and the replay (:mod:`.table`, its ``TABLE``), the card faces (:mod:`.cards`),
Brood War's parts (:mod:`.bw`), the log's wording (:mod:`.log` and the ``*_log`` modules), the
page's own texts (:mod:`.strings`), and the page's scripts and style (``static/``, served at
``/static/games/starcraft/``; ``page.js`` starts the table, the replay and the lobby's form)."""
