"""Back Alley Bones seat controllers: `random`, `easy`, `normal`, `hard`. Each sees only its seat's
view (`game.back_alley_bones.view.SeatView`) and returns one of `view.legal`; the Lookout's
reaction in the opponent's turn is a decision like any other (phase react, the owner's seat).

- easy: takes a Lucky Seven or a Yo 'Leven when a Luck offers one; otherwise moves a Point
  toward 7 when it holds the dice and away from 7 when it defends, with its smallest card; uses
  its drawing abilities; counters a Cheat that helps the cheater's side.
- normal: scores every legal action on the position it leaves: Grub won now (a card is worth 2
  on average), and for every Point still open the chance it ends the round at 7 (from its
  distance to 7, its Decoy and Lookout tokens and the cards both players have left), worth Grub
  to the dice holder and the dice kept; a Cheat the opponent can counter is scored as the
  opponent would answer it. Abilities that draw come first; Side Bets, sniffed Grub, kept
  cards and Shooters by simple rules.
- hard: a determinized search: for its best few actions by normal's score, deals the hidden
  cards (the opponent's hand, the decks' order, her face-down bet) at random consistently with
  its view, plays the round out with normal at both seats in the real engine and keeps the
  action with the best mean result: the Grub margin gained plus the dice held for the next
  round. Every candidate is tried on the same deals. The budget is counted in playouts
  (config/back_alley_bones.yaml `ai.hard`), so a seed gives the same moves on any machine; the
  wall-clock cap is only a safety net, and a `stop` Event ends the search early.
"""
from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any, NamedTuple

import yaml

from game.ai.playouts import make_level, same_deals_search
from game.back_alley_bones.actions import (BURN, CREW, DRAW, FIX, KEEP, PASS, PLAY, PUT, REACT, SHOOTER,
                                           SIDE_BET, SIZZLER, SNIFF, STACKED_DRAW, STACKED_FIX, STACKED_SNIFF,
                                           Action)
from game.back_alley_bones.cards import (LOCKDOWN_TOTALS, SEVEN, YO_LEVEN, grub_values, is_cheat, is_luck,
                                         strength)
from game.back_alley_bones.data import game_data
from game.back_alley_bones.state import (FOUR_TEN, GAME_OVER, KEEP_PHASE, PLAY_PHASE, REACT_PHASE, SNIFF_PHASE,
                                         BonesState, Pending, Point)
from game.back_alley_bones.view import gamble_face_up
from game.controllers import RuleOfThumbController, SeatRandomController
from game.resources import config_path

GRUB = 2.0                 # a Grub card's mean value (every card averages 2, BACK_ALLEY_BONES.md §10)


@cache
def ai_settings() -> dict[str, Any]:
    """The `ai` section of config/back_alley_bones.yaml, checked."""
    with open(config_path("back_alley_bones.yaml"), encoding="utf-8") as fh:
        ai = (yaml.safe_load(fh) or {}).get("ai")
    need = {"seven_chance": list, "dice_value": (int, float), "hard": dict}
    if not isinstance(ai, dict) or any(not isinstance(ai.get(k), t) for k, t in need.items()):
        raise ValueError("back_alley_bones.yaml: ai needs seven_chance (list), dice_value, hard")
    hard = ai["hard"]
    for k in ("playouts", "candidates", "time_cap_ms"):
        if not isinstance(hard.get(k), int) or hard[k] < 1:
            raise ValueError(f"back_alley_bones.yaml: ai.hard.{k}: expected a whole number >= 1")
    return ai


# --- what a policy sees: a view or, in hard's playouts, a whole position --------------------------

class Sight(NamedTuple):
    seat: int
    dice: int
    phase: str
    points: tuple[Point, ...]
    hand: tuple[str, ...]
    hand_sizes: tuple[int, int]
    pending: Pending | None
    legal: tuple[Action, ...]
    aside: tuple[str, ...]
    opponent_can_react: bool
    exhausted: tuple[str, ...]         # this seat's exhausted characters and bets
    side_bet: int | None
    won: tuple[int, ...]


def sight_of_view(v: Any) -> Sight:
    opp = 1 - v.seat
    chars = {c.name: c for c in v.characters[opp]}
    keeps = game_data().crapped_out_keeps_ability

    def ready(name: str) -> bool:
        c = chars.get(name)
        return c is not None and not c.exhausted and (keeps or not c.crapped_out)
    mine = tuple(c.name for c in v.characters[v.seat] if c.exhausted) + tuple(v.bets_exhausted[v.seat])
    return Sight(v.seat, v.dice, v.phase, v.points, v.hand, v.hand_sizes, v.pending, v.legal, v.aside,
                 ready("lookout") or (ready("flex") and v.hand_sizes[opp] > 0), mine, v.side_bet, v.won[v.seat])


def sight_of_state(s: BonesState, seat: int) -> Sight:
    return Sight(seat, s.dice, s.phase, s.points, s.hands[seat], (len(s.hands[0]), len(s.hands[1])), s.pending,
                 tuple(s.legal_actions(seat)), s.aside if s.turn == seat else (), s.can_react(1 - seat),
                 tuple(s.exhausted[seat]) + tuple(s.bets_exhausted[seat]), s.chosen[seat], s.won[seat])


# --- normal's evaluation -----------------------------------------------------------------------

# A Point as normal sees it: (total, Decoy token, Lookout token, locked).
Key = tuple


def keys_of(points) -> tuple[Key, ...]:
    return tuple((p.total, p.decoy, p.lookout, p.locked) for p in points)


def seven_chance(key: Key, holder_cards: int, defender_cards: int, table: list) -> float:
    """The chance an open Point ends the round at 7 (a guess from the rule text: its distance,
    the tokens that stop a card kind, who still has cards to play)."""
    total, decoy, lookout, locked = key
    if locked:
        return 0.0
    d = total - SEVEN if total >= SEVEN else SEVEN - total
    if d > 4:
        d = 4
    if defender_cards == 0:
        if d == 0:
            return 1.0
        return table[d] if holder_cards else 0.0
    if d == 0:
        p = table[0]
        if decoy and lookout:
            p = 1.0
        elif decoy:
            p = 0.8 if p < 0.8 else p
        elif lookout:
            p = 0.7 if p < 0.7 else p
        return p if holder_cards else p * 0.7
    return table[d] if holder_cards else table[d] * 0.2


def position_value(keys, dice: int, seat: int, hand_sizes) -> float:
    """What the open Points are worth to `seat`: to the dice holder the Grub of the Sevens and
    the dice kept; to the defender the same, negated."""
    ai = ai_settings()
    table = ai["seven_chance"]
    holder, defender = hand_sizes[dice], hand_sizes[1 - dice]
    expected, none = 0.0, 1.0
    for key in keys:
        p = seven_chance(key, holder, defender, table)
        expected += p
        none *= 1 - p
    v = GRUB * expected + ai["dice_value"] * (1 - none)
    return v if seat == dice else -v


def _replaced(keys, i: int, key: Key) -> tuple:
    return keys[:i] + (key,) + keys[i + 1:]


def play_score(sight: Sight, keys, a: Action) -> float:
    me, dice = sight.seat, sight.dice
    arg = a.arg
    card, point, flex = arg.card, arg.point, arg.flex
    total0, decoy, lookout, locked = keys[point]
    total = total0 + arg.by
    gain = 0.0
    luck = card[0] == "L"
    if luck:
        if total == YO_LEVEN or (total == SEVEN and me == dice):
            gain = GRUB
        elif total in LOCKDOWN_TOTALS and me != dice:
            locked = True
    if total == YO_LEVEN and sight.exhausted:
        gain += 0.3                       # her exhausted cards are ready again
    sizes = list(sight.hand_sizes)
    sizes[me] -= 2 if flex is not None else 1
    value = gain + position_value(_replaced(keys, point, (total, decoy or arg.decoy, lookout, locked)),
                                  dice, me, sizes)
    if not luck and not arg.decoy and sight.opponent_can_react:
        # The opponent counters when that leaves her better off: the card is lost, the Point
        # keeps its total and takes a Lookout token.
        countered = position_value(_replaced(keys, point, (total0, decoy, True, locked)), dice, me, sizes)
        if countered < value - 0.3:
            value = countered
    if arg.decoy:
        value -= 0.6 if flex is not None else 0.25
    return value - 0.03 * int(card[1])


def fix_score(sight: Sight, keys, a: Action) -> float:
    pt = sight.points[a.point]
    before = pt.cheats[a.cheat][1]
    total, decoy, lookout, locked = keys[a.point]
    after = _replaced(keys, a.point, (total - before + a.to, decoy, lookout, locked))
    cost = 0.6 if a.kind == STACKED_FIX else 0.3
    return (position_value(after, sight.dice, sight.seat, sight.hand_sizes)
            - position_value(keys, sight.dice, sight.seat, sight.hand_sizes) - cost)


def react_score(sight: Sight, keys, a: Action) -> float:
    p = sight.pending
    total, decoy, lookout, locked = keys[p.point]
    sizes = sight.hand_sizes
    if a.character is None:
        after = _replaced(keys, p.point, (total + p.by, decoy, lookout, locked))
        return position_value(after, sight.dice, sight.seat, sizes) - (0.3 if total + p.by == YO_LEVEN else 0.0)
    after = _replaced(keys, p.point, (total, decoy, True, locked))
    cost = 0.3
    if a.flex is not None:
        sizes = tuple(n - (i == sight.seat) for i, n in enumerate(sizes))
        cost = 0.8 + 0.03 * strength(a.flex)
    return position_value(after, sight.dice, sight.seat, sizes) - cost


def action_score(sight: Sight, a: Action, keys=None) -> float:
    """normal's score of one legal play-phase or react action (higher is better for its seat)."""
    keys = keys_of(sight.points) if keys is None else keys
    k = a.kind
    if k == PLAY:
        return play_score(sight, keys, a)
    if k == REACT:
        return react_score(sight, keys, a)
    if k in (SIZZLER, DRAW):
        return 50.0 - (5.0 if a.flex is not None else 0.0)     # a card drawn: before anything else
    if k == STACKED_DRAW:
        return 60.0
    if k in (SNIFF, STACKED_SNIFF):
        return 40.0 + (k == STACKED_SNIFF)
    if k in (FIX, STACKED_FIX):
        gain = fix_score(sight, keys, a)
        return 20.0 + gain if gain > 0.2 else -50.0
    if k == BURN:
        return -10.0 - 0.1 * strength(a.card) * (-1 if is_cheat(a.card) else 1)
    return -20.0                                                # pass: only when nothing else


def grub_worth(card: str) -> float:
    low, high = grub_values(card)
    return (low + high) / 2


def choose_put(sight: Sight, legal: tuple[Action, ...]) -> Action:
    """Sniffed Grub: the dice holder takes most Grub soon, so the best cards go on top for her
    and to the bottom for the defender."""
    mine = sight.seat == sight.dice

    def score(a: Action) -> float:
        s = 0.0
        for depth, c in enumerate(a.top):
            s += (grub_worth(c) - 2) / (depth + 1)
        return s if mine else -s
    return max(legal, key=score)


def choose_keep(legal: tuple[Action, ...]) -> Action:
    """Keep the strongest cards (the most ways to move a Point)."""
    return max(legal, key=lambda a: sum(strength(c) + (0.5 if is_cheat(c) else 0) for c in a.cards))


def choose_side_bet(sight: Sight, legal: tuple[Action, ...]) -> Action:
    """The bet a Point stands at and is likely to stay at (the farthest from 7), or the lowest."""
    totals = sorted((abs(p.total - SEVEN), p.total) for p in sight.points)
    for _d, total in reversed(totals):
        for a in legal:
            if a.bet == total:
                return a
    return legal[0]


def normal_choice(sight: Sight) -> Action:
    legal = sight.legal
    if len(legal) == 1:
        return legal[0]
    kind = legal[0].kind
    if kind == CREW:
        return max(legal, key=lambda a: ("flex" in a.cards, "decoy" in a.cards, "lookout" in a.cards))
    if kind == SHOOTER:
        return legal[0]
    if kind == SIDE_BET:
        return choose_side_bet(sight, legal)
    if kind == PUT:
        return choose_put(sight, legal)
    if kind == KEEP:
        return choose_keep(legal)
    keys = keys_of(sight.points)
    return max(legal, key=lambda a: action_score(sight, a, keys))


def easy_choice(sight: Sight) -> Action:
    legal = sight.legal
    kind = legal[0].kind
    if len(legal) == 1 or kind in (CREW, SHOOTER, SIDE_BET, PUT, KEEP):
        return legal[0]
    if kind == REACT:
        p = sight.pending
        before = abs(sight.points[p.point].total - SEVEN)
        after = abs(sight.points[p.point].total + p.by - SEVEN)
        helps_holder = after < before
        counter = helps_holder == (sight.seat != sight.dice)
        return next((a for a in legal if (a.character is not None) == counter and a.flex is None), legal[0])
    draws = [a for a in legal if a.kind in (SIZZLER, DRAW) and a.flex is None]
    if draws:
        return draws[0]
    plays = [a for a in legal if a.kind == PLAY and not a.decoy]
    if not plays:
        return next((a for a in legal if a.kind in (BURN, PASS)), legal[0])
    holder = sight.seat == sight.dice

    def score(a: Action) -> tuple:
        total = sight.points[a.point].total + a.by
        special = is_luck(a.card) and (total == YO_LEVEN or (holder and total == SEVEN))
        toward = abs(sight.points[a.point].total - SEVEN) - abs(total - SEVEN)
        return (special, toward if holder else -toward, -strength(a.card))
    return max(plays, key=score)


# --- controllers ---------------------------------------------------------------------------------

class RandomController(SeatRandomController):
    """The `random` level, and the base of the searching one (its seat)."""


class EasyController(RuleOfThumbController):
    """`easy` (`easy_choice`): a card that takes a Point toward 7 when it holds the dice, away
    from 7 when it does not, the weakest such card first."""
    read, rule = staticmethod(sight_of_view), staticmethod(easy_choice)


class NormalController(RuleOfThumbController):
    """`normal` (`normal_choice`): every action scored by what it makes of the Points' chances
    (`action_score`)."""
    read, rule = staticmethod(sight_of_view), staticmethod(normal_choice)


class HardController(RandomController):
    """normal's best few actions, each played out over the same random deals of the hidden
    cards to the round's end (normal at both seats, the real engine), the best mean kept."""

    def __init__(self, seat: int | None = None, playouts: int | None = None, time_cap_ms: float | None = None):
        super().__init__(seat)
        cfg = ai_settings()["hard"]
        self.playouts = int(playouts or cfg["playouts"])
        self.candidates = int(cfg["candidates"])
        self.margin = float(cfg["margin"])
        self.depth = int(cfg["depth"])
        self.time_cap = float(time_cap_ms or cfg["time_cap_ms"]) / 1000
        self.last_stats: dict[str, Any] = {}

    def choose(self, view: Any, rng: random.Random, stop=None) -> Action:
        self.last_stats = {}
        sight = sight_of_view(view)
        legal = list(view.legal)
        if len(legal) == 1 or view.phase not in (PLAY_PHASE, REACT_PHASE):
            return normal_choice(sight)
        keys = keys_of(sight.points)
        scored = sorted(((action_score(sight, a, keys), i) for i, a in enumerate(legal)), reverse=True)
        # Only the close calls are searched: normal's best and those within the margin of it.
        options = [legal[i] for score, i in scored[:self.candidates] if score >= scored[0][0] - self.margin]
        if len(options) == 1:
            return options[0]
        dealer = Dealer(view)
        if not dealer.ok:
            return options[0]
        best, self.last_stats = same_deals_search(
            len(options), dealer.deal, lambda world, i: playout(world, options[i], view.seat, self.depth),
            self.playouts, self.time_cap, rng, stop)
        return options[best]


def playout(world: BonesState, first: Action, seat: int, depth: int) -> float:
    """`first`, then normal at both seats for up to `depth` more actions or to the round's end;
    the result for `seat`: the Grub margin gained, plus the dice held next round (an ended
    round) or normal's estimate of the open Points (on the same scale: the dice a Point at 7
    keeps, against the dice lost without one)."""
    s, _ = world.apply_action(first)
    rnd = world.round
    for _ in range(depth):
        if s.phase == GAME_OVER or s.round != rnd:
            break
        who = s.waiting()[0]
        s, _ = s.apply_action(normal_choice(sight_of_state(s, who)))
    margin = (s.grub[seat] - s.grub[1 - seat]) - (world.grub[seat] - world.grub[1 - seat])
    dice = ai_settings()["dice_value"]
    if s.phase == GAME_OVER or s.round != rnd:
        return margin + dice * ((s.dice == seat) - (world.dice == seat))
    sizes = (len(s.hands[0]), len(s.hands[1]))
    return margin + position_value(keys_of(s.points), s.dice, seat, sizes) + (-dice if seat == s.dice else dice)


class Dealer:
    """Deals the cards a seat cannot see into whole positions consistent with its view: the
    opponent's hand, the Gamble and Grub decks' order, the opponent's face-down Side Bet."""

    def __init__(self, view: Any):
        data = game_data()
        me, opp = view.seat, 1 - view.seat
        self.view, self.me = view, me
        seen = Counter(view.hand) + Counter(view.gamble_discard) + gamble_face_up(view)
        self.unseen = sorted((Counter(data.gamble_cards()) - seen).elements())
        grub_seen = Counter(c for won in view.grub_won for c, _v in won)
        if view.phase == SNIFF_PHASE:
            grub_seen.update(view.aside)
        self.grub = sorted((Counter(data.grub_cards()) - grub_seen).elements())
        self.ok = (len(self.unseen) == view.hand_sizes[opp] + view.gamble_deck_size
                   and len(self.grub) == view.grub_deck_size)
        bets = data.bets(FOUR_TEN in view.variants)
        self.opp_bets = [b for b in bets if b not in view.won[opp]]
        self.rosters = tuple(tuple(c.name for c in seat) for seat in view.characters)

    def deal(self, rng: random.Random) -> BonesState:
        v, me, opp = self.view, self.me, 1 - self.me
        cards = list(self.unseen)
        rng.shuffle(cards)
        k = v.hand_sizes[opp]
        hands = [(), ()]
        hands[me], hands[opp] = tuple(v.hand), tuple(cards[:k])
        grub = list(self.grub)
        rng.shuffle(grub)
        chosen, decks = [None, None], [(), ()]
        chosen[me], decks[me] = v.side_bet, tuple(v.side_deck)
        opp_deck = list(self.opp_bets)
        if v.side_bet_down[opp] and opp_deck:
            chosen[opp] = opp_deck.pop(rng.randrange(len(opp_deck)))
        decks[opp] = tuple(opp_deck)
        return BonesState(
            seed=rng.randrange(1 << 30), variants=v.variants, round=v.round, phase=v.phase, dice=v.dice,
            shooter=v.shooter, turn=v.turn, factions=v.factions, rosters=self.rosters, crew_done=(True, True),
            crapped=tuple(tuple(c.name for c in seat if c.crapped_out) for seat in v.characters),
            exhausted=tuple(tuple(c.name for c in seat if c.exhausted) for seat in v.characters),
            bets_exhausted=v.bets_exhausted, side_decks=tuple(decks), chosen=tuple(chosen), won=v.won,
            points=v.points, pending=v.pending, hands=tuple(hands), gamble_deck=tuple(cards[k:]),
            discard=v.gamble_discard, grub_deck=tuple(grub), grub_won=v.grub_won,
            aside=v.aside if v.phase in (SNIFF_PHASE, KEEP_PHASE) else ())


LEVELS = {"random": RandomController, "easy": EasyController, "normal": NormalController,
          "hard": HardController}


def make(level: str, seat: int | None = None, **options: Any) -> SeatRandomController:
    return make_level(LEVELS, level, seat, options)


__all__ = ["LEVELS", "make", "normal_choice", "Dealer"]
