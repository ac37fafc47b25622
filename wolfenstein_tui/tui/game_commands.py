"""The game's own commands in the command palette (ctrl+p): each one runs
the screen's action of the same name, so the palette and the keys agree."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

COMMANDS = (
    ("End activation", "end_activation", "End the active hero's activation (key e)"),
    ("Undo", "undo", "Take back the last action, while no die was rolled and no card drawn (u)"),
    ("Look around the map", "look", "A cursor on the map: line of sight, cards, Enter acts (x)"),
    ("Help: keys and map symbols", "help", "The keys, the map's symbols and the rules (?)"),
    ("Log", "focus_log", "The game's running log (l)"),
    ("Rules search", "rules_search", "Search the rules reference by words or a rule id"),
    ("Replay this game", "replay_game", "Watch this game's log from its start"),
    ("Zoom the map in", "zoom(False)", "The full-size map (+)"),
    ("Zoom the map out", "zoom(True)", "The compact map, two characters a square (-)"),
)


class GameCommands(Provider):
    """The game screen's commands, found by name."""

    async def discover(self) -> Hits:
        for name, action, help_text in COMMANDS:
            yield DiscoveryHit(name, partial(self._run, action), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, action, help_text in COMMANDS:
            score = matcher.match(name)
            if score > 0:
                yield Hit(
                    score, matcher.highlight(name), partial(self._run, action), help=help_text
                )

    async def _run(self, action: str) -> None:
        await self.screen.run_action(action)
