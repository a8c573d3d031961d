"""Game implementations. Importing this package registers every game with the kernel."""

from spacetable.engine.registry import register_game


def _star_realms():  # type: ignore[no-untyped-def]
    from spacetable.games.star_realms.game import StarRealms

    return StarRealms()


register_game("star-realms", _star_realms)
