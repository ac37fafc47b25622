"""Screens about the board itself: the whole map at once."""
