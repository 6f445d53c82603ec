"""What a seat can infer from its SeatView alone: the unseen cards, who may hold them, voids.

Everything here is derived from the view plus the static rules (the deck by mode and player
count), never from the State, so an AI built on it cannot peek.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.bug_council.cards import Card
from game.bug_council.rules import load_rules
from game.bug_council.view import SeatView

EMISSARY_SEAT = 2       # emissary mode: seat 2 plays public face-up cards
TERMITENATOR_SEAT = 1   # solo mode: seat 1 plays its face-up pyramid cards


def deck_of(view: SeatView) -> tuple[Card, ...]:
    """Every card in this game's deck (solo removes the Termite suit)."""
    rules = load_rules(view.mode, view.players)
    return rules.deck(removed_suit=view.public.get("termite") if view.mode == "solo" else None)


def played_cards(view: SeatView) -> list[Card]:
    """Cards played this Age, finished tricks and the current one."""
    out = [c for trick in view.history for _s, c in trick]
    out.extend(c for _s, c in view.plays)
    return out


def public_cards(view: SeatView) -> list[Card]:
    """Face-up cards that are not in a trick: the Emissary's slots, the pyramid's face-up cards."""
    if view.mode == "emissary":
        return [c for c in view.public.get("emissary_face_up", ()) if c is not None]
    if view.mode == "solo":
        return [c for c in view.public.get("pyramid", ()) if c is not None]
    return []


def seen_cards(view: SeatView) -> set[Card]:
    seen = set(view.hand) | set(played_cards(view)) | set(public_cards(view))
    if view.own_discard is not None:
        seen.add(view.own_discard)
    return seen


def unseen_cards(view: SeatView) -> list[Card]:
    """Cards of the deck this seat has not seen, sorted."""
    seen = seen_cards(view)
    return [c for c in deck_of(view) if c not in seen]


def voids(view: SeatView) -> dict[int, set[int]]:
    """Seat -> suits it has shown it lacks (played off suit to a lead this Age).

    Only seats that play from a hidden hand reveal anything: the Emissary and the
    Termitenator play face-up cards, so their off-suit plays say nothing about hidden cards."""
    out: dict[int, set[int]] = {}
    skip = {EMISSARY_SEAT} if view.mode == "emissary" else {TERMITENATOR_SEAT} if view.mode == "solo" else set()
    tricks = list(view.history) + ([view.plays] if view.plays else [])
    for plays in tricks:
        lead = plays[0][1] >> 4
        for seat, c in plays[1:]:
            if c >> 4 != lead and seat not in skip:
                out.setdefault(seat, set()).add(lead)
    return out


@dataclass(frozen=True)
class Holder:
    """A hidden place the unseen cards go: a hand, the leftover deck, the face-down pyramid."""
    name: str               # "hand", "leftover", "pyramid", "shark"
    seat: int | None        # the hand's seat
    size: int
    void: frozenset[int]    # suits it cannot hold


def hidden_holders(view: SeatView) -> list[Holder]:
    """Where the unseen cards are, with how many each place holds and the suits it cannot hold."""
    vd = voids(view)
    holders: list[Holder] = []
    hand_seats = range(view.players)
    for seat in hand_seats:
        if seat != view.seat and view.hand_sizes[seat]:
            holders.append(Holder("hand", seat, view.hand_sizes[seat], frozenset(vd.get(seat, ()))))
    if view.mode == "solo":
        pub = view.public
        down = sum(1 for c, present in zip(pub["pyramid"], pub["pyramid_present"]) if present and c is None)
        if down:
            holders.append(Holder("pyramid", TERMITENATOR_SEAT, down, frozenset()))
        if pub.get("card_shark_count"):
            holders.append(Holder("shark", None, pub["card_shark_count"], frozenset()))
    # The leftover deck holds the rest (No Allegiance discards included; our own discard is
    # seen, so it is not among the unseen cards wherever it lies).
    left = len(unseen_cards(view)) - sum(h.size for h in holders)
    if left > 0:
        holders.append(Holder("leftover", None, left, frozenset()))
    return holders


def strongest_card(cards, council) -> Card:
    """The strongest of `cards`: most cubes on its suit, then value (the first such)."""
    return max(cards, key=lambda c: (council[c >> 4], c & 15))


def na_discard(view: SeatView) -> Card:
    """The card a No Allegiance declaration discards in playouts, as `normal` (and `hard`)
    do: the strongest card."""
    return strongest_card(view.hand, view.council)


def as_if_declared(view: SeatView, declared: str, discard) -> SeatView:
    """The view after this seat declares `declared` (and discards `discard`): Trick Phase,
    so a playout can start from it (the coach's options and expert's declaration search)."""
    hand = tuple(c for c in view.hand if c != discard)
    decl = list(view.declared)
    decl[view.seat] = declared
    sizes = list(view.hand_sizes)
    sizes[view.seat] = len(hand)
    return replace(view, phase="trick", hand=hand, hand_sizes=tuple(sizes), declared=tuple(decl),
                   own_discard=discard if discard is not None else view.own_discard,
                   legal=(), playable=(), discardable=(), to_act=None)
