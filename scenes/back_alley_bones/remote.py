"""A joined Back Alley Bones game at the real table: the same BonesTableScene a local game uses,
run against what the host sends (game/net/remote.RemoteMatch; scenes/joined_table.JoinedTable).
The title bar's Undo and Menu give way to Reconnect (when the link is down) and Leave; no
autosave (the host keeps the game); the result offers Leave only."""
from __future__ import annotations

import pygame

from scenes.back_alley_bones.table import BonesTableScene
from scenes.joined_table import JoinedTable
from scenes.widgets import Button


class RemoteBonesTableScene(JoinedTable, BonesTableScene):
    def __init__(self, app, joined):
        self.joined = joined
        super().__init__(app, self.remote_match(app, joined))
        self.link_changed()

    def enter(self) -> None:
        self.log_lines.append(f"You joined the game as {self.names[self.joined.seat]}.")

    def exit(self) -> None:
        """Nothing to save here: the host keeps the game."""

    def undo(self) -> None:
        self.show_reason("Moves are not taken back in a game with friends.")

    def legal(self) -> list:
        return [] if self.match.pending is not None else super().legal()

    def show_moves(self, arrival) -> None:
        self.animate(list(arrival.events), arrival.after)
        self.moved()

    def link_changed(self) -> None:
        spec = self.layout.look["buttons"]
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
        from scenes.back_alley_bones.result import BonesResultScene
        self.app.stack.push(BonesResultScene(self.app, self, e, friends=True))
