"""A joined Party Bugs game at the real table: the same PartyTableScene a local game uses, run
against what the host sends (game/net/remote.RemoteMatch), with what every joined picture table
does differently (scenes/joined_table.JoinedPictureTable); the log also shows the deal when the
game is joined before anyone acted."""
from __future__ import annotations

from game.i18n import _
from game.party_bugs.events import GameSetUp
from scenes.joined_table import JoinedPictureTable
from scenes.party_bugs.table import PartyTableScene


class RemotePartyTableScene(JoinedPictureTable, PartyTableScene):
    def enter(self) -> None:
        v = self.seen()
        super().enter()
        if self.match.seq == 0:      # the deal as everyone sees it
            self.log_lines += self.deal_lines(GameSetUp(v.game, v.floor, v.host))

    def exit(self) -> None:
        """The coach's search stops; nothing to save (the host keeps the game)."""
        self.coach.close()
        super().exit()

    def request_hint(self) -> None:
        self.show_reason(_("No hints in a game with friends."))
