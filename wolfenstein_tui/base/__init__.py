"""Leaf utilities with no game knowledge: the language spoken and its words, system errors in plain words, value classes, the start-up collector pause."""
