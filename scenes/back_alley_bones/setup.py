"""Back Alley Bones' part of the setup screen (scenes/setup_scene.py, through its plug-in's
`setup_form`): a few words of how it plays under the seats."""
from __future__ import annotations

from game.i18n import N_, _
from scenes.setup_scene import SetupChoice, SetupForm

BLURB = N_("Craps without dice: push the three Points to 7 with Cheat and Luck cards while your opponent "
         "pushes them away. Sevens win Grub; the most Grub when every Shooter has crapped out wins.")


class BonesSetupForm(SetupForm):
    def lines(self, choice: SetupChoice, players: int) -> tuple[str, ...]:
        return (_(BLURB),)
