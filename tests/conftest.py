import os
import sys
from pathlib import Path

# Scene tests never open a real window or audio device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import settings  # noqa: E402

# CI runs the property tests on a fixed seed per test (HYPOTHESIS_PROFILE=ci in .ci/run), so a
# landing is judged on reproducible examples; everywhere else each run explores new ones.
settings.register_profile("ci", derandomize=True)
if os.environ.get("HYPOTHESIS_PROFILE"):
    settings.load_profile(os.environ["HYPOTHESIS_PROFILE"])


import pytest  # noqa: E402  (after the SDL drivers are chosen)


@pytest.hookimpl(tryfirst=True)    # before pytest-xdist reads the xdist_group marks
def pytest_collection_modifyitems(items):
    """Every test that asks for the `synapse` fixture is marked `synapse` (so `make check` can
    leave it out) and kept with its module's others on one xdist worker (`--dist loadgroup`):
    the homeserver is one per module, started once. Slow tests go first, so the parallel run
    does not end waiting on one long test that started last."""
    for item in items:
        if "synapse" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.synapse)
            item.add_marker(pytest.mark.xdist_group(f"synapse:{item.module.__name__}"))
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture
def app():
    """A headless app at instant speed whose AI opponents play at random (fast, and any seed
    reaches every kind of decision)."""
    from scenes.app import App
    a = App(speed="instant")
    a.cfg.ai["opponent_level"] = "random"
    yield a
    a.close()


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The app's data folder (saves, settings, statistics, records) is this test's tmp_path."""
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def _no_writes_to_the_real_user_folder(tmp_path_factory, monkeypatch):
    """Nothing a test does (an Export record click in a monkey test...) may write into the
    machine's real user data folder; tests that look at saves use `home` (their tmp_path)."""
    monkeypatch.setenv("BUG_COUNCIL_HOME", str(tmp_path_factory.mktemp("user-data")))


@pytest.fixture(autouse=True)
def _english_words(monkeypatch):
    """Every test reads English unless it switches (game.i18n.using): the machine's own language
    is not the test's, and an app a test made in another language leaves it behind."""
    from game import i18n
    monkeypatch.setenv("LANGUAGE", i18n.ENGLISH)
    with i18n.using(i18n.ENGLISH):
        yield


@pytest.fixture(autouse=True)
def _loopback_only(monkeypatch):
    """A game hosted in a test (the lobby, a monkey's clicks) listens on 127.0.0.1 only, and
    its join codes name that address: no test is reachable from, or reaches, another machine."""
    from scenes.app import App
    from scenes.config import load_ui_config
    monkeypatch.setattr(App, "LAN_BIND", "127.0.0.1")
    # A port the system chooses: test runs side by side (other worktrees) never collide.
    monkeypatch.setitem(load_ui_config().data["lobby"], "port", 0)


@pytest.fixture(scope="module")
def synapse():
    """A local Synapse homeserver for the test module that asks for it (tools/local_synapse.py:
    127.0.0.1, a free port, a temp dir, Synapse's default rate limits), stopped by its pid after
    the module. Its tests skip, with the reason, only when Synapse is not installed."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import local_synapse
    if not local_synapse.available():
        pytest.skip(local_synapse.UNAVAILABLE)
    hs = local_synapse.LocalSynapse()
    hs.start()
    try:
        yield hs
    finally:
        hs.stop()                          # by its pid; the temp dir goes too
