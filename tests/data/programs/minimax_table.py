import math

from abtutor import game, trace

table = {}


def minimax(pos):
    if pos in table:
        trace.tt(pos, table[pos])
        return table[pos]
    trace.start(pos, -math.inf, math.inf)
    if game.is_over(pos):
        value = game.value(pos)
    elif game.is_max(pos):
        value = max(minimax(game.play(pos, move)) for move in game.moves(pos))
    else:
        value = min(minimax(game.play(pos, move)) for move in game.moves(pos))
    trace.end(pos, value)
    table[pos] = value
    return value


print("value:", minimax(game.start()))
print("positions in the table:", len(table))
