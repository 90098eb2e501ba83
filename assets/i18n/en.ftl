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

cli-principal-variation = principal variation { $moves }
cli-frame-heading = frame { $index } { $status }
cli-frame-node = depth { $depth }, { $side ->
        [max] max node
       *[min] min node
    }, moves { $moves }
cli-frame-window = α = { $alpha }  β = { $beta }  score = { $score }
cli-frame-counts = calculated { $calculated }  pruned { $pruned }
cli-frame-table = looked up { $looked_up }  best { $best }  stored { $stored }
cli-frame-out-of-range = --index { $index }: out of range, this search has { $count } frames (0 to { $last })
cli-trace-written = { $count } frames written to { $path }
cli-write-failed = could not write { $path }: { $error }
cli-save-failed = could not save { $path }: { $error }
cli-notebook-saved = saved to { $path }
cli-bad-root = --root { $root }: { $error }
cli-bad-game = --game { $game }: { $error }
cli-unknown-game = --game: unknown game '{ $text }': choose tictactoe, othello4, othello6 (add :positional for corner and edge weights), kalah:P,S (e.g. kalah:3,2) or tree:TEXT (e.g. tree:((3,12,8),(2,4,6)))
cli-kalah-shape = --game: '{ $text }': write kalah:P,S with P pits a side and S seeds a pit (e.g. kalah:3,2)
cli-kalah-pits = --game: '{ $text }': the pits a side must be a whole number from 1 to { $max }, not '{ $number }'
cli-kalah-seeds = --game: '{ $text }': the seeds a pit must be a whole number from 1 to { $max }, not '{ $number }'
cli-bad-tree-text = tree: { $error }
cli-shortest-victory-misfit = --shortest-victory: { $game } does not score wins by their length
cli-store-first-misfit = --order store-first: { $game } has no stores (Kalah only)
cli-iterative-needs-depth = --iterative: iterative deepening needs a depth limit: add --depth N
cli-exact-sym-misfit = --tt exact-sym: { $game } has no symmetry, so exact-sym searches as exact
cli-depth-limit-needed = --game { $game }: too big to search whole; add a depth limit, e.g. --depth { $depth }

## Player: options

options-root-moves = Root moves:
options-root-moves-hint = the start, or e.g. { $example }
options-run = Run
    .hover = record this search
options-search-from-selected = Search from selected node
    .hover = make the node framed in red the root, and run
options-iterative = Iterative deepening
    .hover = search 1, 2, … plies down to the limit, each iteration trying the previous best move first; every iteration is recorded
options-depth-limit = Depth limit
    .hover = search only this many plies below the root; leaves there are valued by the static evaluation: { $evaluation }
options-plies-unit = plies
options-game = Game:
options-textbook-tree = textbook tree
options-minimax = Minimax
    .hover = reset α, β to ±∞ at every node: nothing is cut
options-initial-window = Initial window
    .hover = start the root window at the score range (init_ab)
options-shortest-victory = Shortest victory
    .hover = score quicker wins higher
options-table = Table:
options-order = Order:

conflict-shortest-victory = { $game } does not score wins by their length
conflict-store-first = { $game } has no stores (Kalah only)
conflict-iterative = iterative deepening needs a depth limit
conflict-exact-sym = ({ $game } has no symmetry: exact-sym = exact)
conflict-depth-limit = { $game } is too big to search whole: a depth limit of { $depth } plies is set

## Player: controls

controls-frame = Frame
controls-first = First
controls-pause = Pause
controls-play = Play
controls-last = Last
controls-speed = frames/s
controls-node = Node:
controls-node-first = Node first
controls-node-previous = Node previous
controls-node-next = Node next
controls-node-last = Node last
controls-node-hint = frames of the node framed in red
controls-jump = Jump:
controls-previous-landmark = { $landmark ->
        [cut] Previous cut
        [table-hit] Previous table hit
        [root-change] Previous root change
       *[iteration] Previous iteration
    }
controls-next-landmark = { $landmark ->
        [cut] Next cut
        [table-hit] Next table hit
        [root-change] Next root change
       *[iteration] Next iteration
    }
controls-go-to-frame = Go to frame
controls-go = Go
controls-frame-out-of-range = frame { $frame } is out of range: 0 to { $last }
controls-not-a-frame-number = '{ $text }' is not a frame number
controls-shortcut-frame = previous / next frame
controls-shortcut-node-frame = previous / next frame of the node
controls-shortcut-play = play / pause
controls-shortcut-first-last = first / last frame
controls-shortcut-click-keys = click
controls-shortcut-click = a node: go to its first frame
controls-shortcut-presentation = presentation mode: full screen, everything larger
controls-shortcut-zoom = zoom the whole window / reset
controls-shortcut-drag-keys = drag, Ctrl + wheel
controls-shortcut-drag = pan, zoom the tree (double-click resets)

## Player: tree view

tree-search-from-here = Search from here
tree-go-to-first-frame = Go to its first frame
tree-moves = moves: { $moves }
tree-depth-and-kind = depth { $depth }, { $kind ->
        [max] max node
       *[min] min node
    }
tree-horizon-leaf = horizon leaf, valued by { $evaluation }
tree-value = value { $value }
tree-pruned = pruned
tree-not-yet-calculated = not yet calculated
tree-outside-search = outside this search
tree-frames = frames { $first } – { $last }
tree-pruned-at = pruned at frame { $frame }
tree-never-visited = never visited
tree-click-hint = click: go to its first frame

## Player: number line and counters

number-line-header = depth { $depth }, { $kind ->
        [max] max node
       *[min] min node
    }, { $status ->
        [start] start
        [score] child's score
        [alpha-update] α update step
        [beta-update] β update step
        [tt] transposition table
       *[end] value fixed
    }
number-line-legend-cut = { $kind ->
        [max] β cut (β ≤ score)
       *[min] α cut (score ≤ α)
    }
number-line-legend-update = { $kind ->
        [max] α update (α < score < β)
       *[min] β update (α < score < β)
    }
number-line-legend-no-update = { $kind ->
        [max] no α update (score ≤ α)
       *[min] no β update (β ≤ score)
    }
number-line-legend-table-value = value from the transposition table
number-line-horizon-leaf = horizon leaf: the game goes on; { $evaluation } = { $value }
number-line-bounds-found = table [{ $lower }, { $upper }]
number-line-bounds-found-decides = table [{ $lower }, { $upper }], decides the value
number-line-bounds-range = not in table: range [{ $lower }, { $upper }]
number-line-bounds-range-decides = not in table: range [{ $lower }, { $upper }], decides the value
number-line-bounds-best = best so far { $best }
number-line-bounds-stored = stored [{ $lower }, { $upper }], { $classification }
counters-calculated = calculated
counters-pruned = pruned
counters-total = total
counters-ratio = ratio
counters-iteration = iteration { $number } of { $count }: { $before } calculated in the earlier iterations, { $all } in all

## Player: board panel

board-moves = moves: { $moves }
board-first-to-move = { $side } to move
board-second-to-move = { $side } to move
board-horizon = the search stops here (horizon)
board-game-over = game over

## Player: view, jobs and files

player-showing = Showing: { $mode } / { $root }
player-recording = recording…
player-job-building-tree = building the tree { $percent }%
player-job-recording = recording { $percent }%
player-cancel-recording = Cancel
    .hover = stop this recording and keep the search shown
player-counters-heading = Counters
player-shortcuts-heading = Keyboard shortcuts
player-summary-heading = This search
player-summary = root value { $value } (minimax { $minimax }), { $frames } frames, ratio { $ratio }%
player-export-trace = Export trace (JSON)…
    .hover = abtutor trace --out FILE
player-unsound = Unsound: the root value { $value } differs from minimax ({ $minimax }). Alpha-beta with an exact table stores values found under a narrowed window as if they were exact.
player-first-wrong-store = The first wrong value entered the table at frame { $frame }: node { $node } stored { $stored }, its exact value is { $exact }.
player-go-to-wrong-store = Go to frame { $frame }
player-start-root-refused = { $game } '{ $root }': { $error }. Showing the start of the game.
player-root-refused = Root moves '{ $root }': { $error }
player-path-refused = move { $number } ({ $mv }): { $reason }
player-path-game-over = move { $number } ({ $mv }): the game is already over
player-path-not-in-tree = move { $number } ({ $mv }): this tree does not reach it (off the line to its root, or past its depth limit)
player-tree-too-big = the tree below { $root } has { $size }, too many to hold in memory: abtutor holds at most { $limit } (about { $gigabytes } GB with a recorded search), this one would need { $needed } GB; choose a root deeper in the game, or a smaller depth limit
player-tree-cancelled = the tree was not built: cancelled
player-recording-stopped = the recording stopped unexpectedly
player-export-no-file = No file chosen (or no file dialog on this system): the command line writes traces too: abtutor trace --out FILE
player-exported = Exported { $path }
player-export-failed = could not write { $path }: { $error }
# The exercise cell's question and marks, beside its player.
exercise-not-searchable = The question cannot be searched: press Check to see why.
exercise-prompt-values = Give the value the search finds at every inner node, then press Check.
exercise-prompt-cuts = Tick every branch the search never visits, then press Check.
exercise-prompt-windows = Give α and β as the search enters this node (inf for ∞), then press Check.
exercise-prompt-order = Order the root's children so that the search calculates as few nodes as it can, then press Check.
exercise-too-many-nodes = This position has too many nodes to practise on: choose one nearer the end.
exercise-cut = cut
exercise-order-label = Order of the root's children:
exercise-score = { $right } of { $total } right
exercise-show-order = Show me
    .hover = the search with your order, at the root's first cut
exercise-right = right
exercise-wrong = wrong (the search: { $expected })
exercise-missing = missing (the search: { $expected })
exercise-show-me = Show me
exercise-show-me-frame = frame { $frame }
exercise-root-name = the root
exercise-node-name = node { $path }

## App: tabs, menus, startup, quitting

app-tab-notebook = Notebook
app-tab-player = Player
app-tab-play = Play
app-notice-ok = OK
app-settings-unreadable = The saved settings could not be read (corrupted, or from a newer abtutor): starting with the defaults.
app-settings-unreadable-kept = The saved settings could not be read (corrupted, or from a newer abtutor): starting with the defaults; the old settings are kept in { $path }.
app-settings-unreadable-not-kept = The saved settings could not be read (corrupted, or from a newer abtutor): starting with the defaults; they could not be kept aside: { $error }.
app-autosave-unreadable-kept = The autosaved notebook could not be opened ({ $error }). It is kept as { $path }; autosave starts afresh.
app-autosave-unreadable-not-kept = The autosaved notebook could not be opened ({ $error }) nor set aside ({ $move_error }); autosave is off so that it is not overwritten.
app-autosave-failed = autosave failed: { $error }
app-autosave-warning = warning: autosave: { $error }
app-recovered = Unsaved work from the last session was kept: "{ $title }".
app-recovered-restore = Restore it
app-recovered-dismiss = Dismiss
app-quit-title = Quit abtutor?
app-quit-unsaved = The notebook has unsaved changes. They are kept in the autosave file and offered back at the next start.
app-quit = Quit
app-keep-working = Keep working
app-window-failed = error: could not open the window: { $error }

## Play view

## Notebook: view and cells

## Notebook: exercises and practice

## Notebook: files and execution

## Lessons and tree editor

## Markdown
