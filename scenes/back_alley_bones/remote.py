"""A joined Back Alley Bones game at the real table: the same BonesTableScene a local game uses,
run against what the host sends (game/net/remote.RemoteMatch), with what every joined picture
table does differently (scenes/joined_table.JoinedPictureTable)."""
from __future__ import annotations

from scenes.back_alley_bones.table import BonesTableScene
from scenes.joined_table import JoinedPictureTable


class RemoteBonesTableScene(JoinedPictureTable, BonesTableScene):
    pass
