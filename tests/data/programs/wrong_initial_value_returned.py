import math

from abtutor import game, trace


def alphabeta(pos, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos):
        value = game.value(pos)
        trace.end(pos, value)
        return value
    if game.is_max(pos):
        best = 0
        for move in game.moves(pos):
            value = alphabeta(game.play(pos, move), alpha, beta)
            best = max(best, value)
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        trace.end(pos, best)
        return best
    best = math.inf
    for move in game.moves(pos):
        value = alphabeta(game.play(pos, move), alpha, beta)
        best = min(best, value)
        beta = min(beta, value)
        if alpha >= beta:
            break
    trace.end(pos, best)
    return best


print("value:", alphabeta(game.start(), -math.inf, math.inf))
