# abtutor の日本語カタログ。用語は docs/glossary.md に従う。すべての id はすべてのカタログに同じプレースホルダーで存在する (tests/catalogues.rs)。

## Languages

## Figures: stats and tables

iteration-note = 反復 { $number } / { $count }: 深さ { $depth } まで探索
figures-computed-by-minimax = ミニマックス法で計算したか { $answer }
figures-calculated-nodes = 計算したノードの数 { $count }
figures-pruned-nodes = 枝狩りしたノードの数 { $count }
figures-total = 合計 { $count }
figures-ratio = 割合 { $ratio }%
figures-root-value = ルートノードの評価値 { $value }
figures-minimax-value = ミニマックス法の評価値 { $value }
figures-sound = 正しいか { $answer }
figures-frames = フレーム数 { $count }
figures-iteration = 反復 深さ { $depth }: ルートノードの評価値 { $value }, 計算したノードの数 { $calculated }, 枝狩りしたノードの数 { $pruned }
figures-unsound-warning = 注意: この組み合わせは狭いウィンドウで求めた評価値を正確な値として置換表に登録するため、ルートノードの評価値がミニマックス法の評価値と異なります
figures-column-depth = 深さ
figures-column-mode = モード
figures-column-value = 評価値
figures-column-sound = 正しいか
figures-column-calculated = 計算したノードの数
figures-column-pruned = 枝狩りしたノードの数
figures-column-total = 合計
figures-column-ratio = 割合
figures-column-frames = フレーム数
figures-table-entry-used = 置換表の登録は深さ { $entry } まで読んだ評価値、ここから残り { $left } 手: 十分深いので利用
figures-table-entry-too-shallow = 置換表の登録は深さ { $entry } まで読んだ評価値、ここから残り { $left } 手: 浅いので読み直す

## Games: names, sides, moves, refusals

game-name-tic-tac-toe = 三目並べ
game-name-othello = { $size }×{ $size } オセロ
game-name-othello-positional = { $size }×{ $size } オセロ（位置の重み）
game-name-kalah = カラハ({ $pits },{ $seeds })
game-name-textbook = 教科書の木
game-side = { $side ->
    [o] o
    [x] x
    [black] 黒
    [white] 白
    [first] 先手
    [second] 後手
    [max] max
   *[min] min
}
game-start-position = 初期配置
game-start-empty-board = 空の盤面
game-start-root = ルートノード
game-evaluation-open-lines = 開いているライン（o の数 − x の数）
game-evaluation-disc-difference = 石の数の差（黒 − 白）
game-evaluation-positional-weights = 位置の重み（隅 10、辺 2、隅の隣は辺で −2・斜めで −5、内側 1。黒 − 白）
game-evaluation-store-difference = ストアの種の差（先手 − 後手）
game-evaluation-leaves-only = なし（数は葉ノードだけ。深さ制限では 0）
game-over = 終局
game-to-move = { $side ->
    [o] o の手番
    [x] x の手番
    [black] 黒の手番
    [white] 白の手番
    [first] 先手の手番
    [second] 後手の手番
    [max] max の手番
   *[min] min の手番
}
game-leaf = 葉ノード
game-inner-node = { $side ->
    [max] max ノード
   *[min] min ノード
}
game-illegal-cell-taken = そのマスはもう埋まっています
game-illegal-cell-off-board = マス { $cell } は盤の外です（0 から 8）
game-illegal-no-such-pit = { $pit } 番の穴はありません（穴は 1 から { $pits }）
game-illegal-empty-pit = { $pit } 番の穴は空です
game-illegal-pass-while-moves-exist = パスは打てる手がないときだけです
game-illegal-pass-only = 打てる手がありません: パスするしかありません
game-illegal-square-off-board = そのマスは盤の外です
game-illegal-square-taken = そのマスにはもう石があります
game-illegal-turns-nothing = { $square } では石を1つも裏返せないので打てません
game-illegal-no-such-child = このノードの子ノードは { $children } 個です: { $child } 番目の子ノードはありません
game-move-not-a-pit = '{ $text }' は着手ではありません: 穴の番号を 1 から { $count } で書いてください
game-move-not-a-child = '{ $text }' は着手ではありません: 子ノードの番号を 1（いちばん左）から { $count } で書いてください
game-move-not-two-digits = '{ $text }' は着手ではありません: 0 から 2 の数字を 2 つ xy の順に書いてください（例: 20 = x 2, y 0）
game-move-not-a-digit = '{ $text }' は着手ではありません: '{ $digit }' は数字ではありません
game-move-coordinate-off-board = '{ $text }': { $axis } = { $value } は盤の外です（0 から 2）
game-move-not-a-square = '{ $text }' は着手ではありません: c2 のようなマス（列 a–{ $last }、行 1–{ $size }）か pass を書いてください
game-move-square-off-board = '{ $text }' は盤の外です（列 a–{ $last }、行 1–{ $size }）

## Trees and searches: errors and notes

tree-path-move = { $number } 手目 ({ $mv }): { $reason }
tree-path-game-over = すでに終局しています
tree-path-not-in-tree = この木には含まれていません（ルートノードへの道筋から外れているか、深さ制限より先です）
tree-too-big = { $root }の下の木は{ $size }あり、メモリに収まりません: abtutor が保持できるのは最大 { $limit } ノード（記録した探索込みで約 { $gigabytes } GB）で、この木には { $needed } GB が必要です。ゲームのより深い局面をルートノードにするか、深さ制限を小さくしてください
tree-root-start = { $game } の初期配置
tree-root-after = { $game } で { $moves } の後
tree-size-estimated = { $nodes } ノード（推定）
tree-size-counted = { $limit } ノード超（数えた値）
tree-needed-over = { $gigabytes } 超
tree-count-about = 約 { $count }
tree-count-beyond = 10^18 超
tree-cancelled = 木は作られませんでした: 中止しました
textbook-empty = 木が空です: ((3,12,8),(2,4,6),(14,5,2)) のように入れ子の括弧で書いてください
textbook-at = { $column } 文字目: { $problem }
textbook-no-opening = 木は '(' で始めてください
textbook-text-after-tree = 木の最後の閉じ括弧の後に '{ $found }' があります
textbook-too-many-nodes = ノードが { $max } 個を超えています: 多すぎて描けません
textbook-too-deep = 深さが { $max } 段を超えています: 深すぎて描けません
textbook-too-wide = 1 つのノードの子ノードが { $max } 個を超えています: 広すぎて描けません
textbook-empty-parentheses = 空の括弧があります: ノードには子ノードか数が必要です
textbook-expected-comma-or-close = ',' か ')' が来るところに '{ $found }' があります
textbook-never-closed = '(' が閉じられていません
textbook-ends-inside-tree = 木の途中で文字列が終わっています: '(' が閉じられていません
textbook-leaf-value-out-of-range = '{ $number }' は葉ノードの値になりません: -{ $max } から { $max } の整数を書いてください
textbook-nothing-before = '{ $found }' の前に何もありません: 数か '(' が必要です
textbook-not-a-number = '{ $found }' は数ではありません: 葉ノードは整数です

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
