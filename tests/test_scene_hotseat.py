"""Hot-seat (curtain between people), undo at the table, and the replay viewer, headless."""
from __future__ import annotations

import pygame
import pytest

from game.bug_council.actions import ALLEGIANCE, NO_ALLEGIANCE
from game.record import GameRecord
from scenes.app import App
from scenes.curtain import CurtainScene
from scenes.bug_council.table import TableScene
from tests.ui import card_center, click, click_a_legal_choice, key, settle



def replayed(match) -> object:
    """The engine's position from a fresh replay of the match's record."""
    return GameRecord.from_data(match.record.to_data()).replay()[0]


def pass_curtain(app: App, table: TableScene, seat: int) -> None:
    """Wait for the curtain asking for `seat`, and click "I am ...: show my hand"."""
    settle(app, lambda: isinstance(app.stack.top, CurtainScene))
    curtain = app.stack.top
    assert curtain.seat == seat
    click(app, curtain.show_button.rect.center)
    assert app.stack.top is table and table.me == seat == table.bottom


def test_curtain_between_two_humans_hides_hands_and_keeps_declarations_secret(app):
    table = app.start_game(4, 5, humans=(0, 2))
    # a hot-seat game starts behind the curtain: no hand is shown before its player is there
    settle(app, lambda: isinstance(app.stack.top, CurtainScene))
    assert table.hand_cards() == [] and table.hand_layout() == []
    pass_curtain(app, table, 0)
    settle(app, lambda: table.declaring)
    assert len(table.hand_cards()) == 11
    click(app, next(b for b in table.declare_buttons if b.label == "No Allegiance").rect.center)
    assert table.match.state.declared[0] == NO_ALLEGIANCE
    # the next human is seat 2: up goes the curtain, seat 0's hand disappears
    settle(app, lambda: isinstance(app.stack.top, CurtainScene))
    curtain = app.stack.top
    assert curtain.seat == 2 and curtain.show_button.label == f"I am {table.names[2]}: show my hand"
    assert "You" not in table.names                          # two people: nobody is "you"
    assert table.concealed and table.hand_cards() == []
    assert app.stack.visible() == [curtain]                  # opaque: the table is not drawn at all
    app.frame(app.step)
    pass_curtain(app, table, 2)
    assert table.geom.me == 2 and table.geom.opponents() == [3, 0, 1]
    assert table.model.my_hand == list(table.match.state.hands[2])
    # seat 2 sees that seat 0 has chosen, not what
    assert table.model.decided[0] and table.model.declared[0] is None
    assert not any("No Allegiance" in line for line in table.log_lines)
    settle(app, lambda: table.declaring)
    key(app, pygame.K_a)
    s = table.match.state
    assert s.declared[2] == ALLEGIANCE and s.phase != "declaration"
    settle(app, lambda: not table.anim.busy and table.model.phase != "declaration")
    assert table.model.declared[0] == NO_ALLEGIANCE          # revealed together, at last


def test_no_curtain_with_a_single_human(app):
    table = app.start_game(4, 5, humans=(0,))
    settle(app, lambda: table.declaring)
    click(app, table.declare_buttons[0].rect.center)
    settle(app, lambda: table.playing or table.discarding, frames=2000)
    assert not any(isinstance(s, CurtainScene) for s in app.stack.visible())
    assert len(table.hand_cards()) > 0


def own_play_position(app: App, seed: int) -> TableScene:
    """A one-human game at the moment the human must play a card."""
    table = app.start_game(4, seed, humans=(0,))
    settle(app, lambda: table.declaring)
    click(app, next(b for b in table.declare_buttons if b.label == "Allegiance").rect.center)
    settle(app, lambda: table.playing)
    return table


def test_undo_by_z_and_by_button_restores_the_position(app):
    table = own_play_position(app, 11)
    table.match.request_ai = lambda now: None                # the AIs wait: nothing is revealed
    before = table.match.state
    n = len(table.match.record.actions)
    hand = sorted(table.match.state.hands[0])
    card = sorted(table.legal_cards)[0]
    app.settings.speed = "normal"                            # the card is still in flight...
    click(app, card_center(table, card))
    assert card not in table.match.state.hands[0] and table.anim.busy
    assert table.match.undo_check(0, table.names).allowed
    key(app, pygame.K_z)                                     # ...when it is taken back
    assert table.match.state == before == replayed(table.match)
    assert len(table.match.record.actions) == n
    assert sorted(table.model.my_hand) == hand and not table.anim.busy   # no stale cards
    assert table.model.plays == list(before.plays) and card in table.hand_cards()
    assert table.log_lines[-1].startswith("You took back your play of the")
    settle(app, lambda: table.playing)
    click(app, card_center(table, card))
    settle(app, lambda: not table.anim.busy)
    assert table.undo_button.enabled
    click(app, table.undo_button.rect.center)                # the button does the same
    assert table.match.state == before == replayed(table.match)
    settle(app, lambda: table.playing)
    assert card in table.legal_cards


def test_undo_refused_after_another_seats_card_with_the_reason_shown(app):
    table = own_play_position(app, 11)
    click(app, card_center(table, sorted(table.legal_cards)[0]))
    # let the AIs answer until someone else has played a card since
    settle(app, lambda: not table.match.undo_check(0, table.names).allowed)
    check = table.match.undo_check(0, table.names)
    assert "played a card since" in check.reason or "since" in check.reason
    n = len(table.match.record.actions)
    app.frame(app.step)
    assert not table.undo_button.enabled                       # dimmed
    click(app, table.undo_button.rect.center)
    text, warn = table.prompt_text()
    assert warn and check.reason in text
    assert len(table.match.record.actions) >= n                # nothing was taken back
    assert table.match.state == replayed(table.match)


def test_replay_steps_forward_and_back_equal_the_engine_replay(app):
    from scenes.bug_council.replay import ReplayScene
    # a short whole game between AIs gives the record
    rec = GameRecord("table", 3, 17)
    s = rec.start()
    import random
    rng = random.Random(3)
    while len(rec.actions) < 40:
        legal = [a for seat in range(3) for a in s.legal_actions(seat)]
        a = legal[rng.randrange(len(legal))]
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    app.stack.clear()
    viewer = ReplayScene(app, None, rec)
    app.stack.push(viewer)
    app.frame(app.step)

    def at(i: int) -> None:
        assert viewer.index == i
        assert viewer.match.state == GameRecord("table", 3, 17, {}, rec.actions[:i]).replay()[0]

    at(0)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    at(2)
    key(app, pygame.K_LEFT)
    at(1)
    click(app, viewer.controls["end"].rect.center)
    at(40)
    assert viewer.log_lines == viewer.log_until(40)
    key(app, pygame.K_HOME)
    at(0)
    click(app, viewer.controls["next"].rect.center)
    at(1)
    # every hand is open: the bottom seat's cards and the opponents' faces
    assert viewer.open_hands()[1] == list(viewer.match.state.hands[1])
    key(app, pygame.K_SPACE)                                   # play: steps advance by themselves
    assert viewer.auto
    for _ in range(400):
        app.frame(app.step)
        if viewer.index >= 4:
            break
    assert viewer.index >= 4
    at(viewer.index)


def test_the_previous_player_may_take_back_from_behind_the_curtain(app):
    table = app.start_game(3, 6, humans=(0, 1))
    pass_curtain(app, table, 0)
    settle(app, lambda: table.declaring)
    before = table.match.state
    key(app, pygame.K_n)
    settle(app, lambda: isinstance(app.stack.top, CurtainScene))
    curtain = app.stack.top
    assert curtain.seat == 1 and curtain.undo_button is not None
    click(app, curtain.undo_button.rect.center)
    assert app.stack.top is table and table.me == 0 and not table.concealed
    assert table.match.state == before == replayed(table.match)
    assert table.log_lines[-1] == f"{table.names[0]} took back their declaration."
    settle(app, lambda: table.declaring)


def test_whole_hot_seat_game_with_undos_through_the_ui(app):
    import random
    from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
    table = app.start_game(4, 8, humans=(0, 2))
    rng = random.Random(8)
    curtains = undos = 0
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, CurtainScene):
            curtains += 1
            assert table.hand_cards() == []
            if top.undo_button is not None and rng.random() < 0.3:
                click(app, top.undo_button.rect.center)
                undos += 1
            else:
                click(app, top.show_button.rect.center)
            continue
        if isinstance(top, AgeScoringScene):
            click(app, (10, 700))
            continue
        if rng.random() < 0.05 and not table.concealed:
            undos += table.match.undo_check(table.me).allowed
            key(app, pygame.K_z)
            assert table.match.state == replayed(table.match)
            continue
        click_a_legal_choice(app, table, rng)
    s = table.match.state
    assert s.game_over and curtains > 10 and undos > 0
    assert table.model.scores == list(s.scores)


@pytest.mark.slow      # 2 s; the quick loop keeps the hot seat game with undos above
def test_two_people_share_an_emissary_game_behind_the_curtain(app):
    """Hot-seat with the Emissary: the seat at the bottom changes hands and the Emissary's board
    (its face-up cards, played by whoever holds the control marker) follows the engine."""
    import random
    from scenes.bug_council.overlays import AgeScoringScene, GameOverScene
    table = app.start_game(2, 11, humans=(0, 1), mode="emissary")
    rng = random.Random(11)
    bottoms, emissary_plays = set(), 0
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, CurtainScene):
            assert table.hand_cards() == []
            click(app, top.show_button.rect.center)
            bottoms.add(table.bottom)
            assert table.model.mode.slots == list(table.match.state.ext.slots)
            continue
        if isinstance(top, AgeScoringScene):
            click(app, (10, 700))
            continue
        emissary_plays += click_a_legal_choice(app, table, rng) == "emissary"
    s = table.match.state
    assert s.game_over and bottoms == {0, 1} and emissary_plays >= 10
    assert table.model.scores == list(s.scores)


def test_cli_replay_window_plays_a_record_through(tmp_path, capsys):
    import random

    from scenes.cli import main
    from game.record import save_record
    rec = GameRecord("table", 3, 4)
    s = rec.start()
    rng = random.Random(4)
    for _ in range(30):
        legal = [a for seat in range(3) for a in s.legal_actions(seat)]
        a = legal[rng.randrange(len(legal))]
        s, _ = s.apply_action(a)
        rec.actions.append(a)
    path = tmp_path / "game.yaml"
    save_record(rec, path)
    assert main(["replay", str(path), "--window", "--smoke"]) == 0
    assert "replay ok: step 30 of 30" in capsys.readouterr().out
    rec.actions[10], rec.actions[11] = rec.actions[11], rec.actions[10]   # out of turn
    save_record(rec, path)
    # a refused action is a CLI error (issue 27): one line on stderr naming it, exit 2
    assert main(["replay", str(path), "--window", "--smoke"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and out.err.startswith(f"{path}: action 10: ")
