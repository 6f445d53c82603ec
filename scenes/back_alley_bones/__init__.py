"""Back Alley Bones' screens: its table, remote table, replay, result, help and rules pages."""
