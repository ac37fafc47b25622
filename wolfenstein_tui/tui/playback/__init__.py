"""Playing back what happened: a game log step by step, and a nazi phase beat by beat with its recap."""
