# abtutor の日本語カタログ。用語は docs/glossary.md に従う。すべての id はすべてのカタログに同じプレースホルダーで存在する (tests/catalogues.rs)。

## Languages

## Figures: stats and tables

iteration-note = 反復 { $number } / { $count }: 深さ { $depth } まで探索

## Games: names, sides, moves, refusals

## Trees and searches: errors and notes

## Command line

cli-principal-variation = 読み筋 { $moves }
cli-frame-heading = フレーム { $index } { $status }
cli-frame-node = 深さ { $depth }, { $side ->
        [max] max ノード
       *[min] min ノード
    }, 着手 { $moves }
cli-frame-window = α = { $alpha }  β = { $beta }  スコア = { $score }
cli-frame-counts = 計算したノード { $calculated }  枝狩りしたノード { $pruned }
cli-frame-table = 置換表の参照 { $looked_up }  最善 { $best }  登録 { $stored }
cli-frame-out-of-range = --index { $index }: 範囲外です。この探索のフレームは { $count } 個です (0 から { $last })
cli-trace-written = { $count } フレームを { $path } に書き出しました
cli-write-failed = { $path } に書き込めませんでした: { $error }
cli-save-failed = { $path } に保存できませんでした: { $error }
cli-notebook-saved = { $path } に保存しました
cli-bad-root = --root { $root }: { $error }
cli-bad-game = --game { $game }: { $error }
cli-unknown-game = --game: 不明なゲーム '{ $text }': tictactoe, othello4, othello6 (角と辺の重みを使うには :positional を付ける), kalah:P,S (例: kalah:3,2), tree:TEXT (例: tree:((3,12,8),(2,4,6))) のいずれかを指定してください
cli-kalah-shape = --game: '{ $text }': kalah:P,S の形で書いてください (P は片側の穴の数、S は穴ごとの種の数。例: kalah:3,2)
cli-kalah-pits = --game: '{ $text }': 片側の穴の数は 1 から { $max } までの整数です ('{ $number }' ではなく)
cli-kalah-seeds = --game: '{ $text }': 穴ごとの種の数は 1 から { $max } までの整数です ('{ $number }' ではなく)
cli-bad-tree-text = 木: { $error }
cli-shortest-victory-misfit = --shortest-victory: { $game } は勝利を手数で評価しません
cli-store-first-misfit = --order store-first: { $game } にはストアがありません (カラハのみ)
cli-iterative-needs-depth = --iterative: 反復深化には深さ制限が必要です: --depth N を付けてください
cli-exact-sym-misfit = --tt exact-sym: { $game } には対称性がないため exact-sym は exact と同じ探索になります
cli-depth-limit-needed = --game { $game }: 大きすぎて全体を探索できません。深さ制限を付けてください (例: --depth { $depth })

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
