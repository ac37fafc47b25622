"""Players that need no person: the random and the smart hero player, and whole simulated games."""

BOTS = ("smart", "random")
"""The hero players `simulate` and `balance` know (here, where the command
line finds them without importing the game log and the rules)."""
