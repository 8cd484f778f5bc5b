//! Every generated function of every board against a slow reference written from the
//! definitions on (file, rank) coordinates: for every pair of squares, the in-between set;
//! `may_move` and `is_attacked` (all seven classes) under random occupancies, with and
//! without `from` and `to` occupied.

/// A board: files, ranks, and whether square 0 is on the top rank.
#[derive(Clone, Copy)]
struct Board {
    files: i32,
    ranks: i32,
    from_top: bool,
}

impl Board {
    fn squares(self) -> usize {
        (self.files * self.ranks) as usize
    }

    fn coordinates(self, square: usize) -> (i32, i32) {
        let (file, row) = (square as i32 % self.files, square as i32 / self.files);
        let rank = if self.from_top {
            self.ranks - 1 - row
        } else {
            row
        };
        (file, rank)
    }

    fn square(self, file: i32, rank: i32) -> Option<usize> {
        let on = (0..self.files).contains(&file) && (0..self.ranks).contains(&rank);
        let row = if self.from_top {
            self.ranks - 1 - rank
        } else {
            rank
        };
        on.then_some((row * self.files + file) as usize)
    }

    /// The squares strictly between, walking the line from `from`; 0 off the lines.
    fn between(self, from: usize, to: usize) -> u128 {
        let ((ff, fr), (tf, tr)) = (self.coordinates(from), self.coordinates(to));
        let (df, dr) = (tf - ff, tr - fr);
        if from == to || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return 0;
        }
        let (sf, sr) = (df.signum(), dr.signum());
        let mut set = 0;
        let (mut f, mut r) = (ff + sf, fr + sr);
        while (f, r) != (tf, tr) {
            set |= 1 << self.square(f, r).unwrap();
            f += sf;
            r += sr;
        }
        set
    }

    /// Whether a piece of `class` (0 black pawn, 1 white pawn, 2 knight, 3 bishop, 4 rook,
    /// 5 queen, 6 king) on `from` attacks `to`, walking its moves.
    fn attacks(self, class: usize, from: usize, to: usize, occupied: u128) -> bool {
        let ((ff, fr), (tf, tr)) = (self.coordinates(from), self.coordinates(to));
        let (df, dr) = (tf - ff, tr - fr);
        let orthogonal = (df == 0) != (dr == 0);
        let diagonal = df != 0 && df.abs() == dr.abs();
        let clear = || self.between(from, to) & occupied == 0;
        match class {
            0 => dr == -1 && df.abs() == 1,
            1 => dr == 1 && df.abs() == 1,
            2 => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
            3 => diagonal && clear(),
            4 => orthogonal && clear(),
            5 => (diagonal || orthogonal) && clear(),
            6 => df.abs().max(dr.abs()) == 1,
            _ => unreachable!(),
        }
    }
}

/// xorshift64*, for occupancies.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A random subset of the board's squares, about one square in `1 << sparsity`.
    fn occupancy(&mut self, board: Board, sparsity: u32) -> u128 {
        let mut set = u128::from(self.next()) << 64 | u128::from(self.next());
        for _ in 1..sparsity {
            set &= u128::from(self.next()) << 64 | u128::from(self.next());
        }
        let n = board.squares();
        if n == 128 {
            set
        } else {
            set & ((1 << n) - 1)
        }
    }
}

const OCCUPANCIES_PER_PAIR: usize = 6;

macro_rules! board_test {
    ($board:ident: $files:expr, $ranks:expr, from_top = $from_top:expr, $bitboard:ty) => {
        #[test]
        fn $board() {
            use example_variant::$board::{in_between, is_attacked, may_move};
            let board = Board {
                files: $files,
                ranks: $ranks,
                from_top: $from_top,
            };
            let mut rng = Rng(0x0123_4567_89AB_CDEF ^ board.squares() as u64);
            let n = board.squares();
            let (mut pairs, mut attack_checks) = (0, 0);
            for from in 0..n {
                for to in 0..n {
                    let between = board.between(from, to);
                    assert_eq!(u128::from(in_between(from, to)), between, "{from} {to}");
                    pairs += 1;
                    for k in 0..OCCUPANCIES_PER_PAIR {
                        let mut occupied = rng.occupancy(board, 1 + k as u32 % 3);
                        // Half with `from` and `to` occupied, half without.
                        if k % 2 == 0 {
                            occupied |= 1 << from | 1 << to;
                        } else {
                            occupied &= !(1 << from | 1 << to);
                        }
                        let theirs = <$bitboard>::try_from(occupied).unwrap();
                        assert_eq!(
                            may_move(from, to, theirs),
                            between & occupied == 0,
                            "may_move {from} {to} {occupied:#x}"
                        );
                        for class in 0..7 {
                            assert_eq!(
                                is_attacked(from, to, class, theirs),
                                board.attacks(class, from, to, occupied),
                                "class {class} {from} -> {to} {occupied:#x}"
                            );
                            attack_checks += 1;
                        }
                    }
                }
            }
            println!(
                "{}x{}: {pairs} pairs, {attack_checks} is_attacked checks",
                $files, $ranks
            );
        }
    };
}

board_test!(capablanca: 10, 8, from_top = false, u128);
board_test!(xiangqi: 9, 10, from_top = false, u128);
board_test!(grand: 10, 10, from_top = false, u128);
board_test!(large: 12, 10, from_top = false, u128);
board_test!(wide: 16, 8, from_top = false, u128);
board_test!(shogi: 9, 9, from_top = true, u128);
board_test!(minishogi: 5, 5, from_top = false, u64);
board_test!(file: 1, 8, from_top = false, u64);
