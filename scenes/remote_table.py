"""A joined game at the real table: the same TableScene a local game uses, run against what the
host sends (game/net/remote.RemoteMatch) instead of a local Match.

The table draws from this seat's view, animates the events the host sends (redacted for this
seat), and sends a click or drag on a card as an intent; the host's answer is an update (its
events animate like an AI's move) or a refusal, worded from its rule and params like a local
one. While an intent is in flight the prompt says so and the hand takes no other choice. What a
client cannot do it does not offer: no Hint, no Undo (the host's table takes nothing back
either), no autosave (the host keeps the game). Leave goes back to the title; when the link
drops the prompt says so and Reconnect says hello again with the same code (the host's
welcome is a full snapshot, drawn as it is).
"""
from __future__ import annotations

import pygame

from game.net.remote import RemoteMatch
from scenes.model import TableModel
from scenes.table import TableScene
from scenes.widgets import Button
from scenes.wording import refusal_words


class RemoteTableScene(TableScene):
    def __init__(self, app, joined):
        self.joined = joined
        self._link_shown: tuple | None = None
        super().__init__(app, RemoteMatch(joined))
        self._log(f"You joined the game as {self.names[joined.seat]}.")

    # --- where the table reads the game ------------------------------------------------------

    def position(self) -> object:
        return self.match.position

    def fresh_model(self) -> TableModel:
        return TableModel.from_view(self.match.view(self.bottom))

    def assists(self) -> bool:
        return False

    # --- lifecycle -------------------------------------------------------------------------------

    def enter(self) -> None:
        if self.match.seq == 0:
            self.deal()          # joined before the first move: the deal as everyone sees it
        else:
            self.dirty = True

    def exit(self) -> None:
        self.close_hint()        # nothing to save here: the host keeps the game

    # --- engine I/O: intents out, the host's updates and refusals in ---------------------------

    def apply(self, act) -> None:
        """Send the intent; the host's update (or refusal) answers it."""
        self.match.apply(act)
        self.reason = ""         # a new move: the last refusal is answered
        self.moved()

    def request_hint(self) -> None:
        self.show_reason("No hints in a game with friends.")

    def receive(self) -> None:
        """Show what the host sent: its moves animated in order, a snapshot redrawn as it is,
        its refusals in words."""
        for arrival in self.match.pump():
            if arrival.resync:
                if arrival.events or not self.anim.busy:
                    self.anim.clear()
                self.dirty = True
                continue
            self.animate(list(arrival.events), arrival.before, arrival.after)
            self.moved()
        for refusal in self.match.take_refusals():
            self.show_reason(refusal_words(refusal, self.names, self.me))

    def update(self, dt: float) -> None:
        self.receive()
        link = (self.joined.connected, self.joined.connecting, self.joined.problem)
        if link != self._link_shown:
            self._link_shown = link
            self._build_top_buttons()
        super().update(dt)

    # --- what it shows besides the table --------------------------------------------------------

    def prompt_text(self) -> tuple[str, bool]:
        j = self.joined
        if j.problem:
            return j.problem, True
        if j.connecting:
            return "Reconnecting to the host\u2026", False
        if not j.connected:
            return ("The connection to the host dropped. Reconnect: if you stay away too long, "
                    "an AI plays your seat until you are back."), True
        if self.match.pending is not None and not (self.reason and self.clock < self.reason_until):
            return "Waiting for the host\u2026", False
        return super().prompt_text()

    def _build_top_buttons(self) -> None:
        super()._build_top_buttons()
        R = self.cfg.data["remote_table"]
        h, gap = self.cfg.num("button_height"), self.cfg.num("button_gap")
        bar = pygame.Rect(self.cfg.rect("top_bar"))
        specs = [("Leave", self.leave, R["leave_width"])]
        if not self.joined.connected and not self.joined.connecting:
            specs.insert(0, ("Reconnect", self.reconnect, R["reconnect_width"]))
        right = min((b.rect.left for b in self.top_buttons), default=self.cfg.num("top_buttons_right")) - gap
        extra = []
        for label, fn, w in reversed(specs):
            extra.insert(0, Button(pygame.Rect(right - w, bar.centery - h // 2, w, h), label, fn))
            right -= w + gap
        self.top_buttons = extra + self.top_buttons

    def reconnect(self) -> None:
        self.joined.connect()       # the same code: the host's welcome resumes the seat

    def leave(self) -> None:
        self.app.open_title()

    def _open_game_over(self, e, after) -> None:
        from scenes.overlays import GameOverScene
        self.app.stack.push(GameOverScene(self.app, e, after, self.names, colors=self.colors, friends=True))
