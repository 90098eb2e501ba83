"""Write the trace of your own search for `abtutor check`.

    from abtrace import Tracer
    t = Tracer("run.jsonl", game="tictactoe")
    t.start(moves, alpha, beta)   # when your search enters a node with its window
    t.end(moves, value)           # when it returns the node's value
    t.close()                     # or use `with Tracer(...) as t:`

`moves` are the moves from the search's root in the game's notation: a list such as
["00", "11"] or the text "00,11" ("" or [] for the root). Tic-tac-toe moves are two
digits, x then y (the column, then the row, each 0 to 2). For a textbook tree they are
child numbers counted from 1. Instead of moves you may give the position: pass
`board="o...x...."` (the board as `abtutor frame --json` prints it) and `moves=None`.

Numbers may be integers or decimals; float("inf") and float("-inf") are written as
"inf" and "-inf". With `values="mover"` (negamax) give α, β and values from the view of
the side to move at each node; the default "max" means the first player's view.

Optional events: t.score(moves, value) when a child's value comes back to the node at
`moves`, t.update(moves, alpha, beta) after the node took it into its window, and
t.tt(moves, value) for a transposition-table hit.

Every event may also say where in the program it came from: `code_line=` the line that
wrote it, `call_line=` the line that called the search of its node (abtutor's own helper,
`from abtutor import trace`, fills both in).
"""

import json
import math

VERSION = 1


def _number(value):
    if isinstance(value, float):
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if value.is_integer():
            return int(value)
    return value


def _json_number(value):
    """A number as JSON, infinities as the text "inf" and "-inf"."""
    if type(value) is int:
        return str(value)
    if isinstance(value, float):
        if math.isinf(value):
            return '"inf"' if value > 0 else '"-inf"'
        if value.is_integer():
            return str(int(value))
        return repr(value)
    return json.dumps(_number(value))


def _json_text(text):
    """A string as JSON; the plain ones (moves, boards) without json.dumps's cost."""
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return '"' + text + '"'
    return json.dumps(text, ensure_ascii=False)


def _moves(moves):
    if moves is None:
        return None
    if isinstance(moves, str):
        return moves
    return ",".join(str(move) for move in moves)


class Tracer:
    """Writes one event a line (JSON Lines) to `path`, after a header naming the search."""

    def __init__(self, path, game="tictactoe", tree=None, root="", depth=None, values="max"):
        if values not in ("max", "mover"):
            raise ValueError('values is "max" or "mover"')
        self._file = open(path, "w", encoding="utf-8")
        header = {"abtrace": VERSION, "values": values}
        if tree is not None:
            header["tree"] = tree
        else:
            header["game"] = game
        if root:
            header["root"] = _moves(root)
        if depth is not None:
            header["depth"] = int(depth)
        self._write(header)

    def _write(self, record):
        self._file.write(json.dumps(record, ensure_ascii=False) + "\n")

    def _event(self, event, moves, board, lines, **numbers):
        # Written by hand rather than by json.dumps: a search writes millions of these.
        if board is not None:
            place = '"board": ' + _json_text(board)
        else:
            place = '"moves": ' + _json_text(_moves(moves))
        parts = ['{"event": "', event, '", ', place]
        for name, value in numbers.items():
            parts.append(', "%s": %s' % (name, _json_number(value)))
        for name, line in lines.items():
            if line is not None:
                parts.append(', "%s": %d' % (name, line))
        parts.append("}\n")
        self._file.write("".join(parts))

    def start(self, moves, alpha, beta, board=None, code_line=None, call_line=None):
        lines = {"code_line": code_line, "call_line": call_line}
        self._event("start", moves, board, lines, alpha=alpha, beta=beta)

    def end(self, moves, value, board=None, code_line=None, call_line=None):
        lines = {"code_line": code_line, "call_line": call_line}
        self._event("end", moves, board, lines, value=value)

    def score(self, moves, value, board=None, code_line=None, call_line=None):
        lines = {"code_line": code_line, "call_line": call_line}
        self._event("score", moves, board, lines, value=value)

    def update(self, moves, alpha, beta, board=None, code_line=None, call_line=None):
        lines = {"code_line": code_line, "call_line": call_line}
        self._event("update", moves, board, lines, alpha=alpha, beta=beta)

    def tt(self, moves, value, board=None, code_line=None, call_line=None):
        lines = {"code_line": code_line, "call_line": call_line}
        self._event("tt", moves, board, lines, value=value)

    def close(self):
        self._file.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
