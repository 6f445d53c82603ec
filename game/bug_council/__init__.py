"""Bug Council of Backyardia: its rules, modes, the Termitenator and its Trilogy, its AI
(`game.bug_council.ai`), behind its definition (`game.bug_council.definition.GAME`, registered
in `game.protocol.GAMES`). Pure and deterministic; nothing here imports pygame.

    from game.bug_council.state import new_game
    state = new_game(players=4, seed=7)
    state, events = state.apply_action(state.legal_actions()[0])
"""
# The state module binds the engine's functions as State's methods, and the engine imports the
# state: whichever module of the package is imported first, the state must load first.
from game.bug_council import state as _state  # noqa: E402,F401
