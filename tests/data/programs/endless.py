from abtutor import game, trace

pos = game.start()
while True:
    pass
