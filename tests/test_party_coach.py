"""Party Bugs' coach (game.party_bugs.coach over the game-neutral kit game.coach): the final
round's hint picks the one card that wins the game, with that reason; a deliberate blunder is
a turning point of the review with the right alternative; the live status predicts the takes
the `normal` seats then make; hints are deterministic and stop when asked; every reason is
worded."""
from __future__ import annotations

import random
import threading
from functools import lru_cache

import pytest

from game.coach.kit import Reason
from game.party_bugs.ai import make, policy_choice
from game.party_bugs.coach import REASONS, hint, hint_rng, take_status
from game.party_bugs.review import Review, ReviewError, review
from game.party_bugs.state import new_game
from game.party_bugs.view import seat_view
from game.record import GameRecord

pytestmark = pytest.mark.xdist_group("party_coach_game")

# A seeded 3-player game, every seat playing `normal`, whose final round opens on a floor where
# exactly one take wins for the first taker whatever the others then take, and every other take
# loses whatever they take (found by search; the tests work both facts out again with the engine).
PLAYERS, SEED = 3, 272
BUDGET = 300


def play_to_final(blunder: bool = False) -> tuple[GameRecord, object]:
    """The game's record up to its final round (with `blunder`: to its end, the first taker
    then taking `easy`'s card, the cheapest for its display, and every seat `normal` after)."""
    rec = GameRecord("party", PLAYERS, SEED, {}, [], game="party_bugs")
    s, rng, ctl = rec.start(), random.Random(SEED), make("normal")
    while not s.game_over and (blunder or s.phase != "final"):
        seat, _ = s.to_act()
        view = seat_view(s, seat)
        a = ctl.choose(view, rng)
        if blunder and s.phase == "final" and len(s.take_order) == s.players:
            a = policy_choice(view, smart=False)        # the final round's first take
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    return rec, s


@lru_cache(maxsize=1)
def final_position():
    return play_to_final()[1]


def final_taker() -> int:
    return final_position().to_act()[0]


def final_view():
    return seat_view(final_position(), final_taker())


def wins_whatever_follows(s, me: int) -> list[bool]:
    """Whether `me` wins, for every way the rest of the game can go (the engine's own result)."""
    if s.game_over:
        return [me in s.winners]
    seat, _ = s.to_act()
    return [w for a in s.legal_actions(seat) for w in wins_whatever_follows(s.apply_action(a)[0], me)]


def the_winning_take():
    s, me = final_position(), final_taker()
    verdict = {a: wins_whatever_follows(s.apply_action(a)[0], me) for a in s.legal_actions(me)}
    winning = [a for a, v in verdict.items() if all(v)]
    assert len(winning) == 1 and all(not any(v) for a, v in verdict.items() if a != winning[0])
    return winning[0]


def test_the_final_round_hint_picks_the_one_card_that_wins_the_game_and_says_so():
    view, win = final_view(), the_winning_take()
    assert policy_choice(view, smart=False) != win      # not simply the cheapest card
    h = hint(view, hint_rng(SEED, view), BUDGET)
    assert h.best.action == win and h.kind == "take" and h.complete
    assert h.best.reasons[0] == Reason("wins_game", {"pct": 1.0}) and h.best.wins == 1.0
    assert all(o.wins == 0.0 and o.reasons[0] == Reason("wins_game", {"pct": 0.0}) for o in h.options[1:])
    assert len(h.options) == len(view.legal)


@lru_cache(maxsize=1)
def blunder_review():
    rec, end = play_to_final(blunder=True)
    assert end.game_over and final_taker() not in end.winners     # the blunder lost the game
    return rec, review(rec, [final_taker()], BUDGET)


def test_a_deliberate_blunder_is_a_turning_point_with_the_winning_card():
    rec, r = blunder_review()
    index = len(play_to_final()[0].actions)          # the final round's first take
    blunder = rec.actions[index]
    assert blunder == policy_choice(final_view(), smart=False)
    points = {m.index: m for m in r.turning_points()}
    assert index in points
    m = points[index]
    assert m.played == blunder and m.best == the_winning_take() and m.loss >= 1.0
    assert m.reasons[0] == Reason("wins_game", {"pct": 1.0}) and m.round == 13 and m.kind == "take"
    assert all(x.seat == final_taker() and x.options > 1 for x in r.moments)
    assert len(r.series(final_taker())) == len(r.moments)


def test_the_review_round_trips_as_data_and_refuses_malformed_data():
    rec, r = blunder_review()
    assert Review.from_data(r.to_data()) == r and r.fits(rec)
    for change in (lambda d: d.update(kind="bug-council-review"), lambda d: d["moments"][0].update(kind="fly"),
                   lambda d: d["moments"][0]["reasons"].append({"kind": "wins_game", "params": {"pct": 9}}),
                   lambda d: d["moments"][0].update(best={"seat": 1, "take": "5a"})):
        data = r.to_data()
        change(data)
        with pytest.raises(ReviewError):
            Review.from_data(data)


def test_a_hint_is_deterministic_and_a_stop_answers_with_one_deal():
    s = new_game(4, 11)[0]
    view = seat_view(s, 0)
    a, b = hint(view, hint_rng(11, view), 120), hint(view, hint_rng(11, view), 120)
    assert a == b and a.playouts == 120 - 120 % len(view.legal)
    stop = threading.Event()
    stop.set()
    c = hint(view, hint_rng(11, view), 120, stop)
    assert not c.complete and c.playouts == len(view.legal)
    # every option of a first-round play says where in the take order it is likely to put you
    assert all(any(r.kind == "take_place" for r in o.reasons) or any(r.kind == "king_sweep" for r in o.reasons)
               for o in a.options)


def test_the_status_predicts_the_takes_of_normal_seats():
    """Once the plays are revealed, the status lists the take order and, for each taker, the
    floor card the `normal` policy takes: the seats (all `normal`, no face-down cards) then take
    exactly those."""
    checked = 0
    for seed in (1, 2, 3):
        s, ctl, rng = new_game(4, seed)[0], make("normal"), random.Random(seed)
        while not s.game_over:
            seat, _ = s.to_act()
            view = seat_view(s, seat)
            if s.phase in ("take", "final") and len(s.take_order) == s.players:
                st = take_status(view)
                assert st is not None and st.order == tuple(s.take_order)
                taken = []
                t = s
                for who in st.order:
                    a = ctl.choose(seat_view(t, who), rng)
                    taken.append(a.arg)
                    t, _ = t.apply_action(a)
                assert tuple(taken) == st.picks
                checked += 1
            if s.phase == "play":
                assert take_status(view) is None        # nothing revealed yet
            s, _ = s.apply_action(ctl.choose(view, rng))
    assert checked > 20


def test_every_reason_is_worded():
    from game.coach.kit import CARD, COUNT, PCT, POINTS, SEAT
    from scenes.party_bugs.coach_words import reason_words
    typed = {PCT: 0.5, COUNT: 3, POINTS: 2.5, CARD: 7, SEAT: 1}
    for kind, params in REASONS.items():
        text = reason_words(Reason(kind, {p: typed[t] for p, t in params.items()}), ["You", "Rufus", "Lizzy"], 0)
        assert text and "{" not in text


def test_an_open_hint_outlives_the_others_choosing_but_not_your_own_move():
    """While you think over your play, the other seats choose theirs: the hint's position is
    yours, so it stands; once you have played, it is another position."""
    from game.party_bugs.coach import KIT
    s = new_game(4, 5)[0]
    mine = seat_view(s, 0)
    after, _ = s.apply_action(make("normal").choose(seat_view(s, 2), random.Random(0)))
    assert seat_view(after, 0) != mine and KIT.position(seat_view(after, 0)) == KIT.position(mine)
    played, _ = after.apply_action(mine.legal[0])
    assert KIT.position(seat_view(played, 0)) != KIT.position(mine)


@pytest.mark.parametrize("players,variants", [(2, ()), (3, ("face_down",)), (3, ("series",)),
                                              (4, ("face_down", "series"))])
def test_every_kind_of_decision_gets_a_hint_in_every_variant(players, variants):
    """Hide (Variant One), play, take and the Mirror (Variant Two), with Roachy at 2 players:
    each decision with a choice gets every legal option back, best first, each with a reason
    worded for the table; a review of the game reads back as it was written."""
    from scenes.party_bugs.coach_words import PartyCoachWords
    words = PartyCoachWords(["You", "Rufus", "Lizzy", "Dingus"][:players], 0)
    s, ctl, rng = new_game(players, 3, variants)[0], make("normal"), random.Random(3)
    rec = GameRecord("party", players, 3, {"variants": list(variants)}, [], game="party_bugs")
    seen = set()
    while not s.game_over and len(rec.actions) < 400:
        seat, kind = s.to_act()
        view = seat_view(s, seat)
        if seat == 0 and len(view.legal) > 1 and kind not in seen:
            seen.add(kind)
            h = hint(view, hint_rng(3, view), 24)
            assert sorted(o.action for o in h.options) == sorted(view.legal) and h.kind == kind
            assert all(o.reasons and words.option_reasons(o) and words.option_label(o) for o in h.options)
        a = ctl.choose(view, rng)
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    assert {"play", "take"} <= seen
    assert ("hide" in seen) == ("face_down" in variants)
    short = GameRecord(rec.mode, rec.players, rec.seed, rec.options, rec.actions[:30], game="party_bugs")
    r = review(short, [0], 12)
    assert r.moments and Review.from_data(r.to_data()) == r
