import math

from abtutor import game, trace

trace.values = "mover"


def negamax(pos, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos):
        value = game.value(pos) if game.is_max(pos) else -game.value(pos)
        trace.end(pos, value)
        return value
    for move in game.moves(pos):
        child = game.play(pos, move)
        if game.is_max(child) == game.is_max(pos):
            score = negamax(child, alpha, beta)
        else:
            score = -negamax(child, alpha, beta)
        trace.score(pos, score)
        alpha = max(alpha, score)
        trace.update(pos, alpha, beta)
        if score >= beta:
            break
    trace.end(pos, alpha)
    return alpha


print("value:", negamax(game.start(), -math.inf, math.inf))
