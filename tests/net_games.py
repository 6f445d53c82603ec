"""The games and modes the shared network and autosave tests cover, from the registry
(`game.protocol.all_games`): every registered game's modes that several people play, each at
the player count a case takes, so a newly registered game is covered without editing them."""
from __future__ import annotations

from game.protocol import all_games, get_game

# The player count of a case where its mode allows it: the cases from before a 2-player game
# was registered were all 3-player games.
USUAL_PLAYERS = 3


def shared_modes() -> list[tuple[str, str]]:
    """(game id, mode id) of every registered game's modes with more than one player, in the
    registry's order (what the host lobby offers: scenes.lobby_scene.network_modes)."""
    return [(g.id, m.id) for g in all_games() for m in g.modes if max(m.players) > 1]


def usual_players(game: str, mode: str) -> int:
    """USUAL_PLAYERS where the mode allows it, else its smallest count above one."""
    counts = get_game(game).mode(mode).players
    return USUAL_PLAYERS if USUAL_PLAYERS in counts else min(p for p in counts if p > 1)


def quick_first(cases: list) -> list:
    """`cases` for a parametrize where the first stays in the quick loop and the others are
    marked slow (docs/testing.md): one game covers the kind in `make check`, every registered
    game in `make test`."""
    import pytest
    return [case if i == 0 else pytest.param(*(case if isinstance(case, tuple) else (case,)), marks=pytest.mark.slow)
            for i, case in enumerate(cases)]


def quick_but(cases: list, slow: set) -> list:
    """`cases` for a parametrize with those of the games in `slow` (a case's first value is its
    game id) marked slow (docs/testing.md): their games take seconds each (Bugspiel's and Back
    Alley Bones' states are the largest), so `make check` keeps the other games' cases of the
    kind and `make test` runs them all."""
    import pytest
    return [pytest.param(*case, marks=pytest.mark.slow) if case[0] in slow else case for case in cases]


def first_shared_mode(game: str) -> str:
    """The game's first mode several people play (what a game of it is by default here)."""
    return next(m for g, m in shared_modes() if g == game)


def shared_games() -> list[str]:
    """Every registered game with a mode several people play, in the registry's order."""
    return list(dict.fromkeys(g for g, _m in shared_modes()))
