"""Bug Council in a few words, for the app shell's lists: the Statistics row a game counts in
("4 players", "2 players + Emissary", "Solo vs Card Shark") and one line per record for Replay
a game; its definition's `stats_label`, `stats_labels` and `summary`. No pygame here."""
from __future__ import annotations

from typing import Any

from game.bug_council.solo import PERSONALITIES
from game.bug_council.state import State
from game.bug_council.words import age_title


# The Solo Cards as players name them (config/termitenator.yaml titles without "The").
OPPONENT_NAMES = {"pacifist": "Pacifist", "pacifist2": "Pacifist 2.0", "card_shark": "Card Shark",
                  "thief": "Thief", "trickster": "Trickster"}


def mode_label(setup: Any) -> str:
    """The Statistics row a game of this setup counts in."""
    if setup.mode == "emissary":
        return "2 players + Emissary"
    if setup.mode == "solo":
        p = setup.options.get("personality", "pacifist")
        return f"Solo vs {OPPONENT_NAMES.get(p, str(p))}"
    return f"{setup.players} players"


def game_summary(setup: Any, final: State) -> str:
    """One line about a recorded game for the Replay list: its kind, the scores and, once over,
    the winner ('4 players · Ada 23, Rufus 18, Lizzy 12, Dingus 9 · Ada won')."""
    rules = final.rules
    if setup is not None:
        kind = mode_label(setup)
        names = [seat.name for seat in setup.seats]
    else:
        kind = {"emissary": "2 players + Emissary", "solo": "Solo"}.get(rules.mode, f"{rules.players} players")
        names = [f"Seat {i + 1}" for i in range(rules.players)]
    names += ["Emissary" if rules.mode == "emissary" else "Termitenator"] * (rules.seats - len(names))
    scores = ", ".join(f"{names[i]} {final.scores[i]}" for i in range(rules.seats))
    if not final.game_over:
        return f"{kind}  \u00b7  {scores}  \u00b7  {age_title(final.age)}, trick {min(final.trick, 10)}"
    won = " and ".join(names[i] for i in final.winners)
    return f"{kind}  \u00b7  {scores}  \u00b7  {won} {'won' if len(final.winners) == 1 else 'shared the win'}"


# Rows in the order the scene lists them, shown even before the first game.
STANDARD_LABELS = (("3 players", "4 players", "5 players", "2 players + Emissary")
                   + tuple(f"Solo vs {OPPONENT_NAMES[p]}" for p in PERSONALITIES))
