"""Party Bugs (`../shared/seeds/party-bugs-rulebook.txt`, decisions in `rules/PARTY_BUGS.md`):
the second game of the app, behind the same protocol as Bug Council.

Modules: `cards` (notation), `state` (one position and the rules that move it), `events`,
`refusals` (every rule that can refuse an action), `scenario` (the `game: party_bugs` files),
`definition` (the game object registered in `game.protocol.GAMES`).
"""
