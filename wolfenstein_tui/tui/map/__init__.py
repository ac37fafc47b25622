"""The map drawn as text (full and compact), the part of it that fits the window, and what an action would do drawn on it."""
