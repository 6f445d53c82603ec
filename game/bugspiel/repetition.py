"""A position a seat has faced before (Bugspiel's seat memory).

Nothing in the rules ends a game of flying moves: two players who each turn a tile back to their
own axis with a move inside it can do so for ever (BUGSPIEL.md section 4 ends a game only by
passes, an empty market slot 0 or a score of 100). The engine stays the rules'; a seat only
remembers, as a player at a real table would, that it has stood at this very position before.
`game.bugspiel.definition` keeps that memory (`note` after every action, rebuilt from the record
on undo and load) and the view carries it as `SeatView.repeats`; the AI does not move a bug at a
position it has faced before, so the game goes on by a purchase, a play, a bonus or a pass."""
from __future__ import annotations

from collections import Counter
from typing import Any, MutableMapping

from game.bugspiel.state import BugspielState


def position_key(s: BugspielState) -> tuple:
    """What makes two positions the same to a player: the board (bugs and axes), both markets,
    every hand, the scores and the decks' sizes. Passes in a row are left out, so a pass does
    not make a repeated position new."""
    return (s.slots, s.axes, s.bug_market, s.bonus_market, s.bug_hands, s.bonus_hands, s.scores,
            len(s.bug_deck), len(s.bonus_deck))


def note(memory: MutableMapping[int, Any], after: BugspielState) -> None:
    """The seat to act in `after` faces its position once more (nothing once the game is over)."""
    if after.game_over:
        return
    faced = memory.setdefault(after.turn, Counter())
    faced[position_key(after)] += 1


def repeats(memory: MutableMapping[int, Any] | None, s: BugspielState, seat: int) -> int:
    """How many times `seat` faced `s` at its turn before now (0 when it is not its turn)."""
    if not memory or seat != s.turn or s.game_over:
        return 0
    return max(0, memory.get(seat, Counter())[position_key(s)] - 1)


__all__ = ["note", "position_key", "repeats"]
