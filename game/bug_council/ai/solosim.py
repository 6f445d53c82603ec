"""A lean plain-list simulator of the rest of a solo Age against the Termitenator.

It re-implements, for search playouts only, what the engine does in solo mode between the
player's decisions: the pyramid flips and the Trigger Point, the decision tree (its card
selectors are `game.bug_council.automa.select` itself, read from config/termitenator.yaml), the
Termitenator's council choice, the personalities' triggers, and the Age's scoring.
tests/test_ai_solosim.py proves it equal to the engine over many random positions.
"""
from __future__ import annotations

from typing import Callable

from game.bug_council.ai.fastsim import RING
from game.bug_council.rules import split_share
from game.bug_council.automa import automa_data, select
from game.bug_council.council import new_recruits
from game.bug_council.poker import best_hand
from game.bug_council.solo import termitenator_space

PLAYER, TERMITENATOR = 0, 1
WINNING, LOSING = "winning", "losing"

SoloPolicy = Callable[["SoloRound", str, list], object]
"""policy(round, kind, options) -> one of options, for the player's play | visit choices."""


class SoloRound:
    """One solo position mid-Age, player to act (a card, or a pending council visit)."""

    __slots__ = ("hand", "pyramid", "face_up", "council", "chambers", "supply", "solo_board",
                 "tricks", "scores", "leftover", "shark", "bonus", "ideology", "trigger_row",
                 "termite", "personality", "plays", "order", "trick", "visit_pending",
                 "player_na", "na_base", "tricks_per_age", "data", "last_winner_cache",
                 "upkeep_follows")     # an Upkeep follows this Age (not the last one)

    def clone(self) -> "SoloRound":
        r = SoloRound.__new__(SoloRound)
        for name in SoloRound.__slots__:
            setattr(r, name, getattr(self, name))
        r.hand = list(self.hand)
        r.pyramid = list(self.pyramid)
        r.face_up = list(self.face_up)
        r.council = list(self.council)
        r.tricks = list(self.tricks)
        r.scores = list(self.scores)
        r.leftover = list(self.leftover)
        r.shark = list(self.shark)
        r.plays = list(self.plays)
        return r


def run(r: SoloRound, policy: SoloPolicy) -> None:
    """Plays the solo Age out in place; the Termitenator plays by its tree, the player by policy."""
    data = r.data
    while True:
        if r.visit_pending:
            r.visit_pending = False
            space = policy(r, "visit", [i for i in range(RING) if r.council[i]])
            _visit(r, space)
            if _next_trick(r, r.last_winner_cache):
                return
            continue
        turn = r.order[len(r.plays)]
        if turn == TERMITENATOR:
            _flip(r, data)
            card = _automa_card(r, data)
            i = r.pyramid.index(card)
            r.pyramid[i] = None
            r.face_up[i] = False
        else:
            cards = r.hand
            if r.plays:
                lead = r.plays[0][1] >> 4
                on = [c for c in cards if c >> 4 == lead]
                if on:
                    cards = on
            card = policy(r, "play", cards)
            r.hand.remove(card)
        r.plays.append((turn, card))
        if len(r.plays) < 2:
            continue
        winner, visitor = _resolve(r)
        if visitor == PLAYER:
            r.visit_pending = True
            r.last_winner_cache = winner
            continue
        if visitor == TERMITENATOR:
            _visit(r, _termitenator_visit(r, data))
        if _next_trick(r, winner):
            return


def _resolve(r: SoloRound) -> tuple[int, int | None]:
    plays = r.plays
    council = r.council
    lead = plays[0][1] >> 4
    best, wpos = -1, 0
    for pos, (_seat, c) in enumerate(plays):
        k = (council[c >> 4] << 8) | ((c & 15) << 4) | pos
        if k > best:
            best, wpos = k, pos
    on = [(c & 15, seat) for seat, c in plays if c >> 4 == lead]
    visitor = min(on)[1] if len(on) > 1 else None
    winner = plays[wpos][0]
    r.tricks[winner] += 1
    r.plays = []
    if winner == TERMITENATOR and r.ideology == LOSING:
        if r.personality == "trickster" and r.solo_board > 0:
            r.tricks[TERMITENATOR] -= 1
            r.solo_board -= 1
            r.supply += 1
        else:
            r.ideology = WINNING
    return winner, visitor


def _next_trick(r: SoloRound, winner: int) -> bool:
    if r.trick >= r.tricks_per_age:
        return True
    r.trick += 1
    r.order = (winner, 1 - winner)
    return False


def _flip(r: SoloRound, data) -> None:
    """The Termitenator's turn begins: flip every uncovered card; the Trigger Point may fire."""
    pyr, up = r.pyramid, r.face_up
    covered_by = data.covered_by
    flips = []
    for i in range(len(pyr)):
        if not up[i] and pyr[i] is not None:
            for t in covered_by[i]:
                if pyr[t] is not None:
                    break
            else:
                flips.append(i)
    if not flips:
        return
    for i in flips:
        up[i] = True
    if (r.trigger_row is not None and r.ideology == WINNING and r.tricks[TERMITENATOR] == 0
            and any(data.slot_rows[i] == r.trigger_row for i in flips)):
        r.ideology = LOSING


def _face_up(r: SoloRound) -> list[tuple[int, int]]:
    return [(i, c) for i, c in enumerate(r.pyramid) if c is not None and r.face_up[i]]


def _automa_card(r: SoloRound, data) -> int:
    """game.bug_council.automa.decide on plain lists: the first decision-tree row that matches."""
    ups = _face_up(r)
    cards = [c for _i, c in ups]
    if r.plays:
        lead = r.plays[0][1] >> 4
        on = [c for c in cards if c >> 4 == lead]
        if on:
            cards = on
    if len(cards) == 1:
        return cards[0]
    slot_of = {c: i for i, c in ups}
    council = r.council
    if r.plays:
        _s, pc = r.plays[0]
        pk = (council[pc >> 4], pc & 15)
        # engine.trick_winner's key: (cubes, value, position); the later card wins ties.
        wins = [c for c in cards if (council[c >> 4], c & 15) >= pk]
    else:
        wins = []
    loses = [c for c in cards if c not in wins]
    row = _tree_row(data, sum(c is not None for c in r.pyramid) == 2,
                    "follow" if r.plays else "lead", r.ideology, bool(wins), bool(loses))
    if row is None:
        raise ValueError("termitenator.yaml: no decision tree row matches this situation")
    pool = {"winning": wins, "losing": loses}.get(row.get("among", "all"), cards) or cards
    if row.get("keep"):
        others = {c: next(o for o in slot_of if o != c) for c in pool}
        kept = select(list(others.values()), row["select"], council, slot_of, data)
        return next(c for c, o in others.items() if o == kept)
    return select(pool, row["select"], council, slot_of, data)


_ROWS: dict[tuple, dict | None] = {}


def _tree_row(data, final_trick: bool, position: str, ideology: str, can_win: bool,
              can_lose: bool) -> dict | None:
    """The first decision-tree row matching a situation (32 situations: cached)."""
    k = (id(data), final_trick, position, ideology, can_win, can_lose)
    if k not in _ROWS:
        situation = {"final_trick": final_trick, "position": position, "ideology": ideology,
                     "can_win": can_win, "can_lose": can_lose}
        _ROWS[k] = next((row for row in data.tree
                         if all(situation.get(a) == b for a, b in row["when"].items())), None)
    return _ROWS[k]


def _termitenator_visit(r: SoloRound, data) -> int:
    """game.bug_council.solo.termitenator_visit on plain lists."""
    return termitenator_space(r.council, r.termite, {c >> 4 for _i, c in _face_up(r)},
                              r.ideology == WINNING, data.raw["termite_space_threshold"])


def _visit(r: SoloRound, space: int) -> None:
    council = r.council
    n = council[space]
    council[space] = 0
    dsts = []
    if n >= RING:
        for k in range(1, RING + 1):
            dsts.append((space + k) % RING)
        r.chambers += n - RING
    else:
        dsts = [(space + k) % RING for k in range(1, n + 1)]
    for d in dsts:
        council[d] += 1
    for d in dsts:
        if d == r.termite:
            _personality(r)


def _personality(r: SoloRound) -> None:
    """A cube just landed on the Termite space (by a council visit)."""
    p = r.personality
    if p == "pacifist2":
        r.scores[TERMITENATOR] += 1
        r.bonus += 1
    elif p == "card_shark":
        k = r.council[r.termite]
        r.shark.extend(r.leftover[:k])
        del r.leftover[:k]
    elif p == "thief":
        ups = _face_up(r)
        if not ups or not r.hand:
            return
        council = r.council
        key = lambda sc: (council[sc[1] >> 4], sc[1] & 15)  # noqa: E731
        ckey = lambda c: (council[c >> 4], c & 15)  # noqa: E731
        if r.ideology == WINNING:
            slot, give = min(ups, key=key)
            take = max(r.hand, key=ckey)
        else:
            slot, give = max(ups, key=key)
            take = min(r.hand, key=ckey)
        r.pyramid[slot] = take
        r.hand.remove(take)
        r.hand.append(give)
        r.hand.sort()
    elif p == "trickster":
        if r.ideology == WINNING:
            if r.tricks[PLAYER] > 0:
                r.tricks[PLAYER] -= 1
                r.tricks[TERMITENATOR] += 1
        else:
            if r.supply > 0:
                r.supply -= 1
            elif r.council[r.termite] > 0:
                r.council[r.termite] -= 1
            else:
                return
            r.solo_board += 1


def age_points(r: SoloRound) -> list[int]:
    """Points scored this Age (the Pacifist 2.0's immediate points are already in r.scores)."""
    council, tricks = r.council, r.tricks
    na = [r.player_na, tricks[TERMITENATOR] == 0]
    successes = sum(1 for s in (0, 1) if na[s] and tricks[s] == 0)
    share = split_share(r.na_base + r.chambers, successes)
    left = [c for c in r.pyramid if c is not None]
    suits = [r.hand[0] >> 4 if r.hand else None, left[0] >> 4 if left else None]
    shark = best_hand(r.shark, r.data.raw["card_shark_chart"])[1] if r.personality == "card_shark" else 0
    out = []
    for s in (0, 1):
        t = tricks[s]
        if na[s] and t == 0:
            pts = share
        elif (not na[s] or s == TERMITENATOR) and suits[s] is not None:
            pts = t + council[suits[s]]
        else:
            pts = t
        out.append(pts + (shark if s == TERMITENATOR else 0))
    if r.personality == "pacifist2" and r.upkeep_follows:
        # The Upkeep's New Recruits on the Termite space score in this Age (DECISIONS §6).
        served = new_recruits(tuple(council), r.supply)[2]
        out[TERMITENATOR] += sum(1 for i in served if i == r.termite)
    return out


def round_from_state_parts(view, hand, pyramid, face_up, leftover, shark) -> SoloRound:
    """A SoloRound from the player's view and the sampled hidden parts."""
    from game.bug_council.actions import NO_ALLEGIANCE
    from game.bug_council.rules import load_rules
    rules = load_rules("solo", 1)
    pub = view.public
    r = SoloRound.__new__(SoloRound)
    r.hand = list(hand)
    r.pyramid, r.face_up = list(pyramid), list(face_up)
    r.council, r.chambers, r.supply, r.solo_board = list(view.council), view.chambers, view.supply, view.solo_board
    r.tricks, r.scores = list(view.tricks), list(view.scores)
    r.leftover, r.shark, r.bonus = list(leftover), list(shark), 0
    r.ideology, r.trigger_row = pub["ideology"], pub["trigger_row"]
    r.termite, r.personality = pub["termite"], pub["personality"]
    r.plays, r.order, r.trick = list(view.plays), view.order, view.trick
    r.visit_pending = view.phase == "visit"
    r.last_winner_cache = view.last_trick[1] if view.last_trick else view.leader
    r.player_na = view.declared[0] == NO_ALLEGIANCE
    r.na_base, r.tricks_per_age = rules.na_base, rules.tricks_per_age
    r.upkeep_follows = view.age < rules.ages
    r.data = automa_data()
    return r
