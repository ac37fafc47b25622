"""One hero's whole card: what a player needs in view while the hero acts
(its health, AP, ammo, weapons, cards, states, glory and abilities)."""

from __future__ import annotations

from rich.text import Text
from textual.events import Resize

from wolfenstein_tui.engine.rules.referee import Rules
from wolfenstein_tui.engine.state.state import GameState
from wolfenstein_tui.tui.presenters.dashboards import bot_card_text, hero_card_text
from wolfenstein_tui.tui.widgets.kept_drawing import KeptStatic
from wolfenstein_tui.tui.widgets.repaint import SizedInOneFrame
from wolfenstein_tui.tui.worked_ahead import WorkedAhead


class HeroCard(SizedInOneFrame, KeptStatic):
    """The card of the hero who acts (or who is about to be chosen), or of
    the bot that acts."""

    shown: str | None = None
    tallest = 0
    """The most lines a card has needed at this width: the panel keeps that
    height (`hold_height`)."""
    held_width: int | None = None
    card: Text | None = None
    """The card shown, before it is broken for the panel's width."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._worked: WorkedAhead[Text] = WorkedAhead()

    def show_hero(self, rules: Rules, state: GameState, hero_id: str | None, player: str) -> None:
        self.shown = hero_id
        self.card = self.card_ahead(rules, state, hero_id, player)
        if self.show_kept(self.card):
            self.hold_height()  # measured only when the card changed

    def card_ahead(self, rules: Rules, state: GameState, hero_id: str | None, player: str) -> Text:
        """The card of a hero (or of a bot) in a state, worked out once for
        the state: before it is shown, for the hero a player is likely to
        activate next."""
        given = (rules, hero_id, player)
        text = self._worked.get(state, given)
        if text is not None:
            return text
        hero = state.heroes.get(hero_id or "")
        bot = state.enemies.get(hero_id or "")
        if hero is not None:
            text = hero_card_text(rules, state, hero, player)
        elif bot is not None and bot.bot_of:  # a bot's turn: its own card (R-BOT-1)
            text = bot_card_text(rules, state, bot, player)
        else:
            text = Text()
        return self._worked.put(state, given, text)

    def hold_height(self) -> None:
        """Keep the tallest card's height: the panel never shrinks by a line
        when a hero arrives or spends AP, so the heroes' lines and the log
        below it stay where they are (no jump for the eye), and the frame
        of an action is laid out once (a log whose height changes has its
        scroll bar laid out again, in a second frame)."""
        width = self.content_region.width
        if not width:
            return
        needed = self.get_content_height(self.container_size, self.app.size, width)
        if needed > self.tallest or not self.tallest:
            self.tallest = needed
            self.styles.min_height = needed + self.styles.gutter.height

    def on_resize(self, event: Resize) -> None:
        """A new width wraps the cards anew: the height held starts again,
        from the card shown."""
        if event.size.width != self.held_width:
            self.held_width = event.size.width
            self.tallest = 0
            if self.card is not None:
                self.show_kept(self.card)
            self.hold_height()
