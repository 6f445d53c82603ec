"""The Bugspiel rules page: the shell's RulesScene over this game's sections
(config/bugspiel_rules.yaml: the rules of BUGSPIEL.md in the app's words)."""
from __future__ import annotations

from functools import cache

from game.i18n import N_
from game.record import read_yaml
from game.resources import config_path
from scenes.rules_scene import RulesScene


@cache
def load_rules() -> dict:
    return read_yaml(config_path("bugspiel_rules.yaml"))


class BugspielRulesScene(RulesScene):
    def __init__(self, app):
        super().__init__(app, "sections", N_("Bugspiel rules"), reference=load_rules())

    def link(self):
        """No lesson step is linked to a section of this game."""
        return None
