"""The rules engine: who acts, what is legal, and what an action does.

Three functions carry the game (OpenSpiel's shape): `to_act`, `legal_actions` and
`apply_action`. `apply_action` refuses an illegal action with `IllegalAction(refusal)`
(the rule broken, as data: game.bug_council.refusals) and otherwise returns a new State and
the events that happened, in order.

Mode differences (2 players with the Emissary, solo against the Termitenator) are hooks in
`game.bug_council.modes`; the flow of an Age is here once for every mode.
"""
from __future__ import annotations

from game.bug_council.refusals import refuse
from game.bug_council.actions import (_CACHE, PLAYS, VISITS, ALLEGIANCE, DECLARATIONS, NO_ALLEGIANCE, Action,
                                      IllegalAction)
from game.bug_council.council import new_recruits, sow
from game.bug_council.events import (AgeEnded, AgeScored, CardPlayed, CouncilVisited, CubeMoved, Declared,
                                     DeclarationsRevealed, Discarded, GameEnded, NewRecruits, TrickWon)
from game.bug_council.modes import CHOOSE
from game.protocol import Refusal
from game.bug_council.scoring import score_age
from game.bug_council.state import DECLARATION, DISCARD, GAME_OVER, TRICK, VISIT, State


def to_act(s: State) -> tuple[int, str] | None:
    """(seat, decision) of who acts next; decision is declare | discard | play | emissary | visit."""
    ph = s.phase
    if ph == TRICK:
        turn = s.order[len(s.plays)]
        h = s.hooks
        return h.controller(s, turn), h.play_kind(s, turn)
    if ph == VISIT:
        return s.visitor, "visit"
    if ph == DECLARATION:
        for seat in s.hooks.declarers(s.rules):
            if s.declared[seat] is None:
                return seat, "declare"
    if ph == DISCARD:
        for seat, pending in enumerate(s.pending_discard):
            if pending:
                return seat, "discard"
    return None


def legal_actions(s: State, seat: int | None = None) -> list[Action]:
    """Every legal action for `seat` (default: the seat to act); [] if it may not act now.

    Declarations and No Allegiance discards are simultaneous: every seat that still owes one
    may act, in any order."""
    ph = s.phase
    if ph == TRICK:
        plays = s.plays
        turn = s.order[len(plays)]
        h = s.hooks
        if h.plays_from_own_hand:
            # The table: the seat in turn plays from its own hand, following suit if able.
            if seat is not None and seat != turn:
                return []
            mine = PLAYS[turn]
            cards = s.hands[turn]
            if plays:
                lead = plays[0][1] >> 4
                on = [mine[c] for c in cards if c >> 4 == lead]
                if on:
                    return on
            return [mine[c] for c in cards]
        ctl = h.controller(s, turn)
        if seat is not None and seat != ctl:
            return []
        cards = h.playable(s, turn)
        if s.plays:
            lead = s.plays[0][1] >> 4
            on = [c for c in cards if c >> 4 == lead]
            if on:
                cards = on
        kind = h.play_kind(s, turn)
        return [_CACHE[kind, ctl, c] for c in cards]
    if ph == VISIT:
        if seat is not None and seat != s.visitor:
            return []
        mine = VISITS[s.visitor]
        return [mine[i] for i, n in enumerate(s.council) if n]
    if seat is None:
        who = to_act(s)
        if who is None:
            return []
        seat = who[0]
    if ph == DECLARATION:
        if 0 <= seat < len(s.declared) and s.declared[seat] is None \
                and seat in s.hooks.declarers(s.rules):
            return [_CACHE["declare", seat, d] for d in DECLARATIONS]
        return []
    if ph == DISCARD:
        if 0 <= seat < len(s.pending_discard) and s.pending_discard[seat]:
            return [_CACHE["discard", seat, c] for c in s.hands[seat]]
    return []


def _who(s: State, seat: int) -> str:
    return s.hooks.seat_name(s, seat)


def check_action(s: State, a: Action) -> Refusal | None:
    """None when `a` is legal now; otherwise the rule it breaks, as a Refusal (game.bug_council.refusals)."""
    ph = s.phase
    if ph == TRICK:
        if s.hooks.plays_from_own_hand and _table_play_is_legal(s, a):
            return None
        refusal = _check_play(s, a)
        if refusal is not None and not _is_seat(s, a.seat):
            # The Trick Phase's words came first for a seat that is not at the table; the
            # rule it breaks is still that there is no such seat.
            return refuse("no_such_seat", None, seat=a.seat, text=refusal.text)
        return refusal
    kind, seat = a.kind, a.seat
    if ph == GAME_OVER:
        return refuse("game_over", seat if _is_seat(s, seat) else None)
    if not (isinstance(seat, int) and 0 <= seat < s.rules.seats):   # _is_seat, inlined: hot path
        return refuse("no_such_seat", None, seat=seat)
    if ph == DECLARATION:
        declarers = s.hooks.declarers(s.rules)
        if kind != "declare":
            return refuse("declaration_first", seat, waiting=tuple(i for i in declarers if s.declared[i] is None))
        if seat not in declarers:
            return refuse("not_a_declarer", seat, who=_who(s, seat))
        if s.declared[seat] is not None:
            return refuse("already_declared", seat)
        if a.arg not in DECLARATIONS:
            return refuse("bad_declaration", seat, choice=a.arg)
        return None
    if ph == DISCARD:
        if kind != "discard":
            return refuse("discards_first", seat, waiting=tuple(i for i, p in enumerate(s.pending_discard) if p))
        if not s.pending_discard[seat]:
            if s.declared[seat] == NO_ALLEGIANCE:
                return refuse("already_discarded", seat)
            if seat not in s.hooks.declarers(s.rules):
                # The Emissary does not declare, so it does not discard; the engine's words
                # have always been those of an Allegiance player.
                return refuse("not_a_declarer", seat, text=f"seat {seat} declared Allegiance and discards nothing")
            return refuse("allegiance_discards_nothing", seat)
        if a.arg not in s.hands[seat]:
            return refuse("card_not_held", seat, card=a.arg)
        return None
    # Visiting the Council
    if kind != "visit":
        return refuse("must_visit_first", seat, visitor=s.visitor)
    if seat != s.visitor:
        return refuse("not_the_visitor", seat, visitor=s.visitor)
    if not (isinstance(a.arg, int) and 0 <= a.arg < len(s.council)):
        return refuse("no_such_space", seat, space=a.arg)
    if s.council[a.arg] == 0:
        return refuse("empty_space", seat, space=a.arg)
    return None


def _is_seat(s: State, seat: object) -> bool:
    return isinstance(seat, int) and 0 <= seat < s.rules.seats


def _table_play_is_legal(s: State, a: Action) -> bool:
    """The common case of `_check_play` at the table, answered without the mode's hooks:
    the seat in turn plays a card it holds, following suit if able. False means "not
    proven legal here": `_check_play` then decides, and words the refusal."""
    if a.kind != "play":
        return False
    plays = s.plays
    turn = s.order[len(plays)]
    if a.seat != turn:
        return False
    hand = s.hands[turn]
    card = a.arg
    if card not in hand:
        return False
    if not plays:
        return True
    lead = plays[0][1] >> 4
    if card >> 4 == lead:
        return True
    for c in hand:
        if c >> 4 == lead:
            return False
    return True


def _check_play(s: State, a: Action) -> Refusal | None:
    """Playing the Trick: in turn, a card the seat can play, following suit if able."""
    h = s.hooks
    turn = s.order[len(s.plays)]
    ctl = h.controller(s, turn)
    kind = a.kind
    if kind != "play" and kind != "emissary":
        return refuse("trick_phase_play", a.seat, who=_who(s, turn), turn=turn)
    if a.seat != ctl:
        return refuse("not_your_turn", a.seat, turn=ctl)
    want = h.play_kind(s, turn)
    if kind != want:
        if want == "emissary":
            return refuse("must_play_for_emissary", ctl)
        return refuse("plays_own_hand", ctl)
    cards = h.playable(s, turn)
    card = a.arg
    if card not in cards:
        return h.not_playable_reason(s, turn, card, ctl)
    if s.plays:
        lead = s.plays[0][1] >> 4
        if card >> 4 != lead:
            on = [c for c in cards if c >> 4 == lead]
            if on:
                return h.must_follow_reason(s, turn, ctl, lead, on)
    return None


def apply_action(s: State, a: Action) -> tuple[State, list]:
    """Apply a legal action: (new state, events). Raises IllegalAction(refusal, a) otherwise."""
    refusal = check_action(s, a)
    if refusal is not None:
        raise IllegalAction(refusal, a)
    n = s.copy()
    events: list = []
    kind = a.kind
    if kind == "play" or kind == "emissary":
        _play(n, a, events)
    elif kind == "visit":
        _visit(n, a.seat, a.arg, events)
    elif kind == "declare":
        _declare(n, a, events)
    else:
        _discard(n, a, events)
    if n.hooks.turn_hook:
        n.hooks.turn_begins(n, events)
    return n, events


# --- Declaration Phase ------------------------------------------------------------------

def _declare(n: State, a: Action, events: list) -> None:
    d = list(n.declared)
    d[a.seat] = a.arg
    n.declared = tuple(d)
    events.append(Declared(a.seat))
    declared = n.declared
    for s in n.hooks.declarers(n.rules):
        if declared[s] is None:
            return      # still waiting for someone
    events.append(DeclarationsRevealed(n.declared))
    n.pending_discard = tuple(x == NO_ALLEGIANCE for x in n.declared)
    n.phase = DISCARD if any(n.pending_discard) else TRICK


def _discard(n: State, a: Action, events: list) -> None:
    seat, card = a.seat, a.arg
    hands = list(n.hands)
    hands[seat] = tuple([c for c in hands[seat] if c != card])
    n.hands = tuple(hands)
    # The discard goes face down on top of the leftover deck (in 2p: the Emissary deck).
    n.leftover = (card,) + n.leftover
    p = list(n.pending_discard)
    p[seat] = False
    n.pending_discard = tuple(p)
    events.append(Discarded(seat, card))
    if not any(p):
        n.phase = TRICK
        n.hooks.after_discards(n, events)


# --- Trick Phase ------------------------------------------------------------------------

def _play(n: State, a: Action, events: list) -> None:
    h = n.hooks
    before = n.plays
    turn = n.order[len(before)]
    card = a.arg
    h.remove_card(n, turn, card)
    n.plays = plays = before + ((turn, card),)
    # The first card leads (and is on suit); a later one is on suit with the lead's suit.
    events.append(CardPlayed(turn, card, a.seat, not before,
                             not before or card >> 4 == before[0][1] >> 4))
    if len(plays) == len(n.order):
        _resolve_trick(n, h, events)


def trick_winner(plays, council) -> tuple[int, bool]:
    """Resolving the Trick: (position of the winning play, whether any card was off suit).

    One key decides every case (DECISIONS 2): (cubes on the card's suit, value, position in
    play order). If all followed suit it reduces to the highest value; otherwise the strongest
    played suit wins, tied suits go to the higher value, equal values to the later card."""
    first = plays[0][1]
    lead = first >> 4
    best_pos, best_cubes, best_value, off = 0, council[lead], first & 15, False
    for pos in range(1, len(plays)):
        c = plays[pos][1]
        su = c >> 4
        if su != lead:
            off = True
        cubes, value = council[su], c & 15
        # The key compared field by field; a later position wins any tie of the first two.
        if cubes > best_cubes or (cubes == best_cubes and value >= best_value):
            best_pos, best_cubes, best_value = pos, cubes, value
    return best_pos, off


def trick_visitor(plays) -> int | None:
    """Visiting the Council: the seat of the lowest on-suit card, or None when nobody but the
    leader played on suit."""
    lead = plays[0][1] >> 4
    low_value, low_seat, on = 0, None, 0
    for seat, c in plays:
        if c >> 4 == lead:
            on += 1
            value = c & 15
            # The lowest (value, seat): values never tie within a suit, the seat is the rule's
            # last word all the same.
            if low_seat is None or value < low_value or (value == low_value and seat < low_seat):
                low_value, low_seat = value, seat
    return low_seat if on > 1 else None


def _resolve_trick(n: State, h, events: list) -> None:
    plays = n.plays
    pos, off = trick_winner(plays, n.council)
    winner, wcard = plays[pos]
    visitor = trick_visitor(plays)
    strongest = (wcard >> 4) if off else None
    events.append(TrickWon(n.trick, winner, plays, strongest,
                           n.council[strongest] if off else None, visitor))
    t = list(n.tricks)
    t[winner] += 1
    n.tricks = tuple(t)
    piles = list(n.piles)
    piles[winner] = piles[winner] + tuple([c for _, c in plays])
    n.piles = tuple(piles)
    n.history = n.history + (plays,)
    n.last_trick = (plays, winner, visitor)
    n.plays = ()
    h.after_trick(n, winner, events)
    if visitor is None:
        _next_trick(n, winner, events)
        return
    n.phase, n.visitor = VISIT, visitor
    space = h.automatic_visit(n, visitor)
    if space == CHOOSE:
        return
    if space is None:
        # An automatic visitor with nothing to activate: nothing moves (DECISIONS 4).
        _after_visit(n, events)
    else:
        _visit(n, visitor, space, events)


# --- Visiting the Council ---------------------------------------------------------------

def _visit(n: State, seat: int, space: int, events: list) -> None:
    council, overflow, moves = sow(n.council, space)
    events.append(CouncilVisited(seat, space, n.council[space]))
    events.extend(moves)
    n.council = council
    n.chambers += overflow
    h = n.hooks
    h.cubes_placed(n, [m.dst for m in moves], events, "sow")
    _after_visit(n, events)


def _after_visit(n: State, events: list) -> None:
    n.visitor = None
    n.hooks.after_visit(n, events)
    _next_trick(n, n.last_trick[1], events)


def _next_trick(n: State, winner: int, events: list) -> None:
    if n.trick >= n.rules.tricks_per_age:
        _end_age(n, events)
        return
    h = n.hooks
    n.trick += 1
    n.leader, n.order = h.next_trick(n, winner)
    n.phase = TRICK
    n.visitor = None
    h.before_trick(n, events)


# --- Scoring & Upkeep Phase -------------------------------------------------------------

def _end_age(n: State, events: list) -> None:
    h = n.hooks
    rows = score_age(
        tricks=n.tricks,
        no_allegiance=h.no_allegiance_flags(n),
        allegiance_suits=h.allegiance_suits(n),
        council=n.council, chambers=n.chambers,
        na_value=lambda k: n.rules.no_allegiance_value(n.chambers, k),
        # Points the Age's own Upkeep will score (Pacifist 2.0 when New Recruits reach the
        # Termite space) belong to this Age's row (DECISIONS §6).
        personality_points=[a + b for a, b in zip(h.personality_points(n), h.upkeep_points(n))],
        penalized=h.penalized_flags(n),
    )
    # Points scored immediately during the Age (Pacifist 2.0) are already on the track.
    gained = [r["points"] - h.already_scored(n, r["seat"]) for r in rows]
    n.scores = tuple(sc + g for sc, g in zip(n.scores, gained))
    n.ages = n.ages + ({"age": n.age, "seats": rows},)
    events.append(AgeScored(n.age, tuple(rows), tuple(n.scores)))
    h.after_scoring(n, events)
    last_winner = n.last_trick[1] if n.last_trick else n.leader
    if n.age >= n.rules.ages:
        n.winners, n.tiebreak = h.winners(n)
        n.phase = GAME_OVER
        n.visitor = None
        events.append(AgeEnded(n.age, last_winner))
        events.append(GameEnded(n.winners, n.scores, n.tiebreak))
        return
    # Upkeep: New Recruits (skipped after the final Age).
    council, supply, served = new_recruits(n.council, n.supply)
    n.council, n.supply = council, supply
    moves = [CubeMoved("supply", i) for i in served]
    events.extend(moves)
    events.append(NewRecruits(tuple(served)))
    h.cubes_placed(n, served, events, "upkeep")
    events.append(AgeEnded(n.age, last_winner))
    n.age += 1
    h.start_age(n, last_winner, events)


def start_age_common(n: State, leader: int) -> None:
    """Reset what every Age starts with; the caller deals."""
    seats = n.rules.seats
    n.trick = 1
    n.tricks = (0,) * seats
    n.piles = ((),) * seats
    n.out = ()
    n.history = ()
    n.plays = ()
    n.visitor = None
    n.declared = (None,) * seats
    n.pending_discard = (False,) * seats
    n.leader = leader
    n.phase = DECLARATION


ALLEGIANCE_CHOICES = (ALLEGIANCE, NO_ALLEGIANCE)
