"""Back Alley Bones (`../shared/seeds/back-alley-bones-demo-rules.txt`, decisions and the
reconstructed decks in `rules/BACK_ALLEY_BONES.md`): the third game of the app, behind the same
protocol as the others.

Modules: `cards` (notation), `data` (config/back_alley_bones.yaml, checked at load), `state` (one
position and the rules that move it), `actions`, `events`, `refusals` (every rule that can refuse
an action), `view` (what one seat sees), `scenario` (the `game: back_alley_bones` files),
`summary` / `undo_words` (the shell's words), `ai` (its levels), `definition` (the game object
registered in `game.protocol.GAMES`).
"""
