"""The board's geometry: squares and walls, the movement grid, line of sight, paths."""
