"""Play with friends on other machines (docs/network.md).

The host's app holds the seed and the state (`session.HostSession`, over a Match); clients
send intents and keep what they are sent (`client.ClientState`). Messages are small versioned
JSON (`messages`, `wire`); a transport (`transport`) carries them: WebSockets (`websocket`)
or Matrix to-device messages (`matrix`; the player's login: `matrix_login`). Pure Python: no
pygame, no scenes.
"""
