"""A throwaway Synapse homeserver on 127.0.0.1, for the Matrix backend's tests and benchmark.

    with LocalSynapse() as hs:                 # a free port, a temp data dir, sqlite
        alice = hs.register("alice")           # {"user_id", "access_token", "device_id", "password"}
        hs.base_url                            # http://127.0.0.1:<port>

Contracts:
* Test-only: Synapse is in the `test` extra (pyproject.toml; `make test` installs it), never
  shipped. `available()` says whether it is installed; callers skip with `UNAVAILABLE` otherwise.
* Synapse's **default rate limits** are kept (the benchmark's figures must hold for a real
  homeserver); users are registered through the admin API with the shared secret (HMAC), which
  returns an access token, so tests do not log in repeatedly (logins are limited to a burst of
  5 per address by default).
* No federation listener, no trusted key servers, no stats: nothing leaves 127.0.0.1.
* `stop()` ends the process by its pid (SIGTERM, then SIGKILL after 10 s) and removes the
  temp dir; it is idempotent and also runs from `__exit__`. On Linux the homeserver also
  ends if its parent is killed (PR_SET_PDEATHSIG).
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import importlib.util
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

UNAVAILABLE = ("Synapse is not installed: pip install -e '.[test]' (matrix-synapse, test-only) "
               "to run the Matrix tests against a local homeserver")
SERVER_NAME = "localhost"


def available() -> bool:
    return importlib.util.find_spec("synapse") is not None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


CONFIG = """\
server_name: "{server_name}"
pid_file: "{dir}/homeserver.pid"
listeners:
  - port: {port}
    bind_addresses: ["127.0.0.1"]
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
database:
  name: sqlite3
  args:
    database: "{dir}/homeserver.db"
log_config: "{dir}/log.config"
media_store_path: "{dir}/media_store"
signing_key_path: "{dir}/signing.key"
registration_shared_secret: "{secret}"
macaroon_secret_key: "{macaroon}"
form_secret: "{form}"
report_stats: false
enable_metrics: false
trusted_key_servers: []
suppress_key_server_warning: true
federation_domain_whitelist: []
"""

LOG_CONFIG = """\
version: 1
formatters:
  plain: {{format: '%(asctime)s %(levelname)s %(name)s %(message)s'}}
handlers:
  file: {{class: logging.FileHandler, filename: '{dir}/homeserver.log', formatter: plain}}
root: {{level: WARNING, handlers: [file]}}
disable_existing_loggers: false
"""


def _die_with_parent() -> None:
    """Linux: the homeserver gets SIGTERM if the test run or benchmark is killed before its
    teardown (no orphan keeps the port); elsewhere teardown alone stops it."""
    if sys.platform.startswith("linux"):
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)   # PR_SET_PDEATHSIG


class LocalSynapse:
    def __init__(self, python: str = sys.executable, start_timeout: float = 60.0):
        self.python = python
        self.start_timeout = start_timeout
        self.dir: Path | None = None
        self.port = 0
        self.proc: subprocess.Popen | None = None
        self.secret = secrets.token_hex(16)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "LocalSynapse":
        self.dir = Path(tempfile.mkdtemp(prefix="bugs-synapse-"))
        self.port = free_port()
        fill = dict(server_name=SERVER_NAME, dir=self.dir, port=self.port, secret=self.secret,
                    macaroon=secrets.token_hex(16), form=secrets.token_hex(16))
        config = self.dir / "homeserver.yaml"
        config.write_text(CONFIG.format(**fill))
        (self.dir / "log.config").write_text(LOG_CONFIG.format(dir=self.dir))
        base = [self.python, "-m", "synapse.app.homeserver", "--config-path", str(config)]
        # The signing key, written here rather than by `--generate-keys` (a second start of
        # Synapse, ~2 CPU-s): Synapse's format, "ed25519 <version> <32-byte seed, unpadded base64>".
        seed = base64.b64encode(secrets.token_bytes(32)).decode().rstrip("=")
        (self.dir / "signing.key").write_text(f"ed25519 a_{secrets.token_hex(2)} {seed}\n")
        self._out = open(self.dir / "stdout.log", "wb")
        self.proc = subprocess.Popen(base, stdout=self._out, stderr=subprocess.STDOUT,
                                     start_new_session=True, preexec_fn=_die_with_parent)
        deadline = time.monotonic() + self.start_timeout
        while True:
            try:
                with urllib.request.urlopen(self.base_url + "/_matrix/client/versions", timeout=2):
                    return self
            except (urllib.error.URLError, ConnectionError, OSError):
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                log = self.log_tail()
                self.stop()
                raise RuntimeError(f"Synapse did not start:\n{log}")
            time.sleep(0.2)

    def log_tail(self, lines: int = 30) -> str:
        out = []
        for name in ("stdout.log", "homeserver.log"):
            p = self.dir / name if self.dir else None
            if p and p.exists():
                out += p.read_text(errors="replace").splitlines()[-lines:]
        return "\n".join(out)

    def _request(self, method: str, path: str, body: dict | None = None) -> dict:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base_url + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return json.loads(r.read())
        except urllib.error.HTTPError as exc:   # say what the homeserver said
            raise RuntimeError(f"{method} {path}: {exc.code} {exc.read()[:300]!r}") from exc

    def register(self, localpart: str, password: str | None = None, admin: bool = False) -> dict:
        """A new user through the shared-secret admin API; returns its login (a fresh device)."""
        password = password or secrets.token_hex(12)
        nonce = self._request("GET", "/_synapse/admin/v1/register")["nonce"]
        mac = hmac.new(self.secret.encode(), digestmod=hashlib.sha1)
        mac.update(b"\x00".join([nonce.encode(), localpart.encode(), password.encode(),
                                 b"admin" if admin else b"notadmin"]))
        out = self._request("POST", "/_synapse/admin/v1/register",
                            {"nonce": nonce, "username": localpart, "password": password,
                             "admin": admin, "mac": mac.hexdigest()})
        return {"user_id": out["user_id"], "access_token": out["access_token"],
                "device_id": out["device_id"], "password": password}

    def room_state(self, access_token: str, room_id: str, event_type: str, state_key: str = "") -> dict:
        """The content of a room's state event, as `access_token`'s user sees it."""
        from urllib.parse import quote
        path = f"/_matrix/client/v3/rooms/{quote(room_id)}/state/{quote(event_type)}/{quote(state_key)}"
        req = urllib.request.Request(
            self.base_url + path,
            headers={"Authorization": f"Bearer {access_token}"})
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read())

    def joined_rooms(self, access_token: str) -> list[str]:
        """The ids of the rooms `access_token`'s user is in now."""
        req = urllib.request.Request(self.base_url + "/_matrix/client/v3/joined_rooms",
                                     headers={"Authorization": f"Bearer {access_token}"})
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read())["joined_rooms"]

    def resolve_alias(self, alias: str) -> str | None:
        """The room id `alias` names, or None when no room has it (anyone may ask)."""
        from urllib.parse import quote
        try:
            with urllib.request.urlopen(self.base_url + f"/_matrix/client/v3/directory/room/{quote(alias)}",
                                        timeout=30) as r:
                return json.loads(r.read())["room_id"]
        except urllib.error.HTTPError as exc:
            if exc.code == 404:
                return None
            raise

    def stop(self) -> None:
        if self.proc is not None:
            try:
                os.kill(self.proc.pid, signal.SIGTERM)
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
            except ProcessLookupError:
                pass
            self.proc = None
            self._out.close()
        if self.dir is not None:
            shutil.rmtree(self.dir, ignore_errors=True)
            self.dir = None

    def __enter__(self) -> "LocalSynapse":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
