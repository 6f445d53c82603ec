"""Party Bugs seat controllers: `random`, `easy`, `normal`, `hard`. Each sees only its seat's
view (`game.party_bugs.view.SeatView`) and returns one of `view.legal`.

- easy: takes the floor card that adds least to its display (a pair's second card subtracts),
  plays its lowest card.
- normal: the same takes; plays low when the floor offers a pair or a cheap card that it would
  otherwise miss, sweeps with the Party King when the floor is cheap for it, and otherwise
  spends the card that keeps its hand strongest for later rounds.
- hard: determinized search: for each legal choice, deals the unseen cards of every set at
  random (a seat's hand and deck only ever hold its own set), plays the game out in the lean
  simulator `fastsim` (proven equal to the engine by tests/test_party_fastsim.py) with the
  normal policy for every seat, and picks the choice with the best mean result (a win, plus a
  little for the margin). Every choice is tried on the same deals. The budget is counted in
  playouts (config/ai.yaml, party_bugs.hard), so a seed gives the same moves on any machine;
  a wall-clock cap is only a safety net, and a `stop` Event ends the search early.
"""
from __future__ import annotations

import random
from typing import Any

from game.ai.config import ai_config
from game.ai.playouts import make_level, same_deals_search
from game.controllers import SeatRandomController
from game.party_bugs.cards import PARTY_KING, Card, full_set, value_of
from game.party_bugs.fastsim import Table, run, scores
from game.party_bugs.state import HIDE, MIRROR, PLAY, SERIES, Action
from game.party_bugs.view import SeatView


def party_ai_config() -> dict[str, Any]:
    """The `party_bugs` section of config/ai.yaml."""
    return ai_config()["party_bugs"]


def _held_values(displays, face_down: Card | None, seat: int) -> set[int]:
    vals = {value_of(c) for c in displays[seat]}
    if face_down is not None:
        vals.add(value_of(face_down))
    return vals


def sweep_delta(floor, held: set[int]) -> int:
    """What sweeping the whole floor does to the taker's total (pairs resolved)."""
    return _sweep(floor, _mask(held))


# The policy below works on value masks (bit v set: value v is there): a playout asks it at
# every decision, and a mask is one int where a set is an object built and probed.
_VALUE_SUM = [sum(v for v in range(14) if m >> v & 1) for m in range(1 << 14)]
_VALUE = [c & 15 for c in range(16 * 6)]             # value_of as a lookup (a sort key)


def _mask(values) -> int:
    m = 0
    for v in values:
        m |= 1 << v
    return m


def _sweep(floor, held: int) -> int:
    """sweep_delta on a held-value mask: a value's count in the floor, plus one if held, is
    odd when one card of it stays; each value held already counted before."""
    parity = present = 0
    for c in floor:
        b = 1 << (c & 15)
        parity ^= b
        present |= b
    before = held & present
    return _VALUE_SUM[parity ^ before] - _VALUE_SUM[before]


class RandomController(SeatRandomController):
    """The `random` level, and the base of this game's other levels (their seat)."""


class EasyController(RandomController):
    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return policy_choice(view, smart=False)


class NormalController(RandomController):
    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return policy_choice(view, smart=True)


def policy_choice(view: SeatView, smart: bool) -> Action:
    """The heuristic policy at a seat's view: the legal action whose card `policy_card` picks."""
    legal = view.legal
    held = _held_values(view.displays, view.my_face_down, view.seat)
    pick = policy_card(legal[0].kind, [a.arg for a in legal], held, view.floor, smart)
    return next(a for a in legal if a.arg == pick)


def policy_card(kind: str, options: list, held: set[int], floor, smart: bool) -> Card | None:
    """The heuristic policy over plain data, shared by the views (easy, normal) and hard's
    playouts: `options` are the cards of the legal actions (mirror: [None] when the display
    is empty), `held` the values in the seat's display and face-down slot. Ties go to the
    first option in the given order."""
    return _policy(kind, options, _mask(held), floor, smart)


def _policy(kind: str, options: list, held: int, floor, smart: bool) -> Card | None:
    """policy_card on a held-value mask. Plain loops (no key functions, no sorting where the
    order is given): it makes every decision of every playout, the search's hottest code."""
    if kind == PLAY and smart:
        return _smart_play(options, held, floor)
    if kind == "take":
        return _take(options, held)
    best, best_key = None, None
    for c in options:
        if kind == MIRROR:
            # Discard the Mirror with the highest card held: it leaves the total.
            k = 1 if c is None else -(c & 15)
        else:                                          # hide, or easy's play: the lowest card
            k = c & 15
        if best_key is None or k < best_key:
            best, best_key = c, k
    return best


def _take(options: list, held: int) -> Card:
    """The take: the card that adds least to the total (a pair's second card takes its
    value off: the pair leaves), then the lowest value."""
    best, best_key = None, None
    for c in options:
        v = c & 15
        k = (-v if held >> v & 1 else v) * 16 + v    # (what it adds, value): |adds| <= 13 < 16
        if best_key is None or k < best_key:
            best, best_key = c, k
    return best


def _smart_play(options: list, held: int, floor) -> Card:
    """`normal`'s play: the Party King to sweep a cheap floor, a low card when the first pick
    pays, else a middling one that keeps the low cards for later."""
    king, others = None, []
    for c in options:
        if c & 15 != PARTY_KING:
            others.append(c)
        elif king is None:
            king = c
    if not floor:
        others = others or options
        return sorted(others, key=_VALUE.__getitem__)[len(others) // 2]
    low, high = 99, -99                               # the least and most a take adds
    parity = present = 0                              # the floor's values: odd counts, any
    for c in floor:
        v = c & 15
        b = 1 << v
        parity ^= b
        present |= b
        d = -v if held & b else v
        if d < low:
            low = d
        if d > high:
            high = d
    if king is not None:
        before = held & present                       # _sweep, on the masks already made
        if _VALUE_SUM[parity ^ before] - _VALUE_SUM[before] <= min(low, 0) + 1:
            return king
    others = others or options
    if low < 0 or high - low >= 6:
        best = others[0]                               # the first pick is worth a low card
        for c in others:
            if c & 15 < best & 15:
                best = c
        return best
    # Otherwise keep the low cards for a round that pays: spend a middling one.
    return sorted(others, key=_VALUE.__getitem__)[len(others) // 2]


def sim_policy(t: Table, seat: int, kind: str, options: list) -> Card | None:
    """`normal` at a playout's table (fastsim.Policy): every seat of a playout plays it."""
    if len(options) == 1:
        return options[0]
    held = 0
    for c in t.displays[seat]:
        held |= 1 << (c & 15)
    if seat < t.players:
        fd = t.face_down[seat]
        if fd is not None:
            held |= 1 << (fd & 15)
    if kind == PLAY:
        return _smart_play(options, held, t.floor)
    if kind == "take":
        return _take(options, held)
    return _policy(kind, options, held, t.floor, True)


# --- hard: determinized playouts in the lean simulator ----------------------------------------

def series_base(view: SeatView) -> list[int] | None:
    """The totals of a series' finished games, which a playout's outcome adds to; None outside
    a series."""
    return list(view.totals) if view.totals and SERIES in view.variants else None


class SearchController(RandomController):
    """A level that searches its legal options (hard, expert) with a playout budget and a time
    cap (`time_cap_ms` is only a safety net), from its config/ai.yaml section `level` (or
    `cfg`, that section with a caller's options). A single legal action is taken at once;
    otherwise `search(view, legal, base, rng, stop)` chooses, `base` the series' totals."""

    def __init__(self, level: str, seat: int | None = None, playouts: int | None = None,
                 time_cap_ms: float | None = None, cfg: dict[str, Any] | None = None):
        super().__init__(seat)
        cfg = party_ai_config()[level] if cfg is None else cfg
        self.playouts = int(playouts or cfg["playouts"])
        self.time_cap = float(time_cap_ms or cfg["time_cap_ms"]) / 1000
        self.last_stats: dict[str, Any] = {}

    def choose(self, view: SeatView, rng: random.Random, stop=None) -> Action:
        """A legal action; `stop` (an Event-like with is_set) ends the search early."""
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        return self.search(view, legal, series_base(view), rng, stop)

    def search(self, view: SeatView, legal: list[Action], base: list[int] | None,
               rng: random.Random, stop) -> Action:
        raise NotImplementedError


class HardController(SearchController):
    """For each legal choice, the mean result of playouts over the same random deals of the
    unseen cards, every seat then playing `normal` to the end of the game in `fastsim`.
    Deterministic from the rng and the playout budget; `time_cap_ms` is only a safety net."""

    def __init__(self, seat: int | None = None, playouts: int | None = None,
                 time_cap_ms: float | None = None):
        super().__init__("hard", seat, playouts, time_cap_ms)

    def search(self, view: SeatView, legal: list[Action], base: list[int] | None,
               rng: random.Random, stop) -> Action:
        dealer = Dealer(view)
        options = [a.arg for a in legal]

        def value(world: Table, i: int) -> float:
            t = world.clone()
            run(t, sim_policy, view.seat, options[i])
            return outcome(t, view.seat, base)
        best, self.last_stats = same_deals_search(len(legal), dealer.deal, value, self.playouts, self.time_cap,
                                                  rng, stop)
        return legal[best]


def outcome(t: Table, seat: int, base: list[int] | None) -> float:
    """A finished playout for `seat`: 1 for a win (the lowest total; ties clockwise from the
    host, Roachy after every real player), plus a small share of the margin to the best
    rival so that losing by less still counts. A series adds the games already finished."""
    final = scores(t)
    if base is not None:
        final = [a + b for a, b in zip(base, final)]
    n, host = t.players, t.host
    mine = final[seat]
    rivals = min(v for i, v in enumerate(final) if i != seat)
    won = all(final[i] > mine or (final[i] == mine and i < n and (i - host) % n > (seat - host) % n)
              for i in range(len(final)) if i != seat)
    return (1.0 if won else 0.0) + 0.02 * (rivals - mine)


class Dealer:
    """Deals the cards a seat cannot see into a fastsim Table consistent with its view: each
    set's unseen cards go at random to its owner's hand, face-down slot, secret play and deck
    (a seat's hand and deck only ever hold its own set; Roachy's deck its own)."""

    def __init__(self, view: SeatView):
        seen: set[Card] = set(view.floor) | {c for d in view.displays for c in d}
        seen |= {c for _, c in view.plays} | set(view.boxed) | set(view.hand)
        for c in (view.my_face_down, view.my_play):
            if c is not None:
                seen.add(c)
        n, me = view.players, view.seat
        sets = len(view.displays)
        self.me, self.players = me, n
        self.unseen = [[c for c in full_set(2 if (n == 2 and i == 2) else i) if c not in seen]
                       for i in range(sets)]
        self.hand_sizes = view.hand_sizes
        self.secret_fd = [i != me and i < n and view.face_down_held[i] for i in range(sets)]
        self.secret_play = [i != me and i < n and view.chosen[i] and not view.plays for i in range(sets)]
        t = Table.__new__(Table)
        t.players, t.roachy, t.final_round = n, n == 2, view.final_round
        t.round, t.phase, t.host, t.mirror = view.round, view.phase, view.host, view.mirror
        t.hands = [list(view.hand) if i == me else [] for i in range(n)]
        t.decks = [[] for _ in range(sets)]
        t.floor = list(view.floor)
        revealed = dict(view.plays)
        t.chosen = [revealed.get(i) if view.plays else (view.my_play if i == me else None) for i in range(n)]
        t.take_order = list(view.take_order)
        t.displays = [list(d) for d in view.displays]
        t.face_down = [view.my_face_down if i == me else None for i in range(n)]
        t.boxed = list(view.boxed)
        t.hidden_ready = list(view.hidden_ready)
        self.template = t

    def deal(self, rng: random.Random) -> Table:
        t = self.template.clone()
        for i, unseen in enumerate(self.unseen):
            cards = list(unseen)
            rng.shuffle(cards)
            if i < self.players and i != self.me:
                k = self.hand_sizes[i]
                t.hands[i] = cards[:k]
                del cards[:k]
                if self.secret_fd[i]:
                    t.face_down[i] = cards.pop()
                if self.secret_play[i]:
                    t.chosen[i] = cards.pop()
            t.decks[i] = cards
        return t


LEVELS = {"random": RandomController, "easy": EasyController, "normal": NormalController,
          "hard": HardController}


def make(level: str, seat: int | None = None, **options: Any) -> RandomController:
    return make_level(LEVELS, level, seat, options)


__all__ = ["LEVELS", "make"]
