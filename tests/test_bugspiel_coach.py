"""Bugspiel's coach: the hint in seeded positions names a legal action, with reasons that are
data of the kit's vocabulary, worded from the catalogue (English and German); it is hard's move
on the same deals; the same position gets the same answer. On screen, by clicks: the Hint button
thinks, the panel shows the options, the suggested card wears the mark, and following it plays
that action; T closes it, Esc stops it. With BUG_COUNCIL_SHOTS=/some/folder the scene test saves
what it saw."""
from __future__ import annotations

import random
import string

import pygame
import pytest

from game.bugspiel.actions import PLAY
from game.bugspiel.ai import make
from game.bugspiel.cards import species
from game.bugspiel.coach import KIT, REASONS, hard_settings, hint, hint_rng
from game.bugspiel.definition import GAME
from game.bugspiel.setup import new_game
from game.bugspiel.view import seat_view
from game.coach.kit import coach_of
from game.i18n import using
from scenes.bugspiel.coach_view import source_rect
from scenes.bugspiel.coach_words import BugspielCoachWords
from tests.hint_ui import hint_by_its_button, t_closes_and_asks_again
from tests.net_games import quick_first
from tests.review_ui import wait
from tests.test_scene_bugspiel import bugspiel, click_action
from tests.ui import key, snapshot

SEED = 5


def positions(seed: int = SEED, players: int = 4, every: int = 9, count: int = 5) -> list:
    """Views of the seat to act, every `every` plies of a seeded game `normal` plays (those with
    a choice)."""
    s = new_game(seed, players, "small")
    rng = random.Random(seed)
    ctl = [make("normal", k) for k in range(players)]
    out, ply = [], 0
    while not s.game_over and len(out) < count:
        v = seat_view(s, s.turn)
        if ply % every == every - 1 and len(v.legal) > 1:
            out.append(v)
        s, _events = s.apply_action(ctl[s.turn].choose(v, rng))
        ply += 1
    return out


def test_the_definition_names_this_kit():
    assert coach_of(GAME) is KIT


# A hint searches for about a second: `make check` asks at the first position of each kind.
@pytest.mark.parametrize("view", quick_first(positions()), ids=lambda v: f"turn{v.turn}")
def test_a_hint_names_a_legal_action_and_its_reasons(view):
    h = hint(view, hint_rng(SEED, view))
    assert h.best.action in view.legal and h.complete and h.seat == view.seat
    assert len({o.action for o in h.options}) == len(h.options)
    for o in h.options:
        assert o.reasons, o
        for r in o.reasons:
            assert r.kind in REASONS and set(r.params) == set(REASONS[r.kind])
        # A bug played says what it scores now: its own points (normal's term, not a guess).
        if o.action.kind == PLAY:
            scores = [r for r in o.reasons if r.kind == "scores"]
            assert all(r.params["points"] == species(o.action.card).points for r in scores)
    # the same position, the same dice: the same answer
    again = hint(view, hint_rng(SEED, view))
    assert [(o.action, o.margin) for o in again.options] == [(o.action, o.margin) for o in h.options]


@pytest.mark.parametrize("view", quick_first(positions(count=3, every=13)), ids=lambda v: f"turn{v.turn}")
def test_the_hint_is_hards_move_on_the_same_deals(view):
    """With hard's budget for the options it searches (its deals each), the hint's best is the
    move the hard AI makes with the same dice."""
    n = len(hint(view, random.Random(1), 1).options)
    deals = hard_settings()["deals"]
    h = hint(view, random.Random(9), deals * n)
    hard = make("hard", view.seat, time_cap_ms=600_000)
    assert h.best.action == hard.choose(view, random.Random(9))


@pytest.mark.parametrize("code", quick_first(["de", "en"]))     # the catalogue's words first
def test_every_reason_is_worded_in(code):
    """Every option's reasons in words: no placeholder left, nothing empty, in both languages."""
    words = BugspielCoachWords(["You", "Rufus", "Cy", "Di"], 0)
    with using(code):
        for view in positions(count=3):
            for o in hint(view, hint_rng(SEED, view)).options:
                said = words.option_reasons(o)
                label = words.option_label(o)
                assert said and label and "{" not in said + label, (o, said)
                assert label[0] in string.ascii_uppercase


@pytest.mark.parametrize("code", ["en", "de"])
def test_a_hinted_purchase_names_the_card_it_buys(code):
    """A purchase option reads as the card bought (its species or its bonus halves) and its
    market slot, not the slot alone."""
    from game.bugspiel.actions import BUY_BONUS, BUY_BUG
    from types import SimpleNamespace
    from scenes.bugspiel.words import bonus_words, bug_name
    view = seat_view(new_game(SEED, 2, "small"), 0)
    words = BugspielCoachWords(["You", "Rufus"], 0, view)
    buys = [a for a in view.legal if a.kind in (BUY_BUG, BUY_BONUS)]
    assert {a.kind for a in buys} == {BUY_BUG, BUY_BONUS}
    with using(code):
        for a in buys:
            label = words.option_label(SimpleNamespace(action=a))   # what an option holds that the label reads
            card = bug_name(view.bug_market[a.market]) if a.kind == BUY_BUG else bonus_words(view.bonus_market[a.market])
            assert card in label and str(a.market + 1) in label, label


# --- on screen, by clicks --------------------------------------------------------------------------

@pytest.mark.slow      # 1.2 s; the quick loop keeps Party Bugs' hint by its button (tests/test_scene_party_coach.py)
def test_the_hint_is_shown_on_the_table_and_following_it_plays_that_action(app):
    table = bugspiel(app, ["human", "normal", "normal", "normal"], seed=SEED)
    wait(app, lambda: len(table.legal()) > 1 and not table.anim.busy, 60)
    assert table.match.record.assisted == ()
    best = hint_by_its_button(app, table)
    assert best in table.legal() and best == table.coach.hint.options[0].action
    # the panel's gold rim over the log; the mark's gold rim around where the action starts
    panel = pygame.Rect(table.layout.look["coach"]["panel"])
    gold = app.cfg.color("gold")
    assert app.canvas.get_at((panel.x + 1, panel.centery))[:3] == gold
    r = source_rect(table, best)
    assert app.canvas.get_at((r.centerx, r.y - 3))[:3] == gold
    snapshot(app, "bugspiel_hint")
    t_closes_and_asks_again(app, table, best)
    before = len(table.match.record.actions)
    click_action(app, table, best)
    assert table.match.record.actions[before] == best
    app.frame(app.step)
    assert not table.coach.open              # the position moved on: the hint closed


def test_esc_stops_the_thinking(app):
    table = bugspiel(app, ["human", "normal", "normal", "normal"], seed=SEED)
    wait(app, lambda: len(table.legal()) > 1 and not table.anim.busy, 60)
    key(app, pygame.K_t)
    assert table.coach.open
    job = table.coach.job
    key(app, pygame.K_ESCAPE)
    assert not table.coach.open and (job is None or job.cancelled)
    assert app.stack.top is table            # Esc went to the hint, not to the help
