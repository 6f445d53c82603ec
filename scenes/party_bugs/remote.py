"""A joined Party Bugs game at the real table: the same PartyTableScene a local game uses, run
against what the host sends (game/net/remote.RemoteMatch; scenes/joined_table.JoinedTable).
The title bar's Undo and Menu give way to Reconnect (when the link is down) and Leave; no
autosave (the host keeps the game); the result offers Leave only."""
from __future__ import annotations

import pygame

from game.party_bugs.events import GameSetUp
from scenes.joined_table import JoinedTable
from scenes.party_bugs.table import PartyTableScene
from scenes.widgets import Button


class RemotePartyTableScene(JoinedTable, PartyTableScene):
    def __init__(self, app, joined):
        self.joined = joined
        super().__init__(app, self.remote_match(app, joined))
        self.link_changed()

    def enter(self) -> None:
        v = self.seen()
        self.log_lines.append(f"You joined the game as {self.names[self.joined.seat]}.")
        if self.match.seq == 0:      # the deal as everyone sees it
            self.log_lines += self.deal_lines(GameSetUp(v.game, v.floor, v.host))

    def exit(self) -> None:
        """Nothing to save here: the host keeps the game."""
        self.coach.close()

    def undo(self) -> None:
        self.show_reason("Moves are not taken back in a game with friends.")

    def request_hint(self) -> None:
        self.show_reason("No hints in a game with friends.")

    def legal(self) -> list:
        return [] if self.match.pending is not None else super().legal()

    def show_moves(self, arrival) -> None:
        self.animate(list(arrival.events), arrival.after)
        self.moved()

    def link_changed(self) -> None:
        spec = self.spec["buttons"]
        specs = [("Help", self.open_help, spec["help"]), ("Rules", self.open_rules, spec["rules"]),
                 ("Leave", self.leave, spec["menu"])]
        if self.offers_reconnect():
            specs.insert(0, ("Reconnect", self.reconnect, spec["undo"]))
        self.buttons = [Button(pygame.Rect(*rect), label, fn) for label, fn, rect in specs]
        self.bar_buttons = list(self.buttons)

    def caption_now(self) -> str:
        words = self.link_words()
        return words[0] if words is not None else super().caption_now()

    def open_result(self, e) -> None:
        self.finished = True
        from scenes.party_bugs.result import PartyResultScene
        self.app.stack.push(PartyResultScene(self.app, self, e, friends=True))
