# Leaves a FIFO where its trace should be, so that a reader would wait for good.
import os

trace = os.environ["ABTUTOR_TRACE"]
if os.path.exists(trace):
    os.remove(trace)
os.mkfifo(trace)
