"""The coach in words: the live trick status and the hint's options and reasons, worded from
config/coach.yaml with seat names and "you", as refusals are (scenes.wording).

The facts arrive as data (game.bug_council.trick_status.TrickStatus,
game.bug_council.coach.Hint); nothing here decides a rule or reads words back.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from game.bug_council.words import card_words, suit_words, suits_and, the_card
from game.bug_council.coach import CARD, COUNT, PCT, POINTS, REASONS, SUIT, Option, Reason
from game.i18n import _, pgettext
from game.words import Count, counted, counts
from game.bug_council.trick_status import VISIT_WHY, WHY, TrickStatus
from scenes.coach.words import CoachWordsError, check_reason_words, read_coach_words, template_fields
from scenes.wording import second_person_seat


def parse_coach_words(data: Any, where: str = "coach.yaml") -> dict[str, Any]:
    """Checks the templates against what they word: a sentence for every trick-status case
    and every reason kind, placeholders only among that entry's params."""
    if not isinstance(data, dict) or data.get("version") != 1:
        raise CoachWordsError(f"{where}: expected a mapping with version: 1")
    status = data.get("trick_status") or {}
    for part, cases, allowed in (("winning", WHY, {"card_of", "lead", "suit", "cubes", "tied"}),
                                 ("visiting", VISIT_WHY, {"visitor", "lead"})):
        entry = status.get(part) or {}
        for case in cases:
            text = entry.get(case)
            if not isinstance(text, str):
                raise CoachWordsError(f"{where}: trick_status.{part}.{case}: expected a sentence")
            if not template_fields(text) <= allowed:
                raise CoachWordsError(f"{where}: trick_status.{part}.{case}: unknown placeholder "
                                      f"{sorted(template_fields(text) - allowed)}")
    check_reason_words(data, REASONS, where)
    return data


@lru_cache(maxsize=1)
def coach_words() -> dict[str, Any]:
    return read_coach_words("coach.yaml", parse_coach_words)


def said(template: str) -> str:
    """A template of config/coach.yaml in the current language (each is a message of the
    catalogue: babel.cfg), still to be filled."""
    return _(template)


def _seat(seat: int, names: Sequence[str], reader: int | None) -> str:
    # TRANSLATORS: the reader as the seat that would visit ("Visiting: you, lowest Flies").
    return _("you") if seat == reader else names[seat]


def trick_status_words(st: TrickStatus, names: Sequence[str], reader: int | None) -> str:
    """`st` as `reader` (a seat, or None for a spectator) reads it: "Winning: Rufus's 9 of Flies, Flies strongest with 3 cubes. Visiting: you, lowest Flies." """
    t = coach_words()["trick_status"]
    if reader is None:      # a spectator: the seat called "You" still reads as you (as in the log)
        reader = second_person_seat(names)
    card = card_words(st.card)
    owned = _("your {card}", card=card) if st.winner == reader else _("{name}'s {card}", name=names[st.winner], card=card)
    fill = {"card_of": owned, "lead": suit_words(st.lead),
            "suit": suit_words(st.suit) if st.suit is not None else "",
            "cubes": counted(st.cubes, "cube") if st.cubes is not None else "",
            "tied": suits_and(st.tied) if st.tied else "",
            "visitor": _seat(st.visitor, names, reader) if st.visitor is not None else ""}
    # TRANSLATORS: the trick status: who is winning the trick, then who would visit the Council.
    return _("{winning} {visiting}", winning=said(t["winning"][st.why]).format_map(fill),
             visiting=said(t["visiting"][st.visit_why]).format_map(fill))


def _param(value: Any, kind: str) -> Any:
    if kind == PCT:
        return _("{percent}%", percent=round(value * 100))
    if kind == SUIT:
        return suit_words(value)
    if kind == CARD:
        return the_card(value)
    if kind in (COUNT, POINTS):
        return Count(value)          # the template says its noun: "{cubes:cube}"
    return str(value)


def reason_words(reason: Reason) -> str:
    text = said(coach_words()["hint"]["reasons"][reason.kind])
    params = REASONS[reason.kind]
    return text.format_map({k: _param(reason.params[k], params[k]) for k in params})


def option_label(option: Option) -> str:
    """What the option is: "9 of Flies", "Visit Bees", "No Allegiance"."""
    names = coach_words()["hint"]["options"]
    a = option.action
    if a.kind == "declare":
        return said(names["declare"][a.arg])
    if a.kind == "visit":
        return said(names["visit"]).format(suit=suit_words(a.arg))
    return said(names.get(a.kind, names["card"])).format(card=card_words(a.arg))


def margin_words(margin: float) -> str:
    """Points ahead of (+) or behind (−) the best rival, one decimal."""
    sign = "+" if margin >= 0 else "\u2212"
    return sign + f"{abs(margin):.1f}".replace(".", pgettext("decimal mark", "."))


def option_reasons(option: Option) -> str:
    return "; ".join(reason_words(r) for r in option.reasons)


def hint_text(entry: str, **fill: Any) -> str:
    return said(coach_words()["hint"][entry]).format_map(counts(fill))
