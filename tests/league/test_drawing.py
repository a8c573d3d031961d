"""The galaxy drawn: a layout that follows the map's graph, and the SVG of the map with
holders, capitals and declarations."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from statistics import mean

import yaml

from spacetable.league.starmap.galaxy import default_map, load_map
from spacetable.league.starmap.layout import layout
from spacetable.league.starmap.svg import PALETTE, Arrow, render_map

SVG = "{http://www.w3.org/2000/svg}"


def test_the_layout_keeps_neighbours_close_and_fits_the_square() -> None:
    galaxy = default_map()
    at = layout(galaxy)
    assert set(at) == set(galaxy.territories)
    assert all(0.0 <= v <= 1.0 for point in at.values() for v in point)
    assert layout(galaxy) == at  # the same map always draws the same way
    near = [math.dist(at[a], at[b]) for a in galaxy.territories for b in galaxy.neighbours(a)]
    far = [
        math.dist(at[a], at[b])
        for a in galaxy.territories
        for b, hops in galaxy.plain_distances([a]).items()
        if hops >= 4
    ]
    assert max(near) < min(far) * 1.5
    assert mean(near) * 3 < mean(far)
    # No two territories drawn on top of each other.
    points = list(at.values())
    assert min(math.dist(p, q) for i, p in enumerate(points) for q in points[i + 1 :]) > 0.02


def test_the_svg_shows_planets_holders_capitals_and_declarations() -> None:
    galaxy = default_map()
    first, second = galaxy.capitals[:2]
    flank = galaxy.neighbours(first)[0]
    svg = render_map(
        galaxy,
        "en",
        owners={first: "p1", flank: "p1", second: "p2"},
        capitals=[first, second],
        names={"p1": "Ann", "p2": "Boris"},
        arrows=[Arrow(first, galaxy.neighbours(first)[1], "attack")],
    )
    root = ET.fromstring(svg)
    planets = root.findall(f"{SVG}g")
    assert len(planets) == len(galaxy.territories)
    by_id = {g.get("data-territory"): g for g in planets}
    assert by_id[first].get("class") == "planet capital"
    assert by_id[flank].get("data-holder") == "p1"
    ring = by_id[flank].find(f"{SVG}circle")
    assert ring is not None and ring.get("stroke") == PALETTE[0]
    title = by_id[second].find(f"{SVG}title")
    assert title is not None and title.text == f"{galaxy.territories[second].name_en} — Boris"
    declared = [
        line for line in root.findall(f"{SVG}line") if "attack" in (line.get("class") or "")
    ]
    assert len(declared) == 1
    neutral = by_id[galaxy.capitals[5]]
    assert neutral.get("data-holder") is None


def test_names_are_escaped() -> None:
    # Eight capitals, each on a spoke of a ring of hubs.
    capitals = [f"c{i}" for i in range(8)]
    territories = [
        {
            "id": c,
            "name_en": "<b>&" if i == 0 else c,
            "name_ru": "Звезда",
            "colour": "red",
            "adjacent": [f"h{i}"],
        }
        for i, c in enumerate(capitals)
    ]
    hubs = [
        {
            "id": f"h{i}",
            "name_en": f"h{i}",
            "name_ru": f"х{i}",
            "colour": "blue",
            "adjacent": [f"c{i}", f"h{(i + 1) % 8}", f"h{(i - 1) % 8}"],
        }
        for i in range(8)
    ]
    galaxy = load_map(
        yaml.safe_dump({"capitals": capitals, "territories": territories + hubs}), "t"
    )
    root = ET.fromstring(render_map(galaxy, "en", names={"p1": 'A "quoted" <name>'}))
    texts = [t.text for t in root.iter(f"{SVG}text")]
    assert "<b>&" in texts
