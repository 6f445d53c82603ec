"""The Bugspiel help over its table (the shell's HelpScene with this game's lines)."""
from __future__ import annotations

from game.i18n import N_
from scenes.bugspiel.layout import load_look
from scenes.overlay import HelpScene

BUGSPIEL_HELP_LINES = [
    (N_("Goal"), N_("Score victory points: the first to reach the winning score ends the game (or everyone "
                    "passes in a row, or a market's dearest slot runs empty); the highest score wins.")),
    (N_("Buy"), N_("Click a card in the bug or bonus market: its price comes off your score (you may go below 0). "
                   "The cards left slide toward the cheap end and new ones turn up.")),
    (N_("Place"), N_("Click a bug in your hand, then a gold-ringed slot on a tile it can live on (or drag it "
                     "there): you score its points. A predator must land on a plant-eater, scavenger or "
                     "non-eating bug and eats it. Click your own flying bug to fly it elsewhere (no points).")),
    (N_("Axis"), N_("Placing a bug may turn its tile's axis (R or the Axis button): the preview outlines the line "
                    "the tile makes (gold) and the tiles that break away (red).")),
    (N_("Bonus"), N_("Click a bonus card, then a slot with your bug matching a half: the preview shows what every "
                     "player would score in that line. Everyone scores their own matching bugs.")),
    (N_("Board"), N_("Drag the felt to pan (Shift+arrows), wheel or +/- to zoom, 0 or Fit board to see it all. "
                     "Hover a bug to read its card.")),
    (N_("Keys"), N_("Left/Right: every legal move \u00b7 Up/Down: the next card or kind \u00b7 Enter: do it "
                    "\u00b7 P: pass \u00b7 Tab: the buttons \u00b7 Space: skip \u00b7 Z: undo \u00b7 H/Esc: help")),
]


class BugspielHelpScene(HelpScene):
    lines = BUGSPIEL_HELP_LINES
    heading = N_("How to play Bugspiel")      # translated where drawn

    def __init__(self, app):
        self.size = tuple(load_look()["help"])
        super().__init__(app)
