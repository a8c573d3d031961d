"""The galaxy map as SVG for the league's pages: planets in their colours, each holder's ring
in the holder's colour, capitals marked, names, and arrows for declarations made public."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from spacetable.league.starmap.galaxy import Galaxy
from spacetable.league.starmap.layout import layout

SIZE = 1000
PLANET = {"red": "#d9423a", "purple": "#a64dd1", "blue": "#3b82f0"}
# Holders' ring colours, one per seat, distinct from the planet colours.
PALETTE = (
    "#f5c542", "#4fd1a5", "#ff8c42", "#e8e8e8", "#8bd34a", "#f06292", "#4dd0e1", "#c0a060",
    "#9575cd", "#ffb3a7", "#2ec4b6", "#d4e157", "#ff6f00", "#90a4ae", "#ba68c8", "#81c784",
)  # fmt: skip
RADIUS = 14
CAPITAL_RADIUS = 19
ARROW = {"attack": "#ff5252", "colonise": "#b0bec5"}


@dataclass(frozen=True)
class Arrow:
    """A declaration drawn on the map: from a territory to another, an attack or a
    colonisation."""

    origin: str
    target: str
    kind: str


def holder_colours(players: Sequence[str]) -> dict[str, str]:
    """A ring colour for each player, in seat order."""
    return {p: PALETTE[i % len(PALETTE)] for i, p in enumerate(players)}


def render_map(
    galaxy: Galaxy,
    lang: str,
    owners: Mapping[str, str | None] | None = None,
    capitals: Sequence[str] = (),
    names: Mapping[str, str] | None = None,
    arrows: Sequence[Arrow] = (),
) -> str:
    """The map as an SVG document. ``owners`` maps territories to player ids, ``names``
    player ids to display names (seat order gives the ring colours); ``capitals`` are marked."""
    owners = owners or {}
    names = names or {}
    rings = holder_colours(list(names))
    at = {t: (x * SIZE, y * SIZE) for t, (x, y) in layout(galaxy).items()}
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" '
        'class="galaxy" role="img">',
        f'<rect width="{SIZE}" height="{SIZE}" fill="#0b1020"/>',
    ]
    for territory in galaxy.territories:
        for other in galaxy.neighbours(territory):
            if territory < other:
                (x1, y1), (x2, y2) = at[territory], at[other]
                parts.append(
                    f'<line class="route" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
                    f'y2="{y2:.1f}" stroke="#4a5a78" stroke-width="2"/>'
                )
    for arrow in arrows:
        (x1, y1), (x2, y2) = at[arrow.origin], at[arrow.target]
        parts.append(
            f'<line class="declaration {escape(arrow.kind)}" x1="{x1:.1f}" y1="{y1:.1f}" '
            f'x2="{x2:.1f}" y2="{y2:.1f}" stroke="{ARROW.get(arrow.kind, "#ffffff")}" '
            'stroke-width="5" stroke-dasharray="14 8"/>'
        )
    for territory, place in galaxy.territories.items():
        holder = owners.get(territory)
        parts.append(
            _planet(
                territory,
                place.name(lang),
                place.colour,
                at[territory],
                holder,
                territory in capitals,
                rings,
                names,
            )
        )
    parts.append("</svg>")
    return "".join(parts)


def _planet(
    territory: str,
    name: str,
    colour: str,
    point: tuple[float, float],
    holder: str | None,
    capital: bool,
    rings: Mapping[str, str],
    names: Mapping[str, str],
) -> str:
    x, y = point
    radius = CAPITAL_RADIUS if capital else RADIUS
    ring = rings.get(holder or "", "none")
    classes = "planet capital" if capital else "planet"
    title = name if holder is None else f"{name} — {names.get(holder, holder)}"
    shape = (
        f"<g class={quoteattr(classes)} data-territory={quoteattr(territory)}"
        f"{f' data-holder={quoteattr(holder)}' if holder else ''}>"
        f"<title>{escape(title)}</title>"
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius}" fill="{PLANET[colour]}" '
        f'stroke="{ring}" stroke-width="5"/>'
    )
    if capital:
        shape += (
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius + 7}" fill="none" '
            f'stroke="{ring if holder else "#ffffff"}" stroke-width="2"/>'
        )
    label = (
        f'<text x="{x:.1f}" y="{y + radius + 16:.1f}" text-anchor="middle" font-size="15" '
        f'fill="#dfe6f3">{escape(name)}</text>'
    )
    return shape + label + "</g>"
