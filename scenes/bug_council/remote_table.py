"""A joined Bug Council game at the real table: the same TableScene a local game uses, run
against what the host sends (game/net/remote.RemoteMatch) instead of a local Match.

The table draws from this seat's view, animates the events the host sends (redacted for this
seat), and sends a click or drag on a card as an intent (scenes/joined_table.JoinedTable).
What a client cannot do it does not offer: no Hint, no Undo (the host's table takes nothing
back either), no autosave (the host keeps the game). Leave goes back to the title; when the
link drops, Reconnect appears beside it.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from scenes.joined_table import JoinedTable
from scenes.bug_council.model import TableModel
from scenes.bug_council.table import TableScene
from scenes.widgets import row_from_right
from scenes.bug_council.wording import refusal_words


class RemoteTableScene(JoinedTable, TableScene):
    def __init__(self, app, joined):
        self.joined = joined
        super().__init__(app, self.remote_match(app, joined))
        self._log(_("You joined the game as {name}.", name=self.names[joined.seat]))

    def fresh_model(self) -> TableModel:
        return TableModel.from_view(self.match.view(self.bottom))

    def assists(self) -> bool:
        return False

    def enter(self) -> None:
        if self.match.seq == 0:
            self.deal()          # joined before the first move: the deal as everyone sees it
        else:
            self.dirty = True

    def exit(self) -> None:
        self.coach.close()       # nothing to save here: the host keeps the game

    def request_hint(self) -> None:
        self.show_reason(_("No hints in a game with friends."))

    def show_moves(self, arrival) -> None:
        self.animate(list(arrival.events), arrival.before, arrival.after)
        self.moved()

    def refusal_text(self, refusal) -> str:
        return refusal_words(refusal, self.names, self.me)

    def link_changed(self) -> None:
        self._build_top_buttons()

    def prompt_text(self) -> tuple[str, bool]:
        return self.link_words() or super().prompt_text()

    def _build_top_buttons(self) -> None:
        """The table's buttons, with Leave (and Reconnect when the link is down) on their left."""
        super()._build_top_buttons()
        R = self.cfg.data["remote_table"]
        h, gap = self.cfg.num("button_height"), self.cfg.num("button_gap")
        bar = pygame.Rect(self.cfg.rect("top_bar"))
        specs = [("Leave", self.leave, R["leave_width"])]
        if self.offers_reconnect():
            specs.insert(0, ("Reconnect", self.reconnect, R["reconnect_width"]))
        right = min(b.rect.left for b in self.top_buttons) - gap
        extra, _right = row_from_right(specs, right, bar.centery, h, gap)
        self.top_buttons = extra + self.top_buttons

    def _open_game_over(self, e, after) -> None:
        from scenes.bug_council.overlays import GameOverScene
        self.app.stack.push(GameOverScene(self.app, e, after, self.names, colors=self.colors, friends=True,
                                          reader=self.me))
