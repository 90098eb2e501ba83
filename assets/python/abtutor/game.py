"""The cell's game, from its search root down: every position the search can reach.

    game.start()            the search root
    game.moves(pos)         the legal moves, in the game's natural order
    game.play(pos, move)    the position after the move
    game.is_over(pos)       whether the game has ended
    game.value(pos)         a finished game's value, in the first player's view
    game.evaluate(pos)      the static evaluation, in the first player's view
    game.is_max(pos)        whether the first player is to move
    game.depth_limit        None, or the plies searched below the root

Positions are equal when their boards and players to move are, so they can key a table.
"""

import json
import os
import sys
from array import array

_MAX = 1
_OVER = 2
_TREE_ENDS = 4
_NO_PARENT = 0xFFFFFFFF


def _load(path):
    with open(path, "rb") as table:
        header = json.loads(table.readline().decode("utf-8"))
        count = header["nodes"]

        def column(code):
            values = array(code)
            values.frombytes(table.read(values.itemsize * count))
            if sys.byteorder == "big":
                values.byteswap()
            return values

        columns = {
            "first_child": column("I"),
            "parent": column("I"),
            "position": column("I"),
            "child_count": column("B"),
            "move": column("B"),
            "flags": column("B"),
            "value": column("b"),
            "evaluation": column("b"),
        }
    return header, columns


_path = os.environ.get("ABTUTOR_TREE")
if not _path:
    raise ImportError("abtutor's game is given by abtutor: run this code in a code cell or with `abtutor check --run`")
_header, _columns = _load(_path)
_first_child = _columns["first_child"]
_parent = _columns["parent"]
_position = _columns["position"]
_child_count = _columns["child_count"]
_move = _columns["move"]
_flags = _columns["flags"]
_value = _columns["value"]
_evaluation = _columns["evaluation"]
_move_names = {int(code): name for code, name in _header["moves"].items()}
_root = _header["root"]

name = _header["game"]
depth_limit = _header["depth"]


class Position:
    """A position of the game, reached from the search root by its moves."""

    __slots__ = ("node",)

    def __init__(self, node):
        self.node = node

    def __eq__(self, other):
        return isinstance(other, Position) and _position[self.node] == _position[other.node]

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return _position[self.node]

    def __repr__(self):
        return "Position(%r)" % moves_from_root(self)


def _node(pos):
    if not isinstance(pos, Position):
        raise TypeError("a position of the game is needed (from game.start() or game.play()), not %r" % (pos,))
    return pos.node


def start():
    """The search root."""
    return Position(_root)


def _children(node):
    if _flags[node] & _TREE_ENDS:
        raise RuntimeError(
            "the search goes on below %r, more than one ply past the depth limit (%s): "
            "stop at the depth limit" % (moves_from_root(Position(node)), depth_limit)
        )
    first = _first_child[node]
    return range(first, first + _child_count[node])


def moves(pos):
    """The legal moves, in the game's natural order (none once the game is over)."""
    return [_move_names[_move[child]] for child in _children(_node(pos))]


def play(pos, move):
    """The position after `move`, one of moves(pos)."""
    node = _node(pos)
    wanted = str(move)
    for child in _children(node):
        if _move_names[_move[child]] == wanted:
            return Position(child)
    raise ValueError("%r is not a legal move at %r: the moves are %s" % (move, pos, moves(pos)))


def is_over(pos):
    """Whether the game has ended."""
    return bool(_flags[_node(pos)] & _OVER)


def value(pos):
    """A finished game's value, in the first player's view."""
    node = _node(pos)
    if not _flags[node] & _OVER:
        raise ValueError("the game goes on at %r: game.value is a finished game's; game.evaluate estimates a position" % (pos,))
    return _value[node]


def evaluate(pos):
    """The static evaluation, in the first player's view (a finished game's value when over)."""
    return _evaluation[_node(pos)]


def is_max(pos):
    """Whether the first player (the maximising one) is to move."""
    return bool(_flags[_node(pos)] & _MAX)


def moves_from_root(pos):
    """The moves from the search root to `pos`, in the game's notation, e.g. "11,00"."""
    node = _node(pos)
    names = []
    while node != _root and node != _NO_PARENT:
        names.append(_move_names[_move[node]])
        node = _parent[node]
    names.reverse()
    return ",".join(names)
