"""Star Realms' words and terminal table: card abilities, prompts, events and action labels
in Russian and English (:mod:`.text`), and the table drawn with Rich (:mod:`.render`)."""
