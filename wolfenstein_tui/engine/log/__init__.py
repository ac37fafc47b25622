"""The game log: writing, reading and checking its lines, rules cases set by hand, the JSON state its digests come from."""
