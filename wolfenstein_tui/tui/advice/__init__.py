"""The game's "what would you do?": advice asked of the search player."""
