"""Bugspiel (`../shared/seeds/bugspiel-rules.html`, every number and decision in
`rules/BUGSPIEL.md`): the market-and-habitat game, the fourth game of the app, behind the same
protocol as the others. The sequential game only (section 6 leaves the parallel one out).

Modules: `data` (config/bugspiel.yaml and the bundled species tables, checked at load), `cards`
(notation, matching), `board` (the hex layouts, slots, lines), `actions`, `events`, `refusals`
(every rule that can refuse an action), `scoring` (a bonus line), `state` (one position and the
rules that move it), `setup` (the seeded first position), `invariants`, `view` (what one seat
sees), `scenario` (the `game: bugspiel` files), `summary` / `undo_words` (the shell's words),
`ai` (its levels), `definition` (the game object for `game.protocol.GAMES`).
"""
