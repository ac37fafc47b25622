"""The rules of the game: pure Python, no user interface, no files, no clock."""
