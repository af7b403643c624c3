"""The proof that a puzzle's move is clearly best, and how hard it is to find.

Every legal move is played out, with greedy continuations, in the worlds that fit what the
seat sees (the coach's model, :mod:`chickenfoot_nb.coach`):

- **exact**: when at most :data:`EXACT_WORLDS` worlds fit, every one of them; the best move
  must win at least :data:`MARGIN` more often than every other move;
- **sampled**: otherwise :data:`PROOF_SAMPLES` worlds, seeded from the position; the best
  move must win at least :data:`MARGIN` more often than every other, and its 95% interval
  (Wilson) must lie wholly above every other move's.

:func:`solved_by` is the share of seeded ``random`` and ``medium`` bots that find it.

>>> from chickenfoot_nb.round import Round
>>> r = Round.deal("spruce", players=2, seed=5)
>>> while r.yard_size > 2:
...     r.push(r.legal_actions()[0])
>>> proof = prove(r.view(r.seat))
>>> proof is None or proof.moves[0].win - proof.moves[1].win >= MARGIN
True
"""

from __future__ import annotations

from dataclasses import dataclass

from chickenfoot_nb.actions import Action
from chickenfoot_nb.bots import make_bot
from chickenfoot_nb.coach import analyse
from chickenfoot_nb.judge import JUDGE, Judge
from chickenfoot_nb.puzzles import Method, MoveProof
from chickenfoot_nb.seat_view import SeatView
from chickenfoot_nb.worlds import world_count

#: How much more often the best move must win than every other move: 10 points.
MARGIN = 0.10

#: At most this many worlds: every one of them is played (the proof is exact).
EXACT_WORLDS = 3000

#: Worlds sampled for a proof where there are more than :data:`EXACT_WORLDS`.
PROOF_SAMPLES = 1000

#: The seeds of the bots whose choices measure a puzzle's difficulty (each kind, each seed).
DIFFICULTY_SEEDS = tuple(range(5))
DIFFICULTY_BOTS = ("random", "medium")


@dataclass(frozen=True)
class Proof:
    """Every legal move's win chance, best first, and how it was found."""

    moves: tuple[MoveProof, ...]
    method: Method
    worlds: int

    @property
    def best(self) -> Action:
        """The move proven best."""
        return self.moves[0].action


def prove(
    view: SeatView, margin: float = MARGIN, seed: int | str = "puzzle", judge: Judge | None = None
) -> Proof | None:
    """The proof that one move is clearly best for the seat to move, judged by ``judge``
    (:data:`~chickenfoot_nb.judge.JUDGE` when None), or None when none is.

    Fewer than two legal moves: None.
    """
    legal = view.legal_actions()
    if len(legal) < 2:
        return None
    exact = (judge or JUDGE).can_be_exact and world_count(view) <= EXACT_WORLDS
    samples = EXACT_WORLDS if exact else PROOF_SAMPLES
    found = analyse(view, samples, seed, exact=exact, judge=judge, settle=False)
    assert found is not None
    moves = tuple(MoveProof(m.action, m.win, m.win_low, m.win_high) for m in found.moves)
    best, others = moves[0], moves[1:]
    if any(best.win - m.win < margin for m in others):
        return None
    if not exact and any(best.low <= m.high for m in others):
        return None
    return Proof(moves, "exact" if exact else "sampled", found.worlds)


def solved_by(view: SeatView, best: Action) -> float:
    """The share of seeded ``random`` and ``medium`` bots that find ``best``: 1 is easy.

    Each kind of bot in :data:`DIFFICULTY_BOTS` chooses once per seed in
    :data:`DIFFICULTY_SEEDS`, seeing only the view; a random bot finds a move among k with
    chance 1/k, a medium bot (a search bot with a few sampled worlds) more often.
    """
    legal = view.legal_actions()
    found = 0
    tries = 0
    for kind in DIFFICULTY_BOTS:
        for s in DIFFICULTY_SEEDS:
            bot = make_bot(kind, seed=f"puzzle-difficulty|{s}")
            found += bot.choose(view, legal) == best
            tries += 1
    return found / tries
