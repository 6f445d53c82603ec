"""Events in words, for the game log, the terminal narration and the trick explanation.

`you` (a seat, or None) is the seat whose lines read in the second person ("You play the 5 of
Ants", "Your 7 of Ants wins"); every other seat is named."""
from __future__ import annotations

from typing import Iterable

from game.cards import SUIT_TITLES, card_title
from game.state import State


def seat_name(s: State, seat: int, names: list[str] | None = None) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return s.hooks.seat_name(s, seat).capitalize()


def _subject(s: State, seat: int, names: list[str] | None, you: int | None) -> str:
    return "You" if you is not None and seat == you else seat_name(s, seat, names)


def _possessive(s: State, seat: int, names: list[str] | None, you: int | None) -> str:
    return "Your" if you is not None and seat == you else seat_name(s, seat, names) + "'s"


def _verb(seat: int, you: int | None, third: str, second: str) -> str:
    return second if you is not None and seat == you else third


def place_name(p) -> str:
    return SUIT_TITLES[p] if isinstance(p, int) else {"chambers": "the Council Chambers",
                                                       "supply": "the supply",
                                                       "solo_board": "the Solo Board"}.get(p, str(p))


def explain_trick(s: State, e, names: list[str] | None = None, you: int | None = None) -> str:
    """One line on why a trick went where it did, e.g. "Bees are strongest (4 cubes): Seat 2's
    2 of Bees wins. Seat 0 visits the Council." """
    winner_card = next(c for seat, c in e.plays if seat == e.seat)
    whose = _possessive(s, e.seat, names, you)
    if e.strongest is None:
        why = f"Everyone followed suit: {whose} {card_title(winner_card)} is highest."
    else:
        why = (f"{SUIT_TITLES[e.strongest]} are strongest ({e.cubes} cube{'s' * (e.cubes != 1)}): "
               f"{whose} {card_title(winner_card)} wins.")
    if e.visitor is None:
        return why + " Nobody followed suit, so nobody visits the Council."
    return why + (f" {_subject(s, e.visitor, names, you)} "
                  f"{_verb(e.visitor, you, 'visits', 'visit')} the Council.")


def describe_events(s: State, events: Iterable, names: list[str] | None = None,
                    you: int | None = None) -> list[str]:
    """Log lines for events (cube-by-cube moves are folded into their visit)."""
    out: list[str] = []
    for e in events:
        k = e.kind
        if k == "dealt":
            out.append(f"Age {e.age}: cards dealt ({e.hand_sizes[0]} each), {e.leftover} left over.")
        elif k == "declarations_revealed":
            parts = [f"{seat_name(s, i, names)}: {'No Allegiance' if d == 'no_allegiance' else 'Allegiance'}"
                     for i, d in enumerate(e.choices) if d]
            out.append("Declarations revealed. " + ", ".join(parts) + ".")
        elif k == "discarded":
            out.append(f"{_subject(s, e.seat, names, you)} {_verb(e.seat, you, 'discards', 'discard')} "
                       "a card face down.")
        elif k == "card_played":
            out.append(f"{_subject(s, e.seat, names, you)} {_verb(e.seat, you, 'plays', 'play')} "
                       f"the {card_title(e.card)}"
                       + ("" if e.lead or e.on_suit else " (off suit)") + ".")
        elif k == "trick_won":
            out.append(f"Trick {e.trick}: " + explain_trick(s, e, names, you))
        elif k == "council_visited":
            out.append(f"{_subject(s, e.seat, names, you)} {_verb(e.seat, you, 'activates', 'activate')} "
                       f"{SUIT_TITLES[e.space]} and {_verb(e.seat, you, 'sows', 'sow')} "
                       f"{e.cubes} cube{'s' * (e.cubes != 1)}.")
        elif k == "new_recruits":
            if e.spaces:
                out.append("New Recruits join " + ", ".join(SUIT_TITLES[i] for i in e.spaces) + ".")
            else:
                out.append("No New Recruits this time.")
        elif k == "age_scored":
            for r in e.rows:
                how = ("No Allegiance success" if r["no_allegiance_points"] else
                       "No Allegiance failed" if r["no_allegiance"] else
                       f"Allegiance {r['allegiance']} +{r['allegiance_points']}")
                out.append(f"Age {e.age}: {_subject(s, r['seat'], names, you)} "
                           f"{_verb(r['seat'], you, 'scores', 'score')} {r['points']} "
                           f"({r['tricks']} tricks, {how}).")
        elif k == "game_ended":
            ws = " and ".join(_subject(s, w, names, you) for w in e.winners)
            tb = {"points": "on points", "final_age_tricks": "on tricks in the final Age",
                  "shared": "sharing the victory"}[e.tiebreak]
            single = len(e.winners) == 1 and e.winners[0] != you
            out.append(f"Game over: {ws} win{'s' if single else ''} {tb}. "
                       f"Scores {list(e.scores)}.")
        elif k == "marker_moved":
            if e.side is None:
                out.append(f"The Termitenator's marker moves to {e.space.capitalize()}.")
            else:
                whose = "your" if you is not None and e.side == you else seat_name(s, e.side, names) + "'s"
                out.append(f"The Emissary's control marker moves to {whose} {e.space.capitalize()} space.")
        elif k == "emissary_drew":
            out.append(f"The Emissary draws the {card_title(e.card)} face up.")
        elif k == "pyramid_flipped":
            out.append("The Termitenator flips " + ", ".join(f"the {card_title(c)}" for c in e.cards) + ".")
        elif k == "ideology_changed":
            out.append(f"The Termitenator's Ideology turns {e.ideology.capitalize()}: {e.why}.")
        elif k == "personality_triggered":
            out.append(e.text)
        elif k == "automa_decided":
            out.append(f"The Termitenator's reason: {e.reason}.")
        elif k == "cube_moved" and e.src == "supply" or k in ("cube_moved", "declared", "age_ended"):
            continue
        else:
            out.append(f"{k}")
    return out
