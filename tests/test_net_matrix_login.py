"""The Matrix login kept in the user data folder (game/net/matrix_login.py): round trips through
SaveStore, validation on save and load, bad files kept aside with one sentence, owner-only file
mode, and the password dropped once a token is kept. Pure: no homeserver."""
from __future__ import annotations

import os
import sys

import pytest

from game.net.matrix_login import (LOGIN_SAVE, LoginError, MatrixLogin, clear_login, load_login,
                                   save_login)
from game.saves import SaveStore

ADA = MatrixLogin("https://matrix.example.org", "@ada:example.org", password="hunter2")


def test_round_trip_and_clear(home):
    store = SaveStore()
    assert load_login(store) == (None, None)
    save_login(store, ADA)
    assert load_login(store) == (ADA, None)
    kept = MatrixLogin(ADA.homeserver, ADA.user_id, ADA.password, "syt_token", "DEVICE").without_password()
    assert kept.password is None and kept.access_token == "syt_token"
    save_login(store, kept)
    assert load_login(store) == (kept, None)
    assert "hunter2" not in store.path(LOGIN_SAVE).read_text()
    clear_login(store)
    assert load_login(store) == (None, None)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file modes")
def test_only_its_owner_can_read_it(home):
    store = SaveStore()
    save_login(store, ADA)
    assert os.stat(store.path(LOGIN_SAVE)).st_mode & 0o077 == 0


@pytest.mark.parametrize("login", [
    MatrixLogin("matrix.org", "@ada:example.org", password="x"),             # not a URL
    MatrixLogin("https://matrix.org", "ada", password="x"),                  # not @user:server
    MatrixLogin("https://matrix.org", "@ada:example.org"),                   # no secret
    MatrixLogin("https://matrix.org", "@ada:example.org", password=""),      # empty
    MatrixLogin("https://matrix.org", "@ada:example.org", password="x" * 2000),
    MatrixLogin("https://matrix.org", "@ada:example.org", access_token=5),   # type: ignore[arg-type]
])
def test_invalid_logins_are_not_saved(home, login):
    store = SaveStore()
    with pytest.raises(LoginError):
        save_login(store, login)
    assert not store.exists(LOGIN_SAVE)


@pytest.mark.parametrize("text", [
    "not: [yaml",
    "- a list\n",
    "format: 1\nkind: settings\npayload: {}\ncomplete: true\n",
    "format: 1\nkind: matrix-login\npayload: {homeserver: 'https://x.org'}\ncomplete: true\n",
    "format: 1\nkind: matrix-login\npayload: {homeserver: 'https://x.org', user_id: '@a:x.org', "
    "password: 1.5}\ncomplete: true\n",
    "format: 1\nkind: matrix-login\npayload: {homeserver: 'https://x.org', user_id: '@a:x.org', "
    "password: p, shell: 'rm -rf'}\ncomplete: true\n",
    "format: 99\nkind: matrix-login\npayload: {}\ncomplete: true\n",
])
def test_a_bad_file_is_kept_aside_with_one_sentence(home, text):
    store = SaveStore()
    store.root.mkdir(parents=True, exist_ok=True)
    store.path(LOGIN_SAVE).write_text(text)
    login, message = load_login(store)
    assert login is None and message and message.endswith(".") and "\n" not in message
    assert "Matrix login" in message
    assert not store.exists(LOGIN_SAVE)
    assert list(store.root.glob(f"{LOGIN_SAVE}.rejected-*.yaml"))


def test_the_typed_login_is_completed_as_matrix_clients_do():
    from game.net.matrix_login import login_from_form
    assert login_from_form("matrix.org", "Ada", "pw", "") == MatrixLogin("https://matrix.org", "@ada:matrix.org", "pw")
    assert login_from_form("https://example.org/", "@bo:other.org", "", " syt_abc ") == \
        MatrixLogin("https://example.org", "@bo:other.org", access_token="syt_abc")
    assert login_from_form("http://127.0.0.1:8008", "@cy", "pw", "tok").access_token is None   # the password wins
    for form in (("", "ada", "pw", ""), ("matrix.org", "", "pw", ""), ("matrix.org", "ada", "", ""),
                 ("matrix.org", "a da", "pw", "")):
        with pytest.raises(LoginError):
            login_from_form(*form)
