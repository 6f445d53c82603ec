"""The coach in words: the live trick status and the hint's options and reasons, worded from
config/coach.yaml with seat names and "you", as refusals are (scenes.wording).

The facts arrive as data (game.bug_council.trick_status.TrickStatus,
game.bug_council.coach.Hint); nothing here decides a rule or reads words back.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from game.bug_council.cards import SUIT_TITLES, card_title
from game.bug_council.coach import CARD, COUNT, PCT, POINTS, REASONS, SUIT, Option, Reason
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


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _seat(seat: int, names: Sequence[str], reader: int | None) -> str:
    return "you" if seat == reader else names[seat]


def trick_status_words(st: TrickStatus, names: Sequence[str], reader: int | None) -> str:
    """`st` as `reader` (a seat, or None for a spectator) reads it: "Winning: Rufus's 9 of Flies, Flies strongest with 3 cubes. Visiting: you, lowest Flies." """
    t = coach_words()["trick_status"]
    if reader is None:      # a spectator: the seat called "You" still reads as you (as in the log)
        reader = second_person_seat(names)
    owner = "your" if st.winner == reader else f"{names[st.winner]}'s"
    fill = {"card_of": f"{owner} {card_title(st.card)}", "lead": SUIT_TITLES[st.lead],
            "suit": SUIT_TITLES[st.suit] if st.suit is not None else "",
            "cubes": counted(st.cubes, "cube") if st.cubes is not None else "",
            "tied": _and([SUIT_TITLES[s] for s in st.tied]) if st.tied else "",
            "visitor": _seat(st.visitor, names, reader) if st.visitor is not None else ""}
    return t["winning"][st.why].format_map(fill) + " " + t["visiting"][st.visit_why].format_map(fill)


def _param(value: Any, kind: str) -> Any:
    if kind == PCT:
        return f"{round(value * 100)}%"
    if kind == SUIT:
        return SUIT_TITLES[value]
    if kind == CARD:
        return f"the {card_title(value)}"
    if kind in (COUNT, POINTS):
        return Count(value)          # the template says its noun: "{cubes:cube}"
    return str(value)


def reason_words(reason: Reason) -> str:
    text = coach_words()["hint"]["reasons"][reason.kind]
    params = REASONS[reason.kind]
    return text.format_map({k: _param(reason.params[k], params[k]) for k in params})


def option_label(option: Option) -> str:
    """What the option is: "9 of Flies", "Visit Bees", "No Allegiance"."""
    names = coach_words()["hint"]["options"]
    a = option.action
    if a.kind == "declare":
        return names["declare"][a.arg]
    if a.kind == "visit":
        return names["visit"].format(suit=SUIT_TITLES[a.arg])
    return names.get(a.kind, names["card"]).format(card=card_title(a.arg))


def margin_words(margin: float) -> str:
    """Points ahead of (+) or behind (−) the best rival, one decimal."""
    sign = "+" if margin >= 0 else "\u2212"
    return f"{sign}{abs(margin):.1f}"


def option_reasons(option: Option) -> str:
    return "; ".join(reason_words(r) for r in option.reasons)


def hint_text(entry: str, **fill: Any) -> str:
    return coach_words()["hint"][entry].format_map(counts(fill))
