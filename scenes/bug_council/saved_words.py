"""Bug Council's words for a saved game (the title's Continue line, the unfinished-game
question) and its opponents' titles (the Trilogy's cards)."""
from __future__ import annotations

from game.bug_council.words import age_title

PERSONALITY_TITLES = {"pacifist": "The Pacifist", "pacifist2": "The Pacifist 2.0",
                      "card_shark": "The Card Shark", "thief": "The Thief", "trickster": "The Trickster"}


def describe_game(setup, state, trilogy=None) -> str:
    """'4 players · Age II, trick 5' -- what a saved game is, in a few words."""
    if trilogy is not None:
        mode = f"Trilogy game {trilogy.game_number} vs {PERSONALITY_TITLES.get(setup.options.get('personality'), 'the Termitenator')}"
    elif "personality" in (info := setup.definition.mode(setup.mode)).options:
        mode = f"Solo vs {PERSONALITY_TITLES.get(setup.options.get('personality', 'pacifist'), 'the Termitenator')}"
    elif len(info.players) > 1:
        mode = f"{setup.players} players"
    else:
        mode = info.title
    return f"{mode} \u00b7 {age_title(state.age)}, trick {state.trick}"
