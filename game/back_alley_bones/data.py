"""The game's data, from config/back_alley_bones.yaml, checked when it is read: the printed
numbers and the reconstructed decks and rosters (BACK_ALLEY_BONES.md §10). A bad file raises
ValueError naming the key, before any game starts."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, Mapping

import yaml

from game.back_alley_bones.cards import CHARACTERS, GAMBLE, parse_grub
from game.resources import config_path

FILE = "back_alley_bones.yaml"


@dataclass(frozen=True)
class GameData:
    hand_size: int
    points_per_round: int
    point_deck: tuple[int, ...]
    side_bets: tuple[int, ...]
    four_ten: tuple[int, ...]
    gamble_deck: Mapping[str, int]          # card -> copies
    grub_deck: Mapping[str, int]
    factions: tuple[str, ...]
    full_crew_factions: tuple[str, ...]
    demo_roster: tuple[str, ...]
    full_crew_roster: tuple[str, ...]
    crapped_out_keeps_ability: bool
    reconstructed: tuple[str, ...]

    def gamble_cards(self) -> list[str]:
        """Every Gamble card, copies included, in notation order."""
        return [c for c in GAMBLE for _ in range(self.gamble_deck.get(c, 0))]

    def grub_cards(self) -> list[str]:
        return [c for c, n in self.grub_deck.items() for _ in range(n)]

    def points(self, four_ten: bool) -> tuple[int, ...]:
        return tuple(sorted(self.point_deck + (self.four_ten if four_ten else ())))

    def bets(self, four_ten: bool) -> tuple[int, ...]:
        return tuple(sorted(self.side_bets + (self.four_ten if four_ten else ())))


def _count(value: Any, key: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{FILE}: {key}: expected a whole number >= 0, got {str(value)[:20]!r}")
    return value


def _numbers(value: Any, key: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise ValueError(f"{FILE}: {key}: expected a list of numbers")
    out = tuple(_count(v, key) for v in value)
    if len(set(out)) != len(out) or not all(2 <= v <= 12 for v in out):
        raise ValueError(f"{FILE}: {key}: numbers 2..12, each once")
    return out


def _names(value: Any, key: str, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value) \
            or len(set(value)) != len(value):
        raise ValueError(f"{FILE}: {key}: expected a list of distinct names")
    if allowed is not None and set(value) - set(allowed):
        raise ValueError(f"{FILE}: {key}: unknown {sorted(set(value) - set(allowed))[0]!r}")
    return tuple(value)


def check(raw: Any) -> GameData:
    """The data of a parsed file; ValueError naming the first bad key."""
    if not isinstance(raw, dict) or raw.get("version") != 1:
        raise ValueError(f"{FILE}: expected a mapping with version: 1")
    gamble = raw.get("gamble_deck")
    if not isinstance(gamble, dict) or set(gamble) - set(GAMBLE):
        raise ValueError(f"{FILE}: gamble_deck: expected counts of {' '.join(GAMBLE)}")
    gamble = {c: _count(n, f"gamble_deck.{c}") for c, n in gamble.items()}
    grub = raw.get("grub_deck")
    if not isinstance(grub, dict) or not grub:
        raise ValueError(f"{FILE}: grub_deck: expected counts of Grub cards")
    try:
        grub = {parse_grub(c): _count(n, f"grub_deck.{c}") for c, n in grub.items()}
    except ValueError as exc:
        raise ValueError(f"{FILE}: grub_deck: {exc}") from None
    hand = _count(raw.get("hand_size"), "hand_size")
    per_round = _count(raw.get("points_per_round"), "points_per_round")
    points = _numbers(raw.get("point_deck"), "point_deck")
    four_ten = _numbers(raw.get("four_ten"), "four_ten")
    if hand < 1 or per_round < 1 or per_round > len(points) or set(points) & set(four_ten):
        raise ValueError(f"{FILE}: hand_size, points_per_round, point_deck, four_ten do not fit together")
    if sum(grub.values()) < 1 or sum(gamble.values()) < 2 * hand:
        raise ValueError(f"{FILE}: the decks are too small for a game")
    keeps = raw.get("crapped_out_keeps_ability")
    if not isinstance(keeps, bool):
        raise ValueError(f"{FILE}: crapped_out_keeps_ability: expected true or false")
    demo = _names(raw.get("demo_roster"), "demo_roster", CHARACTERS)
    full = _names(raw.get("full_crew_roster"), "full_crew_roster", CHARACTERS)
    if len(demo) != 3 or len(full) < 3:
        raise ValueError(f"{FILE}: demo_roster holds 3 characters, full_crew_roster at least 3")
    factions = _names(raw.get("factions"), "factions")
    more = _names(raw.get("full_crew_factions"), "full_crew_factions")
    if len(factions) < 2 or set(factions) & set(more):
        raise ValueError(f"{FILE}: factions: at least two, none also in full_crew_factions")
    return GameData(hand_size=hand, points_per_round=per_round, point_deck=points,
                    side_bets=_numbers(raw.get("side_bets"), "side_bets"), four_ten=four_ten,
                    gamble_deck=gamble, grub_deck=grub, factions=factions, full_crew_factions=more,
                    demo_roster=demo, full_crew_roster=full, crapped_out_keeps_ability=keeps,
                    reconstructed=_names(raw.get("reconstructed"), "reconstructed"))


@cache
def game_data() -> GameData:
    """The checked data of config/back_alley_bones.yaml (read once)."""
    with open(config_path(FILE), encoding="utf-8") as fh:
        return check(yaml.safe_load(fh))
