"""`python -m scenes ...` is the same as the `bug-council` command."""
import sys

from scenes.cli import main

sys.exit(main())
