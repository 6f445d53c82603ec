"""Bug Council of Backyardia: the pure, deterministic rules engine.

Nothing in this package imports pygame. The usual entry points:

    from game import new_game, Action
    state = new_game(players=4, seed=7)
    state, events = state.apply_action(state.legal_actions()[0])
"""
from game.actions import Action, IllegalAction
from game.rules import Rules, load_rules
from game.state import State, new_game

__all__ = ["Action", "IllegalAction", "Rules", "load_rules", "State", "new_game"]
