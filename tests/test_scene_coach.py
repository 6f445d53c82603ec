"""The coach at the table, headless: the live trick status line, and the hint (key and button,
thinking state, answer with the suggested card glowing and the options listed, cancelling).
With BUG_COUNCIL_SHOTS=/some/folder the tests save what they saw as PNGs."""
from __future__ import annotations

import pygame

from game.bug_council.cards import parse_card
from game.bug_council.scenario import build_start
from scenes.app import App
from scenes.bug_council.table import TableScene
from tests.test_coach import LAST_TRICK
from tests.ui import card_center, click, key, settle, slot_center, snapshot


def start(app: App, data: dict) -> TableScene:
    state = build_start(data)
    return app.start_game(state.rules.players, state.seed, humans=(0,), state=state)


def test_trick_status_is_on_during_a_trick_and_a_setting_hides_it(app):
    table = start(app, LAST_TRICK)
    settle(app, lambda: table.playing)
    words = table.trick_status_text()
    assert words.startswith("Winning: Lizzy's ") and ", highest Ants." in words
    assert "Visiting: Rufus, lowest Ants." in words
    snapshot(app, "trick_status")
    app.settings.trick_status = False
    assert table.trick_status_text() == ""
    app.settings.trick_status = True
    click(app, card_center(table, parse_card("2A")))
    # The trick is complete: its own explanation replaces the live status.
    assert table.trick_status_text() == "" or table.model.caption


def test_hint_key_thinks_then_glows_the_card_and_lists_the_options(app):
    table = start(app, LAST_TRICK)
    settle(app, lambda: table.playing)
    assert table.match.record.assisted == ()
    key(app, pygame.K_t)
    assert table.coach.open and (table.coach.thinking or table.coach.hint is not None)
    assert table.match.record.assisted == (table.me,)     # the game now counts as assisted
    settle(app, lambda: table.coach.hint is not None)
    app.frame(app.step)
    best = table.coach.hint.best
    assert best.action.arg == parse_card("8A") and best.reasons[0].kind == "wins_trick"
    assert table.hinted("play") == parse_card("8A")
    # The glow: gold around the suggested card, where no card of the hand is otherwise gold.
    rect = table.hand_layout()[table.hand_cards().index(parse_card("8A"))]
    gold = app.cfg.color("gold")
    edge = app.canvas.get_at((rect.centerx, rect.y - 2))[:3]
    assert edge == gold
    # The panel lists both options, best first.
    panel = pygame.Rect(app.cfg.rect("hint_panel"))
    assert app.canvas.get_at((panel.x + 1, panel.centery))[:3] == gold
    assert len(table.coach.hint.options) == 2
    snapshot(app, "hint")
    key(app, pygame.K_t)            # the key again closes it
    assert not table.coach.open


def test_hint_button_and_esc_cancels_the_thinking(app):
    table = start(app, LAST_TRICK)
    settle(app, lambda: table.playing)
    button = next(b for b in table.top_buttons if b.label == "Hint")
    click(app, button.rect.center)
    assert table.coach.open
    job = table.coach.job
    key(app, pygame.K_ESCAPE)
    assert not table.coach.open and table.coach.hint is None and app.stack.top is table
    assert job is None or job.cancelled
    if job is not None:
        assert job.wait(10)          # the search stops at its next check


def test_playing_a_card_closes_the_hint(app):
    table = start(app, LAST_TRICK)
    settle(app, lambda: table.playing)
    key(app, pygame.K_t)
    settle(app, lambda: table.coach.hint is not None)
    click(app, card_center(table, parse_card("8A")))
    app.frame(app.step)
    assert not table.coach.open and table.hinted("play") is None


def test_no_decision_no_hint_and_a_reason_why(app):
    table = app.start_game(4, 8, humans=(0,))
    app.frame(app.step)
    table.anim.skip()
    if table.decision is None:
        key(app, pygame.K_t)
        assert not table.coach.open
        text, warn = table.prompt_text()
        assert warn and "hint" in text


def test_emissary_card_hint_glows_on_the_board(app):
    table = app.start_game(2, 4, humans=(0,), mode="emissary")
    for _ in range(3000):
        if table.playing_emissary:
            break
        if table.declaring:
            click(app, table.declare_buttons[0].rect.center)
        elif table.playing:
            click(app, card_center(table, sorted(table.legal_cards)[0]))
        elif table.visiting:
            click(app, table.geom.space_center(table.my_view().visitable[0]))
        else:
            app.frame(app.step)
    assert table.playing_emissary
    key(app, pygame.K_t)
    settle(app, lambda: table.coach.hint is not None)
    app.frame(app.step)
    card = table.hinted("emissary")
    assert card in table.legal_cards
    r = table.mode_view.lifted_rect(table.model.mode.slots.index(card))
    assert app.canvas.get_at((r.centerx, r.y - 2))[:3] == app.cfg.color("gold")
    snapshot(app, "hint_emissary")
    assert slot_center(table, card)
