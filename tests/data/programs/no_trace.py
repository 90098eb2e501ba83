from abtutor import game

print("the root has", len(game.moves(game.start())), "moves")
