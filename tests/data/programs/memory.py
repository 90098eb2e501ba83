blocks = []
while True:
    blocks.append(bytearray(64 << 20))
