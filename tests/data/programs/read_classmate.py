# Tries to list the class folder and read a classmate's program and the teacher's file.
import os

for folder in ["CLASS_FOLDER", "/root", "/home"]:
    try:
        print("listed", folder, os.listdir(folder))
    except OSError as error:
        print("refused", folder, error)
for path in ["CLASSMATE_PATH", "SECRET_PATH"]:
    try:
        with open(path) as source:
            print("read", source.read())
    except OSError as error:
        print("refused", path, error)
