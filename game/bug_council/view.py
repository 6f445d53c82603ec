"""Hidden information made explicit: what one seat may see of a position.

AI controllers and hot-seat screens receive a `SeatView`, never the State, so they cannot
peek at another hand, a face-down pyramid card or a No Allegiance discard.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.bug_council.actions import Action
from game.bug_council.cards import Card, suit_of
from game.bug_council.council import sow, strength_ranking
from game.bug_council.state import DECLARATION, State
from game.bug_council.trick_status import trick_status


class Sowing(NamedTuple):
    """What visiting the Council at `space` would do now (council.sow): the council after it,
    the cubes that go to the Chambers, where each lifted cube drops in order (a space, or
    "chambers") and the spaces from strongest to weakest afterwards."""
    space: int
    council: tuple[int, ...]
    overflow: int
    drops: tuple[int | str, ...]
    strength: tuple[int, ...]


def sowing(council: tuple[int, ...], space: int) -> Sowing:
    after, overflow, moves = sow(council, space)
    return Sowing(space, after, overflow, tuple(m.dst for m in moves), tuple(strength_ranking(after)))


@dataclass(frozen=True)
class SeatView:
    seat: int
    mode: str
    players: int
    seats: int
    age: int
    trick: int
    phase: str
    to_act: tuple[int, str] | None
    legal: tuple[Action, ...]            # this seat's legal actions now ([] if not its turn)
    hand: tuple[Card, ...]               # this seat's own cards
    hand_sizes: tuple[int, ...]
    council: tuple[int, ...]
    chambers: int
    supply: int
    solo_board: int
    scores: tuple[int, ...]
    tricks: tuple[int, ...]
    declared: tuple[str | None, ...]     # others' choices are None until all are revealed
    own_discard: Card | None             # this seat's No Allegiance discard, if any
    leftover_size: int
    leader: int
    order: tuple[int, ...]
    plays: tuple[tuple[int, Card], ...]
    history: tuple[tuple[tuple[int, Card], ...], ...]   # this Age's finished tricks
    last_trick: tuple | None
    ages: tuple[dict, ...]
    public: dict[str, Any] = field(default_factory=dict)  # mode extras: Emissary, pyramid
    # Facts a screen needs so that it never re-derives a rule (all from the engine's answers):
    lead_suit: int | None = None         # the suit led in the trick under way, if any
    playable: tuple[Card, ...] = ()      # cards this seat may play now: its own, or the
                                         # Emissary's face-up ones when it plays for the Emissary
    must_follow: bool = False            # it must play one of `playable` because they follow suit
    visitable: tuple[int, ...] = ()      # Council spaces this seat may activate now
    discardable: tuple[Card, ...] = ()   # cards it may discard now (No Allegiance)
    # The trick under way: who is winning it and why, who would visit (game.bug_council.trick_status);
    # None before the lead. Public facts, the same for every seat.
    trick_status: Any = None
    # Public facts a table draws that the fields above do not say for other seats:
    decided: tuple[bool, ...] = ()       # per seat: has declared this Age (not what)
    acting: frozenset[int] = frozenset()  # seats that may act now (several while declaring)
    score_offset: tuple[int, ...] = ()   # what the score track adds (a series' carried totals)
    strength: tuple[int, ...] = ()       # Council spaces from strongest to weakest (ties: ring order)
    sowings: tuple[Sowing, ...] = ()     # per space in `visitable`: what visiting it would do
    # The mode's scoring numbers a table words (its help, the declaration, the Age's scoring):
    tricks_per_age: int = 0
    na_base: int = 0                     # No Allegiance scores na_base + the Chambers' cubes
    na_value: int = 0                    # what one successful No Allegiance would score now


def note_discard(discards: dict[int, Card], action: Action, age_before: int, age_after: int) -> None:
    """Keep `discards` (seat -> its own No Allegiance discard) up to date after `action`: the
    State does not say whose leftover card is whose, but each seat remembers its own discard
    until the Age ends. Pass `discards.get(seat)` to `seat_view`."""
    if action.kind == "discard":
        discards[action.seat] = action.arg
    if age_after != age_before:
        discards.clear()


def seat_view(s: State, seat: int, own_discard: Card | None = None) -> SeatView:
    """What `seat` may see. `own_discard` is remembered by the caller (the record knows it)."""
    if s.phase == DECLARATION:
        declared = tuple(d if i == seat else None for i, d in enumerate(s.declared))
    else:
        declared = s.declared
    legal = tuple(s.legal_actions(seat))
    visitable = tuple(a.arg for a in legal if a.kind == "visit")
    lead = suit_of(s.plays[0][1]) if s.plays else None
    playable = tuple(a.arg for a in legal if a.kind == "play" or a.kind == "emissary")
    return SeatView(
        seat=seat, mode=s.rules.mode, players=s.rules.players, seats=s.rules.seats,
        age=s.age, trick=s.trick, phase=s.phase, to_act=s.to_act(),
        legal=legal,
        hand=s.hands[seat] if seat < len(s.hands) else (),
        hand_sizes=tuple(len(h) for h in s.hands),
        council=s.council, chambers=s.chambers, supply=s.supply, solo_board=s.solo_board,
        scores=s.scores, tricks=s.tricks, declared=declared, own_discard=own_discard,
        leftover_size=len(s.leftover), leader=s.leader, order=s.order, plays=s.plays,
        history=s.history, last_trick=s.last_trick, ages=s.ages,
        public=s.hooks.public_view(s, seat),
        lead_suit=lead, playable=playable,
        # Legal plays are the lead suit's whenever the seat can follow (engine.legal_actions).
        must_follow=lead is not None and bool(playable) and suit_of(playable[0]) == lead,
        visitable=visitable,
        discardable=tuple(a.arg for a in legal if a.kind == "discard"),
        trick_status=trick_status(s.plays, s.council, len(s.order)),
        decided=tuple(d is not None for d in s.declared),
        acting=frozenset(i for i in range(s.rules.seats) if i == seat and legal or i != seat and s.legal_actions(i)),
        score_offset=tuple(s.hooks.score_offset(s)),
        strength=tuple(strength_ranking(s.council)),
        sowings=tuple(sowing(s.council, space) for space in visitable),
        tricks_per_age=s.rules.tricks_per_age, na_base=s.rules.na_base,
        na_value=s.rules.no_allegiance_value(s.chambers, 1),
    )


def view_from_data(data: Any) -> SeatView:
    """The SeatView `game.net.wire.to_plain(seat_view(...))` describes (what a client is sent);
    ValueError for data of the wrong shape."""
    from game.bug_council.actions import action_from_data
    from game.protocol import tuples, view_fields
    from game.bug_council.trick_status import TrickStatus
    out = view_fields(SeatView, data, action_from_data)
    # Finished Ages are scoring records: dicts whose rows stay a list, as the engine keeps them.
    out["ages"] = tuple(dict(a) for a in data["ages"])
    ts = data["trick_status"]
    out["trick_status"] = None if ts is None else TrickStatus(**tuples(ts))
    try:
        out["sowings"] = tuple(Sowing(**tuples(w)) for w in data["sowings"])
    except TypeError as e:
        raise ValueError(f"a sowing's fields differ: {e}") from None
    return SeatView(**out)
