# English catalogue of abtutor. Terms: docs/glossary.md. Every id is in every catalogue with the same placeholders (tests/catalogues.rs).

## Languages

## Figures: stats and tables

iteration-note = iteration { $number } of { $count }: searching { $depth } plies deep

## Games: names, sides, moves, refusals

## Trees and searches: errors and notes

## Command line

## Player: options

## Player: controls

## Player: tree view

## Player: number line and counters

## Player: board panel

## Player: view, jobs and files

## App: tabs, menus, startup, quitting

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
play-pass = Pass
play-moved-by-search = { $side } (search)
play-moved-by-you = { $side } (you)
play-search-summary = value { $value }, { $calculated } calculated
play-search-mode-depth = { $mode }, { $plies } plies
play-expected-line = expected line: { $line }
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
notebook-load-not-json = { $path } is not valid JSON (truncated or corrupted?): { $detail }
notebook-load-not-text = { $path } is not valid JSON (truncated or corrupted?): not UTF-8 text
notebook-load-foreign = { $path } is not an abtutor notebook
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
