"""Run seeded chunks of work through any :class:`concurrent.futures.Executor`, with a progress bar.

The work is cut into chunks of a fixed size, and chunk ``k`` gets its own seed, the
``k``-th child of ``numpy.random.SeedSequence(seed)``. Neither depends on how many
workers there are or in which order chunks finish, so the same seed gives the same
numbers on one core, on a process pool, or on a dask cluster
(``client.get_executor()``).

>>> run_chunks(sum, [[1, 2], [3]], sizes=[2, 1], executor=InlineExecutor(), progress=False)
[3, 3]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from typing import Any, TypeVar

import numpy as np

from chickenfoot_nb.probability.remember import remembered

J = TypeVar("J")
R = TypeVar("R")


class InlineExecutor(Executor):
    """An executor that runs each task at once in this process: no pool to start.

    >>> InlineExecutor().submit(pow, 2, 10).result()
    1024
    """

    def submit(self, fn: Callable[..., R], /, *args: Any, **kwargs: Any) -> Future[R]:
        """Run ``fn(*args, **kwargs)`` now and return its finished future."""
        future: Future[R] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to whoever reads the future, as pools do
            future.set_exception(error)
        return future


def chunk_seeds(
    seed: int | np.random.SeedSequence | None, chunks: int
) -> list[np.random.SeedSequence]:
    """One independent seed per chunk, the children of ``SeedSequence(seed)`` in order.

    >>> [s.spawn_key for s in chunk_seeds(7, 3)]
    [(0,), (1,), (2,)]
    """
    root = seed if isinstance(seed, np.random.SeedSequence) else np.random.SeedSequence(seed)
    return [
        np.random.SeedSequence(root.entropy, spawn_key=(*root.spawn_key, k)) for k in range(chunks)
    ]


def chunk_sizes(total: int, chunk: int) -> list[int]:
    """Cut ``total`` items into chunks of ``chunk`` (the last one may be smaller).

    >>> chunk_sizes(10, 4)
    [4, 4, 2]
    """
    if total < 0 or chunk < 1:
        raise ValueError(f"cannot cut {total} items into chunks of {chunk}")
    return [min(chunk, total - start) for start in range(0, total, chunk)]


def run_chunks(
    task: Callable[[J], R],
    jobs: Sequence[J],
    *,
    sizes: Sequence[int],
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool = True,
    desc: str | None = None,
) -> list[R]:
    """Run ``task`` on every job and return the results in the jobs' order.

    ``executor`` may be any :class:`concurrent.futures.Executor`: a process pool, a thread
    pool, :class:`InlineExecutor`, or a dask client's ``client.get_executor()``. Without
    one, a :class:`~concurrent.futures.ProcessPoolExecutor` with ``workers`` processes is
    started and shut down. ``task`` and the jobs must pickle for process pools. A
    ``tqdm.auto`` progress bar counts ``sizes`` (the items in each job) as jobs finish.

    Once :func:`~chickenfoot_nb.probability.remember.remember_in` names a folder, a run
    that was done before (the same ``task``, ``jobs`` and ``sizes``, the same package) is read
    back from it instead.

    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with ThreadPoolExecutor(2) as pool:
    ...     run_chunks(len, ["ab", "c"], sizes=[2, 1], executor=pool, progress=False)
    [2, 1]
    """
    if len(sizes) != len(jobs):
        raise ValueError("give one size per job")
    run = remembered(_run_chunks)
    found = run(
        task,
        list(jobs),
        list(sizes),
        executor=executor,
        workers=workers,
        progress=progress,
        desc=desc,
    )
    return list(found)


def _run_chunks(
    task: Callable[[J], R],
    jobs: list[J],
    sizes: list[int],
    *,
    executor: Executor | None,
    workers: int | None,
    progress: bool,
    desc: str | None,
) -> list[R]:
    own = executor is None
    pool = ProcessPoolExecutor(max_workers=workers) if executor is None else executor
    results: list[Any] = [None] * len(jobs)
    try:
        from tqdm.auto import tqdm

        with tqdm(total=sum(sizes), disable=not progress, desc=desc) as bar:
            # An inline executor finishes each job as it is submitted: counting those at once
            # keeps the bar moving instead of jumping from nothing to everything at the end.
            waiting: dict[Future[Any], int] = {}
            for i, job in enumerate(jobs):
                future = pool.submit(task, job)
                if future.done():
                    results[i] = future.result()
                    bar.update(sizes[i])
                else:
                    waiting[future] = i
            for future in as_completed(waiting):
                i = waiting[future]
                results[i] = future.result()
                bar.update(sizes[i])
    finally:
        if own:
            pool.shutdown(cancel_futures=True)
    return results
