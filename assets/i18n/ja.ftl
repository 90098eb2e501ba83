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

## Notebook: view and cells

## Notebook: exercises and practice

## Notebook: files and execution

## Lessons and tree editor

## Markdown
