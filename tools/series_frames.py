#!/usr/bin/env python3
"""Writes tests/data/series_frames.txt: searches recorded by the series' own Python code.

The series is ysgeso/marubatsu on GitHub (the fixture was checked against commit
4fee6806cf114b9a0c27bc69e1d90c4da688980d). Its code is imported unchanged from three folders:

  163/tree.py  Mbtree, calc_score_by_ab (no table), calc_score_for_anim (the bounds table in
               its final, narrowing form), move_bestmove_to_head (best-first order)
  152/tree.py  calc_score_by_ab with the value table keyed by board: exact-sym as written, and
               exact with util.calc_same_boardtexts giving the board alone (article 151's form)
  162/tree.py  calc_score_for_anim with the widening bounds table

To run it (Python 3.10 or later, nothing to install: the series' plotting, widget and
progress-bar imports are stood in for, as no search uses them):

  git clone https://github.com/ysgeso/marubatsu /tmp/marubatsu
  git -C /tmp/marubatsu checkout 4fee6806cf114b9a0c27bc69e1d90c4da688980d
  python3 tools/series_frames.py /tmp/marubatsu > tests/data/series_frames.txt

Each folder runs in a process of its own (their modules share names). Each builds the series'
whole tree, Mbtree(), 549,946 Python objects: about six minutes on one core, under 1 GB of
memory. At that commit the output is the committed fixture, byte for byte.

The format (read by tests/suite/series_frames.rs) is described at the top of that test.
"""

import importlib.abc
import importlib.machinery
import json
import subprocess
import sys
import types
import zlib

BLOCK = 4096

# (root moves, or "-" for the empty board; mode words joined by "+"; "frames" to write every
# frame line, "blocks" to write the CRC-32 of each block of BLOCK lines).
RUNS = [
    ("-", "alpha-beta", "blocks"),
    ("-", "init_ab", "blocks"),
    ("-", "minimax", "blocks"),
    ("-", "minimax+table=exact", "blocks"),
    ("-", "minimax+table=exact-sym", "blocks"),
    ("-", "table=exact-sym", "blocks"),
    ("-", "table=exact", "blocks"),
    ("-", "shortest_victory", "blocks"),
    ("-", "shortest_victory+init_ab", "blocks"),
    ("-", "table=bounds", "blocks"),
    ("-", "table=bounds+init_ab", "blocks"),
    ("-", "table=bounds+shortest_victory+init_ab", "blocks"),
    ("-", "table=bounds+minimax", "blocks"),
    ("-", "table=bounds-widening", "blocks"),
    ("-", "table=bounds-widening+init_ab", "blocks"),
    ("-", "order=best-first", "blocks"),
    ("-", "order=best-first+shortest_victory", "blocks"),
    ("-", "order=best-first+table=bounds", "blocks"),
    ("01,02,20,11,22", "alpha-beta", "frames"),
    ("11,20,02,01,22", "alpha-beta", "frames"),
    ("20,01,10,21", "alpha-beta", "frames"),
    ("00,02,21,11,10", "alpha-beta", "frames"),
    ("11,20,02,22", "init_ab", "frames"),
    ("01,20,00,21,22", "init_ab", "frames"),
    ("10,22,11,20,02", "init_ab", "frames"),
    ("10,22,02,21,01", "init_ab", "frames"),
    ("20,10,02,21,22", "minimax", "frames"),
    ("10,20,00,12,02", "minimax", "frames"),
    ("22,21,20,11,01,00", "minimax", "frames"),
    ("10,00,20,22,02", "minimax", "frames"),
    ("11,22,21,00,20", "minimax+table=exact", "frames"),
    ("11,12,02,10,21", "minimax+table=exact", "frames"),
    ("12,01,10,22,21", "minimax+table=exact", "frames"),
    ("00,11,10,20,22", "minimax+table=exact", "frames"),
    ("10,01,02,00", "minimax+table=exact-sym", "frames"),
    ("20,11,12,01", "minimax+table=exact-sym", "frames"),
    ("11,02,01,22", "minimax+table=exact-sym", "frames"),
    ("21,12,01", "minimax+table=exact-sym", "frames"),
    ("10,01", "table=exact-sym", "frames"),
    ("20,21,10", "table=exact-sym", "frames"),
    ("11,12,10,00", "table=exact-sym", "frames"),
    ("11,00,12,02", "table=exact-sym", "frames"),
    ("12,11,22,02", "table=exact", "frames"),
    ("01,11,10", "table=exact", "frames"),
    ("10,11,22,21,01", "table=exact", "frames"),
    ("01,00,22", "table=exact", "frames"),
    ("00,22,02", "shortest_victory", "frames"),
    ("22,21,11,02", "shortest_victory", "frames"),
    ("01,22,00,02,21", "shortest_victory", "frames"),
    ("20,22,10,21,01", "shortest_victory", "frames"),
    ("00,12,10", "shortest_victory+init_ab", "frames"),
    ("22,21,02,00", "shortest_victory+init_ab", "frames"),
    ("01,12,00,10,22", "shortest_victory+init_ab", "frames"),
    ("21,00,22,11", "shortest_victory+init_ab", "frames"),
    ("00,01,20,22", "table=bounds", "frames"),
    ("20,11,22,00", "table=bounds", "frames"),
    ("02,22,00,10", "table=bounds", "frames"),
    ("22,00,21,01", "table=bounds", "frames"),
    ("22,20", "table=bounds+init_ab", "frames"),
    ("11,21,02", "table=bounds+init_ab", "frames"),
    ("20,02", "table=bounds+init_ab", "frames"),
    ("01,20", "table=bounds+init_ab", "frames"),
    ("02,12,00,11", "table=bounds+shortest_victory+init_ab", "frames"),
    ("02,12,20", "table=bounds+shortest_victory+init_ab", "frames"),
    ("00,02,22", "table=bounds+shortest_victory+init_ab", "frames"),
    ("00,21,02,20", "table=bounds+shortest_victory+init_ab", "frames"),
    ("01,02,10,11", "table=bounds+minimax", "frames"),
    ("00,02,22,11", "table=bounds+minimax", "frames"),
    ("02,11,12,10", "table=bounds+minimax", "frames"),
    ("20,12,01,02", "table=bounds+minimax", "frames"),
    ("20,10,00", "table=bounds-widening", "frames"),
    ("12,22,10", "table=bounds-widening", "frames"),
    ("20,02,12", "table=bounds-widening", "frames"),
    ("21,12,01,22", "table=bounds-widening", "frames"),
    ("00,02", "table=bounds-widening+init_ab", "frames"),
    ("00,22,12,21", "table=bounds-widening+init_ab", "frames"),
    ("00,21", "table=bounds-widening+init_ab", "frames"),
    ("22,00,02", "table=bounds-widening+init_ab", "frames"),
    ("02,21,11", "order=best-first", "frames"),
    ("11,12,21", "order=best-first", "frames"),
    ("20,21,02,10", "order=best-first", "frames"),
    ("10,02,20", "order=best-first", "frames"),
    ("12,11,02", "order=best-first+shortest_victory", "frames"),
    ("00,02,20,21,12", "order=best-first+shortest_victory", "frames"),
    ("10,22", "order=best-first+shortest_victory", "frames"),
    ("11,02,10,01,22", "order=best-first+shortest_victory", "frames"),
    ("10,11,21", "order=best-first+table=bounds", "frames"),
    ("10,11", "order=best-first+table=bounds", "frames"),
    ("02,22,20,01", "order=best-first+table=bounds", "frames"),
    ("21,02,12", "order=best-first+table=bounds", "frames"),
    ("00,10,20,11", "table=bounds", "frames"),
    ("-", "table=bounds", "frames"),
    ("-", "table=bounds-widening", "frames"),
]

# Modules the series imports for drawing, widgets and progress bars only.
STOOD_IN = {"matplotlib", "japanize_matplotlib", "ipywidgets", "tkinter", "tqdm", "IPython"}


class _Anything:
    """Whatever the series asks of a stood-in module at import time."""

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Anything()

    def __getattr__(self, name):
        return _Anything()

    def __getitem__(self, key):
        return _Anything()

    def __setitem__(self, key, value):
        pass

    def __iter__(self):
        return iter(())


class _StoodInModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        # A class, so that the series may also derive from it.
        return type(name, (_Anything,), {})


class _StandIns(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, fullname, path, target=None):
        if fullname.split(".")[0] in STOOD_IN:
            return importlib.machinery.ModuleSpec(fullname, self, is_package=True)
        return None

    def create_module(self, spec):
        module = _StoodInModule(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module):
        pass


def folder_of(words):
    """The series' folder whose code records this mode."""
    if "table=exact" in words or "table=exact-sym" in words:
        return "152"
    if "table=bounds-widening" in words:
        return "162"
    return "163"


def number(value):
    """A value as the fixture writes it: integers without a point, ±inf."""
    if value is None:
        return "-"
    if value in (float("inf"), float("-inf")):
        return "inf" if value > 0 else "-inf"
    if value == int(value):
        return str(int(value))
    return str(value)


def board_text(mb):
    """The board row by row (the series' own board_to_str goes column by column)."""
    size = mb.BOARD_SIZE
    return "".join(mb.board[x][y] for y in range(size) for x in range(size))


STATUS_LETTER = {"start": "s", "score": "c", "update": "u", "tt": "t", "end": "e"}
SCORE_TYPE_LETTER = {"fail low": "L", "exact value": "E", "fail high": "H"}


def plain_line(node, entry):
    """A frame of calc_score_by_ab: (α, β, child score, status, calculated, pruned)."""
    alpha, beta, child_score, status, calculated, pruned = entry
    return (
        f"{STATUS_LETTER[status]} {board_text(node.mb)} {number(alpha)} {number(beta)} "
        f"{number(child_score)} {calculated} {pruned}"
    )


def bounds_line(node, entry):
    """A frame of calc_score_for_anim, whose entries are dicts."""
    status = entry["status"]
    if status == "start":
        fields = "- -"
    elif status == "tt":
        found = "f" if entry["registered_in_tt"] else "-"
        decided = "d" if entry["tt_pruned"] else "-"
        bounds = f"{number(entry['lower_bound'])},{number(entry['upper_bound'])}"
        fields = f"{bounds} {found}{decided}"
    elif status == "score":
        fields = f"{number(entry['score'])} {number(entry['childscore'])}"
    elif status == "update":
        fields = f"{number(entry['score'])} {'x' if entry['ab_pruned'] else '-'}"
    else:
        stored = f"{number(entry['tlower_bound'])},{number(entry['tupper_bound'])}"
        fields = f"{number(entry['score'])} {SCORE_TYPE_LETTER[entry['score_type']]}:{stored}"
    return (
        f"{STATUS_LETTER[status]} {board_text(node.mb)} {number(entry['alphaorig'])} "
        f"{number(entry['betaorig'])} {fields} {entry['num_calculated']} {entry['num_pruned']}"
    )


class Trees:
    """The series' trees, one a scoring, each searchable in natural or best-first order."""

    def __init__(self, tree_module):
        self.tree_module = tree_module
        self.trees = {}
        self.natural_children = {}
        self.minimax_scores = {}

    def get(self, shortest_victory, best_first):
        if shortest_victory not in self.trees:
            tree = self.tree_module.Mbtree(shortest_victory=shortest_victory)
            self.trees[shortest_victory] = tree
            self.natural_children[shortest_victory] = [list(n.children) for n in tree.nodelist]
            self.minimax_scores[shortest_victory] = [n.score for n in tree.nodelist]
        tree = self.trees[shortest_victory]
        # A search overwrites the scores Mbtree() gave (best-first order reads them), and
        # move_bestmove_to_head reorders the children in place: both are put back first.
        kept = zip(
            tree.nodelist,
            self.natural_children[shortest_victory],
            self.minimax_scores[shortest_victory],
        )
        for node, children, score in kept:
            node.children[:] = children
            node.score = score
        if best_first:
            tree.move_bestmove_to_head()
        return tree


def node_at(tree, moves):
    node = tree.root
    if moves != "-":
        for move in moves.split(","):
            node = node.children_by_move[(int(move[0]), int(move[1]))]
    return node


def record(trees, folder, moves, mode):
    """The header fields and frame lines of one run."""
    words = mode.split("+")
    minimax = "minimax" in words
    init_ab = "init_ab" in words
    shortest_victory = "shortest_victory" in words
    tables = [word.removeprefix("table=") for word in words if word.startswith("table=")]
    table = tables[0] if tables else None
    tree = trees.get(shortest_victory, "order=best-first" in words)
    root = node_at(tree, moves)
    if table in ("bounds", "bounds-widening"):
        tree.calc_score_for_anim(
            root,
            minimax=minimax,
            init_ab=init_ab,
            use_tt=True,
            shortest_victory=shortest_victory,
        )
        render = bounds_line
    else:
        tree.calc_score_by_ab(root, minimax=minimax, init_ab=init_ab, use_tt=table is not None)
        render = plain_line
    lines = [render(node, entry) for node, entry in zip(tree.nodelist_by_score, tree.ablist_by_score)]
    header = (
        f"frames={len(lines)} value={number(root.score)} "
        f"calculated={tree.num_calculated} pruned={tree.num_pruned}"
    )
    return header, lines


def run_folder(series, folder):
    """Child process: every run of this folder's code, as JSON lines on stdout."""
    # The series prints as it builds: keep stdout for the runs.
    runs_out, sys.stdout = sys.stdout, sys.stderr
    sys.meta_path.insert(0, _StandIns())
    sys.path.insert(0, f"{series}/{folder}")
    tree_module = __import__("tree")
    util = __import__("util")
    series_same_boards = util.calc_same_boardtexts
    trees = Trees(tree_module)
    for index, (moves, mode, layout) in enumerate(RUNS):
        if folder_of(mode.split("+")) != folder:
            continue
        # exact: the board alone, as article 151 first stored it; exact-sym: its 8 images.
        if "table=exact" in mode.split("+"):
            util.calc_same_boardtexts = lambda mb: {mb.board_to_str()}
        else:
            util.calc_same_boardtexts = series_same_boards
        header, lines = record(trees, folder, moves, mode)
        if layout == "blocks":
            body = []
            for start in range(0, len(lines), BLOCK):
                text = "".join(line + "\n" for line in lines[start : start + BLOCK])
                body.append(f"{zlib.crc32(text.encode()):08x}")
        else:
            body = lines
        head = f"run root={moves} mode={mode} {header} {layout}"
        print(json.dumps({"index": index, "lines": [head, *body]}), file=runs_out, flush=True)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--folder":
        run_folder(sys.argv[2], sys.argv[3])
        return
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} PATH_TO_MARUBATSU > tests/data/series_frames.txt")
    series = sys.argv[1]
    runs = {}
    for folder in sorted({folder_of(mode.split("+")) for _, mode, _ in RUNS}):
        output = subprocess.run(
            [sys.executable, __file__, "--folder", series, folder],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        for line in output.splitlines():
            run = json.loads(line)
            runs[run["index"]] = run["lines"]
    for index in range(len(RUNS)):
        for line in runs[index]:
            print(line)


if __name__ == "__main__":
    main()
