"""A new game of Bugspiel, seeded (BUGSPIEL.md section 2, revision 103's steps): the bug deck
from categories with wildcards, the terrain allotment, the bonus deck, both markets and the
opening hands. One `random.Random` seeded from the game seed makes every choice, in the order
of the section's steps."""
from __future__ import annotations

import math
import random

from game.bugspiel.board import SLOTS_PER_TILE, layout
from game.bugspiel.cards import DIET_TRAIT, bonus_card
from game.bugspiel.data import TERRAINS, GameData, Species, game_data
from game.bugspiel.state import BugspielState


def build_deck(rng: random.Random, tiles: int, data: GameData) -> tuple[list[int], int]:
    """Step 1: (the shuffled bug deck, `low`)."""
    cfg = data.deck
    target = math.floor(cfg["cards_per_slot"] * cfg["slots_per_tile"] * tiles)
    rows: dict[str, list[Species]] = {}
    for sp in data.species.values():
        rows.setdefault(sp.category, []).append(sp)
    walk = [sp for sp in data.species.values() if not sp.wildcard]
    rng.shuffle(walk)
    chosen: list[str] = []
    deck: list[Species] = []
    predators = 0
    for sp in walk:
        if len(chosen) >= cfg["min_categories"] and len(deck) >= target:
            break
        if sp.category in chosen:
            continue
        group = rows[sp.category]
        p = sum(1 for g in group if g.predator)
        if (predators + p) / (len(deck) + len(group)) > cfg["predator_cap"]:
            continue
        chosen.append(sp.category)
        deck += group
        predators += p
    low = min(sp.points for sp in deck)
    wild = [sp for sp in data.species.values() if sp.wildcard]
    deck += rng.sample(wild, min(len(wild), math.floor(cfg["wildcard_share"] * target)))
    ids = [sp.id for sp in deck]
    rng.shuffle(ids)
    return ids, low


def allot_terrain(rng: random.Random, deck: list[int], tiles: int, data: GameData) -> list[str]:
    """Step 2: a terrain per tile, in proportion to the deck cards that can live on it."""
    has = {t: sum(1 for sid in deck if t in data.species[sid].habitats) for t in TERRAINS}
    only = {t: int(any(data.species[sid].habitats == (t,) for sid in deck)) for t in TERRAINS}
    total = sum(has.values())
    n = {t: max(only[t], math.floor(has[t] / total * tiles + 0.5)) for t in TERRAINS}
    while sum(n.values()) < tiles:
        n[rng.choice(TERRAINS)] += 1
    while sum(n.values()) > tiles:
        n[rng.choice([t for t in TERRAINS if n[t] > only[t]])] -= 1
    terrains = [t for t in TERRAINS for _ in range(n[t])]
    rng.shuffle(terrains)
    return terrains


def build_bonus_deck(rng: random.Random, deck: list[int], data: GameData) -> list[str]:
    """Step 3: as many cards as the bug deck, each half on its own."""
    cfg = data.bonus_deck
    plain = [sid for sid in deck if not data.species[sid].wildcard]

    def half() -> str:
        if rng.random() < cfg["category_chance"]:
            return data.species[rng.choice(plain)].category
        sp = data.species[rng.choice(deck)]
        if sp.flying and rng.random() < cfg["flying_chance"]:
            return "flying"
        return DIET_TRAIT[sp.diet]

    cards = [bonus_card(half(), half()) for _ in range(math.floor(cfg["per_bug_card"] * len(deck)))]
    rng.shuffle(cards)
    return cards


def take_cheap(rng: random.Random, deck: list[int], low: int, data: GameData) -> int:
    """A random deck card with points <= low (none left: one of those with the fewest points),
    taken out of `deck`."""
    cheap = [sid for sid in deck if data.species[sid].points <= low]
    if not cheap:
        least = min(data.species[sid].points for sid in deck)
        cheap = [sid for sid in deck if data.species[sid].points == least]
    sid = rng.choice(cheap)
    deck.remove(sid)
    return sid


def new_game(seed: int, players: int, board: str = "small") -> BugspielState:
    """The seeded first position (section 2); ValueError for a player count or board the data
    does not have."""
    data = game_data()
    if players not in data.players:
        raise ValueError(f"players: Bugspiel is for {min(data.players)}-{max(data.players)} players, "
                         f"got {str(players)[:10]}")
    lay = layout(board)
    rng = random.Random(f"bugspiel/{seed}/setup")
    deck, low = build_deck(rng, lay.tiles, data)
    terrains = allot_terrain(rng, deck, lay.tiles, data)
    bonus = build_bonus_deck(rng, deck, data)
    market = [take_cheap(rng, deck, low, data) for _ in data.prices]
    bonus_market, bonus = bonus[:len(data.prices)], bonus[len(data.prices):]
    bug_hands, bonus_hands = [], []
    for _seat in range(players):
        bonus_hands.append((bonus.pop(0),) if bonus else ())
        bug_hands.append((take_cheap(rng, deck, low, data),) if deck else ())
    return BugspielState(
        seed=seed, board=board, players=players, terrains=tuple(terrains), axes=("ns",) * lay.tiles,
        slots=(None,) * (lay.tiles * SLOTS_PER_TILE), bug_market=tuple(market), bonus_market=tuple(bonus_market),
        bug_deck=tuple(deck), bonus_deck=tuple(bonus), bug_discards=(), bonus_discards=(),
        bug_hands=tuple(bug_hands), bonus_hands=tuple(bonus_hands), scores=(data.start_score,) * players)


__all__ = ["new_game", "build_deck", "allot_terrain", "build_bonus_deck"]
