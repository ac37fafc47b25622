"""The list of actions: what the rules allow now, numbered, and what they
refuse now, marked ✗ with the reason."""

from __future__ import annotations

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.content.rulebook import RULE_ID, rule_text
from wolfenstein_tui.engine.commands import EndActivation, Move, UseItem
from wolfenstein_tui.engine.rules import Rules
from wolfenstein_tui.engine.state import GameState
from wolfenstein_tui.tui.labels import describe
from wolfenstein_tui.tui.unavailable import unavailable_actions


def with_rule_texts(reason: str) -> str:
    """A refusal with the text of each rule it cites, so nobody has to look
    the rule up."""
    cited = {rule: rule_text(rule) for rule in RULE_ID.findall(reason)}
    return "\n\n".join([reason, *(f"{rule}: {text}" for rule, text in cited.items() if text)])


def grouped(commands: list) -> tuple[list, dict[int, list[UseItem]]]:
    """Keep one line for the uses of an area item on its many squares; the
    square is then chosen on the map."""
    kept: list = []
    choices: dict[int, list[UseItem]] = {}
    first: dict[tuple[str, str], int] = {}
    for command in commands:
        if isinstance(command, UseItem) and command.square is not None:
            key = (command.hero, command.item)
            if key in first:
                choices[first[key]].append(command)
                continue
            first[key] = len(kept)
            choices[len(kept)] = [command]
        kept.append(command)
    return kept, choices


def ordered(commands: list) -> list:
    """What to offer first: the actions other than moving, then the moves
    (they are also on the map, where a click plays them), and ending the
    activation last (End jumps to it)."""
    rest = [c for c in commands if not isinstance(c, Move | EndActivation)]
    moves = [c for c in commands if isinstance(c, Move)]
    ends = [c for c in commands if isinstance(c, EndActivation)]
    return rest + moves + ends


class ActionList(OptionList):
    """The actions, as lines; an option's id is its index in `commands`."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.commands: list = []
        """The listed commands, in the order shown."""
        self.labels: list[str] = []
        self.refusals: dict[int, str] = {}
        """Indices of listed actions the rules refuse now, with the reason."""
        self.square_choices: dict[int, list[UseItem]] = {}
        """Listed actions played on a square of the player's choosing (a
        grenade): one line in the list, the square picked on the map."""

    def offer(self, rules: Rules, state: GameState) -> None:
        """Work out the actions of this moment (the lines are shown by
        `show_lines`, once the rest of the screen is drawn)."""
        legal = rules.legal_actions(state)
        self.commands, self.square_choices = grouped(ordered(legal))
        labels = [describe(rules, state, c) for c in self.commands]
        for index, choices in self.square_choices.items():
            card = rules.item_cards[choices[0].item]
            labels[index] = f"Use {card.name}: pick a square on the map ({card.ap_cost} AP)"
        self.refusals = {}
        refused = unavailable_actions(rules, state, legal)
        if refused:
            at = next(
                (i for i, c in enumerate(self.commands) if isinstance(c, EndActivation)),
                len(self.commands),
            )
            for offset, (command, reason) in enumerate(refused):
                self.commands.insert(at + offset, command)
                labels.insert(at + offset, "✗ " + describe(rules, state, command).split(" — ")[0])
                self.refusals[at + offset] = reason
        self.labels = labels

    def move_costs(self) -> dict[tuple[int, int], str]:
        """The squares the listed moves reach, with their AP cost (for the map)."""
        marked = {}
        for index, (command, label) in enumerate(zip(self.commands, self.labels, strict=True)):
            if isinstance(command, Move) and index not in self.refusals:
                marked[command.to] = label.rsplit("(", 1)[-1].split(" ")[0]
        return marked

    def show_lines(self) -> None:
        """Put the offered actions in the list, numbered 1-9, the first one
        highlighted."""
        self.clear_options()
        self.add_options(
            [
                Option(f"{i + 1} {label}" if i < 9 else f"  {label}", id=str(i))
                for i, label in enumerate(self.labels)
            ]
        )
        if self.labels:
            self.highlighted = 0
