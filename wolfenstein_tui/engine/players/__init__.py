"""Players that need no person: the random and the smart hero player, and whole simulated games."""
