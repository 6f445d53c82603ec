"""Events in words, for the game log, the terminal narration and the trick explanation.

`you` (a seat, or None) is the seat whose lines read in the second person ("You play the 5 of
Ants", "Your 7 of Ants wins"); every other seat is named."""
from __future__ import annotations

from typing import Sequence

from game.bug_council.cards import SUIT_TITLES, parse_suit
from game.bug_council.state import State
from game.bug_council.trick_status import HIGHEST, STRONGEST, TIE_HIGHER, trick_status
from game.bug_council.words import (age_words, and_list, card_words, declaration_words, hand_words, ideology_words, suit_words, suits_and,
                                    the_card)
from game.i18n import N_, _, pgettext
from game.words import counted


def seat_name(s: State, seat: int, names: list[str] | None = None) -> str:
    if names and 0 <= seat < len(names):
        return names[seat]
    return s.hooks.seat_name(s, seat).capitalize()


def _is_you(seat: int, you: int | None) -> bool:
    return you is not None and seat == you


def _owned_card(s: State, seat: int, card: int, names: list[str] | None, you: int | None) -> str:
    """"Your 7 of Ants" / "Rufus's 7 of Ants": the card that won, after the explanation's colon."""
    if _is_you(seat, you):
        return pgettext("the trick's card, after a colon", "Your {card}", card=card_words(card))
    # TRANSLATORS: a card with its owner: "Rufus's 7 of Ants".
    return _("{name}'s {card}", name=seat_name(s, seat, names), card=card_words(card))


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
    card = _owned_card(s, e.seat, st.card, names, you)
    cubes = counted(st.cubes, "cube") if st.cubes is not None else ""
    if st.why == HIGHEST:
        why = _("Everyone followed suit: {card} is highest.", card=card)
    elif st.why == STRONGEST:
        why = _("{suit} are strongest ({cubes}): {card} wins.", suit=suit_words(st.suit), cubes=cubes, card=card)
    elif st.why == TIE_HIGHER:
        why = _("{suits} tie for strongest ({cubes} each): {card}, the highest card of those suits, wins.",
                suits=suits_and(st.tied), cubes=cubes, card=card)
    else:   # TIE_LATER
        why = _("{suits} tie for strongest ({cubes} each) and their highest cards are both {value}s: "
                "{card}, played later, wins.", suits=suits_and(st.tied), cubes=cubes, value=st.card & 15, card=card)
    if e.visitor is None:
        then = _("Nobody followed suit, so nobody visits the Council.")
    elif _is_you(e.visitor, you):
        then = _("You visit the Council.")
    else:
        then = _("{name} visits the Council.", name=seat_name(s, e.visitor, names))
    # TRANSLATORS: why a trick went where it did, then who visits the Council: two sentences.
    return _("{why} {then}", why=why, then=then)


def personality_words(e) -> str:
    """A Solo personality's trigger in words, its counts from the event's data ("takes 1
    face-down card"; the event's own `text`, pinned by the golden digests, says "1 ... cards").
    Triggers with nothing to count read as the engine says them."""
    d = e.data
    if e.personality != "card_shark":
        return e.text
    if "hand" in d:                     # the Age's end: its cards are revealed and scored
        cards = counted(len(d["cards"]), "card")
        if not d["hand"]:
            return _("The Card Shark reveals {cards}: no hand.", cards=cards)
        return _("The Card Shark reveals {cards}: {hand} for {points}.", cards=cards,
                 hand=hand_words(d["hand"]), points=counted(d["points"], "point"))
    if d.get("later"):
        return _("The Card Shark will take {cards} after the deal.", cards=counted(d["count"], "card"))
    if not d["count"]:
        return _("The Card Shark takes no card: the leftover deck is empty.")
    return _("The Card Shark takes {cards}.", cards=counted(d["count"], "face-down card"))


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
        line = _event_line(s, e, council, names, you)
        if line is not None:
            out.extend(line if isinstance(line, list) else [line])
    return out


def _you_or(seat: int, you: int | None, yours: str, theirs: str, s: State, names: list[str] | None,
            **fill) -> str:
    """The sentence `yours` (the seat is the reader) or `theirs` (it is {name}), translated and
    filled. Both are whole sentences in the catalogue (marked where they are written)."""
    if _is_you(seat, you):
        return _(yours, **fill)
    return _(theirs, name=seat_name(s, seat, names), **fill)


GAME_OVER = {   # the tiebreak -> (one winner not the reader, the reader alone, several winners)
    "points": (N_("Game over: {winners} wins on points. Final scores: {scores}."),
               N_("Game over: You win on points. Final scores: {scores}."),
               N_("Game over: {winners} win on points. Final scores: {scores}.")),
    "final_age_tricks": (N_("Game over: {winners} wins on tricks in the final Age. Final scores: {scores}."),
                         N_("Game over: You win on tricks in the final Age. Final scores: {scores}."),
                         N_("Game over: {winners} win on tricks in the final Age. Final scores: {scores}.")),
    "shared": (N_("Game over: {winners} wins sharing the victory. Final scores: {scores}."),
               N_("Game over: You win sharing the victory. Final scores: {scores}."),
               N_("Game over: {winners} win sharing the victory. Final scores: {scores}.")),
}


def _event_line(s: State, e, council, names: list[str] | None, you: int | None) -> str | list[str] | None:
    """The log line(s) of one event, None for an event the log leaves out."""
    k = e.kind
    if k == "dealt":
        return _("{age}: cards dealt ({each} each), {leftover} left over.", age=age_words(e.age),
                 each=e.hand_sizes[0], leftover=e.leftover)
    if k == "declarations_revealed":
        parts = [_("{name}: {declaration}", name=seat_name(s, i, names), declaration=declaration_words(d))
                 for i, d in enumerate(e.choices) if d]
        return _("Declarations revealed. {choices}.", choices=", ".join(parts))
    if k == "discarded":
        return _you_or(e.seat, you, N_("You discard a card face down."), N_("{name} discards a card face down."),
                       s, names)
    if k == "card_played":
        if e.lead or e.on_suit:
            return _you_or(e.seat, you, N_("You play {card}."), N_("{name} plays {card}."), s, names,
                           card=the_card(e.card))
        return _you_or(e.seat, you, N_("You play {card} (off suit)."), N_("{name} plays {card} (off suit)."),
                       s, names, card=the_card(e.card))
    if k == "trick_won":
        return _("Trick {n}: {why}", n=e.trick, why=explain_trick(s, e, council, names, you))
    if k == "council_visited":
        return _you_or(e.seat, you, N_("You activate {space} and sow {cubes}."),
                       N_("{name} activates {space} and sows {cubes}."), s, names,
                       space=suit_words(e.space), cubes=counted(e.cubes, "cube"))
    if k == "new_recruits":
        if e.spaces:
            return _("New Recruits join {spaces}.", spaces=", ".join(suit_words(i) for i in e.spaces))
        return _("No New Recruits this time.")
    if k == "age_scored":
        lines = []
        for r in e.rows:
            if r["no_allegiance_points"]:
                how = _("No Allegiance success")
            elif r["no_allegiance"]:
                how = _("No Allegiance failed")
            else:
                how = _("Allegiance to {suit} +{points}", suit=suit_words(parse_suit(r["allegiance"])),
                        points=r["allegiance_points"])
            lines.append(_you_or(r["seat"], you, N_("{age}: You score {points} ({tricks}, {how})."),
                                 N_("{age}: {name} scores {points} ({tricks}, {how})."), s, names,
                                 age=age_words(e.age), points=r["points"], tricks=counted(r["tricks"], "trick"),
                                 how=how))
        return lines
    if k == "game_ended":
        ws = and_list([_("You") if _is_you(w, you) else seat_name(s, w, names) for w in e.winners])
        form = (2 if len(e.winners) > 1 else 1 if _is_you(e.winners[0], you) else 0)
        scores = ", ".join(_("{name} {points}", name=seat_name(s, i, names), points=n) for i, n in enumerate(e.scores))
        return _(GAME_OVER[e.tiebreak][form], winners=ws, scores=scores)
    if k == "marker_moved":
        if e.side is None:
            return _("The Termitenator's marker moves to Follower.") if e.space == "follower" else \
                _("The Termitenator's marker moves to Leader.")
        follower = e.space == "follower"
        if _is_you(e.side, you):
            return _("The Emissary's control marker moves to your Follower space.") if follower else \
                _("The Emissary's control marker moves to your Leader space.")
        name = seat_name(s, e.side, names)
        return _("The Emissary's control marker moves to {name}'s Follower space.", name=name) if follower else \
            _("The Emissary's control marker moves to {name}'s Leader space.", name=name)
    if k == "emissary_drew":
        return _("The Emissary draws {card} face up.", card=the_card(e.card))
    if k == "pyramid_flipped":
        return _("The Termitenator flips {cards}.", cards=", ".join(the_card(c) for c in e.cards))
    if k == "ideology_changed":
        ideology = ideology_words(e.ideology)
        return _("The Termitenator's Ideology turns {ideology}: {why}.", ideology=ideology, why=e.why)
    if k == "personality_triggered":
        return personality_words(e)
    if k == "automa_decided":
        return _("The Termitenator's reason: {reason}.", reason=e.reason)
    if k in ("cube_moved", "declared", "age_ended"):
        return None
    return k
