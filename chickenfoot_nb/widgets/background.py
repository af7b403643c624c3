"""Long work (the coach's analysis, a round's review, a table laid out again) in a thread.

The thread only computes. Its progress, its answer and its failure reach the widget through
functions run on the kernel's own event loop (when there is one), so a click and the work
never change the widget at the same time. Setting ``stop`` drops the work: its answer, if
it still comes, is thrown away.

>>> from threading import Event
>>> got = []
>>> run_in_background(lambda tick: tick(1, 1) or 42, stop=Event(), progress=got.append,
...                   done=got.append, failed=got.append, wait=True)
>>> got
[1.0, 42]

A :class:`Job` is one such work of a kind at a time (the coach's, the review's, the
settling's): starting it again, or cancelling it, drops the answer of the one before.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable, Hashable
from threading import Event, Thread
from typing import Any, Generic, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Progress is passed on when it has grown by this share (or is complete).
PROGRESS_STEP = 0.05


def run_in_background(
    work: Callable[[Callable[[int, int], None]], T | None],
    *,
    stop: Event,
    progress: Callable[[float], None],
    done: Callable[[T], None],
    failed: Callable[[Exception], None],
    wait: bool = False,
    name: str = "chickenfoot-work",
) -> None:
    """Run ``work(tick)`` in a thread (at once with ``wait``); ``tick(done, total)`` reports.

    ``progress(share)``, ``done(answer)`` and ``failed(error)`` run on the kernel's loop and
    only while ``stop`` is not set; a ``None`` answer (the work was stopped) is dropped.
    """
    later = _now if wait else on_loop()
    shown = [0.0]

    def tick(count: int, total: int) -> None:
        share = count / total if total else 1.0
        if share - shown[0] >= PROGRESS_STEP or count == total:
            shown[0] = share
            later(lambda: None if stop.is_set() else progress(share))

    def run() -> None:
        try:
            answer = work(tick)
        except Exception as e:  # shown to the reader instead of lost in a thread
            log.exception("error in %s", name)
            error = e
            later(lambda: None if stop.is_set() else failed(error))
            return
        if answer is not None:
            found = answer
            later(lambda: None if stop.is_set() else done(found))

    if wait:
        run()
    else:
        Thread(target=run, name=name, daemon=True).start()


class Job(Generic[T]):
    """One background work of a kind at a time: start, progress, cancel, a stale answer dropped.

    ``key`` names what the work is about (a moment, a round); the owner compares it with
    where it is now and cancels a job whose answer would no longer apply.

    >>> got = []
    >>> job = Job[int]("chickenfoot-doc")
    >>> job.start(lambda tick, stop: 6 * 7, key="here", done=got.append, wait=True)
    >>> got, job.key, job.running
    ([42], 'here', False)
    >>> job.cancel(); job.key is None
    True
    """

    def __init__(self, name: str) -> None:
        self.name = name
        #: What the last job started is about (kept once it is done; None once cancelled).
        self.key: Hashable | None = None
        self.running = False
        self._stop: Event | None = None

    def start(
        self,
        work: Callable[[Callable[[int, int], None], Event], T | None],
        *,
        key: Hashable = None,
        done: Callable[[T], None],
        progress: Callable[[float], None] = lambda share: None,
        failed: Callable[[Exception], None] = lambda error: None,
        wait: bool = False,
    ) -> None:
        """Run ``work(tick, stop)`` in a thread (at once with ``wait``), the one before dropped.

        ``progress``, ``done`` and ``failed`` run on the kernel's loop, and only while this
        job is the one started last and not cancelled (see :func:`run_in_background`).
        """
        self.cancel()
        stop = self._stop = Event()
        self.key, self.running = key, True

        def finish(answer: T) -> None:
            self.running = False
            done(answer)

        def fail(error: Exception) -> None:
            self.running = False
            failed(error)

        run_in_background(
            lambda tick: work(tick, stop),
            stop=stop,
            progress=progress,
            done=finish,
            failed=fail,
            wait=wait,
            name=self.name,
        )

    def cancel(self) -> None:
        """Drop the work running (its answer, if it still comes, is thrown away)."""
        if self._stop is not None:
            self._stop.set()
        self._stop = self.key = None
        self.running = False


def _now(fn: Callable[[], Any]) -> None:
    fn()


def on_loop() -> Callable[[Callable[[], Any]], None]:
    """A way to run a function on the running event loop (the kernel's) from another thread.

    Outside a Jupyter kernel (plain Python, a test) the function runs at once: another
    library's loop in the same thread (Playwright's, say) may never run it.
    """
    try:
        from IPython import get_ipython

        shell = get_ipython()
        loop = asyncio.get_running_loop()
    except (ImportError, RuntimeError):
        return _now
    if shell is None or getattr(shell, "kernel", None) is None:
        return _now

    def run(fn: Callable[[], Any]) -> None:
        loop.call_soon_threadsafe(fn)

    return run


def can_work_in_background() -> bool:
    """True where work can run in a thread and report back on the kernel's loop: in a
    Jupyter kernel, but not in the browser's Pyodide (JupyterLite), which runs no thread.

    >>> can_work_in_background()  # plain Python: no kernel
    False
    """
    return sys.platform != "emscripten" and on_loop() is not _now
