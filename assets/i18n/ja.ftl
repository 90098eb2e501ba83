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

options-root-moves = ルートノードの着手:
options-root-moves-hint = 初期配置、または例: { $example }
options-run = 実行
    .hover = この探索を記録する
options-search-from-selected = 選択中のノードから探索
    .hover = 赤枠のノードをルートノードにして実行
options-iterative = 反復深化
    .hover = 深さ 1, 2, … と深さ制限まで読み直す。各反復は前の反復の最善手から調べる。すべての反復を記録
options-depth-limit = 深さ制限
    .hover = ルートノードからこの手数だけ読む。そこで終わらない局面は静的評価で評価: { $evaluation }
options-plies-unit = 手
options-game = ゲーム:
options-textbook-tree = 教科書の木
options-minimax = ミニマックス法
    .hover = 各ノードで α, β を ±∞ に戻す: 枝狩りなし
options-initial-window = α β の初期値
    .hover = ルートノードのウィンドウ (α, β) を評価値の範囲にする (init_ab)
options-shortest-victory = 最短の勝利
    .hover = 早い勝利ほど高い評価値
options-table = 置換表:
options-order = 順序:

conflict-shortest-victory = { $game } は勝利を手数で評価しません
conflict-store-first = { $game } にはストアがありません (カラハのみ)
conflict-iterative = 反復深化には深さ制限が必要です
conflict-exact-sym = ({ $game } には対称性がありません: exact-sym = exact)
conflict-depth-limit = { $game } は大きすぎて全体を探索できません: 深さ制限 { $depth } 手を設定します

## Player: controls

controls-frame = フレーム
controls-first = 最初
controls-pause = 一時停止
controls-play = 再生
controls-last = 最後
controls-speed = フレーム/秒
controls-node = ノード:
controls-node-first = ノードの最初
controls-node-previous = ノードの前
controls-node-next = ノードの次
controls-node-last = ノードの最後
controls-node-hint = 赤枠のノードのフレーム
controls-jump = 移動:
controls-previous-landmark = { $landmark ->
        [cut] 前の枝狩り
        [table-hit] 前の置換表のヒット
        [root-change] 前のルートノードの評価値の変化
       *[iteration] 前の反復
    }
controls-next-landmark = { $landmark ->
        [cut] 次の枝狩り
        [table-hit] 次の置換表のヒット
        [root-change] 次のルートノードの評価値の変化
       *[iteration] 次の反復
    }
controls-go-to-frame = フレームへ移動
controls-go = 移動
controls-frame-out-of-range = フレーム { $frame } は範囲外です: 0 ~ { $last }
controls-not-a-frame-number = '{ $text }' はフレーム番号ではありません
controls-shortcut-frame = 前 / 次のフレーム
controls-shortcut-node-frame = このノードの前 / 次のフレーム
controls-shortcut-play = 再生 / 一時停止
controls-shortcut-first-last = 最初 / 最後のフレーム
controls-shortcut-click-keys = クリック
controls-shortcut-click = ノード: その最初のフレームへ
controls-shortcut-presentation = 発表モード: 全画面、すべて大きく
controls-shortcut-zoom = 画面全体の拡大 / 縮小 / 元に戻す
controls-shortcut-drag-keys = ドラッグ、Ctrl + ホイール
controls-shortcut-drag = 木の移動、拡大縮小 (ダブルクリックで元に戻す)

## Player: tree view

tree-search-from-here = ここから探索
tree-go-to-first-frame = 最初のフレームへ
tree-moves = 着手: { $moves }
tree-depth-and-kind = 深さ { $depth }, { $kind ->
        [max] max ノード
       *[min] min ノード
    }
tree-horizon-leaf = 読みの末端、静的評価: { $evaluation }
tree-value = 評価値 { $value }
tree-pruned = 枝狩りしたノード
tree-not-yet-calculated = まだ計算していないノード
tree-outside-search = この探索の範囲外
tree-frames = フレーム { $first } – { $last }
tree-pruned-at = フレーム { $frame } で枝狩り
tree-never-visited = 訪問なし
tree-click-hint = クリック: 最初のフレームへ

## Player: number line and counters

number-line-header = 深さ { $depth }, { $kind ->
        [max] max ノード
       *[min] min ノード
    }, { $status ->
        [start] 処理の開始
        [score] 子ノードのスコア
        [alpha-update] α 値の処理
        [beta-update] β 値の処理
        [tt] 置換表
       *[end] 評価値の確定
    }
number-line-legend-cut = { $kind ->
        [max] β による枝狩り (β ≤ スコア)
       *[min] α による枝狩り (スコア ≤ α)
    }
number-line-legend-update = { $kind ->
        [max] α 値の更新 (α < スコア < β)
       *[min] β 値の更新 (α < スコア < β)
    }
number-line-legend-no-update = { $kind ->
        [max] α 値の更新なし (スコア ≤ α)
       *[min] β 値の更新なし (β ≤ スコア)
    }
number-line-legend-table-value = 置換表の評価値
number-line-horizon-leaf = 読みの末端: 静的評価 { $evaluation } = { $value }
number-line-bounds-found = 置換表 [{ $lower }, { $upper }]
number-line-bounds-found-decides = 置換表 [{ $lower }, { $upper }]、評価値が確定
number-line-bounds-range = 未登録: 範囲 [{ $lower }, { $upper }]
number-line-bounds-range-decides = 未登録: 範囲 [{ $lower }, { $upper }]、評価値が確定
number-line-bounds-best = これまでの最善 { $best }
number-line-bounds-stored = 登録 [{ $lower }, { $upper }], { $classification }
counters-calculated = 計算したノード
counters-pruned = 枝狩りしたノード
counters-total = 合計
counters-ratio = 割合
counters-iteration = 反復 { $number } / { $count }: それまでの反復で計算したノード { $before }、合計 { $all }

## Player: board panel

board-moves = 着手: { $moves }
board-first-to-move = 先手 ({ $side }) の手番
board-second-to-move = 後手 ({ $side }) の手番
board-horizon = ここで読みを打ち切る (読みの末端)
board-game-over = 終局

## Player: view, jobs and files

player-showing = 表示中: { $mode } / { $root }
player-recording = 記録中…
player-job-building-tree = 木を作成中 { $percent }%
player-job-recording = 記録中 { $percent }%
player-cancel-recording = 中止
    .hover = この記録を中止し、表示中の探索を残す
player-counters-heading = カウンター
player-shortcuts-heading = キーボード操作
player-summary-heading = この探索
player-summary = ルートノードの評価値 { $value } (ミニマックス法 { $minimax })、{ $frames } フレーム、割合 { $ratio }%
player-export-trace = トレースを JSON に書き出す…
    .hover = abtutor trace --out FILE
player-unsound = 正しくない探索: ルートノードの評価値 { $value } がミニマックス法の評価値 ({ $minimax }) と異なります。正確な値の置換表を使う αβ 法は、狭めたウィンドウで求めた評価値を正確な値として置換表に登録するためです。
player-first-wrong-store = 最初の誤った評価値はフレーム { $frame } で置換表に登録されました: ノード { $node } に { $stored } (ミニマックス法の評価値は { $exact })。
player-go-to-wrong-store = フレーム { $frame } へ
player-start-root-refused = { $game } '{ $root }': { $error }。初期配置を表示します。
player-root-refused = ルートノードの着手 '{ $root }': { $error }
player-path-refused = { $number } 手目 ({ $mv }): { $reason }
player-path-game-over = { $number } 手目 ({ $mv }): すでに終局しています
player-path-not-in-tree = { $number } 手目 ({ $mv }): この木には含まれません (ルートノードまでの手順から外れているか、深さ制限を超えています)
player-tree-too-big = { $root } の下の木は { $size } で、メモリーに収まりません: abtutor が扱えるのは最大 { $limit } (記録した探索を含めて約 { $gigabytes } GB) で、この木には { $needed } GB 必要です。もっと先の局面をルートノードにするか、深さ制限を小さくしてください
player-tree-cancelled = 木の作成は中止されました
player-recording-stopped = 記録が予期せず止まりました
player-export-no-file = ファイルが選ばれませんでした (またはこのシステムにファイルダイアログがありません): コマンドラインでもトレースを書き出せます: abtutor trace --out FILE
player-exported = 書き出しました: { $path }
player-export-failed = { $path } に書き込めませんでした: { $error }
# The exercise cell's question and marks, beside its player.
exercise-not-searchable = この問題は探索できません: チェックを押すと理由が表示されます。
exercise-prompt-values = 探索が各内部ノードで求める評価値を入力して、チェックを押してください。
exercise-prompt-cuts = 探索が一度も訪れない枝にチェックを付けて、チェックを押してください。
exercise-prompt-windows = このノードに入るときの α と β を入力して (∞ は inf)、チェックを押してください。
exercise-prompt-order = 計算したノードの数ができるだけ少なくなるようにルートノードの子ノードの順序を決めて、チェックを押してください。
exercise-too-many-nodes = この局面はノードが多すぎて練習に向きません: もっと終盤の局面を選んでください。
exercise-cut = 枝狩り
exercise-order-label = ルートノードの子ノードの順序:
exercise-score = { $right } / { $total } 正解
exercise-show-order = 見せて
    .hover = あなたの順序での探索を、ルートノードでの最初の枝狩りの場面で表示
exercise-right = 正解
exercise-wrong = 不正解 (探索: { $expected })
exercise-missing = 未解答 (探索: { $expected })
exercise-show-me = 見せて
exercise-show-me-frame = フレーム { $frame }
exercise-root-name = ルートノード
exercise-node-name = ノード { $path }

## App: tabs, menus, startup, quitting

app-tab-notebook = ノートブック
app-tab-player = プレイヤー
app-tab-play = 対局
app-notice-ok = OK
app-settings-unreadable = 保存された設定を読めませんでした (壊れているか、新しい abtutor のものです): 既定の設定で始めます。
app-settings-unreadable-kept = 保存された設定を読めませんでした (壊れているか、新しい abtutor のものです): 既定の設定で始めます。古い設定は { $path } に残しました。
app-settings-unreadable-not-kept = 保存された設定を読めませんでした (壊れているか、新しい abtutor のものです): 既定の設定で始めます。古い設定は退避できませんでした: { $error }。
app-autosave-unreadable-kept = 自動保存されたノートブックを開けませんでした ({ $error })。{ $path } として残し、自動保存を新しく始めます。
app-autosave-unreadable-not-kept = 自動保存されたノートブックを開けず ({ $error })、退避もできませんでした ({ $move_error })。上書きしないよう自動保存を止めます。
app-autosave-failed = 自動保存に失敗しました: { $error }
app-autosave-warning = 警告: 自動保存: { $error }
app-recovered = 前回のセッションの未保存の作業が残っています: 「{ $title }」
app-recovered-restore = 復元する
app-recovered-dismiss = 破棄する
app-quit-title = abtutor を終了しますか?
app-quit-unsaved = ノートブックに未保存の変更があります。変更は自動保存ファイルに残り、次の起動時に復元できます。
app-quit = 終了
app-keep-working = 作業を続ける
app-window-failed = エラー: ウィンドウを開けませんでした: { $error }

## Play view

## Notebook: view and cells

## Notebook: exercises and practice

## Notebook: files and execution

## Lessons and tree editor

## Markdown
