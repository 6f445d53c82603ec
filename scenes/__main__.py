"""`python -m scenes ...` is the same as the `bug-council` command."""
import multiprocessing
import sys

# A frozen build (PyInstaller, build.spec) starts its worker processes (the hint worker, the
# review) by running this executable again: this turns such a run into the worker. A no-op
# when run from source.
multiprocessing.freeze_support()

from scenes.cli import main  # noqa: E402

sys.exit(main())
