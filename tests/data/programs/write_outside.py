# Tries to write outside its folder: a new file, a classmate's program, a shell's start file.
import os

for path in ["OUTSIDE_PATH", "CLASSMATE_PATH", os.path.expanduser("~/.bashrc"), "/root/.bashrc"]:
    try:
        with open(path, "a") as target:
            target.write("\nprint('pwned')\n")
        print("wrote", path)
    except OSError as error:
        print("refused", path, error)
try:
    os.remove("CLASSMATE_PATH")
    print("removed the classmate")
except OSError as error:
    print("refused removal", error)
