"""Players that need no person: the random, the smart and the search hero player, and whole simulated games."""

BOTS = ("smart", "random", "search")
"""The hero players `simulate` and `balance` know (here, where the command
line finds them without importing the game log and the rules)."""
