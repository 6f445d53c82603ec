"""Bugspiel's searching levels, `hard` and `expert`: determinized Monte-Carlo over the only hidden
thing, the order and contents of the two decks (BUGSPIEL.md section 1: hands are open).

- `Dealer` deals the decks consistently with a view: every unseen species of a category in sight
  is in the bug deck (setup takes whole categories, and nothing leaves the game unseen), the
  unseen wildcards of setup's count too, and the rest is whole unseen categories drawn as setup
  draws them (chance by size); the bonus deck follows setup's rule over that deck.
- `rollout_choice` is normal's policy made lean for playouts: the same cheap terms
  (`ai.cheap_score`) over a short list (each bug in hand to one spot that joins its kin, each
  bonus card on its best line, every purchase, a pass), a bonus card's worth read from the
  board's best line per half instead of every anchor's line, no rotations.
- `SearchController`: normal ranks the actions; the best few are each played on by
  `rollout_choice` at every seat over the same deals (common random numbers), scored by the
  margin over the best rival (a finished game as won or lost). hard keeps normal's first choice
  unless another beats it by `switch_margin` points on average. expert widens the options as it
  goes (successive halving: every option on a few deals, the better half on twice as many...),
  and near the end (a score within `endgame_share` of the winning score, or passes pending)
  plays every deal out to the end, so the 100-point end and the pass end decide. Placements are
  searched with normal's best rotation; expert widens its best few with every other rotation.
  expert never concedes (`never_concede`): no pass that lets the next seat end the game as its
  winner while it has anything else to do, however its deals value it (`concedes`). At 2 players
  the first plies of its deals (`normal_plies`: the reply and its own next turn) are chosen by
  normal's whole ranking rather than the lean policy, so it meets the replies hard really makes;
  fewer deals pay for it (more of them changed almost no choice: bench/bugspiel_search_noise.py).

Budgets are counted in deals (config/bugspiel.yaml `ai.hard`, `ai.expert`, and a player count's
own numbers in their `at_players`: expert searches less at 3 and 4 players, where a ply costs more),
so a seed gives the same moves on any machine; the clock (`time_cap_ms`) is only a safety net, and a `stop` Event ends
a search early.
"""
from __future__ import annotations

import random
import time
from functools import cache
from typing import Any, Mapping, NamedTuple, Sequence

from game.bugspiel.actions import BONUS, BUY_BONUS, BUY_BUG, MOVE, PASS, PLAY, Action, Args
from game.bugspiel.ai import (RandomController, Sight, cheap_score, explain, halves, line_bests, normal_choice,
                              settings, sight_of_state, species, winner_of)
from game.bugspiel.board import AXIS_STEPS, SLOTS_PER_TILE, Layout, line_tiles
from game.bugspiel.cards import DIET_TRAIT, bonus_card
from game.bugspiel.data import game_data
from game.bugspiel.scoring import anchor_matches, occupied_tiles, score_line
from game.bugspiel.state import BugspielState


# --- the hidden decks ------------------------------------------------------------------------------

class Dealer:
    """Deals the decks a seat cannot see into whole positions consistent with its view."""

    def __init__(self, view: Any):
        data = game_data()
        self.view = view
        seen = {sp.id for sp in view.species}
        cats = {sp.category for sp in view.species if not sp.wildcard}
        # Setup takes every species of a chosen category, and cards leave only to the open
        # discards: every unseen species of a category in sight is in the bug deck.
        self.pool = sorted(sid for sid, sp in data.species.items()
                           if sp.category in cats and not sp.wildcard and sid not in seen)
        self.others: dict[str, list[int]] = {}
        for sid, sp in data.species.items():
            if sp.category not in cats and not sp.wildcard:
                self.others.setdefault(sp.category, []).append(sid)
        self.wild = sorted(sid for sid, sp in data.species.items() if sp.wildcard and sid not in seen)
        cfg = data.deck
        target = int(cfg["cards_per_slot"] * cfg["slots_per_tile"] * len(view.tiles))
        wild_total = int(cfg["wildcard_share"] * target)
        n = view.bug_deck_size
        self.wilds = min(len(self.wild), max(0, n - len(self.pool)),
                         max(0, wild_total - sum(1 for sp in view.species if sp.wildcard)))
        # A deck that setup could have dealt (a hand-made start may hold fewer cards than its
        # categories: then the deck is drawn from them, as if those were all there is).
        self.consistent = len(self.pool) + self.wilds <= n
        self.seen = sorted(seen)

    def deal(self, rng: random.Random) -> BugspielState:
        v = self.view
        n = v.bug_deck_size
        cards = list(self.pool) if self.consistent else rng.sample(self.pool, n - self.wilds)
        room = n - len(cards) - self.wilds
        # Whole unseen categories, drawn with chance by size as setup draws them; the last one
        # that does not fit is cut (the deck's size is known, its categories are not).
        order = sorted(self.others, key=lambda c: -rng.random() ** (1.0 / len(self.others[c])))
        for cat in order:
            if room <= 0:
                break
            rows = self.others[cat]
            take = rows if len(rows) <= room else rng.sample(rows, room)
            cards += take
            room -= len(take)
        cards += rng.sample(self.wild, self.wilds)
        rng.shuffle(cards)
        cards = cards[:n]
        bonus = self.bonus_deck(rng, cards)
        return BugspielState(
            seed=0, board=v.board, players=v.players,
            terrains=tuple(t.terrain for t in v.tiles), axes=tuple(t.axis for t in v.tiles),
            slots=tuple(x for t in v.tiles for x in t.slots), bug_market=v.bug_market, bonus_market=v.bonus_market,
            bug_deck=tuple(cards), bonus_deck=bonus, bug_discards=v.bug_discards,
            bonus_discards=v.bonus_discards, bug_hands=v.bug_hands, bonus_hands=v.bonus_hands, scores=v.scores,
            passes=v.passes, turn=v.turn)

    def bonus_deck(self, rng: random.Random, cards: list[int]) -> tuple[str, ...]:
        """The unseen bonus deck, drawn as setup draws it (`setup.build_bonus_deck`: each half a
        category of a plain bug in the deck, or a bug's diet trait or flying) over the seen
        species and the dealt `cards`. Each species' halves are read from a table (`bug_halves`),
        the random draws are setup's, one for one."""
        cfg = game_data().bonus_deck
        category_chance, flying_chance = cfg["category_chance"], cfg["flying_chance"]
        facts = bug_halves()
        deck = [facts[sid] for sid in self.seen + cards]
        plain = [f.category for f in deck if not f.wildcard] or [f.category for f in deck]
        draw, bits = rng.random, rng.getrandbits
        # rng.choice, drawn as it draws (`below`): some 500 cards of two halves each a deal.
        n_plain, k_plain, n_deck, k_deck = len(plain), len(plain).bit_length(), len(deck), len(deck).bit_length()

        def half() -> str:
            if draw() < category_chance:
                return plain[below(bits, n_plain, k_plain)]
            f = deck[below(bits, n_deck, k_deck)]
            return "flying" if f.flying and draw() < flying_chance else f.trait

        return tuple(bonus_card(half(), half()) for _ in range(self.view.bonus_deck_size))


def below(bits, n: int, k: int) -> int:
    """A random index below `n` (> 0, of `k` = n.bit_length() bits) from `bits` (a Random's
    getrandbits), drawn exactly as `Random.choice` draws one for a sequence of `n`: k bits until
    they fall below n (CPython's `_randbelow_with_getrandbits`), without its two calls a draw."""
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


class BugHalves(NamedTuple):
    """What a species gives a bonus half drawn from it (setup, section 2.3)."""

    category: str
    wildcard: bool
    flying: bool
    trait: str                      # its diet's trait


@cache
def bug_halves() -> dict[int, BugHalves]:
    """Every species' `BugHalves` (facts of the data: cached)."""
    return {sid: BugHalves(sp.category, sp.wildcard, sp.flying, DIET_TRAIT[sp.diet])
            for sid, sp in game_data().species.items()}


# --- normal's policy, lean, for playouts ---------------------------------------------------------------

def lean_sight(s: BugspielState, seat: int) -> Sight:
    """A position as normal reads it, without the legal list (the playouts build their own)."""
    return Sight(seat, s.players, s.layout, s.terrains, s.axes, s.slots, s.bug_market, s.bonus_market,
                 s.data.prices, len(s.bug_deck), len(s.bonus_deck), s.bug_hands[seat], s.bonus_hands[seat],
                 s.scores, s.passes, s.layout.winning_score, ())


def half_lines(sight: Sight, seat: int | None = None) -> dict[str, int]:
    """For every half on a bonus card in sight (market and the seat's hand): the best value one
    line of the seat's bugs scores for it (`line_bests`)."""
    seat = sight.seat if seat is None else seat
    hs = {h for c in sight.bonus_market if c is not None for h in halves(c)}
    hs |= {h for c in sight.bonus_hand for h in halves(c)}
    return line_bests(sight, hs, seat=seat)


@cache
def axis_neighbours(lay: Layout, tile: int, axis: str) -> tuple[int, ...]:
    """The tiles next to `tile` along `axis` (one step each way, where the board has them)."""
    return tuple(n for n in (lay.neighbour(tile, step) for step in AXIS_STEPS[axis]) if n is not None)


def kin_points(sight: Sight) -> dict[tuple[int, str], int]:
    """(tile, category) -> the seat's own points of that category on the tile."""
    out: dict[tuple[int, str], int] = {}
    for j, x in enumerate(sight.slots):
        if x is not None and x[0] == sight.seat:
            bug = species(x[1])
            key = (j // SLOTS_PER_TILE, bug.category)
            out[key] = out.get(key, 0) + bug.points
    return out


def kin_spot(sight: Sight, sid: int, kin: dict[tuple[int, str], int] | None = None) -> int | None:
    """One slot bug `sid` may go to: a predator on the rival prey worth most; any other bug on the
    empty slot whose tile (and its neighbours along the tile's axis) holds most of the seat's own
    points of its category (`kin`: `kin_points(sight)`). None: nowhere."""
    bug = species(sid)
    lay = sight.layout
    kin = kin_points(sight) if kin is None else kin
    cat = bug.category
    best, best_key = None, None
    for i, here in enumerate(sight.slots):
        t = i // SLOTS_PER_TILE
        if sight.terrains[t] not in bug.habitats:
            continue
        if bug.predator:
            if here is None or not species(here[1]).prey:
                continue
            key = (here[0] != sight.seat, species(here[1]).points)
        else:
            if here is not None:
                continue
            key = (kin.get((t, cat), 0) + sum(kin.get((u, cat), 0) for u in axis_neighbours(lay, t, sight.axes[t])), 0)
        if best_key is None or key > best_key:
            best, best_key = i, key
    return best


def rollout_choice(s: BugspielState) -> Action:
    """normal's cheap terms over a short list of the seat to act's actions (module docstring)."""
    seat = s.turn
    sight = lean_sight(s, seat)
    data = s.data
    labels = s.layout.slot_labels
    options: list[Action] = []
    previews: dict = {}
    kin = kin_points(sight)
    for sid in dict.fromkeys(sight.bug_hand):
        spot = kin_spot(sight, sid, kin)
        if spot is not None:
            options.append(Action(PLAY, seat, Args(None, sid, None, labels[spot])))
    mine = [(i, x[1]) for i, x in enumerate(s.slots) if x is not None and x[0] == seat]
    w = settings()["others_weight"]
    lines = half_lines(sight)
    hand = sorted(dict.fromkeys(sight.bonus_hand), key=lambda c: -sum(lines.get(h, 0) for h in halves(c)))
    if hand and sum(lines.get(h, 0) for h in halves(hand[0])) > 0:
        card = hand[0]
        best, best_net, seen = None, None, set()
        occupied = occupied_tiles(s.slots, s.layout.tiles)
        for i, sid in mine:
            if not anchor_matches(card, sid):
                continue
            tiles = line_tiles(s.layout, i // SLOTS_PER_TILE, s.axes, occupied)
            if tiles in seen:
                continue
            seen.add(tiles)
            line = score_line(s.layout, s.axes, s.slots, i, card, s.players)
            net = line.gains[seat] - w * max(g for k, g in enumerate(line.gains) if k != seat)
            if best_net is None or net > best_net:
                best, best_net = (labels[i], line), net
        if best is not None:
            previews[(card, best[0])] = best[1]
            options.append(Action(BONUS, seat, Args(None, card, None, best[0])))
    cheapest = settings()["rollout_slots"]
    if len(sight.bug_hand) < data.bug_limit:
        filled = [k for k, c in enumerate(s.bug_market) if c is not None]
        options += [Action(BUY_BUG, seat, Args(k)) for k in filled[-cheapest:]]
    if len(sight.bonus_hand) < data.bonus_limit:
        filled = [k for k, c in enumerate(s.bonus_market) if c is not None]
        options += [Action(BUY_BONUS, seat, Args(k)) for k in filled[-cheapest:]]
    options.append(Action(PASS, seat))

    def cash(_sight: Sight, card: str) -> float:
        return sum(lines.get(h, 0.0) for h in halves(card))

    room = rooms(s)

    def placeable(sid: int) -> bool:
        return has_room(room, sid)

    best_a, best_v = options[-1], None
    for a in options:
        v = cheap_score(sight, a, previews, cash, placeable).score
        if best_v is None or v > best_v:
            best_a, best_v = a, v
    return best_a


class Room(NamedTuple):
    """Where a bug may go on a board: a predator to a terrain with prey, any other to one with
    an empty slot."""

    empty: frozenset[str]           # the terrains with an empty slot
    prey: frozenset[str]            # the terrains with a slot holding prey


def rooms(s: BugspielState) -> Room:
    """The board's `Room`, found once for every bug a ply weighs (`ai.can_place` reads the
    board slot by slot for each)."""
    empty, prey = set(), set()
    for terrain, here in zip(slot_terrains(s.terrains), s.slots):
        if here is None:
            empty.add(terrain)
        elif is_prey(here[1]):
            prey.add(terrain)
    return Room(frozenset(empty), frozenset(prey))


def has_room(room: Room, sid: int) -> bool:
    """Whether bug `sid` may go somewhere on a board with `room` (`rooms`): `ai.can_place`."""
    bug = species(sid)
    return not (room.prey if bug.predator else room.empty).isdisjoint(bug.habitats)


@cache
def slot_terrains(terrains: tuple[str, ...]) -> tuple[str, ...]:
    """Each slot's terrain (its tile's), in slot order."""
    return tuple(t for t in terrains for _ in range(SLOTS_PER_TILE))


@cache
def is_prey(sid: int) -> bool:
    return species(sid).prey


def standing(s: BugspielState, seat: int) -> float:
    """A seat's score plus what its hand may still bring (normal's shares of its bugs' points
    and of its bonus cards' best lines)."""
    cfg = settings()
    sight = lean_sight(s, seat)
    lines = half_lines(sight) if sight.bonus_hand else {}
    bonus = sum(min(lines.get(a, 0.0) + lines.get(b, 0.0), cfg["bonus_hold_cap"])
                for a, b in map(halves, sight.bonus_hand))
    bugs = sum(species(sid).points for sid in sight.bug_hand)
    return s.scores[seat] + cfg["hand_bug_share"] * bugs + cfg["hand_bonus_share"] * bonus


def outcome(s: BugspielState, seat: int, win_value: float) -> float:
    """The seat's margin over its best rival (standings while the game runs; a finished game's
    scores plus `win_value` for the winner, less for a loser)."""
    if s.game_over:
        mine = s.scores[seat]
        rival = max(x for i, x in enumerate(s.scores) if i != seat)
        return mine - rival + (win_value if s.winners[0] == seat else -win_value)
    values = [standing(s, i) for i in range(s.players)]
    return values[seat] - max(x for i, x in enumerate(values) if i != seat)


def playout(world: BugspielState, first: Action, seat: int, depth: int, win_value: float,
            normal_plies: int = 0) -> float:
    """`first`, then up to `depth` plies at every seat: the first `normal_plies` of them chosen
    by normal's whole ranking (`normal_choice`: the reply a rival who weighs every line and rotation
    makes, as hard's first choice mostly is), the rest by `rollout_choice`: `outcome`."""
    s, _ = world.apply_action(first)
    for ply in range(depth):
        if s.game_over:
            break
        a = normal_choice(sight_of_state(s, s.turn)) if ply < normal_plies else rollout_choice(s)
        s, _ = s.apply_action(a)
    return outcome(s, seat, win_value)


# --- the controllers ----------------------------------------------------------------------------

def concedes(view: Any) -> bool:
    """Whether a pass by the seat to act would concede the game: the passes in a row would then
    be one short of the number of players, and the next seat leads (section 4: its pass ends the
    game, the scores as they stand, a tie to the lowest seat)."""
    if view.passes + 2 != view.players:
        return False
    return winner_of(view.scores) == (view.turn + 1) % view.players


def near_end(view: Any, share: float) -> bool:
    """Whether the game's end is in sight: a score within `share` of the winning score, or passes
    in a row pending, or a market about to run dry."""
    low_deck = min(view.bug_deck_size, view.bonus_deck_size) < len(view.prices)
    return max(view.scores) >= share * view.winning_score or view.passes > 0 or low_deck


class SearchController(RandomController):
    """hard and expert (module docstring): `level` names their section of config's `ai`."""

    def __init__(self, level: str, seat: int | None = None, deals: int | None = None,
                 time_cap_ms: float | None = None, options: Mapping[str, Any] | None = None):
        super().__init__(seat)
        self.level = level
        known = set(settings()[level]) - {"at_players"}
        unknown = sorted(set(options or {}) - known)
        if unknown:
            raise ValueError(f"{level}: no option {', '.join(unknown)} (config/bugspiel.yaml ai.{level}: "
                             f"{', '.join(sorted(known))})")
        # A run's options (the arena's --expert-set) hold at every table size, as `deals` does.
        self.run = dict(options or {}) | {
            k: v for k, v in (("deals", int(deals or 0)), ("time_cap_ms", float(time_cap_ms or 0))) if v}
        self.cfg = {k: v for k, v in settings()[level].items() if k != "at_players"} | self.run
        self.last_stats: dict[str, Any] = {}

    def budget(self, players: int) -> dict[str, Any]:
        """The level's numbers at a table of `players`: `cfg` (config's own, as at 2 players),
        under config's `at_players` entry for that count where it has one (a ply and a round cost
        more at a fuller table: expert searches less there to keep its think time), under this
        run's `deals` and `time_cap_ms`."""
        return self.cfg | settings()[self.level].get("at_players", {}).get(players, {}) | self.run

    def options(self, ranked: Sequence[Any], cfg: dict[str, Any] | None = None) -> list[Action]:
        """normal's best `candidates` actions, one rotation per placement (its best); expert then
        widens its best `widen` placements with every other rotation they have. `cfg`: the
        numbers of this table (`budget`), `self.cfg` by default."""
        cfg = self.cfg if cfg is None else cfg
        out: list[Action] = []
        spots: list[tuple] = []
        for r in ranked:
            a = r.action
            if any(x.kind == "stall" for x in r.reasons):
                continue
            spot = (a.kind, a.card, a.frm, a.to)
            if a.kind in (PLAY, MOVE):
                if spot in spots:
                    continue
                spots.append(spot)
            out.append(a)
            if len(out) >= int(cfg["candidates"]):
                break
        widen = spots[:int(cfg.get("widen", 0))]
        out += [r.action for r in ranked if r.action.kind in (PLAY, MOVE) and r.action not in out
                and (r.action.kind, r.action.card, r.action.frm, r.action.to) in widen
                and not any(x.kind == "stall" for x in r.reasons)]
        return out

    def choose(self, view: Any, rng: random.Random, stop=None) -> Action:
        self.last_stats = {}
        ranked = explain(view)
        if len(ranked) == 1 or ranked[0].score >= settings()["decisive"] / 2:
            return ranked[0].action
        cfg = self.budget(view.players)
        options = self.options(ranked, cfg)
        if cfg.get("never_concede") and concedes(view):
            # Deals value a game by its margin, so a concession (a certain loss by a few points)
            # can look better than playing on to a likely loss by more; for the chance to win,
            # playing on is never worse (a seat may still concede later).
            options = [a for a in options if a.kind != PASS] or options
        dealer = Dealer(view)
        normal_plies = int(cfg.get("normal_plies", 0))
        if len(options) == 1:
            return options[0]
        endgame = "endgame_share" in cfg and near_end(view, cfg["endgame_share"])
        depth = int(cfg["endgame_depth"] if endgame else cfg["depth"])
        deadline = time.perf_counter() + cfg["time_cap_ms"] / 1000
        totals = [0.0] * len(options)
        runs = [0] * len(options)
        alive = list(range(len(options)))
        round_deals = int(cfg.get("first_round", cfg["deals"]))
        dealt = 0
        stopped = False
        while not stopped and dealt < cfg["deals"]:
            n = min(round_deals, int(cfg["deals"]) - dealt)
            for _ in range(n):
                if dealt and ((stop is not None and stop.is_set()) or time.perf_counter() > deadline):
                    stopped = True
                    break
                world = dealer.deal(rng)
                for i in alive:
                    totals[i] += playout(world, options[i], view.seat, depth, cfg["win_value"], normal_plies)
                    runs[i] += 1
                dealt += 1
            if "first_round" in cfg and len(alive) > 2:
                # Successive halving: the better half goes on with twice the deals.
                alive.sort(key=lambda i: (-totals[i] / max(runs[i], 1), i))
                alive = sorted(alive[:max(2, (len(alive) + 1) // 2)])
                round_deals *= 2
        means = [totals[i] / runs[i] if runs[i] else float("-inf") for i in range(len(options))]
        contenders = [i for i in range(len(options)) if runs[i] == max(runs)]
        best = max(contenders, key=lambda i: (means[i], -i))
        if best != 0 and 0 in contenders and means[best] - means[0] < cfg["switch_margin"]:
            best = 0
        self.last_stats = {"deals": dealt, "values": means, "endgame": endgame, "options": len(options),
                           "depth": depth, "normal_plies": normal_plies}
        return options[best]


__all__ = ["Dealer", "SearchController", "rollout_choice", "playout", "outcome", "near_end", "concedes"]
