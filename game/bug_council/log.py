"""Events in words, for the game log, the terminal narration and the trick explanation.

`you` (a seat, or None) is the seat whose lines read in the second person ("You play the 5 of
Ants", "Your 7 of Ants wins"); every other seat is named."""
from __future__ import annotations

from typing import Sequence

from game.bug_council.cards import SUIT_TITLES, card_title, parse_suit
from game.bug_council.state import State
from game.bug_council.trick_status import HIGHEST, STRONGEST, TIE_HIGHER, trick_status
from game.bug_council.words import age_title
from game.words import counted


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


def councils_during(events: Sequence, after: Sequence[int]) -> list[tuple[int, ...]]:
    """The cubes on each Council space as each of `events` happened (before its own cube
    moves), worked back from `after`, the council once they had all happened. Every change to
    the council is a CubeMoved event (a sowing, New Recruits, the Trickster's solo board), so
    this is exact when `events` are everything that happened since the position wanted."""
    council = list(after)
    out: list[tuple[int, ...]] = []
    for e in reversed(events):
        if e.kind == "cube_moved":
            if isinstance(e.dst, int):
                council[e.dst] -= 1
            if isinstance(e.src, int):
                council[e.src] += 1
        out.append(tuple(council))
    out.reverse()
    return out


def _suits(suits: Sequence[int]) -> str:
    words = [SUIT_TITLES[s] for s in suits]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def explain_trick(s: State, e, council: Sequence[int], names: list[str] | None = None,
                  you: int | None = None) -> str:
    """One line on why a trick went where it did, in the words of Resolving the Trick, e.g.
    "Bees are strongest (4 cubes): Seat 2's 2 of Bees wins. Seat 0 visits the Council."

    `council`: the cubes on each space when the trick was resolved (before its visit;
    `councils_during` gives it). The reason is the engine's own (game.bug_council.trick_status over the
    trick's plays): played suits tied for the most cubes are said as a tie ("Ants and Flies tie
    for strongest (2 cubes each): Rufus's 7 of Flies, the highest card of those suits, wins"),
    never one of them alone as "strongest". ValueError when `council` does not resolve the
    trick as `e` says."""
    st = trick_status(e.plays, council, len(e.plays))
    if st.winner != e.seat or (st.suit, st.cubes) != (e.strongest, e.cubes):
        raise ValueError(f"explain_trick: the council {tuple(council)} does not resolve trick {e.trick} "
                         "as the engine did")
    card = f"{_possessive(s, e.seat, names, you)} {card_title(st.card)}"
    if st.why == HIGHEST:
        why = f"Everyone followed suit: {card} is highest."
    elif st.why == STRONGEST:
        why = f"{SUIT_TITLES[st.suit]} are strongest ({counted(st.cubes, 'cube')}): {card} wins."
    elif st.why == TIE_HIGHER:
        why = (f"{_suits(st.tied)} tie for strongest ({counted(st.cubes, 'cube')} each): {card}, the highest card "
               "of those suits, wins.")
    else:   # TIE_LATER
        why = (f"{_suits(st.tied)} tie for strongest ({counted(st.cubes, 'cube')} each) and their highest cards are "
               f"both {st.card & 15}s: {card}, played later, wins.")
    if e.visitor is None:
        return why + " Nobody followed suit, so nobody visits the Council."
    return why + (f" {_subject(s, e.visitor, names, you)} "
                  f"{_verb(e.visitor, you, 'visits', 'visit')} the Council.")


def personality_words(e) -> str:
    """A Solo personality's trigger in words, its counts from the event's data ("takes 1
    face-down card"; the event's own `text`, pinned by the golden digests, says "1 ... cards").
    Triggers with nothing to count read as the engine says them."""
    d = e.data
    if e.personality != "card_shark":
        return e.text
    if "hand" in d:                     # the Age's end: its cards are revealed and scored
        hand = f"{d['hand'].replace('_', ' ')} for {counted(d['points'], 'point')}" if d["hand"] else "no hand"
        return f"The Card Shark reveals {counted(len(d['cards']), 'card')}: {hand}."
    if d.get("later"):
        return f"The Card Shark will take {counted(d['count'], 'card')} after the deal."
    if not d["count"]:
        return "The Card Shark takes no card: the leftover deck is empty."
    return f"The Card Shark takes {counted(d['count'], 'face-down card')}."


def describe_events(s: State, events: Sequence, names: list[str] | None = None,
                    you: int | None = None, councils: Sequence[Sequence[int]] | None = None) -> list[str]:
    """Log lines for events (cube-by-cube moves are folded into their visit). `s`: the
    position right after `events` (it names the seats); `councils`: the council as each event
    happened (`councils_during`), which a trick's explanation needs; when None it is worked back
    from `s`, so pass it when `events` are not everything that led to `s`."""
    out: list[str] = []
    if councils is None:
        councils = councils_during(events, s.council)
    for e, council in zip(events, councils):
        k = e.kind
        if k == "dealt":
            out.append(f"{age_title(e.age)}: cards dealt ({e.hand_sizes[0]} each), {e.leftover} left over.")
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
            out.append(f"Trick {e.trick}: " + explain_trick(s, e, council, names, you))
        elif k == "council_visited":
            out.append(f"{_subject(s, e.seat, names, you)} {_verb(e.seat, you, 'activates', 'activate')} "
                       f"{SUIT_TITLES[e.space]} and {_verb(e.seat, you, 'sows', 'sow')} "
                       f"{counted(e.cubes, 'cube')}.")
        elif k == "new_recruits":
            if e.spaces:
                out.append("New Recruits join " + ", ".join(SUIT_TITLES[i] for i in e.spaces) + ".")
            else:
                out.append("No New Recruits this time.")
        elif k == "age_scored":
            for r in e.rows:
                how = ("No Allegiance success" if r["no_allegiance_points"] else
                       "No Allegiance failed" if r["no_allegiance"] else
                       f"Allegiance to {SUIT_TITLES[parse_suit(r['allegiance'])]} +{r['allegiance_points']}")
                out.append(f"{age_title(e.age)}: {_subject(s, r['seat'], names, you)} "
                           f"{_verb(r['seat'], you, 'scores', 'score')} {r['points']} "
                           f"({counted(r['tricks'], 'trick')}, {how}).")
        elif k == "game_ended":
            ws = " and ".join(_subject(s, w, names, you) for w in e.winners)
            tb = {"points": "on points", "final_age_tricks": "on tricks in the final Age",
                  "shared": "sharing the victory"}[e.tiebreak]
            single = len(e.winners) == 1 and e.winners[0] != you
            scores = ", ".join(f"{seat_name(s, i, names)} {n}" for i, n in enumerate(e.scores))
            out.append(f"Game over: {ws} win{'s' if single else ''} {tb}. Final scores: {scores}.")
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
            out.append(personality_words(e))
        elif k == "automa_decided":
            out.append(f"The Termitenator's reason: {e.reason}.")
        elif k == "cube_moved" and e.src == "supply" or k in ("cube_moved", "declared", "age_ended"):
            continue
        else:
            out.append(f"{k}")
    return out
