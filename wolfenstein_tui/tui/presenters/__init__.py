"""What the engine knows turned into what a screen shows: labels, dashboards, action terms, looks, tips, the game-over summary. No screens here."""
