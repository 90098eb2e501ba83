import math

from abtutor import game, trace

# Three megabytes of noise before a correct search: only the first megabyte is kept.
for _ in range(30000):
    print("x" * 99)


def minimax_alphabeta(pos, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos):
        trace.end(pos, game.value(pos))
        return game.value(pos)
    for move in game.moves(pos):
        value = minimax_alphabeta(game.play(pos, move), alpha, beta)
        if game.is_max(pos):
            alpha = max(alpha, value)
        else:
            beta = min(beta, value)
        if alpha >= beta:
            break
    result = alpha if game.is_max(pos) else beta
    trace.end(pos, result)
    return result


minimax_alphabeta(game.start(), -math.inf, math.inf)
