# One command to play, one to test. Both create (or reuse) .venv with python3 >= 3.11.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# Tests run on JOBS parallel workers (pytest-xdist; `make test JOBS=0` runs them in one process):
# one more than the processors, since a fifth of a worker's time is spent waiting (sockets, child
# processes, the Synapse homeserver) and the extra worker fills it: on 2 cores `make test` took
# 4 min 19 s with 3 workers, 4 min 53 s with 2, the same CPU (docs/testing.md).
# loadgroup keeps each module's Synapse tests on one worker (tests/conftest.py groups them).
JOBS ?= $(shell $(PYTHON) -c 'import os; print(len(os.sched_getaffinity(0)) + 1)' 2>/dev/null || echo auto)
# `=`, not `:=`: JOBS (a Python start) is worked out only when a test target runs, not for `make play`.
PARALLEL = -n $(JOBS) --dist loadgroup
# The tests' temporary folders (every test's app data, its saves' fsyncs, pytest's own folders
# and its removal of the run before last's) on tmpfs where the machine has one: on this disk
# each unlink and fsync waits milliseconds, seconds of a run's wall time (docs/testing.md).
# TEST_TMP= keeps the system's temporary folder.
# Only a tmpfs with room (1 GB free): a container's default /dev/shm is 64 MB.
TEST_TMP ?= $(shell df -Pk /dev/shm 2>/dev/null | awk 'NR==2 && $$4 > 1048576 {print "/dev/shm"}')
TEST_ENV := $(if $(TEST_TMP),TMPDIR=$(TEST_TMP))

.PHONY: play test check bench dist clean

# Python keeps the compiled bytecode of our modules (and pytest its rewritten test modules) in
# __pycache__ (git ignores it). An environment that says PYTHONDONTWRITEBYTECODE makes every
# test worker and every process a test starts compile the whole project again: a fifth of
# `make check`'s CPU here (docs/testing.md).
unexport PYTHONDONTWRITEBYTECODE

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	# pip installs uv (one wheel), and uv installs the project: the same packages as pip would,
	# resolved and unpacked in half pip's CPU and about a third of its time (docs/testing.md).
	# The venv's own pip is the fallback (no upgrade: no extra round trip to the index).
	$(PY) -m pip install --quiet uv && $(PY) -m uv pip install --quiet --compile-bytecode --python $(PY) -e '.[test]' \
	  || $(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(PY) -m scenes $(ARGS)

test: $(STAMP)
	$(TEST_ENV) $(PY) -m pytest $(PARALLEL)

# The quick inner loop: everything but the tests marked slow (1,000-game property runs, monkeys,
# benchmarks) and those needing the local Synapse homeserver. `make test` runs them all.
check: $(STAMP)
	$(TEST_ENV) $(PY) -m pytest $(PARALLEL) -m "not slow and not synapse"

# The catalogues (docs/i18n.md): extract the words, merge them into each language, compile the
# .mo files and the pseudo-locale, then check every language is complete.
.PHONY: i18n
i18n: $(STAMP)
	$(PY) tools/i18n.py all

bench: $(STAMP)
	$(PY) bench/compare.py

clean:
	rm -rf $(VENV) build dist *.egg-info

# Standalone executable (README "Standalone executable"): PyInstaller from build.spec.
# dist/bug-council (one file) and dist/bug-council-onedir/ (one folder, starts faster);
# SPEC_ARGS=--onefile-only skips the folder.
DIST_STAMP := $(VENV)/.installed-dist
SPEC_ARGS ?=

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[dist]'
	touch $(DIST_STAMP)

dist: $(DIST_STAMP)
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN build.spec -- $(SPEC_ARGS)
	@ls -l dist/bug-council

.PHONY: smoke
smoke:
	test -x dist/bug-council || $(MAKE) dist
	tools/smoke_dist.sh dist/bug-council
	if [ -x dist/bug-council-onedir/bug-council ]; then tools/smoke_dist.sh dist/bug-council-onedir/bug-council; fi
