"""Make puzzles from real play: ``python -m chickenfoot_nb.puzzles.generate --count N``.

Rounds are played by mixed bots (``random``, ``greedy``, ``medium``) under both presets, with
double-6, double-9 and double-12 sets and 2 to 6 players, each from its own seed. At every
decision of every seat (two or more legal moves) a quick look (:data:`SCREEN_SAMPLES` worlds)
picks the positions where one move seems clearly ahead; :func:`~.proof.prove` then proves it
or drops it. The answer is always a tile to play (never a draw or a pass). From each round
at most :data:`PER_KIND` puzzles of each kind of position are kept (arm phase, chicken foot,
middle game, endgame), and the set is taken in turn from each kind.

Round ``k`` is dealt and played from ``seed`` and ``k`` alone, and the puzzles are taken in
round order, so the same command makes the same set on one core, on ``--workers`` processes,
or on a dask cluster (``--scheduler ADDRESS``).

Usage::

    python -m chickenfoot_nb.puzzles.generate --count 320 --workers 2 --out puzzles.json
    python -m chickenfoot_nb.puzzles.generate --count 700 --least arm=60 --workers 2
    python -m chickenfoot_nb.puzzles.generate --verify            # prove every shipped puzzle again
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from chickenfoot_nb.bots import play_round
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.errors import ChickenFootError
from chickenfoot_nb.puzzles import (
    KINDS,
    SHIPPED,
    Puzzle,
    kind_of,
    load_puzzles,
    puzzle_record,
    save_puzzles,
)
from chickenfoot_nb.puzzles.proof import MARGIN, prove, solved_by
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules

#: Worlds of the quick look that picks the positions worth a proof.
SCREEN_SAMPLES = 60

#: The quick look keeps a position when its best move seems this far ahead (below MARGIN, so
#: that a move the look underrates still gets its proof).
SCREEN_MARGIN = 0.07

#: From one round, at most this many puzzles of each kind, at least GAP moves apart.
PER_KIND = 3
GAP = 4

#: The tables played: preset, set, players.
TABLES: tuple[tuple[str, int, int], ...] = tuple(
    (preset, double_set, players)
    for double_set in (6, 9, 12)
    for players in (2, 3, 4, 5, 6)
    for preset in ("spruce", "gamerules")
)

#: The bots that play the rounds, seat by seat (turned round by one seat each round).
BOTS = ("random", "greedy", "medium", "greedy", "random", "medium")


@dataclass(frozen=True)
class Job:
    """One round to play and cut puzzles from."""

    index: int
    seed: str
    #: The kinds of position looked at in this round (the others are played past).
    kinds: frozenset[str] = frozenset(KINDS)


def table(k: int) -> tuple[Rules, int] | None:
    """The rules and players of round ``k`` (None when that table cannot be dealt)."""
    preset, double_set, players = TABLES[k % len(TABLES)]
    rules = Rules.preset(preset).replace(set=double_set)
    try:
        rules.check_players(players)
    except ChickenFootError:
        return None
    return rules, players


def puzzles_of_round(job: Job) -> list[Puzzle]:
    """The proven puzzles of one seeded round: at most :data:`PER_KIND` of each kind, each at
    least :data:`GAP` moves after the one before it."""
    chosen = table(job.index)
    if chosen is None:
        return []
    rules, players = chosen
    seed = f"{job.seed}|{job.index}"
    turn = job.index % len(BOTS)
    bots = [(BOTS[turn:] + BOTS[:turn])[s] for s in range(players)]
    played = play_round(Round.deal(rules, players, seed=seed), bots, seed=seed)
    found: list[Puzzle] = []
    last = -GAP
    r = Round(played.rules, played.dealt, check=False)
    for step, (_seat, action) in enumerate(played.history):
        kind = kind_of(r)
        room = kind in job.kinds and sum(p.kind == kind for p in found) < PER_KIND
        if room and step - last >= GAP and len(r.legal_actions()) >= 2:
            puzzle = _puzzle_at(r, kind, f"{job.index}-{step}")
            if puzzle is not None:
                found.append(puzzle)
                last = step
        r.push(action)
    return found


def _puzzle_at(r: Round, kind: str, pid: str) -> Puzzle | None:
    view = r.view(r.seat)
    look = analyse(view, SCREEN_SAMPLES, "puzzle-screen", settle=False)
    assert look is not None
    if look.moves[0].win - look.moves[1].win < SCREEN_MARGIN:
        return None
    proof = prove(view)
    if proof is None or proof.best.kind != "play":
        return None  # a puzzle's answer is a tile to play (a hint names the tile)
    return Puzzle(
        id=pid,
        seat=r.seat,
        record=puzzle_record(r),
        best=proof.best,
        moves=proof.moves,
        method=proof.method,
        worlds=proof.worlds,
        kind=kind,  # type: ignore[arg-type]
        solved_by=solved_by(view, proof.best),
    )


def balanced(found: Sequence[Puzzle], count: int) -> list[Puzzle]:
    """``count`` puzzles taken in turn from each kind (in round order within a kind).

    >>> balanced([], 3)
    []
    """
    by_kind = {k: [p for p in found if p.kind == k] for k in KINDS}
    out: list[Puzzle] = []
    while len(out) < count and any(by_kind.values()):
        for k in KINDS:
            if by_kind[k] and len(out) < count:
                out.append(by_kind[k].pop(0))
    return out


def generate(
    count: int,
    seed: str = "0",
    workers: int = 1,
    scheduler: str | None = None,
    least: Mapping[str, int] | None = None,
    *,
    start: int = 0,
    found: Sequence[Puzzle] = (),
) -> list[Puzzle]:
    """Play seeded rounds until each kind has enough puzzles for a balanced set of ``count``,
    and each kind named in ``least`` has at least that many.

    Once the balanced set is full, the rounds after it look only at the kinds still short of
    ``least`` (an arm-phase puzzle costs a few proofs at the start of a round, not a whole
    round's). ``start`` and ``found`` carry on an earlier run of the same ``seed``: the rounds
    it played and the puzzles it found (every one of them, or its balanced set when that run
    stopped as soon as the set was full).

    >>> [p.id for p in generate(1, found=load_puzzles()[:1])] == [load_puzzles()[0].id]
    True
    """
    from chickenfoot_nb.probability.parallel import InlineExecutor, run_chunks

    least = dict(least or {})
    if unknown := sorted(set(least) - set(KINDS)):
        raise ChickenFootError(
            f"no kind of position {unknown[0]!r}: the kinds are {', '.join(KINDS)}"
        )
    executor = None
    client = None
    if scheduler is not None:
        from dask.distributed import Client

        client = Client(scheduler)
        executor = client.get_executor()
    elif workers <= 1:
        executor = InlineExecutor()
    found = list(found)
    batch = max(8, 2 * workers)

    def short() -> frozenset[str]:
        if len(balanced(found, count)) < count:
            return frozenset(KINDS)
        return frozenset(k for k, n in least.items() if sum(p.kind == k for p in found) < n)

    try:
        while kinds := short():
            jobs = [Job(k, seed, kinds) for k in range(start, start + batch)]
            start += batch
            for puzzles in run_chunks(
                puzzles_of_round, jobs, sizes=[1] * len(jobs), executor=executor,
                workers=workers, desc=f"rounds {jobs[0].index}-{jobs[-1].index}",
            ):  # fmt: skip
                found.extend(puzzles)
            if start > 40 * (count + sum(least.values())):
                raise ChickenFootError(f"only {len(found)} puzzles in {start} rounds")
    finally:
        if client is not None:
            client.close()
    return balanced(found, count)


def verify(puzzles: Sequence[Puzzle]) -> list[str]:
    """Prove every puzzle again from its position: what no longer holds, in words.

    >>> verify(load_puzzles()[:2])
    []
    """
    wrong = []
    for p in puzzles:
        r = p.position()
        proof = prove(r.view(p.seat))
        if proof is None or proof.best != p.best or proof.method != p.method:
            wrong.append(f"puzzle {p.id}: {p.best} is no longer proven best ({proof})")
        elif any(abs(a.win - b.win) > 1e-9 for a, b in zip(proof.moves, p.moves, strict=True)):
            wrong.append(f"puzzle {p.id}: its win chances changed")
    return wrong


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: generate a set of puzzles, or verify a file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=320, help="puzzles to make")
    parser.add_argument("--seed", default="0", help="the seed of the rounds played")
    parser.add_argument("--workers", type=int, default=1, help="processes")
    parser.add_argument("--scheduler", default=None, help="a dask scheduler's address")
    parser.add_argument("--out", default=str(SHIPPED), help="the file to write")
    parser.add_argument(
        "--least", action="append", default=[], metavar="KIND=N",
        help="play on until at least N puzzles of this kind (arm, foot, middle, endgame)",
    )  # fmt: skip
    parser.add_argument("--verify", action="store_true", help="prove every puzzle of --out again")
    args = parser.parse_args(argv)
    if args.verify:
        wrong = verify(load_puzzles(args.out))
        print("\n".join(wrong) or f"every puzzle of {args.out} is proven again")
        return 1 if wrong else 0
    began = time.perf_counter()
    try:
        least = {k: int(n) for k, _, n in (x.partition("=") for x in args.least)}
    except ValueError:
        parser.error("--least takes KIND=N, for example --least arm=60")
    puzzles = generate(args.count, args.seed, args.workers, args.scheduler, least)
    save_puzzles(puzzles, Path(args.out))
    took = time.perf_counter() - began
    kinds = {k: sum(p.kind == k for p in puzzles) for k in KINDS}
    print(f"{len(puzzles)} puzzles in {took:.0f} s to {args.out}: {kinds}, margin {MARGIN:.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
