"""spacetable: a digital table for space strategy board and card games."""
