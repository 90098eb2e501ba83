"""What the search does, written for abtutor to check: call these from the search.

    trace.start(pos, alpha, beta)   on entering a node, with its window
    trace.end(pos, value)           on returning its value
    trace.score(pos, value)         (optional) a child's value back at the node `pos`
    trace.update(pos, alpha, beta)  (optional) the window after the node took it
    trace.tt(pos, value)            (optional) a transposition-table hit

Numbers are in the first player's view; a negamax search, whose numbers are the side to
move's, sets `trace.values = "mover"` before its first event. math.inf is infinity.
Each event also records the line of your code that wrote it and the line that called the
search of its node, so that a difference can be shown in your code.
"""

import os
import sys

import abtrace
from . import game

values = "max"

_cell = os.environ.get("ABTUTOR_CELL", "")
_tracer = None
# The nodes being searched, innermost last: each with the line that called its search and
# its moves from the root (a child's are its parent's and one more).
_open = []


def _writer():
    global _tracer
    if _tracer is None:
        header = game._header
        _tracer = abtrace.Tracer(
            os.environ["ABTUTOR_TRACE"],
            game=header["game"],
            root=header["root_moves"],
            depth=header["depth"],
            values=values,
        )
    return _tracer


def _code_frame():
    """The innermost frame running the student's own file (the caller of a trace call)."""
    frame = sys._getframe(2)
    while frame is not None and frame.f_code.co_filename != _cell:
        frame = frame.f_back
    return frame


def _caller_line(frame):
    """The line of the student's file that called `frame`'s function."""
    caller = frame.f_back if frame is not None else None
    while caller is not None and caller.f_code.co_filename != _cell:
        caller = caller.f_back
    return caller.f_lineno if caller is not None else None


def _opened(node):
    """The open entry of `node` (its call line and moves), or None."""
    for entry in reversed(_open):
        if entry[0] == node:
            return entry
    return None


def _moves(node, pos):
    """The moves from the root to `node`: from its parent's entry when that is open."""
    if _open and game._parent[node] == _open[-1][0]:
        parent_moves = _open[-1][2]
        name = game._move_names[game._move[node]]
        return parent_moves + "," + name if parent_moves else name
    entry = _opened(node)
    return entry[2] if entry is not None else game.moves_from_root(pos)


def start(pos, alpha, beta):
    frame = _code_frame()
    call_line = _caller_line(frame)
    node = game._node(pos)
    moves = _moves(node, pos)
    _open.append((node, call_line, moves))
    _writer().start(moves, alpha, beta,
                    code_line=frame.f_lineno if frame else None, call_line=call_line)


def end(pos, value):
    frame = _code_frame()
    node = game._node(pos)
    entry = _opened(node)
    if entry is not None:
        while _open[-1][0] != node:
            _open.pop()
        _open.pop()
        call_line, moves = entry[1], entry[2]
    else:
        call_line, moves = None, game.moves_from_root(pos)
    _writer().end(moves, value,
                  code_line=frame.f_lineno if frame else None, call_line=call_line)


def _step(pos):
    """The call line and moves of an open node's score or update."""
    node = game._node(pos)
    entry = _opened(node)
    if entry is None:
        return None, game.moves_from_root(pos)
    return entry[1], entry[2]


def score(pos, value):
    frame = _code_frame()
    call_line, moves = _step(pos)
    _writer().score(moves, value,
                    code_line=frame.f_lineno if frame else None, call_line=call_line)


def update(pos, alpha, beta):
    frame = _code_frame()
    call_line, moves = _step(pos)
    _writer().update(moves, alpha, beta,
                     code_line=frame.f_lineno if frame else None, call_line=call_line)


def tt(pos, value):
    frame = _code_frame()
    node = game._node(pos)
    entry = _opened(node)
    if entry is not None:
        call_line, moves = entry[1], entry[2]
    else:
        call_line, moves = _caller_line(frame), _moves(node, pos)
    _writer().tt(moves, value,
                 code_line=frame.f_lineno if frame else None, call_line=call_line)


def _close():
    """Writes out what is buffered; abtutor calls it when the program ends."""
    if _tracer is not None:
        _tracer.close()
