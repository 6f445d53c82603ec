"""Bugspiel seat controllers: `random`, `easy`, `normal` here; `hard` and `expert` in
`game.bugspiel.ai_search`. Each sees only its seat's view (`game.bugspiel.view.SeatView`:
everything but the decks) and returns one of `view.legal`.

- easy: plays its best-scoring bug, else cashes a bonus that pays it, else buys the cheapest
  bug (or bonus) it can place, else passes; never passes into a lost game when it can act.
- normal: one ply with reasons (`explain`): every legal action is scored on what it changes:
  points now (its own, and another seat's at `others_weight` against it), the price paid, the
  worth of the cards it takes into or out of the hand (a share of what they may score later: a
  bug's points where it can live and the bonus halves it would count for, a bonus card's best
  line now; a fuller hand costs more), a predator's meal, a turn that scores nothing (a pass, a
  move), and a game the action ends (won or lost: `decisive`). Every placement is weighed for the
  lines it makes or breaks: the hand's bonus cards at their best lines, and the board's line
  potential for the halves on offer (`line_power`); the best few also with every rotation.

Weights: config/bugspiel.yaml `ai` (checked by `check_settings`).
"""
from __future__ import annotations

import random
from functools import cache
from itertools import repeat
from typing import Any, NamedTuple, Sequence

from game.bugspiel.actions import BONUS, BUY_BONUS, BUY_BUG, BUYS, MOVE, PASS, PLAY, Action
from game.bugspiel.board import SLOTS_PER_TILE, Layout, layout, line_tiles
from game.bugspiel.cards import DIET_TRAIT, bonus_card, half_value, halves, is_category_half, matches, species
from game.bugspiel.data import game_data
from game.bugspiel.scoring import anchor_matches, occupied_tiles, score_line
from game.bugspiel.state import BugspielState
from game.controllers import SeatRandomController


# The numbers this module and ai_search read beyond those `data.check` checks at load.
MORE_NUMBERS = ("late_share", "unplaceable_share", "hand_line_share", "line_weight", "crowding", "meal_share",
                "rollout_slots", "bonus_hold_cap")
SEARCH_NUMBERS = ("candidates", "deals", "depth", "win_value", "switch_margin", "time_cap_ms")
EXPERT_NUMBERS = ("first_round", "widen", "endgame_share", "endgame_depth", "never_concede", "normal_plies")
WHOLE = ("rollout_slots", "candidates", "deals", "depth", "first_round", "widen", "endgame_depth",
         "never_concede", "normal_plies")


def check_settings(ai: Any) -> dict[str, Any]:
    """`ai` when every number this module reads is there and a number >= 0 (a whole one where it
    counts something), else ValueError naming the key."""
    def number(raw: Any, key: str) -> None:
        whole = key.rsplit(".", 1)[-1] in WHOLE
        ok = isinstance(raw, int) if whole else isinstance(raw, (int, float))
        if not ok or isinstance(raw, bool) or raw < 0:
            raise ValueError(f"config/bugspiel.yaml: ai.{key}: expected a {'whole ' if whole else ''}number >= 0")

    for k in MORE_NUMBERS:
        number(ai.get(k), k)
    for level, keys in (("hard", SEARCH_NUMBERS), ("expert", SEARCH_NUMBERS + EXPERT_NUMBERS)):
        if not isinstance(ai.get(level), dict):
            raise ValueError(f"config/bugspiel.yaml: ai.{level}: expected a mapping")
        for k in keys:
            number(ai[level].get(k), f"{level}.{k}")
        # Optional: a player count's own numbers, any of the level's, over those above.
        tables = ai[level].get("at_players", {})
        if not isinstance(tables, dict):
            raise ValueError(f"config/bugspiel.yaml: ai.{level}.at_players: expected a mapping")
        for players, table in tables.items():
            where = f"{level}.at_players.{players}"
            if players not in game_data().players or not isinstance(table, dict):
                raise ValueError(f"config/bugspiel.yaml: ai.{where}: expected a player count's mapping")
            for k, raw in table.items():
                if k not in keys:
                    raise ValueError(f"config/bugspiel.yaml: ai.{where}.{k}: expected one of {', '.join(keys)}")
                number(raw, f"{where}.{k}")
    return ai


@cache
def settings() -> dict[str, Any]:
    """The `ai` section of config/bugspiel.yaml (checked at load by `data.check`, and here for
    the numbers only the AI reads)."""
    return check_settings(game_data().ai)


class Reason(NamedTuple):
    """One term of normal's score for an action: `kind` (points, others_points, price, hand_bug,
    hand_bonus, meal, lines, pass, stall, wins, loses) and its `amount` (the coach words them).
    `stall`: a move that builds no line and eats nothing, never taken (moves never end a game)."""

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
    """`v` as the levels read it. At a position this seat faced before (`v.repeats`) a bug's move
    is left out of its choices: moves alone never end a game, and two seats that each turn a
    tile back to their own axis would do so for ever (game/bugspiel/repetition.py)."""
    legal = tuple(a for a in v.legal if a.kind != MOVE) if getattr(v, "repeats", 0) else v.legal
    return Sight(v.seat, v.players, layout(v.board), tuple(t.terrain for t in v.tiles), tuple(t.axis for t in v.tiles),
                 tuple(x for t in v.tiles for x in t.slots), v.bug_market, v.bonus_market, v.prices, v.bug_deck_size,
                 v.bonus_deck_size, v.bug_hands[v.seat], v.bonus_hands[v.seat], v.scores, v.passes, v.winning_score,
                 legal)


def sight_of_state(s: BugspielState, seat: int) -> Sight:
    return Sight(seat, s.players, s.layout, s.terrains, s.axes, s.slots, s.bug_market, s.bonus_market, s.data.prices,
                 len(s.bug_deck), len(s.bonus_deck), s.bug_hands[seat], s.bonus_hands[seat], s.scores, s.passes,
                 s.layout.winning_score, tuple(s.legal_actions(seat)))


# --- facts every level uses ----------------------------------------------------------------------

# Facts of the data, cached: what the levels (and every playout ply) ask of a half and a species
# again and again.

@cache
def half_points(half: str, sid: int) -> int:
    """What bug `sid` counts for `half` with wildcards (`half_value`), 0 when it does not match."""
    bug = species(sid)
    return half_value(half, bug) if matches(half, bug, wild=True) else 0


@cache
def half_anchors(half: str, sid: int) -> bool:
    """Whether bug `sid` matches `half` without wildcards (it may found a line's score for it)."""
    return matches(half, species(sid), wild=False)


@cache
def card_points(card: str, sid: int) -> tuple[int, ...]:
    """The values bug `sid` counts for the halves of `card` it matches with wildcards, in half order."""
    bug = species(sid)
    return tuple(half_value(h, bug) for h in halves(card) if matches(h, bug, wild=True))


@cache
def offered_halves(bonus_market: tuple[str | None, ...]) -> tuple[str, ...]:
    """The halves on the bonus cards of `bonus_market`, each once."""
    return tuple({h for c in bonus_market if c is not None for h in halves(c)})


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
        total += sum(hope_points(h, sid) for sid in sight.bug_hand)
    return 0.5 * total


@cache
def hope_points(half: str, sid: int) -> int:
    """A bug's points toward `half` in `bonus_hope` (twice for a category half), 0 unmatched."""
    bug = species(sid)
    return bug.points * (2 if is_category_half(half) else 1) if matches(half, bug, wild=True) else 0


def ends_with(sight: Sight, a: Action, scores: Sequence[int]) -> str | None:
    """Whether `a`, leaving `scores`, ends the game (section 4's order)."""
    if a.kind == PASS and sight.passes + 1 >= sight.players:
        return "passes"
    if a.kind in BUYS:
        deck = sight.bug_deck_size if a.kind == BUY_BUG else sight.bonus_deck_size
        market = sight.bug_market if a.kind == BUY_BUG else sight.bonus_market
        last = len(market) - 1
        # The cards left after the purchase and slot 7's discard (unless slot 7 was bought).
        kept = (len(market) - market.count(None) - (market[a.market] is not None)
                - (a.market != last and market[last] is not None))
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


def market_halves(sight: Sight) -> dict[str, float]:
    """The bonus halves on offer, each weighted by `line_weight` per card showing it: what a line
    of the seat's bugs may be cashed for later (the board's line potential counts these)."""
    w = settings()["line_weight"]
    out: dict[str, float] = {}
    for card in sight.bonus_market:
        if card is not None:
            for h in halves(card):
                out[h] = out.get(h, 0.0) + w
    return out


def line_bests(sight: Sight, hs, axes=None, slots=None, seat: int | None = None) -> dict[str, int]:
    """For each half in `hs`: the best value one line of the seat's bugs would score for it
    (section 3.1's base rule: the line needs one of its bugs matching without wildcards)."""
    best = dict.fromkeys(hs, 0)
    if not best:
        return best
    seat = sight.seat if seat is None else seat
    lay = sight.layout
    axes = tuple(sight.axes if axes is None else axes)
    slots = sight.slots if slots is None else slots
    occupied = occupied_tiles(slots, lay.tiles)
    lines = set()
    for i, here in enumerate(slots):
        if here is None or here[0] != seat:
            continue
        line = line_tiles(lay, i // SLOTS_PER_TILE, axes, occupied)
        if line in lines:
            continue
        lines.add(line)
        mine = [slots[j][1] for t in line for j in range(t * SLOTS_PER_TILE, (t + 1) * SLOTS_PER_TILE)
                if slots[j] is not None and slots[j][0] == seat]
        for h in best:
            if any(half_anchors(h, sid) for sid in mine):
                v = sum(half_points(h, sid) for sid in mine)
                if v > best[h]:
                    best[h] = v
    return best


def line_power(sight: Sight, weights: dict[str, float], axes=None, slots=None) -> float:
    """The board's line potential for the seat: each half's best line (`line_bests`) times its
    weight."""
    if not weights:
        return 0.0
    best = line_bests(sight, weights, axes, slots)
    return sum(weights[h] * best[h] for h in weights)


def bug_worth(sight: Sight, sid: int, placeable: bool | None = None) -> float:
    """What a bug card in hand may still score: its points (less where it cannot live now), and a
    share of what it would count for the bonus halves in hand (per card) and on offer (per half).
    `placeable`: `can_place(sight, sid)` when the caller knows it."""
    cfg = settings()
    if placeable is None:
        placeable = can_place(sight, sid)
    worth = species(sid).points * (1.0 if placeable else cfg["unplaceable_share"])
    share = cfg["hand_line_share"]
    worth += sum(share * v for c in sight.bonus_hand for v in card_points(c, sid))
    weight = cfg["line_weight"]
    worth += sum(weight * v for v in map(half_points, offered_halves(sight.bonus_market), repeat(sid)) if v)
    return worth


def crowding(sight: Sight, hand: Sequence, limit: int) -> float:
    """The cost of one more card in a hand already holding `hand` (a full hand buys nothing)."""
    return settings()["crowding"] * len(hand) / max(1, limit)


def cheap_score(sight: Sight, a: Action, previews: dict | None = None, cash_value=None,
                placeable=None) -> Scored:
    """normal's first pass: every term but the lines a placement makes or breaks. `cash_value(card)`
    is what a bonus card bought could be cashed for now (default `best_bonus`; the playouts pass
    a cheaper estimate); `placeable(sid)`: `can_place(sight, sid)` (the playouts read it from the
    terrains with room, found once a ply)."""
    cfg = settings()
    w, share_bug, share_bonus = cfg["others_weight"], cfg["hand_bug_share"], cfg["hand_bonus_share"]
    turn = cfg["hand_turn"]
    late = max(sight.scores) >= cfg["late_share"] * sight.winning_score
    if late:
        share_bug, share_bonus = share_bug / 2, share_bonus / 2
    reasons: list[Reason] = []
    scores = _scores_after(sight, a)
    if a.kind in BUYS:
        reasons.append(Reason("price", -sight.prices[a.market]))
        if a.kind == BUY_BUG:
            sid = sight.bug_market[a.market]
            worth = bug_worth(sight, sid, None if placeable is None else placeable(sid))
            reasons.append(Reason("hand_bug", share_bug * worth - turn
                                  - crowding(sight, sight.bug_hand, cfg_limit(sight, BUY_BUG))))
        else:
            card = sight.bonus_market[a.market]
            now = (cash_value or best_bonus)(sight, card)
            reasons.append(Reason("hand_bonus", share_bonus * max(now, bonus_hope(sight, card))
                                  - turn - crowding(sight, sight.bonus_hand, cfg_limit(sight, BUY_BONUS))))
    elif a.kind == PLAY:
        bug = species(a.card)
        reasons.append(Reason("points", bug.points))
        reasons.append(Reason("hand_bug", turn - share_bug * bug.points))
    elif a.kind == MOVE:
        reasons.append(Reason("pass", -cfg["pass_cost"]))      # a move is a turn that scores nothing now
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
            meal = cfg["meal_share"] * species(eaten[1]).points
            reasons.append(Reason("meal", -meal if eaten[0] == sight.seat else w * meal))
    end = ends_with(sight, a, scores)
    if a.kind == PASS and end is None:
        reasons.append(Reason("pass", -cfg["pass_cost"]))
    if end is not None:
        won = winner_of(scores) == sight.seat
        reasons.append(Reason("wins" if won else "loses", cfg["decisive"] if won else -cfg["decisive"]))
    return Scored(a, sum(r.amount for r in reasons), tuple(reasons))


def cfg_limit(sight: Sight, kind: str) -> int:
    data = game_data()
    return data.bug_limit if kind == BUY_BUG else data.bonus_limit


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


class LineBase(NamedTuple):
    """What the lines are worth before a placement: the hand's bonus cards at their best line,
    and the board's line potential for the halves on offer."""

    hand: dict[str, float]
    weights: dict[str, float]
    power: float


def line_base(sight: Sight) -> LineBase:
    weights = market_halves(sight)
    return LineBase({c: best_bonus(sight, c) for c in set(sight.bonus_hand)}, weights, line_power(sight, weights))


def lines_score(sight: Sight, a: Action, base: LineBase) -> float:
    """How much placement `a` adds to the lines: the hand's bonus cards (their best lines, at
    the hand's share) and the board's line potential for the halves on offer."""
    axes, slots = _placed(sight, a)
    share = settings()["hand_bonus_share"]
    gain = share * sum(best_bonus(sight, c, axes, slots) - base.hand[c] for c in base.hand)
    return gain + line_power(sight, base.weights, axes, slots) - base.power


def explain(view: Any) -> tuple[Scored, ...]:
    """normal's scores for every legal action of `view`, best first, each with its reasons."""
    sight = sight_of_view(view)
    previews = {(p.card, p.anchor): p for p in view.bonus_previews}
    return score_all(sight, previews)


def score_all(sight: Sight, previews: dict | None = None) -> tuple[Scored, ...]:
    """Every legal action scored: the cheap terms, then the lines of every unrotated placement,
    then every rotation of the best few placements (`rotate_candidates`)."""
    scored = [cheap_score(sight, a, previews) for a in sight.legal]
    base = line_base(sight)
    extra: dict[Action, float] = {}
    for s in scored:
        if s.action.kind in (PLAY, MOVE) and s.action.rotate is None:
            extra[s.action] = lines_score(sight, s.action, base)
    unrotated = sorted((s for s in scored if s.action in extra), key=lambda s: -(s.score + extra[s.action]))
    spots = {(s.action.kind, s.action.card, s.action.frm, s.action.to)
             for s in unrotated[:settings()["rotate_candidates"]]}
    for s in scored:
        a = s.action
        if a.kind in (PLAY, MOVE) and a.rotate is not None and (a.kind, a.card, a.frm, a.to) in spots:
            extra[a] = lines_score(sight, a, base)
    out = []
    for s in scored:
        a = s.action
        if a.kind in (PLAY, MOVE) and a.rotate is not None and a not in extra:
            extra[a] = -settings()["pass_cost"]    # an unweighed rotation: never preferred blind
        x = extra.get(a, 0.0)
        s = Scored(a, s.score + x, s.reasons + (Reason("lines", x),)) if x else s
        if a.kind == MOVE and x <= 0 and sight.slots[sight.layout.slot_index(a.to)] is None:
            # A move that builds no line and eats nothing changes nothing worth a turn; one that
            # only dodges a losing pass would stall the game for ever (moves never end it).
            stall = Reason("stall", -2 * settings()["decisive"])
            s = Scored(a, s.score + stall.amount, s.reasons + (stall,))
        out.append(s)
    return tuple(sorted(out, key=lambda s: -s.score))


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


# --- controllers ---------------------------------------------------------------------------------

class RandomController(SeatRandomController):
    """The `random` level, and the base of this game's other levels (their seat)."""


class EasyController(RandomController):
    def choose(self, view: Any, rng: random.Random) -> Action:
        return easy_choice(sight_of_view(view))


class NormalController(RandomController):
    def choose(self, view: Any, rng: random.Random) -> Action:
        return explain(view)[0].action


LEVELS = ("random", "easy", "normal", "hard", "expert")


def make(level: str, seat: int | None = None, **options: Any) -> RandomController:
    """The controller of `level` for `seat`. hard and expert take `deals` (the arena's
    `--iterations` names the same budget), `time_cap_ms` (the safety net) and `options` (their
    config keys set for one run: the arena's --expert-set) for one run."""
    if level not in LEVELS:
        raise ValueError(f"level: expected one of {', '.join(LEVELS)}, got {str(level)[:20]!r}")
    simple = {"random": RandomController, "easy": EasyController, "normal": NormalController}
    if level in simple:
        return simple[level](seat)
    from game.bugspiel.ai_search import SearchController
    budget = options.get("deals") or options.get("iterations")
    return SearchController(level, seat, deals=budget, time_cap_ms=options.get("time_cap_ms"),
                            options=options.get("options"))


__all__ = ["LEVELS", "make", "explain", "normal_choice", "easy_choice", "Reason", "Scored", "Sight"]
