// A reference for `abtutor solve`'s speed: Connect Four solved as the solver tutorial's
// part 8 describes it (Pascal Pons, "Solving Connect 4: how to build a perfect AI",
// blog.gamesolver.org), written from that description alone: a bitboard per side (a column
// of 7 bits, the top one a sentinel), the win check, the score bound, the centre order, a
// table of upper bounds in a fixed array indexed by key modulo its size (an entry may be
// overwritten, as the tutorial's is), and null-window bisection at the root. Same protocol:
// one position a line on standard input, `moves score nodes microseconds` on standard
// output.
//
//   g++ -O3 -std=c++17 -o /tmp/connect4_reference tools/connect4_reference.cpp
//   head -30 positions.txt | /tmp/connect4_reference

#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr int kWidth = 7;
constexpr int kHeight = 6;
constexpr int kCells = kWidth * kHeight;

constexpr uint64_t bottom_row() {
    uint64_t bits = 0;
    for (int column = 0; column < kWidth; ++column) bits |= uint64_t{1} << (column * (kHeight + 1));
    return bits;
}
constexpr uint64_t kBottom = bottom_row();

uint64_t top_cell(int column) { return uint64_t{1} << (kHeight - 1 + column * (kHeight + 1)); }
uint64_t bottom_cell(int column) { return uint64_t{1} << (column * (kHeight + 1)); }
uint64_t column_cells(int column) { return ((uint64_t{1} << kHeight) - 1) << (column * (kHeight + 1)); }

bool has_four(uint64_t stones) {
    // Horizontal, the two diagonals and vertical: a shift per direction.
    for (int shift : {kHeight + 1, kHeight, kHeight + 2, 1}) {
        uint64_t pairs = stones & (stones >> shift);
        if (pairs & (pairs >> (2 * shift))) return true;
    }
    return false;
}

struct Position {
    uint64_t mover = 0;     // the side to move's stones
    uint64_t occupied = 0;  // every stone
    int played = 0;

    bool can_play(int column) const { return (occupied & top_cell(column)) == 0; }
    uint64_t landing(int column) const { return (occupied + bottom_cell(column)) & column_cells(column); }
    bool wins_with(int column) const { return has_four(mover | landing(column)); }
    void play(int column) {
        mover ^= occupied;
        occupied |= occupied + bottom_cell(column);
        ++played;
    }
    uint64_t key() const { return mover + occupied; }
};

// Upper bounds by key, in a prime-sized array: a later store may take an entry's place.
class Table {
  public:
    explicit Table(size_t size) : keys_(size), values_(size) {}
    void clear() {
        std::fill(keys_.begin(), keys_.end(), 0);
        std::fill(values_.begin(), values_.end(), 0);
    }
    // A bound is kept shifted above 0, which marks an empty entry.
    void put(uint64_t key, int bound) {
        size_t slot = key % keys_.size();
        keys_[slot] = key;
        values_[slot] = static_cast<uint8_t>(bound + kShift);
    }
    bool get(uint64_t key, int& bound) const {
        size_t slot = key % keys_.size();
        if (keys_[slot] != key || values_[slot] == 0) return false;
        bound = values_[slot] - kShift;
        return true;
    }

  private:
    static constexpr int kShift = 64;
    std::vector<uint64_t> keys_;
    std::vector<uint8_t> values_;
};

class Solver {
  public:
    Solver() : table_(8388593) {
        for (int i = 0; i < kWidth; ++i) order_[i] = kWidth / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
    }

    int solve(const Position& position, uint64_t& nodes) {
        nodes_ = 0;
        table_.clear();
        int min = -(kCells - position.played) / 2;
        int max = (kCells + 1 - position.played) / 2;
        while (min < max) {
            int middle = min + (max - min) / 2;
            if (middle <= 0 && min / 2 < middle) middle = min / 2;
            else if (middle >= 0 && max / 2 > middle) middle = max / 2;
            int result = negamax(position, middle, middle + 1);
            if (result <= middle) max = result;
            else min = result;
        }
        nodes = nodes_;
        return min;
    }

  private:
    int negamax(const Position& position, int alpha, int beta) {
        ++nodes_;
        if (position.played == kCells) return 0;
        for (int column = 0; column < kWidth; ++column)
            if (position.can_play(column) && position.wins_with(column))
                return (kCells + 1 - position.played) / 2;
        int top = (kCells - 1 - position.played) / 2;
        int stored = 0;
        if (table_.get(position.key(), stored)) top = stored;
        if (beta > top) {
            beta = top;
            if (alpha >= beta) return beta;
        }
        for (int i = 0; i < kWidth; ++i) {
            int column = order_[i];
            if (!position.can_play(column)) continue;
            Position child = position;
            child.play(column);
            int score = -negamax(child, -beta, -alpha);
            if (score >= beta) return score;
            if (score > alpha) alpha = score;
        }
        table_.put(position.key(), alpha);
        return alpha;
    }

    Table table_;
    int order_[kWidth];
    uint64_t nodes_ = 0;
};

}  // namespace

int main() {
    Solver solver;
    std::string line;
    while (std::getline(std::cin, line)) {
        Position position;
        bool valid = !line.empty();
        for (char text : line) {
            int column = text - '1';
            if (column < 0 || column >= kWidth || !position.can_play(column) || position.wins_with(column)) {
                valid = false;
                break;
            }
            position.play(column);
        }
        if (!valid) {
            std::cout << "\n";
            continue;
        }
        uint64_t nodes = 0;
        auto started = std::chrono::steady_clock::now();
        int score = solver.solve(position, nodes);
        auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - started)
                          .count();
        std::cout << line << " " << score << " " << nodes << " " << micros << "\n";
    }
}
