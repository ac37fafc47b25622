"""Keys in the language spoken: bindings, the key bar's modes, the keys panel, the command palette and the game screen's help."""
