"""The wire format and join codes: plain data only, canonical text, bounded parsing."""
from __future__ import annotations

import pytest

from game.net.transport import JoinCode, JoinCodeError
from game.net.wire import MAX_BYTES, WireError, digest, dumps, loads_checked, to_plain
from game.protocol import all_games


def test_views_and_states_of_every_game_are_plain_json():
    for game in all_games():
        mode = game.modes[0]
        state = game.new_game(mode.id, mode.players[0], 3)
        view = to_plain(game.view(state, 0, {}), game.action_to_data)
        text = dumps(view)
        assert len(text) < MAX_BYTES and loads_checked('{"v":1,"type":"x","view":' + text + "}", strict=False)
        assert all(isinstance(a, dict) and game.action_from_data(a) in state.legal_actions(0) for a in view["legal"])
        assert digest(to_plain(state.to_data()), b"k") != digest(to_plain(state.to_data()), b"j")


def test_floats_never_travel():
    assert to_plain({"a": 2.0, "b": 0.5, 3: frozenset({2, 1})}) == {"a": 2, "b": "0.5", "3": [1, 2]}
    with pytest.raises(WireError):
        loads_checked('{"v":1,"type":"x","f":0.5}')


@pytest.mark.parametrize("host", ["127.0.0.1", "192.168.1.20", "::1", "fe80::1", "my-pc.local", "LAN-Party-3",
                                  "10.0.0.7"])
def test_join_code_round_trip(host):
    code = JoinCode("ws", host, 45123, 2, "Abc_d-12")
    assert JoinCode.parse(str(code)) == code
    assert JoinCode.parse("  " + str(code) + "\n") == code


@pytest.mark.parametrize("alias", ["#bugs-ab12cd34ef56:matrix.org", "#bugs-x:localhost:8008"])
def test_a_matrix_join_code_round_trips(alias):
    code = JoinCode("mx", alias, 0, 63, "Q2f8k3L0aZpR1x9w")
    assert JoinCode.parse(str(code)) == code and str(code).startswith(f"bugs1:mx:[{alias}]:0:")


TOKEN = "Abc_d-12"


@pytest.mark.parametrize("text", [
    "", "bugs1:ws", "bugs1:ws:h:0:1:t", "bugs1:ws:h:70000:1:t", "bugs1:ws:h:80:x:t",
    "bugs1:ws:h:80:1:", "other:ws:h:80:1:t", "bugs1:ws:h:80:1:t" + "x" * 400,
    # Characters no code has: NUL, controls, format characters (RTL marks), surrogates, non-ASCII.
    f"bugs1:ws:h\x00:80:1:{TOKEN}", f"bugs1:ws:h:80:1:{TOKEN}\x00", f"bugs1:ws:h\u200f:80:1:{TOKEN}",
    f"bugs1:ws:\u202eh:80:1:{TOKEN}", f"bugs1:ws:h:80:1:Abc\ud800d-12", f"bugs1:ws:h\x07:80:1:{TOKEN}",
    f"bugs1:ws:h\tx:80:1:{TOKEN}", f"bugs1:ws:h:\u0668\u0660:1:{TOKEN}", f"bugs1:ws:h\u00e9:80:1:{TOKEN}",
    # Hosts that are not an address: user@host, host/path, a mistyped IPv4, IPv4 in brackets, IPv6 bare.
    f"bugs1:ws:me@h:80:1:{TOKEN}", f"bugs1:ws:h/x:80:1:{TOKEN}", f"bugs1:ws:999.1.1.1:80:1:{TOKEN}",
    f"bugs1:ws:[1.2.3.4]:80:1:{TOKEN}", f"bugs1:ws:[h]:80:1:{TOKEN}", f"bugs1:ws:-h:80:1:{TOKEN}",
    f"bugs1:ws:h..x:80:1:{TOKEN}", f"bugs1:ws:[::1]::80:1:{TOKEN}", f"bugs1:ws:[::1]80:1:{TOKEN}",
    # Unknown backends; a Matrix host that is no alias, or with a port.
    f"bugs1:xx:h:80:1:{TOKEN}", f"bugs1:WS:h:80:1:{TOKEN}", f"bugs1::h:80:1:{TOKEN}",
    f"bugs1:mx:[bugs:matrix.org]:0:1:{TOKEN}", f"bugs1:mx:[#bugs:matrix.org]:80:1:{TOKEN}",
    f"bugs1:mx:#bugs:0:1:{TOKEN}", f"bugs1:mx:[#a b:matrix.org]:0:1:{TOKEN}",
    # Tokens outside the URL-safe alphabet or length; seats out of range.
    "bugs1:ws:h:80:1:short", "bugs1:ws:h:80:1:" + "a" * 65, "bugs1:ws:h:80:1:Abc+d/12=", "bugs1:ws:h:80:1:Abc d-12",
    f"bugs1:ws:h:80:64:{TOKEN}", f"bugs1:ws:h:80:-1:{TOKEN}", f"bugs1:ws:h:+80:1:{TOKEN}"])
def test_bad_join_codes_are_refused(text):
    with pytest.raises(JoinCodeError):
        JoinCode.parse(text)


def test_anything_not_text_is_no_join_code():
    for thing in (None, 7, b"bugs1:ws:h:80:1:Abc_d-12", ["bugs1"]):
        with pytest.raises(JoinCodeError):
            JoinCode.parse(thing)
