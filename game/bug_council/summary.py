"""Bug Council in a few words, for the app shell's lists: the Statistics row a game counts in
("4 players", "2 players + Emissary", "Solo vs Card Shark") and one line per record for Replay
a game; its definition's `stats_label`, `stats_labels` and `summary`. No pygame here."""
from __future__ import annotations

from typing import Any

from game.bug_council.solo import PERSONALITIES
from game.bug_council.state import State
from game.bug_council.words import OPPONENT_WORDS, age_words, and_list, opponent_words
from game.i18n import _, ngettext


# The Solo Cards as players name them (config/termitenator.yaml titles without "The").
# In English: the statistics' rows are persisted keys (their words: game/bug_council/words.py).
OPPONENT_NAMES = OPPONENT_WORDS


def mode_label(setup: Any) -> str:
    """The Statistics row a game of this setup counts in."""
    if setup.mode == "emissary":
        return "2 players + Emissary"
    if setup.mode == "solo":
        p = setup.options.get("personality", "pacifist")
        return f"Solo vs {OPPONENT_NAMES.get(p, str(p))}"
    return f"{setup.players} players"


def _kind_words(setup: Any, rules: Any) -> str:
    """The kind of game as the Replay list says it ("4 players", "Solo vs Card Shark")."""
    mode = setup.mode if setup is not None else rules.mode
    if mode == "emissary":
        return _("2 players + Emissary")
    if mode == "solo":
        if setup is None:
            return _("Solo")
        return _("Solo vs {opponent}", opponent=opponent_words(setup.options.get("personality", "pacifist")))
    return ngettext("{n} player", "{n} players", setup.players if setup is not None else rules.players)


def game_summary(setup: Any, final: State) -> str:
    """One line about a recorded game for the Replay list (in the current language): its kind,
    the scores and, once over, the winner ('4 players · Ada 23, Rufus 18, Lizzy 12, Dingus 9 ·
    Ada won')."""
    rules = final.rules
    kind = _kind_words(setup, rules)
    if setup is not None:
        names = [seat.name for seat in setup.seats]
    else:
        names = [_("Seat {n}", n=i + 1) for i in range(rules.players)]
    names += [_("Emissary") if rules.mode == "emissary" else _("Termitenator")] * (rules.seats - len(names))
    scores = ", ".join(_("{name} {points}", name=names[i], points=final.scores[i]) for i in range(rules.seats))
    if not final.game_over:
        return _("{kind}  \u00b7  {scores}  \u00b7  {age}, trick {trick}", kind=kind, scores=scores,
                 age=age_words(final.age), trick=min(final.trick, 10))
    won = and_list([names[i] for i in final.winners])
    if len(final.winners) == 1:
        return _("{kind}  \u00b7  {scores}  \u00b7  {winner} won", kind=kind, scores=scores, winner=won)
    return _("{kind}  \u00b7  {scores}  \u00b7  {winners} shared the win", kind=kind, scores=scores, winners=won)


# Rows in the order the scene lists them, shown even before the first game.
STANDARD_LABELS = (("3 players", "4 players", "5 players", "2 players + Emissary")
                   + tuple(f"Solo vs {OPPONENT_NAMES[p]}" for p in PERSONALITIES))
