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


@pytest.mark.parametrize("host", ["127.0.0.1", "192.168.1.20", "::1", "my-pc.local"])
def test_join_code_round_trip(host):
    code = JoinCode("ws", host, 45123, 2, "Abc_d-12")
    assert JoinCode.parse(str(code)) == code
    assert JoinCode.parse("  " + str(code) + "\n") == code


@pytest.mark.parametrize("text", ["", "bugs1:ws", "bugs1:ws:h:0:1:t", "bugs1:ws:h:70000:1:t", "bugs1:ws:h:80:x:t",
                                  "bugs1:ws:h:80:1:", "other:ws:h:80:1:t", "bugs1:ws:h:80:1:t" + "x" * 400])
def test_bad_join_codes_are_refused(text):
    with pytest.raises(JoinCodeError):
        JoinCode.parse(text)
