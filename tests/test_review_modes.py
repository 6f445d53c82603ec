"""The post-game review (game.bug_council.review) of the Emissary game and of a solo game: a
deliberate blunder (an Emissary card; a council visit) is a turning point with the right
alternative, every reviewed decision is the person's real choice, and the review round-trips as
data and fits its record. (The 3-5 player table: tests/test_review.py.)"""
from __future__ import annotations

import pytest

from game.bug_council.review import Review
from tests.bug_council_mode_games import GROUP, MODES, blunder_game, reviewed
from tests.net_games import quick_first

pytestmark = pytest.mark.xdist_group(GROUP)


@pytest.mark.parametrize("mode", quick_first(sorted(MODES)))      # a reviewed game each: the first in `make check`
def test_the_blunder_is_a_turning_point_with_the_coachs_alternative(mode):
    rec, index, played, best = blunder_game(mode)
    r = reviewed(mode)
    points = {m.index: m for m in r.turning_points()}
    assert index in points
    m = points[index]
    assert m.played == played == rec.actions[index] and m.best == best != played
    assert m.kind == MODES[mode].kind and m.seat == 0 and m.loss >= 1.5 and m.reasons
    assert all(m.seat == 0 and m.options > 1 for m in r.moments)
    assert {m.kind for m in r.moments} >= {"play", MODES[mode].kind}
    assert Review.from_data(r.to_data()) == r and r.fits(rec)
