"""A hero player that looks ahead (`wolfenstein simulate --bot search`).

The smart player scores each next step on its own. This one plans: at the
start of every hero's activation, and after each step whose result was
random, it weighs a few really different first steps (the smart player's
choice and, by default, the two first others of: an attack on each of two
targets, a search, an ability, an item, a reload, fatigue, a door, ending
there, two moves), each followed by the smart player's play for every hero,
through the nazis' answer (to the next round, by default), in worlds
where the draw piles are shuffled again and the dice reseeded from its own
generator: it knows what the heroes at the table know, no more. The best on
average is played when it beats the smart player's choice clearly (a look-ahead
is one throw of the dice: a small lead is luck), the rest of its activation
followed until dice roll.

Its budget is counted in look-aheads, so the same seed and budget give the
same games; a time limit is a question passed in from outside (the engine
reads no clock).
"""

from wolfenstein_tui.engine.players.search.budget import Budget
from wolfenstein_tui.engine.players.search.player import SearchPlayer

__all__ = ["Budget", "SearchPlayer"]
