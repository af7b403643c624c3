"""The proof of a puzzle as a table: every legal move's win chance, the best move lit.

>>> from chickenfoot_nb.puzzles import load_puzzles
>>> p = load_puzzles()[0]
>>> proof_html(p).count("<tr class=") == len(p.moves)
True
"""

from __future__ import annotations

import html

from chickenfoot_nb.actions import Action
from chickenfoot_nb.i18n import _, ngettext, number, percent
from chickenfoot_nb.judge import JUDGE
from chickenfoot_nb.puzzles import MoveProof, Puzzle
from chickenfoot_nb.review import action_words
from chickenfoot_nb.widgets.game import interval_bar

__all__ = ["proof_html"]


def proof_html(p: Puzzle, chosen: Action | None = None) -> str:
    """The proof as a table: every legal move's win chance, the best lit, ``chosen`` marked.

    It has the coach's look (:func:`~chickenfoot_nb.widgets.game.coach_html`): a bar with a
    whisker for the 95% interval, and the numbers written out for a screen reader; each move
    in the reader's words (:func:`~chickenfoot_nb.review.action_words`), as the coach says it.

    >>> from chickenfoot_nb.puzzles import load_puzzles
    >>> p = load_puzzles()[0]
    >>> table = proof_html(p, chosen=p.moves[1].action)
    >>> table.count("<tr class=") == len(p.moves), "your move" in table, "best move" in table
    (True, True, True)
    >>> "every seat plays on as the careful bot does" in table
    True
    """
    exact = p.method == "exact"
    if exact:
        how = ngettext(
            "all {n} world that fits (exact)", "all {n} worlds that fit (exact)", p.worlds
        ).format(n=number(p.worlds))
    else:
        how = ngettext("{n} sampled world", "{n} sampled worlds", p.worlds).format(
            n=number(p.worlds)
        )
    top = p.moves[0].win
    rows = [_proof_row(m, m.action == p.best, m.action == chosen, top, exact) for m in p.moves]
    # the package's puzzles are proven by the default judge (puzzles.generate), whose
    # play-outs the caption names
    caption = " ".join(
        (
            _("The proof, over {how}: every legal move played out.").format(how=how),
            JUDGE.playout_sentence(),
        )
    )
    win = _("Chance to win the round") if exact else _("Chance to win the round (95% interval)")
    heads = [_("Move"), win, _("Behind the best, in points")]
    cols = "".join(f"<th scope='col'>{html.escape(h)}</th>" for h in heads)
    return (
        f"<div class='cf-coach-inner cf-proof'>"
        f"<table class='cf-coach-table'><caption>{html.escape(caption)}</caption>"
        f"<thead><tr>{cols}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _proof_row(m: MoveProof, best: bool, chosen: bool, top: float, exact: bool) -> str:
    classes = ["cf-best" if best else "cf-other"] + (["cf-chosen"] if chosen else [])
    notes = ([_("best move")] if best else []) + ([_("your move")] if chosen else [])
    marks = "".join(f" <span class='cf-puzzle-note'>{html.escape(n)}</span>" for n in notes)
    win = percent(m.win) if exact else f"{percent(m.win)} ({percent(m.low)}–{percent(m.high)})"
    behind = "–" if best else number(round(100 * (top - m.win)))
    return (
        f"<tr class='{' '.join(classes)}'><th scope='row'>{html.escape(action_words(m.action))}{marks}</th>"
        f"<td>{interval_bar(m.win, m.low, m.high, 1.0)}<span>{html.escape(win)}</span></td>"
        f"<td>{behind}</td></tr>"
    )
