"""AI seat controllers: easy and normal heuristics, hard determinized search, expert search
with inference, heuristic playouts, ISMCTS and exact endgames.

Importing this package registers the levels with `game.controllers.make_controller`.
"""
from __future__ import annotations

from game.controllers import register_controller


def _easy(**options):
    from game.bug_council.ai.heuristic import EasyController
    return EasyController(**options)


def _normal(**options):
    from game.ai.config import ai_config
    from game.bug_council.ai.heuristic import NormalController
    return NormalController(**{**ai_config().get("normal", {}), **options})


def _hard(**options):
    from game.bug_council.ai.search import HardController
    return HardController(**options)


register_controller("easy", _easy)
register_controller("normal", _normal)
register_controller("hard", _hard)


def _expert(**options):
    from game.bug_council.ai.expert import ExpertController
    return ExpertController(**options)


register_controller("expert", _expert)

