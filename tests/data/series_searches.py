"""The series' later searches on tic-tac-toe (articles 164-169), written here from their
rules, logging every call as an abtrace: fail-soft alpha-beta with or without the bounds
table of article 164 on (an unstored position stands for the score range), an initial
window or any root window, cuts on >= or >, scout and MTD(f).

    python3 series_searches.py --out run.jsonl [--root 11] [--tt] [--init-ab]
        [--window LO,HI] [--cut-gt] [--search alpha-beta|scout|mtdf] [--guess F]
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../assets/python"))
from abtrace import Tracer  # noqa: E402

INF = float("inf")
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def status(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return "draw" if "." not in board else None


def images(board):
    """The board and its seven symmetric images."""
    def at(transform):
        return "".join(board[transform(x, y)] for y in range(3) for x in range(3))
    maps = [
        lambda x, y: y * 3 + x, lambda x, y: x * 3 + (2 - y), lambda x, y: (2 - y) * 3 + (2 - x),
        lambda x, y: (2 - x) * 3 + y, lambda x, y: y * 3 + (2 - x), lambda x, y: (2 - y) * 3 + x,
        lambda x, y: x * 3 + y, lambda x, y: (2 - x) * 3 + (2 - y),
    ]
    return {at(m) for m in maps}


class Searches:
    def __init__(self, tracer, use_tt, cut_gt):
        self.tracer, self.use_tt, self.cut_gt = tracer, use_tt, cut_gt
        self.table = {}
        self.count = 0

    def reaches_high(self, score, beta):
        return score > beta if self.cut_gt else score >= beta

    def reaches_low(self, score, alpha):
        return score < alpha if self.cut_gt else score <= alpha

    def children(self, board, turn, path):
        for y in range(3):
            for x in range(3):
                if board[y * 3 + x] == ".":
                    child = board[:y * 3 + x] + turn + board[y * 3 + x + 1:]
                    yield child, path + [f"{x}{y}"]

    def enter(self, board, turn, path, alpha, beta, body):
        """One call: counted, logged on entry and return, finished games and the table first."""
        self.count += 1
        self.tracer.start(path, alpha, beta)
        value = self.leaf_or_table(board, alpha, beta)
        if value is None:
            value = body(alpha, beta)
        elif isinstance(value, tuple):
            lower, upper, alpha, beta = value
            value = body(alpha, beta, (lower, upper))
        self.tracer.end(path, value)
        return value

    def leaf_or_table(self, board, alpha, beta):
        mark = status(board)
        if mark == "o":
            return 1
        if mark == "x":
            return -1
        if mark == "draw":
            return 0
        if not self.use_tt:
            return None
        if board in self.table:
            lower, upper = self.table[board]
            if lower == upper:
                return lower
            # Cutting on s > beta, a search fixes values equal to alpha or beta exactly,
            # so only a bound strictly outside the window decides (the series cuts on >=).
            if (upper < alpha) if self.cut_gt else (upper <= alpha):
                return upper
            if (beta < lower) if self.cut_gt else (beta <= lower):
                return lower
            return (lower, upper, max(alpha, lower), min(beta, upper))
        return (-1, 1, alpha, beta)

    def store(self, board, bounds, alpha, beta, score):
        if not self.use_tt:
            return
        lower, upper = bounds
        if (score < alpha) if self.cut_gt else (score <= alpha):
            upper = score
        elif (score <= beta) if self.cut_gt else (score < beta):
            lower = upper = score
        else:
            lower = score
        for image in images(board):
            self.table[image] = (lower, upper)

    def alpha_beta(self, board, turn, path, alpha, beta):
        def body(alpha, beta, bounds=(-1, 1)):
            alpha0, beta0 = alpha, beta
            nxt = "x" if turn == "o" else "o"
            if turn == "o":
                score = -INF
                for child, moves in self.children(board, turn, path):
                    score = max(score, self.alpha_beta(child, nxt, moves, alpha, beta))
                    if self.reaches_high(score, beta):
                        break
                    alpha = max(alpha, score)
            else:
                score = INF
                for child, moves in self.children(board, turn, path):
                    score = min(score, self.alpha_beta(child, nxt, moves, alpha, beta))
                    if self.reaches_low(score, alpha):
                        break
                    beta = min(beta, score)
            self.store(board, bounds, alpha0, beta0, score)
            return score
        return self.enter(board, turn, path, alpha, beta, body)

    def scout(self, board, turn, path, alpha, beta):
        def body(alpha, beta, bounds=(-1, 1)):
            alpha0, beta0 = alpha, beta
            nxt = "x" if turn == "o" else "o"
            kids = list(self.children(board, turn, path))
            first, moves = kids[0]
            score = self.scout(first, nxt, moves, alpha, beta)
            if turn == "o":
                alpha = max(alpha, score)
                if score < beta:
                    for child, moves in kids[1:]:
                        score = max(score, self.scout(child, nxt, moves, alpha, alpha + 1))
                        if score >= beta:
                            break
                        elif score > alpha:
                            score = max(score, self.scout(child, nxt, moves, alpha, beta))
                            if score >= beta:
                                break
                            alpha = max(alpha, score)
            else:
                beta = min(beta, score)
                if score > alpha:
                    for child, moves in kids[1:]:
                        score = min(score, self.scout(child, nxt, moves, beta - 1, beta))
                        if score <= alpha:
                            break
                        elif score < beta:
                            score = min(score, self.scout(child, nxt, moves, alpha, beta))
                            if score <= alpha:
                                break
                            beta = min(beta, score)
            self.store(board, bounds, alpha0, beta0, score)
            return score
        return self.enter(board, turn, path, alpha, beta, body)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--root", default="")
    parser.add_argument("--tt", action="store_true")
    parser.add_argument("--init-ab", action="store_true")
    parser.add_argument("--window")
    parser.add_argument("--cut-gt", action="store_true")
    parser.add_argument("--search", default="alpha-beta", choices=["alpha-beta", "scout", "mtdf"])
    parser.add_argument("--guess", type=int, default=0)
    args = parser.parse_args()
    board, turn = "." * 9, "o"
    for move in filter(None, args.root.split(",")):
        x, y = int(move[0]), int(move[1])
        board = board[:y * 3 + x] + turn + board[y * 3 + x + 1:]
        turn = "x" if turn == "o" else "o"
    with Tracer(args.out, root=args.root) as tracer:
        searches = Searches(tracer, args.tt, args.cut_gt)
        alpha, beta = (-1, 1) if args.init_ab else (-INF, INF)
        if args.window:
            low, high = args.window.split(",")
            alpha, beta = float(low), float(high)
        if args.search == "mtdf":
            lower, upper, f = alpha, beta, args.guess
            while lower != upper:
                beta = f + 1 if lower == f else f
                f = searches.alpha_beta(board, turn, [], beta - 1, beta)
                if f >= beta:
                    lower = f
                else:
                    upper = f
            value = f
        else:
            search = searches.scout if args.search == "scout" else searches.alpha_beta
            value = search(board, turn, [], alpha, beta)
    print(value, searches.count)


if __name__ == "__main__":
    main()
