import math

from abtutor import game, trace


def alphabeta(pos, depth, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos) or depth == game.depth_limit:
        value = game.evaluate(pos)
        trace.end(pos, value)
        return value
    maximising = game.is_max(pos)
    for move in game.moves(pos):
        value = alphabeta(game.play(pos, move), depth + 1, alpha, beta)
        if maximising:
            alpha = max(alpha, value)
            if value >= beta:
                break
        else:
            beta = min(beta, value)
            if value <= alpha:
                break
    result = alpha if maximising else beta
    trace.end(pos, result)
    return result


print("value:", alphabeta(game.start(), 0, -math.inf, math.inf))
