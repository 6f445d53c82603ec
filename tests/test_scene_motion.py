"""The Council Visit seen cube by cube (UI.md "council visit"), and trick-area layout checks.

Visits are watched frame by frame at normal speed: every cube in flight is classified by the
ring space (or the Chambers) it is over, and that sequence must walk the ring clockwise one
space at a time, ending where the engine's `cube_moved` event put it."""
from __future__ import annotations

import math

import pygame
import pytest

from game.bug_council.actions import action_from_data
from game.bug_council.cards import parse_card
from game.record import read_yaml
from game.bug_council.scenario import build_start
from scenes.app import App
from scenes.bug_council.table import TableScene
from tests.test_scene_table import SCEN, start_scenario
from tests.ui import card_center, click, key, settle


def where(table: TableScene, pos) -> int | str:
    """The ring space a point is over, or "chambers" inside the Council Chambers."""
    g = table.geom
    cx, cy = g.ring_center
    if math.hypot(pos[0] - cx, pos[1] - cy) <= table.cfg.num("chambers_radius"):
        return "chambers"
    return min(range(5), key=lambda i: math.dist(pos, g.space_center(i)))


class SowWatch:
    """Samples the sow beats of the queued animation, frame by frame, until it is idle."""

    def __init__(self, app: App, table: TableScene):
        self.app, self.table = app, table
        self.tracks: dict[int, list] = {}       # id(flight) -> places it was seen over
        self.shown: list[tuple[list[int], int]] = []   # model (council, chambers) per frame
        self.at_end: list[tuple[list[int], int]] = []  # model when each sow beat ended
        self.pitches: list[int] = []
        self.sow_seconds = 0.0
        table.anim.play_sound = lambda name, pitch: self.pitches.append(pitch) if name == "cube" else None
        self.sow_beats: list[int] = []          # id of each sow beat, in play order
        self.beat_of: dict[int, int] = {}       # id(flight) -> index into sow_beats

    def _hook(self) -> None:
        for beat in self.table.anim.queue:
            if beat.name == "sow" and id(beat) not in self.sow_beats:
                self.sow_beats.append(id(beat))
                orig = beat.on_end

                def end(orig=orig) -> None:
                    m = self.table.model
                    self.at_end.append((list(m.council), m.chambers))
                    if orig:
                        orig()
                beat.on_end = end

    def frame(self) -> None:
        self._hook()
        self.app.frame(self.app.step)
        beat = self.table.anim.current
        if beat is None or beat.name not in ("visit_lift", "sow"):
            return
        self.sow_seconds += self.app.step
        m = self.table.model
        self.shown.append((list(m.council), m.chambers))
        if beat.name != "sow":
            return
        t = beat.elapsed - beat.lead
        for f in beat.flights:
            p = f.position(t)
            if p is None:
                continue
            self.beat_of[id(f)] = self.sow_beats.index(id(beat))
            track = self.tracks.setdefault(id(f), [])
            place = where(self.table, p)
            if not track or track[-1] != place:
                track.append(place)

    def run(self, frames: int = 600) -> None:
        for _ in range(frames):
            if not self.table.anim.busy:
                return
            self.frame()
        raise AssertionError("the animation never finished")


def assert_clockwise(track: list, origin: int) -> None:
    """Places a cube was seen over: the origin, then each next space clockwise, perhaps the
    Chambers last; never a jump across the ring."""
    assert track[0] == origin, track
    for a, b in zip(track, track[1:]):
        if b == "chambers":
            assert b == track[-1], track
            continue
        assert a != "chambers" and b == (a + 1) % 5, f"cube jumped {a} -> {b}: {track}"


def to_visit_at_normal_speed(app: App) -> tuple[TableScene, tuple, int]:
    table = start_scenario(app, read_yaml(SCEN + "rulebook_visit_bees_seven_cubes.yaml"))
    settle(app, lambda: table.playing)
    click(app, card_center(table, parse_card("1M")))
    settle(app, lambda: table.visiting)
    app.settings.speed = "normal"
    return table, tuple(table.match.state.council), table.match.state.chambers


def test_a_seven_cube_visit_hops_clockwise_space_by_space(app):
    table, before, _ = to_visit_at_normal_speed(app)
    watch = SowWatch(app, table)
    click(app, table.geom.space_center(0))
    watch.run()
    s = table.match.state
    # seven cubes flew; each walked the ring from Bees one space at a time
    assert len(watch.tracks) == 7
    for track in watch.tracks.values():
        assert_clockwise(track, 0)
    ends = sorted((t[-1] for t in watch.tracks.values()), key=str)
    assert ends == sorted([1, 2, 3, 4, 0, "chambers", "chambers"], key=str)
    # the cube bound for Cockroaches passed Mosquitoes and Ants on its way
    assert [0, 1, 2, 3] in watch.tracks.values()
    # the picture counted up as cubes landed, and ended on the engine's counts
    mids = [c for c in watch.shown if c != (list(before), 0) and c != (list(s.council), s.chambers)]
    assert mids, "the strength numbers never showed a partial sow"
    assert watch.at_end == [(list(s.council), s.chambers)]
    assert table.model.council == list(s.council) and table.model.lifted is None
    # the tick rises in pitch along the sow, and the whole visit stays short
    assert watch.pitches == list(range(7))
    assert watch.sow_seconds < 1.5


def test_skipping_mid_sow_lands_every_cube_at_once(app):
    table, before, _ = to_visit_at_normal_speed(app)
    click(app, table.geom.space_center(0))
    for _ in range(30):
        app.frame(app.step)
    assert table.anim.current is not None and table.anim.current.name == "sow"
    s = table.match.state
    assert (table.model.council, table.model.chambers) != (list(s.council), s.chambers)
    table.anim.skip()        # what Space does; the picture is not rebuilt from the engine yet
    assert table.model.council == list(s.council) and table.model.chambers == s.chambers
    assert table.model.lifted is None


def test_space_key_skips_a_sow(app):
    table, _, _ = to_visit_at_normal_speed(app)
    click(app, table.geom.space_center(0))
    for _ in range(20):
        app.frame(app.step)
    assert table.anim.busy
    key(app, pygame.K_SPACE)
    assert not table.anim.busy
    assert table.model.council == list(table.match.state.council)


@pytest.mark.parametrize("name", ["rulebook_termitenator_visit_winning.yaml",
                                  pytest.param("rulebook_emissary_dingus_lizzy.yaml", marks=pytest.mark.slow)])  # 2.3 s
def test_mode_visits_hop_clockwise_too(app, name):
    """Solo (the Termite space is a ring space) and the 2 player game with the Emissary."""
    data = read_yaml(SCEN + name)
    table = app.start_game(state=build_start(data), humans=(0,))
    settle(app, lambda: not table.anim.busy)
    app.settings.speed = "normal"
    watch = SowWatch(app, table)
    visits = []        # the engine's visits: (space, cubes), in order, whoever acted
    engine_apply = table.match.apply

    def apply(act):
        events = engine_apply(act)
        visits.extend((e.space, e.cubes) for e in events if e.kind == "council_visited")
        return events
    table.match.apply = apply
    for raw in data["actions"]:     # queued back to back: no AI seat acts in between
        table.apply(action_from_data(raw))
    for _ in range(900):            # then the automa's replies, until you are to act again
        if not table.anim.busy and table.match.human_decision() is not None:
            break
        watch.frame()
    assert visits, "the scenario should animate a Council Visit"
    assert len(watch.at_end) == len(visits)
    for k, (space, cubes) in enumerate(visits):
        tracks = [t for fid, t in watch.tracks.items() if watch.beat_of[fid] == k]
        assert len(tracks) == cubes
        for track in tracks:
            assert_clockwise(track, space)
    assert watch.at_end[-1] == (list(table.match.state.council), table.match.state.chambers)


@pytest.mark.parametrize("mode,seats", [("table", 3), ("table", 4), ("table", 5), ("emissary", 3), ("solo", 2)])
def test_lead_label_is_clear_of_every_trick_card(app, mode, seats):
    from game.bug_council.cards import SUIT_TITLES
    from scenes.bug_council.modes import mode_config, mode_geometry
    cfg = mode_config(app.cfg, mode)
    for me in ((0,) if mode == "solo" else (0, 1)):     # hot-seat: either player at the bottom
        g = mode_geometry(cfg, seats, me, mode)
        area = pygame.Rect(cfg.rect("trick_area"))
        for suit in range(5):
            lab = app.text.render(f"Lead: {SUIT_TITLES[suit]}", "small", (0, 0, 0), bold=True)
            box = g.lead_label_rect((20 + 6 + lab.get_width(), 20))
            assert area.contains(box), (box, area)
            for seat in range(seats):
                card = g.trick_card_rect(seat)
                # the card, raised when it wins, and its player's name beneath it
                covered = card.union(card.move(0, -8)).union(card.move(0, 18))
                assert not box.colliderect(covered), (mode, seats, seat, box, covered)


def drawn_texts(app: App):
    """Records every (text, rect) the text cache draws."""
    seen = []
    blit = app.text.blit

    def record(dst, text, size, color, pos, anchor="topleft", bold=False, box=None):
        r = blit(dst, text, size, color, pos, anchor, bold, box)
        seen.append((text, r))
        return r
    app.text.blit = record
    return seen


def test_text_fit_keeps_short_names_and_ends_long_ones_in_an_ellipsis(app):
    t = app.text
    assert t.fit("Rufus", "tiny", 60) == "Rufus"
    cut = t.fit("Termitenator the Magnificent", "tiny", 52)
    assert cut.endswith("\u2026") and t.font("tiny").size(cut)[0] <= 52 and len(cut) > 2


def test_last_trick_shows_the_termitenators_whole_name(app):
    table = start_scenario(app, read_yaml(SCEN + "rulebook_termitenator_visit_winning.yaml"))
    settle(app, lambda: not table.anim.busy and table.playing)
    table.apply(action_from_data({"seat": 0, "play": "5M"}))
    settle(app, lambda: not table.anim.busy and table.model.last_trick is not None)
    seen = drawn_texts(app)
    app.frame(app.step)
    box = pygame.Rect(table.cfg.rect("last_trick"))
    names = [text for text, r in seen if box.colliderect(r) and text in ("You", "Termitenator")]
    assert sorted(names) == ["Termitenator", "You"]


def test_trilogy_next_caption_sits_on_the_paper_not_on_the_card(app):
    import dataclasses
    from game.bug_council.campaign import Trilogy
    from scenes.bug_council.trilogy import TrilogyScene
    t = Trilogy.new(5)
    res = {"game": 1, "personality": t.order[0], "scores": [25, 35], "winner": "termitenator",
           "running": [25, 35]}
    app.stack.push(TrilogyScene(app, dataclasses.replace(t, running=(25, 35), results=(res,))))
    seen = drawn_texts(app)
    app.frame(app.step)
    [r] = [r for text, r in seen if text.startswith("next: revealed")]
    paper = app.canvas.get_at((app.cfg.data["menu"]["panel"][0] + 20, r.centery))
    for x in (r.left - 3, r.right + 3):
        for y in (r.top - 3, r.centery, r.bottom + 3):
            assert app.canvas.get_at((x, y)) == paper, (x, y)
