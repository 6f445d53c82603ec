"""A joined Bugspiel game at the real table: the same BugspielTableScene a local game uses, run
against what the host sends (game/net/remote.RemoteMatch), with what every joined picture table
does differently (scenes/joined_table.JoinedPictureTable)."""
from __future__ import annotations

from game.i18n import _
from scenes.bugspiel.table import BugspielTableScene
from scenes.joined_table import JoinedPictureTable


class RemoteBugspielTableScene(JoinedPictureTable, BugspielTableScene):
    def request_hint(self) -> None:
        self.show_reason(_("No hints in a game with friends."))
