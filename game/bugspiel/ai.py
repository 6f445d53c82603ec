"""Bugspiel seat controllers: `random`, `easy`, `normal`, `hard`. Each sees only its seat's view
(`game.bugspiel.view.SeatView`: everything but the decks) and returns one of `view.legal`.

- easy: plays its best-scoring bug, else cashes a bonus that pays it, else buys the cheapest
  bug (or bonus) it can place, else passes; never passes into a lost game when it can act.
- normal: one ply with reasons (`explain`): every legal action is scored on what it changes:
  points now (its own, and another seat's at `others_weight` against it), the price paid, the
  worth of the cards it takes into or out of the hand (a share of what they may score later: a
  bug's points where it can live, a bonus card's best line now), a predator's meal, and a game
  the action ends (won or lost: `decisive`). The plays scored best by these are weighed again
  with every rotation for the bonus lines they make or break for the hand's bonus cards.
- hard: a determinized search: for normal's best few actions, deals the hidden decks at random
  consistently with its view (the categories seen are the deck's; the bonus deck follows the
  setup's rule), plays on with easy at every seat for a few plies in the real engine, and keeps
  the action with the best mean score margin (plus normal's hand worth at the end). The budget is
  counted in deals (config/bugspiel.yaml `ai.hard`), so a seed gives the same moves on any
  machine; the wall-clock cap is only a safety net, and a `stop` Event ends the search early.
"""
from __future__ import annotations

import random
import time
from typing import Any, NamedTuple, Sequence

from game.bugspiel.actions import BONUS, BUY_BONUS, BUY_BUG, BUYS, MOVE, PASS, PLAY, Action
from game.bugspiel.board import SLOTS_PER_TILE, Layout, layout
from game.bugspiel.cards import DIET_TRAIT, bonus_card, halves, is_category_half, matches, species
from game.bugspiel.data import game_data
from game.bugspiel.scoring import anchor_matches, score_line
from game.bugspiel.state import BugspielState
from game.controllers import SeatRandomController


def settings() -> dict[str, Any]:
    """The `ai` section of config/bugspiel.yaml (checked at load by `data.check`)."""
    return game_data().ai


class Reason(NamedTuple):
    """One term of normal's score for an action: `kind` (points, others_points, price, hand_bug,
    hand_bonus, meal, lines, pass, wins, loses) and its `amount` (the coach words them)."""

    kind: str
    amount: float


class Scored(NamedTuple):
    action: Action
    score: float
    reasons: tuple[Reason, ...]


# --- a position as the AI reads it: a view, or a whole state in hard's playouts ---------------------

class Sight(NamedTuple):
    seat: int
    players: int
    layout: Layout
    terrains: tuple[str, ...]
    axes: tuple[str, ...]
    slots: tuple[tuple[int, int] | None, ...]
    bug_market: tuple[int | None, ...]
    bonus_market: tuple[str | None, ...]
    prices: tuple[int, ...]
    bug_deck_size: int
    bonus_deck_size: int
    bug_hand: tuple[int, ...]
    bonus_hand: tuple[str, ...]
    scores: tuple[int, ...]
    passes: int
    winning_score: int
    legal: tuple[Action, ...]


def sight_of_view(v: Any) -> Sight:
    return Sight(v.seat, v.players, layout(v.board), tuple(t.terrain for t in v.tiles), tuple(t.axis for t in v.tiles),
                 tuple(x for t in v.tiles for x in t.slots), v.bug_market, v.bonus_market, v.prices, v.bug_deck_size,
                 v.bonus_deck_size, v.bug_hands[v.seat], v.bonus_hands[v.seat], v.scores, v.passes, v.winning_score,
                 v.legal)


def sight_of_state(s: BugspielState, seat: int) -> Sight:
    return Sight(seat, s.players, s.layout, s.terrains, s.axes, s.slots, s.bug_market, s.bonus_market, s.data.prices,
                 len(s.bug_deck), len(s.bonus_deck), s.bug_hands[seat], s.bonus_hands[seat], s.scores, s.passes,
                 s.layout.winning_score, tuple(s.legal_actions(seat)))


# --- facts every level uses ----------------------------------------------------------------------

def can_place(sight: Sight, sid: int, slots=None) -> bool:
    """Whether bug `sid` has somewhere to go on the board as it stands."""
    bug = species(sid)
    slots = sight.slots if slots is None else slots
    for i, here in enumerate(slots):
        if sight.terrains[i // SLOTS_PER_TILE] not in bug.habitats:
            continue
        if (here is not None and species(here[1]).prey) if bug.predator else here is None:
            return True
    return False


def line_value(sight: Sight, card: str, anchor: int, axes=None, slots=None) -> tuple[int, int]:
    """(my gain, the best other seat's gain) of cashing `card` on `anchor`."""
    line = score_line(sight.layout, sight.axes if axes is None else axes, sight.slots if slots is None else slots,
                      anchor, card, sight.players)
    mine = line.gains[sight.seat]
    others = max((g for i, g in enumerate(line.gains) if i != sight.seat), default=0)
    return mine, others


def best_bonus(sight: Sight, card: str, axes=None, slots=None) -> float:
    """The best net value (mine less others at their weight) `card` could be cashed for now."""
    slots = sight.slots if slots is None else slots
    w = settings()["others_weight"]
    best = 0.0
    for i, here in enumerate(slots):
        if here is not None and here[0] == sight.seat and anchor_matches(card, here[1]):
            mine, others = line_value(sight, card, i, axes, slots)
            best = max(best, mine - w * others)
    return best


def bonus_hope(sight: Sight, card: str) -> float:
    """A bonus card's worth before it has an anchor: the bugs in hand that match it."""
    total = 0.0
    for h in halves(card):
        total += sum(species(sid).points * (2 if is_category_half(h) else 1) for sid in sight.bug_hand
                     if matches(h, species(sid), wild=True))
    return 0.5 * total


def ends_with(sight: Sight, a: Action, scores: Sequence[int]) -> str | None:
    """Whether `a`, leaving `scores`, ends the game (section 4's order)."""
    if a.kind == PASS and sight.passes + 1 >= sight.players:
        return "passes"
    if a.kind in BUYS:
        deck = sight.bug_deck_size if a.kind == BUY_BUG else sight.bonus_deck_size
        market = sight.bug_market if a.kind == BUY_BUG else sight.bonus_market
        kept = sum(1 for i, c in enumerate(market) if c is not None and i != a.market
                   and not (a.market != len(market) - 1 and i == len(market) - 1))
        if kept + deck < len(market):
            return "market"
    if max(scores) >= sight.winning_score:
        return "score"
    return None


def winner_of(scores: Sequence[int]) -> int:
    return list(scores).index(max(scores))


# --- normal: one ply with reasons ----------------------------------------------------------------

def _scores_after(sight: Sight, a: Action) -> list[int]:
    scores = list(sight.scores)
    if a.kind in BUYS:
        scores[sight.seat] -= sight.prices[a.market]
    elif a.kind == PLAY:
        scores[sight.seat] += species(a.card).points
    return scores


def cheap_score(sight: Sight, a: Action, previews: dict | None = None) -> Scored:
    """normal's first pass: every term but the lines a placement makes or breaks."""
    cfg = settings()
    w, share_bug, share_bonus = cfg["others_weight"], cfg["hand_bug_share"], cfg["hand_bonus_share"]
    turn = cfg["hand_turn"]
    late = max(sight.scores) >= 0.8 * sight.winning_score
    if late:
        share_bug, share_bonus = share_bug / 2, share_bonus / 2
    reasons: list[Reason] = []
    scores = _scores_after(sight, a)
    if a.kind in BUYS:
        reasons.append(Reason("price", -sight.prices[a.market]))
        if a.kind == BUY_BUG:
            sid = sight.bug_market[a.market]
            bug = species(sid)
            worth = bug.points * (1.0 if can_place(sight, sid) else 0.3)
            worth += sum(0.5 * (2 * bug.points if is_category_half(h) else 1)
                         for c in sight.bonus_hand for h in halves(c) if matches(h, bug, wild=True))
            reasons.append(Reason("hand_bug", share_bug * worth - turn))
        else:
            card = sight.bonus_market[a.market]
            reasons.append(Reason("hand_bonus", share_bonus * max(best_bonus(sight, card), bonus_hope(sight, card))
                                  - turn))
    elif a.kind == PLAY:
        bug = species(a.card)
        reasons.append(Reason("points", bug.points))
        reasons.append(Reason("hand_bug", turn - share_bug * bug.points))
    elif a.kind == BONUS:
        line = previews.get((a.card, a.to)) if previews else None
        if line is None:
            line = score_line(sight.layout, sight.axes, sight.slots, sight.layout.slot_index(a.to), a.card,
                              sight.players)
        for i, g in enumerate(line.gains):
            scores[i] += g
        mine = line.gains[sight.seat]
        others = max((g for i, g in enumerate(line.gains) if i != sight.seat), default=0)
        reasons.append(Reason("points", mine))
        if others:
            reasons.append(Reason("others_points", -w * others))
        reasons.append(Reason("hand_bonus", turn - share_bonus * max(0.0, mine - w * others)))
    if a.kind in (PLAY, MOVE):
        eaten = sight.slots[sight.layout.slot_index(a.to)]
        if eaten is not None:
            meal = 0.5 * species(eaten[1]).points
            reasons.append(Reason("meal", -meal if eaten[0] == sight.seat else w * meal))
    end = ends_with(sight, a, scores)
    if a.kind == PASS and end is None:
        reasons.append(Reason("pass", -cfg["pass_cost"]))
    if end is not None:
        won = winner_of(scores) == sight.seat
        reasons.append(Reason("wins" if won else "loses", cfg["decisive"] if won else -cfg["decisive"]))
    return Scored(a, sum(r.amount for r in reasons), tuple(reasons))


def _placed(sight: Sight, a: Action) -> tuple[tuple, tuple]:
    """The board's axes and slots after play or move `a`."""
    lay = sight.layout
    dest = lay.slot_index(a.to)
    slots = list(sight.slots)
    if a.kind == MOVE:
        frm = lay.slot_index(a.frm)
        sid = slots[frm][1]
        slots[frm] = None
    else:
        sid = a.card
    slots[dest] = (sight.seat, sid)
    axes = sight.axes
    if a.rotate is not None:
        t = dest // SLOTS_PER_TILE
        axes = axes[:t] + (a.rotate,) + axes[t + 1:]
    return axes, tuple(slots)


def lines_score(sight: Sight, a: Action, before: dict[str, float]) -> float:
    """How much the hand's bonus cards gain (their best lines) from placement `a`."""
    if not sight.bonus_hand:
        return 0.0
    axes, slots = _placed(sight, a)
    share = settings()["hand_bonus_share"]
    return share * sum(best_bonus(sight, c, axes, slots) - before[c] for c in set(sight.bonus_hand))


def explain(view: Any) -> tuple[Scored, ...]:
    """normal's scores for every legal action of `view`, best first, each with its reasons."""
    sight = sight_of_view(view)
    previews = {(p.card, p.anchor): p for p in view.bonus_previews}
    return score_all(sight, previews)


def score_all(sight: Sight, previews: dict | None = None) -> tuple[Scored, ...]:
    scored = [cheap_score(sight, a, previews) for a in sight.legal]
    places = sorted((s for s in scored if s.action.kind in (PLAY, MOVE)), key=lambda s: -s.score)
    # The best placements' destinations, every rotation of each weighed for the lines.
    keep = settings()["rotate_candidates"]
    spots = []
    for s in places:
        key = (s.action.kind, s.action.card, s.action.frm, s.action.to)
        if key not in spots:
            spots.append(key)
        if len(spots) >= keep:
            break
    if spots and sight.bonus_hand:
        before = {c: best_bonus(sight, c) for c in set(sight.bonus_hand)}
        out = []
        for s in scored:
            a = s.action
            if a.kind in (PLAY, MOVE) and (a.kind, a.card, a.frm, a.to) in spots:
                extra = lines_score(sight, a, before)
                if extra:
                    s = Scored(a, s.score + extra, s.reasons + (Reason("lines", extra),))
            out.append(s)
        scored = out
    return tuple(sorted(scored, key=lambda s: -s.score))


def normal_choice(sight: Sight, previews: dict | None = None) -> Action:
    return score_all(sight, previews)[0].action


# --- easy -------------------------------------------------------------------------------------------

def easy_choice(sight: Sight) -> Action:
    """Its best-scoring bug, a bonus that pays it, the cheapest bug (or bonus) it can use, a pass;
    a pass that would end the game lost only when nothing else is legal."""
    legal = sight.legal
    plays = [a for a in legal if a.kind == PLAY and a.rotate is None]
    if plays:
        return max(plays, key=lambda a: (species(a.card).points, species(a.card).predator))
    bonuses = [a for a in legal if a.kind == BONUS]
    if bonuses:
        best = max(bonuses, key=lambda a: line_value(sight, a.card, sight.layout.slot_index(a.to))[0])
        if line_value(sight, best.card, sight.layout.slot_index(best.to))[0] > 0:
            return best
    buys = [a for a in legal if a.kind == BUY_BUG and can_place(sight, sight.bug_market[a.market])]
    buys += [a for a in legal if a.kind == BUY_BONUS and any(
        here is not None and here[0] == sight.seat and anchor_matches(sight.bonus_market[a.market], here[1])
        for here in sight.slots)]
    safe = [a for a in buys if ends_with(sight, a, _scores_after(sight, a)) is None
            or winner_of(_scores_after(sight, a)) == sight.seat]
    if safe:
        return max(safe, key=lambda a: (a.market, a.kind == BUY_BUG))
    pass_ = next(a for a in legal if a.kind == PASS)
    if ends_with(sight, pass_, sight.scores) and winner_of(sight.scores) != sight.seat:
        others = [a for a in legal if a.kind != PASS]
        if others:
            return max(others, key=lambda a: cheap_score(sight, a).score)
    return pass_


# --- hard: determinized search -------------------------------------------------------------------

class Dealer:
    """Deals the decks a seat cannot see into whole positions consistent with its view: the bug
    deck from the unseen species of the categories seen (and unseen wildcards), the bonus deck by
    the setup's rule from those categories."""

    def __init__(self, view: Any):
        data = game_data()
        self.view = view
        seen = {sp.id for sp in view.species}
        cats = {sp.category for sp in view.species if not sp.wildcard}
        self.pool = [sid for sid, sp in data.species.items() if sp.category in cats and sid not in seen]
        # Categories not seen yet, whole (setup takes every species of a chosen category).
        self.others: dict[str, list[int]] = {}
        for sid, sp in data.species.items():
            if sp.category not in cats and not sp.wildcard:
                self.others.setdefault(sp.category, []).append(sid)
        self.wild = [sid for sid, sp in data.species.items() if sp.wildcard and sid not in seen]
        cfg = data.deck
        target = int(cfg["cards_per_slot"] * cfg["slots_per_tile"] * len(view.tiles))
        wild_total = int(cfg["wildcard_share"] * target)
        self.wilds = min(len(self.wild), view.bug_deck_size,
                         max(0, wild_total - sum(1 for sp in view.species if sp.wildcard)))
        self.ok = len(self.pool) + sum(map(len, self.others.values())) + self.wilds >= view.bug_deck_size
        self.deck_ids = sorted(seen | set(self.pool))

    def deal(self, rng: random.Random) -> BugspielState:
        v, data = self.view, game_data()
        n = v.bug_deck_size
        plain = list(self.pool)
        extra = sorted(self.others)
        rng.shuffle(extra)
        while len(plain) < n - self.wilds and extra:
            plain += self.others[extra.pop()]
        cards = rng.sample(plain, min(len(plain), n - self.wilds)) + rng.sample(self.wild, self.wilds)
        rng.shuffle(cards)
        cfg = data.bonus_deck
        bonus_ids = [sid for sid in self.deck_ids if not data.species[sid].wildcard] or self.deck_ids

        def half() -> str:
            if rng.random() < cfg["category_chance"]:
                return data.species[rng.choice(bonus_ids)].category
            sp = data.species[rng.choice(self.deck_ids)]
            return "flying" if sp.flying and rng.random() < cfg["flying_chance"] else DIET_TRAIT[sp.diet]

        bonus = tuple(bonus_card(half(), half()) for _ in range(v.bonus_deck_size))
        return BugspielState(
            seed=rng.randrange(1 << 30), board=v.board, players=v.players,
            terrains=tuple(t.terrain for t in v.tiles), axes=tuple(t.axis for t in v.tiles),
            slots=tuple(x for t in v.tiles for x in t.slots), bug_market=v.bug_market, bonus_market=v.bonus_market,
            bug_deck=tuple(cards[:n]), bonus_deck=bonus, bug_discards=v.bug_discards,
            bonus_discards=v.bonus_discards, bug_hands=v.bug_hands, bonus_hands=v.bonus_hands, scores=v.scores,
            passes=v.passes, turn=v.turn)


def playout(world: BugspielState, first: Action, seat: int, depth: int) -> float:
    """`first`, then easy at every seat for up to `depth` plies: my score margin over the best
    other seat, plus my hand's worth; a finished game counts as won or lost."""
    s, _ = world.apply_action(first)
    for _ in range(depth):
        if s.game_over:
            break
        s, _ = s.apply_action(easy_choice(sight_of_state(s, s.turn)))
    mine = s.scores[seat]
    best_other = max(x for i, x in enumerate(s.scores) if i != seat)
    if s.game_over:
        return settings()["decisive"] * (1 if s.winners[0] == seat else -1)
    hand = settings()["hand_bug_share"] * sum(species(sid).points for sid in s.bug_hands[seat])
    return mine - best_other + hand


# --- controllers ---------------------------------------------------------------------------------

class RandomController(SeatRandomController):
    """The `random` level, and the base of this game's other levels (their seat)."""


class EasyController(RandomController):
    def choose(self, view: Any, rng: random.Random) -> Action:
        return easy_choice(sight_of_view(view))


class NormalController(RandomController):
    def choose(self, view: Any, rng: random.Random) -> Action:
        return explain(view)[0].action


class HardController(RandomController):
    """normal's best few actions, each played on over the same random deals of the decks, the
    best mean kept."""

    def __init__(self, seat: int | None = None, deals: int | None = None, time_cap_ms: float | None = None):
        super().__init__(seat)
        cfg = settings()["hard"]
        self.deals = int(deals or cfg["deals"])
        self.candidates = int(cfg["candidates"])
        self.depth = int(cfg["depth"])
        self.time_cap = float(time_cap_ms or cfg["time_cap_ms"]) / 1000
        self.last_stats: dict[str, Any] = {}

    def choose(self, view: Any, rng: random.Random, stop=None) -> Action:
        self.last_stats = {}
        ranked = explain(view)
        if len(ranked) == 1 or ranked[0].score >= settings()["decisive"] / 2:
            return ranked[0].action
        options = [s.action for s in ranked[:self.candidates]]
        dealer = Dealer(view)
        if not dealer.ok:
            return options[0]
        totals = [0.0] * len(options)
        deadline = time.perf_counter() + self.time_cap
        done = 0
        for k in range(self.deals):
            if k and ((stop is not None and stop.is_set()) or time.perf_counter() > deadline):
                break
            world = dealer.deal(rng)
            for i, a in enumerate(options):
                totals[i] += playout(world, a, view.seat, self.depth)
            done += 1
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        self.last_stats = {"deals": done, "values": [t / max(done, 1) for t in totals]}
        return options[best]


LEVELS = {"random": RandomController, "easy": EasyController, "normal": NormalController, "hard": HardController}


def make(level: str, seat: int | None = None, **options: Any) -> RandomController:
    if level not in LEVELS:
        raise ValueError(f"level: expected one of {', '.join(LEVELS)}, got {str(level)[:20]!r}")
    if level != "hard":
        return LEVELS[level](seat)
    # The arena's --iterations names hard's budget in every game: here it counts deals.
    budget = options.get("deals") or options.get("iterations")
    return HardController(seat, deals=budget, time_cap_ms=options.get("time_cap_ms"))


__all__ = ["LEVELS", "make", "explain", "normal_choice", "easy_choice", "Reason", "Scored", "Dealer"]
