"""The Party Bugs help over its table (the shell's HelpScene of scenes/overlay.py with this
game's lines): the goal, how to choose in secret, what the dance floor, the displays and the
box are, and the keys."""
from __future__ import annotations

from game.i18n import N_
from scenes.overlay import HelpScene

PARTY_HELP_LINES = [
    (N_("Goal"), N_("Thirteen rounds (twelve with Variant One). The lowest total of the cards in your display "
             "wins; two cards of one value in a display go back to the box and count nothing.")),
    (N_("Choose"), N_("Everyone chooses a hand card in secret: click it, drag it up onto the dance floor, or use "
               "Left/Right and Enter. It lies face down until all have chosen. At one screen, pass it "
               "behind the curtain: only the player whose turn it is sees a hand.")),
    (N_("Take"), N_("Then the lowest card takes first: click a card of the dance floor. Equal cards take in "
             "order clockwise from the host. A Party King (13) takes the whole floor alone. In the final round nobody plays: each takes one.")),
    (N_("Table"), N_("The dance floor: the cards around the disco ball, there to be taken. A display: the "
              "cards a player took, on their plaque (its total at the top). The box: where pairs go.")),
    (N_("Variants"), N_("One: a card face down in your display, counted at the end. Two: a series of games, "
                 "totals added; the highest total gets the Mirror and discards it with a display card.")),
    (N_("Keys"), N_("Left/Right: choose a card \u00b7 Enter: play or take it \u00b7 Space or click: skip animation "
             "\u00b7 Z: undo \u00b7 Tab: the buttons \u00b7 H/Esc: this help")),
]


class PartyHelpScene(HelpScene):
    lines = PARTY_HELP_LINES
    heading = N_("How to play Party Bugs")      # translated where drawn

    def __init__(self, app):
        self.size = tuple(app.cfg.data["party_bugs"]["help"])
        super().__init__(app)
