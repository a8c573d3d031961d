"""``python -m spacetable``: the same as the ``spacetable`` command."""

from spacetable.cli.main import main

main()
