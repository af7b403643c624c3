# Two commands set everything up on a fresh machine: `make lab` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)

.PHONY: lab app test lint unit browser bench chromium clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Re-install when pyproject.toml changes.
$(VENV)/.notebook: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[notebook]'
	touch $@

$(VENV)/.test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.notebook

lab: $(VENV)/.notebook
	$(PY) -m jupyterlab $(ROOT_FLAG) notebooks/00_start_here.ipynb

app: $(VENV)/.notebook
	$(PY) -m voila notebooks/06_play.ipynb

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }

lint: $(VENV)/.test
	$(PY) -m ruff check chickenfoot_nb tests benchmarks
	$(PY) -m mypy

test: $(VENV)/.test chromium lint
	$(PY) -m pytest -q

# OPENSPIEL_PYTHON=/path/to/python (an interpreter with open_spiel installed) adds the
# side-by-side comparison with OpenSpiel's pure-Python dominoes.
bench: $(VENV)/.test chromium
	$(PY) benchmarks/engine.py $(if $(OPENSPIEL_PYTHON),--openspiel-python $(OPENSPIEL_PYTHON))
	$(PY) benchmarks/render.py
	$(PY) benchmarks/probability.py
	$(PY) benchmarks/latency.py
	$(PY) benchmarks/strategy.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .hypothesis artifacts gallery
