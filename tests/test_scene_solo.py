"""The solo table against the Termitenator, played through the real scene with simulated
clicks: every personality to the game's end, the pyramid drawing checked against the engine,
personality triggers logged, and the automa's reasons shown only when asked for."""
from __future__ import annotations

import pygame
import pytest

from game.bug_council.cards import card_title
from game.bug_council.log import personality_words
from game.bug_council.solo import PERSONALITIES, face_up_cards
from scenes.app import App
from scenes.bug_council.table import TableScene
from tests.net_games import quick_first
from tests.ui import click, key, toward_a_decision






def record_events(table: TableScene) -> list:
    """Every event the engine returns to the table, in order."""
    seen: list = []
    apply = table.match.apply

    def spy(act):
        events = apply(act)
        seen.extend(events)
        return events
    table.match.apply = spy
    return seen


def check_pyramid_drawing(app: App, table: TableScene) -> int:
    """The drawn pyramid agrees with the engine; returns the number of face-up cards."""
    s = table.match.state
    pic = table.model.mode
    ups = face_up_cards(s.ext)
    assert sum(c is not None for c in pic.cards) == len(ups)
    assert pic.present == [c is not None for c in s.ext.pyramid]
    app.draw()
    size = tuple(table.cfg.num("pyramid_card"))
    for slot, card in ups:
        # a face-up card is uncovered, so it is drawn whole: its pixels are on the canvas
        r = table.geom.pyramid_rect(slot)
        face = app.art.card_face(card, size)
        for fx, fy in ((0.5, 0.5), (0.25, 0.3), (0.7, 0.8)):
            p = (round(r.w * fx), round(r.h * fy))
            drawn, want = app.canvas.get_at((r.x + p[0], r.y + p[1])), face.get_at(p)
            assert all(abs(drawn[k] - want[k]) <= 3 for k in range(3)), (slot, card, drawn, want)
    # the Termite space is the dark hatched tile
    cx, cy = table.geom.space_center(s.ext.termite)
    px = app.canvas.get_at((round(cx - 40), round(cy)))[:3]
    assert px in (table.cfg.color("termite"), table.cfg.color("termite_hatch"))
    return len(ups)


def play_to_the_end(app: App, table: TableScene, checks: list[int]) -> None:
    """The human seat clicks: declaration buttons, a legal card, a visitable space."""
    for step in range(4000):
        ready = toward_a_decision(app, table)
        if ready is None:
            return
        if not ready:
            continue
        if step % 7 == 0:
            checks.append(check_pyramid_drawing(app, table))
        s = table.match.state
        if table.declaring:
            # No Allegiance in Age 2 (a discard by click), Allegiance otherwise
            b = table.declare_buttons[1 if s.age == 2 else 0]
            click(app, b.rect.center)
        elif table.discarding or table.playing:
            card = sorted(table.legal_cards)[step % len(table.legal_cards)]
            i = table.hand_cards().index(card)
            before = len(s.hands[0])
            click(app, table.hand_layout()[i].center)
            assert len(table.match.state.hands[0]) < before or table.match.state is not s
        elif table.visiting:
            space = s.legal_actions(0)[-1].arg
            click(app, table.geom.space_center(space))
            assert table.match.state is not s
        else:
            app.frame(app.step)
    raise AssertionError("the solo game did not finish")


# About a second each: `make check` plays against the first personality, `make test` against each.
@pytest.mark.parametrize("personality", quick_first(list(PERSONALITIES)))
def test_a_solo_game_against_each_personality_runs_to_its_end(app, personality):
    app.settings.explain_automa = personality != "thief"
    table = app.start_game(1, seed=11, mode="solo", humans=(0,), options={"personality": personality})
    events = record_events(table)
    checks: list[int] = []
    play_to_the_end(app, table, checks)
    s = table.match.state
    assert s.game_over and len(s.ages) == 3
    assert checks and max(checks) >= 1           # face-up cards were seen and checked
    log = "\n".join(table.log_lines)
    # every personality trigger the engine reported was shown in the game log
    triggers = [e for e in events if e.kind == "personality_triggered"]
    for e in triggers:
        assert personality_words(e) in log
    if personality != "pacifist":
        assert triggers, f"{personality} never triggered in this deal"
    # the automa's reasons: in the log when asked for, never otherwise
    if app.settings.explain_automa:
        assert "Termitenator's reason:" in log
    else:
        assert "Termitenator's reason:" not in log
    assert "Game over" in log


def test_explain_toggle_button_and_key(app):
    table = app.start_game(1, seed=3, mode="solo", humans=(0,), options={"personality": "pacifist"})
    app.frame(app.step)
    button = next(b for b in table.top_buttons if b.label.startswith("Why"))
    assert button.label == "Why: on" and app.settings.explain_automa
    click(app, button.rect.center)
    assert not app.settings.explain_automa
    assert any(b.label == "Why: off" for b in table.top_buttons)
    key(app, pygame.K_e)
    assert app.settings.explain_automa


def test_the_automa_reason_is_drawn_on_its_board_when_explained(app):
    table = app.start_game(1, seed=5, mode="solo", humans=(0,), options={"personality": "pacifist"})
    for _ in range(400):
        if table.playing:
            break
        if table.declaring and not table.anim.busy:
            click(app, table.declare_buttons[0].rect.center)
        app.frame(app.step)
    # the Termitenator leads trick 1: its reason is known and logged once it has played
    assert table.match.state.plays and table.match.state.plays[0][0] == 1
    reason = table.mode_view.reason
    assert f"the {card_title(table.match.state.plays[0][1])}" in reason
    assert any(line.startswith("Termitenator's reason: ") for line in table.log_lines)
    # the board's "why" line appears only with the setting on
    rect = pygame.Rect(table.cfg.rect("solo_reason"))
    app.draw()
    on = pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")
    app.settings.explain_automa = False
    app.draw()
    off = pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")
    assert on != off


@pytest.mark.slow      # 1.5 s of frames; the quick loop keeps the automa's drawn reasons
def test_the_thief_swap_is_animated_card_by_card(app):
    """Rulebook Thief: your visit drops a cube on the Termite space; a banner names the swap
    while your 8 of Flies flies to its pyramid and its 4 of Cockroaches flies to your hand."""
    from game.bug_council.cards import parse_card
    from game.record import read_yaml
    from game.bug_council.scenario import build_start
    app.settings.speed = "normal"
    state = build_start(read_yaml("tests/scenarios/rulebook_thief_exchange.yaml"))
    table = app.start_game(1, state.seed, humans=(0,), state=state)
    for _ in range(300):
        if table.playing:
            break
        app.frame(app.step)
    table.attempt("play", parse_card("1B"))
    for _ in range(600):
        if table.visiting:
            break
        app.frame(app.step)
    table.attempt("visit", 1)   # Mosquitoes: its cube lands on Ants, the Termite space
    beat = None
    for _ in range(600):
        cur = table.anim.current
        if cur is not None and cur.name == "personality":
            beat = cur
            break
        app.frame(app.step)
    assert beat is not None and len(beat.flights) == 2
    assert parse_card("8F") not in table.model.my_hand       # it has left your hand
    app.frame(app.step)
    banner = pygame.Rect(table.cfg.rect("banner"))
    assert app.canvas.get_at(banner.center)[:3] == table.cfg.color("paper")
    for _ in range(600):
        if not table.anim.busy:
            break
        app.frame(app.step)
    assert any("The Thief takes your 8 of Flies" in line for line in table.log_lines)
    assert parse_card("4C") in table.hand_cards()
    # the 8 of Flies now lies face up in the pyramid (or the Termitenator has just led it)
    assert parse_card("8F") in table.model.mode.cards or (1, parse_card("8F")) in table.model.plays


def test_a_trilogy_game_shows_the_score_track(app):
    """Game 2 of a Trilogy starts with the carried totals on the score panel."""
    from game.bug_council.campaign import Trilogy
    from game.setup import GameSetup, SeatSetup
    t = Trilogy.new(5)
    from dataclasses import replace
    t = replace(t, running=(10, 36), results=({"game": 1, "personality": t.order[0], "scores": [10, 36],
                                               "running": [10, 36], "winner": "termitenator"},))
    seed, options = t.next_game()
    setup = GameSetup("solo", 1, (SeatSetup("You", "#F2C14E", "human"),), seed, options)
    table = app.start_match(setup, campaign=t)
    app.frame(app.step)
    assert table.model.scores == [10, 36]


def test_the_why_line_ends_with_its_age(app):
    """Issue 33: the Termitenator's last reason of Age I is not shown on into Age II: at Age
    II's declaration its board has no Why line until it plays again."""
    table = app.start_game(1, seed=11, mode="solo", humans=(0,), options={"personality": "pacifist"})
    seen_in_age_one = False
    for step in range(3000):
        ready = toward_a_decision(app, table)
        assert ready is not None, "the game ended before Age II"
        s = table.match.state
        seen_in_age_one |= s.age == 1 and bool(table.mode_view.reason)
        if not ready:
            continue
        if table.declaring and s.age == 2:
            break
        if table.declaring:
            click(app, table.declare_buttons[0].rect.center)
        elif table.playing:
            click(app, table.hand_layout()[table.hand_cards().index(sorted(table.legal_cards)[0])].center)
        elif table.visiting:
            click(app, table.geom.space_center(s.legal_actions(0)[-1].arg))
    else:
        raise AssertionError("Age II never came")
    assert seen_in_age_one
    assert table.mode_view.reason == ""
