"""The post-game review in words, from config/coach.yaml `review:` (templates filled with the
review's data; nothing is read back from the words)."""
from __future__ import annotations

from typing import Any, Sequence

from game.bug_council.coach import Option
from game.bug_council.review import Moment
from game.bug_council.words import age_numeral, age_words, card_words, suit_words
from game.words import counts
from scenes.bug_council.coach_words import (coach_words, hint_text, said, margin_words, option_label, option_reasons,
                                           reason_words)


def review_text(entry: str, **fill: Any) -> str:
    return said(coach_words()["review"][entry]).format_map(counts(fill))


def _label(action) -> str:
    # option_label words an Option; the review keeps only its action
    return option_label(Option(action, 0.0, 0.0, 0, None, ()))


def position_words(m: Moment) -> str:
    """"Age II, trick 4"; "Age I, declaration"."""
    return said(coach_words()["review"]["position"][m.kind]).format(age=age_numeral(m.age), trick=m.trick)


def did_words(action) -> str:
    """What a seat did, as a verb phrase: "played the 2 of Ants", "declared Allegiance",
    "sowed Mosquitoes"."""
    did = said(coach_words()["review"]["did"][action.kind])
    if action.kind == "declare":
        return did.format(declaration=_label(action))
    if action.kind == "visit":
        return did.format(space=suit_words(action.arg))
    return did.format(card=card_words(action.arg))


def played_words(m: Moment, names: Sequence[str], reader: int | None) -> str:
    """"You played the 2 of Ants (−0.3)", "You declared Allegiance (+1.2)" (or the seat's name
    in a hot-seat game)."""
    fill = {"did": did_words(m.played), "margin": margin_words(m.played_margin), "name": names[m.seat]}
    return review_text("played_you" if m.seat == reader else "played_other", **fill)


def prefers_words(m: Moment) -> str:
    """"The AI prefers 9 of Bees (+1.4): 1.7 points better; wins this trick in 100% of deals"."""
    reason = reason_words(m.reasons[0]) if m.reasons else ""
    return review_text("prefers", best=_label(m.best), margin=margin_words(m.best_margin),
                       loss=m.loss, reason=reason)


def caption_words(m: Moment) -> str:
    """The replay's caption at a turning point: "The AI prefers 9 of Bees: +1.4 (played: ...)"."""
    return review_text("caption", best=_label(m.best), margin=margin_words(m.best_margin),
                       option=_label(m.played), played_margin=margin_words(m.played_margin))


class BugCouncilCoachWords:
    """Bug Council's words for the shared coach components (scenes.coach.words.CoachWords)."""

    hint_text = staticmethod(hint_text)
    option_label = staticmethod(option_label)
    option_reasons = staticmethod(option_reasons)
    margin_words = staticmethod(margin_words)
    review_text = staticmethod(review_text)
    position_words = staticmethod(position_words)
    played_words = staticmethod(played_words)
    prefers_words = staticmethod(prefers_words)
    caption_words = staticmethod(caption_words)

    @staticmethod
    def section(m: Moment) -> str:
        return age_words(m.age)


WORDS = BugCouncilCoachWords()
