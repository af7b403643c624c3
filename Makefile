# Two commands set everything up on a fresh machine: `make lab` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# The site is built in a virtualenv of its own: jupyterlite-pyodide-kernel's lab extension
# breaks Notebook 7 and Voila in the environment it is installed in.
SITE_VENV := .venv-site
SITE_PY := $(SITE_VENV)/bin/python
NBGRADER_SERVER := $(foreach p,formgrader validate_assignment assignment_list course_list,nbgrader.server_extensions.$(p))
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)

.PHONY: lab app site docs lessons assignments test test-setup suite lint bench debs chromium npm clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Re-install when pyproject.toml changes.
$(VENV)/.notebook: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[notebook]'
	touch $@

# The test extras hold nbgrader (the assignments test runs its command line); its server and
# JupyterLab plugins are switched off here, so that the browser tests drive Lab as a learner
# sees it (no grading menu, no extra start-up time).
$(VENV)/.test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	$(VENV)/bin/jupyter server extension disable --sys-prefix $(NBGRADER_SERVER) >/dev/null 2>&1
	$(VENV)/bin/jupyter labextension disable --level=sys_prefix @jupyter/nbgrader >/dev/null 2>&1
	touch $@ $(VENV)/.notebook

# The site's build tools (jupyterlite), for `make site` and the site test.
$(SITE_VENV)/.site: pyproject.toml
	$(PYTHON) -m venv $(SITE_VENV)
	$(SITE_PY) -m pip install --quiet --upgrade pip
	$(SITE_PY) -m pip install --quiet -e '.[site]'
	touch $@

lab: $(VENV)/.notebook
	$(PY) -m jupyterlab $(ROOT_FLAG) notebooks/00_start_here.ipynb

app: $(VENV)/.notebook
	$(PY) -m voila notebooks/06_play.ipynb

# The lessons as a static JupyterLite site in _site/: README.md says how to publish it.
site: $(SITE_VENV)/.site
	$(SITE_PY) -m lite.build_site

# The documentation site in docs/_build/html: the docs/ pages, the API reference and every
# lesson in every language, run once (outputs cached in .cache/docs). Warnings are errors.
$(VENV)/.docs: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[docs]'
	touch $@

docs: $(VENV)/.docs
	$(PY) -m sphinx -W --keep-going -b html docs docs/_build/html

# The lessons in Bosnian, Serbian and Bulgarian: notebooks/locale/<lang>.po translates the
# English lessons' markdown; new paragraphs join each .po untranslated (docs/translating.md).
lessons: $(VENV)/.test
	$(PY) -m chickenfoot_nb.i18n.notebooks

# The lessons as an nbgrader course in build/course, each checked exercise an autograded answer
# (docs/teaching/class.md): every lesson is run once to compute its answers.
$(VENV)/.teach: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[notebook,teach]'
	touch $@

assignments: $(VENV)/.teach
	$(PY) -m chickenfoot_nb.classroom.assignments build/course

# Debian's packages that the browser tests (chromium) and the site test (npm, for the
# Pyodide runtime from npm's registry) need: the missing ones, in one apt run.
MISSING_DEBS = $(foreach p,chromium npm,$(if $(shell command -v $(p)),,$(p)))
debs:
	@missing="$(strip $(MISSING_DEBS))"; [ -z "$$missing" ] || { \
	  echo "Installing Debian's $$missing for the browser and site tests"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; }

chromium npm:
	@command -v $@ >/dev/null 2>&1 || { \
	  echo "Installing Debian's $@"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $@; }

lint: $(VENV)/.test
	$(PY) -m ruff check chickenfoot_nb tests benchmarks lite docs/conf.py docs/staging.py
	$(PY) -m ruff format --check chickenfoot_nb tests benchmarks lite docs/conf.py docs/staging.py
	$(PY) -m mypy

# The set-up steps run side by side (the two virtualenvs, Debian's packages), then the lint
# beside the suite: the suite runs on every core (pytest-xdist), and the browser modules that
# share a server each stay in one worker (their xdist_group mark). `make test` fails when
# either fails. PYTEST_WORKERS=0 runs the suite in one process; `make suite` runs it alone.
PYTEST_WORKERS ?= auto
test:
	$(MAKE) --no-print-directory -j4 test-setup
	$(MAKE) --no-print-directory -j2 lint suite

test-setup: $(VENV)/.test $(SITE_VENV)/.site debs

# The package is compiled once first: with PYTHONDONTWRITEBYTECODE set (as on CI's machines),
# every kernel and subprocess of the suite would compile it again on import.
suite: test-setup
	$(PY) -m compileall -q chickenfoot_nb >/dev/null
	CHICKENFOOT_SITE_PYTHON=$(abspath $(SITE_PY)) $(PY) -m pytest -q \
	  -n $(PYTEST_WORKERS) --dist loadgroup --durations=25

# OPENSPIEL_PYTHON=/path/to/python (an interpreter with open_spiel installed) adds the
# side-by-side comparison with OpenSpiel's pure-Python dominoes.
bench: $(VENV)/.test chromium
	$(PY) benchmarks/engine.py $(if $(OPENSPIEL_PYTHON),--openspiel-python $(OPENSPIEL_PYTHON))
	$(PY) benchmarks/render.py
	$(PY) benchmarks/probability.py
	$(PY) benchmarks/latency.py
	$(PY) benchmarks/strategy.py
	$(if $(wildcard benchmarks/review.py),$(PY) benchmarks/review.py)

clean:
	rm -rf $(VENV) $(SITE_VENV) .mypy_cache .ruff_cache .hypothesis artifacts gallery _site .cache \
	  docs/_build docs/api docs/lessons dist build/course
