"""A competent hero player for simulations (`wolfenstein simulate --bot smart`).

Random legal decisions say little about a mission's balance: random heroes
wander, waste their attacks and rarely reach an objective. This player plays
the heroes' side the way a careful table would, so that win rates measured
with it mean something:

- it heads for the mission's objectives (figures to kill, events to search,
  tokens to collect, a zone to reach) along a distance field that counts the
  AP of opening doors on the way;
- it attacks when the odds are worth it (exact odds from the die's faces),
  weighing the noise and danger an attack makes against what it gains, and
  keeps quiet near sleeping nazis;
- it ends its moves out of the nazis' sight and reach where it can, reloads
  with AP it would otherwise lose, shares life with a bleeding friend
  (R-DEATH-3) and activates rescuers before the bleeding hero;
- it answers the rules' questions for the heroes: event options by what
  their effects do, rerolls of blanks and reloads, ammo of the type a hero
  fires; the nazis' ties stay at the documented default (option 0).

It decides only among `Rules.legal_actions(state)` and never looks at a
random outcome before it happens (no apply of a command that rolls dice or
draws cards), so it plays fair. Each decision is a greedy one-step choice
scored from the state; that keeps a whole game to a fraction of a second.
"""

from wolfenstein_tui.engine.players.smart.player import SmartPlayer

__all__ = ["SmartPlayer"]
