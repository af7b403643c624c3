"""chickenfoot_nb: learn the domino game Chicken Foot, and probability with domino hands, in Jupyter.

The engine (tiles, rules, rounds, matches, records, bots) needs only the standard library;
drawing (:mod:`chickenfoot_nb.render`) and the widgets are imported only when used.

>>> from chickenfoot_nb import Round
>>> r = Round.deal("spruce", players=3, seed=2)
>>> r.legal_actions()
[Action.parse('play 9|9')]
"""

from chickenfoot_nb.actions import DRAW, PASS, Action, play
from chickenfoot_nb.bots import BOT_NAMES, LEVELS, MonteCarloBot, make_bot
from chickenfoot_nb.coach import Analysis, MoveOdds, analyse
from chickenfoot_nb.deal import Deal, deal
from chickenfoot_nb.errors import ChickenFootError, IllegalActionError, RecordError, RulesError
from chickenfoot_nb.hand import Hand
from chickenfoot_nb.i18n import LANGUAGES, get_language, set_language
from chickenfoot_nb.match import Match
from chickenfoot_nb.round import Round
from chickenfoot_nb.rules import Rules
from chickenfoot_nb.tiles import Tile, TileError, double_set, set_size, tile

__all__ = [
    "BOT_NAMES",
    "DRAW",
    "LEVELS",
    "PASS",
    "Action",
    "Analysis",
    "ChickenFootError",
    "Deal",
    "Hand",
    "IllegalActionError",
    "LANGUAGES",
    "Match",
    "MonteCarloBot",
    "MoveOdds",
    "RecordError",
    "Round",
    "Rules",
    "RulesError",
    "Tile",
    "TileError",
    "analyse",
    "deal",
    "double_set",
    "get_language",
    "make_bot",
    "play",
    "set_language",
    "set_size",
    "tile",
]
