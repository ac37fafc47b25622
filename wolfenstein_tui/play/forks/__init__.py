"""Forks: games played on from a moment of another (`branching`), a save
folder's games as a tree of forks (`tree`), and two branches of one game
compared (`diff`). docs/game-log.md, "Forks"."""
