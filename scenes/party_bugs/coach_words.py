"""Party Bugs' coach in words, from config/party_bugs_coach.yaml: the hint's options and
reasons, the live take-order status and the review's lines, with seat names and "you".

The facts arrive as data (game.party_bugs.coach: Option, Reason, TakeStatus; the review's
moments); nothing here decides a rule or reads words back. `PartyCoachWords(names, reader)` is
what the shared coach components (scenes.coach.words.CoachWords) are given.
"""
from __future__ import annotations

import string
from functools import lru_cache
from typing import Any, Sequence

import yaml

from game.coach.kit import CARD, PCT, POINTS, SEAT
from game.party_bugs.cards import card_str, value_of
from game.party_bugs.coach import REASONS, TakeStatus
from game.resources import config_path
from game.words import Count, counts
from scenes.coach.words import signed

_FORMATTER = string.Formatter()


class CoachWordsError(ValueError):
    """config/party_bugs_coach.yaml does not fit the data it words; the message names the entry."""


def _fields(text: str) -> set[str]:
    return {f for _lit, f, _spec, _conv in _FORMATTER.parse(text) if f is not None}


def parse_words(data: Any, where: str = "party_bugs_coach.yaml") -> dict[str, Any]:
    """A sentence for every reason kind, its placeholders only among that kind's params."""
    if not isinstance(data, dict) or data.get("version") != 1:
        raise CoachWordsError(f"{where}: expected a mapping with version: 1")
    reasons = (data.get("hint") or {}).get("reasons") or {}
    for kind, params in REASONS.items():
        text = reasons.get(kind)
        if not isinstance(text, str):
            raise CoachWordsError(f"{where}: hint.reasons.{kind}: expected a sentence")
        if not _fields(text) <= set(params):
            raise CoachWordsError(f"{where}: hint.reasons.{kind}: unknown placeholder "
                                  f"{sorted(_fields(text) - set(params))}")
    unknown = set(reasons) - set(REASONS)
    if unknown:
        raise CoachWordsError(f"{where}: hint.reasons: unknown kind {', '.join(sorted(unknown))}")
    return data


@lru_cache(maxsize=1)
def coach_words() -> dict[str, Any]:
    path = config_path("party_bugs_coach.yaml")
    with open(path, encoding="utf-8") as f:
        return parse_words(yaml.safe_load(f), path.name)


def card_words(c: int) -> str:
    """"the 12 (12c)": the value a player reads, the set it came from."""
    return f"the {value_of(c)} ({card_str(c)})"


def _seat(seat: int, names: Sequence[str], reader: int | None) -> str:
    return "you" if seat == reader else names[seat]


def reason_words(reason: Any, names: Sequence[str], reader: int | None) -> str:
    text = coach_words()["hint"]["reasons"][reason.kind]
    params = REASONS[reason.kind]
    fill = {}
    for k, typ in params.items():
        v = reason.params[k]
        fill[k] = (f"{round(v * 100)}%" if typ == PCT else card_words(v) if typ == CARD
                   else _seat(v, names, reader) if typ == SEAT else Count(v) if typ == POINTS else v)
    return text.format_map(fill)


def _action_label(action: Any, table: dict) -> str:
    if action.kind == "mirror" and action.arg is None:
        return table["mirror_alone"]
    return table[action.kind].format(card=card_words(action.arg))


def take_status_words(st: TakeStatus | None, names: Sequence[str], reader: int | None) -> str:
    """"Take order: Rufus, you, Lizzy. Expected: Rufus the 2 (2d), you the 5 (5a), ..." """
    if st is None:
        return ""
    w = coach_words()["status"]
    order = w["order"].format(order=", ".join(_seat(s, names, reader) for s in st.order))
    picks = ", ".join(w["pick"].format(seat=_seat(s, names, reader), card=card_words(c))
                      for s, c in zip(st.order, st.picks))
    return order + (" " + w["picks"].format(picks=picks) if picks else "")


class PartyCoachWords:
    """Party Bugs' words for the shared coach components (scenes.coach.words.CoachWords), for a
    table's names and its reader (the seat called "you")."""

    def __init__(self, names: Sequence[str] = (), reader: int | None = None):
        self.names, self.reader = list(names), reader

    def hint_text(self, entry: str, **fill: Any) -> str:
        return coach_words()["hint"][entry].format_map(counts(fill))

    def option_label(self, option: Any) -> str:
        return _action_label(option.action, coach_words()["hint"]["options"])

    def option_reasons(self, option: Any) -> str:
        return "; ".join(reason_words(r, self.names, self.reader) for r in option.reasons)

    def margin_words(self, margin: float) -> str:
        return signed(margin)

    def review_text(self, entry: str, **fill: Any) -> str:
        return coach_words()["review"][entry].format_map(counts(fill))

    def position_words(self, m: Any) -> str:
        pos = coach_words()["review"]["position"]
        where = pos["final"] if m.final else pos["round"].format(round=m.round)
        return pos["series"].format(game=m.game, where=where) if m.game > 1 else where

    def played_words(self, m: Any, names: Sequence[str], reader: int | None) -> str:
        did = _action_label(m.played, coach_words()["review"]["did"])
        fill = {"did": did, "margin": signed(m.played_margin), "name": names[m.seat]}
        return self.review_text("played_you" if m.seat == reader else "played_other", **fill)

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

