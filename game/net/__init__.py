"""Play with friends on other machines (docs/network.md).

The host's app holds the seed and the state (`session.HostSession`, over a Match); clients
send intents and keep what they are sent (`client.ClientState`). Messages are small versioned
JSON (`messages`, `wire`); a transport (`transport`) carries them: WebSockets (`websocket`)
or Matrix to-device messages (`matrix`; the player's login: `matrix_login`). Every host's
connections come in through `gate` (strangers refused cheaply, everything bounded); the app
hosts through `hosted` (`headless` drives one without a screen), tests through `host`. Pure
Python: no pygame, no scenes.
"""
