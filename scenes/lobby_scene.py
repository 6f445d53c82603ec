"""Play with friends over the local network (WebSockets) or the internet (Matrix; game/net):
host a game or join one.

* `FriendsScene`: Host a game / Join a game.
* `HostLobbyScene`: the game, mode, players, the mode's options (a row each, from its option
  specs: scenes/option_rows.py), the connection (local network or the
  internet over Matrix: scenes/matrix_lobby.py, with its login screen), the host's own name
  (what friends see; remembered), who plays each other seat (a friend on another computer, a
  person at this screen, an AI) and how long an absent friend's seat waits before an AI takes
  it; then, hosting, a join code per friend's seat (shown in full, Copy puts it on the
  clipboard), who has joined under which name and is ready, buttons that swap two friends'
  seats (scenes/lobby_seats.py), Start once every friend is there and ready, and Start with
  AI for absent friends (an AI plays their seats until they join with their codes).
* `JoinScene` (scenes/join_scene.py): paste a code, wait for the host's start.

The screen decides no rule: the seats, counts and options come from the game registry's
mode facts; the session (game/net/session.py) checks every message.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, ngettext
from game.net.messages import NAME_MAX, clean_name
from game.protocol import all_games
from game.setup import HUMAN, GameSetup, SeatSetup, SetupError, random_seed
from scenes import clipboard, matrix_lobby
from scenes.lobby_seats import HostSeats, checked_player_name, remember_player_name
from scenes.matrix_words import NOT_ENCRYPTED_SHORT, hosting_notes_matrix, hosting_problem_matrix
from scenes.menu import MenuScene, TextField, segmented
from scenes.option_rows import option_row
from scenes.widgets import Button
from scenes.wording import YOU_NAME

REMOTE, HERE, AI = "remote", "here", "ai"
# Marked for the catalogue (N_), translated where shown.
START_WITH_AI = N_("Start with AI for absent friends")
AI_FOR_ABSENT = N_("An AI plays each absent friend's seat until they join with their code; "
                   "then the seat is theirs again.")
KIND_WORDS = {REMOTE: N_("A friend"), HERE: N_("Here"), AI: N_("AI")}
NOT_ENCRYPTED = N_("Messages between the computers are not end-to-end encrypted: "
                   "play with people you trust, on a network you trust.")


def network_modes() -> list[tuple[Any, Any]]:
    """(game definition, mode) pairs that several people can play: every registered game with
    screens, each mode whose player counts go above one."""
    return [(g, m) for g in all_games() if g.screen for m in g.modes if max(m.players) > 1]


def timeout_words(seconds: int) -> str:
    return _("{n} s", n=seconds) if seconds < 60 else _("{n} min", n=seconds // 60)


class FriendsScene(MenuScene):
    title = N_("Play with friends")
    subtitle = N_("On your local network or over the internet: one computer hosts, the others join with a code")

    def build(self) -> None:
        x, y, w, h = self.m["column"]
        gap = self.m["column_gap"]
        specs = [(_("Host a game"), self.host), (_("Join a game"), self.join), (_("Back"), self.back)]
        self.buttons = [pygame_button(x, y + i * (h + gap), w, h, label, fn) for i, (label, fn) in enumerate(specs)]
        if self.focus is None:
            self.focus = 0

    def host(self) -> None:
        self.app.stack.push(HostLobbyScene(self.app))

    def join(self) -> None:
        from scenes.join_scene import JoinScene
        self.app.stack.push(JoinScene(self.app))

    def draw_content(self, surf) -> None:
        W = self.cfg.canvas[0]
        y = self.buttons[-1].rect.bottom + 40
        for line in self.app.text.wrap(_(NOT_ENCRYPTED), "body", 760):
            self.app.text.blit(surf, line, "body", self.cfg.color("gold"), (W // 2, y), "midtop")
            y += 22


def pygame_button(x, y, w, h, label, fn):
    from scenes.widgets import Button
    return Button(pygame.Rect(x, y, w, h), label, fn)


class HostLobbyScene(MenuScene):
    title = N_("Host a game")

    def __init__(self, app, hosted=None):
        self.L = app.cfg.data["lobby"]
        self.modes = network_modes()
        self.choice = 0
        self.count = self.info.players[0] if 3 not in self.info.players else 3
        names = app.cfg.data["seats"]["names"]
        self.kinds = [HERE] + [REMOTE] * 5
        # The host's own seat carries the host's name (remembered, as the join screen's): friends
        # see it at their tables, so it is never the local tables' "You".
        self.seat_names = [app.settings.player_name] + [names[i % len(names)] for i in range(1, 6)]
        self.values: dict[str, Any] = {}      # option name -> the form's value
        self.timeout = self.L["timeouts"][1]
        self.transport = matrix_lobby.LAN     # or MATRIX: a backend's name
        self.error = ""
        self.copied: int | None = None
        self.hosted = hosted        # game.net.hosted.HostedGame once hosting
        self._hosting_shown: tuple = ()
        self.seat_rows = HostSeats(self)
        self.name_fields = [TextField(pygame.Rect(0, 0, 1, 1), n, max_len=NAME_MAX if i == 0 else 14,
                                      placeholder=_("Your name") if i == 0 else "",
                                      on_change=lambda t, i=i: self.seat_names.__setitem__(i, t))
                            for i, n in enumerate(self.seat_names)]
        super().__init__(app)

    def resume(self, saved) -> None:
        """Host a game from the autosave again at once, with its codes (LAN: on its port;
        Matrix: in its room, after the login screen when no login is kept). The lobby is on the
        stack already: the login screen goes over it."""
        h = saved.hosted
        if h["transport"] == matrix_lobby.MATRIX:
            from game.net.hosted import alias_localpart
            self.transport = matrix_lobby.MATRIX
            self.rebuild()
            matrix_lobby.with_login(self.app, lambda login: self.start_hosting(
                saved.setup, h, matrix_lobby.backend_for(h["transport"], login), saved.record,
                (alias_localpart(h["room"]), 0, "")))
        else:
            self.start_hosting(saved.setup, h, matrix_lobby.backend_for(h["transport"]), saved.record,
                               (self.app.net_bind, h["port"], _address(self.app)))

    def name_legacy_seats(self) -> None:
        """A game hosted before the lobby asked the host's name kept the local tables' "You" for
        the host's seat: friends are shown the remembered name instead ('Player N' without one)."""
        for seat, name in enumerate(self.hosted.names()):
            if seat not in self.hosted.session.seats and name == YOU_NAME:
                self.hosted.name_own_seat(seat, self.app.settings.player_name or f"Player {seat + 1}")

    @property
    def definition(self):
        return self.modes[self.choice][0]

    @property
    def info(self):
        return self.modes[self.choice][1]

    # --- building ---------------------------------------------------------------------------

    def build(self) -> None:
        self.title = N_("Host a game") if self.hosted is None else N_("Hosting a game")
        if self.hosted is not None:
            self.build_hosting()
        else:
            self.build_form()

    def build_form(self) -> None:
        L, h = self.L, self.m["field_height"]
        px, py, _pw, _ph = L["panel"]
        x = px + L["choices_x"]
        rows = L["rows"]
        games = []
        for g in dict.fromkeys(d for d, _m in self.modes):
            first = next(i for i, (d, _m) in enumerate(self.modes) if d is g)
            games.append((_(g.title), (lambda i=first: self.set_choice(i)), g is self.definition, L["game_button"]))
        self.buttons = segmented(x, py + rows["game"], h, games)
        modes = [(_(m.title), (lambda i=i: self.set_choice(i)), i == self.choice, L["mode_button"])
                 for i, (d, m) in enumerate(self.modes) if d is self.definition]
        self.buttons += segmented(x, py + rows["mode"], h, modes)
        self.buttons += segmented(x, py + rows["players"], h, [
            (str(n), (lambda n=n: self.pick("count", n)), n == self.count, L["count_button"]) for n in self.info.players])
        for k, spec in enumerate(self.info.option_specs):
            self.buttons += option_row(spec, self.value(spec), (lambda v, spec=spec: self.set_option(spec, v)),
                                       self.width_for, x, py + rows["options"] + k * L["row_pitch"], h,
                                       L["option_button"])
        self.buttons += segmented(x, py + rows["timeout"], h, [
            (timeout_words(t), (lambda t=t: self.pick("timeout", t)), t == self.timeout, L["timeout_button"])
            for t in L["timeouts"]])
        self.transport_buttons = matrix_lobby.transport_buttons(self, x, py + rows["connection"])
        self.buttons += self.transport_buttons
        for i in range(self.count):
            y = py + rows["seats"] + i * L["seat_pitch"]
            if i == 0:            # the host's own seat: always here; its name is the host's
                self.name_fields[i].rect = pygame.Rect(x, y, L["host_name_w"], h)
                continue
            self.name_fields[i].rect = pygame.Rect(x, y, L["name_w"], h)
            self.buttons += segmented(x + L["name_w"] + 20, y, h, [
                (_(KIND_WORDS[k]), (lambda i=i, k=k: self.set_kind(i, k)), self.kinds[i] == k, L["seat_buttons"])
                for k in (REMOTE, HERE, AI)])
        self.fields = self.name_fields[:self.count]
        # Read once per build, not per frame: the kept Matrix login, when that is the connection.
        self.signed_in = matrix_lobby.signed_in_line(self.app) if self.transport == matrix_lobby.MATRIX else None
        self.buttons += self.footer([(_("Back"), self.back)] + ([(_("Sign out"), self.sign_out)] if self.signed_in else [])
                                    + [(_("Host"), self.host)])

    def build_hosting(self) -> None:
        L, h = self.L, self.m["field_height"]
        self.fields = []
        # No codes to copy (nor seats to move) when hosting failed.
        self.buttons = [] if self.hosted.problem else \
            self.seat_rows.buttons(pygame.Rect(L["panel"]), h, self.copy, self.rebuild)
        if not self.hosted.problem and self.hosted.absent():
            b = Button(self.ai_button_rect(), _(START_WITH_AI), self.start_with_ai)
            b.enabled = self.hosted.can_start_with_ai()
            self.buttons.append(b)
        self.buttons += self.footer([(_("Cancel"), self.back), (_("Start"), self.start)])
        self.buttons[-1].enabled = self.hosted.ready_to_start()
        self._hosting_shown = self.hosting_state()

    def hosting_state(self) -> tuple:
        """What the hosting buttons depend on: the lobby rebuilds when it changes (a friend came,
        went or is ready: Start and Start with AI follow; hosting failed: no Copy)."""
        h = self.hosted
        return h.ready_to_start(), h.can_start_with_ai(), bool(h.absent()), bool(h.problem)

    def ai_button_rect(self) -> pygame.Rect:
        """'Start with AI for absent friends', under the friends' rows and the other seats' line."""
        H, panel = self.L["hosting"], pygame.Rect(self.L["panel"])
        y = panel.y + H["top"] + len(self.hosted.remote) * H["pitch"] + H["ai_y"]
        return pygame.Rect(panel.x + H["name_x"], y, H["ai_w"], self.m["field_height"])

    # --- the form's choices -------------------------------------------------------------------

    def set_choice(self, i: int) -> None:
        self.choice = i
        if self.count not in self.info.players:
            self.count = self.info.players[0]
        self.values = {}
        self.rebuild()

    def value(self, spec) -> Any:
        """The form's value of option `spec` (its default until chosen)."""
        return self.values.get(spec.name, spec.initial())

    def set_option(self, spec, value: Any) -> None:
        self.values[spec.name] = value
        self.rebuild()

    def pick(self, name: str, value: Any) -> None:
        """One choice of the form (`count`, `timeout`) changed: the form follows."""
        setattr(self, name, value)
        self.rebuild()

    def set_kind(self, i: int, kind: str) -> None:
        self.kinds[i] = kind
        self.rebuild()

    def make_setup(self) -> GameSetup | None:
        """The form's game, or None with `error` said. Every seat's name is shown to friends,
        so each follows their rule (messages.clean_name); a blank one is 'Player N'."""
        colors = self.cfg.data["seats"]["colors"]
        level = self.cfg.ai["opponent_level"]
        options = {spec.name: spec.resolve(self.value(spec)) for spec in self.info.option_specs}
        names = [self.seat_names[i].strip() or f"Player {i + 1}" for i in range(self.count)]
        for i, name in enumerate(names):
            try:
                clean_name(name)
            except ValueError as exc:
                self.error = (_("Your name: {reason}.", reason=exc) if i == 0
                              else _("Seat {n}: {reason}.", n=i + 1, reason=exc))
                return None
        try:
            seats = tuple(SeatSetup(names[i], colors[i % len(colors)],
                                    level if self.kinds[i] == AI else HUMAN) for i in range(self.count))
            return GameSetup(self.info.id, self.count, seats, random_seed(), options, game=self.definition.id)
        except (SetupError, ValueError) as exc:
            self.error = str(exc)
            return None

    # --- hosting ------------------------------------------------------------------------------

    def host(self) -> None:
        remote = [i for i in range(self.count) if self.kinds[i] == REMOTE]
        if not remote:
            self.error = _("Choose at least one seat for a friend (or start a game from the title).")
            return
        setup = self.make_setup()
        if setup is None:
            return
        remember_player_name(self.app, checked_player_name(self.seat_names[0])[0])
        pygame.key.stop_text_input()
        if self.transport == matrix_lobby.MATRIX:
            matrix_lobby.with_login(self.app, lambda login: self.start_hosting(
                setup, remote, matrix_lobby.backend_for(self.transport, login), None, ("", 0, "")))
        else:
            self.start_hosting(setup, remote, matrix_lobby.backend_for(self.transport), None,
                               (self.app.net_bind, self.L["port"], _address(self.app)))

    def start_hosting(self, setup, remote, backend, record, where: tuple[str, int, str]) -> None:
        """Host `setup` on `backend`: `remote` the friends' seats (or a checked autosave's
        `hosted` data: its seats, tokens and timeout), `record` the game so far, `where` the
        listener's (bind, port, address). A saved game's port or room is fixed: its codes name it."""
        from game.net.hosted import HostedGame, hosted_tokens
        tokens = hosted_tokens(remote) if isinstance(remote, dict) else None
        zombie = remote["zombie_after"] if isinstance(remote, dict) else self.timeout
        self.hosted = HostedGame(setup, tokens or remote, self.app.net_thread(), backend, zombie_after=zombie,
                                 tokens=tokens, record=record, zombie_level=self.cfg.ai["fallback_level"])
        self.hosted.listen(*where, fixed=tokens is not None or backend.listener_names_address)
        if record is not None:
            self.name_legacy_seats()
        self.app.hosted = self.hosted     # pumped by the app every frame from now on
        self.error = ""
        self.focus = None
        self.rebuild()

    def sign_out(self) -> None:
        matrix_lobby.sign_out(self.app)
        self.rebuild()

    def copy(self, seat: int) -> None:
        if self.hosted is None or self.hosted.port is None:
            return
        self.copied = seat if clipboard.copy(self.hosted.join_code(seat)) else None

    def start(self) -> None:
        if self.hosted is not None and self.hosted.ready_to_start():
            self.app.start_hosted(self.hosted)

    def start_with_ai(self) -> None:
        """Start now: an AI plays each absent friend's seat until they join with their code
        (the session's zombie takeover, at once)."""
        if self.hosted is not None and self.hosted.can_start_with_ai():
            self.hosted.ai_for_absent()
            self.app.start_hosted(self.hosted)

    def back(self) -> None:
        if self.hosted is not None:
            self.app.stop_hosting()
            self.hosted = None
        if self.app.stack.top is self and len(self.app.stack) > 1:
            self.app.stack.pop()
        else:
            self.app.open_title()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hosted is not None and self.buttons and self.hosting_state() != self._hosting_shown:
            self.rebuild()

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        rect = self.draw_panel(surf, pygame.Rect(self.L["panel"]))
        if self.hosted is None:
            self.draw_form(surf, rect)
        else:
            self.draw_hosting(surf, rect)

    def draw_form(self, surf, rect) -> None:
        cfg, text, L = self.cfg, self.app.text, self.L
        h = self.m["field_height"]
        ink = cfg.color("ink")
        rows = [(_("Game"), "game"), (_("Mode"), "mode"), (_("Players"), "players"),
                (_("AI takes over after"), "timeout"), (_("Connection"), "connection"), (_("Seats"), "seats")]
        # A row's label keeps left of its choices: a size smaller, then wrapped, in a longer language.
        label_box = pygame.Rect(rect.x + L["label_x"], 0, L["choices_x"] - L["label_x"] - L["label_gap"], h + 8)
        labels = [(label, rect.y + L["rows"][key] + h // 2) for label, key in rows]
        labels += [(_(spec.label), rect.y + L["rows"]["options"] + k * L["row_pitch"] + h // 2)
                   for k, spec in enumerate(self.info.option_specs)]
        for label, centery in labels:
            label_box.centery = centery
            text.blit_in(surf, label, label_box, text.sizes_from("label", "tiny"), ink, align="left", bold=True)
        colors = cfg.seat_colors
        x = rect.x + L["choices_x"]
        for i in range(self.count):
            y = rect.y + L["rows"]["seats"] + i * L["seat_pitch"]
            pygame.draw.rect(surf, colors[i % len(colors)], (x - 20, y + 4, 10, h - 8), border_radius=3)
            if i == 0:
                text.blit(surf, _("You host, here; friends see this name"), "body",
                          cfg.color("ink_soft"), (x + L["host_name_w"] + 20, y + h // 2), "midleft")
        blink = self.caret_on()
        for f in self.fields:
            f.draw(surf, self.app, blink)
        y = rect.y + L["notes_y"]
        note = _("A friend's seat gets a join code. If a friend is away for {time}, "
                 "an AI plays for them until they come back.", time=timeout_words(self.timeout))
        matrix_lobby.draw_signed_in(self, surf, self.transport_buttons, self.signed_in)
        secret = _(NOT_ENCRYPTED_SHORT if self.transport == matrix_lobby.MATRIX else NOT_ENCRYPTED)
        for line in text.wrap(note, "small", rect.w - 48) + text.wrap(secret, "small", rect.w - 48):
            text.blit(surf, line, "small", cfg.color("ink_soft"), (rect.x + L["label_x"], y))
            y += 18
        if self.error:
            text.blit(surf, self.error, "small", cfg.color("warning"), (rect.x + L["label_x"], rect.bottom - 22))

    def draw_hosting(self, surf, rect) -> None:
        cfg, text, L = self.cfg, self.app.text, self.L
        H, hosted = L["hosting"], self.hosted
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        setup = hosted.setup
        info = setup.definition.mode(setup.mode)
        head = ngettext("{game} \u00b7 {mode} \u00b7 {n} player", "{game} \u00b7 {mode} \u00b7 {n} players", setup.players,
                        game=setup.definition.title, mode=info.title)
        text.blit(surf, head, "label", ink, (rect.x + H["name_x"], rect.y + 24), bold=True)
        mx = hosted.backend.name == matrix_lobby.MATRIX
        if hosted.problem:
            problem = (hosting_problem_matrix(hosted.problem, hosted.problem_word) if mx else
                       _("This computer cannot host on port {port}: {reason}", port=hosted.port or L['port'],
                         reason=hosted.problem))
            self.draw_notice(surf, problem, pygame.Rect(rect.x + 20, rect.y + H["top"], rect.w - 40, 56))
            return
        self.seat_rows.draw(surf, rect, self.copied, matrix=mx)
        names = hosted.names()
        others = [_("{name} (here)", name=names[i]) if s.human else _("{name} (AI)", name=names[i])
                  for i, s in enumerate(setup.seats) if i not in hosted.session.seats]
        y = rect.y + H["top"] + len(hosted.remote) * H["pitch"] + 6
        text.blit(surf, _("Also at the table: {names}", names=", ".join(others)), "body", soft, (rect.x + H["name_x"], y))
        if hosted.absent():
            b = self.ai_button_rect()
            room = rect.right - 24 - (b.right + 16)
            lines = text.wrap(_(AI_FOR_ABSENT), "small", room)
            for k, line in enumerate(lines):      # centred on the button, 18 px a line
                text.blit(surf, line, "small", soft, (b.right + 16, b.centery + 18 * k - 9 * (len(lines) - 1)),
                          "midleft")
        y = rect.y + L["notes_y"] - 40
        port = hosted.port or L["port"]
        notes = hosting_notes_matrix(hosted.backend.login.user_id) if mx else [
            _("Give each friend their code. On their computer: Play with friends, Join a game, paste the code. "
              "Their computers must reach this one on the local network, on port {port} (allow it in the "
              "firewall if asked).", port=port), _(NOT_ENCRYPTED)]
        if not hosted.ready_to_start() and hosted.session.seq > 0:
            notes.append(_("A saved game: Start opens when every friend is back, with the code they had."))
        elif not hosted.ready_to_start():
            notes.append(_("Start opens when every friend has joined and pressed Ready. "
                           "\u25b2 \u25bc swap two friends' seats (their codes keep working)."))
        for note in notes:
            for line in text.wrap(note, "small", rect.w - 48):
                text.blit(surf, line, "small", soft, (rect.x + H["name_x"], y))
                y += 18


def _address(app) -> str:
    """How friends reach this machine: its LAN address; this machine only in tests."""
    if app.net_bind == "127.0.0.1":
        return "127.0.0.1"
    from game.net.hosted import lan_address
    return lan_address()
