"""Party Bugs' coach on screen, headless, by clicks: the Hint button thinks, then marks the
suggested card and lists the options (T closes it), and clicking the marked card plays it; the
review opens from the end screen after a deliberate blunder in the final round, lists it as a
turning point with the winning card, a click opens the replay there with that card marked, and
Replay a game's Review button shows the kept review at once; the live status line names the
take order. With the variants: a hint on the face-down card (Variant One) and on the Mirror's
card (Variant Two, a series) is shown and followed; a series with a blunder in its second game
is reviewed from the end screen and from Replay a game, its turning point opening the replay
there. With BUG_COUNCIL_SHOTS=/some/folder the tests save what they saw as PNGs."""
from __future__ import annotations

import random
from functools import lru_cache

import pygame
import pytest

import scenes.party_bugs.review as party_review
from game.party_bugs.ai import make, policy_choice
from game.party_bugs.coach import hint, hint_rng
from game.party_bugs.view import seat_view
from game.record import GameRecord
from game.setup import GameSetup, SeatSetup
from scenes.party_bugs.result import PartyResultScene
from scenes.party_bugs.review import PartyReviewReplayScene, PartyReviewScene
from tests.test_party_coach import BUDGET, PLAYERS, SEED, final_taker, final_view, play_to_final, the_winning_take
from tests.review_ui import assert_review_kept, open_turning_point, review_by_its_button, step_on_and_back
from tests.hint_ui import hint_by_its_button, t_closes_and_asks_again
from tests.review_ui import wait
from tests.test_scene_party import party
from tests.ui import click, key, press, snapshot, title_app

pytestmark = pytest.mark.xdist_group("party_coach_game")


def card_rect(table, a):
    from scenes.party_bugs.coach_view import card_rect
    return card_rect(table, a.kind, a.arg)


def assert_marked(app, table, a):
    """`a`'s card wears the hint's gold mark on the canvas; returns where it is drawn."""
    r = card_rect(table, a)
    assert app.canvas.get_at((r.centerx, r.y - 3))[:3] == app.cfg.color("gold")
    return r


def test_a_hint_is_shown_by_the_button_closed_by_t_and_followed_by_a_click(app):
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: len(table.legal()) > 1, 30)
    assert table.match.record.assisted == ()
    best = hint_by_its_button(app, table)
    assert best in table.legal() and len(table.coach.hint.options) == len(table.legal())
    # the mark: a gold rim around the suggested card; the panel's gold rim over the log
    assert_marked(app, table, best)
    panel = pygame.Rect(table.spec["coach"]["panel"])
    assert app.canvas.get_at((panel.x + 1, panel.centery))[:3] == app.cfg.color("gold")
    snapshot(app, "party_hint")
    t_closes_and_asks_again(app, table, best)
    before = len(table.match.record.actions)
    click(app, card_rect(table, best).center)
    assert table.match.record.actions[before] == best
    app.frame(app.step)
    assert not table.coach.open              # the position moved on: the hint closed


def test_esc_stops_the_thinking_and_no_decision_no_hint(app):
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: len(table.legal()) > 1, 30)
    key(app, pygame.K_t)
    job = table.coach.job
    key(app, pygame.K_ESCAPE)
    assert not table.coach.open and app.stack.top is table
    assert job is None or job.cancelled
    table.shown_seat = None                  # behind the curtain: nothing of yours to decide
    key(app, pygame.K_t)
    assert not table.coach.open and table.reason_shown


def test_the_status_line_names_the_take_order_once_revealed(app):
    table = party(app, ["human", "normal", "normal", "normal"], seed=7)
    wait(app, lambda: bool(table.legal()), 30)
    assert table.seen().phase == "play" and table.coach_line() == ""      # nothing revealed yet
    click(app, card_rect(table, table.legal()[0]).center)
    wait(app, lambda: table.seen().phase == "take" and not table.anim.busy and not table.dirty, 30)
    words = table.coach_line()
    order = table.seen().take_order
    assert words.startswith("Take order: ") and "Expected: " in words
    first = "you" if order[0] == table.shown_seat else table.names[order[0]]
    assert words[len("Take order: "):].startswith(first)
    app.settings.trick_status = False
    assert table.coach_line() == ""


def seated(person: int, seed: int, variants=()) -> GameSetup:
    """The 3-player setup of the coach's games: `person` plays, the others are `normal`."""
    colors = ["#E69F00", "#56B4E9", "#CC79A7"]
    names = ["Rufus", "Lizzy"]
    names.insert(person, "You")
    kinds = ["normal"] * PLAYERS
    kinds[person] = "human"
    return GameSetup("party", PLAYERS, tuple(SeatSetup(n, c, k) for n, c, k in zip(names, colors, kinds)),
                     seed, {"variants": list(variants)}, game="party_bugs")


def blunder_setup() -> GameSetup:
    return seated(final_taker(), SEED)


# --- the variants --------------------------------------------------------------------------------

VARIANTS, SERIES_SEED = ("face_down", "series"), 5


@lru_cache(maxsize=1)
def series_game() -> tuple[GameRecord, int, object, object]:
    """A seeded 3-player series with the face-down card, every seat `normal`, except seat 0's
    first take of the second game where the coach (at BUDGET) rates its best option at least
    1.5 points above another: there it takes that one. Returns (record, the blunder's action
    number, the action played, the coach's best)."""
    rec = GameRecord("party", PLAYERS, SERIES_SEED, {"variants": list(VARIANTS)}, [], game="party_bugs")
    s, rng, ctl, blunder = rec.start(), random.Random(SERIES_SEED), make("normal"), None
    while not s.game_over:
        seat, kind = s.to_act()
        view = seat_view(s, seat)
        a = ctl.choose(view, rng)
        if seat == 0 and blunder is None and view.game == 2 and kind == "take" and len(view.legal) > 1:
            h = hint(view, hint_rng(SERIES_SEED, view), BUDGET)
            worst = min(h.options, key=lambda o: o.margin)
            if h.best.margin - worst.margin >= 1.5:
                blunder = (len(rec.actions), worst.action, h.best.action)
                a = worst.action
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    assert blunder is not None
    return (rec, *blunder)


def resumed(app, setup: GameSetup, rec: GameRecord, until: int):
    """The table of `setup` resuming `rec`'s first `until` actions, once the person may choose."""
    table = app.start_match(setup, GameRecord(rec.mode, rec.players, rec.seed, dict(rec.options),
                                              list(rec.actions[:until]), game="party_bugs"))
    wait(app, lambda: bool(table.legal()), 30)
    return table


def hint_marked_and_followed(app, table, shot: str):
    """The Hint button: the answer's card wears the gold mark where the table draws it; a click
    there is the person's action, and the hint closes. Returns the action."""
    press(app, "Hint")
    wait(app, lambda: table.coach.hint is not None, 60)
    app.frame(app.step)
    best = table.coach.suggested()
    assert best in table.legal()
    r = assert_marked(app, table, best)
    snapshot(app, shot)
    before = len(table.match.record.actions)
    click(app, r.center)
    assert table.match.record.actions[before] == best
    app.frame(app.step)
    assert not table.coach.open
    return best


@pytest.fixture
def small_hints(monkeypatch):
    """A small hint budget: the screen is under test, not the advice."""
    monkeypatch.setattr("game.party_bugs.coach.hint_budget", lambda: BUDGET)


def test_a_face_down_hint_is_shown_on_the_hand_and_followed(app, small_hints):
    table = party(app, ["human", "normal", "normal"], variants=("face_down",), seed=7)
    wait(app, lambda: len(table.legal()) > 1, 30)
    assert {a.kind for a in table.legal()} == {"hide"}
    hint_marked_and_followed(app, table, "party_hint_face_down")


def test_a_mirror_hint_in_a_series_is_shown_on_the_display_and_followed(home, small_hints):
    rec = series_game()[0]
    at = next(i for i, a in enumerate(rec.actions) if a.kind == "mirror")
    app = title_app()
    try:
        table = resumed(app, seated(rec.actions[at].seat, SERIES_SEED, VARIANTS), rec, at)
        assert len(table.legal()) > 1 and {a.kind for a in table.legal()} == {"mirror"}
        hint_marked_and_followed(app, table, "party_hint_mirror")
    finally:
        app.close()


@pytest.mark.slow
def test_a_series_review_from_the_end_screen_and_replay_a_game(home, monkeypatch):
    monkeypatch.setattr(party_review, "review_budget", lambda: BUDGET)
    rec, index, played, best = series_game()
    last = max(i for i, a in enumerate(rec.actions) if a.seat == 0)
    app = title_app()
    try:
        table = resumed(app, seated(0, SERIES_SEED, VARIANTS), rec, last)
        while not isinstance(app.stack.top, PartyResultScene):       # the person's last choice, then the end
            legal = table.legal()
            if legal and not table.anim.busy:
                click(app, card_rect(table, legal[0]).center)
            app.frame(app.step)
        snapshot(app, "party_series_end_screen")
        screen = review_by_its_button(app, PartyReviewScene, "party_series_review")
        viewer = open_turning_point(app, screen, index, played, best, PartyReviewReplayScene)
        assert viewer.moment.game == 2 and viewer.seen().game == 2 and viewer.suggested_action() == best
        app.frame(app.step)
        assert_marked(app, viewer, best)
        snapshot(app, "party_series_review_replay")
        step_on_and_back(app, viewer, screen, lambda v: v.suggested_action())
        assert_review_kept(app, screen, party_review, monkeypatch)
        viewer = open_turning_point(app, app.stack.top, index, played, best, PartyReviewReplayScene)
        assert viewer.suggested_action() == best
    finally:
        app.close()


@pytest.mark.slow
def test_review_from_the_end_screen_to_the_replay_at_the_blunder(home, monkeypatch):
    monkeypatch.setattr(party_review, "review_budget", lambda: BUDGET)
    rec = play_to_final()[0]
    index = len(rec.actions)
    blunder, best = policy_choice(final_view(), smart=False), the_winning_take()
    app = title_app()
    try:
        table = app.start_match(blunder_setup(), GameRecord(rec.mode, rec.players, rec.seed, {}, list(rec.actions),
                                                            game="party_bugs"))
        wait(app, lambda: table.legal() == list(final_view().legal), 30)
        click(app, card_rect(table, blunder).center)           # the blunder: the cheapest card
        wait(app, lambda: isinstance(app.stack.top, PartyResultScene), 60)
        assert app.last_archive is not None
        snapshot(app, "party_review_end_screen")
        screen = review_by_its_button(app, PartyReviewScene, "party_review")
        viewer = open_turning_point(app, screen, index, blunder, best, PartyReviewReplayScene)
        assert viewer.bottom == final_taker()
        assert viewer.suggested_action() == best and viewer.coach_line().startswith("The AI prefers: ")
        app.frame(app.step)
        assert_marked(app, viewer, best)
        snapshot(app, "party_review_replay")
        step_on_and_back(app, viewer, screen, lambda v: v.suggested_action())
        # kept with the record: Replay a game offers it at once
        assert_review_kept(app, screen, party_review, monkeypatch)
    finally:
        app.close()
