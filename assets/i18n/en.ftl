# English catalogue of abtutor. Terms: docs/glossary.md. Every id is in every catalogue with the same placeholders (tests/catalogues.rs).

## Languages

## Figures: stats and tables

iteration-note = iteration { $number } of { $count }: searching { $depth } plies deep
figures-computed-by-minimax = computed by minimax { $answer }
figures-calculated-nodes = calculated nodes { $count }
figures-pruned-nodes = pruned nodes { $count }
figures-total = total { $count }
figures-ratio = ratio { $ratio }%
figures-root-value = root value { $value }
figures-minimax-value = minimax value { $value }
figures-sound = sound { $answer }
figures-frames = frames { $count }
figures-iteration = iteration depth { $depth }: root value { $value }, calculated { $calculated }, pruned { $pruned }
figures-unsound-warning = warning: this combination stores values found under a narrowed window as exact; its root value differs from minimax
figures-column-depth = depth
figures-column-mode = mode
figures-column-value = value
figures-column-sound = sound
figures-column-calculated = calculated
figures-column-pruned = pruned
figures-column-total = total
figures-column-ratio = ratio
figures-column-frames = frames
figures-table-entry-used = table entry searched { $entry } plies deep, { $left } left here: deep enough, used
figures-table-entry-too-shallow = table entry searched { $entry } plies deep, { $left } left here: too shallow, searched again

## Games: names, sides, moves, refusals

game-name-tic-tac-toe = tic-tac-toe
game-name-othello = { $size }×{ $size } Othello
game-name-othello-positional = { $size }×{ $size } Othello, positional
game-name-kalah = Kalah({ $pits },{ $seeds })
game-name-textbook = textbook tree
game-side = { $side ->
    [o] o
    [x] x
    [black] black
    [white] white
    [first] first
    [second] second
    [max] max
   *[min] min
}
game-start-position = the starting position
game-start-empty-board = the empty board
game-start-root = the root
game-evaluation-open-lines = open lines (o's − x's)
game-evaluation-disc-difference = disc difference (black − white)
game-evaluation-positional-weights = positional weights (corner 10, edge 2, next to a corner −2 on the edge and −5 diagonally, inside 1; black − white)
game-evaluation-store-difference = store difference (first − second)
game-evaluation-leaves-only = none (numbers at the leaves only; 0 at a depth limit)
game-over = game over
game-to-move = { $side ->
    [o] o to move
    [x] x to move
    [black] black to move
    [white] white to move
    [first] first player to move
    [second] second player to move
    [max] max to move
   *[min] min to move
}
game-leaf = leaf
game-inner-node = { $side ->
    [max] max node
   *[min] min node
}
game-illegal-cell-taken = that cell is already taken
game-illegal-cell-off-board = cell { $cell } is off the board (0 to 8)
game-illegal-no-such-pit = there is no pit { $pit } (pits 1 to { $pits })
game-illegal-empty-pit = pit { $pit } is empty
game-illegal-pass-while-moves-exist = a pass is allowed only when no move exists
game-illegal-pass-only = no move exists here: the only move is pass
game-illegal-square-off-board = that square is off the board
game-illegal-square-taken = that square is already taken
game-illegal-turns-nothing = { $square } turns no disc over, so it is not a move
game-illegal-no-such-child = this node has { $children } children: there is no child { $child }
game-move-not-a-pit = '{ $text }' is not a move: write a pit number from 1 to { $count }
game-move-not-a-child = '{ $text }' is not a move: write a child's number from 1 (the leftmost) to { $count }
game-move-not-two-digits = '{ $text }' is not a move: write two digits xy, each 0 to 2 (e.g. 20 = x 2, y 0)
game-move-not-a-digit = '{ $text }' is not a move: '{ $digit }' is not a digit
game-move-coordinate-off-board = '{ $text }': { $axis } = { $value } is off the board (0 to 2)
game-move-not-a-square = '{ $text }' is not a move: write a square such as c2 (columns a–{ $last }, rows 1–{ $size }) or pass
game-move-square-off-board = '{ $text }' is off the board (columns a–{ $last }, rows 1–{ $size })

## Trees and searches: errors and notes

tree-path-move = move { $number } ({ $mv }): { $reason }
tree-path-game-over = the game is already over
tree-path-not-in-tree = this tree does not reach it (off the line to its root, or past its depth limit)
tree-too-big = the tree below { $root } has { $size }, too many to hold in memory: abtutor holds at most { $limit } (about { $gigabytes } GB with a recorded search), this one would need { $needed } GB; choose a root deeper in the game, or a smaller depth limit
tree-root-start = the start of { $game }
tree-root-after = { $game } after { $moves }
tree-size-estimated = { $nodes } nodes (estimated)
tree-size-counted = over { $limit } nodes (counted)
tree-needed-over = over { $gigabytes }
tree-count-about = about { $count }
tree-count-beyond = over 10^18
tree-cancelled = the tree was not built: cancelled
textbook-empty = the tree is empty: write it as nested parentheses, e.g. ((3,12,8),(2,4,6),(14,5,2))
textbook-at = at character { $column }: { $problem }
textbook-no-opening = a tree starts with '('
textbook-text-after-tree = '{ $found }' after the tree's closing parenthesis
textbook-too-many-nodes = more than { $max } nodes: too many to draw
textbook-too-deep = more than { $max } levels: too deep to draw
textbook-too-wide = more than { $max } children under one node: too wide to draw
textbook-empty-parentheses = an empty pair of parentheses: a node needs children or a number
textbook-expected-comma-or-close = expected ',' or ')', found '{ $found }'
textbook-never-closed = a '(' is never closed
textbook-ends-inside-tree = the text ends inside the tree: a '(' is never closed
textbook-leaf-value-out-of-range = '{ $number }' is not a leaf value: write a whole number from -{ $max } to { $max }
textbook-nothing-before = a '{ $found }' with nothing before it: expected a number or '('
textbook-not-a-number = '{ $found }' is not a number: leaves are whole numbers

## Command line

## Player: options

## Player: controls

## Player: tree view

## Player: number line and counters

## Player: board panel

## Player: view, jobs and files

## App: tabs, menus, startup, quitting

## Play view

## Notebook: view and cells

## Notebook: exercises and practice

## Notebook: files and execution

## Lessons and tree editor

## Markdown
