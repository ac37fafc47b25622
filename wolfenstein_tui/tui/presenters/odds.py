"""The odds of an attack, for the action list; the computation lives in the
engine (`engine.rules.odds`), where the simulation's hero player uses it too."""

from wolfenstein_tui.engine.rules.odds import Odds, attack_odds

__all__ = ["Odds", "attack_odds"]
