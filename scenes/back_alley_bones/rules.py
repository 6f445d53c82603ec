"""The Back Alley Bones rules page: the shell's RulesScene over this game's sections
(config/back_alley_bones_rules.yaml: the demo rulebook in the app's words, what
BACK_ALLEY_BONES.md settles said as the app's decision, and the reconstructed data marked)."""
from __future__ import annotations

from game.i18n import N_
from functools import cache

from game.record import read_yaml
from game.resources import config_path
from scenes.rules_scene import RulesScene


@cache
def load_rules() -> dict:
    return read_yaml(config_path("back_alley_bones_rules.yaml"))


class BonesRulesScene(RulesScene):
    def __init__(self, app):
        super().__init__(app, "sections", N_("Back Alley Bones rules"), reference=load_rules())

    def link(self):
        """No lesson step is linked to a section of this game (its lesson is in Learn to play)."""
        return None
