# Leaves children in sessions of their own that try to outlive the run and write
# outside its folder later.
import os
import time

MARK = "OUTSIDE_PATH"

for _ in range(20):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            time.sleep(1.0)
            try:
                with open(MARK, "w") as mark:
                    mark.write("escaped")
            except OSError:
                pass
            time.sleep(60)
        os._exit(0)
time.sleep(0.2)
