"""Party Bugs' part of the setup screen (scenes/setup_scene.py, through its plug-in's
`setup_form`): each seat plays its own set's color, and the game's words under the seats (how
it plays; with two players, Roachy the dummy). The players row and the variants row come from
the mode's facts and its option specs (game/party_bugs/definition.py)."""
from __future__ import annotations

from game.i18n import N_, _
from scenes.setup_scene import SetupChoice, SetupForm

BLURB = N_("Play a card in secret; the lowest card takes first from the dance floor. Two of a costume "
         "in your display go back to the box. The lowest total wins.")
ROACHY = N_("Two players: Roachy the dummy plays the third set and takes the last card.")


class PartySetupForm(SetupForm):
    def lines(self, choice: SetupChoice, players: int) -> tuple[str, ...]:
        return (_(BLURB), _(ROACHY)) if players == 2 else (_(BLURB),)
