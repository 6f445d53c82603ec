"""The Bugspiel rules page: the shell's RulesScene over this game's sections
(config/bugspiel_rules.yaml: the rules of BUGSPIEL.md in the app's words); "Show me" opens the
Bugspiel lesson at the step a section links to (config/lessons.yaml `links`)."""
from __future__ import annotations

from game.i18n import N_
from scenes.rules_scene import RulesScene


class BugspielRulesScene(RulesScene):
    def __init__(self, app):
        super().__init__(app, "sections", N_("Bugspiel rules"), text="bugspiel_rules")
