"""The Back Alley Bones help over its table (the shell's HelpScene with this game's lines)."""
from __future__ import annotations

from game.i18n import N_
from scenes.back_alley_bones.layout import load_look
from scenes.overlay import HelpScene

BONES_HELP_LINES = [
    (N_("Goal"), N_("Make the three Points total 7 while you hold the dice (a Seven wins Grub); push them away "
             "from 7 when your opponent does. The most Grub once every Shooter has crapped out wins.")),
    (N_("Turn"), N_("Choose a card (click it or Left/Right), set its move (Cheat: 1 token up to its number, up or "
             "down with the token buttons, +/- or 1-4; Luck: its number up or down), then click a Point, drag "
             "the card onto it, or Up/Down and Enter. The badge under each total shows what it would become.")),
    (N_("Specials"), N_("Lucky Seven: the Shooter's Luck makes a 7 (top Grub card). Yo 'Leven: any card makes an "
                 "11 (your cards are ready again; a Luck also wins Grub). Lockdown: the defender's Luck makes "
                 "2, 3 or 12 (the Point is locked).")),
    (N_("Characters"), N_("Decoy (D): a Cheat that cannot be countered. Lookout: when your opponent cheats, you are "
                   "asked whether to discard it. Sizzler: draw a card. Abilities are buttons in the panel.")),
    (N_("Side Bets"), N_("Chosen face down each round and revealed after it: a bet equal to a Point's final total "
                  "is won and gives its ability for the rest of the game.")),
    (N_("Keys"), N_("Left/Right: a playable card \u00b7 Up/Down: a Point \u00b7 +/- or 1-4: tokens \u00b7 D: Decoy \u00b7 "
             "Enter: play \u00b7 Tab: the buttons (Enter presses one) \u00b7 Space: skip \u00b7 Z: undo \u00b7 "
             "H/Esc: help")),
]


class BonesHelpScene(HelpScene):
    lines = BONES_HELP_LINES
    heading = N_("How to play Back Alley Bones")      # translated where drawn

    def __init__(self, app):
        self.size = tuple(load_look()["help"])
        super().__init__(app)
