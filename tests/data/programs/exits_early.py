import math
import os

from abtutor import game, trace

trace.start(game.start(), -math.inf, math.inf)
os._exit(3)
