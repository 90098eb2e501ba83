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
figures-computed-by-minimax-said = { $answer ->
    [yes] ミニマックス法で計算
   *[no] ミニマックス法ではない
}
figures-sound-said = { $answer ->
    [yes] 正しい: ルートノードの評価値がミニマックス法と同じ
   *[no] 正しくない: ルートノードの評価値がミニマックス法と違う
}
figures-soundness = { $answer ->
    [yes] 正しい
   *[no] 正しくない
}
figures-frames = フレーム数 { $count }
figures-pruned-estimated = 枝狩りしたノードの数 ≈ { $count }
figures-total-estimated = 合計 ≈ { $count }
figures-ratio-estimated = 割合 ≈ { $ratio }%
figures-estimate-note = 枝狩りしたノードの数・合計・割合は推定値です (Knuth の方法、ランダムな { $lines } 本の手順から): { $plies } 手までの木は大きすぎて作ることも数えることもできないので、αβ 法はゲームのルールの上で直接探索しました。計算したノードの数・フレーム数・評価値・読み筋は正確な値です
figures-estimate-note-complete = 枝狩りしたノードの数・合計・割合は推定値です (Knuth の方法、ランダムな { $lines } 本の手順から): 終局までの木は大きすぎて作ることも数えることもできないので、αβ 法はゲームのルールの上で直接探索しました。計算したノードの数・フレーム数・評価値・読み筋は正確な値です
figures-iteration = 反復 深さ { $depth }: ルートノードの評価値 { $value }, 計算したノードの数 { $calculated }, 枝狩りしたノードの数 { $pruned }
figures-visits = 訪問回数 { $count }
figures-pass = 深さ { $depth } のパス: ウィンドウ ({ $low }, { $high })、評価値 { $value }、計算したノードの数 { $calculated }
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
figures-column-visits = 訪問回数
figures-table-entry-used = 置換表の登録は深さ { $entry } まで読んだ評価値、ここから残り { $left } 手: 十分深いので利用
figures-table-entry-too-shallow = 置換表の登録は深さ { $entry } まで読んだ評価値、ここから残り { $left } 手: 浅いので読み直す

mode-minimax = ミニマックス法
mode-alpha-beta = αβ 法
mode-init-ab = init_ab
mode-table = 置換表 { $table }
mode-order =
    { $order ->
        [best-first] 最善手優先
        [evaluation] 評価値順
        [store-first] ストア優先
        [center] 中央優先
       *[other] { $order } の順序
    }
mode-shortest-victory = 最短の勝利
mode-iterative = 反復深化
mode-fail-soft = fail-soft
mode-cut-gt = s > β で枝狩り
mode-win-check = 勝ちの確認
mode-score-bound = 点数の上限
mode-upper-bounds = 上限の置換表
mode-skip-losing = 負ける手を除く
mode-threat-order = 脅威の数の順
mode-lower-bounds = 置換表に下限も
mode-table-slots = { $slots ->
        [whole-key] チュートリアルの置換表 (8,388,593 枠)
       *[compact] コンパクトな置換表 (8,388,617 枠)
    }
mode-window = ウィンドウ ({ $low }, { $high })
mode-search = { $search ->
    [scout] スカウト法
    [pvs] PVS
    [mtdf] MTD(f)
    [aspiration] aspiration 探索
    [bisect] 二分探索
   *[other] { $search }
}
mode-guess = 推測値 { $guess }
mode-delta = 幅 { $delta }
mode-separator = 、
mode-table-choice =
    { $table ->
        [off] なし
       *[other] { $table }
    }
mode-order-choice =
    { $order ->
        [natural] 自然な順序
        [best-first] 最善手優先
        [evaluation] 評価値順
        [store-first] ストア優先
        [center] 中央優先
       *[other] { $order }
    }

## Games: names, sides, moves, refusals

game-name-tic-tac-toe = 三目並べ
game-name-othello = { $size }×{ $size } オセロ
game-name-othello-positional = { $size }×{ $size } オセロ（位置の重み）
game-name-kalah = カラハ({ $pits },{ $seeds })
game-name-connect-four-sized = { $columns }×{ $rows } コネクトフォー
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
game-evaluation-open-fours = 開いている 4 つのライン（先手 − 後手。石 1, 2, 3 個のラインを 1, 3, 9 と数える）
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
game-illegal-no-such-column = { $column } 列はありません（1 列から { $columns } 列）
game-illegal-column-full = { $column } 列は満杯です
game-illegal-pass-while-moves-exist = パスは打てる手がないときだけです
game-illegal-pass-only = 打てる手がありません: パスするしかありません
game-illegal-square-off-board = そのマスは盤の外です
game-illegal-square-taken = そのマスにはもう石があります
game-illegal-turns-nothing = { $square } では石を1つも裏返せないので打てません
game-illegal-no-such-child = このノードの子ノードは { $children } 個です: { $child } 番目の子ノードはありません
game-move-not-a-pit = '{ $text }' は着手ではありません: 穴の番号を 1 から { $count } で書いてください
game-move-not-a-child = '{ $text }' は着手ではありません: 子ノードの番号を 1（いちばん左）から { $count } で書いてください
game-move-not-a-column = '{ $text }' は着手ではありません: 列の番号を 1（いちばん左）から { $count } で書いてください
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
tree-root-start = { $game }の初期配置
tree-root-after = { $game }で { $moves } の後
tree-size-estimated = { $nodes } ノード（推定）
tree-size-best-order = 最も良い順序で探索しても入るノードだけで { $nodes } ノード（推定）
tree-size-grown = 探索が触れたノードだけで { $limit } ノード超（探索しながら数えた値）
tree-size-counted = { $limit } ノード超（数えた値）
tree-needed-over = { $gigabytes } 超
tree-count-about = 約 { $count }
tree-count-beyond = 10¹⁸ 超
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

cli-principal-variation = 読み筋 { $moves }
cli-deep-needs-order = 最善手優先はすべての子ノードの正確な値、つまり木全体を必要とします: 別の順序を選んでください
cli-grown-limit-variable = { $variable } が '{ $text }' です: 探索が伸ばせる最大のノード数を { $min } 以上の整数で指定してください（または設定を外してください）
cli-depth-never-reached = 注意: { $longest ->
        [0] この局面ではゲームはすでに終わっているので、深さ制限 { $depth } は探索を止めませんでした
       *[other] この局面からはどの手順も { $longest } 手以内に終わるので、深さ制限 { $depth } は探索を止めませんでした（ゲームの最後まで探索しました）
    }
cli-deep-hopeless = { $plies } 手の深さの αβ 法は、最も良い順序で探索してもこの局面から { $nodes } ノードを計算します（推定）。ここで探索できる { $limit } ノードを超えます（少なくとも数時間）: 深さ制限を { $within } 手以下にしてください
cli-deep-progress = ルール上の αβ 法: { $visits } ノードを計算しました
cli-recording-again = 探索が木にない局面へ進んだので、その下の木を作って記録し直しています (第 { $round } 回)
cli-playout-probabilities = ランダムなプレイアウトの確率: 先手の勝ち { $first }、後手の勝ち { $second }、引き分け { $draw }
cli-sampled-playouts = ランダムなプレイアウト { $count } 回 (シード { $seed }): 先手の勝ち { $first }、後手の勝ち { $second }、引き分け { $draw }
cli-playouts-need-complete-tree = { $option }: ランダムなプレイは終局まで続くので、完全な木が必要です: --depth を外してください
cli-sample-playouts-range = --sample-playouts { $count }: プレイアウトの回数は 1 から { $max } までで指定してください
cli-frame-heading = フレーム { $index } { $status }
cli-frame-node = 深さ { $depth }, { $side ->
        [max] max ノード
       *[min] min ノード
    }, 着手 { $moves }
cli-frame-window = α = { $alpha }  β = { $beta }  スコア = { $score }
cli-frame-counts = 計算したノード { $calculated }  枝狩りしたノード { $pruned }
cli-frame-table = 置換表の参照 { $looked_up }  最善 { $best }  登録 { $stored }
cli-frame-out-of-range = --index { $index }: 範囲外です。この探索のフレームは { $count } 個です (0 から { $last })
cli-frames-out-of-range = --frames { $range }: フレーム { $index } は範囲外です。この探索のフレームは { $count } 個です (0 から { $last })
cli-trace-recorded = { $count } フレームの探索を { $path } に保存しました: プレイヤーはファイルを開くと探索をもう一度記録し、フレームを照らし合わせます
cli-trace-written = { $count } フレームを { $path } に書き出しました
cli-write-failed = { $path } に書き込めませんでした: { $error }
cli-save-failed = { $path } に保存できませんでした: { $error }
cli-notebook-saved = { $path } に保存しました
cli-notebook-cells-failed = { $count } 個のセル ({ $cells }) の実行に失敗しました
cli-bad-root = --root { $root }: { $error }
cli-bad-game = --game { $game }: { $error }
cli-unknown-game = --game: 不明なゲーム '{ $text }': tictactoe, othello4, othello6, othello8 (角と辺の重みを使うには othello4, othello6, othello8 に :positional を付ける), kalah:P,S (例: kalah:3,2), connect4 (または connect4:W,H。例: connect4:5,4), tree:TEXT (例: tree:((3,12,8),(2,4,6))) のいずれかを指定してください
cli-kalah-shape = --game: '{ $text }': kalah:P,S の形で書いてください (P は片側の穴の数、S は穴ごとの種の数。例: kalah:3,2)
cli-kalah-pits = --game: '{ $text }': 片側の穴の数は 1 から { $max } までの整数です ('{ $number }' ではなく)
cli-kalah-seeds = --game: '{ $text }': 穴ごとの種の数は 1 から { $max } までの整数です ('{ $number }' ではなく)
cli-connect-four-size = --game: '{ $text }': connect4:W,H の形で書いてください (W は 4 から 8 の列の数、H は 4 から 7 の行の数で、W × (H + 1) は 64 以下。例: connect4:5,4)
cli-solve-game = solve: '{ $game }' は勝つまでの早さで点数をつけるゲームではありません: connect4 か connect4:W,H を指定してください
cli-solve-minimax-alone = solve: --minimax は窓を使わずに探索するため、--score-bound、--skip-losing、--tt、--search bisect とは使えません
cli-solve-skip-losing-win-check = solve: --skip-losing は --win-check に代わるものです。どちらか一方を指定してください
cli-part-game = --part: '{ $game }' はコネクトフォーではありません: 解法チュートリアルの回は connect4 か connect4:W,H を解きます
cli-part-alone = --part { $part } は解法チュートリアルのその回の設定すべてです: { $option } とは使えません
cli-part-range = --part { $part }: 解法チュートリアルの回は 3 から 12 までです
cli-solve-score-bound-alone = solve: --score-bound は、手番側がすぐには勝てないと分かっている局面でだけ成り立ちます。--win-check か --skip-losing と一緒に指定してください
cli-solve-io = solve: 読み書きできませんでした: { $error }
cli-solve-empty-line = { $line } 行目: 空の行です（空の盤面は解きません）
cli-solve-line-too-long = { $line } 行目: { $bytes } バイトより長く、局面ではありません: 飛ばしました
cli-solve-not-a-column = { $line } 行目: { $at } 手目の '{ $text }' は列の番号ではありません
cli-solve-column-full = { $line } 行目: { $at } 手目は満杯の { $column } 列に打っています
cli-solve-ends-the-game = { $line } 行目: { $at } 手目の { $column } 列で終局します: 局面は終局前でなければなりません
cli-solve-record-failed = { $line } 行目: 探索を記録できませんでした: { $error }
cli-solve-record-unwritable = solve --record: { $path } に書き込めません: { $error }
cli-solve-record-stdout = solve --record -: 標準出力には答えを書くので、記録にはファイルを指定してください
cli-bad-tree-text = 木: { $error }
cli-shortest-victory-misfit = --shortest-victory: { $game }は勝利を手数で評価しません
cli-store-first-misfit = --order { $order }: { $game }にはストアがありません (カラハのみ)
cli-center-misfit = --order center: { $game }には列がありません (コネクトフォーのみ)
cli-evaluation-plies-misfit = --evaluation-plies は --order evaluation-then-store なしでは使えません: 評価値で並べる手数を数えるのはその順序だけです
cli-iterative-needs-depth = --iterative: 反復深化には深さ制限が必要です: --depth N を付けてください
cli-exact-sym-misfit = --tt exact-sym: { $game }には対称性がないため exact-sym は exact と同じ探索になります
cli-guess-misfit = --guess は --search { $search } には使えません: 推測値から始めるのは MTD(f) と aspiration 探索だけです
cli-delta-misfit = --delta は --search { $search } には使えません: 幅があるのは aspiration 探索だけです
cli-window-init-ab-misfit = --window は --init-ab と一緒には使えません: どちらもルートノードのウィンドウを決めます。どちらか一方を指定してください
cli-minimax-passes-misfit = --minimax は --search { $search } には使えません: ミニマックス法はすべてのウィンドウを (−∞, ∞) に戻すので、null window が閉じなくなります
cli-monte-carlo-option-misfit = { $option } は --search { $search } には使えません: モンテカルロ法はランダムにプレイアウトするので、ウィンドウも置換表も順序も使いません
cli-depth-limit-needed = --game { $game }: 大きすぎて全体を探索できません。深さ制限を付けてください (例: --depth { $depth })
cli-window-bad = --window { $text }: LO,HI の形で、LO ≤ HI、それぞれ整数か inf か -inf で書いてください (例: 0,1 や -inf,0)

## Player: options

options-root-moves = ルートノードの着手:
options-root-moves-hint = 初期配置、または例: { $example }
options-run = 実行
    .hover = この探索を記録する
options-keep-options = このオプションを保つ
    .hover = ゲームを変えたとき、ゲームの既定値に戻さず、深さ制限と新しいゲームで使える探索のオプションを保ちます
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
options-search-menu = 探索: { $search }…
options-search = 探索:
options-search-choice = { $search ->
    [alpha-beta] αβ 法
    [scout] スカウト法
    [pvs] PVS
    [mtdf] MTD(f)
    [bisect] 二分探索
   *[aspiration] aspiration 探索
}
options-fail-soft = fail-soft
    .hover = ノードが α や β ではなく最善の子ノードの評価値を返します (訪れるノードとウィンドウは同じです)
options-fail-soft-by-nature = スカウト法、PVS、MTD(f)、aspiration 探索はもともと fail-soft です
options-cut-on-equality = 等しいときも枝狩り (s ≥ β)
    .hover = スコアが β に達した時点で枝狩りします (シリーズと AIMA の規則)。オフ: β を超えたとき (s > β) だけ枝狩りします (CS188 の規則)
options-window = ルートノードのウィンドウ:
    .hover = ルートノードを探索するウィンドウ LO,HI (整数、inf、-inf)。空欄なら (−∞, ∞)、α β の初期値がオンなら評価値の範囲
options-window-hint = 例: 0,1
options-window-bad = ウィンドウではありません: LO ≤ HI となる LO,HI を書いてください
options-guess = 推測値:
    .hover = MTD(f) の最初の推測値。aspiration 探索の中心 (反復深化では前の反復の評価値)
options-guess-misfit = 推測値から始めるのは MTD(f) と aspiration 探索だけです
options-delta = 幅:
    .hover = aspiration 探索の半分の幅: 最初のウィンドウは (推測値 − 幅, 推測値 + 幅)
options-delta-misfit = 幅があるのは aspiration 探索だけです
options-window-misfit = 初期ウィンドウがすでにルートノードのウィンドウを決めています: 指定するにはそれを外してください
options-minimax-misfit = ミニマックス法はすべてのウィンドウを (−∞, ∞) に戻すので、MTD(f) の null window が閉じなくなります
options-shortest-victory = 最短の勝利
    .hover = 早い勝利ほど高い評価値
options-solver-ideas = 解法:
options-win-check = 勝ちの確認
    .hover = ノードはまずすぐに勝てる手を探し、あれば子ノードを一つも調べずにその点数をとります
options-score-bound = 点数の上限
    .hover = ノードのウィンドウを、まだ取りうる最高の点数 (次の次の手での勝ち) までに狭めます。ウィンドウが閉じればすぐに返ります
options-upper-bounds = 上限の置換表
    .hover = 枝狩りなしで終わったノードは、返す値をその局面の上限として記録します。その局面に入ったノードはウィンドウの上端をその値まで下げます
options-skip-losing = 負ける手を除く
    .hover = 相手にすぐ勝たれない手だけを探索します。そのような手がなければ負け、終局まで 2 手なら引き分けで、ウィンドウの下端をまだありうる最低の点数まで上げます。すぐに勝てる手を探すのはルートノードだけです
options-threat-order = 脅威の数の順
    .hover = 打った側が 4 つ並べられるマスを最も多く作る手から探索します。同じ数なら選んだ順序のまま
options-lower-bounds = 置換表に下限も
    .hover = 枝狩りをした点数を局面の下限として記録します。その局面に入ったノードはウィンドウの下端をその値まで上げます
options-table-slots = 置換表の枠:
options-table-slots-unbounded = 忘れない
options-table = 置換表:
options-order = 順序:
options-evaluation-plies = 評価値順の手数:
    .hover = ルートノードからこの手数までは子ノードを評価値で並べ、それより下ではストアに近い穴から探索します

conflict-shortest-victory = { $game }は勝利を手数で評価しません
conflict-store-first = { $game }にはストアがありません (カラハのみ)
conflict-center = { $game }には列がありません (コネクトフォーのみ)
conflict-iterative = 反復深化には深さ制限が必要です
cli-minimax-bound-misfit = --minimax は --score-bound や --tt upper と一緒に使えません: ミニマックス法はウィンドウを狭めないので、上限を使うことがありません
cli-upper-fail-soft-misfit = --tt upper は fail hard の αβ 法で使います: ノードが返す α を局面の上限として記録しますが、--fail-soft や --search scout, pvs, mtdf, aspiration はその値を返しません
cli-solving-misfit = --win-check, --score-bound, --tt upper, --search bisect: { $game }は勝ちの早さで点数をつけるゲームではありません (コネクトフォーのみ)
cli-solving-depth-misfit = --score-bound, --tt upper, --search bisect はゲームの最後まで解きます: --depth を付けないでください
options-minimax-bound-misfit = ミニマックス法はウィンドウを狭めないので、上限を使うことがありません
options-upper-fail-soft-misfit = 上限の置換表は fail hard のノードが返す α を記録します: 通常の αβ 法か二分探索で使います
options-two-tables-misfit = 置換表は一度に一つです: 上限の置換表はほかの置換表の代わりに使います
options-skip-losing-misfit = 負ける手を除く工夫は勝ちの確認の代わりです: どちらか一方にしてください
options-slots-misfit = 下限の記録とチュートリアルの枠は解法の置換表のものです: 上限の置換表を使ってください
conflict-solving = { $game }は勝ちの早さで点数をつけるゲームではありません: 勝ちの確認、点数の上限、上限の置換表、二分探索はコネクトフォーのためのものです
conflict-solving-depth = 点数の上限、上限の置換表、二分探索はゲームの最後まで解きます: 深さ制限は使えません
conflict-exact-sym = ({ $game }には対称性がありません: exact-sym = exact)
conflict-depth-limit = { $game }は大きすぎて全体を探索できません: 深さ制限 { $depth } 手を設定します

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
        [re-search] 前の再探索
        [pass] 前のパス
        [move] 前の着手
       *[iteration] 前の反復
    }
controls-next-landmark = { $landmark ->
        [cut] 次の枝狩り
        [table-hit] 次の置換表のヒット
        [root-change] 次のルートノードの評価値の変化
        [re-search] 次の再探索
        [pass] 次のパス
        [move] 次の着手
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
controls-shortcut-iteration = 前 / 次の反復 (モンテカルロ法: ルートの着手)
controls-shortcut-click-keys = クリック
controls-shortcut-click = ノード: その最初のフレームへ
controls-shortcut-presentation = 発表モード: 全画面、すべて大きく
controls-shortcut-zoom = 画面全体の拡大 / 縮小 / 元に戻す
controls-shortcut-drag-keys = ドラッグ、Ctrl + ホイール
controls-shortcut-drag = 木の移動、拡大縮小 (ダブルクリックで元に戻す)

## Player: tree view

tree-search-from-here = ここから探索
tree-go-to-first-frame = 最初のフレームへ
tree-nodes-show = { $label ->
    [first] ノードの表示: ランダムなプレイでの先手の勝率
    [second] ノードの表示: ランダムなプレイでの後手の勝率
    [draw] ノードの表示: ランダムなプレイでの引き分けの率
   *[value] ノードの表示: 評価値
}
tree-nodes-look = { $look ->
    [moves] ノード: 着手 (盤面はマウスを重ねると表示)
   *[boards] ノード: 盤面
}
tree-chances-need-complete-tree = ランダムなプレイは終局まで続くので、深さ制限のない木でだけこの率があります
tree-moves = 着手: { $moves }
tree-depth-and-kind = 深さ { $depth }, { $kind ->
        [max] max ノード
       *[min] min ノード
    }
tree-horizon-leaf = 読みの末端、静的評価: { $evaluation }
path-heading = 経路:
path-root = ルートノード
path-root-deep = ルートノード (ゲームの深さ { $depth })
path-pv = 読み筋の最後
    .hover = 探索が見つけた、両者が最善を尽くす手順の最後のノードへ移動します
path-deepest = 最も深いノード
    .hover = 探索が入った最も深いノードへ移動します
path-back = 戻る
tree-value = 評価値 { $value }
tree-pruned = 枝狩りしたノード
tree-not-yet-calculated = まだ計算していないノード
tree-outside-search = この探索の範囲外
tree-frames = フレーム { $first } – { $last }
tree-pruned-at = フレーム { $frame } で枝狩り
tree-unexpanded = 一度も探索されていない: その部分木（{ $nodes } ノード）は作られていません
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
        [win] 勝ちの確認: すぐに勝てる手がある
        [score-bound] 点数の上限
        [table-bound] 上限の置換表
        [no-safe-move] 負ける手を除く: 残る手がない
        [draw] 終局まで 2 手: 引き分け
        [lower-bound] 下限: まだありうる最低の点数
        [table-lower-bound] 置換表: 下限
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
number-line-legend-solver = { $step ->
        [win] すぐに勝てる手: 子ノードを調べずにその点数
        [no-safe-move] どの手もすぐ負ける: 負け
        [draw] 残り 2 手で勝ちなし: 引き分け
        [lower-bound] { $closed ->
            [true] ウィンドウが閉じた: 下限の値を返す
           *[false] ウィンドウの下端を下限まで上げた
        }
        [table-lower-bound] { $closed ->
            [true] 置換表の下限で閉じた
           *[false] 下端を置換表の下限まで上げた
        }
       *[other] { $closed ->
            [true] ウィンドウが閉じた: 上限の値を返す
           *[false] ウィンドウを上限の値まで狭めた
        }
    }
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
counters-visits = 訪問回数
    .hover = ノードに入った回数。終局、置換表のヒット、プローブ、再探索もそれぞれ 1 回と数えます (シリーズの count と同じ数え方)
counters-iteration = 反復 { $number } / { $count }: それまでの反復で計算したノード { $before }、合計 { $all }
counters-pass = パス { $number } / { $count }: それまでのパスで計算したノード { $before }、合計 { $all }

## Player: board panel

board-moves = 着手: { $moves }
board-first-to-move =
    { $side ->
        [first] 先手の手番
        [black] 先手 (黒) の手番
       *[other] 先手 ({ $side }) の手番
    }
board-second-to-move =
    { $side ->
        [second] 後手の手番
        [white] 後手 (白) の手番
       *[other] 後手 ({ $side }) の手番
    }
board-horizon = ここで読みを打ち切る (読みの末端)
board-game-over = 終局

## Player: view, jobs and files

player-showing = 表示中: { $mode } / { $root } / { $depth } / { $order } / { $table }
player-showing-depth-limit = 深さ制限 { $plies }
player-showing-no-depth-limit = 深さ制限なし
player-showing-order =
    { $order ->
        [natural] 自然な順序
        [best-first] 最善手優先
        [evaluation] 評価値順
        [store-first] ストア優先
        [center] 中央優先
       *[other] { $order } の順序
    }
player-showing-table =
    { $table ->
        [off] 置換表なし
       *[other] 置換表 { $table }
    }
player-options-changed = オプションが変わりました — 実行で探索し直します
player-recording = 記録中…
player-job-building-tree = 木を作成中 { $percent }%
player-job-searching-rules = ルールの上で探索中: { $visits } ノードに入りました
player-job-recording = 記録中 { $percent }%
player-job-recording-again = 探索が木にない局面へ進んだので、その下の木を作って記録し直しています (第 { $round } 回) { $percent }%
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
player-summary-outgrown = 探索は木が上限を超えたため { $frames } フレームで止まりました: ルートノードの値はまだありません。
player-depth-never-reached = { $longest ->
        [0] このルートノードではゲームはすでに終わっています: 深さ制限 { $depth } はこの探索を止めません
       *[other] このルートノードからはどの手順も { $longest } 手以内に終わります: 深さ制限 { $depth } はこの探索を止めず、探索はゲームの最後まで進みます
    }
player-outgrown = 探索が伸ばせるノード数 { $limit } を超えたため、そこで止まりました: 止まるまでの最初の { $frames } フレームを、その時点の数とともに表示しています。最後まで見るには深さ制限を小さくするか、もっと先の局面をルートノードにしてください
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
exercise-not-answered = まだ答えていません
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
app-tab-monte-carlo = モンテカルロ法
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
web-start-failed = このページでは abtutor を起動できませんでした: { $error }
web-no-page = ページに window も document もありません
web-no-canvas = ページに { $id } という canvas がありません
program-no-processes = ブラウザーではプロセスを起動できません: Python はデスクトップ版で実行します
program-no-pyodide = Pyodide がこのページと一緒に配信されていません ({ $detail }); ノートブックのほかの部分は動きます
program-memory-in-page = ブラウザーが Python に与えるメモリが足りなくなりました (MemoryError)

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
play-to-move = 手番
play-pass = パス
play-moved-by-search = { $side } (探索)
play-moved-by-you = { $side } (あなた)
play-search-summary = 評価値 { $value } ({ $side } から見た値)、計算したノードの数 { $calculated }
play-search-mode-depth = { $mode }、{ $plies } 手
play-expected-line = 読み筋: { $line }
play-time-budget = 持ち時間
play-time-budget-hover = 探索はゲームのルールの上で 1, 2, … 手と深くしていき、1 手あたりおよそこの時間（記録を含む）で届いた深さで指します。深さ制限は使いません。
play-seconds-suffix = { " " }秒
play-budget-alpha-beta-only = 持ち時間で深くできるのは通常の αβ 法だけです（ミニマックス法、スカウト法、PVS、MTD(f)、aspiration 探索、最善手優先の順序は不可）
play-depth-reached = 持ち時間 { $seconds } 秒で深さ { $plies } 手まで
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
notebook-cancel-run = 中止
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
notebook-load-too-big = { $path } は { $mebibytes } MiB より大きく、ノートブックとしては大きすぎます
notebook-load-not-json = { $path } は正しい JSON ではありません (途中で切れているか壊れています): { $detail }
notebook-load-not-text = { $path } は正しい JSON ではありません (途中で切れているか壊れています): UTF-8 のテキストではありません
notebook-load-foreign = { $path } は abtutor のノートブックではありません
notebook-load-bad-version = { $path }: ノートブックのバージョン { $version } が整数ではありません (1 のように書いてください)
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

## Student check
check-verdict = { $verdict ->
    [correct] 正しい
    [invalid] 読めない
   *[differs] 違いあり
}
check-heading = { $file }: { $verdict }
check-first-difference = 最初の違い ({ $place }): { $what }
check-place-line-frame = トレースの { $line } 行目、フレーム { $frame }
check-place-line = トレースの { $line } 行目
check-place-frame = フレーム { $frame }
check-diagnosis = 診断: { $bug } — { $sentence }
check-diagnosis-branch = 診断: { $bug } ({ $branch } の分岐だけ) — { $sentence }
check-no-diagnosis = 診断: この実行を再現する既知のバグはありません
check-convention-line = 認めた流儀: { $convention }
check-counts = イベント { $events } 個。ルートノードの評価値: あなたの探索 { $yours }、正しい探索 { $reference }
check-invalid-line = { $file }: 読めない: { $problem }
check-summary = 正しい { $correct } 件、違いあり { $differs } 件、読めない { $invalid } 件
check-root = ルートノード
check-no-value = なし
check-diff-entered-pruned = 正しい探索が訪れないノード { $node } に入りました (フレーム { $frame } の { $at } での枝狩り: スコア { $score } { $max ->
    [yes] ≥ β
   *[no] ≤ α
} = { $bound })
check-diff-entered-table = 正しい探索が訪れないノード { $node } に入りました (フレーム { $frame } の { $at } での置換表のヒット: 評価値 { $score })
check-diff-skipped = 正しい探索が訪れるノード { $node } を飛ばしました (あなたの { $at } での枝狩り: s = { $score } ですが { $max ->
    [yes] β
   *[no] α
} = { $bound })
check-diff-skipped-early = 正しい探索が訪れるノード { $node } を飛ばしました (その前に { $at } を抜けています)
check-diff-window = { $node } に違うウィンドウで入りました (α = { $alpha }、β = { $beta }。正しい探索では α = { $reference_alpha }、β = { $reference_beta }: { $source })
check-window-after-update = フレーム { $frame } の更新の後
check-window-as-entered = { $parent } に入ったときのまま
check-window-at-root = ルートノードの値
check-diff-value = { $node } で違う評価値を返しました: { $value }。正しい探索は { $reference } を返します
check-diff-leaf = 葉ノード { $node } の評価値が { $value } ですが、ゲームでは { $reference } です
check-diff-order = 子ノードを違う順序で訪れました: 正しい探索が { $expected } に入るところで { $node } に入りました
check-diff-missing-leaf = 正しい探索には葉ノード { $node } の評価値が要りますが、あなたの実行はそれを出していません
check-diff-step = { $node } の { $event } が違います: あなたの α = { $alpha }、β = { $beta }、評価値 { $value }。正しい探索の α = { $reference_alpha }、β = { $reference_beta }、評価値 { $reference_value }
check-diff-unexpected = 正しい探索が { $reference_node } で { $reference_event } のところ、あなたの実行は { $node } で { $event } を記録しました
check-diff-ends-early = 正しい探索が続くところで、あなたの実行は終わっています ({ $reference_node } で { $reference_event })
check-diff-goes-on = 正しい探索が終わった後も、あなたの実行は続いています ({ $node } で { $event })
check-in-movers-view = { $what } (数値は手番の側から見たもので、トレースの書き方のとおりです)
check-bug-no-pruning = { $branch ->
        [max] max の分岐が枝狩りしません: スコアが β に達しても (s ≥ β)、すべての子ノードを探索します。
        [min] min の分岐が枝狩りしません: スコアが α に達しても (s ≤ α)、すべての子ノードを探索します。
       *[both] 枝狩りをしません: ウィンドウがどれだけ閉じても、すべての子ノードを探索します。
    }
check-bug-window-reset = { $branch ->
        [max] max の分岐が、ウィンドウ (α, β) ではなく (−∞, ∞) で子ノードを呼び出すので、その下の min ノードは枝狩りしません。
        [min] min の分岐が、ウィンドウ (α, β) ではなく (−∞, ∞) で子ノードを呼び出すので、その下の max ノードは枝狩りしません。
       *[both] 渡されたウィンドウではなく、毎回 (−∞, ∞) から始めるので、何も枝狩りしません。それはミニマックス法です。
    }
check-bug-stale-window = { $branch ->
        [max] max の分岐が、前の子ノードで上げた α ではなく、ノードに入ったときの α を子ノードに渡しています。
        [min] min の分岐が、前の子ノードで下げた β ではなく、ノードに入ったときの β を子ノードに渡しています。
       *[both] 子ノードに、前の子ノードで狭めたウィンドウではなく、ノードに入ったときのウィンドウを渡しています。
    }
check-bug-no-break = { $branch ->
        [max] max の分岐が枝狩り (s ≥ β) に気づいても、残りの子ノードを探索し続けます。
        [min] min の分岐が枝狩り (s ≤ α) に気づいても、残りの子ノードを探索し続けます。
       *[both] 枝狩りに気づいても、残りの子ノードを探索し続けます。
    }
check-bug-swapped-bounds = { $branch ->
        [max] max の分岐が α ではなく β を動かしています。α と β が入れ替わっています。
        [min] min の分岐が β ではなく α を動かしています。α と β が入れ替わっています。
       *[both] max ノードが β を、min ノードが α を動かしています。α と β が入れ替わっています。
    }
check-bug-wrong-bound-returned = { $branch ->
        [max] max の分岐が、自分の α ではなく β を返しています。
        [min] min の分岐が、自分の β ではなく α を返しています。
       *[both] max ノードが α ではなく β を (min ノードが β ではなく α を) 返しています。
    }
check-bug-no-cut-on-equality = { $branch ->
        [max] max の分岐は、スコアが β を超えたとき (s > β) だけ枝狩りしますが、正しい探索は β に達した時点 (s ≥ β) で枝狩りします。
        [min] min の分岐は、スコアが α を下回ったとき (s < α) だけ枝狩りしますが、正しい探索は α に達した時点 (s ≤ α) で枝狩りします。
       *[both] スコアが境界を越えたとき (max ノードで s > β、min ノードで s < α) だけ枝狩りしますが、正しい探索は境界に達した時点 (s ≥ β、s ≤ α) で枝狩りします。
    }
check-bug-column-major-order = マスを行ごと (y が外側) ではなく列ごと (x が外側) に訪れています。
check-bug-depth-off-by-one = 深さ制限より 1 手深く探索しています。
check-bug-negamax-sign = ネガマックス法で、子ノードの評価値の符号を反転していません。
check-bug-flawed-table = 狭めたウィンドウで求めた評価値を正確な値として置換表に記録しています (seed の誤った置換表)。
check-bug-bound-not-passed = { $branch ->
        [max] max の分岐の再帰呼び出しが、α か β の代わりに無限大を渡しているので、子ノードはノード自身より広いウィンドウで探索します。
        [min] min の分岐の再帰呼び出しが、α か β の代わりに無限大を渡しているので、子ノードはノード自身より広いウィンドウで探索します。
       *[both] 再帰呼び出しが、α か β の代わりに無限大を渡しているので、子ノードは親ノードより広いウィンドウで探索します。
    }
check-bug-window-swapped-in-call = { $branch ->
        [max] max の分岐の再帰呼び出しが、(α, β) ではなく (β, α) を渡しています。
        [min] min の分岐の再帰呼び出しが、(α, β) ではなく (β, α) を渡しています。
       *[both] 再帰呼び出しが、(α, β) ではなく (β, α) を渡しています。
    }
check-bug-wrong-initial-value = { $branch ->
        [max] max の分岐の最善値の初期値が −∞ ではなく 0 か +∞ なので、どの子ノードにもない評価値になることがあります。
        [min] min の分岐の最善値の初期値が +∞ ではなく 0 か −∞ なので、どの子ノードにもない評価値になることがあります。
       *[both] 最善値の初期値が 0 か、逆の無限大になっています: max ノードは −∞、min ノードは +∞ から始めます。
    }
check-bug-negamax-window-not-negated = ネガマックス法で、子ノードを (−β, −α) ではなく (α, β) か (−α, −β) で呼び出しています。
check-convention-fail-soft = fail-soft: α や β ではなく最善の子ノードの評価値を返します (訪れるノードとウィンドウは同じです)
check-convention-cut-gt = --cut gt が求める s > β での枝狩り
check-problem-line = トレースの { $line } 行目: { $problem }
check-problem-not-json = JSON ではありません ({ $detail })
check-problem-not-object = JSON のオブジェクトではありません
check-problem-version = ヘッダーの abtrace が { $version } です。この abtutor が読めるのはバージョン 1 です
check-problem-header-field = ヘッダーの { $field } が読めません
check-problem-late-header = 1 行目より後にヘッダーがあります
check-problem-unknown-event = 不明なイベント { $name }: start、end、score、update、tt のどれかを使ってください
check-problem-missing = { $field } がありません
check-problem-not-number = { $field } が数ではありません: 数、"inf"、"-inf" のどれかを書いてください
check-problem-move = moves: { $error }
check-problem-board = 盤面 { $board } は、探索中のノードのどの子ノードの局面でもありません
check-problem-end-not-entered = 入っていないノード { $node } の end があります
check-problem-end-before-child = { $open } が終わる前に { $node } の end があります
check-problem-unreadable = ファイルを読めません: { $detail }
check-problem-not-child = { $open } を探索している間に { $node } に入っています: ノードには親ノードから入ります
check-problem-not-root = 探索しているノードがないのに { $node } に入っています: 探索はルートノードから始まります (ルートノードの end の後に始められるのは、ルートノードからの新しいパスだけです)
check-problem-nothing-open = 探索しているノードがないのに { $node } の score か update があります
check-problem-no-events = イベントがありません: トレースの探索が始まっていません
check-problem-line-too-long = 行が { $mebibytes } MiB より長くなっています: トレースは 1 行に 1 つのイベントを書きます
check-error-search = チェックできるのは αβ 法 (fail-hard でも fail-soft でも、どのウィンドウと置換表でも) だけです。スカウト法、PVS、MTD(f)、aspiration、解法の工夫 (勝ちの確認、点数の上限、上限の置換表、二分探索) はチェックできません
check-error-iterative = 反復深化はチェックできません
check-error-header-game = トレースのゲーム: { $error }
check-error-tree = 木: { $error }
check-window-reset = ミニマックス法ではどのノードもこの値から始めます
check-diff-below-leaf = 正しい探索が葉ノードとする { $leaf } (深さ制限) より下の { $node } に入りました
student-heading = 学生のトレース: { $name }
student-verdict = 判定: { $verdict }
student-go-to-first-difference = 最初の違いへ (フレーム { $frame })
student-legend-extra = 学生が入ったが、正しい探索では枝狩りしたノード ({ $count } 個)
student-legend-skipped = 正しい探索が訪れたが、学生が飛ばしたノード ({ $count } 個)
student-window = 学生はこのノードに α = { $alpha }、β = { $beta } で入りました
student-not-entered = 学生の実行はこのノードに入っていません。
saved-open = 記録ファイルを開く…
    .hover = 記録した探索のファイルを開きます (abtutor solve --record が書きます)。それぞれの探索をもう一度記録し、保存されたフレームと照らし合わせます
saved-filter = abtutor の記録ファイル
saved-heading = 記録ファイル
saved-shown = { $file } の探索 { $number } / { $count }
saved-recording = もう一度記録しています…
saved-same = もう一度記録しました: 保存されたものと同じ { $frames } フレームです
saved-differs = もう一度記録したフレームが保存されたものと違います (ファイルは別の abtutor が作りました): 表示しているのはこの abtutor の探索です
saved-previous = 前の探索
saved-next = 次の探索
saved-search-refused = 記録ファイルのこの探索は記録しません: { $reason }
saved-no-file = 記録ファイルが選ばれませんでした。
saved-unreadable = { $path } を読めません: { $error }
saved-not-recordings = { $path } は記録ファイルではありません (abtutor solve --record が書きます)
saved-newer = { $path } は新しい abtutor で書かれました (記録ファイルのバージョン { $version })
saved-bad-line = { $path } の { $line } 行目: 記録した探索ではありません ({ $detail })
saved-empty = { $path } には探索がありません
student-open = 学生のトレースを開く…
    .hover = 学生が自分の探索で書いたトレース (JSON Lines) をチェックします。ファイルをウィンドウにドロップしても開けます
student-close = 学生のトレースを閉じる
student-no-file = トレースのファイルが選ばれませんでした。
number-line-student-window = 学生: α = { $alpha }、β = { $beta }
number-line-probe = プローブ ({ $alpha }, { $beta }): null window は評価値がそれを超えるかどうかだけを調べます
number-line-re-search = 再探索: プローブがウィンドウの中で fail high したので、子ノードを ({ $alpha }, { $beta }) でもう一度探索します
number-line-mtdf-pass = パス { $number } / { $count }: ウィンドウ ({ $low }, { $high })、下界 { $lower }、上界 { $upper }
number-line-pass = パス { $number } / { $count }: ウィンドウ ({ $low }, { $high })
notebook-describe-check = 学生のトレースをチェック: { $source }
notebook-check-kept-trace = このセルに貼ったトレース
notebook-check-no-trace = トレースがありません: トレースのファイルを指定するか、セルにトレースを貼ってください
notebook-check-outside = { $path } は読みません: チェックセルが読むのはノートブックのフォルダー内のファイルだけで、".." を使わずにそこからの名前で指定します
notebook-add-solver-benchmark = + 解法のベンチマーク
notebook-cell-solver-benchmark = コネクトフォーの解法のベンチマーク
notebook-describe-solver-benchmark = コネクトフォーの解法チュートリアルのベンチマーク ({ $set } の最初の { $positions } 局面)
notebook-benchmark-positions = 標本の局面の数
notebook-benchmark-set = 局面の組
benchmark-column-part = パート
benchmark-column-ideas = 考え方
benchmark-column-positions = 局面の数
benchmark-column-measured = 平均ノード数、abtutor
benchmark-column-tutorial-sample = チュートリアル、同じ局面
benchmark-column-tutorial-published = チュートリアル、全 1,000 局面 (公表値)
benchmark-column-scores = 点数が正しい局面
benchmark-ideas = { $part ->
        [3] ネガマックス法 + 勝ちの確認
        [4] αβ 法 + 点数の上限
        [5] + 中央優先
        [7] + 上限の置換表
        [8] + 二分探索
        [9] + 負ける手を除く
        [10] + 脅威の数の順
        [11] + コンパクトな置換表
       *[12] + 置換表に下限も
    }
benchmark-source = 標本: Pascal Pons のチュートリアル「Solving Connect 4: how to build a perfect AI」(blog.gamesolver.org) のテスト用の局面の組 (各 1,000 局面) の最初のもので、その点数とノード数を同梱しています (パート 3～8 は End-Easy の 200 局面、パート 9～12 は各組 100 局面)。公表値は全 1,000 局面の平均です。各パートはチュートリアルのその回の設定 (置換表を含む) で解きます。ノード数: 入ったすべてのノード (ルートノードを含む)。
notebook-add-check = + チェック
notebook-preset-reference = 基本のモード
notebook-preset-windows = 狭いウィンドウ
notebook-cell-check = 学生のトレースのチェック
notebook-check-path = トレースのファイル:
notebook-check-path-hint = run.jsonl
notebook-check-browse = 参照…
notebook-check-text = またはトレースそのもの (JSON Lines):
notebook-check-cut-gt = s > β のときだけ枝狩り (CS188)

## Pictures of the player view
picture-part-player = 木・数直線・カウンター
picture-part-tree = 木だけ
picture-part-number-line = 数直線とカウンター
picture-part-mc-player = 盤面・木・UCB・カウンター
picture-part-mc-tree = 盤面と木
picture-part-bounds = UCB (原始モンテカルロ法では各着手の集計) とカウンター
picture-frame-number = フレーム { $frame }
picture-unknown-format = { $path }: 画像は .png、.svg、.gif のどれかで書き出します
picture-too-large = { $width }×{ $height } ピクセルの画像はこの形式には大きすぎます
picture-encode-failed = 画像を符号化できませんでした: { $error }
picture-write-failed = { $path } に書き込めませんでした: { $error }
cli-render-bad-view = 「{ $view }」という表示はありません: player、tree、number-line のどれかです
cli-render-bad-size = 大きさ「{ $size }」は、各辺 64〜8192 ポイントの 幅x高さ ではありません (例: 1280x720)
cli-render-bad-scale = 倍率 { $scale } は 0 より大きく 8 以下の数ではありません
cli-render-bad-fps = フレームレート { $fps } は 0 より大きく 100 以下の数ではありません
cli-render-too-large = 画像の幅か高さが { $max } ピクセルを超えます: --size か --scale を小さくしてください
cli-render-bad-range = フレーム「{ $range }」は A ≤ B の A..B ではありません (例: 0..20)
cli-render-too-many-frames = GIF に入るのは { $max } フレームまでです: --frames の範囲を短くしてください
cli-render-gif-needs-frames = GIF にはアニメーションにするフレームが要ります: --frames A..B
cli-render-frames-need-gif = --frames はアニメーションを作ります: .gif のファイルに書き出してください
cli-render-needs-index = 描くフレームを指定してください: --index N
cli-render-wrote = フレーム { $frame } を { $path } に書き出しました
cli-render-wrote-gif = { $frames } フレームを { $path } に書き出しました
export-view-title = 表示を書き出す
export-frames-title = フレームを書き出す
export-view = 表示を書き出す…
    .hover = 表示中のフレームを画像として書き出します (スライドには PNG、編集してくっきり印刷するには SVG)。クリップボードにもコピーできます
export-frames = フレームを書き出す…
    .hover = フレームの範囲を、それぞれのフレーム番号付きのアニメーション GIF として書き出します
export-file = ファイル:
export-browse = 参照…
export-png = PNG
export-svg = SVG (文字は文字のまま)
export-scale = 倍率 (1 ポイントあたりのピクセル)
export-save = 保存
export-copy = クリップボードにコピー
export-clipboard = クリップボード
export-copied = 画像をクリップボードにコピーしました
export-writing = 描いて書き出しています…
export-wrote = { $pictures ->
    [one] 画像
   *[other] { $pictures } フレーム
} を { $path } に書き出しました
export-from = フレーム
export-to = から
export-node-frames = このノードのフレーム
export-to-next-cut = ここから次の枝狩りまで
export-to-next-iteration = ここから次の反復まで
export-fps = 1 秒あたりのフレーム
export-numbered-pngs = 各フレームを番号付きの PNG としても書き出す
export-bad-range = 最初のフレームは最後のフレームより後にできません。アニメーションは { $max } フレームまでです
export-save-frames = { $frames } フレームを GIF で保存
cli-notebook-render-skipped = セル { $cell } は描けませんでした: { $error }
cli-notebook-render-not-run = セル { $cell } は実行していません: コードは --execute を付けたときだけ実行します
cli-no-sandbox = ここでは生徒のプログラムのサンドボックスを作れません（{ $reason }）。閉じ込めずに自分のプログラムと同じように実行するには --no-sandbox を付けてください
cli-notebook-render-nothing = このノートブックには描けるセル (実行、練習問題、チェック、比較、深さごとの表、モンテカルロ法) がありません
cli-sheet-wrote = { $pages } ページを { $path } に書き出しました

## Exercise sheets
sheet-no-exercises = このノートブックには印刷する練習問題がありません
sheet-exercise-failed = 練習問題 { $number } は探索できません: { $error }
sheet-no-such-node = ノード「{ $node }」は練習問題の木にありません
sheet-root = ルートノード
sheet-cut = 枝狩り
sheet-order-place = { $place }.
sheet-key = 解答
sheet-name = 名前:
sheet-exercise-heading = 練習問題 { $number }: { $question }
sheet-more-rows = …ほか { $count } 個 (紙面には載せていません)
notebook-print-sheet = 問題用紙を印刷…
notebook-print-questions = 練習問題 (記入用, PDF)…
notebook-print-key = 練習問題と解答 (PDF)…
app-presentation-mode = 発表モード
    .hover = 全画面にしてすべてを大きく描きます (デスクトップ版では F11)。もう一度押すと元に戻ります
app-colour-blind-palette = 色覚に配慮した配色
    .hover = 1 型・2 型・3 型の色覚でも見分けられる配色 (Okabe と Ito の配色) で α/β の印、数直線、評価値の背景などを描きます。もう一度押すと参照元の配色に戻ります
cli-monte-carlo-stats-only = pmc と mcts は stats・frame・trace・render だけで実行します: 例 abtutor stats --search pmc --playouts N、または --search mcts --iterations N
cli-playouts-need-pmc = --playouts は原始モンテカルロ法のものです: --search pmc を付けてください (ルートノードからのプレイアウトの標本は --sample-playouts N)
cli-iterations-need-mcts = --iterations と --exploration は MCTS のものです: --search mcts を付けてください
cli-monte-carlo-plays-to-the-end = モンテカルロ法はどの対局も最後まで打ちます: --depth と --iterative は使えません
cli-pmc-needs-playouts = 原始モンテカルロ法には各合法手のあとのプレイアウトの回数が要ります: --playouts N
cli-mcts-needs-iterations = MCTS には反復回数が要ります: --iterations N
cli-monte-carlo-zero = 回数は 1 以上にしてください
cli-monte-carlo-too-many = 1 回の実行では { $max } までです
cli-mcts-too-big = { $iterations } 回の反復では木が最大 { $gigabytes } GB になり、1 回の実行で使える { $limit } GB を超えます: 回数を減らしてください
cli-mcts-progress = MCTS: { $total } 回中 { $done } 回の反復
cli-pmc-progress = 原始モンテカルロ法: { $done } 回のプレイアウト
cli-mcts-bad-exploration = 探索の定数 { $value } は 0 以上の数ではありません
cli-mc-frame-heading = フレーム { $index }: 反復 { $iteration } / { $count }、{ $phase ->
        [select] 選択
        [expand] 展開
        [playout] プレイアウト
       *[back-up] 逆伝播
    }
cli-mc-frame-node = ノード { $moves }: 訪問回数 { $visits }、勝ち { $wins }、引き分け { $draws }、負け { $losses }
cli-monte-carlo-game-over = ルートノードで対局が終わっているので、選ぶ手がありません
cli-pmc-heading = 原始モンテカルロ法: 各合法手のあとに { $playouts } 回のプレイアウト、シード { $seed } (手番の側から見た 勝ち / 引き分け / 負け)
cli-pmc-move = { $mv }: { $wins } / { $draws } / { $losses }
cli-mcts-heading = MCTS (UCT): { $iterations } 回の反復、シード { $seed }、木のノード { $nodes }
cli-mcts-move = { $mv }: 訪問 { $visits }、平均 { $mean }
cli-monte-carlo-chosen = 選んだ手: { $mv }
sheet-prompt-values = 探索が各内部ノードで求める評価値を書いてください。
sheet-prompt-cuts = 探索が一度も訪れない枝の横に「枝狩り」と書いてください。
sheet-prompt-windows = このノードに入るときの α と β を書いてください。
sheet-prompt-order = 計算したノードの数ができるだけ少なくなるルートノードの子ノードの順序を書いてください。
cli-monte-carlo-options-need-preset = --playouts、--iterations、--exploration は --search pmc|mcts を付けた stats・frame・trace・render と、compare --preset monte-carlo で使います
cli-compare-pmc = 原始モンテカルロ法 (各合法手 { $playouts } 回のプレイアウト)
cli-compare-mcts = MCTS ({ $iterations } 回の反復)
cli-compare-monte-carlo-heading = 各探索の選んだ手、その正確な評価値と最善の評価値 (先手から見た値。深さで切った木では -)、触れたノードの数。シード { $seed }
cli-compare-monte-carlo-row = { $search }: { $mv }、正確な評価値 { $exact } (最善 { $best })、触れた数 { $touched }

## The Monte Carlo view
mc-none = 探索を選んで「実行」を押してください。各反復のすべての段階が記録され、前後に一つずつ見られます。
mc-method = 探索
mc-method-pmc = 原始モンテカルロ法
mc-method-mcts = MCTS (UCT)
mc-playouts = 各合法手のプレイアウト回数
mc-iterations = 反復回数
mc-exploration = 探索の定数 C
mc-exploration-mcts-only = 探索の定数は MCTS のものです。原始モンテカルロ法はどの合法手も同じ回数だけプレイアウトします。
mc-seed = シード
mc-run = 実行
mc-root-hint = 空の盤面から
mc-recording = 記録しています…
mc-too-many = 記録する 1 回の実行では { $max } までです (この実行ではおよそ { $megabytes } MB になります)
mc-root = ルートノード
mc-no-moves = 着手なし (ここで対局は終わっています)
mc-result-wins = { $side } の勝ち
mc-result-draw = 引き分け
mc-header-select = 反復 { $iteration } / { $count } — 選択: { $node } (UCB が最も大きい子ノード)
mc-header-expand = 反復 { $iteration } / { $count } — 展開: { $node } を木に加える
mc-header-playout = 反復 { $iteration } / { $count } — { $node } からのプレイアウト: { $moves } → { $result }
mc-header-back-up = 反復 { $iteration } / { $count } — 逆伝播: 経路上の { $nodes } 個のノードに { $result } を数える
mc-header-pmc = { $node } のあとのプレイアウト { $number } / { $playouts }: { $moves } → { $result }
mc-tree = ここまでの木: ノードをクリックすると、そのノードが木に加わったフレームへ移ります
mc-more-children = … ほかに { $count } 個
mc-playout-end = プレイアウトの終わり: { $result }
mc-bounds-heading = { $node } での UCB: 平均 + C·√(ln N / n)
mc-bounds-none = まだ木にない子ノードがあります。次の反復は選択せずに展開します。
mc-bounds-legend = 濃い色: 平均 (親ノードの手番の側から見た勝ちの割合、引き分けは半分)。薄い色: 探索のボーナス。枠: 選択される子ノード。
mc-rates-heading = 各合法手のここまでのプレイアウト ({ $side } から見た結果)
mc-rates-legend = 緑: 勝ち、黄: 引き分け、赤: 負け。勝率が最も高い合法手を選び、同じなら引き分けの率で選びます。
mc-counters-iteration = 反復
mc-counters-nodes = 木のノード
mc-counters-playouts = プレイアウト
mc-counters-chosen = ここまでで選ぶ手
mc-counters-seed = シード
mc-counters-exploration = 探索の定数 C
mc-counters-frame = フレーム
mc-plot-visit-share = ルートノードの各合法手の訪問回数の割合
mc-plot-mean = ルートノードの各合法手の平均。破線: 正確な評価値 (勝ち 1、引き分け ½、負け 0)
mc-plot-iteration = 反復
mc-plot-no-exact = このルートノードの下の木は大きすぎてここでは解けません。平均と比べる正確な評価値はありません。
mc-go-to-iteration = 反復へ移動
mc-go-to-iteration-go = 表示
mc-no-such-iteration = 「{ $text }」は範囲の外です。1 から { $count } までの数を入れてください

## Monte Carlo cells
notebook-add-monte-carlo = + モンテカルロ法
notebook-cell-monte-carlo = モンテカルロ法
notebook-describe-monte-carlo =
    { $game ->
        [none] モンテカルロ法: { $root } から { $search }
       *[other] モンテカルロ法: { $game }、{ $root } から { $search }
    }
notebook-monte-carlo-beside = 並べる αβ 法:
notebook-monte-carlo-no-alpha-beta = αβ 法を並べられません: { $error } (セルに深さの上限を設定してください)
notebook-open-in-monte-carlo = モンテカルロ法のビューで開く
notebook-random-play-heading = ランダムに打ったときの正確な確率 ({ $side } から見た値、完全な木で計算): 勝ち / 引き分け / 負け、と標本の勝率
notebook-random-play-move = { $mv }: { $wins } / { $draws } / { $losses }、標本 { $sampled }
play-search-kind = 相手
play-search-tree = 木の探索
play-mcts-summary = MCTS: { $iterations } 回のうち訪問 { $visits }、平均 { $mean }、ノード { $nodes }、シード { $seed }
mc-go-to-playout = プレイアウトへ移動
mc-plot-win-rate = 各合法手の、その手のプレイアウトでの勝率。破線: ランダムに打ったときの正確な勝ちの確率
mc-plot-playouts = その手のプレイアウト
mc-recording-stopped = 記録が予期せず止まりました: 新しく表示するものはありません

## 生徒のプログラム
program-no-python = Python が見つかりません: { $command } を起動できません。Python 3.8 以降を入れるか (Debian では apt install python3)、設定でインタプリタを選んでください
program-python-too-old = { $command } は Python { $version } です。ヘルパーには Python 3.8 以降が必要です
program-python-unanswered = { $command } が Python のバージョンを答えません: { $detail }
program-folder-failed = 実行用のフォルダに書き込めません: { $detail }
program-not-started = Python を起動できません: { $detail }
program-unreadable = プログラムを読めません: { $detail }
program-too-large = プログラムを読みません: { $bytes } バイトより大きく、学生のプログラムではありません
program-not-text = プログラムを読みません: UTF-8 のテキストではありません
program-timeout = 制限時間 ({ $seconds } 秒) を過ぎたので止めました
program-memory = メモリが足りなくなりました (上限 { $limit })
program-no-trace = トレースを書かずに終わりました: 探索の中で trace.start と trace.end を呼び、探索を呼び出してください
program-stopped = 終わる前に止めました
program-too-many-processes = { $cap } を超えるプロセスを起動したので止めました
program-too-much-written = フォルダーに { $limit } を超えて書き込んだので止めました
program-signal = シグナル { $signal } で終わりました
program-crashed-error = エラーで終わりました (終了コード { $status }): { $error }
program-crashed = 終了コード { $status } で終わりました
program-your-line = あなたの { $line } 行目: { $code }
check-run-line = { $file }: { $outcome }: { $problem }
check-report-title = abtutor: 生徒の探索
check-report-file = プログラム
check-report-outcome = 結果の種類
check-report-result = 結果
cli-time-limit-bad = --time-limit { $value }: 0 より大きく 1 日以内の秒数を指定してください
cli-memory-limit-bad = --memory-limit { $value }: 512M や 2G のように指定してください (16M 以上)
cli-folder-unreadable = フォルダ { $path } を読めません: { $detail }
cli-no-programs = 実行する Python プログラムがありません (フォルダはその中の .py ファイルを表します)
cli-program-missing = ファイルを読めません
cli-report-unwritable = レポート { $path } を書き込めません: { $detail }
program-output-dropped = … さらに { $bytes } バイト出力されました (保存していません)
notebook-describe-code =
    { $game ->
        [none] 自分の探索 ({ $mode }) を { $root } から
       *[other] 自分の探索 ({ $mode }) を { $game } の { $root } から
    }
notebook-add-code = + コード
notebook-cell-code = Python で書く自分の探索
notebook-code-stop = 停止
notebook-code-running = プログラムを実行中…
notebook-code-loading-python = Python (Pyodide) を読み込み中…
notebook-code-line-numbers = 行番号
notebook-code-keys = Ctrl+Enter で実行、Shift+Enter で実行して次のセルへ
settings-python = Python:
settings-python-hint = PATH の python3
settings-python-version = Python { $version }
settings-python-sandboxed = サンドボックスで実行: 見えるのは自分のフォルダーと読み取り専用のシステムだけです
settings-python-no-sandbox = ここにはサンドボックスがありません（{ $reason }）: コードセルは閉じ込めずに、自分のプログラムと同じように実行されます
settings-python-in-page = このページの中の Pyodide: ここでの上限は時間、出力、MemoryError です
sandbox-no-bubblewrap = bubblewrap (bwrap) がインストールされていません
sandbox-refused = bubblewrap がここでは作れません: { $detail }
sandbox-not-linux = サンドボックスは Linux の名前空間で作りますが、このシステムにはありません
notebook-code-editor = あなたのプログラム:
notebook-code-checking = あなたの探索を正しい探索と突き合わせています…
figures-cuts = 枝狩りの回数 { $cuts }、それで探索しなかった子ノードの数 { $children }
counters-children-cut = 枝狩りした子ノード
cli-trace-writing = { $count } フレームを { $path } に書き出します: 約 { $size }
cli-trace-no-room = トレースは約 { $size } になりますが、{ $path } の置き場所には { $free } しか空きがありません: 別の場所に書き出すか、浅く探索してください
check-diff-missed-table-hit = { $node } を探索しましたが、正しい探索はその評価値を置換表から取り ({ $value })、探索しません
check-diff-extra-table-hit = { $node } の評価値を置換表から取りましたが ({ $value })、正しい探索の置換表にはまだなく、探索します
notebook-code-consent-title = このノートブックのコードを実行しますか？
notebook-code-consent-question = このノートブックはファイルから開かれました。{ $count } 個のコードセルは、ファイルを作った人が書いた Python プログラムです。実行すると、そのコードがこのコンピューターで動きます。
notebook-code-consent-sandboxed = それぞれサンドボックスの中で動きます: 見えるのは自分のフォルダーと読み取り専用のシステムだけで、ネットワークはなく、時間・メモリ・出力の上限で終了します。
notebook-code-consent-unconfined = ここではサンドボックスを作れません（{ $reason }）: コードは制限なしに動き、あなたにできることは何でもできます。
notebook-code-consent-in-page = このページではコードセルは Pyodide の中で、専用の Web Worker で動きます: あなたのファイルは見えず、見えるのはメモリ上のフォルダーだけで、時間と出力の上限で終了します。ページと同じく、ウェブには接続できます。
notebook-code-consent-run = コードを実行する
notebook-code-consent-skip = コードを実行しない
