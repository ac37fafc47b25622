"""The longest values a game log line may hold: checked by logcheck.py
before a line reaches the engine, and by the line models of line_shapes.py."""

MAX_TEXT = 200
"""Longest text of a log value: ids and names are far shorter; the bound
keeps a 50 MB value from reaching the engine and its messages."""
MAX_PATH = 4096
"""Longest `mission_file` (PATH_MAX on Linux)."""
MAX_LIST = 1000
"""Longest list in a line: a deck's shuffle has under a hundred cards."""
