"""Party Bugs' screens: its table, replay viewer, result, help and setup."""
