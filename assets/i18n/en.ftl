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

## Notebook: view and cells

## Notebook: exercises and practice

## Notebook: files and execution

## Lessons and tree editor

## Markdown
