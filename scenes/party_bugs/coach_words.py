"""Party Bugs' coach in words, from scenes/party_bugs/coach_text.py (catalogue messages, in the
current language): the hint's options and reasons, the live take-order status and the review's
lines, with seat names and "you".

The facts arrive as data (game.party_bugs.coach: Option, Reason, TakeStatus; the review's
moments); nothing here decides a rule or reads words back. `PartyCoachWords(names, reader)` is
what the shared coach components (scenes.coach.words.CoachWords) are given.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from game.coach.kit import CARD, PCT, POINTS, SEAT
from game.party_bugs.cards import card_str, value_of
from game.party_bugs.coach import REASONS, TakeStatus
from game.i18n import _, pgettext
from game.words import Count, Reader, counts, list_words
from scenes.coach.words import checked_reason_words, signed
from scenes.party_bugs.coach_text import WORDS


@lru_cache(maxsize=1)
def coach_words() -> dict[str, Any]:
    """The coach's English messages (checked once); each is translated where it is said."""
    return checked_reason_words(WORDS, REASONS, "coach_text.WORDS")


def card_words(c: int) -> str:
    """"the 12 (12c)": the value a player reads, the set it came from."""
    # TRANSLATORS: a card the coach names, by its value and its set's notation ("the 12 (12c)").
    return _("the {value} ({card})", value=value_of(c), card=card_str(c))


def _seat(seat: int, names: Sequence[str], reader: int | None) -> str:
    return Reader(names, reader).who(seat)


def reason_words(reason: Any, names: Sequence[str], reader: int | None) -> str:
    text = coach_words()["hint"]["reasons"][reason.kind]
    params = REASONS[reason.kind]
    fill = {}
    for k, typ in params.items():
        v = reason.params[k]
        fill[k] = (_("{percent}%", percent=round(v * 100)) if typ == PCT else card_words(v) if typ == CARD
                   else _seat(v, names, reader) if typ == SEAT else Count(v) if typ == POINTS else v)
    return _(text, **fill)


def _action_label(action: Any, table: dict) -> str:
    if action.kind == "mirror" and action.arg is None:
        return _(table["mirror_alone"])
    return _(table[action.kind], card=card_words(action.arg))


def take_status_words(st: TakeStatus | None, names: Sequence[str], reader: int | None) -> str:
    """"Take order: Rufus, you, Lizzy. Expected: Rufus the 2 (2d), you the 5 (5a), ..." """
    if st is None:
        return ""
    w = coach_words()["status"]
    order = _(w["order"], order=list_words([_seat(s, names, reader) for s in st.order]))
    picks = list_words([_(w["pick"], seat=_seat(s, names, reader), card=card_words(c))
                        for s, c in zip(st.order, st.picks)])
    return order + (" " + _(w["picks"], picks=picks) if picks else "")


class PartyCoachWords:
    """Party Bugs' words for the shared coach components (scenes.coach.words.CoachWords), for a
    table's names and its reader (the seat called "you")."""

    def __init__(self, names: Sequence[str] = (), reader: int | None = None):
        self.names, self.reader = list(names), reader

    def hint_text(self, entry: str, **fill: Any) -> str:
        return _(coach_words()["hint"][entry], **counts(fill))

    def option_label(self, option: Any) -> str:
        return _action_label(option.action, coach_words()["hint"]["options"])

    def option_reasons(self, option: Any) -> str:
        # TRANSLATORS: what separates an option's reasons in the hint ("wins ...; adds ...").
        return pgettext("reasons separator", "; ").join(reason_words(r, self.names, self.reader) for r in option.reasons)

    def margin_words(self, margin: float) -> str:
        return signed(margin)

    def review_text(self, entry: str, **fill: Any) -> str:
        return _(coach_words()["review"][entry], **counts(fill))

    def position_words(self, m: Any) -> str:
        pos = coach_words()["review"]["position"]
        where = _(pos["final"]) if m.final else _(pos["round"], round=m.round)
        return _(pos["series"], game=m.game, where=where) if m.game > 1 else where

    def played_words(self, m: Any, names: Sequence[str], reader: int | None) -> str:
        forms = coach_words()["review"]["did_you" if m.seat == reader else "did_other"]
        a = m.played
        kind = "mirror_alone" if a.kind == "mirror" and a.arg is None else a.kind
        card = card_words(a.arg) if a.arg is not None else ""
        return _(forms[kind], card=card, margin=signed(m.played_margin), name=names[m.seat])

    def prefers_words(self, m: Any) -> str:
        reason = reason_words(m.reasons[0], self.names, m.seat) if m.reasons else ""
        return self.review_text("prefers", best=self._label(m.best), margin=signed(m.best_margin),
                                loss=m.loss, reason=reason)

    def caption_words(self, m: Any) -> str:
        return self.review_text("caption", best=self._label(m.best), margin=signed(m.best_margin),
                                option=self._label(m.played), played_margin=signed(m.played_margin))

    def section(self, m: Any) -> str:
        return self.review_text("section", game=m.game) if m.game > 1 else ""

    def _label(self, action: Any) -> str:
        return _action_label(action, coach_words()["hint"]["options"])

