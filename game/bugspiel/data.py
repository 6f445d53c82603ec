"""Bugspiel's data, checked when it is read: the numbers of config/bugspiel.yaml (BUGSPIEL.md's
[data] entries) and the species fact tables config/bugspiel/species.tsv and categories.tsv
(bundled verbatim from shared/data/bugspiel/). A bad file raises ValueError naming the file, the
row or key and what is wrong, before any game starts."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any, Mapping, NamedTuple

import yaml

from game.resources import config_path

FILE = "bugspiel.yaml"
SPECIES_FILE = "bugspiel/species.tsv"
CATEGORIES_FILE = "bugspiel/categories.tsv"

HABITATS = ("Aquatic", "Soil", "Grassland", "Forest")
TERRAINS = tuple(h.lower() for h in HABITATS)          # a tile's terrain is a habitat in lower case
DIETS = ("herbivore", "fungivore", "carnivore", "omnivore", "detritivore", "scavenger", "negavore", "parasite")
PREDATOR_DIETS = frozenset({"carnivore", "omnivore"})
PREY_DIETS = frozenset({"herbivore", "fungivore", "detritivore", "scavenger", "negavore"})
WILDCARD_CATEGORY = "Animalia"
SPECIES_COLUMNS = ("id", "scientific_name", "category", "habitats", "diet", "flying", "wildcard", "points")
CATEGORY_COLUMNS = ("category", "common_name", "size", "base_points", "cards", "wildcard")
# The AI's weights and budgets (game/bugspiel/ai.py reads them; checked here with the rest).
AI_NUMBERS = ("hand_bug_share", "hand_bonus_share", "hand_turn", "pass_cost", "others_weight", "decisive",
              "rotate_candidates")
AI_HARD_COUNTS = ("candidates", "deals", "depth", "time_cap_ms")


class Species(NamedTuple):
    """One bug card: a row of species.tsv, its category's common name beside it."""

    id: int
    name: str                       # scientific name
    category: str
    common_name: str                # the category's, as categories.tsv writes it
    habitats: tuple[str, ...]       # terrains it can live on (lower case)
    diet: str
    flying: bool
    wildcard: bool
    points: int

    @property
    def predator(self) -> bool:
        return self.diet in PREDATOR_DIETS

    @property
    def prey(self) -> bool:
        return self.diet in PREY_DIETS


class Category(NamedTuple):
    name: str
    common_name: str
    size: int
    base_points: int
    cards: int
    wildcard: bool


class Board(NamedTuple):
    name: str
    tiles: tuple[tuple[str, int, int], ...]     # (label, q, r) in label order
    winning_score: int


@dataclass(frozen=True)
class GameData:
    prices: tuple[int, ...]
    bug_limit: int
    bonus_limit: int
    start_score: int
    players: tuple[int, ...]
    boards: Mapping[str, Board]
    deck: Mapping[str, float]
    bonus_deck: Mapping[str, float]
    category_factor: int
    trait_points: Mapping[str, int]
    species: Mapping[int, Species]
    categories: Mapping[str, Category]
    ai: Mapping[str, Any]

    @property
    def market_size(self) -> int:
        return len(self.prices)


def points_of(size: int, wildcard: bool, predator: bool, flying: bool, formula: Mapping[str, float]) -> int:
    """BUGSPIEL.md section 1: max(1, floor(118 / size + 0.5 + w + p + f))."""
    value = formula["numerator"] / size + 0.5
    value += formula["wildcard"] if wildcard else 0
    value += formula["predator"] if predator else 0
    value += formula["flying"] if flying else 0
    return max(1, math.floor(value))


def _rows(text: str, columns: tuple[str, ...], name: str) -> list[dict[str, str]]:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or tuple(lines[0].split("\t")) != columns:
        raise ValueError(f"{name}: expected the header {' '.join(columns)}")
    out = []
    for i, line in enumerate(lines[1:], start=2):
        cells = line.split("\t")
        if len(cells) != len(columns):
            raise ValueError(f"{name}: line {i}: expected {len(columns)} tab-separated columns")
        out.append(dict(zip(columns, cells)))
    return out


def _yes(value: str, where: str) -> bool:
    if value not in ("yes", "no"):
        raise ValueError(f"{where}: expected yes or no, got {value[:20]!r}")
    return value == "yes"


def _whole(value: str, where: str, lo: int = 0) -> int:
    if not value.isdigit() or int(value) < lo:
        raise ValueError(f"{where}: expected a whole number >= {lo}, got {value[:20]!r}")
    return int(value)


def check_categories(text: str) -> dict[str, Category]:
    out: dict[str, Category] = {}
    for i, row in enumerate(_rows(text, CATEGORY_COLUMNS, CATEGORIES_FILE), start=2):
        where = f"{CATEGORIES_FILE}: line {i}"
        name = row["category"]
        if not name or name in out:
            raise ValueError(f"{where}: category {name[:40]!r} empty or twice")
        wild = _yes(row["wildcard"], f"{where}: wildcard")
        if wild != (name == WILDCARD_CATEGORY):
            raise ValueError(f"{where}: wildcard is yes exactly for {WILDCARD_CATEGORY}")
        out[name] = Category(name, row["common_name"], _whole(row["size"], f"{where}: size", 1),
                             _whole(row["base_points"], f"{where}: base_points", 1),
                             _whole(row["cards"], f"{where}: cards"), wild)
    if WILDCARD_CATEGORY not in out:
        raise ValueError(f"{CATEGORIES_FILE}: no {WILDCARD_CATEGORY} row (the wildcards)")
    return out


def check_species(text: str, categories: Mapping[str, Category], formula: Mapping[str, float]) -> dict[int, Species]:
    out: dict[int, Species] = {}
    counts: dict[str, int] = {}
    last_name = ""
    for i, row in enumerate(_rows(text, SPECIES_COLUMNS, SPECIES_FILE), start=2):
        where = f"{SPECIES_FILE}: line {i}"
        sid = _whole(row["id"], f"{where}: id", 1)
        if sid != len(out) + 1:
            raise ValueError(f"{where}: id {sid}: ids run 1, 2, 3, ... in order")
        name = row["scientific_name"]
        if not name or name <= last_name:
            raise ValueError(f"{where}: scientific_name {name[:40]!r}: names are in ASCII order, each once")
        last_name = name
        cat = categories.get(row["category"])
        if cat is None:
            raise ValueError(f"{where}: category {row['category'][:40]!r} is not in {CATEGORIES_FILE}")
        habitats = row["habitats"].split(",")
        if not habitats or any(h not in HABITATS for h in habitats) or len(set(habitats)) != len(habitats):
            raise ValueError(f"{where}: habitats: a comma list of {', '.join(HABITATS)}")
        if row["diet"] not in DIETS:
            raise ValueError(f"{where}: diet {row['diet'][:20]!r}: expected one of {', '.join(DIETS)}")
        flying = _yes(row["flying"], f"{where}: flying")
        wild = _yes(row["wildcard"], f"{where}: wildcard")
        if wild != cat.wildcard:
            raise ValueError(f"{where}: wildcard is yes exactly for {WILDCARD_CATEGORY}")
        points = _whole(row["points"], f"{where}: points", 1)
        expected = points_of(cat.size, wild, row["diet"] in PREDATOR_DIETS, flying, formula)
        if points != expected:
            raise ValueError(f"{where}: points {points}: the formula gives {expected}")
        common = cat.common_name[:1].upper() + cat.common_name[1:]
        out[sid] = Species(sid, name, cat.name, common, tuple(h.lower() for h in habitats), row["diet"],
                           flying, wild, points)
        counts[cat.name] = counts.get(cat.name, 0) + 1
    for cat in categories.values():
        if counts.get(cat.name, 0) != cat.cards:
            raise ValueError(f"{CATEGORIES_FILE}: {cat.name}: cards {cat.cards}, but {SPECIES_FILE} has "
                             f"{counts.get(cat.name, 0)}")
    return out


def _number(raw: Any, key: str, lo: float = 0.0, whole: bool = False) -> Any:
    ok = isinstance(raw, int) if whole else isinstance(raw, (int, float))
    if not ok or isinstance(raw, bool) or raw < lo:
        raise ValueError(f"{FILE}: {key}: expected a {'whole ' if whole else ''}number >= {lo:g}")
    return raw


def _mapping(raw: Any, key: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(raw, dict) or set(raw) != set(keys):
        raise ValueError(f"{FILE}: {key}: expected exactly the keys {', '.join(keys)}")
    return raw


def _boards(raw: Any) -> dict[str, Board]:
    if not isinstance(raw, dict) or not raw:
        raise ValueError(f"{FILE}: boards: expected a mapping of board names")
    out = {}
    for name, b in raw.items():
        b = _mapping(b, f"boards.{name}", ("winning_score", "tiles"))
        tiles = b["tiles"]
        if not isinstance(tiles, dict) or not tiles:
            raise ValueError(f"{FILE}: boards.{name}.tiles: expected label: [q, r]")
        cells = []
        for label, qr in tiles.items():
            if (not isinstance(label, str) or not isinstance(qr, list) or len(qr) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in qr)):
                raise ValueError(f"{FILE}: boards.{name}.tiles.{label}: expected [q, r]")
            cells.append((label, qr[0], qr[1]))
        if len({(q, r) for _l, q, r in cells}) != len(cells):
            raise ValueError(f"{FILE}: boards.{name}.tiles: two tiles at one place")
        out[str(name)] = Board(str(name), tuple(sorted(cells)),
                               _number(b["winning_score"], f"boards.{name}.winning_score", 1, True))
    return out


def check(raw: Any, species_text: str, categories_text: str) -> GameData:
    """The data of a parsed config/bugspiel.yaml and the two tables' text; ValueError naming the
    first bad key or row."""
    if not isinstance(raw, dict) or raw.get("version") != 1:
        raise ValueError(f"{FILE}: expected a mapping with version: 1")
    prices = raw.get("prices")
    if not isinstance(prices, list) or not prices or any(
            not isinstance(p, int) or isinstance(p, bool) or p < 0 for p in prices):
        raise ValueError(f"{FILE}: prices: expected a list of whole numbers >= 0")
    limits = _mapping(raw.get("hand_limits"), "hand_limits", ("bugs", "bonuses"))
    players = raw.get("players")
    if not isinstance(players, list) or not players or any(
            not isinstance(p, int) or isinstance(p, bool) or p < 2 for p in players):
        raise ValueError(f"{FILE}: players: expected a list of player counts >= 2")
    deck = _mapping(raw.get("deck"), "deck",
                    ("cards_per_slot", "slots_per_tile", "min_categories", "wildcard_share", "predator_cap"))
    for k, v in deck.items():
        _number(v, f"deck.{k}")
    bonus = _mapping(raw.get("bonus_deck"), "bonus_deck", ("per_bug_card", "category_chance", "flying_chance"))
    for k, v in bonus.items():
        _number(v, f"bonus_deck.{k}")
    scoring = _mapping(raw.get("scoring"), "scoring", ("category_factor", "trait_points"))
    from game.bugspiel.cards import TRAITS
    traits = _mapping(scoring["trait_points"], "scoring.trait_points", TRAITS)
    formula = _mapping(raw.get("points_formula"), "points_formula", ("numerator", "wildcard", "predator", "flying"))
    for k, v in formula.items():
        if not isinstance(v, (int, float)) or isinstance(v, bool):
            raise ValueError(f"{FILE}: points_formula.{k}: expected a number")
    ai = raw.get("ai")
    if not isinstance(ai, dict) or not isinstance(ai.get("hard"), dict):
        raise ValueError(f"{FILE}: ai: expected a mapping with hard")
    for k in AI_NUMBERS:
        _number(ai.get(k), f"ai.{k}")
    for k in AI_HARD_COUNTS:
        _number(ai["hard"].get(k), f"ai.hard.{k}", 1, True)
    categories = check_categories(categories_text)
    return GameData(
        prices=tuple(prices), bug_limit=_number(limits["bugs"], "hand_limits.bugs", 1, True),
        bonus_limit=_number(limits["bonuses"], "hand_limits.bonuses", 1, True),
        start_score=_number(raw.get("start_score"), "start_score", -10**6, True), players=tuple(players),
        boards=_boards(raw.get("boards")), deck=deck, bonus_deck=bonus,
        category_factor=_number(scoring["category_factor"], "scoring.category_factor", 0, True),
        trait_points={k: _number(v, f"scoring.trait_points.{k}", 0, True) for k, v in traits.items()},
        species=check_species(species_text, categories, formula), categories=categories, ai=ai)


@cache
def game_data() -> GameData:
    """The checked data of config/bugspiel.yaml and the species tables (read once)."""
    with open(config_path(FILE), encoding="utf-8") as fh:
        raw = yaml.safe_load(fh)
    species = config_path(SPECIES_FILE).read_text(encoding="utf-8")
    categories = config_path(CATEGORIES_FILE).read_text(encoding="utf-8")
    return check(raw, species, categories)


__all__ = ["GameData", "Species", "Category", "Board", "game_data", "check", "points_of", "TERRAINS", "HABITATS",
           "DIETS", "PREDATOR_DIETS", "PREY_DIETS", "WILDCARD_CATEGORY"]
