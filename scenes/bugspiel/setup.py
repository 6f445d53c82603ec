"""Bugspiel's part of the setup screen (scenes/setup_scene.py, through its plug-in's
`setup_form`): a few words of how it plays under the seats."""
from __future__ import annotations

from game.i18n import N_, _
from scenes.setup_scene import SetupChoice, SetupForm

BLURB = N_("Buy real bug species from a market whose prices fall while nobody buys, place them on hex tiles "
           "they can live on, turn tiles to build lines and cash bonus cards that score every player's bugs in "
           "the line. First to 100 points.")


class BugspielSetupForm(SetupForm):
    def lines(self, choice: SetupChoice, players: int) -> tuple[str, ...]:
        return (_(BLURB),)
