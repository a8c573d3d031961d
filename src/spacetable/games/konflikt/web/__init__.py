"""«Конфликт» at the browser table: the table module the server asks for a seat's message,
the lobby's options, the card faces and the replay (:mod:`.table`, its ``TABLE``), the log's
wording (:mod:`.log`), the page's own texts (:mod:`.strings`), and the page's scripts and
style (``static/``, served at ``/static/games/konflikt/``; ``page.js`` starts the table, the
replay and the lobby's form)."""
