"""What a Bug Council table draws over what (issue 33): the Declaration panel covers nothing the
player decides by (the ring and its names, the opponents' row, the Emissary's and the solo
board with its pyramid and the Card Shark's cards, the prompt, the hand, the scores and the
suits' strength); the ring's names stay clear of the Chambers and of the trick."""
from __future__ import annotations

import math

import pygame
import pytest

from game.bug_council.cards import SUIT_TITLES
from game.bug_council.state import new_game
from tests.ui import settle, snapshot

# Card Shark games whose Termite space is Mosquitoes (seed 2) and Flies (seed 3): the longest
# ring names, "Termites (Mosquitoes)" and "Termites (Flies)", on either side of the Chambers.
TERMITE_AT = {"mosquitoes": 2, "flies": 3}


def declaring(app, players: int, mode: str, seed: int = 5, options=None):
    table = app.start_game(players, seed, humans=(0,), level="random", mode=mode, options=options)
    settle(app, lambda: bool(table.declare_buttons))
    return table


def ring_board(table) -> pygame.Rect:
    g = table.geom
    r = g.ring_radius + g.space_radius + table.cfg.num("ring_board_margin")
    cx, cy = g.ring_center
    return pygame.Rect(round(cx - r), round(cy - r), 2 * r, 2 * r)


def needed_regions(table) -> dict[str, pygame.Rect]:
    """What the player looks at to choose a declaration, by name."""
    cfg = table.cfg
    regions = {"ring": ring_board(table), "prompt": pygame.Rect(cfg.rect("prompt")),
               "hand": pygame.Rect(cfg.rect("hand")), "scores": pygame.Rect(cfg.rect("scores")),
               "suit strength": pygame.Rect(cfg.rect("ranking")),
               "opponents": pygame.Rect(cfg.rect("opponent_row"))}
    for board in ("emissary_board", "solo_board"):
        if board in cfg.layout:
            regions[board] = pygame.Rect(cfg.rect(board))
    mv = table.mode_view
    if hasattr(mv, "pyramid_rect"):
        for slot in range(len(table.match.state.ext.pyramid)):
            regions[f"pyramid card {slot}"] = mv.pyramid_rect(slot)
        regions["card shark's cards"] = mv.shark_rect()
    return regions


def ring_names(app, table) -> list:
    """The ring spaces' names as drawn now (a long one in two lines): every text drawn for a
    space's label box; each of the five boxes has some."""
    boxes = [table.geom.space_label_box(i) for i in range(5)]
    with app.text.recording() as texts:
        app.draw()
    names = [t for t in texts if t.box in boxes]
    assert {tuple(t.box) for t in names} == {tuple(b) for b in boxes}
    return names


@pytest.mark.parametrize("players, mode, seed, options", [
    (4, "table", 5, None), (2, "emissary", 5, None),
    (1, "solo", TERMITE_AT["mosquitoes"], {"personality": "card_shark"}),
    (1, "solo", TERMITE_AT["flies"], {"personality": "card_shark"})],
    ids=["table", "emissary", "solo_termites_mosquitoes", "solo_termites_flies"])
def test_the_declaration_panel_covers_nothing_the_player_decides_by(app, players, mode, seed, options):
    table = declaring(app, players, mode, seed, options)
    panel = pygame.Rect(table.cfg.rect("declare_panel"))
    for name, rect in needed_regions(table).items():
        assert not panel.colliderect(rect), f"the Declaration panel {tuple(panel)} covers the {name} {tuple(rect)}"
    for t in ring_names(app, table):
        assert not panel.colliderect(t.rect), f"the panel covers the ring's {t.text!r}"
    snapshot(app, f"declaration_{mode}_{seed}")


def circle_meets(rect: pygame.Rect, center, radius: float) -> bool:
    nx = min(max(center[0], rect.left), rect.right)
    ny = min(max(center[1], rect.top), rect.bottom)
    return math.hypot(nx - center[0], ny - center[1]) < radius


@pytest.mark.parametrize("where", sorted(TERMITE_AT))
def test_the_ring_names_stay_clear_of_the_chambers_and_the_trick(app, where):
    seed = TERMITE_AT[where]
    assert new_game(1, seed, "solo", personality="card_shark").ext.termite == SUIT_TITLES.index(where.capitalize())
    table = declaring(app, 1, "solo", seed, {"personality": "card_shark"})
    g = table.geom
    chambers = table.cfg.num("chambers_radius")
    board = ring_board(table)
    trick = pygame.Rect(table.cfg.rect("trick_area"))
    for t in ring_names(app, table):
        assert not circle_meets(t.rect, g.ring_center, chambers), f"{t.text!r} {tuple(t.rect)} over the Chambers"
        assert board.left <= t.rect.left and t.rect.right <= board.right, f"{t.text!r} past the ring's board"
        assert not t.rect.colliderect(trick), f"{t.text!r} in the trick area"


# The longest live status of a 2-player trick the first Age of seed 8 shows (before the fix its
# three lines covered "You" under your card).
LONG_STATUS = ("Winning: Emissary's 5 of Ants: Ants and Cockroaches tie with 2 cubes, higher value. "
               "Visiting: you, lowest Ants.")


@pytest.mark.parametrize("players, mode", [(2, "emissary"), (3, "table"), (1, "solo")])
def test_the_trick_caption_never_hides_a_trick_cards_name(app, players, mode):
    """A long "Winning: ..." status under a full trick: no caption line covers a name under a
    trick card, "You" included (it steps down a size, or is cut, inside the caption's room)."""
    import random
    from tests.ui import click_a_legal_choice
    table = declaring(app, players, mode)
    rng = random.Random(1)
    while not table.playing:            # declared (and discarded): the first trick
        click_a_legal_choice(app, table, rng)
        settle(app, lambda: table.decision is not None and not table.anim.busy)
    table.model.plays = [(seat, card) for seat, card in zip(range(table.match.seats), (1, 2, 3, 4, 5))]
    table.model.caption = LONG_STATUS + " " + LONG_STATUS
    with app.text.recording() as texts:
        app.draw()
    snapshot(app, f"trick_caption_{mode}")
    names = [t for t in texts if t.box in [table.geom.trick_name_rect(seat) for seat, _c in table.model.plays]]
    room = pygame.Rect(table.cfg.rect("caption"))
    captions = [t for t in texts if t.box is not None and t.box.colliderect(room) and t not in names]
    assert captions and len(names) == len(table.model.plays)
    for c in captions:
        assert c.fault() is None, c
        for n in names:
            assert not c.rect.colliderect(n.rect), f"caption {c.text!r} over the name {n.text!r}"


def test_previewed_cubes_each_take_a_place_of_their_own(app):
    """Hovering a space you may visit shows ghost cubes where its cubes would land: none on a
    cube already there (nor on another ghost), over several visits of a game."""
    import random
    from tests.ui import click_a_legal_choice, toward_a_decision
    table = app.start_game(3, 4, humans=(0,), level="random")
    ring, g = table.view.ring, table.geom
    rng = random.Random(4)
    size = table.cfg.num("cube_size")
    visits = 0
    while visits < 4:
        assert toward_a_decision(app, table) is not None, "the game ended before four visits"
        if table.decision is None or table.anim.busy:
            continue
        if table.visiting:
            visits += 1
            for space in table.my_view().visitable:
                table.set_preview(space)
                f = table.frame()
                stacks = ring.stacks(f)
                m = f.model
                solid = [g.space_cube(i, k, stacks[i]) for i in range(5) if i != space for k in range(m.council[i])]
                solid += [g.chambers_cube(k, stacks["chambers"]) for k in range(m.chambers)]
                ghosts = ring.drop_places(f, f.preview, stacks)
                assert len(ghosts) == len(f.preview.drops)
                for n, p in enumerate(ghosts):
                    for q in solid + ghosts[:n]:
                        assert math.dist(p, q) >= size, f"visiting {space}: cube {n + 1} drawn on another"
            table.set_preview(table.my_view().visitable[0])
            app.draw()
            snapshot(app, f"sowing_preview_{visits}")
        click_a_legal_choice(app, table, rng)
