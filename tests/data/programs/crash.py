import math

from abtutor import game, trace


def search(pos, alpha, beta):
    trace.start(pos, alpha, beta)
    if game.is_over(pos):
        return game.value(pos)
    for move in game.moves(pos):
        search(game.play(pos, move), alpha, beta)
    raise RuntimeError("not written yet")


search(game.start(), -math.inf, math.inf)
