"""The nazi phase: the program every awake nazi runs (waking, choosing a target, moving, attacking)."""
