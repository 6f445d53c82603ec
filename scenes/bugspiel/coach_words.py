"""Bugspiel's coach in words: the hint panel's fixed words, each option's name (the table's own
action words) and its reasons (game/bugspiel/coach.py REASONS), as catalogue messages (N_,
translated where said). Placeholders: {points} a number, said with its noun as "{points:point}";
{pct} a share, "85%". The facts arrive as data; nothing here decides a rule or reads words back.

`BugspielCoachWords(names, reader)` is what the shared hint panel is given (the hint parts of
scenes.coach.words.CoachWords: Bugspiel has no review yet)."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from game.bugspiel.coach import REASONS
from game.coach.kit import PCT, POINTS
from game.i18n import N_, _, pgettext
from game.words import Count, capitalized, counts
from scenes.bugspiel.words import action_words
from scenes.coach.words import checked_reason_words, signed

WORDS: dict[str, Any] = {
    "hint": {
        "title": N_("Hint"),
        "closes": N_("{key} or Esc closes"),
        "thinking": N_("Thinking{dots}"),
        "thinking_detail": N_("Playing the game on {playouts} times, every option on the same decks. Esc cancels."),
        "tag": N_("hint"),
        "heading": N_("The hard AI's choice first \u00b7 points ahead of the best rival a few turns on"),
        "none": N_("No decision of yours to hint at right now."),
        "footer": N_("{deals} deals, each played on for every option"),
        "reasons": {
            "scores": N_("scores {points:point} now"),
            "rivals_score": N_("the best rival scores {points:point} in the line"),
            "costs": N_("costs {points:point}"),
            "hand_worth": N_("worth about {points:point} in your hand later"),
            "builds_lines": N_("builds lines worth about {points:point}"),
            "breaks_lines": N_("breaks lines worth about {points:point}"),
            "eats_rival": N_("eats a rival's bug worth {points:point}"),
            "eats_own": N_("eats your own bug worth {points:point}"),
            "scores_nothing": N_("scores nothing this turn"),
            "ends_won": N_("ends the game, and you win"),
            "ends_lost": N_("ends the game, and you lose"),
            "wins_game": N_("you win in {pct} of deals"),
            "kept": N_("kept: no other option is {points:point} better"),
            "ahead": N_("about {points:point} better than the next option"),
            "even": N_("about as good as the others"),
            "behind": N_("about {points:point} behind the best"),
        },
    },
}


@lru_cache(maxsize=1)
def coach_words() -> dict[str, Any]:
    """The coach's English messages (checked once); each is translated where it is said."""
    return checked_reason_words(WORDS, REASONS, "coach_words.WORDS")


def reason_words(reason: Any) -> str:
    text = coach_words()["hint"]["reasons"][reason.kind]
    fill = {}
    for k, typ in REASONS[reason.kind].items():
        v = reason.params[k]
        fill[k] = _("{percent}%", percent=round(v * 100)) if typ == PCT else Count(v) if typ == POINTS else v
    return _(text, **fill)


class BugspielCoachWords:
    """Bugspiel's words for the shared hint panel, for a table's names and its reader."""

    def __init__(self, names: Sequence[str] = (), reader: int | None = None, view: Any = None):
        self.names, self.reader, self.view = list(names), reader, view   # view: the hinted position

    def hint_text(self, entry: str, **fill: Any) -> str:
        return _(coach_words()["hint"][entry], **counts(fill))

    def option_label(self, option: Any) -> str:
        """The table's own words for the action ("You play Abax parallelepipedus on B2a", "You buy
        Bubas bison from bug slot 8")."""
        return capitalized(action_words(option.action, self.names, option.action.seat, self.view))

    def option_reasons(self, option: Any) -> str:
        return pgettext("reasons separator", "; ").join(reason_words(r) for r in option.reasons)

    def margin_words(self, margin: float) -> str:
        return signed(margin)
