"""The simulation lab: many bot games, their statistics, reports and tournaments.

``jobs`` says which games to play (seats, seeds), ``runner`` plays them on a local process
pool or on Ray, ``stats`` sums them up, ``report`` writes JSON and HTML, and
``tournament`` rates several bots against each other.
"""
