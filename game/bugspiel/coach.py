"""Bugspiel's coach kit (game.coach.kit.CoachKit): the hint is the `hard` AI's search, its reasons
normal's one-ply terms (game.bugspiel.ai.explain) and what the playouts saw, as data.

- **Which level.** `hard`: it answers within about a second at 4 players (bench/bugspiel_think.py:
  about 600 ms of CPU at p95, its 24-ply deals there), `expert` does not (docs/ai.md).
- **Options**: hard's own (`SearchController.options`: normal's best few, one rotation per
  placement, no stalling move), in normal's order.
- **Deals and playouts**: hard's `Dealer` (the decks are the only secret) and its playout (the
  option, then the lean policy at every seat for `depth` plies), scored as hard scores them:
  the margin over the best rival (standings, or a finished game's scores plus `win_value` for a
  win, less for a loss). The budget is hard's deals for each of its candidates, so a hint with as
  many options as hard's candidates plays exactly hard's deals.
- **Rank**: the mean margin, normal's first choice given hard's `switch_margin` on top (or kept
  outright when it wins the game, as hard keeps it): the best option is the move hard would make
  on the same deals.
- **Reasons** (`REASONS`, worded in scenes/bugspiel/coach_words.py): the largest of normal's
  terms for the action (points scored, the price paid, what the card is worth in hand, lines
  made or broken, a predator's meal, a rival's share of a bonus line, a game ended won or
  lost), the share of deals won when the playouts reach the end, and why normal's choice stands
  when another looked a little better.

No live status line (Bugspiel's position is open: the table shows it all) and no review yet.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from game.bugspiel.actions import BONUS, BUYS, MOVE, PLAY, Action
from game.bugspiel.ai import explain, settings
from game.bugspiel.ai_search import Dealer, SearchController, outcome, rollout_choice
from game.bugspiel.cards import species
from game.bugspiel.state import BugspielState
from game.bugspiel.view import SeatView
from game.coach.kit import PCT, POINTS, STANDING, GameCoach, Reason

LEVEL = "hard"             # the AI level whose move the hint names (module docstring)
MAX_REASONS = 3
SMALL = 0.3                # a term smaller than this (points) is not worth saying

REASONS: Mapping[str, Mapping[str, str]] = {
    "scores": {"points": POINTS},           # points you score with it now
    "rivals_score": {"points": POINTS},     # the best rival's gain from the bonus line
    "costs": {"points": POINTS},            # the price paid (victory points)
    "hand_worth": {"points": POINTS},       # what the card bought is worth in your hand (an estimate)
    "builds_lines": {"points": POINTS},     # lines and bonus chances it makes (an estimate)
    "breaks_lines": {"points": POINTS},     # ...it breaks
    "eats_rival": {"points": POINTS},       # your predator eats a rival's bug worth this
    "eats_own": {"points": POINTS},         # ...one of your own
    "scores_nothing": {},                   # a turn that scores nothing now (a pass, a plain move)
    "ends_won": {},                         # it ends the game, and you win
    "ends_lost": {},                        # it ends the game, and you lose
    "wins_game": {"pct": PCT},              # the playouts reached the end: the share of deals you win
    "kept": {"points": POINTS},             # normal's choice, no other better by `switch_margin`
    **STANDING,
}


@dataclass(frozen=True)
class Option:
    action: Action
    margin: float                  # mean margin over the best rival after the playouts (hard's score)
    edge: float                    # what hard adds to normal's first choice before leaving it (0 for others)
    deals: int
    reasons: tuple[Reason, ...]


def hard_settings() -> dict[str, Any]:
    return dict(settings()[LEVEL])


def hint_budget() -> int:
    """Playouts behind one hint: hard's deals for each of its candidates."""
    cfg = hard_settings()
    return int(cfg["deals"]) * int(cfg["candidates"])


def hint_seed(game_seed: Any, view: SeatView) -> str:
    """A hint's dice: the game and the seat's position (its turn, the scores, the decks' sizes,
    its hand), so a position always gets the same answer."""
    return (f"{game_seed}/bugspiel-hint/{view.seat}/{view.turn}/{view.passes}/{view.scores}/"
            f"{view.bug_deck_size}/{view.bonus_deck_size}/{view.bug_hands[view.seat]}/{view.bonus_hands[view.seat]}")


class _Stats:
    def __init__(self) -> None:
        self.n = 0
        self.total = 0.0
        self.ended = 0                 # playouts that reached the game's end
        self.won = 0

    def mean(self, x: float) -> float:
        return x / self.n if self.n else 0.0


class _Search:
    """One decision searched for the kit (game.coach.kit.Search): hard's candidates on hard's
    deals and playouts."""

    def __init__(self, view: SeatView):
        self.view = view
        self.ranked = explain(view)
        hard = SearchController(LEVEL, view.seat)
        self.cfg = hard.budget(view.players)     # hard's numbers at this table (its depth at 3-4)
        self.actions = hard.options(self.ranked, self.cfg) or [self.ranked[0].action]
        self.dealer = Dealer(view)
        self.stats = [_Stats() for _ in self.actions]

    def deal(self, rng: random.Random) -> BugspielState:
        return self.dealer.deal(rng)

    def play(self, world: BugspielState, i: int) -> None:
        """hard's playout (ai_search.playout), noting whether the game ended and who won."""
        seat, st = self.view.seat, self.stats[i]
        s, _ = world.apply_action(self.actions[i])
        for _k in range(int(self.cfg["depth"])):
            if s.game_over:
                break
            s, _ = s.apply_action(rollout_choice(s))
        st.n += 1
        st.total += outcome(s, seat, self.cfg["win_value"])
        if s.game_over:
            st.ended += 1
            st.won += s.winners[0] == seat

    def options(self) -> list[Option]:
        # hard's choose: normal's first (its first candidate) kept outright when it decides the
        # game, else unless another beats it by `switch_margin` on average.
        decisive = self.ranked[0].score >= settings()["decisive"] / 2
        edge = float("inf") if decisive else float(self.cfg["switch_margin"])
        out = [Option(a, st.mean(st.total), edge if k == 0 else 0.0, st.n, ())
               for k, (a, st) in enumerate(zip(self.actions, self.stats))]
        top = max(o.margin for o in out)
        return [Option(o.action, o.margin, o.edge, o.deals, tuple(self._reasons(o, st, top)))
                for o, st in zip(out, self.stats)]

    # --- reasons ---------------------------------------------------------------------------

    def _reasons(self, o: Option, st: _Stats, top: float) -> list[Reason]:
        out: list[Reason] = []
        if st.ended:
            out.append(Reason("wins_game", {"pct": round(st.mean(st.won), 2)}))
        scored = next(s for s in self.ranked if s.action == o.action)
        terms = [r for r in (self._term(o.action, t) for t in scored.reasons) if r is not None]
        terms.sort(key=lambda rs: -rs[0])
        out += [r for _size, r in terms]
        # Why it stands first when another option's mean looks a little better (said last).
        kept = 0 < o.edge < float("inf") and o.margin < top
        if kept:
            return out[:MAX_REASONS - 1] + [Reason("kept", {"points": float(self.cfg["switch_margin"])})]
        return out[:MAX_REASONS]

    def _term(self, a: Action, term: Any) -> tuple[float, Reason] | None:
        """One of normal's terms as a reason a player reads, with its size (None: not worth
        saying, or bookkeeping of normal's such as a played card leaving the hand)."""
        kind, amount = term.kind, term.amount
        if kind in ("wins", "loses"):
            return float("inf"), Reason("ends_won" if kind == "wins" else "ends_lost", {})
        if kind == "pass":
            return 0.0, Reason("scores_nothing", {})
        if abs(amount) < SMALL:
            return None
        if kind == "points":
            return amount, Reason("scores", {"points": float(amount)})
        if kind == "price":
            return -amount, Reason("costs", {"points": float(-amount)})
        if kind in ("hand_bug", "hand_bonus") and a.kind in BUYS:
            return abs(amount), Reason("hand_worth", {"points": round(amount, 1)})
        if kind == "lines":
            return abs(amount), Reason("builds_lines" if amount > 0 else "breaks_lines",
                                       {"points": round(abs(amount), 1)})
        if kind == "meal" and a.kind in (PLAY, MOVE):
            v = self.view
            here = next(t.slots["abc".index(a.to[-1])] for t in v.tiles if t.label == a.to[:-1])
            if here is not None:
                return abs(amount), Reason("eats_own" if here[0] == v.seat else "eats_rival",
                                           {"points": float(species(here[1]).points)})
        if kind == "others_points" and a.kind == BONUS:
            line = self.view.preview(a.card, a.to)
            if line is not None:
                rival = max(g for k, g in enumerate(line.gains) if k != self.view.seat)
                return abs(amount), Reason("rivals_score", {"points": float(rival)})
        return None


class BugspielCoach(GameCoach):
    """Bugspiel's coach kit (game.coach.kit.CoachKit)."""

    def rank(self, option: Option) -> float:
        """hard's choice: the best mean margin, normal's first given its edge on top."""
        return -(option.margin + option.edge)

    def position(self, view: SeatView) -> tuple:
        """The whole open position (the game is sequential: nobody else chooses meanwhile)."""
        return (view.seat, view.turn, view.passes, view.tiles, view.bug_market, view.bonus_market, view.bug_hands,
                view.bonus_hands, view.scores, view.bug_deck_size, view.bonus_deck_size, view.legal)

    def status(self, view: SeatView) -> None:
        return None


KIT = BugspielCoach(REASONS, Option, _Search, hint_seed, hint_budget)
hint_rng = KIT.hint_rng              # a hint's dice (game seed + position), as the kit rolls them


def hint(view: SeatView, rng: random.Random, iterations: int | None = None, stop=None):
    """The options of `view`'s decision, best first (game.coach.hint over this kit)."""
    from game.coach.hint import hint as kit_hint
    return kit_hint(KIT, view, rng, iterations, stop)


__all__ = ["KIT", "LEVEL", "REASONS", "Option", "hint", "hint_budget", "hint_rng"]
