# abtutor の日本語カタログ。用語は docs/glossary.md に従う。すべての id はすべてのカタログに同じプレースホルダーで存在する (tests/catalogues.rs)。

## Languages

## Figures: stats and tables

iteration-note = 反復 { $number } / { $count }: 深さ { $depth } まで探索

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

play-moves = 棋譜
play-you-play = あなたの担当:
play-options-apply-later = 選んだゲームと手番は次の「新しい対局」から、探索の設定は探索の次の着手から使われます。
play-no-move-there = そこには打てません。
play-not-your-turn = 探索の手番です。お待ちください。
play-game-over-start-new = 対局は終わりました。「新しい対局」で始めてください。
play-undo-both = 最後の自分の着手と探索の応手を取り消す
play-undo-last = 最後の 1 手を取り消す
play-undo = 取り消し
play-new-game = 新しい対局
play-new-game-hover = 上で選んだゲームと手番で、初めから対局する
play-resume = 再開
play-pause = 一時停止
play-pause-hover = 探索の手を止める / 続ける
play-step = 1 手進める
play-step-hover = 止めている探索に 1 手だけ指させる
play-no-move-yet = まだ着手がありません。
play-column-move = 着手
play-column-by = 手番
play-column-found = 探索の結果
play-open-in-player = プレイヤーで開く
play-open-in-player-hover = この着手の前の局面からの探索を、フレーム 0 からプレイヤーで見る
play-board = 盤面
play-pass = パス
play-moved-by-search = { $side } (探索)
play-moved-by-you = { $side } (あなた)
play-search-summary = 評価値 { $value }、計算したノードの数 { $calculated }
play-search-mode-depth = { $mode }、{ $plies } 手
play-expected-line = 読み筋: { $line }
play-side-first =
    { $name ->
       *[other] 先手
    }
play-side-second =
    { $name ->
       *[other] 後手
    }
play-student-first =
    { $side ->
       *[other] 先手
    }
play-student-second =
    { $side ->
       *[other] 後手
    }
play-student-neither = なし: 探索同士
play-student-both = 両方
play-search-thinking = 探索 ({ $side }) が考えています…
play-side-to-move = { $side }の手番
play-your-move = あなたの手番 ({ $side })
play-search-held = 探索 ({ $side }) は一時停止中: 再開 または 1 手進める
play-search-next = 次は探索 ({ $side }) の手番
play-over-at-leaf = 終局 (葉ノード): 評価値 { $value }
play-over-win = 終局: { $winner }の勝ち
play-over-win-counts = 終局: { $winner }の勝ち ({ $first_name } { $first } – { $second_name } { $second })
play-over-draw = 終局: 引き分け
play-over-draw-counts = 終局: 引き分け ({ $first_name } { $first } – { $second_name } { $second })
play-illegal = その手は打てません: { $reason }
play-search-failed = 探索できませんでした: { $error }。対局はそのままです。
play-no-move-found = 探索できませんでした: 探索は指す着手を見つけられませんでした。対局はそのままです。
play-play-move = 着手 { $notation }

## Notebook: view and cells

notebook-add-cell = セルを追加:
notebook-add-text = + テキスト
notebook-add-run = + 実行
notebook-add-compare = + 比較
notebook-add-depth-table = + 深さの表
notebook-add-exercise = + 練習問題
notebook-new = 新規
notebook-open = 開く…
notebook-save = 保存
notebook-save-as = 名前を付けて保存…
notebook-lessons = レッスン
notebook-recent = 最近のファイル
notebook-recent-none = (まだありません)
notebook-run-all = すべて実行
notebook-clear-outputs = 出力を消去
notebook-undo-delete = 削除を元に戻す
notebook-title = タイトル
notebook-unsaved-mark = ● 未保存の変更
notebook-file-path = ファイルのパス
notebook-open-path = パスを開く
notebook-save-to-path = パスに保存
notebook-unsaved-title = 未保存の変更
notebook-unsaved-question = このノートブックには保存されていない変更があります。破棄しますか?
notebook-discard = 変更を破棄
notebook-keep-editing = 編集を続ける
notebook-cell-text = テキスト
notebook-cell-run = 実行
notebook-cell-compare = 比較
notebook-cell-depth-table = 深さの表
notebook-cell-exercise = 練習問題
notebook-check = ▶ チェック
notebook-run = ▶ 実行
notebook-delete = 削除
notebook-duplicate = 複製
notebook-down = 下へ
notebook-up = 上へ
notebook-text-empty = (空のテキストセル: ダブルクリックで編集)
notebook-markdown = マークダウン
notebook-done = 完了 (Esc)
notebook-open-at-frame = 最初に表示するフレーム
notebook-mode-none = (なし)
notebook-mode-first = モード
notebook-mode-and = と
notebook-question = 問題:
notebook-node = ノード:
notebook-node-hint = (自動)
notebook-root-moves = ルートノードまでの着手
notebook-open-in-player = プレイヤーで開く
notebook-export-csv = CSV に書き出す…
notebook-depth-axis = 深さ
notebook-ratio-axis = 割合 (%)
notebook-log-scale = 対数目盛
notebook-ratio-chart-axis = 計算したノード / 合計 (%)
notebook-ratio = 割合
notebook-untitled = 無題
notebook-file-kind = ノートブック

## Notebook: exercises and practice

practice-question-values = 評価値
practice-question-cuts = 枝狩り
practice-question-windows = ウィンドウ
practice-question-order = 順序
practice-order-none = 順序: まだ順序が入力されていません
practice-order-right = 順序 { $order }: 計算したノードの数 { $calculated }、最少は { $fewest } (順序 { $best }): 正解 (フレーム { $frame })
practice-order-not-fewest = 順序 { $order }: 計算したノードの数 { $calculated }、最少は { $fewest } (順序 { $best }): 最少ではありません (フレーム { $frame })
practice-score = { $question }: { $right } / { $total } 正解
practice-mark-wrong =
    { $at ->
        [root] ルートノード
       *[node] ノード { $path }{" "}
    }の{ $subject ->
        [value] 評価値
        [cut] 枝狩り
        [alpha] α
       *[beta] β
    }: 解答 { $given }、探索では { $expected } (フレーム { $frame })
practice-mark-missing =
    { $at ->
        [root] ルートノード
       *[node] ノード { $path }{" "}
    }の{ $subject ->
        [value] 評価値
        [cut] 枝狩り
        [alpha] α
       *[beta] β
    }: 未解答 (探索では { $expected }、フレーム { $frame })
practice-cut-wrong =
    { $at ->
        [root] ルートノード
       *[node] ノード { $path }{" "}
    }の枝狩り: 解答は枝狩り、探索ではこの枝を訪れます (フレーム { $frame })
practice-cut-missing =
    { $at ->
        [root] ルートノード
       *[node] ノード { $path }{" "}
    }の枝狩り: 未解答 (探索では枝狩り、フレーム { $frame })
practice-more = … ほか { $count } 件
practice-error-node-not-in-tree = ノード '{ $node }' はこの木にありません
practice-error-node-not-visited = 探索はノード '{ $node }' に入りません: 探索が訪れるノードについて問題にしてください
practice-error-not-textbook = 順序の練習問題には教科書の木が必要です
practice-error-not-a-child = '{ $child }' は子ノードではありません
practice-error-no-such-child = 子ノード { $child } はありません
practice-error-each-child-once = { $count } 個の子ノードをそれぞれ 1 回ずつ入力してください (例: { $example })

## Notebook: files and execution

notebook-open-no-file = ファイルが選ばれませんでした (またはファイルダイアログがありません): 下にパスを入力して「パスを開く」を押してください。
notebook-save-no-file = ファイルが選ばれませんでした (またはファイルダイアログがありません): 下にパスを入力して「パスに保存」を押してください。
notebook-save-failed = { $path } に保存できませんでした: { $error }
notebook-export-no-dialog = ファイルダイアログがありません: 先にノートブックをパスに保存すると、表はその隣に書き出されます。
notebook-exported = 書き出しました: { $path }
notebook-export-failed = { $path } に書き込めませんでした: { $error }
notebook-load-read = { $path } を読めませんでした: { $error }
notebook-load-empty = { $path } は空です
notebook-load-not-json = { $path } は正しい JSON ではありません (途中で切れているか壊れています): { $detail }
notebook-load-not-text = { $path } は正しい JSON ではありません (途中で切れているか壊れています): UTF-8 のテキストではありません
notebook-load-foreign = { $path } は abtutor のノートブックではありません
notebook-load-future = { $path } は新しい abtutor で書かれています (ノートブックのバージョン { $version }、このプログラムが読めるのは { $newest } まで)
notebook-load-bad-content = { $path } は abtutor のノートブックですが、セルの一覧が壊れています: { $detail }
notebook-load-bad-ratio = { $path } は abtutor のノートブックですが、セルの一覧が壊れています: セル { $cell }: 割合 { $ratio }% (割合は 0 から 100%)
notebook-load-bad-depth = { $path } は abtutor のノートブックですが、セルの一覧が壊れています: セル { $cell }: 深さ { $depth } (木の深さは最大 { $most } 手)
notebook-root-error = ルートノードまでの着手 '{ $root }': { $error }
notebook-describe-text = テキスト: { $line }
notebook-describe-run =
    { $game ->
        [none] 実行: { $mode } ({ $root } から)
       *[other] 実行: { $game }、{ $mode } ({ $root } から)
    }
notebook-describe-compare =
    { $game ->
        [none] 比較: { $count } 個のモード ({ $root } から)
       *[other] 比較: { $game }、{ $count } 個のモード ({ $root } から)
    }
notebook-describe-exercise =
    { $game ->
        [none] 練習問題: { $question } ({ $root } から)
       *[other] 練習問題: { $game }、{ $question } ({ $root } から)
    }
notebook-describe-depth-table =
    { $game ->
        [none] 深さの表: { $modes }
       *[other] 深さの表: { $game }、{ $modes }
    }

## Lessons and tree editor

lessons-none = レッスン { $number } はありません
tree-editor-tree = 木:
tree-editor-random = ランダムな木…
tree-editor-levels = 深さ
tree-editor-branching = 分岐数
tree-editor-lowest-leaf = 葉ノードの最小値
tree-editor-highest-leaf = 葉ノードの最大値
tree-editor-seed = シード
tree-editor-generate = 生成
tree-editor-recipe = ランダム: 深さ { $levels }、分岐数 { $branching }、{ $low }…{ $high }、シード { $seed }

## Markdown
