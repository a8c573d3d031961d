"""Where each territory goes on a drawn map: a stress layout of the map's graph.

Maps carry no coordinates (the rules' picture is lost, and organisers' maps are adjacency
lists), so positions come from the graph itself: classical multidimensional scaling of the
hop distances for a start, then stress majorisation (SMACOF, weights 1/d²) so that every
pair of territories sits about as far apart as the map says. Deterministic: the same map
always draws the same way.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from spacetable.league.starmap.galaxy import Galaxy

ITERATIONS = 300
MARGIN = 0.05  # of the drawing's width, kept free on every side

Point = tuple[float, float]


def layout(galaxy: Galaxy) -> dict[str, Point]:
    """Every territory's position in the unit square (with a margin), by id."""
    ids = list(galaxy.territories)
    if len(ids) == 1:
        return {ids[0]: (0.5, 0.5)}
    hops = _hop_distances(galaxy, ids)
    positions = _majorise(hops, _classical_scaling(hops))
    low, high = positions.min(axis=0), positions.max(axis=0)
    span = np.where(high - low > 0, high - low, 1.0)
    unit = MARGIN + (positions - low) / span * (1 - 2 * MARGIN)
    return {t: (float(x), float(y)) for t, (x, y) in zip(ids, unit, strict=True)}


def _hop_distances(galaxy: Galaxy, ids: list[str]) -> NDArray[np.float64]:
    index = {t: i for i, t in enumerate(ids)}
    hops = np.zeros((len(ids), len(ids)))
    for i, territory in enumerate(ids):
        for other, steps in galaxy.plain_distances([territory]).items():
            hops[i, index[other]] = steps
    return hops


def _classical_scaling(hops: NDArray[np.float64]) -> NDArray[np.float64]:
    """Positions whose distances best match ``hops`` in the least-squares sense."""
    n = len(hops)
    centring = np.eye(n) - np.ones((n, n)) / n
    gram = -0.5 * centring @ (hops**2) @ centring
    values, vectors = np.linalg.eigh(gram)
    top = np.argsort(values)[::-1][:2]
    return np.asarray(vectors[:, top] * np.sqrt(np.maximum(values[top], 0.0)))


def _majorise(hops: NDArray[np.float64], start: NDArray[np.float64]) -> NDArray[np.float64]:
    """Stress majorisation from ``start``, weighting each pair by 1/d²."""
    weights = np.zeros_like(hops)
    np.divide(1.0, hops**2, out=weights, where=hops > 0)
    laplacian = -weights.copy()
    np.fill_diagonal(laplacian, weights.sum(axis=1))
    inverse = np.linalg.pinv(laplacian)
    positions = start
    for _ in range(ITERATIONS):
        gaps = np.sqrt(((positions[:, None, :] - positions[None, :, :]) ** 2).sum(axis=-1))
        ratio = np.zeros_like(hops)
        np.divide(weights * hops, gaps, out=ratio, where=gaps > 0)
        pull = -ratio
        np.fill_diagonal(pull, ratio.sum(axis=1))
        positions = inverse @ (pull @ positions)
    return positions
