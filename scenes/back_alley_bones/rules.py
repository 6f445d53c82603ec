"""The Back Alley Bones rules page: the shell's RulesScene over this game's sections
(config/back_alley_bones_rules.yaml: the demo rulebook in the app's words, what
BACK_ALLEY_BONES.md settles said as the app's decision, and the reconstructed data marked;
its words per language beside it: game/long_texts.py)."""
from __future__ import annotations

from game.i18n import N_
from scenes.rules_scene import RulesScene


class BonesRulesScene(RulesScene):
    def __init__(self, app):
        super().__init__(app, "sections", N_("Back Alley Bones rules"), text="back_alley_bones_rules")

    def link(self):
        """No lesson step is linked to a section of this game (its lesson is in Learn to play)."""
        return None
