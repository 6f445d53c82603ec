"""The live trick status (game.bug_council.trick_status) against the engine's own resolution.

Over many seeded random games in every mode: after each card the status names the winner the
rulebook's key names for the cards so far (checked here by a separate brute force), and when
the trick completes it agrees with the engine's TrickWon event (winner, strongest suit, cubes,
visitor)."""
from __future__ import annotations

import random

import pytest

from game.bug_council.automa import TermitenatorController
from game.bug_council.cards import parse_card
from game.bug_council.state import TRICK, new_game
from game.bug_council.trick_status import (HIGHEST, LOWEST, NOBODY, NOBODY_YET, ONLY_CARD, STRONGEST, TIE_HIGHER,
                                           TIE_LATER, trick_status)
from game.bug_council.view import seat_view


def rulebook_winner(plays, council) -> int:
    """The rulebook in plain words: all on suit -> highest value; else the strongest played
    suit's highest card, tied suits -> higher value, same value -> the later card."""
    lead = plays[0][1] >> 4
    if all(c >> 4 == lead for _s, c in plays):
        return max(range(len(plays)), key=lambda i: plays[i][1] & 15)
    top = max(council[c >> 4] for _s, c in plays)
    best = max((plays[i][1] & 15, i) for i in range(len(plays)) if council[plays[i][1] >> 4] == top)
    return best[1]


def rulebook_visitor(plays):
    lead = plays[0][1] >> 4
    on = [(c & 15, s) for s, c in plays if c >> 4 == lead]
    return min(on)[1] if len(on) > 1 else None


def check_game(mode: str, players: int, seed: int, **options) -> int:
    rng = random.Random(seed)
    s = new_game(players, seed, mode, **options)
    automa = TermitenatorController()
    checked = 0
    while not s.game_over:
        if mode == "solo" and s.to_act() == (1, "play"):
            a = automa.choose(seat_view(s, 1))
        else:
            legal = s.legal_actions()
            a = legal[rng.randrange(len(legal))]
        before = s
        s, events = s.apply_action(a)
        if before.phase != TRICK:
            continue
        plays = before.plays + ((before.order[len(before.plays)], a.arg),)
        st = trick_status(plays, before.council, len(before.order))
        assert plays[rulebook_winner(plays, before.council)] == (st.winner, st.card)
        assert st.visitor == rulebook_visitor(plays)
        assert (st.why == ONLY_CARD) == (len(plays) == 1)
        won = [e for e in events if e.kind == "trick_won"]
        assert st.complete == bool(won)
        if won:
            e = won[0]
            assert (st.winner, st.visitor) == (e.seat, e.visitor)
            if e.strongest is None:
                assert st.why == HIGHEST and st.suit is None
            else:
                assert st.why in (STRONGEST, TIE_HIGHER, TIE_LATER)
                assert (st.suit, st.cubes) == (e.strongest, e.cubes)
            assert st.visit_why == (LOWEST if e.visitor is not None else NOBODY)
            checked += 1
        else:
            assert st.visit_why == (LOWEST if st.visitor is not None else NOBODY_YET)
            # What the seats see is the same status.
            if s.phase == TRICK:
                assert seat_view(s, 0).trick_status == trick_status(s.plays, s.council, len(s.order))
    return checked


@pytest.mark.parametrize("mode,players,options", [
    ("table", 3, {}), ("table", 4, {}), ("table", 5, {}), ("emissary", 2, {}),
    ("solo", 1, {"personality": "thief"}), ("solo", 1, {"personality": "trickster"}),
])
def test_status_matches_the_engine_over_seeded_games(mode, players, options):
    tricks = sum(check_game(mode, players, seed, **options) for seed in range(12))
    assert tricks == 12 * 30


def test_tie_cases_and_visitor_words():
    council = (3, 3, 1, 0, 2)          # Bees and Mosquitoes tied at 3
    p = lambda *cs: tuple((i, parse_card(c)) for i, c in enumerate(cs))  # noqa: E731
    st = trick_status(p("5A", "7B", "9M"), council, 3)
    assert (st.winner, st.why, st.tied) == (2, TIE_HIGHER, (0, 1)) and st.visitor is None
    assert st.visit_why == NOBODY
    st = trick_status(p("5A", "7B", "7M"), council, 3)
    assert (st.winner, st.why) == (2, TIE_LATER)
    st = trick_status(p("5A", "7A", "2B"), council, 4)
    assert (st.winner, st.why, st.suit, st.cubes) == (2, STRONGEST, 0, 3)
    assert (st.visitor, st.visit_why, st.complete) == (0, LOWEST, False)
    st = trick_status(p("5A", "2B"), council, 4)
    assert (st.visitor, st.visit_why) == (None, NOBODY_YET)
    st = trick_status(p("5A", "9A", "7A"), council, 3)
    assert (st.winner, st.why, st.visitor) == (1, HIGHEST, 0)
    assert trick_status((), council) is None
