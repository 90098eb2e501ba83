"""Runs one student program with abtutor's helper: `python abtutor_run.py PROGRAM`.

The helper is imported first, from this folder, so that files beside the program (an old
copy of abtrace.py, say) cannot stand in for it; then the program runs as `python PROGRAM`
would run it, its own folder first on the path.
"""

import os
import sys
import traceback

# Whether the program ended on a MemoryError (where no other limit tells it: in Pyodide).
out_of_memory = False


def _print_error(error):
    # The traceback starts in the student's file: this runner's own frame is left out.
    tb = error.__traceback__
    if tb is not None and tb.tb_frame.f_code.co_filename == __file__:
        tb = tb.tb_next
    traceback.print_exception(type(error), error, tb)


def main():
    global out_of_memory
    path = sys.argv[1]
    try:
        with open(path, encoding="utf-8") as program:
            source = program.read()
    except (OSError, UnicodeDecodeError) as error:
        print("abtutor: %s cannot be read as Python: %s" % (path, error), file=sys.stderr)
        return 1
    try:
        code = compile(source, path, "exec")
    except (SyntaxError, ValueError) as error:
        traceback.print_exception(type(error), error, None)
        return 1
    from abtutor import trace

    sys.path[0] = os.path.dirname(os.path.abspath(path))
    namespace = {"__name__": "__main__", "__file__": path, "__builtins__": __builtins__}
    sys.argv = [path]
    status = 0
    try:
        exec(code, namespace)
    except SystemExit as exit:
        status = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
    except BaseException as error:
        _print_error(error)
        out_of_memory = isinstance(error, MemoryError)
        status = 1
    finally:
        trace._close()
    return status


if __name__ == "__main__":
    sys.exit(main())
