"""What every game's real table does differently for a joined game (a mixin for the table
scenes: scenes/bug_council/remote_table.py; `JoinedPictureTable` for the tables drawn from a
seat's view, scenes/party_bugs/remote.py, scenes/back_alley_bones/remote.py).

The table runs against game/net/remote.RemoteMatch: it sends a choice as an intent (the prompt
says "Waiting for the host" until the answer), shows the host's moves as they arrive (animated
like an AI's; a welcome snapshot redrawn as it is), words the host's refusals like its own,
and says when the link drops (Reconnect says hello again with the same code). A subclass
gives `show_moves(arrival)` (animate one update) and `refusal_text(refusal)`.
"""
from __future__ import annotations

from game.i18n import _
from game.net.remote import RemoteMatch


class JoinedTable:
    joined = None                  # the JoinedGame (set by the subclass before the table's init)
    friends = True                 # the result offers Leave only
    _link_shown: tuple | None = None

    @staticmethod
    def remote_match(app, joined) -> RemoteMatch:
        """The table's match: the joined game, its seats colored from the app's palette."""
        return RemoteMatch(joined, list(app.cfg.data["seats"]["colors"]))

    def position(self) -> object:
        return self.match.position

    def apply(self, act) -> None:
        """Send the intent; the host's update (or refusal) answers it."""
        self.match.apply(act)
        self.reason = ""           # a new move: the last refusal is answered
        self.moved()

    def receive(self) -> None:
        """Show what the host sent: its moves in order, a snapshot as it is, refusals in words."""
        for arrival in self.match.pump():
            if arrival.resync:
                self.anim.clear()
                self.dirty = True
            else:
                self.show_moves(arrival)
        for refusal in self.match.take_refusals():
            self.show_reason(self.refusal_text(refusal))

    def update(self, dt: float) -> None:
        """What arrived first, the buttons after the link's state (`link_changed`), then the table."""
        self.receive()
        if self.link_state() != self._link_shown:
            self._link_shown = self.link_state()
            self.link_changed()
        super().update(dt)

    def look(self):
        """The table's, the link's state and whether an intent waits for the host."""
        return super().look(), self.link_state(), self.match.pending is not None

    def link_changed(self) -> None:
        """The link went up, down or wrong: the subclass offers Reconnect or not."""

    def link_words(self) -> tuple[str, bool] | None:
        """The link's state in words when it is not simply up and idle: (text, a warning)."""
        j = self.joined
        if j.problem:
            return j.problem, True
        if self.match.over and not j.connected and not j.connecting:
            return _("The game is over and the host has closed it."), False
        if j.connecting:
            return _("Reconnecting to the host\u2026"), False
        if not j.connected:
            return _("The connection to the host dropped. Reconnect: if you stay away too long, "
                     "an AI plays your seat until you are back."), True
        if self.match.pending is not None and not self.reason_shown:
            return _("Waiting for the host\u2026"), False
        return None

    def link_state(self) -> tuple:
        return self.joined.connected, self.joined.connecting, self.joined.problem

    def offers_reconnect(self) -> bool:
        """The link is down and there is still something to come back to."""
        return not self.joined.connected and not self.joined.connecting and not self.match.over

    def reconnect(self) -> None:
        self.joined.connect()      # the same code: the host's welcome resumes the seat

    def leave(self) -> None:
        self.app.open_title()


class JoinedPictureTable(JoinedTable):
    """A joined game at a picture table (scenes/table_kit.PictureTable), mixed in before the
    game's table: the title bar's Undo and Menu give way to Reconnect (when the link is down)
    and Leave; no autosave (the host keeps the game); the log starts with the seat joined."""

    def __init__(self, app, joined):
        self.joined = joined
        super().__init__(app, self.remote_match(app, joined))
        self.link_changed()

    def enter(self) -> None:
        self.log_lines.append(_("You joined the game as {name}.", name=self.names[self.joined.seat]))

    def exit(self) -> None:
        """Nothing to save here: the host keeps the game."""

    def undo(self) -> None:
        self.show_reason(_("Moves are not taken back in a game with friends."))

    def legal(self) -> list:
        return [] if self.match.pending is not None else super().legal()

    def show_moves(self, arrival) -> None:
        """Queue one update's beats. The picture catches up in `update`, after every arrival of
        the frame: the match's position is already the last one pumped, so a picture rebuilt
        between two arrivals would have the second one's beats play on a later position."""
        self.animate(list(arrival.events), arrival.after)
        self.dirty = True
        if self.app.pace.instant:
            self.anim.skip()

    def bar_entries(self) -> list:
        reconnect = [("undo", _("Reconnect"), self.reconnect)] if self.offers_reconnect() else []
        return reconnect + [("help", _("Help"), self.open_help), ("rules", _("Rules"), self.open_rules),
                            ("menu", _("Leave"), self.leave)]

    def link_changed(self) -> None:
        self.set_bar_buttons()

    def caption_now(self) -> str:
        words = self.link_words()
        return words[0] if words is not None else super().caption_now()
