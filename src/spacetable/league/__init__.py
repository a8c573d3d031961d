"""The «Битва за Галактику» league: galaxy map, rules data and season logic (pure, no I/O)."""
