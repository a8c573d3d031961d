"""What «Конфликт» cards do in play: the effect primitives, their targets and the triggers
answering a moment (:mod:`.primitives`), something that happened as card texts see it
(:mod:`.moments`), the interpreter running the effect queue (:mod:`.interpreter`),
reactions (:mod:`.reactions`), ⚡ abilities (:mod:`.activated`) and what using one costs
(:mod:`.costs`)."""
