"""The league's map for one viewer: :func:`~spacetable.league.starmap.svg.render_map` with the
holders, capitals and the pending declarations the viewer may see as arrows, and the
structures (wormholes, smugglers' dens) drawn over it."""

from __future__ import annotations

from xml.sax.saxutils import quoteattr

from spacetable.league.rounds.declarations import visible_declarations
from spacetable.league.season.state import Declaration, League
from spacetable.league.starmap.galaxy import Galaxy
from spacetable.league.starmap.layout import Point, layout
from spacetable.league.starmap.svg import RADIUS, SIZE, Arrow, render_map

ARROW_KINDS = {"attack": "attack", "colonisation": "colonise"}  # svg.ARROW's names
WORMHOLE = "#e0aaff"
DEN = "#ffd166"
CACHED_MAPS = 32
_positions: dict[tuple[tuple[str, tuple[str, ...]], ...], dict[str, Point]] = {}


def league_map(league: League, viewer: str | None, lang: str) -> str:
    """The map of ``league`` as SVG for ``viewer`` (a player id, None: the organiser)."""
    arrows = [
        arrow
        for d in visible_declarations(league, viewer)
        if d.status == "active" and not d.settled
        for arrow in [_arrow(league, d)]
        if arrow is not None
    ]
    svg = render_map(
        league.galaxy,
        lang,
        owners=league.owners,
        capitals=[p.capital for p in league.players.values() if p.capital],
        names={p.id: p.name for p in league.players.values()},
        arrows=arrows,
    )
    end = "</svg>"
    assert svg.endswith(end)
    return svg[: -len(end)] + _structures(league) + end


def _arrow(league: League, declaration: Declaration) -> Arrow | None:
    """The declaration from its author's territory nearest the target (None: the author
    holds nothing to draw it from)."""
    held = league.territories_of(declaration.player)
    if not held:
        return None
    steps = league.galaxy.plain_distances([declaration.target])
    origin = min(held, key=lambda t: steps.get(t, len(steps)))
    return Arrow(origin, declaration.target, ARROW_KINDS[declaration.kind])


def _structures(league: League) -> str:
    at = {t: (x * SIZE, y * SIZE) for t, (x, y) in positions(league.galaxy).items()}
    parts = []
    for entrance, exit_ in league.wormholes:
        (x1, y1), (x2, y2) = at[entrance], at[exit_]
        parts.append(
            f"<line class={quoteattr('wormhole')} data-from={quoteattr(entrance)} "
            f'data-to={quoteattr(exit_)} x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
            f'y2="{y2:.1f}" stroke="{WORMHOLE}" stroke-width="3" stroke-dasharray="3 5"/>'
        )
    for den in league.dens:
        x, y = at[den]
        parts.append(
            f"<rect class={quoteattr('den')} data-territory={quoteattr(den)} "
            f'x="{x + RADIUS - 2:.1f}" y="{y - RADIUS - 8:.1f}" width="10" height="10" '
            f'fill="{DEN}" stroke="#0b1020" stroke-width="2"/>'
        )
    return "".join(parts)


def positions(galaxy: Galaxy) -> dict[str, Point]:
    """:func:`~spacetable.league.starmap.layout.layout` of ``galaxy``, remembered by the map's shape
    (a layout takes a noticeable fraction of a second)."""
    key = tuple((t.id, t.adjacent) for t in galaxy.territories.values())
    found = _positions.get(key)
    if found is None:
        if len(_positions) >= CACHED_MAPS:
            _positions.clear()
        found = _positions[key] = layout(galaxy)
    return found
