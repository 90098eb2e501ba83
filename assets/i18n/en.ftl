# English catalogue of abtutor. Terms: docs/glossary.md. Every id is in every catalogue with the same placeholders (tests/catalogues.rs).

## Languages

## Figures: stats and tables

iteration-note = iteration { $number } of { $count }: searching { $depth } plies deep

## Games: names, sides, moves, refusals

## Trees and searches: errors and notes

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
