"""The 2-player table through the real scene: the human plays the Emissary's face-up card by
click, drag and keyboard, an illegal Emissary card is refused with the engine's reason, the
board follows the engine (face-up cards, deck, control marker), and a whole game finishes."""
from __future__ import annotations

import pygame

from game.bug_council.cards import parse_card
from game.bug_council.emissary import EMISSARY
from game.record import read_yaml
from game.bug_council.scenario import build_start
from scenes.app import App
from scenes.bug_council.overlays import GameOverScene
from scenes.bug_council.table import TableScene
from tests.ui import click, drag, key, settle, slot_center, toward_a_decision, trick_center

SCEN = "tests/scenarios/"









def must_follow(app: App) -> TableScene:
    """You lead the 4 of Ants holding the marker on your Follower space: the Emissary plays
    next, from 5 of Ants and 7 of Flies face up, and you choose its card."""
    state = build_start(read_yaml(SCEN + "emissary_must_follow_suit.yaml"))
    table = app.start_game(2, state.seed, humans=(0,), state=state)
    settle(app, lambda: table.playing)
    click(app, table.hand_layout()[table.hand_cards().index(parse_card("4A"))].center)
    settle(app, lambda: table.playing_emissary)
    return table


def test_board_shows_the_emissary_and_who_plays_it(app):
    table = must_follow(app)
    s = table.match.state
    assert table.names[EMISSARY] == "Emissary"
    assert table.model.mode.slots == list(s.ext.slots)
    assert (table.model.mode.side, table.model.mode.space) == (0, "follower")
    assert table.legal_cards == {parse_card("5A")}
    text, warn = table.prompt_text()
    assert not warn and "Emissary" in text and "must follow Ants" in text
    app.draw()
    # the control marker is drawn in your Follower space
    cell = table.geom.marker_cell(0, "follower")
    marker = table.mode_view.marker_image()
    assert app.canvas.get_at(cell.center)[:3] == marker.get_at(marker.get_rect().center)[:3]


def test_illegal_emissary_card_is_refused_with_the_reason(app):
    table = must_follow(app)
    before = table.match.state
    click(app, slot_center(table, parse_card("7F")))
    assert table.match.state is before
    text, warn = table.prompt_text()
    assert warn and text == "The Emissary must follow Ants: it has the 5 of Ants face up."
    # dragged onto the trick, it is refused too and eases back to its slot
    drag(app, slot_center(table, parse_card("7F")), trick_center(table))
    assert table.match.state is before
    assert table.input.snap is not None and table.input.snap.card == parse_card("7F")
    settle(app, lambda: table.input.snap is None)


def test_drag_the_emissary_card_onto_the_trick(app):
    table = must_follow(app)
    card = parse_card("5A")
    drag(app, slot_center(table, card), trick_center(table))
    s = table.match.state
    played = s.plays or (s.last_trick[0] if s.last_trick else ())
    assert (EMISSARY, card) in played
    assert ("emissary", 0, card) in [tuple(a) for a in table.match.record.actions]
    assert card not in table.model.mode.slots


def test_keyboard_plays_the_emissary_card(app):
    table = must_follow(app)
    key(app, pygame.K_RIGHT)
    assert table.mode_view.focus is not None
    # move the focus to the 5 of Ants, then Enter
    while table.model.mode.slots[table.mode_view.focus] != parse_card("5A"):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert ("emissary", 0, parse_card("5A")) in [tuple(a) for a in table.match.record.actions]


def test_an_emissary_game_played_by_clicks_finishes(app):
    table = app.start_game(2, seed=21, mode="emissary", humans=(0,))
    kinds = []
    apply = table.match.apply

    def spy(act):
        events = apply(act)
        kinds.extend(e.kind for e in events)
        return events
    table.match.apply = spy
    emissary_plays = 0
    for step in range(5000):
        ready = toward_a_decision(app, table)
        if ready is None:
            break
        if not ready:
            continue
        s = table.match.state
        # the board always shows the engine's Emissary between moves
        assert table.model.mode.slots == list(s.ext.slots)
        assert (table.model.mode.side, table.model.mode.space) == (s.ext.side, s.ext.space)
        if table.declaring:
            click(app, table.declare_buttons[step % 2].rect.center)
        elif table.playing_emissary:
            card = sorted(table.legal_cards)[0]
            click(app, slot_center(table, card))
            assert table.match.state is not s
            emissary_plays += 1
        elif table.discarding or table.playing:
            card = sorted(table.legal_cards)[0]
            click(app, table.hand_layout()[table.hand_cards().index(card)].center)
            assert table.match.state is not s
        elif table.visiting:
            click(app, table.geom.space_center(s.legal_actions(0)[0].arg))
            assert table.match.state is not s
        else:
            app.frame(app.step)
    s = table.match.state
    assert s.game_over and isinstance(app.stack.top, GameOverScene)
    assert emissary_plays > 0
    assert "marker_moved" in kinds and "emissary_drew" in kinds
    log = "\n".join(table.log_lines)
    assert "The Emissary draws the" in log and "control marker moves to" in log


def test_the_3_to_5_player_table_takes_no_mode_hooks(app):
    table = app.start_game(4, seed=2, humans=(0,))
    assert table.mode_view is None and table.cfg is app.cfg
    assert type(table.geom).__name__ == "Geometry" and table.model.mode is None
    assert table.names == ["You", "Rufus", "Lizzy", "Dingus"]
