"""The league's rule book as data: the eight factions (``factions.py``) and the technology
tree (``technologies.py``), each read from ``league/data/`` and validated on load."""
