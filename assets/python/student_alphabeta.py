"""A student's alpha-beta for tic-tac-toe (or a textbook tree), written apart from abtutor,
with switches for the bugs students make. It logs its search with abtrace's Tracer, so that
`abtutor check` can hold it against the right search.

    python3 student_alphabeta.py --out run.jsonl                  # a correct run
    python3 student_alphabeta.py --out run.jsonl --bug stale-window
    python3 student_alphabeta.py --out run.jsonl --root 11,00 --depth 3 --negamax

Run with --help for every switch.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from abtrace import Tracer  # noqa: E402

INF = float("inf")
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
BUGS = ["no-pruning", "window-reset", "stale-window", "no-break", "swapped-bounds",
        "wrong-bound-returned", "no-cut-on-equality", "column-major-order",
        "depth-off-by-one", "negamax-sign"]


def winner(board):
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


class TicTacToe:
    def __init__(self, root, win, column_major):
        self.win = win
        self.column_major = column_major
        self.start = ["."] * 9
        turn = "o"
        for move in filter(None, root.split(",")):
            x, y = int(move[0]), int(move[1])
            self.start[y * 3 + x] = turn
            turn = "x" if turn == "o" else "o"
        self.start_turn = turn

    def root(self):
        return (tuple(self.start), self.start_turn)

    def maximising(self, node):
        return node[1] == "o"

    def finished_value(self, node):
        board = node[0]
        mark = winner(board)
        if mark == "o":
            return self.win
        if mark == "x":
            return -self.win
        if "." not in board:
            return 0
        return None

    def evaluation(self, node):
        # Lines still open for o minus lines still open for x, in tenths.
        board = node[0]
        open_for = lambda mark: sum(all(board[i] in (".", mark) for i in line) for line in LINES)
        return (open_for("o") - open_for("x")) / 10

    def children(self, node):
        board, turn = node
        cells = [(x, y) for y in range(3) for x in range(3)]
        if self.column_major:
            cells = [(x, y) for x in range(3) for y in range(3)]
        for x, y in cells:
            if board[y * 3 + x] == ".":
                child = list(board)
                child[y * 3 + x] = turn
                yield f"{x}{y}", (tuple(child), "x" if turn == "o" else "o")

    def board_text(self, node):
        return "".join(node[0])


class Textbook:
    """A textbook tree as nested lists: the root is a max node, the levels alternate."""

    def __init__(self, text):
        self.tree = eval(text.replace("(", "[").replace(")", "]"))

    def root(self):
        return (self.tree, True)

    def maximising(self, node):
        return node[1]

    def finished_value(self, node):
        return None if isinstance(node[0], list) else node[0]

    def evaluation(self, node):
        return 0

    def children(self, node):
        for number, child in enumerate(node[0], start=1):
            yield str(number), (child, not node[1])

    def board_text(self, node):
        raise SystemExit("a textbook tree is logged by moves")


class Student:
    def __init__(self, game, tracer, bug, depth, negamax, log_board, fail_soft=False, cut_gt=False,
                 steps=False):
        self.game, self.tracer, self.bug = game, tracer, bug
        self.fail_soft, self.cut_gt, self.steps = fail_soft, cut_gt, steps
        self.depth = None if depth is None else depth + (1 if bug == "depth-off-by-one" else 0)
        self.negamax, self.log_board = negamax, log_board

    def where(self, path, node):
        return {"moves": None, "board": self.game.board_text(node)} if self.log_board else {"moves": path}

    def leaf(self, node, plies):
        value = self.game.finished_value(node)
        if value is None and self.depth is not None and plies >= self.depth:
            value = self.game.evaluation(node)
        return value

    def search(self, node, path, alpha, beta, plies):
        if self.bug == "window-reset":
            alpha, beta = -INF, INF
        self.tracer.start(alpha=alpha, beta=beta, **self.where(path, node))
        value = self.leaf(node, plies)
        if value is None:
            value = self.inner(node, path, alpha, beta, plies)
        self.tracer.end(value=value, **self.where(path, node))
        return value

    def inner(self, node, path, alpha, beta, plies):
        maximising = self.game.maximising(node)
        entered = (alpha, beta)
        best = -INF if maximising else INF
        for move, child in self.game.children(node):
            window = entered if self.bug == "stale-window" else (alpha, beta)
            score = self.search(child, path + [move], window[0], window[1], plies + 1)
            best = max(best, score) if maximising else min(best, score)
            if self.steps:
                self.tracer.score(value=score, **self.where(path, node))
            strict = self.bug == "no-cut-on-equality" or self.cut_gt
            if maximising:
                if self.bug == "swapped-bounds":
                    beta = min(beta, score)
                else:
                    alpha = max(alpha, score)
                cut = score > beta if strict else score >= beta
            else:
                if self.bug == "swapped-bounds":
                    alpha = max(alpha, score)
                else:
                    beta = min(beta, score)
                cut = score < alpha if strict else score <= alpha
            if self.steps:
                self.tracer.update(alpha=alpha, beta=beta, **self.where(path, node))
            if cut and self.bug not in ("no-pruning", "no-break"):
                break
        if self.bug == "wrong-bound-returned":
            return beta if maximising else alpha
        if self.fail_soft:
            return best
        return alpha if maximising else beta


class NegamaxStudent(Student):
    """The same search written as negamax: every number from the side to move's view."""

    def search(self, node, path, alpha, beta, plies):
        sign = 1 if self.game.maximising(node) else -1
        self.tracer.start(alpha=alpha, beta=beta, **self.where(path, node))
        value = self.leaf(node, plies)
        if value is not None:
            value = sign * value
        else:
            for move, child in self.game.children(node):
                turned = self.game.maximising(child) != self.game.maximising(node)
                if turned:
                    score = self.search(child, path + [move], -beta, -alpha, plies + 1)
                    if self.bug != "negamax-sign":
                        score = -score
                else:
                    score = self.search(child, path + [move], alpha, beta, plies + 1)
                alpha = max(alpha, score)
                if score >= beta:
                    break
            value = alpha
        self.tracer.end(value=value, **self.where(path, node))
        return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, help="the trace file to write")
    parser.add_argument("--root", default="", help="moves from the start, e.g. 11,00")
    parser.add_argument("--tree", help="a textbook tree, e.g. '((3,12,8),(2,4,6))'")
    parser.add_argument("--depth", type=int, help="plies to search below the root")
    parser.add_argument("--bug", choices=BUGS, help="the bug this student made")
    parser.add_argument("--negamax", action="store_true", help="write it as negamax")
    parser.add_argument("--board", action="store_true", help="log boards, not moves")
    parser.add_argument("--win", type=float, default=1, help="what a win is worth")
    parser.add_argument("--init-ab", action="store_true", help="start at (-win, win)")
    parser.add_argument("--fail-soft", action="store_true", help="return the best child's value")
    parser.add_argument("--cut-gt", action="store_true", help="cut only on s > beta (CS188)")
    parser.add_argument("--steps", action="store_true", help="log score and update events too")
    args = parser.parse_args()
    if args.tree:
        game = Textbook(args.tree)
    else:
        game = TicTacToe(args.root, args.win, args.bug == "column-major-order")
    values = "mover" if args.negamax else "max"
    with Tracer(args.out, tree=args.tree, root=args.root, depth=args.depth, values=values) as tracer:
        kind = NegamaxStudent if args.negamax else Student
        student = kind(game, tracer, args.bug, args.depth, args.negamax, args.board,
                       args.fail_soft, args.cut_gt, args.steps)
        window = (-args.win, args.win) if args.init_ab else (-INF, INF)
        root = game.root()
        if args.negamax and not game.maximising(root):
            window = (-window[1], -window[0])
        value = student.search(root, [], window[0], window[1], 0)
    print(value)


if __name__ == "__main__":
    main()
