"""The player's Matrix login, kept in the user data folder (pure: no matrix-nio, no pygame).

    login = MatrixLogin("https://matrix.org", "@ada:matrix.org", password="...")
    save_login(store, login)                  # game.saves.SaveStore: versioned, atomic
    login, message = load_login(store)        # (None, None) when never saved
    clear_login(store)

Contracts:
* One save, `matrix-login.yaml` (kind `matrix-login`), through `SaveStore`: written atomically
  (a crash never leaves half a file), read back with the store's bounded YAML reader, and a
  file that cannot be used is moved aside with one sentence for the player (never raised by
  `load_login`, which returns it as the message).
* Validated on save and on load: `homeserver` an http(s) URL, `user_id` `@local:server`,
  at least one of `password` / `access_token`; every field a bounded string.
* Secrets are stored as plain text in a file only its owner can read (the store writes via
  `mkstemp`, mode 0600 on POSIX). Prefer keeping the access token: after a password login the
  backend hands back a login with `access_token` and `device_id`; save that one with
  `password=None` (`without_password()`), so the password never reaches the disk.
* Matrix play is not end-to-end encrypted (docs/network.md): the homeservers involved can read
  the game's messages. The UI says so where it asks for the login.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from game.saves import SaveError, SaveStore

LOGIN_SAVE = "matrix-login"
KIND_LOGIN = "matrix-login"
MAX_FIELD = 1024

_USER_ID = re.compile(r"@[a-z0-9._=\-/+]+:[A-Za-z0-9.\-]+(:[0-9]{1,5})?\Z")
_URL = re.compile(r"https?://[A-Za-z0-9.\-\[\]:]+(/[^\s]*)?\Z")


class LoginError(ValueError):
    """A login that cannot be used; str(e) is one sentence for the player, `reason` the part
    after "because"."""

    def __init__(self, reason: str):
        super().__init__(f"The Matrix login cannot be used: {reason}.")
        self.reason = reason


@dataclass(frozen=True)
class MatrixLogin:
    homeserver: str                  # the client-server API base URL, e.g. https://matrix.org
    user_id: str                     # @local:server
    password: str | None = None
    access_token: str | None = None
    device_id: str | None = None     # kept with the token: the same device on every launch

    def check(self) -> "MatrixLogin":
        """Itself, or LoginError saying what is wrong."""
        for name in ("homeserver", "user_id", "password", "access_token", "device_id"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, str) or not value or len(value) > MAX_FIELD):
                raise LoginError(f"its {name.replace('_', ' ')} is not valid")
        if not _URL.match(self.homeserver):
            raise LoginError("the homeserver must be an address starting with https:// (or http://)")
        if not _USER_ID.match(self.user_id):
            raise LoginError("the user must look like @name:server.org")
        if self.password is None and self.access_token is None:
            raise LoginError("it needs a password or an access token")
        return self

    def without_password(self) -> "MatrixLogin":
        """The login to keep once a token was obtained (the password is not needed again)."""
        return replace(self, password=None) if self.access_token else self

    def to_data(self) -> dict[str, Any]:
        return {k: v for k, v in (("homeserver", self.homeserver), ("user_id", self.user_id),
                                  ("password", self.password), ("access_token", self.access_token),
                                  ("device_id", self.device_id)) if v is not None}

    @staticmethod
    def from_data(data: Any) -> "MatrixLogin":
        if not isinstance(data, dict) or not set(data) <= {"homeserver", "user_id", "password",
                                                           "access_token", "device_id"}:
            raise LoginError("it has unknown fields")
        try:
            login = MatrixLogin(data["homeserver"], data["user_id"], data.get("password"),
                                data.get("access_token"), data.get("device_id"))
        except KeyError as exc:
            raise LoginError("it has no homeserver or user") from exc
        return login.check()


def login_from_form(homeserver: str, user: str, password: str, access_token: str) -> MatrixLogin:
    """The login a person typed, completed the way Matrix clients do: `matrix.org` means
    `https://matrix.org`; a bare `ada` (or `@ada`) is `@ada:<the homeserver's host>`, and a
    user id's name part is lower case. Empty secrets count as not given; a password wins over
    a token when both are typed. LoginError (one sentence) when it still cannot be used."""
    server = homeserver.strip().rstrip("/")
    if server and "://" not in server:
        server = "https://" + server
    name = user.strip()
    local, sep, host = name.lstrip("@").partition(":")
    if name and not sep:
        host = re.sub(r"\A[a-z]+://", "", server).split("/", 1)[0].split(":", 1)[0]
    user_id = f"@{local.lower()}:{host}" if name else ""
    password = password or None
    token = None if password else (access_token.strip() or None)
    return MatrixLogin(server, user_id, password, token).check()


def save_login(store: SaveStore, login: MatrixLogin) -> None:
    """LoginError for an invalid login (nothing written); SaveError when it cannot be written."""
    store.write(LOGIN_SAVE, KIND_LOGIN, login.check().to_data())


def load_login(store: SaveStore) -> tuple[MatrixLogin | None, str | None]:
    """(login, None), (None, None) when none is saved, or (None, one sentence) when the file
    cannot be used (it is then kept aside: the player is asked again)."""
    try:
        payload = store.read(LOGIN_SAVE, KIND_LOGIN)
    except SaveError as exc:
        return None, str(exc)
    except OSError as exc:
        return None, f"The Matrix login could not be read ({exc.strerror or exc})."
    if payload is None:
        return None, None
    try:
        return MatrixLogin.from_data(payload), None
    except LoginError as exc:
        return None, str(store.reject(LOGIN_SAVE, KIND_LOGIN, exc.reason))


def clear_login(store: SaveStore) -> None:
    store.remove(LOGIN_SAVE)
