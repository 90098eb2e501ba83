import math

from abtutor import game, trace


def alphabeta(pos, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos):
        value = game.value(pos)
        trace.end(pos, value)
        return value
    if game.is_max(pos):
        for move in game.moves(pos):
            value = alphabeta(game.play(pos, move), -math.inf, beta)
            alpha = max(alpha, value)
            if value >= beta:
                break
        trace.end(pos, alpha)
        return alpha
    else:
        for move in game.moves(pos):
            value = alphabeta(game.play(pos, move), -math.inf, beta)
            beta = min(beta, value)
            if value <= alpha:
                break
        trace.end(pos, beta)
        return beta


print("value:", alphabeta(game.start(), -math.inf, math.inf))
