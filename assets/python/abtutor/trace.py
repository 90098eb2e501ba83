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
# The nodes being searched, innermost last, with the line that called each one's search.
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


def _open_call_line(node):
    for open_node, call_line in reversed(_open):
        if open_node == node:
            return call_line
    return None


def start(pos, alpha, beta):
    frame = _code_frame()
    call_line = _caller_line(frame)
    node = game._node(pos)
    _open.append((node, call_line))
    _writer().start(game.moves_from_root(pos), alpha, beta,
                    code_line=frame.f_lineno if frame else None, call_line=call_line)


def end(pos, value):
    frame = _code_frame()
    node = game._node(pos)
    call_line = _open_call_line(node)
    while _open and _open[-1][0] != node:
        _open.pop()
    if _open:
        _open.pop()
    _writer().end(game.moves_from_root(pos), value,
                  code_line=frame.f_lineno if frame else None, call_line=call_line)


def score(pos, value):
    frame = _code_frame()
    _writer().score(game.moves_from_root(pos), value,
                    code_line=frame.f_lineno if frame else None,
                    call_line=_open_call_line(game._node(pos)))


def update(pos, alpha, beta):
    frame = _code_frame()
    _writer().update(game.moves_from_root(pos), alpha, beta,
                     code_line=frame.f_lineno if frame else None,
                     call_line=_open_call_line(game._node(pos)))


def tt(pos, value):
    frame = _code_frame()
    node = game._node(pos)
    call_line = _open_call_line(node)
    if call_line is None:
        call_line = _caller_line(frame)
    _writer().tt(game.moves_from_root(pos), value,
                 code_line=frame.f_lineno if frame else None, call_line=call_line)


def _close():
    """Writes out what is buffered; abtutor calls it when the program ends."""
    if _tracer is not None:
        _tracer.close()
