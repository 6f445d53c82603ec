"""Party Bugs' coach kit (game.coach.kit.CoachKit): the hint, the review's searches and the
live status line, on the hard AI's pieces.

- **Deals** consistent with the seat's view: `game.party_bugs.ai.Dealer` (each set's unseen
  cards to its owner's hand, face-down slot, secret play and deck, sizes as seen).
- **Playouts** in the lean simulator `game.party_bugs.fastsim` (proven equal to the engine),
  the option under test at the seat's first decision, then `normal` at every seat (the
  policy hard's playouts use: `ai.sim_policy`).
- **Margin**, in Party Bugs' sense (the lowest total wins): the best rival's total minus
  yours at the end of the game (a series adds the games already finished), so + is good.
  Options rank by the chance of winning first (ties clockwise from the host, Roachy after every
  player), then by the margin: `value = wins + MARGIN_WEIGHT * margin`, as hard scores them.
- **Reasons** a Party Bugs player understands (`REASONS`, worded in scenes/party_bugs/coach_text.py):
  where in the take order the card puts you, which floor card is likely left for you, a pair it
  boxes or gives away, the Party King's sweep, the Mirror, the face-down card, the game won.
- **Status**: the take order once revealed and the floor card each taker is expected to choose
  (`take_status`: the `normal` policy's pick for each, in order, on the visible floor).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from game.ai.config import ai_config
from game.coach.kit import CARD, COUNT, PCT, POINTS, SEAT, STANDING, GameCoach, Reason
from game.party_bugs.ai import Dealer, policy_card, series_base, sim_policy, sweep_delta
from game.party_bugs.cards import PARTY_KING, Card, sorted_cards, value_of
from game.party_bugs.fastsim import Table, run, scores
from game.party_bugs.state import HIDE, MIRROR, PLAY, TAKE
from game.party_bugs.view import SeatView

MARGIN_WEIGHT = 0.02      # a point of margin against a whole win (hard's outcome)

REASONS: Mapping[str, Mapping[str, str]] = {
    "wins_game": {"pct": PCT},                          # you win the game in pct of deals
    "take_place": {"place": COUNT, "of": COUNT, "pct": PCT},   # your place in this round's take order
    "likely_card": {"card": CARD, "pct": PCT},          # the floor card you end up taking this round
    "boxes_pair": {"value": COUNT},                     # taking it boxes a pair from your display
    "face_down_pair": {"value": COUNT},                 # ...the pair of your face-down card
    "adds": {"points": POINTS},                         # what the card taken adds to your display
    "gives_pair": {"seat": SEAT, "value": COUNT},       # leaves a card that pairs in seat's display
    "king_sweep": {"pct": PCT, "points": POINTS},       # your Party King sweeps the floor
    "king_beaten": {"pct": PCT},                        # another Party King sweeps first
    "mirror_box": {"value": COUNT},                     # the Mirror takes this card to the box
    "face_down_counts": {"value": COUNT, "pct": PCT},   # the face-down card still counts at the end
    **STANDING,
}


@dataclass(frozen=True)
class Option:
    action: Any
    margin: float                  # mean (best rival's total - yours) at the game's end, points
    wins: float                    # share of deals you win
    deals: int
    reasons: tuple[Reason, ...]


@dataclass(frozen=True)
class TakeStatus:
    """The take order once revealed (real seats still to take, in order) and the floor card
    each is expected to choose (the `normal` policy's pick, on the visible floor)."""
    order: tuple[int, ...]
    picks: tuple[Card, ...]


def coach_config() -> dict[str, Any]:
    return ai_config().get("party_bugs_coach", {})


def hint_budget() -> int:
    return int(coach_config().get("hint_playouts", 1000))


def hint_seed(game_seed: Any, view: SeatView) -> str:
    """A hint's dice: the game and the seat's position (game of a series, round, phase, what it
    holds and what is left to take), so a position always gets the same answer."""
    return (f"{game_seed}/party-hint/{view.seat}/{view.game}/{view.round}/{view.phase}/"
            f"{len(view.hand)}/{len(view.floor)}/{len(view.take_order)}/{view.my_play is not None}")


def _held(t: Table, seat: int) -> set[int]:
    held = {c & 15 for c in t.displays[seat]}
    fd = t.face_down[seat] if seat < t.players else None
    if fd is not None:
        held.add(fd & 15)
    return held


class _Stats:
    def __init__(self) -> None:
        self.n = 0
        self.margin = 0.0
        self.wins = 0
        self.place: Counter = Counter()     # 1-based place in the take order (play decisions)
        self.took: Counter = Counter()      # the card taken this round (play decisions)
        self.swept = 0                      # your Party King swept
        self.beaten = 0                     # another's Party King swept first
        self.fd_left = 0                    # the face-down card still there at the end

    def mean(self, x: float) -> float:
        return x / self.n if self.n else 0.0


class _Search:
    """One decision searched for the kit (game.coach.kit.Search)."""

    def __init__(self, view: SeatView):
        legal = view.legal
        self.view, self.kind, self.actions = view, legal[0].kind, legal
        self.dealer = Dealer(view)
        self.base = series_base(view)
        self.stats = [_Stats() for _ in legal]

    def deal(self, rng: random.Random) -> Table:
        return self.dealer.deal(rng)

    def play(self, world: Table, i: int) -> None:
        v, st = self.view, self.stats[i]
        me, first = v.seat, self.actions[i].arg
        t = world.clone()
        if self.kind == PLAY:
            self._reveal_with(t, first, st)
            run(t, self._watching(st, t.round))
        else:
            run(t, sim_policy, me, first)
        final = scores(t)
        if self.base is not None:
            final = [a + b for a, b in zip(self.base, final)]
        n, host = t.players, t.host
        mine = final[me]
        st.n += 1
        st.margin += min(x for k, x in enumerate(final) if k != me) - mine
        st.wins += all(final[k] > mine or (final[k] == mine and k < n and (k - host) % n > (me - host) % n)
                       for k in range(len(final)) if k != me)
        st.fd_left += t.face_down[me] is not None

    def _reveal_with(self, t: Table, card: Card, st: _Stats) -> None:
        """The secret plays made as `run` would make them (lowest seat first, `normal` for the
        others, `card` for this seat), then what the reveal means for this seat."""
        me, n = self.view.seat, t.players
        for s in range(n):
            if t.chosen[s] is None:
                hand = t.hands[s]
                c = card if s == me else sim_policy(t, s, PLAY, sorted_cards(hand))
                hand.remove(c)
                t.chosen[s] = c
        kings = [(t.host + k) % n for k in range(n) if t.chosen[(t.host + k) % n] & 15 == PARTY_KING]
        if kings:
            st.swept += kings[0] == me
            st.beaten += kings[0] != me and card & 15 == PARTY_KING
            return
        order = sorted(range(n), key=lambda s: ((t.chosen[s] & 15) << 3) | ((s - t.host) % n))
        st.place[order.index(me) + 1] += 1

    def _watching(self, st: _Stats, rnd: int):
        """`normal` everywhere, noting the card this seat takes in the round under way."""
        me = self.view.seat

        def policy(t: Table, who: int, kind: str, options: list):
            c = sim_policy(t, who, kind, options)
            if who == me and kind == TAKE and t.round == rnd:
                st.took[c] += 1
            return c
        return policy

    def options(self) -> list[Option]:
        return [Option(a, round(st.mean(st.margin), 2), round(st.mean(st.wins), 3), st.n,
                       tuple(self._reasons(a, st)))
                for a, st in zip(self.actions, self.stats)]

    # --- reasons ---------------------------------------------------------------------------

    def _reasons(self, a, st: _Stats) -> list[Reason]:
        v = self.view
        out: list[Reason] = []
        win = st.mean(st.wins)
        if self.kind == PLAY:
            out += self._play_reasons(a.arg, st)
        elif self.kind == TAKE:
            out += self._take_reasons(a.arg)
        elif self.kind == MIRROR:
            if a.arg is not None:
                out.append(Reason("mirror_box", {"value": value_of(a.arg)}))
        elif self.kind == HIDE:
            out.append(Reason("face_down_counts", {"value": value_of(a.arg), "pct": _pct(st.mean(st.fd_left))}))
        # The game itself: said first when it is likely won, or when the game is near its end.
        if win >= 0.5 or v.round >= v.final_round - 1:
            out.insert(0, Reason("wins_game", {"pct": _pct(win)}))
        return out[:3]

    def _play_reasons(self, card: Card, st: _Stats) -> list[Reason]:
        v = self.view
        out: list[Reason] = []
        if card & 15 == PARTY_KING:
            held = {value_of(c) for c in v.displays[v.seat]}
            if v.my_face_down is not None:
                held.add(value_of(v.my_face_down))
            if st.swept:
                out.append(Reason("king_sweep", {"pct": _pct(st.mean(st.swept)),
                                                 "points": float(sweep_delta(v.floor, held))}))
            if st.beaten:
                out.append(Reason("king_beaten", {"pct": _pct(st.mean(st.beaten))}))
        if st.place:
            place, k = min(st.place.items(), key=lambda pk: (-pk[1], pk[0]))
            out.append(Reason("take_place", {"place": place, "of": v.players, "pct": _pct(k / st.n)}))
        if st.took:
            c, k = min(st.took.items(), key=lambda ck: (-ck[1], ck[0]))
            out.append(Reason("likely_card", {"card": c, "pct": _pct(k / st.n)}))
        rival = self._pairs_for_rivals(card)
        if rival is not None:
            out.append(Reason("gives_pair", {"seat": rival, "value": value_of(card)}))
        return out

    def _take_reasons(self, card: Card) -> list[Reason]:
        v = self.view
        out: list[Reason] = []
        value = value_of(card)
        if v.my_face_down is not None and value_of(v.my_face_down) == value:
            out.append(Reason("face_down_pair", {"value": value}))
        elif any(value_of(c) == value for c in v.displays[v.seat]):
            out.append(Reason("boxes_pair", {"value": value}))
        else:
            out.append(Reason("adds", {"points": float(value)}))
        # What it leaves: the floor without it, for the takers after you this round.
        left = list(v.floor)
        left.remove(card)
        later = list(v.take_order[1:]) if v.take_order and v.take_order[0] == v.seat else []
        for seat in later:
            mine = {value_of(c) for c in v.displays[seat]}
            gift = next((c for c in sorted_cards(left) if value_of(c) in mine), None)
            if gift is not None:
                out.append(Reason("gives_pair", {"seat": seat, "value": value_of(gift)}))
                break
        return out

    def _pairs_for_rivals(self, card: Card) -> int | None:
        """A rival whose display holds the value of `card` (it reaches the floor this round's
        end, where that rival may take it and box a pair), the first clockwise from you."""
        v = self.view
        for k in range(1, v.players):
            seat = (v.seat + k) % v.players
            if any(value_of(c) == value_of(card) for c in v.displays[seat]):
                return seat
        return None


def _pct(x: float) -> float:
    return round(x, 2)


def take_status(view: SeatView) -> TakeStatus | None:
    """The take order once this round's plays are revealed, and the floor card each taker is
    expected to choose (the `normal` policy on the visible displays, in order). None before
    the reveal, after a Party King's sweep (nobody takes) and outside a take."""
    if view.phase not in (TAKE, "final") or not view.take_order:
        return None
    floor = list(view.floor)
    picks = []
    for seat in view.take_order:
        if not floor:
            break
        held = {value_of(c) for c in view.displays[seat]}
        if seat == view.seat and view.my_face_down is not None:
            held.add(value_of(view.my_face_down))
        c = policy_card("take", sorted_cards(floor), held, floor, True)
        picks.append(c)
        floor.remove(c)
    return TakeStatus(tuple(view.take_order), tuple(picks))


class PartyBugsCoach(GameCoach):
    """Party Bugs' coach kit (game.coach.kit.CoachKit)."""

    def rank(self, option: Option) -> float:
        return -(option.wins + MARGIN_WEIGHT * option.margin)

    def position(self, view: SeatView) -> tuple:
        """The seat's own position: the others choosing their secret plays meanwhile (the
        view's `chosen`, `acting`, `to_act`, `hidden_ready`) leaves a hint standing."""
        return (view.seat, view.game, view.round, view.phase, view.hand, view.floor, view.displays,
                view.take_order, view.plays, view.my_play, view.my_face_down, view.mirror, view.legal)

    def status(self, view: SeatView) -> TakeStatus | None:
        return take_status(view)


KIT = PartyBugsCoach(REASONS, Option, _Search, hint_seed, hint_budget)
hint_rng = KIT.hint_rng              # a hint's dice (game seed + position), as the kit rolls them


def hint(view: SeatView, rng: random.Random, iterations: int | None = None, stop=None):
    """The options of `view`'s decision, best first (game.coach.hint over this kit)."""
    from game.coach.hint import hint as kit_hint
    return kit_hint(KIT, view, rng, iterations, stop)


__all__ = ["KIT", "REASONS", "Option", "TakeStatus", "hint", "hint_rng", "take_status"]
