"""Primitive Monte Carlo and MCTS (UCT) on tic-tac-toe, written from the rules as stated
(SplitMix64, one draw a move, natural order), apart from abtutor: the figures abtutor's
`stats --search pmc | mcts --json` must reproduce.

Usage: montecarlo.py pmc|mcts ROOT_MOVES N SEED [C]   (prints JSON)
"""
import json
import math
import sys

MASK = (1 << 64) - 1
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


def winner(board):
    for a, b, c in LINES:
        if board[a] and board[a] == board[b] == board[c]:
            return board[a]
    return 0


def to_move(board):
    """1 for the first player, 2 for the second."""
    return 1 if board.count(1) == board.count(2) else 2


def moves(board):
    if winner(board):
        return []
    return [cell for cell in range(9) if board[cell] == 0]


def play(board, cell):
    after = list(board)
    after[cell] = to_move(board)
    return after


def value(board):
    """A finished game's value from the first player's view."""
    return {1: 1, 2: -1, 0: 0}[winner(board)]


def name(cell):
    return f"{cell % 3}{cell // 3}"


def playout(board, rng):
    while True:
        legal = moves(board)
        if not legal:
            return value(board)
        board = play(board, legal[rng.next() % len(legal)])


def outcome(result, side):
    signed = result if side == 1 else -result
    return {1: "win", 0: "draw", -1: "loss"}[signed]


def pmc(root, n, rng):
    side = to_move(root)
    children = []
    for cell in moves(root):
        after = play(root, cell)
        tally = {"win": 0, "draw": 0, "loss": 0}
        for _ in range(n):
            tally[outcome(playout(after, rng), side)] += 1
        children.append({"move": name(cell), "wins": tally["win"], "draws": tally["draw"],
                         "losses": tally["loss"]})
    best = 0
    for index, child in enumerate(children):
        key = (child["wins"] / n, child["draws"] / n)
        if key > (children[best]["wins"] / n, children[best]["draws"] / n):
            best = index
    return {"children": children, "chosen": children[best]["move"]}


def mcts(root, iterations, c, rng):
    # node: [board, move, legal, children, visits, wins]
    nodes = [[root, None, moves(root), [], 0, 0.0]]
    for _ in range(iterations):
        path = [0]
        current = 0
        while nodes[current][2] and len(nodes[current][3]) == len(nodes[current][2]):
            parent = nodes[current]
            log_n = math.log(parent[4])
            best, best_ucb = None, -math.inf
            for child in parent[3]:
                node = nodes[child]
                ucb = node[5] / node[4] + c * math.sqrt(log_n / node[4])
                if ucb > best_ucb:
                    best, best_ucb = child, ucb
            current = best
            path.append(current)
        node = nodes[current]
        if len(node[3]) < len(node[2]):
            cell = node[2][len(node[3])]
            board = play(node[0], cell)
            nodes.append([board, cell, moves(board), [], 0, 0.0])
            node[3].append(len(nodes) - 1)
            current = len(nodes) - 1
            path.append(current)
        result = playout(nodes[current][0], rng)
        for parent, child in zip(path, path[1:]):
            side = to_move(nodes[parent][0])
            nodes[child][4] += 1
            nodes[child][5] += {"win": 1.0, "draw": 0.5, "loss": 0.0}[outcome(result, side)]
        nodes[0][4] += 1
    children = [{"move": name(nodes[i][1]), "visits": nodes[i][4], "mean": nodes[i][5] / nodes[i][4]}
                for i in nodes[0][3]]
    best = 0
    for index, child in enumerate(children):
        if (child["visits"], child["mean"]) > (children[best]["visits"], children[best]["mean"]):
            best = index
    return {"children": children, "chosen": children[best]["move"], "nodes": len(nodes)}


def main():
    kind, root_moves, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    c = float(sys.argv[5]) if len(sys.argv) > 5 else math.sqrt(2)
    board = [0] * 9
    for text in filter(None, root_moves.split(",")):
        board = play(board, int(text[0]) + 3 * int(text[1]))
    rng = SplitMix64(seed)
    result = pmc(board, n, rng) if kind == "pmc" else mcts(board, n, c, rng)
    print(json.dumps(result))


main()
