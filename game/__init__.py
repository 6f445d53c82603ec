"""The pure, deterministic core of the app: the game protocol and registry (`game.protocol`),
the shared services that serve any registered game (the Match, records, saves, statistics,
undo, the scenario/simulate/arena runners, the network session), and one package per game
(`game.bug_council`, `game.party_bugs`). Nothing here imports pygame or `scenes`.

This package re-exports nothing: import a game's rules from its own package, or better, reach
a game through its definition (`game.protocol.get_game(id)`).
"""
