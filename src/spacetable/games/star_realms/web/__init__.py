"""Star Realms at the browser table: the table module the server asks for a seat's message,
the lobby's options, the card faces and the replay (:mod:`.table`, its ``TABLE``), the page's
own texts (:mod:`.strings`), and the page's scripts (``static/``, served at
``/static/games/star-realms/``; ``page.js`` starts the table, the replay and the lobby's form)."""
