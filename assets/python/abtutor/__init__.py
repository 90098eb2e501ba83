"""The game and the trace of a student's own search, as abtutor runs it.

    from abtutor import game, trace

    def alphabeta(pos, alpha, beta):
        trace.start(pos, alpha, beta)
        ...
        trace.end(pos, value)
        return value

    alphabeta(game.start(), -math.inf, math.inf)

`game` knows the cell's game, its search root and depth limit; `trace` writes what the
search does, so that abtutor can hold it against the search it should be.
"""

from . import game, trace

__all__ = ["game", "trace"]
