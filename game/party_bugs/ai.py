"""Party Bugs seat controllers: `random`, `easy`, `normal`, `hard`. Each sees only its seat's
view (`game.party_bugs.view.SeatView`) and returns one of `view.legal`.

- easy: takes the floor card that adds least to its display (a pair's second card subtracts),
  plays its lowest card.
- normal: the same takes; plays low when the floor offers a pair or a cheap card that it would
  otherwise miss, sweeps with the Party King when the floor is cheap for it, and otherwise
  spends the card that keeps its hand strongest for later rounds.
- hard: determinized search: for each legal choice, deals the unseen cards of every set at
  random (a seat's hand and deck only ever hold its own set), plays the game out with the
  normal policy for every seat, and picks the choice with the best mean result. A budget in
  playouts, so a seed gives the same moves on any machine.
"""
from __future__ import annotations

import random
from typing import Any

from game.party_bugs.cards import PARTY_KING, Card, full_set, value_of
from game.party_bugs.state import FINAL, HIDE, MIRROR, TAKE, Action, PartyState
from game.party_bugs.view import SeatView


def _held_values(displays, face_down: Card | None, seat: int) -> set[int]:
    vals = {value_of(c) for c in displays[seat]}
    if face_down is not None:
        vals.add(value_of(face_down))
    return vals


def take_delta(c: Card, held: set[int]) -> int:
    """What taking `c` does to the taker's total: a pair's second card removes the first."""
    v = value_of(c)
    return -v if v in held else v


def sweep_delta(floor, held: set[int]) -> int:
    """What sweeping the whole floor does to the taker's total (pairs resolved)."""
    counts: dict[int, int] = {}
    for c in floor:
        counts[value_of(c)] = counts.get(value_of(c), 0) + 1
    total = 0
    for v, k in counts.items():
        k += 1 if v in held else 0
        after = k % 2
        before = 1 if v in held else 0
        total += v * (after - before)
    return total


class RandomController:
    def __init__(self, seat: int | None = None):
        self.seat = seat

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return view.legal[rng.randrange(len(view.legal))]


class EasyController(RandomController):
    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return policy_choice(view.legal, view.seat, view.displays, view.my_face_down, view.floor,
                             view.hand, view.players, smart=False)


class NormalController(RandomController):
    def choose(self, view: SeatView, rng: random.Random) -> Action:
        return policy_choice(view.legal, view.seat, view.displays, view.my_face_down, view.floor,
                             view.hand, view.players, smart=True)


def policy_choice(legal, seat: int, displays, face_down, floor, hand, players: int, smart: bool) -> Action:
    """The heuristic policy over plain data (the views' and the playouts' shared rule)."""
    kind = legal[0].kind
    held = _held_values(displays, face_down, seat)
    if kind == "take":
        return min(legal, key=lambda a: (take_delta(a.arg, held), value_of(a.arg)))
    if kind == HIDE:
        return min(legal, key=lambda a: value_of(a.arg))
    if kind == MIRROR:
        # Discard the Mirror with the highest card held: it leaves the total.
        return max(legal, key=lambda a: -1 if a.arg is None else value_of(a.arg))
    # kind == PLAY
    if not smart:
        return min(legal, key=lambda a: value_of(a.arg))
    deltas = sorted(take_delta(c, held) for c in floor)
    kings = [a for a in legal if value_of(a.arg) == PARTY_KING]
    if kings and floor and sweep_delta(floor, held) <= min(deltas[0], 0) + 1:
        return kings[0]
    others = [a for a in legal if value_of(a.arg) != PARTY_KING] or legal
    spread = deltas[-1] - deltas[0] if deltas else 0
    if deltas and (deltas[0] < 0 or spread >= 6):
        return min(others, key=lambda a: value_of(a.arg))        # the first pick is worth a low card
    # Otherwise keep the low cards for a round that pays: spend a middling one.
    ordered = sorted(others, key=lambda a: value_of(a.arg))
    return ordered[len(ordered) // 2]


# --- hard: determinized playouts ---------------------------------------------------------------

class HardController(RandomController):
    def __init__(self, seat: int | None = None, playouts: int = 48):
        super().__init__(seat)
        self.playouts = playouts

    def choose(self, view: SeatView, rng: random.Random) -> Action:
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        if view.phase in (TAKE, FINAL, MIRROR):
            # Takes are nearly always decided by the display arithmetic; search the plays.
            if view.phase != MIRROR:
                held = _held_values(view.displays, view.my_face_down, view.seat)
                best = sorted(legal, key=lambda a: take_delta(a.arg, held))
                if len(best) < 2 or take_delta(best[0].arg, held) < take_delta(best[1].arg, held) - 3:
                    return best[0]
        per = max(1, self.playouts // len(legal))
        scores = {a: 0.0 for a in legal}
        for k in range(per):
            world = determinize(view, rng)
            for a in legal:
                scores[a] += playout_value(world, a, view.seat, random.Random(rng.random()))
        return max(legal, key=lambda a: (scores[a], -legal.index(a)))


def determinize(view: SeatView, rng: random.Random) -> PartyState:
    """A full position consistent with `view`: every set's unseen cards dealt at random to its
    owner's hand, face-down card, secret play and deck (sizes as seen)."""
    seen: set[Card] = set(view.floor) | {c for d in view.displays for c in d}
    seen |= {c for _, c in view.plays} | set(view.boxed) | set(view.hand)
    if view.my_face_down is not None:
        seen.add(view.my_face_down)
    if view.my_play is not None:
        seen.add(view.my_play)
    n = view.players
    sets = len(view.displays)
    hands, decks, face_down, chosen = [], [], [], []
    for i in range(sets):
        unseen = [c for c in full_set(2 if (n == 2 and i == 2) else i) if c not in seen]
        rng.shuffle(unseen)
        if i == view.seat:
            hands.append(tuple(view.hand))
            face_down.append(view.my_face_down)
            chosen.append(view.my_play)
        elif i < n:
            k = view.hand_sizes[i]
            hands.append(tuple(unseen[:k]))
            unseen = unseen[k:]
            if view.face_down_held[i]:
                face_down.append(unseen.pop())
            else:
                face_down.append(None)
            if view.chosen[i] and not view.plays:
                chosen.append(unseen.pop())
            else:
                chosen.append(dict(view.plays).get(i) if view.plays else None)
        decks.append(tuple(unseen))
    return PartyState(players=n, variants=view.variants, seed=0, game=view.game, round=view.round,
                      phase=view.phase, host=view.host, hands=tuple(hands), decks=tuple(decks),
                      floor=tuple(view.floor), chosen=tuple(chosen[:n]), take_order=tuple(view.take_order),
                      displays=tuple(view.displays), face_down=tuple(face_down[:n]), boxed=tuple(view.boxed),
                      revealed=bool(view.plays), totals=view.totals, mirror=view.mirror,
                      hidden_ready=view.hidden_ready)


def playout_value(world: PartyState, first: Action, seat: int, rng: random.Random) -> float:
    """Plays `first`, then every seat by the normal policy to the end of this game: 1 for a
    win, plus a small share of the margin to the best rival (lower totals are better)."""
    s, _ = world.apply_action(first)
    game = world.game
    while not s.game_over and s.game == game:
        who = s.to_act()[0]
        legal = s.legal_actions(who)
        a = policy_choice(legal, who, s.displays, s.face_down[who], s.floor, s.hands[who],
                          s.players, smart=True)
        s, _ = s.apply_action(a)
    final = s.scores_done
    mine = final[seat]
    rivals = [v for i, v in enumerate(final) if i != seat]
    won = all(mine < v for v in rivals)
    return (1.0 if won else 0.0) + 0.02 * (min(rivals) - mine)


LEVELS = {"random": RandomController, "easy": EasyController, "normal": NormalController,
          "hard": HardController}


def make(level: str, seat: int | None = None, **options: Any) -> RandomController:
    if level not in LEVELS:
        raise ValueError(f"level: expected one of {', '.join(LEVELS)}, got {str(level)[:20]!r}")
    return LEVELS[level](seat, **({k: v for k, v in options.items() if k == "playouts"}
                                  if level == "hard" else {}))


__all__ = ["LEVELS", "make"]
