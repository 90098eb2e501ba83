import math

from abtutor import game, trace


def search(pos, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos):
        value = game.value(pos)
    else:
        value = game.evaluate(pos)
    trace.end(pos, value)
    return value


print(search(game.start(), -math.inf, math.inf))
