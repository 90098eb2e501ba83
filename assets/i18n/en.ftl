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
figures-computed-by-minimax-said = { $answer ->
    [yes] computed by minimax
   *[no] not computed by minimax
}
figures-sound-said = { $answer ->
    [yes] sound: the root value is minimax's
   *[no] unsound: the root value differs from minimax's
}
figures-soundness = { $answer ->
    [yes] sound
   *[no] unsound
}
figures-frames = frames { $count }
figures-pruned-estimated = pruned nodes ≈ { $count }
figures-total-estimated = total ≈ { $count }
figures-ratio-estimated = ratio ≈ { $ratio }%
figures-estimate-note = pruned, total and ratio are estimates (Knuth's, over { $lines } random lines of play): the tree to { $plies } plies is too big to build or count, so alpha-beta searched it over the game's rules; calculated, frames, value and principal variation are exact
figures-estimate-note-complete = pruned, total and ratio are estimates (Knuth's, over { $lines } random lines of play): the tree to the ends of games is too big to build or count, so alpha-beta searched it over the game's rules; calculated, frames, value and principal variation are exact
figures-iteration = iteration depth { $depth }: root value { $value }, calculated { $calculated }, pruned { $pruned }
figures-visits = visits { $count }
figures-pass = pass at depth { $depth }: window ({ $low }, { $high }), value { $value }, calculated { $calculated }
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
figures-column-visits = visits
figures-table-entry-used = table entry searched { $entry } plies deep, { $left } left here: deep enough, used
figures-table-entry-too-shallow = table entry searched { $entry } plies deep, { $left } left here: too shallow, searched again

mode-minimax = minimax
mode-alpha-beta = alpha-beta
mode-init-ab = init_ab
mode-table = { $table } table
mode-order = { $order } order
mode-shortest-victory = shortest victory
mode-iterative = iterative deepening
mode-fail-soft = fail-soft
mode-cut-gt = cut on s > β
mode-win-check = win check
mode-score-bound = score bound
mode-upper-bounds = upper table
mode-skip-losing = losing moves skipped
mode-threat-order = threat order
mode-lower-bounds = lower bounds in the table
mode-table-slots = { $slots ->
        [whole-key] the tutorial's table (8,388,593 slots)
       *[compact] compact table (8,388,617 slots)
    }
mode-window = window ({ $low }, { $high })
mode-search = { $search }
mode-guess = guess { $guess }
mode-delta = delta { $delta }
mode-separator = {", "}
mode-table-choice = { $table }
mode-order-choice = { $order }

## Games: names, sides, moves, refusals

game-name-tic-tac-toe = tic-tac-toe
game-name-othello = { $size }×{ $size } Othello
game-name-othello-positional = { $size }×{ $size } Othello, positional
game-name-kalah = Kalah({ $pits },{ $seeds })
game-name-connect-four-sized = Connect Four { $columns }×{ $rows }
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
game-evaluation-open-fours = open lines of four (first − second; a line with 1, 2, 3 stones counts 1, 3, 9)
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
game-illegal-no-such-column = there is no column { $column } (columns 1 to { $columns })
game-illegal-column-full = column { $column } is full
game-illegal-pass-while-moves-exist = a pass is allowed only when no move exists
game-illegal-pass-only = no move exists here: the only move is pass
game-illegal-square-off-board = that square is off the board
game-illegal-square-taken = that square is already taken
game-illegal-turns-nothing = { $square } turns no disc over, so it is not a move
game-illegal-no-such-child = this node has { $children } children: there is no child { $child }
game-move-not-a-pit = '{ $text }' is not a move: write a pit number from 1 to { $count }
game-move-not-a-child = '{ $text }' is not a move: write a child's number from 1 (the leftmost) to { $count }
game-move-not-a-column = '{ $text }' is not a move: write a column's number from 1 (the leftmost) to { $count }
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
tree-size-best-order = { $nodes } nodes entered by its search even in the best order possible (estimated)
tree-size-grown = over { $limit } nodes touched by its search alone (counted as it grew)
tree-size-counted = over { $limit } nodes (counted)
tree-needed-over = over { $gigabytes }
tree-count-about = about { $count }
tree-count-beyond = over 10¹⁸
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
cli-deep-needs-order = best-first order needs every child's exact value, so the whole tree: choose another order
cli-grown-limit-variable = { $variable } is '{ $text }': give the most nodes a search may grow, a whole number from { $min } up (or unset it)
cli-depth-never-reached = note: { $longest ->
        [0] the game is already over at this position, so the depth limit of { $depth } never stopped the search
        [1] every line of play from this position ends within 1 ply, so the depth limit of { $depth } never stopped the search: it searched to the end of the game
       *[other] every line of play from this position ends within { $longest } plies, so the depth limit of { $depth } never stopped the search: it searched to the end of the game
    }
cli-deep-hopeless = alpha-beta { $plies } plies deep would calculate { $nodes } nodes from this position even in the best order possible (estimated), more than the { $limit } a search here may take (hours at the least): choose a depth limit of { $within } plies or fewer
cli-deep-progress = alpha-beta over the rules: { $visits } nodes calculated
cli-recording-again = the search went where the tree had not grown: the tree grew there, recording again (round { $round })
cli-playout-probabilities = playout probabilities: first player wins { $first }, second player wins { $second }, draw { $draw }
cli-sampled-playouts = { $count } random playouts (seed { $seed }): first player wins { $first }, second player wins { $second }, draw { $draw }
cli-playouts-need-complete-tree = { $option }: random play runs to the end of the game, so it needs the complete tree: drop --depth
cli-sample-playouts-range = --sample-playouts { $count }: give a number of playouts from 1 to { $max }
cli-frame-heading = frame { $index } { $status }
cli-frame-node = depth { $depth }, { $side ->
        [max] max node
       *[min] min node
    }, moves { $moves }
cli-frame-window = α = { $alpha }  β = { $beta }  score = { $score }
cli-frame-counts = calculated { $calculated }  pruned { $pruned }
cli-frame-table = looked up { $looked_up }  best { $best }  stored { $stored }
cli-frame-out-of-range = --index { $index }: out of range, this search has { $count } frames (0 to { $last })
cli-frames-out-of-range = --frames { $range }: frame { $index } is out of range, this search has { $count } frames (0 to { $last })
cli-trace-recorded = the search of { $count } frames saved to { $path }: the player records it again when it opens the file, and checks its frames
cli-trace-written = { $count } frames written to { $path }
cli-write-failed = could not write { $path }: { $error }
cli-save-failed = could not save { $path }: { $error }
cli-notebook-saved = saved to { $path }
cli-notebook-cells-failed = { $count ->
    [one] cell { $cells } failed
   *[other] cells { $cells } failed
}
cli-bad-root = --root { $root }: { $error }
cli-bad-game = --game { $game }: { $error }
cli-unknown-game = --game: unknown game '{ $text }': choose tictactoe, othello4, othello6, othello8 (add :positional to othello4, othello6 or othello8 for corner and edge weights), kalah:P,S (e.g. kalah:3,2), connect4 (or connect4:W,H, e.g. connect4:5,4) or tree:TEXT (e.g. tree:((3,12,8),(2,4,6)))
cli-kalah-shape = --game: '{ $text }': write kalah:P,S with P pits a side and S seeds a pit (e.g. kalah:3,2)
cli-kalah-pits = --game: '{ $text }': the pits a side must be a whole number from 1 to { $max }, not '{ $number }'
cli-kalah-seeds = --game: '{ $text }': the seeds a pit must be a whole number from 1 to { $max }, not '{ $number }'
cli-connect-four-size = --game: '{ $text }': write connect4:W,H with W columns from 4 to 8 and H rows from 4 to 7, W × (H + 1) at most 64 (e.g. connect4:5,4)
cli-solve-game = solve: '{ $game }' is not a game scored by how soon it is won: choose connect4 or connect4:W,H
cli-solve-minimax-alone = solve: --minimax searches without a window: it takes no --score-bound, no --skip-losing, no --tt and no --search bisect
cli-solve-skip-losing-win-check = solve: --skip-losing replaces --win-check: give one of them
cli-part-game = --part: '{ $game }' is not Connect Four: the solver tutorial's parts solve connect4 or connect4:W,H
cli-part-alone = --part { $part } is the solver tutorial's whole configuration: it takes no { $option }
cli-part-range = --part { $part }: the solver tutorial's parts run from 3 to 12
cli-solve-score-bound-alone = solve: --score-bound holds only where a node knows its mover cannot win at once: give --win-check or --skip-losing with it
cli-solve-io = solve: could not read or write: { $error }
cli-solve-empty-line = line { $line }: an empty line (the empty board is not solved)
cli-solve-line-too-long = line { $line }: longer than { $bytes } bytes, which no position is: skipped
cli-solve-not-a-column = line { $line }: move { $at } '{ $text }' is not a column's number
cli-solve-column-full = line { $line }: move { $at } plays column { $column }, which is full
cli-solve-ends-the-game = line { $line }: move { $at } in column { $column } ends the game: the position must be unfinished
cli-solve-record-failed = line { $line }: the search could not be recorded: { $error }
cli-solve-record-unwritable = solve --record: { $path } cannot be written: { $error }
cli-solve-record-stdout = solve --record -: standard output carries the answers; give a file to record to
cli-bad-tree-text = tree: { $error }
cli-shortest-victory-misfit = --shortest-victory: { $game } does not score wins by their length
cli-store-first-misfit = --order { $order }: { $game } has no stores (Kalah only)
cli-center-misfit = --order center: { $game } has no columns (Connect Four only)
cli-evaluation-plies-misfit = --evaluation-plies does not apply without --order evaluation-then-store: only that order counts plies by evaluation
cli-iterative-needs-depth = --iterative: iterative deepening needs a depth limit: add --depth N
cli-exact-sym-misfit = --tt exact-sym: { $game } has no symmetry, so exact-sym searches as exact
cli-guess-misfit = --guess does not apply with --search { $search }: only MTD(f) and aspiration start from a guess
cli-delta-misfit = --delta does not apply with --search { $search }: only aspiration has a half-width
cli-window-init-ab-misfit = --window does not apply with --init-ab: both set the root's window; give one of them
cli-minimax-passes-misfit = --minimax does not apply with --search { $search }: minimax resets every window to (−∞, ∞), so its null windows would never close
cli-monte-carlo-option-misfit = { $option } does not apply with --search { $search }: Monte Carlo plays out at random, with no window, table or order
cli-depth-limit-needed = --game { $game }: too big to search whole; add a depth limit, e.g. --depth { $depth }
cli-window-bad = --window { $text }: write LO,HI with LO ≤ HI, each a whole number, inf or -inf (e.g. 0,1 or -inf,0)

## Player: options

options-root-moves = Root moves:
options-root-moves-hint = the start, or e.g. { $example }
options-run = Run
    .hover = record this search
options-keep-options = Keep these options
    .hover = when the game changes, keep the depth limit and the search's options the new game can use, instead of the game's defaults
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
options-search-menu = Search: { $search }…
options-search = Search:
options-search-choice = { $search ->
    [alpha-beta] alpha-beta
    [scout] scout
    [pvs] PVS
    [mtdf] MTD(f)
    [bisect] bisection
   *[aspiration] aspiration
}
options-fail-soft = Fail-soft
    .hover = a node returns its best child's value instead of α or β: the same nodes and windows
options-fail-soft-by-nature = scout, PVS, MTD(f) and aspiration are fail-soft by nature
options-cut-on-equality = Cut on equality (s ≥ β)
    .hover = cut as soon as a score reaches β (the series' and AIMA's rule); off: only when it passes β (s > β), as CS188 requires
options-window = Root window:
    .hover = the window the root is searched with, LO,HI (integers, inf or -inf); empty: (−∞, ∞), or the score range with Initial window
options-window-hint = e.g. 0,1
options-window-bad = not a window: write LO,HI with LO ≤ HI
options-guess = Guess:
    .hover = MTD(f)'s first guess; aspiration's centre (with iterative deepening, the previous iteration's value)
options-guess-misfit = only MTD(f) and aspiration start from a guess
options-delta = Delta:
    .hover = aspiration's half-width: the first window is (guess − delta, guess + delta)
options-delta-misfit = only aspiration has a half-width
options-window-misfit = the initial window sets the root's window already: turn it off to give one
options-minimax-misfit = minimax resets every window to (−∞, ∞), so MTD(f)'s null windows would never close
options-shortest-victory = Shortest victory
    .hover = score quicker wins higher
options-solver-ideas = Solver:
options-win-check = Win check
    .hover = a node first looks for a move that wins at once and, if there is one, takes its score without entering any child
options-score-bound = Score bound
    .hover = a node's window is cut to the best score still possible (a win with the move after next); a window that closes returns at once
options-upper-bounds = Table of upper bounds
    .hover = a node that ends without a cut stores the value it returns as an upper bound of its position; a node entering that position lowers the top of its window to it
options-skip-losing = Losing moves skipped
    .hover = only the moves that do not hand the opponent a win at once are searched; with none the node is lost, two moves from the end it is a draw, and its window's bottom rises to the worst score left. Only the root looks for a win at once
options-threat-order = Threat order
    .hover = the moves making the most cells where their mover would complete four are searched first, ties in the order chosen
options-lower-bounds = Lower bounds in the table
    .hover = a cut stores the score that cut as a lower bound of its position; a node entering that position raises the bottom of its window to it
options-table-slots = Table slots:
options-table-slots-unbounded = never forgets
options-table = Table:
options-order = Order:
options-evaluation-plies = Plies by evaluation:
    .hover = The plies below the root whose children are ordered by their evaluation; below them the pit nearest the store comes first

conflict-shortest-victory = { $game } does not score wins by their length
conflict-store-first = { $game } has no stores (Kalah only)
conflict-center = { $game } has no columns (Connect Four only)
conflict-iterative = iterative deepening needs a depth limit
cli-minimax-bound-misfit = --minimax does not apply with --score-bound or --tt upper: minimax never narrows a window, so it would never use the bound
cli-upper-fail-soft-misfit = --tt upper takes fail-hard alpha-beta: it stores the α a node returns as its position's upper bound, which --fail-soft and --search scout, pvs, mtdf or aspiration do not return
cli-solving-misfit = --win-check, --score-bound, --tt upper and --search bisect: { $game } does not score a win by how soon it comes (Connect Four only)
cli-solving-depth-misfit = --score-bound, --tt upper and --search bisect solve to the end of the game: leave out --depth
options-minimax-bound-misfit = minimax never narrows a window, so it would never use the bound
options-upper-fail-soft-misfit = the table of upper bounds stores the α a fail-hard node returns: it takes plain alpha-beta or the bisection
options-two-tables-misfit = one table at a time: the table of upper bounds takes the place of the other
options-skip-losing-misfit = losing moves skipped replaces the win check: one or the other
options-slots-misfit = lower bounds and the tutorial's own slots belong to the solver's table: turn on the table of upper bounds
conflict-solving = { $game } does not score a win by how soon it comes: the win check, the score bound, the table of upper bounds and the bisection are Connect Four's
conflict-solving-depth = the score bound, the table of upper bounds and the bisection solve to the end of the game: they take no depth limit
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
        [re-search] Previous re-search
        [pass] Previous pass
        [move] Previous move
       *[iteration] Previous iteration
    }
controls-next-landmark = { $landmark ->
        [cut] Next cut
        [table-hit] Next table hit
        [root-change] Next root change
        [re-search] Next re-search
        [pass] Next pass
        [move] Next move
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
controls-shortcut-iteration = previous / next iteration (Monte Carlo: root move)
controls-shortcut-click-keys = click
controls-shortcut-click = a node: go to its first frame
controls-shortcut-presentation = presentation mode: full screen, everything larger
controls-shortcut-zoom = zoom the whole window / reset
controls-shortcut-drag-keys = drag, Ctrl + wheel
controls-shortcut-drag = pan, zoom the tree (double-click resets)

## Player: tree view

tree-search-from-here = Search from here
tree-go-to-first-frame = Go to its first frame
tree-nodes-show = { $label ->
    [first] Nodes show: first player's win rate under random play
    [second] Nodes show: second player's win rate under random play
    [draw] Nodes show: draw rate under random play
   *[value] Nodes show: values
}
tree-nodes-look = { $look ->
    [moves] Nodes: moves (the board on hover)
   *[boards] Nodes: boards
}
tree-chances-need-complete-tree = random play runs to the end of the game: only a tree without a depth limit has these rates
tree-moves = moves: { $moves }
tree-depth-and-kind = depth { $depth }, { $kind ->
        [max] max node
       *[min] min node
    }
tree-horizon-leaf = horizon leaf, valued by { $evaluation }
path-heading = Path:
path-root = root
path-root-deep = root (depth { $depth } of the game)
path-pv = End of the principal variation
    .hover = Go to the last node of the line both sides play best, as the search found it
path-deepest = Deepest node
    .hover = Go to the deepest node the search entered
path-back = Back
tree-value = value { $value }
tree-pruned = pruned
tree-not-yet-calculated = not yet calculated
tree-outside-search = outside this search
tree-frames = frames { $first } – { $last }
tree-pruned-at = pruned at frame { $frame }
tree-unexpanded = never searched: its subtree ({ $nodes } nodes) was not grown
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
        [win] win check: a move wins at once
        [score-bound] score bound
        [table-bound] table of upper bounds
        [no-safe-move] losing moves skipped: none is left
        [draw] two moves from the end: a draw
        [lower-bound] lower bound: the worst score left
        [table-lower-bound] table: a lower bound
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
number-line-legend-solver = { $step ->
        [win] a win at once: taken unentered
        [no-safe-move] every move loses at once: lost
        [draw] no win in the 2 moves left: a draw
        [lower-bound] { $closed ->
            [true] window closed: the bound returns
           *[false] window's bottom raised to it
        }
        [table-lower-bound] { $closed ->
            [true] closed at the table's lower bound
           *[false] bottom raised to the table's bound
        }
       *[other] { $closed ->
            [true] window closed: the bound returns
           *[false] window cut to the bound
        }
    }
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
counters-visits = visits
    .hover = every entry of a node — finished games, table hits, probes and re-searches each count once — as the series' count counts them
counters-iteration = iteration { $number } of { $count }: { $before } calculated in the earlier iterations, { $all } in all
counters-pass = pass { $number } of { $count }: { $before } calculated in the earlier passes, { $all } in all

## Player: board panel

board-moves = moves: { $moves }
board-first-to-move = { $side } to move
board-second-to-move = { $side } to move
board-horizon = the search stops here (horizon)
board-game-over = game over

## Player: view, jobs and files

player-showing = Showing: { $mode } / { $root } / { $depth } / { $order } / { $table }
player-showing-depth-limit = depth limit { $plies }
player-showing-no-depth-limit = no depth limit
player-showing-order = { $order } order
player-showing-table =
    { $table ->
        [off] no table
       *[other] { $table } table
    }
player-options-changed = options changed — Run to search again
player-recording = recording…
player-job-building-tree = building the tree { $percent }%
player-job-searching-rules = searching over the rules: { $visits } nodes entered
player-job-recording = recording { $percent }%
player-job-recording-again = the search went where the tree had not grown: the tree grew there, recording again (round { $round }) { $percent }%
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
player-summary-outgrown = The search outgrew its tree and stopped after { $frames } frames: the root has no value yet.
player-depth-never-reached = { $longest ->
        [0] the game is already over at this root: the depth limit of { $depth } never stops this search
        [1] every line of play from this root ends within 1 ply: the depth limit of { $depth } never stops this search, which runs to the end of the game
       *[other] every line of play from this root ends within { $longest } plies: the depth limit of { $depth } never stops this search, which runs to the end of the game
    }
player-outgrown = the search outgrew the { $limit } nodes it may grow and stopped there: its first { $frames } frames, up to where it stopped, are shown with the counts as they stood; choose a smaller depth limit or a root deeper in the game to see it end
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
exercise-not-answered = not answered yet
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
app-tab-monte-carlo = Monte Carlo
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
web-start-failed = abtutor could not start in this page: { $error }
web-no-page = the page has no window or document
web-no-canvas = the page has no canvas named { $id }
program-no-processes = a browser starts no processes: Python runs in the desktop app
program-no-pyodide = Pyodide is not served beside this page ({ $detail }); the rest of the notebook works
program-memory-in-page = ran out of the memory the browser gives Python (MemoryError)

## Play view

play-moves = Moves
play-you-play = You play:
play-options-apply-later = The game and the sides chosen apply from the next New game; the search's options apply to its next move.
play-no-move-there = That is not one of your moves.
play-not-your-turn = Wait: it is the search's turn.
play-game-over-start-new = The game is over: start a New game.
play-undo-both = take back your last move and the search's reply
play-undo-last = take back the last move
play-undo = Undo
play-new-game = New game
play-new-game-hover = start the game and sides chosen above, from the start
play-resume = Resume
play-pause = Pause
play-pause-hover = hold the search's moves, or let them go on
play-step = Step
play-step-hover = let the held search make one move
play-no-move-yet = No move yet.
play-column-move = move
play-column-by = by
play-column-found = what the search found
play-open-in-player = Open in player
play-open-in-player-hover = show this search, from the position before this move, in the player at frame 0
play-board = Board
play-to-move = to move
play-pass = Pass
play-moved-by-search = { $side } (search)
play-moved-by-you = { $side } (you)
play-search-summary = value { $value } (from { $side }'s side), { $calculated } calculated
play-search-mode-depth = { $mode }, { $plies } plies
play-expected-line = expected line: { $line }
play-time-budget = Time budget
play-time-budget-hover = The search deepens 1, 2, … plies over the game's rules for about this long a move, its recording included, and plays at the depth reached; the depth limit is set aside.
play-seconds-suffix = { " " }s
play-budget-alpha-beta-only = a time budget deepens plain alpha-beta only (not minimax, scout, PVS, MTD(f), aspiration or best-first order)
play-depth-reached = depth { $plies } reached in a { $seconds } s budget
play-side-first = { $name }
play-side-second = { $name }
play-student-first =
    { $side ->
        [first] first
       *[other] first ({ $side })
    }
play-student-second =
    { $side ->
        [second] second
       *[other] second ({ $side })
    }
play-student-neither = neither: search vs search
play-student-both = both sides
play-search-thinking = The search ({ $side }) is thinking…
play-side-to-move = { $side } to move
play-your-move = Your move ({ $side })
play-search-held = The search ({ $side }) is held: Resume or Step
play-search-next = The search ({ $side }) moves next
play-over-at-leaf = Game over at a leaf: value { $value }
play-over-win = Game over: { $winner } wins
play-over-win-counts = Game over: { $winner } wins ({ $first_name } { $first } – { $second_name } { $second })
play-over-draw = Game over: draw
play-over-draw-counts = Game over: draw ({ $first_name } { $first } – { $second_name } { $second })
play-illegal = Not a legal move: { $reason }
play-search-failed = The search could not run: { $error }. The game is as it was.
play-no-move-found = The search could not run: the search found no move to play. The game is as it was.
play-play-move = Play { $notation }

## Notebook: view and cells

notebook-add-cell = Add cell:
notebook-add-text = + Text
notebook-add-run = + Run
notebook-add-compare = + Compare
notebook-add-depth-table = + Depth table
notebook-add-exercise = + Exercise
notebook-new = New
notebook-open = Open…
notebook-save = Save
notebook-save-as = Save as…
notebook-lessons = Lessons
notebook-recent = Recent
notebook-recent-none = (none yet)
notebook-run-all = Run all
notebook-clear-outputs = Clear outputs
notebook-undo-delete = Undo delete
notebook-title = Title
notebook-unsaved-mark = ● unsaved changes
notebook-file-path = File path
notebook-open-path = Open path
notebook-save-to-path = Save to path
notebook-unsaved-title = Unsaved changes
notebook-unsaved-question = This notebook has changes that are not saved. Discard them?
notebook-discard = Discard changes
notebook-keep-editing = Keep editing
notebook-cell-text = Text
notebook-cell-run = Run
notebook-cell-compare = Compare
notebook-cell-depth-table = Depth table
notebook-cell-exercise = Exercise
notebook-check = ▶ Check
notebook-run = ▶ Run
notebook-cancel-run = Cancel
notebook-delete = Delete
notebook-duplicate = Duplicate
notebook-down = Down
notebook-up = Up
notebook-text-empty = (empty text cell: double-click to write)
notebook-markdown = Markdown
notebook-done = Done (Esc)
notebook-open-at-frame = open at frame
notebook-mode-none = (none)
notebook-mode-first = mode
notebook-mode-and = and
notebook-question = Question:
notebook-node = Node:
notebook-node-hint = (tutor picks)
notebook-root-moves = Root moves
notebook-open-in-player = Open in full player
notebook-export-csv = Export CSV…
notebook-depth-axis = depth
notebook-ratio-axis = ratio (%)
notebook-log-scale = log scale
notebook-ratio-chart-axis = calculated / total (%)
notebook-ratio = ratio
notebook-untitled = Untitled
notebook-file-kind = notebook

## Notebook: exercises and practice

practice-question-values = values
practice-question-cuts = cuts
practice-question-windows = windows
practice-question-order = order
practice-order-none = order: no order given yet
practice-order-right = order { $order }: { $calculated } calculated; the fewest is { $fewest } (order { $best }): right (frame { $frame })
practice-order-not-fewest = order { $order }: { $calculated } calculated; the fewest is { $fewest } (order { $best }): not the fewest (frame { $frame })
practice-score = { $question }: { $right } of { $total } right
practice-mark-wrong =
    { $at ->
        [root] the root
       *[node] node { $path }
    } { $subject ->
        [value] value
        [cut] cut
        [alpha] α
       *[beta] β
    }: you gave { $given }, the search gives { $expected } (see frame { $frame })
practice-mark-missing =
    { $at ->
        [root] the root
       *[node] node { $path }
    } { $subject ->
        [value] value
        [cut] cut
        [alpha] α
       *[beta] β
    }: not answered (the search gives { $expected }, see frame { $frame })
practice-cut-wrong =
    { $at ->
        [root] the root
       *[node] node { $path }
    } cut: you gave cut, the search gives visited (see frame { $frame })
practice-cut-missing =
    { $at ->
        [root] the root
       *[node] node { $path }
    } cut: not answered (the search gives cut, see frame { $frame })
practice-more = … { $count } more
practice-error-node-not-in-tree = node '{ $node }' is not in this tree
practice-error-node-not-visited = the search never enters node '{ $node }': ask about a node it visits
practice-error-not-textbook = an order exercise needs a textbook tree
practice-error-not-a-child = '{ $child }' is not a child
practice-error-no-such-child = there is no child { $child }
practice-error-each-child-once = give each of the { $count } children once, e.g. { $example }

## Notebook: files and execution

notebook-open-no-file = No file chosen (or no file dialog on this system): type a path below and press Open path.
notebook-save-no-file = No file chosen (or no file dialog on this system): type a path below and press Save to path.
notebook-save-failed = could not save { $path }: { $error }
notebook-export-no-dialog = No file dialog on this system: save the notebook to a path first; tables are then exported beside it.
notebook-exported = Exported { $path }
notebook-export-failed = could not write { $path }: { $error }
notebook-load-read = could not read { $path }: { $error }
notebook-load-empty = { $path } is empty
notebook-load-too-big = { $path } is bigger than { $mebibytes } MiB, too big for a notebook
notebook-load-not-json = { $path } is not valid JSON (truncated or corrupted?): { $detail }
notebook-load-not-text = { $path } is not valid JSON (truncated or corrupted?): not UTF-8 text
notebook-load-foreign = { $path } is not an abtutor notebook
notebook-load-bad-version = { $path }: the notebook version { $version } is not a whole number (write it as 1)
notebook-load-future = { $path } was written by a newer abtutor (notebook version { $version }; this one reads up to { $newest })
notebook-load-bad-content = { $path } is an abtutor notebook with a broken cell list: { $detail }
notebook-load-bad-ratio = { $path } is an abtutor notebook with a broken cell list: cell { $cell }: a ratio of { $ratio }% (a ratio is 0 to 100%)
notebook-load-bad-depth = { $path } is an abtutor notebook with a broken cell list: cell { $cell }: a depth of { $depth } (trees are at most { $most } plies deep)
notebook-root-error = root moves '{ $root }': { $error }
notebook-describe-text = text: { $line }
notebook-describe-run =
    { $game ->
        [none] run: { $mode } from { $root }
       *[other] run: { $game }, { $mode } from { $root }
    }
notebook-describe-compare =
    { $game ->
        [none] compare: { $count } modes from { $root }
       *[other] compare: { $game }, { $count } modes from { $root }
    }
notebook-describe-exercise =
    { $game ->
        [none] exercise: { $question } from { $root }
       *[other] exercise: { $game }, { $question } from { $root }
    }
notebook-describe-depth-table =
    { $game ->
        [none] depth table: { $modes }
       *[other] depth table: { $game }, { $modes }
    }

## Lessons and tree editor

lessons-none = there is no lesson { $number }
tree-editor-tree = Tree:
tree-editor-random = Random tree…
tree-editor-levels = Levels
tree-editor-branching = Branching
tree-editor-lowest-leaf = Lowest leaf
tree-editor-highest-leaf = Highest leaf
tree-editor-seed = Seed
tree-editor-generate = Generate
tree-editor-recipe = random: levels { $levels }, branching { $branching }, { $low }…{ $high }, seed { $seed }

## Markdown

## Student check
check-verdict = { $verdict ->
    [correct] correct
    [invalid] invalid
   *[differs] differs
}
check-heading = { $file }: { $verdict }
check-first-difference = first difference ({ $place }): { $what }
check-place-line-frame = trace line { $line }, frame { $frame }
check-place-line = trace line { $line }
check-place-frame = frame { $frame }
check-diagnosis = diagnosis: { $bug } — { $sentence }
check-diagnosis-branch = diagnosis: { $bug }, in the { $branch } branch only — { $sentence }
check-no-diagnosis = diagnosis: no known bug reproduces this run
check-convention-line = accepted: { $convention }
check-counts = { $events } events; root value: yours { $yours }, the search's { $reference }
check-invalid-line = { $file }: invalid: { $problem }
check-summary = { $correct } correct, { $differs } differ, { $invalid } invalid
check-root = the root
check-no-value = none
check-diff-entered-pruned = entered { $node }, a node the search never visits (pruned at frame { $frame } by the cut at { $at }: score { $score } { $max ->
    [yes] ≥ β
   *[no] ≤ α
} = { $bound })
check-diff-entered-table = entered { $node }, a node the search never visits (pruned at frame { $frame } by the table hit at { $at }: value { $score })
check-diff-skipped = skipped { $node }, a node the search visits (your cut at { $at }: s = { $score } but { $max ->
    [yes] β
   *[no] α
} = { $bound })
check-diff-skipped-early = skipped { $node }, a node the search visits (your run left { $at } before it)
check-diff-window = entered { $node } with the wrong window (α = { $alpha }, β = { $beta }; the search has α = { $reference_alpha }, β = { $reference_beta } { $source })
check-window-after-update = after the update at frame { $frame }
check-window-as-entered = as { $parent } was entered
check-window-at-root = at the root
check-diff-value = returned the wrong value at { $node }: { $value }, where the search returns { $reference }
check-diff-leaf = valued the leaf { $node } { $value }, the game gives { $reference }
check-diff-order = visited the children in another order: entered { $node } where the search enters { $expected }
check-diff-missing-leaf = the search needs the value of the leaf { $node }, which your run never gives
check-diff-step = { $event } at { $node } differs: yours α = { $alpha }, β = { $beta }, value { $value }; the search's α = { $reference_alpha }, β = { $reference_beta }, value { $reference_value }
check-diff-unexpected = logged { $event } at { $node } where the search has { $reference_event } at { $reference_node }
check-diff-ends-early = your run stops where the search goes on ({ $reference_event } at { $reference_node })
check-diff-goes-on = your run goes on ({ $event } at { $node }) after the search has ended
check-in-movers-view = { $what } (numbers in the mover's view, as your trace writes them)
check-bug-no-pruning = { $branch ->
        [max] the max branch never cuts: every child is searched, even after a score reaches β (s ≥ β).
        [min] the min branch never cuts: every child is searched, even after a score reaches α (s ≤ α).
       *[both] never cuts: every child is searched, however far the window has closed.
    }
check-bug-window-reset = { $branch ->
        [max] the max branch calls its children with (−∞, ∞) instead of its window (α, β), so the min nodes below it never cut.
        [min] the min branch calls its children with (−∞, ∞) instead of its window (α, β), so the max nodes below it never cut.
       *[both] each call starts from (−∞, ∞) instead of the window it is given, so nothing is ever cut: that is minimax.
    }
check-bug-stale-window = { $branch ->
        [max] the max branch passes its children the α it was entered with, not the α its earlier children raised.
        [min] the min branch passes its children the β it was entered with, not the β its earlier children lowered.
       *[both] the children get the window the node was entered with, not the one its earlier children narrowed.
    }
check-bug-no-break = { $branch ->
        [max] the max branch notices the cut (s ≥ β), but still searches the later children.
        [min] the min branch notices the cut (s ≤ α), but still searches the later children.
       *[both] the cut is noticed, but the later children are still searched.
    }
check-bug-swapped-bounds = { $branch ->
        [max] the max branch moves β where it should move α: the bounds are swapped.
        [min] the min branch moves α where it should move β: the bounds are swapped.
       *[both] a max node moves β and a min node moves α: the bounds are swapped.
    }
check-bug-wrong-bound-returned = { $branch ->
        [max] the max branch returns β instead of its own bound α.
        [min] the min branch returns α instead of its own bound β.
       *[both] a max node returns β (a min node α) instead of its own bound.
    }
check-bug-no-cut-on-equality = { $branch ->
        [max] the max branch cuts only when a score passes β (s > β), where the search cuts as soon as it reaches β (s ≥ β).
        [min] the min branch cuts only when a score passes α (s < α), where the search cuts as soon as it reaches α (s ≤ α).
       *[both] cuts only when a score passes the bound (s > β at a max node, s < α at a min node), where the search cuts as soon as it reaches it (s ≥ β, s ≤ α).
    }
check-bug-column-major-order = visits the cells column by column (x outer) instead of row by row (y outer).
check-bug-depth-off-by-one = searches one ply deeper than the depth limit.
check-bug-negamax-sign = a negamax search that does not negate the child's value.
check-bug-flawed-table = stores a value found under a narrowed window as if it were exact (the seed's flawed table).
check-bug-bound-not-passed = { $branch ->
        [max] the max branch's recursive call passes an infinity in place of α or β, so its children search a wider window than the node's own.
        [min] the min branch's recursive call passes an infinity in place of α or β, so its children search a wider window than the node's own.
       *[both] the recursive calls pass an infinity in place of α or β, so the children search a wider window than their node's own.
    }
check-bug-window-swapped-in-call = { $branch ->
        [max] the max branch's recursive call passes (β, α) instead of (α, β).
        [min] the min branch's recursive call passes (β, α) instead of (α, β).
       *[both] the recursive calls pass (β, α) instead of (α, β).
    }
check-bug-wrong-initial-value = { $branch ->
        [max] the max branch's best value starts at 0 or +∞ instead of −∞, so the node can take a value none of its children has.
        [min] the min branch's best value starts at 0 or −∞ instead of +∞, so the node can take a value none of its children has.
       *[both] the best value starts at 0 or at the wrong infinity: a max node starts at −∞, a min node at +∞.
    }
check-bug-negamax-window-not-negated = a negamax search that calls its children with (α, β) or (−α, −β) instead of (−β, −α).
check-convention-fail-soft = fail-soft: returns the best child's value instead of α or β (the same nodes and windows)
check-convention-cut-gt = the cut on s > β that --cut gt asks for
check-problem-line = trace line { $line }: { $problem }
check-problem-not-json = not JSON ({ $detail })
check-problem-not-object = not a JSON object
check-problem-version = the header's abtrace is { $version }; this abtutor reads version 1
check-problem-header-field = the header's { $field } is not understood
check-problem-late-header = a header after the first line
check-problem-unknown-event = unknown event { $name }: use start, end, score, update or tt
check-problem-missing = no { $field }
check-problem-not-number = { $field } is not a number: write a number, "inf" or "-inf"
check-problem-move = moves: { $error }
check-problem-board = the board { $board } is not the position of any child of the node being searched
check-problem-end-not-entered = an end for { $node }, which was not entered
check-problem-end-before-child = an end for { $node } before { $open } ended
check-problem-unreadable = the file cannot be read: { $detail }
check-problem-not-child = { $node } is entered while { $open } is being searched: a node is entered from its parent
check-problem-not-root = { $node } is entered while no node is being searched: a search starts at its root (and after the root's end only a new pass from the root may start)
check-problem-nothing-open = a score or update for { $node } while no node is being searched
check-problem-no-events = no event: the trace never starts its search
check-problem-line-too-long = the line is longer than { $mebibytes } MiB: a trace has one event a line
check-error-search = only alpha-beta (fail-hard or fail-soft, any window and table) is checked; scout, PVS, MTD(f), aspiration and the solver's ideas (win check, score bound, table of upper bounds, bisection) are not
check-error-iterative = iterative deepening is not checked
check-error-header-game = the trace's game: { $error }
check-error-tree = the tree: { $error }
check-window-reset = as minimax starts every node
check-diff-below-leaf = entered { $node }, below { $leaf }, which the search takes as a leaf (the depth limit)
student-heading = Student trace: { $name }
student-verdict = Verdict: { $verdict }
student-go-to-first-difference = Go to the first difference (frame { $frame })
student-legend-extra = entered by the student, pruned by the search ({ $count } nodes)
student-legend-skipped = visited by the search, skipped by the student ({ $count } nodes)
student-window = The student entered this node with α = { $alpha }, β = { $beta }
student-not-entered = The student's run did not enter this node.
saved-open = Open recordings…
    .hover = Open a file of recorded searches (abtutor solve --record writes one): each is recorded again and checked against its saved frames
saved-filter = abtutor recordings
saved-heading = Recordings file
saved-shown = Search { $number } of { $count } from { $file }
saved-recording = recording it again…
saved-same = recorded again: the same { $frames } frames as saved
saved-differs = recorded again, the frames differ from those saved (another abtutor made the file): the search shown is this abtutor's
saved-previous = Previous search
saved-next = Next search
saved-search-refused = This search of the recordings file is not recorded: { $reason }
saved-no-file = No recordings file was chosen.
saved-unreadable = { $path } cannot be read: { $error }
saved-not-recordings = { $path } is not a recordings file (abtutor solve --record writes them)
saved-newer = { $path } was written by a newer abtutor (recordings version { $version })
saved-bad-line = { $path }, line { $line }: not a recorded search ({ $detail })
saved-empty = { $path } holds no search
student-open = Open student trace…
    .hover = Check a trace written by a student's own search (JSON Lines; or drop the file on the window)
student-close = Close student trace
student-no-file = No trace file was chosen.
number-line-student-window = student: α = { $alpha }, β = { $beta }
number-line-probe = probe ({ $alpha }, { $beta }): a null window asks only whether the value passes it
number-line-re-search = re-search: the probe failed high inside the window, so the child is searched again with ({ $alpha }, { $beta })
number-line-mtdf-pass = pass { $number } of { $count }: window ({ $low }, { $high }), lower bound { $lower }, upper bound { $upper }
number-line-pass = pass { $number } of { $count }: window ({ $low }, { $high })
notebook-describe-check = check a student's trace: { $source }
notebook-check-kept-trace = the trace kept in this cell
notebook-check-no-trace = no trace: give the trace's file, or paste the trace into the cell
notebook-check-outside = { $path } is not read: a check cell reads only files inside the notebook's folder, named from it without ".."
notebook-add-solver-benchmark = + Solver benchmark
notebook-cell-solver-benchmark = the Connect Four solver benchmark
notebook-describe-solver-benchmark = the Connect Four solver tutorial's benchmark over its first { $positions } { $set } positions
notebook-benchmark-positions = Positions of the sample
notebook-benchmark-set = Set of positions
benchmark-column-part = Part
benchmark-column-ideas = Ideas
benchmark-column-positions = Positions
benchmark-column-measured = Mean nodes, abtutor
benchmark-column-tutorial-sample = Tutorial, same positions
benchmark-column-tutorial-published = Tutorial, all 1,000 (published)
benchmark-column-scores = Scores right
benchmark-ideas = { $part ->
        [3] negamax + win check
        [4] alpha-beta + score bound
        [5] + center order
        [7] + table of upper bounds
        [8] + bisection
        [9] + losing moves skipped
        [10] + threat order
        [11] + compact table
       *[12] + lower bounds in the table
    }
benchmark-source = A sample: the first positions of one of the test sets (of 1,000 positions each) of Pascal Pons' tutorial "Solving Connect 4: how to build a perfect AI" (blog.gamesolver.org), shipped with its scores and node counts (200 End-Easy positions for parts 3 to 8, 100 a set for parts 9 to 12); its published means are over all 1,000. Each part runs in the tutorial's configuration, its own table included. Nodes: every node entered, the root included.
notebook-add-check = + Check
notebook-preset-reference = Reference modes
notebook-preset-windows = Narrow windows
notebook-cell-check = check a student's trace
notebook-check-path = Trace file:
notebook-check-path-hint = run.jsonl
notebook-check-browse = Browse…
notebook-check-text = Or the trace itself (JSON Lines):
notebook-check-cut-gt = Cut only on s > β (CS188)

## Pictures of the player view
picture-part-player = Tree, number line and counters
picture-part-tree = Tree only
picture-part-number-line = Number line and counters
picture-part-mc-player = Board, tree, upper confidence bounds and counters
picture-part-mc-tree = Board and tree
picture-part-bounds = Upper confidence bounds (primitive Monte Carlo: each move's tallies) and counters
picture-frame-number = frame { $frame }
picture-unknown-format = { $path }: a picture is written as .png, .svg or .gif
picture-too-large = a picture of { $width }×{ $height } pixels is larger than the format allows
picture-encode-failed = the picture could not be encoded: { $error }
picture-write-failed = could not write { $path }: { $error }
cli-render-bad-view = unknown view "{ $view }": player, tree or number-line
cli-render-bad-size = the size "{ $size }" is not WxH with each side from 64 to 8192 points (e.g. 1280x720)
cli-render-bad-scale = the scale { $scale } is not a number above 0 and at most 8
cli-render-bad-fps = the frame rate { $fps } is not a number above 0 and at most 100
cli-render-too-large = the picture would be more than { $max } pixels wide or high: give a smaller --size or --scale
cli-render-bad-range = the frames "{ $range }" are not A..B with A ≤ B (e.g. 0..20)
cli-render-too-many-frames = a GIF holds at most { $max } frames: give a shorter --frames range
cli-render-gif-needs-frames = a GIF needs the frames it animates: --frames A..B
cli-render-frames-need-gif = --frames makes an animation: write it to a .gif file
cli-render-needs-index = give the frame to draw: --index N
cli-render-wrote = wrote frame { $frame } to { $path }
cli-render-wrote-gif = wrote { $frames } frames to { $path }
export-view-title = Export view
export-frames-title = Export frames
export-view = Export view…
    .hover = Write the frame shown as a picture (PNG for slides, SVG to edit and print sharp), or copy it
export-frames = Export frames…
    .hover = Write a range of frames as an animated GIF, each with its frame number
export-file = File:
export-browse = Browse…
export-png = PNG
export-svg = SVG (text stays text)
export-scale = scale (pixels per point)
export-save = Save
export-copy = Copy to clipboard
export-clipboard = the clipboard
export-copied = Copied the picture to the clipboard
export-writing = Drawing and writing…
export-wrote = Wrote { $pictures ->
    [one] the picture
   *[other] { $pictures } frames
} to { $path }
export-from = From frame
export-to = to
export-node-frames = This node's frames
export-to-next-cut = From here to the next cut
export-to-next-iteration = From here to the next iteration
export-fps = frames a second
export-numbered-pngs = Also write each frame as a numbered PNG
export-bad-range = The first frame must not come after the last, and an animation holds at most { $max } frames
export-save-frames = Save { $frames } frames as GIF
cli-notebook-render-skipped = cell { $cell } not drawn: { $error }
cli-notebook-render-not-run = cell { $cell } not run: its code runs only with --execute
cli-no-sandbox = no sandbox can be made for students' programs here ({ $reason }); give --no-sandbox to run them unconfined, as any program of yours
cli-notebook-render-nothing = the notebook has no run, exercise, check, compare, depth-table or Monte Carlo cell to draw
cli-sheet-wrote = wrote { $pages } pages to { $path }

## Exercise sheets
sheet-no-exercises = the notebook has no exercise to print
sheet-exercise-failed = exercise { $number } cannot be searched: { $error }
sheet-no-such-node = the node "{ $node }" is not in the exercise's tree
sheet-root = root
sheet-cut = cut
sheet-order-place = { $place }.
sheet-key = Key
sheet-name = Name:
sheet-exercise-heading = Exercise { $number }: { $question }
sheet-more-rows = … and { $count } more, not shown on paper
notebook-print-sheet = Print sheet…
notebook-print-questions = The exercises, to fill in (PDF)…
notebook-print-key = The exercises and their key (PDF)…
app-presentation-mode = Presentation
    .hover = Full screen, everything larger, for a projector (F11 in the desktop app); click again to leave it
app-colour-blind-palette = Colour-blind safe
    .hover = Colours told apart under deuteranopia, protanopia and tritanopia (Okabe and Ito's palette) for the α/β markers, the number line, the values' backgrounds and the other marks; click again for the reference's colours
cli-monte-carlo-stats-only = pmc and mcts are run by stats, frame, trace and render only: e.g. abtutor stats --search pmc --playouts N, or --search mcts --iterations N
cli-playouts-need-pmc = --playouts is primitive Monte Carlo's: add --search pmc (--sample-playouts N samples playouts from the root)
cli-iterations-need-mcts = --iterations and --exploration are MCTS's: add --search mcts
cli-monte-carlo-plays-to-the-end = Monte Carlo plays every game to its end: no --depth or --iterative
cli-pmc-needs-playouts = primitive Monte Carlo needs the playouts after each move: --playouts N
cli-mcts-needs-iterations = MCTS needs its iterations: --iterations N
cli-monte-carlo-zero = the count must be at least 1
cli-monte-carlo-too-many = at most { $max } in one run
cli-mcts-too-big = { $iterations } iterations would grow a tree of up to { $gigabytes } GB, more than the { $limit } GB a run may take: give fewer
cli-mcts-progress = MCTS: { $done } of { $total } iterations
cli-pmc-progress = primitive Monte Carlo: { $done } playouts
cli-mcts-bad-exploration = the exploration constant { $value } is not a number at least 0
cli-mc-frame-heading = Frame { $index }: iteration { $iteration } of { $count }, { $phase ->
        [select] select
        [expand] expand
        [playout] playout
       *[back-up] back-up
    }
cli-mc-frame-node = node { $moves }: { $visits } visits, { $wins } wins, { $draws } draws, { $losses } losses
cli-monte-carlo-game-over = the game is over at the root: there is no move to choose
cli-pmc-heading = primitive Monte Carlo: { $playouts } playouts after each move, seed { $seed } (wins / draws / losses for the side to move)
cli-pmc-move = { $mv }: { $wins } / { $draws } / { $losses }
cli-mcts-heading = MCTS (UCT): { $iterations } iterations, seed { $seed }, { $nodes } nodes in the tree
cli-mcts-move = { $mv }: { $visits } visits, mean { $mean }
cli-monte-carlo-chosen = chosen: { $mv }
sheet-prompt-values = Write the value the search finds at every inner node.
sheet-prompt-cuts = Mark "cut" beside every branch the search never visits.
sheet-prompt-windows = Write α and β as the search enters this node.
sheet-prompt-order = Write the root's children in the order that makes the search calculate as few nodes as it can.
cli-monte-carlo-options-need-preset = --playouts, --iterations and --exploration belong to stats, frame, trace and render with --search pmc|mcts, and to compare --preset monte-carlo
cli-compare-pmc = primitive Monte Carlo ({ $playouts } playouts a move)
cli-compare-mcts = MCTS ({ $iterations } iterations)
cli-compare-monte-carlo-heading = the move each search chooses, its exact value and the best (first player's view; - where the tree is cut at a depth), and what each touched; seed { $seed }
cli-compare-monte-carlo-row = { $search }: { $mv }, exact value { $exact } (best { $best }), touched { $touched }

## The Monte Carlo view
mc-none = Choose a search and press Run: every phase of every iteration is recorded, to step through forward and back.
mc-method = Search
mc-method-pmc = primitive Monte Carlo
mc-method-mcts = MCTS (UCT)
mc-playouts = Playouts a move
mc-iterations = Iterations
mc-exploration = Exploration C
mc-exploration-mcts-only = The exploration constant is MCTS's: primitive Monte Carlo plays every move equally often.
mc-seed = Seed
mc-run = Run
mc-root-hint = from the empty board
mc-recording = Recording…
mc-too-many = at most { $max } in one recorded run (this one would take about { $megabytes } MB)
mc-root = root
mc-no-moves = no move (the game is over here)
mc-result-wins = { $side } wins
mc-result-draw = draw
mc-header-select = iteration { $iteration } of { $count } — select: { $node }, the child with the highest upper confidence bound
mc-header-expand = iteration { $iteration } of { $count } — expand: { $node } joins the tree
mc-header-playout = iteration { $iteration } of { $count } — playout from { $node }: { $moves } → { $result }
mc-header-back-up = iteration { $iteration } of { $count } — back-up: { $result } counted by the { $nodes } nodes on the path
mc-header-pmc = playout { $number } of { $playouts } after { $node }: { $moves } → { $result }
mc-tree = The tree so far: click a node to go to the frame it joined the tree
mc-more-children = … { $count } more
mc-playout-end = where the playout ended: { $result }
mc-bounds-heading = Upper confidence bounds at { $node }: mean + C·√(ln N / n)
mc-bounds-none = Not every child is in the tree yet: the next iteration expands one instead of selecting.
mc-bounds-legend = Dark: the mean (wins, a draw a half, for the side to move at the parent). Light: the exploration bonus. Framed: the child the selection takes.
mc-rates-heading = Each move's playouts so far, for { $side }
mc-rates-legend = Green: wins, yellow: draws, red: losses. The move chosen has the best win rate, then the best draw rate.
mc-counters-iteration = Iteration
mc-counters-nodes = Nodes in the tree
mc-counters-playouts = Playouts
mc-counters-chosen = Move chosen so far
mc-counters-seed = Seed
mc-counters-exploration = Exploration C
mc-counters-frame = Frame
mc-plot-visit-share = Each root move's share of the visits
mc-plot-mean = Each root move's mean; dashed: its exact value (a win 1, a draw ½, a loss 0)
mc-plot-iteration = iteration
mc-plot-no-exact = The tree below this root is too big to solve here: no exact values to hold the means against.
mc-go-to-iteration = Go to iteration
mc-go-to-iteration-go = Show
mc-no-such-iteration = “{ $text }” is out of range: give a number from 1 to { $count }

## Monte Carlo cells
notebook-add-monte-carlo = + Monte Carlo
notebook-cell-monte-carlo = Monte Carlo
notebook-describe-monte-carlo =
    { $game ->
        [none] Monte Carlo: { $search } from { $root }
       *[other] Monte Carlo: { $game }, { $search } from { $root }
    }
notebook-monte-carlo-beside = Alpha-beta beside it:
notebook-monte-carlo-no-alpha-beta = alpha-beta is not set beside it: { $error } (give the cell a depth limit)
notebook-open-in-monte-carlo = Open in the Monte Carlo view
notebook-random-play-heading = exact chances under random play, for { $side } (over the complete tree): wins / draws / losses, and the win rate sampled
notebook-random-play-move = { $mv }: { $wins } / { $draws } / { $losses }, sampled { $sampled }
play-search-kind = Opponent
play-search-tree = tree search
play-mcts-summary = MCTS: { $visits } of { $iterations } visits, mean { $mean }, { $nodes } nodes, seed { $seed }
mc-go-to-playout = Go to playout
mc-plot-win-rate = Each move's win rate over its own playouts; dashed: its exact chance of a win under random play
mc-plot-playouts = playouts of the move
mc-recording-stopped = the recording stopped unexpectedly: nothing new to show

## Students' programs
program-no-python = no Python interpreter: { $command } cannot be started. Install Python 3.8 or later (on Debian: apt install python3) or choose the interpreter in the settings
program-python-too-old = { $command } is Python { $version }; the helper needs Python 3.8 or later
program-python-unanswered = { $command } did not say its Python version: { $detail }
program-folder-failed = the run's folder cannot be written: { $detail }
program-not-started = the Python interpreter cannot be started: { $detail }
program-unreadable = the program cannot be read: { $detail }
program-too-large = the program is not read: it is larger than { $bytes } bytes, which no student's program is
program-not-text = the program is not read: it is not UTF-8 text
program-timeout = ran past its time limit ({ $seconds } s) and was stopped
program-memory = ran out of memory (its limit is { $limit })
program-no-trace = ended without writing a trace: call trace.start and trace.end in your search, and call the search
program-stopped = stopped before it ended
program-too-many-processes = started more than { $cap } processes and was stopped
program-too-much-written = wrote more than { $limit } into its folder and was stopped
program-signal = ended by signal { $signal }
program-crashed-error = crashed (exit status { $status }): { $error }
program-crashed = ended with exit status { $status }
program-your-line = your line { $line }: { $code }
check-run-line = { $file }: { $outcome }: { $problem }
check-report-title = abtutor: students' searches
check-report-file = Program
check-report-outcome = Outcome
check-report-result = Result
cli-time-limit-bad = --time-limit { $value }: give seconds, more than 0 and at most a day
cli-memory-limit-bad = --memory-limit { $value }: give an amount such as 512M or 2G (at least 16M)
cli-folder-unreadable = the folder { $path } cannot be read: { $detail }
cli-no-programs = no Python program to run (a folder gives its .py files)
cli-program-missing = the file cannot be read
cli-report-unwritable = the report { $path } cannot be written: { $detail }
program-output-dropped = … { $bytes } more bytes printed, not kept
notebook-describe-code =
    { $game ->
        [none] your own search ({ $mode }) from { $root }
       *[other] your own search ({ $mode }) on { $game } from { $root }
    }
notebook-add-code = + Code
notebook-cell-code = your own search in Python
notebook-code-stop = Stop
notebook-code-running = running your program…
notebook-code-loading-python = loading Python (Pyodide)…
notebook-code-line-numbers = line numbers
notebook-code-keys = Ctrl+Enter runs, Shift+Enter runs and goes to the next cell
settings-python = Python:
settings-python-hint = python3 from the PATH
settings-python-version = Python { $version }
settings-python-sandboxed = runs in a sandbox: it sees only its own folder and the system, read-only
settings-python-no-sandbox = no sandbox here ({ $reason }): code cells run unconfined, as any program of yours
settings-python-in-page = Pyodide, inside this page: its limits here are the time, the output and a MemoryError
sandbox-no-bubblewrap = bubblewrap (bwrap) is not installed
sandbox-refused = bubblewrap cannot make one here: { $detail }
sandbox-not-linux = sandboxes are made with Linux namespaces, which this system does not have
notebook-code-editor = Your program:
notebook-code-checking = checking your search against the search it should be…
figures-cuts = branches cut { $cuts }, children skipped by them { $children }
counters-children-cut = children cut
cli-trace-writing = writing { $count } frames to { $path }: about { $size }
cli-trace-no-room = the trace would take about { $size }, and only { $free } is free where { $path } would go: write it elsewhere, or search less deep
check-diff-missed-table-hit = searched { $node }, whose value the search takes from its table ({ $value }) without searching it
check-diff-extra-table-hit = took the value of { $node } from a table ({ $value }), where the search has no entry for it and searches it
notebook-code-consent-title = Run this notebook's code?
notebook-code-consent-question = This notebook came from a file. { $count ->
    [one] Its code cell is a Python program
   *[other] Its { $count } code cells are Python programs
 } written by whoever made the file: running { $count ->
    [one] it
   *[other] them
 } runs that code on this computer.
notebook-code-consent-sandboxed = Code cells run in a sandbox: each sees only its own folder and the system, read-only, has no network, and is ended at its time, memory and output limits.
notebook-code-consent-unconfined = No sandbox can be made here ({ $reason }): the code would run unconfined, able to do anything you can.
notebook-code-consent-in-page = In this page code cells run in Pyodide, in a Web Worker of their own: they see none of your files, only a folder in memory, and are ended at their time and output limits. Like the page, they can reach the web.
notebook-code-consent-run = Run the code
notebook-code-consent-skip = Don't run the code
