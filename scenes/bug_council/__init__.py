"""Bug Council's screens: its table, boards per mode, replay viewer, review and the Trilogy."""
