"""What every game's AI shares: its settings (`game.ai.config`, config/ai.yaml) and the one
cancellable runner that thinks for the AI seats off the UI thread (`game.ai.worker`). Each
game's own AI lives in its package (`game.bug_council.ai`, `game.party_bugs.ai`)."""
