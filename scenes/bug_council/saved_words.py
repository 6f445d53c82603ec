"""Bug Council's words for a saved game (the title's Continue line, the unfinished-game
question) and its opponents' titles (the Trilogy's cards)."""
from __future__ import annotations

from game.bug_council.words import PERSONALITY_WORDS, age_words, personality_title
from game.i18n import _, ngettext

PERSONALITY_TITLES = PERSONALITY_WORDS      # by id, in English (the catalogue's messages)


def describe_game(setup, state, trilogy=None) -> str:
    """'4 players · Age II, trick 5' -- what a saved game is, in a few words."""
    if trilogy is not None:
        mode = _("Trilogy game {n} vs {opponent}", n=trilogy.game_number,
                 opponent=personality_title(setup.options.get("personality")))
    elif "personality" in (info := setup.definition.mode(setup.mode)).options:
        mode = _("Solo vs {opponent}", opponent=personality_title(setup.options.get("personality", "pacifist")))
    elif len(info.players) > 1:
        mode = ngettext("{n} player", "{n} players", setup.players)
    else:
        mode = _(info.title)
    return _("{mode} \u00b7 {age}, trick {trick}", mode=mode, age=age_words(state.age), trick=state.trick)
