"""The list of actions: what the rules allow now, numbered, in an order
where nothing costly waits under a stray Enter, and what they refuse now,
marked ✗ with every reason; beside it, the whole of the highlighted one."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, cast

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Padding, Visual
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.commands import Move, UseItem
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.command_screen import command_card
from wolfenstein_tui.tui.textual_private import option_index_of
from wolfenstein_tui.tui.widgets.kept_drawing import KeptDrawing
from wolfenstein_tui.tui.widgets.scroll_bars import ScrollBarsOnce
from wolfenstein_tui.tui.worked_ahead import WorkedAhead
from wolfenstein_tui.words.actions.command_words import note_rules, notes
from wolfenstein_tui.words.actions.labels import move_cost
from wolfenstein_tui.words.actions.menu import Listed, Menu, Numbering, listed, numbered
from wolfenstein_tui.words.questions import PlayerName
from wolfenstein_tui.words.rule_marks import for_players


def with_rule_texts(reason: str, rules: list[str] | None = None) -> str:
    """A refusal with the text of each rule it follows (`rules`, else the
    ids its words name), so nobody has to look the rule up."""
    return "\n\n".join([reason, *rule_texts(rules if rules is not None else reason)])


def rule_texts(rules: list[str] | str) -> list[str]:
    """ "R-ATK-2: <the rule's text>" for each rule (or each id a text names)."""
    # The rules reference is imported with the first refusal shown: a
    # game's first frame may have none.
    from wolfenstein_tui.content.records.rulebook import RULE_ID, rule_text

    ids = RULE_ID.findall(rules) if isinstance(rules, str) else rules
    cited = {rule: rule_text(rule) for rule in ids}
    return [f"{rule}: {for_players(text)}" for rule, text in cited.items() if text]


def lines_of(labels: list[str], keys: dict[int, str]) -> list[str]:
    """The list's lines: each action's key (or a space), then its label."""
    return [f"{keys.get(i, ' ')} {label}" for i, label in enumerate(labels)]


def move_costs_of(listed: Listed, move_ap: dict[int, int]) -> dict[tuple[int, int], str]:
    """The squares the listed moves reach, with their AP cost (for the map)."""
    marked = {}
    for index, cost in move_ap.items():
        command = listed.commands[index]
        if index not in listed.refusals and isinstance(command, Move):
            marked[command.to] = str(cost)
    return marked


class ActionList(OptionList, ScrollBarsOnce):
    """The actions, as lines; an option's id is its index in `commands`."""

    DEFAULT_CSS = """
    ActionList { text-wrap: wrap; overflow-y: scroll; }
    ActionList > .action-list--keys-lent {
        color: $foreground; background: $block-cursor-blurred-background;
    }
    """
    """A line too long for the list wraps: no action's name is ever cut (at
    80×24 the list is 38 columns wide). The list always shows its scroll
    bar, as the log does (an empty track while every action fits): a line
    wraps the same in a short list and a long one, and the list's length
    never changes how the screen is laid out (a bar that came with
    Activate's long list had the whole screen laid out again, and every
    line measured again). While another part of the screen
    reads the keys (the map cursor), the highlighted action is drawn in the
    colours of a list without the focus (`action-list--keys-lent`)."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {"action-list--keys-lent"}

    watch_scroll_y = ScrollBarsOnce.watch_scroll_y
    """The bar's thumb repainted only where it changes (scroll_bars.py)."""

    keys_lent = False
    """Whether another part of the screen reads the keys (`lend_keys`)."""

    def __init__(self, *, id: str | None = None) -> None:
        # Plain text: a card's or a figure's name is never read as markup, and
        # the lines are not parsed for it each time the list changes.
        super().__init__(id=id, markup=False)
        # No links in it: Textual's styling of links is a pass over every line.
        self.set_reactive(ActionList.auto_links, False)
        self.commands: list = []
        """The listed commands, in the order shown."""
        self.labels: list[str] = []
        self.refusals: dict[int, str] = {}
        """Indices of listed actions the rules refuse now, with the reason."""
        self.refusal_rules: dict[int, list[str]] = {}
        """The rules each refusal follows (the reasons' trail)."""
        self.square_choices: dict[int, list[UseItem]] = {}
        """Listed actions played on a square of the player's choosing (a
        grenade): one line in the list, the square picked on the map."""
        self.move_ap: dict[int, int] = {}
        """The AP each listed move costs, by its index (the map shows them)."""
        self.shown: list[str] = []
        """The lines in the list."""
        self.keys: dict[int, str] = {}
        """The key shown on each listed action, by index (`keep_numbers`)."""
        self.numbering = Numbering()
        """The number each action of this activation was given."""
        self._listed: WorkedAhead[tuple[Menu, dict[int, int]]] = WorkedAhead()
        self._lines_shown: dict[str, KeptDrawing] = {}
        self._lines_ahead: dict[str, KeptDrawing] = {}
        """The lines shown, and those of the list drawn ahead (`draw_ahead`)."""
        self._options_drawn: dict[tuple[KeptDrawing, int, VisualStyle, int], list[Strip]] = {}
        """Each option's rows as the list puts them on screen, by its line,
        its index, its colours and the list's width (`_get_option_render`)."""
        self.drawn_at: dict[int, int] = {}
        """The action each line of the list was last drawn with, by line
        (from the list's top, scrolled or not): every line in view is drawn
        again when the options change, the list scrolls or its width does,
        so the lines in view always tell what they show."""
        self.highlight_changed: Callable[[int], None] | None = None
        """Called with the index of the highlighted action as soon as it
        changes (the OptionHighlighted message arrives later, often after
        the list was repainted: what the screen shows about the action would
        then come a frame after the highlight)."""

    def lend_keys(self, lent: bool) -> None:
        """Say that the map cursor reads the keys (or no longer does): the
        highlighted action is drawn as in a list without the focus, though
        the focus stays here. Drawn, not styled: a change of the list's
        classes would have Textual apply the stylesheet to it and its
        scroll bars again, and draw every line anew (some 3 ms at 80×24 and
        6 ms at 160×50 of the key's frame). Only the highlighted action's
        lines are drawn again: the whole list took 1.4–1.8 ms of x's frame
        at 160×50."""
        if lent == self.keys_lent:
            return
        self.keys_lent = lent
        lines = [line for line, index in self.drawn_at.items() if index == self.highlighted]
        if self.highlighted is None or not lines:
            self.refresh()  # nothing of it drawn yet: the whole list, to be sure
        for line in lines:
            self.refresh_lines(line)

    def _get_option_render(self, option: Option, style: VisualStyle) -> list[Strip]:
        """An option's rows, as OptionList draws them (its line at the
        list's width, in `style`, filled to the width and marked with the
        option's index for the mouse), kept from one list to the next and
        drawn ahead for Activate's list (`draw_ahead`): OptionList draws
        each option anew after every change of the options, a tenth of a
        millisecond a line in the action's frame."""
        prompt = option.prompt
        if not isinstance(prompt, KeptDrawing) or option.id is None:
            return super()._get_option_render(option, style)
        return self._option_rows(
            prompt, int(option.id), style, self.scrollable_content_region.width
        )

    def _option_rows(
        self, line: KeptDrawing, index: int, style: VisualStyle, width: int
    ) -> list[Strip]:
        """The rows of the option `index` showing `line`, kept (`_options_drawn`)."""
        key = (line, index, style, width)
        rows = self._options_drawn.get(key)
        if rows is None:
            rows = self._options_drawn[key] = self._drawn_rows(line, index, style, width)
        return rows

    def _drawn_rows(
        self, line: KeptDrawing, index: int, style: VisualStyle, width: int
    ) -> list[Strip]:
        """The rows of the option `index` showing `line`, as OptionList's
        `_get_option_render` draws them (the list has no gutter)."""
        padding = self.get_component_styles("option-list--option").padding
        visual: Visual = Padding(line, padding) if padding else line
        strips = Visual.to_strips(self, visual, width, None, style)
        meta = {"option": index}
        return [
            strip.extend_cell_length(width, style.rich_style).apply_meta(meta) for strip in strips
        ]

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        index = option_index_of(strip)
        if index is not None:
            self.drawn_at[self.scroll_offset.y + y] = index
        if self.keys_lent and index is not None and index == self.highlighted:
            return self._lent(strip)
        return strip

    def _lent(self, strip: Strip) -> Strip:
        """The highlighted action's line in the lent colours, its text and
        the mouse's offsets kept."""
        colours = self.get_component_rich_style("action-list--keys-lent")
        over = Style(
            color=colours.color,
            bgcolor=colours.bgcolor,
            bold=False,
            italic=False,
            underline=False,
            reverse=False,
        )
        return Strip(Segment.apply_style(strip, post_style=over), strip.cell_length)

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        """Measure the lines again at the width the scroll bar leaves them.

        The bar is always shown once the list has a size, but the list may
        get its first lines before that: OptionList measures each option's
        lines at the list's width of the moment, and measures again only
        when the list itself is resized, which the bar's coming is not (the
        list's width changes by the bar's, its count of lines does not). An
        action that filled the list's width without the bar would keep one
        line beside it, its wrapped end never drawn. Replacing a prompt is
        OptionList's public way to have every line measured anew; the first
        option's is given again as it is."""
        if self.options:
            self.replace_option_prompt_at_index(0, self.options[0].prompt)

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if highlighted is not None and self.highlight_changed is not None:
            self.highlight_changed(highlighted)

    def offer(self, rules: Rules, state: GameState, player_name: PlayerName | None = None) -> None:
        """Work out the actions of this moment (the lines are shown by
        `show_lines`, once the rest of the screen is drawn); `player_name`
        names the players where an answer is a player (the first player of
        a round), as the question's dialog does. The actions worked out
        ahead for this state (`listed_ahead`) are taken as they are."""
        listing, self.move_ap = self.listed_ahead(rules, state, player_name)
        menu = numbered(listing, state, self.numbering)
        self.commands, self.labels, self.keys = menu.commands, menu.labels, menu.keys
        self.refusals, self.square_choices = menu.refusals, menu.square_choices
        self.refusal_rules = menu.refusal_rules

    def listed_ahead(
        self, rules: Rules, state: GameState, player_name: PlayerName | None = None
    ) -> tuple[Menu, dict[int, int]]:
        """The actions of a state, with no keys yet, and the AP each listed
        move costs: worked out once for the state (before it is shown, for
        the action a player is likely to choose next)."""
        given = (rules, player_name)
        found = self._listed.get(state, given)
        if found is None:
            menu = listed(rules, state, player_name)
            move_ap = {
                i: move_cost(rules, state, c)
                for i, c in enumerate(menu.commands)
                if isinstance(c, Move) and i not in menu.refusals
            }
            found = self._listed.put(state, given, (menu, move_ap))
        return found

    def move_costs(self) -> dict[tuple[int, int], str]:
        """The squares the listed moves reach, with their AP cost (for the map)."""
        return move_costs_of(self, self.move_ap)

    def show_lines(self) -> None:
        """Put the offered actions in the list, each with its key (a number
        that stays with it, e or f: `keep_numbers`), the first one
        highlighted; a long line wraps. The same lines as shown are
        kept as they are (an undo often offers them again), and new ones
        replace the old in one go: each change of the list costs Textual a
        measure of all its lines (none if they were drawn ahead)."""
        lines = lines_of(self.labels, self.keys)
        if lines != self.shown:
            self.shown = lines
            self.drawn_at = {}
            self._lines_shown = self._kept_lines(lines)
            shown = set(self._lines_shown.values())
            self._options_drawn = {
                key: rows for key, rows in self._options_drawn.items() if key[0] in shown
            }
            self._count_lines(lines)
            self.set_options(
                [Option(self._lines_shown[line], id=str(i)) for i, line in enumerate(lines)]
            )
            self.scroll_bars_now()
        else:
            self.highlighted = None  # the same lines, but what they do may differ: shown again
        if self.labels:
            self.highlighted = 0

    def _count_lines(self, lines: list[str]) -> None:
        """Tell Textual, before the options change, how many rows `lines`
        take, as OptionList counts them (`set_content_size`): it then finds
        its count unchanged and does not ask for a layout of the whole
        screen itself."""
        width = self.scrollable_content_region.width
        if not width:
            return
        text_width = width - self.get_component_styles("option-list--option").padding.width
        rules = cast(RulesMap, self.styles)
        rows = sum(self._lines_shown[line].get_height(rules, text_width) for line in lines)
        self.set_content_size(Size(width, rows))

    def _kept_lines(self, lines: list[str]) -> dict[str, KeptDrawing]:
        """The drawings of `lines`: those shown or drawn ahead kept, the
        others new."""
        known = {**self._lines_ahead, **self._lines_shown}
        return {line: known.get(line) or KeptDrawing.of_line(line) for line in lines}

    def draw_ahead(self, menu: Menu, state: GameState) -> None:
        """Measure and draw, while the player reads the screen, the lines
        of a list about to be shown (the activation Enter would start), as
        OptionList will: each line's height at the list's width, and the
        lines that fill the screen's height, the first one highlighted. Its
        frame then only puts them on screen (`KeptDrawing` keeps them)."""
        width = self.scrollable_content_region.width
        if width < 1:
            return
        keys = self.numbering.copy().keys(menu.commands, set(menu.refusals), state)
        ahead = self._lines_ahead = self._kept_lines(lines_of(menu.labels, keys))
        padding = self.get_component_styles("option-list--option").padding
        plain = self.get_visual_style("option-list--option")
        lit = self.get_visual_style("option-list--option", "option-list--option-highlighted")
        rows = 0
        for number, line in enumerate(ahead.values()):
            rows += line.get_height(cast(RulesMap, self.styles), width - padding.width)
            if rows <= self.app.size.height:
                self._option_rows(line, number, lit if number == 0 else plain, width)

    def detail(self, rules: Rules, state: GameState, index: int) -> Text:
        """Everything about a listed action, for the panel beside the list,
        the most needed first (the panel is short on a small terminal): why
        it is refused (every reason), its whole line (the list may wrap a
        long one), what it costs and does besides, the texts of the rules
        cited, and the card involved."""
        command = self.commands[index]
        text = Text()
        cited = ""
        if index in self.refusals:
            reasons = self.refusals[index]
            text.append(_("Not now: {reasons}").format(reasons=reasons) + "\n", style="bold")
            text.append(self.labels[index] + "\n")
            cited = "\n\n".join(rule_texts(self.refusal_rules.get(index, [])))
        else:
            text.append(self.labels[index] + "\n", style="bold")
        said = notes(rules, state, command)
        for note in said:
            text.append(f"• {note}\n")
        if cited:
            text.append(cited + "\n", style="italic")
        card = command_card(rules, state, command)
        if card is not None:
            text.append_text(card)
        trail = note_rules(state, command) if said and index not in self.refusals else []
        if trail:  # the notes' rules, last: on request, below what matters
            text.append("\n" + _("Rules: {rules}").format(rules=", ".join(trail)), style="dim")
        return text
