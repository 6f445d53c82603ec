"""The invariants every Party Bugs position keeps (PARTY_BUGS.md §3-5), checked along a seeded
game of random legal choices: used by the property tests and by
`bench/party_bugs_invariants.py` (1,000 games per player count and variant)."""
from __future__ import annotations

import random

from game.party_bugs.cards import value_of
from game.party_bugs.state import FINAL, GAME_OVER, HIDE, PLAY, SERIES, PartyState, cards_in_play, new_game


class InvariantBroken(AssertionError):
    pass


def check_position(s: PartyState) -> None:
    """13 cards of every set in play, each in one place; no value twice in a display (the
    face-down card included); hands never above the setup size; someone to act until the end."""
    cs = cards_in_play(s)
    if len(cs) != 13 * s.sets or len(set(cs)) != len(cs):
        raise InvariantBroken(f"cards not conserved: {len(cs)} seen, {len(set(cs))} distinct")
    for seat, d in enumerate(s.displays):
        vals = [value_of(c) for c in d]
        if seat < s.players and s.face_down[seat] is not None:
            vals.append(value_of(s.face_down[seat]))
        if len(vals) != len(set(vals)):
            raise InvariantBroken(f"seat {seat} keeps a pair: {sorted(vals)}")
    if any(len(h) > 4 for h in s.hands):
        raise InvariantBroken("a hand above four cards")
    if (s.to_act() is None) != (s.phase == GAME_OVER):
        raise InvariantBroken(f"to_act {s.to_act()} in phase {s.phase}")
    if s.phase in (HIDE, PLAY) and not s.legal_actions():
        raise InvariantBroken("no legal choice")


def check_game(players: int, variants, seed: int) -> PartyState:
    """Plays one seeded game of random choices, checking every position; returns the last."""
    rng = random.Random(seed)
    s, _ = new_game(players, seed, variants)
    games = {s.game}
    while not s.game_over:
        check_position(s)
        legal = s.legal_actions()
        s, _ = s.apply_action(legal[rng.randrange(len(legal))])
        games.add(s.game)
        if s.phase == FINAL and s.round != s.final_round:
            raise InvariantBroken(f"final round numbered {s.round}")
    check_position(s)
    if not s.winners or len(games) != s.games or (SERIES in s.variants) != bool(s.totals):
        raise InvariantBroken(f"the end: winners {s.winners}, games {sorted(games)}")
    return s
