"""The game's own commands in the command palette (ctrl+p): each one runs
the screen's action of the same name, so the palette and the keys agree.
Their names are translated when the palette asks for them, and searched
in the language spoken."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from wolfenstein_tui.base.i18n import N_, _

COMMANDS = (
    (N_("End activation"), "end_activation", N_("End the active hero's activation (key e)")),
    (
        N_("Undo"),
        "undo",
        N_("Take back the last action, while no die was rolled and no card drawn (u)"),
    ),
    (
        N_("Back to a decision of this round"),
        "back_to",
        N_("Go back to before a decision of this round, chosen in a list (b)"),
    ),
    (
        N_("Look around the map"),
        "look",
        N_("A cursor on the map: line of sight, cards, Enter acts (x)"),
    ),
    (
        N_("What would you do?"),
        "advice",
        N_("Advice: the top three plans, their chance of winning and why (o)"),
    ),
    (N_("Help: keys and map symbols"), "help", N_("The keys, the map's symbols and the rules (?)")),
    (N_("Log"), "focus_log", N_("The game's running log (g)")),
    (N_("Rules search"), "rules_search", N_("Search the rules reference by words or a rule id")),
    (N_("Replay this game"), "replay_game", N_("Watch this game's log from its start")),
    (N_("Zoom the map in"), "zoom(False)", N_("The full-size map (+)")),
    (N_("Zoom the map out"), "zoom(True)", N_("The compact map, two characters a square (-)")),
)


class GameCommands(Provider):
    """The game screen's commands, found by name."""

    async def discover(self) -> Hits:
        for name, action, help_text in COMMANDS:
            yield DiscoveryHit(_(name), partial(self._run, action), help=_(help_text))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for english, action, help_text in COMMANDS:
            name = _(english)
            score = matcher.match(name)
            if score > 0:
                yield Hit(
                    score, matcher.highlight(name), partial(self._run, action), help=_(help_text)
                )

    async def _run(self, action: str) -> None:
        await self.screen.run_action(action)
