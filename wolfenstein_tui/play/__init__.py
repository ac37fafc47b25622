"""Playing and keeping games: sessions, joined play and its seats and locks, game logs and the save folder, campaigns, simulated games, crash reports."""
