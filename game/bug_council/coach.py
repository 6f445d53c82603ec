"""The coach's hint: the hard search's view of a decision's options, best first, each with its
expected margin in points and reasons as data.

`hint(view, rng, iterations)` answers for any human decision (declaration, No Allegiance
discard, card, Emissary card, council visit) from the seat's `SeatView` only. Every option is
played out on the same sampled deals (the hard controller's determinizations and playouts,
`game.bug_council.ai.search`), so options are compared on equal footing: a deal that is bad for one is
bad for all. Each playout is scored as the seat's total at the end of the Age minus the best
rival's (points, not the search's tanh reward), and watched for what the reasons need: did
the seat take the trick under way, did the Emissary, which card did it keep for Allegiance,
did a No Allegiance seat stay clean.

Declarations and discards, which the hard controller leaves to the `normal` heuristic, are
played out too: each choice becomes the position it leads to (the hand after the discard,
the declaration made) and the Age is played from its first lead. The other seats' secret
declarations are read as Allegiance until revealed.

Reasons are `Reason(kind, params)`; `REASONS` lists each kind's params and their types, and
the screens word them from config (scenes.bug_council.coach_words). The same function serves the
post-game review at a larger budget: it is pure, deterministic for a given rng and budget,
and stops early when `stop` is set (the answer then covers the deals played so far).

Bug Council is a user of the game-neutral coach kit (game.coach): `KIT` (GameDefinition.coach
names this module) gives the kit its search (`_Search`: a deal is a seed, an option's playout
the hard search's on it), its ranking (the margin) and its vocabulary; the runner that plays
every option on the same deals is the kit's (game.coach.hint).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE, Action
from game.ai.config import ai_config
from game.bug_council.council import sow
from game.bug_council.ai.knowledge import as_if_declared, na_discard
from game.bug_council.view import SeatView
from game.coach import hint as kit_hint
from game.coach.kit import CARD, COUNT, PCT, POINTS, STANDING, SUIT, GameCoach, Hint, Reason

EMISSARY = 2

# Reason kind -> its params and their types. The wording of each is in config/coach.yaml.
REASONS: Mapping[str, Mapping[str, str]] = {
    "wins_trick": {"pct": PCT},                 # takes the trick under way in pct of deals
    "loses_trick": {"pct": PCT},                # a No Allegiance seat stays out of it
    "cannot_win": {},                           # took the trick in none of the deals played out
    "keeps_allegiance": {"suit": SUIT, "cubes": POINTS},   # keeps the card it scores with
    "spends_allegiance": {"suit": SUIT, "lost": POINTS},   # gives up Allegiance points
    "clean_age": {"pct": PCT},                  # No Allegiance: no trick all Age
    "emissary_wins": {"pct": PCT},              # the Emissary takes the trick
    "emissary_loses": {"pct": PCT},             # the Emissary stays out of it
    "feeds_suit": {"suit": SUIT, "before": COUNT, "after": COUNT},   # visit: your suit gains
    "makes_strongest": {"suit": SUIT, "cubes": COUNT},     # ...and becomes the strongest
    "drains_suit": {"suit": SUIT, "before": COUNT},         # visit: empties your own suit (< 5 cubes)
    "cuts_suit": {"suit": SUIT, "before": COUNT, "after": COUNT},  # ...5+: one cube comes back
    "to_chambers": {"count": COUNT},            # visit: cubes to the Chambers (No Allegiance)
    "allegiance_plan": {"tricks": POINTS, "suit": SUIT, "cubes": POINTS},
    "no_allegiance_plan": {"pct": PCT, "card": CARD},
    "holds_rival": {"points": POINTS},          # the best rival scores this much less
    **STANDING,                                 # ahead / even / behind: the kit's own
}


@dataclass(frozen=True)
class Option:
    action: Action
    margin: float                  # mean (your Age-end total - the best rival's), points
    points: float                  # mean points you score this Age
    deals: int                     # playouts behind these numbers
    trick: float | None            # share of deals you take the trick under way (cards only)
    reasons: tuple[Reason, ...]


def hint_budget() -> int:
    return int(ai_config().get("coach", {}).get("hint_iterations", 1500))


def hint_seed(game_seed: Any, view: SeatView) -> str:
    """The seed of a hint's dice: the game and the seat's position (Age, trick, phase, cards
    played and held), so a position always gets the same answer: after an undo, on a resumed
    game, in a review, whenever the other seats' secret declarations happen to arrive."""
    return (f"{game_seed}/hint/{view.seat}/{view.age}/{view.trick}/{view.phase}/"
            f"{len(view.plays)}/{len(view.hand)}")


def hint(view: SeatView, rng: random.Random, iterations: int | None = None, stop=None) -> Hint:
    """The options of `view`'s decision, best first (see the module doc). `iterations`: the
    playout budget, shared by the options."""
    return kit_hint.hint(KIT, view, rng, iterations, stop)


class HintJob(kit_hint.HintJob):
    """A hint on the one cancellable AI runner (game.ai.worker): its `choose` is the runner's
    entry point and returns a Hint, not an Action."""

    def __init__(self, iterations: int | None = None):
        super().__init__(KIT, iterations)


class _Search:
    """One decision searched for the kit (game.coach.kit.Search): a deal is a seed; every
    option's playout reseeds the same sub-generator with it (the same deal and the same
    opening dice), and its sums are kept per option."""

    def __init__(self, view: SeatView):
        legal = view.legal
        self.view, self.kind, self.actions = view, legal[0].kind, legal
        self.evals = _evaluations(view, legal, self.kind)
        self.stats = [_Stats() for _ in self.evals]
        self.start_tricks = list(view.tricks)
        self.watch = _Watch(view.trick, 1 if self.kind in ("play", "emissary", "visit") else 0,
                            view.mode == "solo")
        self.sub = random.Random()

    def deal(self, rng: random.Random) -> int:
        return rng.getrandbits(64)

    def play(self, seed: int, i: int) -> None:
        playout, first = self.evals[i]
        self.sub.seed(seed)
        r = playout.playout(first, self.sub, self.watch.wrap)
        self.stats[i].add(playout, r, self.view.seat, self.watch.tricks(r), self.start_tricks, self.view.mode)

    def options(self) -> list[Option]:
        return [_option(self.view, self.kind, a, st, self.stats) for a, st in zip(self.actions, self.stats)]


class BugCouncilCoach(GameCoach):
    """Bug Council's coach kit (game.coach.kit.CoachKit)."""

    def rank(self, option: Option) -> float:
        return -option.margin

    def position(self, view: SeatView) -> SeatView:
        return view

    def status(self, view: SeatView):
        """The trick under way (game.bug_council.trick_status), as the view carries it."""
        return view.trick_status


KIT = BugCouncilCoach(REASONS, Option, _Search, hint_seed, hint_budget)
hint_rng = KIT.hint_rng              # a hint's dice (game seed + position), as the kit rolls them


# --- what each option is played out from --------------------------------------------------

def _playout_for(view: SeatView):
    from game.bug_council.ai.search import HardController, _FastPlayout, _SoloPlayout
    ctl = HardController()
    return (_SoloPlayout if view.mode == "solo" else _FastPlayout)(view, ctl)


def _evaluations(view: SeatView, legal, kind: str) -> list[tuple[Any, Any]]:
    """(playout, root action argument or None) per legal action, in `legal` order."""
    if kind == "declare":
        out = []
        for a in legal:
            discard = na_discard(view) if a.arg == NO_ALLEGIANCE else None
            out.append((_playout_for(as_if_declared(view, a.arg, discard)), None))
        return out
    if kind == "discard":
        return [(_playout_for(as_if_declared(view, NO_ALLEGIANCE, a.arg)), None) for a in legal]
    playout = _playout_for(view)
    return [(playout, a.arg) for a in legal]


# --- watching playouts -----------------------------------------------------------------------

class _Watch:
    """Wraps a playout policy to note the tricks won as the trick under way resolves: at the
    first decision after the root that starts a new trick or a visit."""

    def __init__(self, trick: int, skip: int, solo: bool):
        self.trick, self.skip, self.solo = trick, skip, solo
        self.calls = 0
        self.snap: list[int] | None = None

    def wrap(self, policy):
        self.calls, self.snap = 0, None

        def note(r) -> None:
            if self.snap is None and self.calls >= self.skip and (r.trick != self.trick or not r.plays):
                self.snap = list(r.tricks)
            self.calls += 1
        if self.solo:
            def watched(r, kind, options):
                note(r)
                return policy(r, kind, options)
        else:
            def watched(r, seat, kind, options):
                note(r)
                return policy(r, seat, kind, options)
        return watched

    def tricks(self, r) -> list[int]:
        """Tricks per seat right after the trick under way (the Age's end if it was the last)."""
        return self.snap if self.snap is not None else list(r.tricks)


class _Stats:
    """Sums over one option's playouts."""

    def __init__(self):
        self.n = 0
        self.margin = 0.0
        self.points = 0.0
        self.trick = 0          # the seat took the trick under way
        self.emissary = 0       # the Emissary took it
        self.clean = 0          # the seat took no trick all Age
        self.tricks = 0         # tricks the seat took this Age
        self.kept: Counter = Counter()     # suit of the card kept for Allegiance
        self.allegiance = 0.0   # cubes on the kept card's suit at the Age's end
        self.rival = 0.0        # the best rival's points this Age (the rival of each deal)

    def add(self, playout, r, seat: int, after: list[int], before: list[int], mode: str) -> None:
        final = playout.final_scores(r)
        pts = playout.points(r)
        self.n += 1
        rival = max((i for i in range(len(final)) if i != seat), key=lambda i: (final[i], -i))
        self.margin += final[seat] - final[rival]
        self.rival += pts[rival]
        self.points += pts[seat]
        self.trick += after[seat] > before[seat]
        if mode == "emissary":
            self.emissary += after[EMISSARY] > before[EMISSARY]
        self.clean += r.tricks[seat] == 0
        self.tricks += r.tricks[seat]
        hand = r.hand if mode == "solo" else r.hands[seat]
        if hand:
            suit = hand[0] >> 4
            self.kept[suit] += 1
            self.allegiance += r.council[suit]

    def mean(self, total: float) -> float:
        return total / self.n if self.n else 0.0


# --- reasons ------------------------------------------------------------------------------------

def _pct(x: float) -> float:
    return round(x, 2)


def _option(view: SeatView, kind: str, a: Action, st: _Stats, every: list[_Stats]) -> Option:
    reasons: list[Reason] = []
    na = view.declared[view.seat] == NO_ALLEGIANCE if view.seat < len(view.declared) else False
    p_trick = st.mean(st.trick)
    if kind == "declare":
        if a.arg == ALLEGIANCE:
            suit = _modal_suit(st)
            if suit is not None:
                reasons.append(Reason("allegiance_plan", {"tricks": round(st.mean(st.tricks), 1), "suit": suit,
                                                          "cubes": round(st.mean(st.allegiance), 1)}))
        else:
            reasons.append(Reason("no_allegiance_plan", {"pct": _pct(st.mean(st.clean)), "card": na_discard(view)}))
    elif kind == "discard":
        reasons.append(Reason("clean_age", {"pct": _pct(st.mean(st.clean))}))
    elif kind == "visit":
        reasons += _visit_reasons(view, a.arg, na, every)
    elif kind == "emissary":
        p_emissary = st.mean(st.emissary)
        if p_emissary >= 0.5:
            reasons.append(Reason("emissary_wins", {"pct": _pct(p_emissary)}))
        else:
            reasons.append(Reason("emissary_loses", {"pct": _pct(1 - p_emissary)}))
        if p_trick >= 0.5:
            reasons.append(Reason("wins_trick", {"pct": _pct(p_trick)}))
    else:   # a card from the seat's own hand
        if na:
            reasons.append(Reason("loses_trick" if p_trick < 0.5 else "wins_trick",
                                  {"pct": _pct(1 - p_trick if p_trick < 0.5 else p_trick)}))
            if view.tricks[view.seat] == 0:     # still clean: the chance it stays so
                reasons.append(Reason("clean_age", {"pct": _pct(st.mean(st.clean))}))
        else:
            if p_trick >= 0.5:
                reasons.append(Reason("wins_trick", {"pct": _pct(p_trick)}))
            elif st.trick == 0:
                reasons.append(Reason("cannot_win", {}))
            reasons += _allegiance_reasons(a.arg, st, every)
    if len(reasons) < 2:
        reasons += _rival_reasons(st, every)
    return Option(a, round(st.mean(st.margin), 2), round(st.mean(st.points), 2), st.n,
                  p_trick if kind in ("play", "emissary") else None, tuple(reasons[:2]))


def _modal_suit(st: _Stats) -> int | None:
    return min(st.kept, key=lambda s: (-st.kept[s], s)) if st.kept else None


def _allegiance_reasons(card, st: _Stats, every: list[_Stats]) -> list[Reason]:
    """Keeping or spending the Allegiance card: only when the options differ in it."""
    values = [s.mean(s.allegiance) for s in every if s.n]
    if len(values) < 2 or max(values) - min(values) < 1.0:
        return []
    mine = st.mean(st.allegiance)
    suit = _modal_suit(st)
    if suit is None:
        return []
    if mine >= max(values) - 0.3:
        return [Reason("keeps_allegiance", {"suit": suit, "cubes": round(mine, 1)})]
    if mine <= max(values) - 1.0 and card >> 4 == _modal_suit(max(every, key=lambda s: s.mean(s.allegiance))):
        return [Reason("spends_allegiance", {"suit": card >> 4, "lost": round(max(values) - mine, 1)})]
    return []


def _visit_reasons(view: SeatView, space: int, na: bool, every: list[_Stats]) -> list[Reason]:
    """Facts of the sowing itself, for the suit the playouts keep for Allegiance."""
    council = view.council
    after, overflow, _moves = sow(tuple(council), space)
    out: list[Reason] = []
    if na:
        if overflow:
            out.append(Reason("to_chambers", {"count": overflow}))
        return out
    kept: Counter = Counter()
    for s in every:
        kept.update(s.kept)
    if not kept:
        return out
    suit = min(kept, key=lambda s: (-kept[s], s))
    if space == suit:
        # Worded by what the sowing leaves (council.sow): 5 or more go round and drop one back.
        left = after[suit]
        out.append(Reason("cuts_suit", {"suit": suit, "before": council[suit], "after": left}) if left
                   else Reason("drains_suit", {"suit": suit, "before": council[suit]}))
    elif after[suit] > council[suit]:
        out.append(Reason("feeds_suit", {"suit": suit, "before": council[suit], "after": after[suit]}))
    if _sole_top(after, suit) and not _sole_top(council, suit):
        out.append(Reason("makes_strongest", {"suit": suit, "cubes": after[suit]}))
    return out


def _sole_top(council, suit: int) -> bool:
    top = max(council)
    return council[suit] == top and sum(1 for x in council if x == top) == 1


def _rival_reasons(st: _Stats, every: list[_Stats]) -> list[Reason]:
    """Holding the best rival down: when this option leaves them clearly fewer points."""
    others = [s.mean(s.rival) for s in every if s is not st and s.n]
    if not others:
        return []
    less = sum(others) / len(others) - st.mean(st.rival)
    return [Reason("holds_rival", {"points": round(less, 1)})] if less >= 0.5 else []
