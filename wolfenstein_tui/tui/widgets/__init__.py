"""The game screen's parts, one widget a file, so each can change alone."""
