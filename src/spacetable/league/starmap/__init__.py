"""The galaxy map: territories, colours, adjacency and distances (``galaxy.py``, the default
map in ``league/data/``), where each territory is drawn (``layout.py``) and the SVG picture
(``svg.py``)."""
