"""The line mode's prompt: the options of the decision asked, numbered as in
the app, said in words or as a JSON object, and the keys that pick them.

Mixed into PlainGame (game.py), whose session, rules, state, names and
output it uses."""

from __future__ import annotations

from typing import Any

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.content.records.squares import square_name
from wolfenstein_tui.engine.state.commands import (
    Move,
)
from wolfenstein_tui.plain.game_parts import GameParts
from wolfenstein_tui.words.actions.labels import move_cost
from wolfenstein_tui.words.actions.menu import Menu, offer
from wolfenstein_tui.words.questions import question


class Asking(GameParts):
    """The part of PlainGame (game.py) this module says."""

    def ask(self) -> None:
        """The options of this moment and the prompt line."""
        self.menu = offer(self.rules, self.state, self.session.player_name, self.numbering)
        entries = self.option_entries(self.menu) if not self.listed or self.out.as_json else []
        self.listed = True
        self.out.prompt(self.prompt_text(), entries, **self.prompt_facts())

    def prompt_text(self) -> str:
        state = self.state
        names = self.names()
        if state.pending is not None:
            asked = question(state.pending, names)
            return self.handed(state.pending.seat) + asked
        figure = state.active_hero
        if figure is None:
            player = self.session.player_name(state.active_seat)
            return self.handed(state.active_seat) + _("{player}: {what}.").format(
                player=player, what=_("choose which of your heroes activates")
            )
        hero = state.heroes.get(figure)
        ap = hero.ap if hero is not None else state.bot_ap
        return _("{hero}, {ap} AP").format(hero=names.figure(figure), ap=ap)

    def handed(self, seat: int) -> str:
        """Hot-seat: the player's name when the turn passes to another."""
        if len(self.state.seats) < 2 or seat == self.seat_shown:
            return ""
        self.seat_shown = seat
        return _("Over to {player}.").format(player=self.session.player_name(seat)) + " "

    def prompt_facts(self) -> dict[str, Any]:
        state = self.state
        return {
            "kind": "question" if state.pending is not None else "action",
            "seat": state.pending.seat if state.pending is not None else state.active_seat,
            "hero": state.active_hero,
            "round": state.round,
        }

    def option_entries(self, menu: Menu) -> list[dict[str, Any]]:
        """Each option as said and as JSON: the key that plays it (the app's
        number or letter, `words/actions/menu.py`), its label, its command
        (as the log writes it) and, when refused now, why. The app gives no
        key to the moves (they are chosen on its map) nor to what is refused
        now: here a move is typed as `move SQUARE`, and an action the app
        leaves without a key (a tenth one) gets a number from 10. To keep a
        prompt short to hear, the moves are said on one line, and the
        actions refused now by their names on one line, their reasons left
        to `options` (`self.every_option`); JSON gives every option whole."""
        entries = []
        moves = []
        refused_now = []
        for index, (command, label) in enumerate(zip(menu.commands, menu.labels, strict=True)):
            refused = menu.refusals.get(index)
            label = label.removeprefix("✗ ")
            key = self.key_of(index)
            entry: dict[str, Any] = {
                "key": key,
                "label": label,
                "command": command.to_json(),
                "refused": refused,
            }
            name = label.partition(" — ")[0]
            if isinstance(command, Move) and refused is None and not self.out.as_json:
                ap = move_cost(self.rules, self.state, command)
                moves.append(_("{square} ({ap} AP)").format(square=square_name(command.to), ap=ap))
                continue
            if refused is not None and not self.out.as_json:
                if not self.every_option:
                    refused_now.append(name)
                    continue
                why = " ".join(line.strip().removeprefix("• ") for line in refused.splitlines())
                entry["line"] = _("Not now: {action}: {reasons}").format(action=name, reasons=why)
            else:
                entry["line"] = f"{key}. {label}" if key else label
            entries.append(entry)
        if moves:
            entries.append(
                {
                    "line": _("Moves (type move and the square): {moves}.").format(
                        moves=", ".join(moves)
                    )
                }
            )
        if refused_now:
            said = _("Not possible now (options tells why): {actions}.")
            entries.append({"line": said.format(actions=", ".join(refused_now))})
        self.every_option = False
        return entries

    def key_of(self, index: int) -> str | None:
        """The key that plays the option at `index`: the app's, else (an
        action the app leaves to the arrows) a number from 10; none for a
        move (typed as words) or an action refused now."""
        menu = self.menu
        if menu is None or index in menu.refusals or isinstance(menu.commands[index], Move):
            return None
        if index in menu.keys:
            return menu.keys[index]
        unkeyed = [
            i
            for i, command in enumerate(menu.commands)
            if i not in menu.keys and i not in menu.refusals and not isinstance(command, Move)
        ]
        return str(10 + unkeyed.index(index))

    def index_of(self, key: str) -> int | None:
        """The option a typed key plays."""
        menu = self.menu
        if menu is None:
            return None
        return next((i for i in range(len(menu.commands)) if self.key_of(i) == key), None)
