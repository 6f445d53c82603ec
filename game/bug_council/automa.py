"""The Termitenator's brain, read from `config/termitenator.yaml`.

The decision tree, its selectors, the council choice and the trigger table are data; this
module only interprets them, so a corrected tree needs no code change. Every decision
comes with its reason: `decide` says it in short for the command line and the scenario files
("follows, Winning, can win: cheapest winning card: 5A"); `explain` says it for a player, naming
the card it plays and, when it keeps one for Allegiance, the card it keeps ("follows while
Winning and can take the trick: the 5 of Ants, the cheapest of its cards that win it").
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple, Sequence

import yaml

from game.bug_council.actions import Action
from game.bug_council.cards import Card, card_str, card_title
from game.resources import config_path
from game.bug_council.view import SeatView


@dataclass(frozen=True)
class AutomaData:
    raw: dict[str, Any]
    slot_rows: tuple[int, ...]                     # row number of each pyramid slot
    covered_by: tuple[tuple[int, ...], ...]        # slots whose card covers this slot

    @property
    def tree(self) -> list[dict]:
        return self.raw["decision_tree"]


def automa_data_from(raw: dict[str, Any]) -> AutomaData:
    """Checks and indexes a parsed termitenator.yaml; ValueError names what is wrong."""
    if not isinstance(raw, dict) or raw.get("version") != 1:
        raise ValueError("termitenator.yaml: expected a mapping with version: 1")
    pyr = raw["pyramid"]
    rows: list[int] = []
    for number, size in zip(pyr["rows"], pyr["row_sizes"]):
        rows.extend([int(number)] * int(size))
    n = len(rows)
    covered_by: list[list[int]] = [[] for _ in range(n)]
    for top, under in pyr["covers"].items():
        for u in under:
            covered_by[int(u)].append(int(top))
    for row in raw["decision_tree"]:
        if row["select"] not in raw["selectors"]:
            raise ValueError(f"termitenator.yaml: unknown selector {row['select']!r}")
    for row in [*raw["decision_tree"], raw["only_card"]]:
        if not all(isinstance(row.get(k), str) for k in ("says", "explains")):
            raise ValueError(f"termitenator.yaml: a decision needs says and explains: {row!r}")
    return AutomaData(raw, tuple(rows), tuple(tuple(c) for c in covered_by))


@lru_cache(maxsize=None)
def automa_data() -> AutomaData:
    with open(config_path("termitenator.yaml"), encoding="utf-8") as fh:
        return automa_data_from(yaml.safe_load(fh))


def trigger_row_for(diff: int, data: AutomaData | None = None) -> int | None:
    """Trigger Point row from the score difference (Termitenator - player)."""
    data = data or automa_data()
    for row in data.raw["trigger_table"]:
        if row.get("min", -10**9) <= diff <= row.get("max", 10**9):
            return row["row"]
    return data.raw["trigger_first_age"]


def select(cards: Sequence[Card], selector: str, council: Sequence[int],
           slot_of: dict[Card, int], data: AutomaData) -> Card:
    """The card a selector picks, with its printed tiebreaks; then the leftmost of the lowest row."""
    keys = data.raw["selectors"][selector]["keys"]

    def key(c: Card) -> tuple:
        out = []
        for attr, how in keys:
            v = council[c >> 4] if attr == "cubes" else (c & 15) if attr == "value" \
                else data.slot_rows[slot_of[c]]
            out.append(-v if how == "max" else v)
        return (*out, data.slot_rows[slot_of[c]], slot_of[c])
    return min(cards, key=key)


class Decision(NamedTuple):
    """What the decision tree chose and why, as data."""
    action: Action
    row: dict[str, Any] | None    # the tree row that chose (config), None: only one playable card
    kept: Card | None             # a keep row: the card kept for Allegiance (not the one played)


def decide(view: SeatView, data: AutomaData | None = None) -> tuple[Action, str]:
    """The Termitenator's card for this trick and the tree row that chose it, in short words
    ("leads, Winning: strongest suit: 6F")."""
    data = data or automa_data()
    d = decision(view, data)
    says = d.row["says"] if d.row is not None else data.raw["only_card"]["says"]
    return d.action, f"{says}: {card_str(d.action.arg)}"


def explain(view: SeatView, data: AutomaData | None = None, *, shown: bool = False) -> str:
    """The Termitenator's reason for its card in a player's words (config `explains`): the card
    it plays and, on the last trick, the card it keeps for Allegiance, by name. `shown`: in the
    current language, for a screen (the sentence is the catalogue's message); else the English
    the presented event carries."""
    data = data or automa_data()
    d = decision(view, data)
    words = d.row["explains"] if d.row is not None else data.raw["only_card"]["explains"]
    if shown:
        from game.bug_council.words import the_card
        from game.i18n import _
        return _(words).format(card=the_card(d.action.arg), kept=the_card(d.kept) if d.kept is not None else "")
    kept = f"the {card_title(d.kept)}" if d.kept is not None else ""
    return words.format(card=f"the {card_title(d.action.arg)}", kept=kept)


def decision(view: SeatView, data: AutomaData | None = None) -> Decision:
    """The Termitenator's card for this trick, the tree row that chose it and the card it keeps."""
    from game.bug_council.engine import trick_winner
    data = data or automa_data()
    legal = list(view.legal)
    pyramid = view.public["pyramid"]
    slot_of = {c: i for i, c in enumerate(pyramid) if c is not None}
    cards = [a.arg for a in legal]
    ideology = view.public["ideology"]
    remaining = view.public["pyramid_left"]
    if view.plays:
        wins = [c for c in cards
                if trick_winner(view.plays + ((view.seat, c),), view.council)[0] == len(view.plays)]
    else:
        wins = []
    loses = [c for c in cards if c not in wins]
    situation = {"final_trick": remaining == 2, "position": "follow" if view.plays else "lead",
                 "ideology": ideology, "can_win": bool(wins), "can_lose": bool(loses)}
    if len(cards) == 1:
        return Decision(legal[0], None, None)
    for row in data.tree:
        if all(situation.get(k) == v for k, v in row["when"].items()):
            pool = {"winning": wins, "losing": loses}.get(row.get("among", "all"), cards) or cards
            kept = None
            if row.get("keep"):
                others = {c: next(o for o in slot_of if o != c) for c in pool}
                kept = select(list(others.values()), row["select"], view.council, slot_of, data)
                card = next(c for c, o in others.items() if o == kept)
            else:
                card = select(pool, row["select"], view.council, slot_of, data)
            chosen = next(a for a in legal if a.arg == card)
            return Decision(chosen, row, kept)
    raise ValueError("termitenator.yaml: no decision tree row matches " + repr(situation))


class TermitenatorController:
    """The automa as a seat controller: deterministic, it ignores the RNG."""

    name = "termitenator"

    def __init__(self, data: AutomaData | None = None):
        self.data = data
        self.last_reason = ""

    def choose(self, view: SeatView, rng: random.Random | None = None) -> Action:
        action, self.last_reason = decide(view, self.data)
        return action
