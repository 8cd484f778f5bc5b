//! The pieces' capture moves, written by hand from Betza's notation (as Fairy-Stockfish reads
//! it) for the move walkers of the tests: independent of the generator's parser.

/// A step as (files, ranks), white moving up the board.
pub type Step = (i32, i32);

/// One capture move: its step, the squares of a lame leap's path (relative), how far it
/// rides (`Some(1)` a leap, `None` to the edge), and whether it hops.
#[derive(Clone)]
pub struct Move {
    pub step: Step,
    pub legs: Vec<Step>,
    pub limit: Option<i32>,
    pub hop: Hop,
}

/// How a ride passes the first piece on its way.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Hop {
    /// It stops there.
    No,
    /// Betza's `p`: over it (the screen), then on up to and including the next piece.
    Cannon,
    /// Betza's `g`: onto the square right beyond it.
    Grasshopper,
}

fn all8((a, b): Step) -> Vec<Step> {
    let mut v = vec![
        (a, b),
        (-a, b),
        (a, -b),
        (-a, -b),
        (b, a),
        (-b, a),
        (b, -a),
        (-b, -a),
    ];
    v.sort_unstable();
    v.dedup();
    v
}

/// The capture moves of each definition the tests use, written from the notation by hand.
pub fn capture_moves(betza: &str) -> Vec<Move> {
    // Unblocked steps (no legs) repeated up to `limit` times, passing pieces as `hop` says.
    let moves = |steps: Vec<Step>, limit, hop| -> Vec<Move> {
        steps
            .into_iter()
            .map(|step| Move {
                step,
                legs: vec![],
                limit,
                hop,
            })
            .collect()
    };
    let leaps = |steps| moves(steps, Some(1), Hop::No);
    let rides = |steps, limit| moves(steps, limit, Hop::No);
    let hops = |steps, hop| moves(steps, None, hop);
    let (knight, rook, bishop) = (all8((1, 2)), all8((0, 1)), all8((1, 1)));
    match betza {
        "NN" => rides(knight, None),
        // The xiangqi horse: the orthogonal neighbour towards the longer leg must be empty.
        "nN" => knight
            .into_iter()
            .map(|(f, r)| Move {
                step: (f, r),
                legs: vec![if r.abs() == 2 { (0, r / 2) } else { (f / 2, 0) }],
                limit: Some(1),
                hop: Hop::No,
            })
            .collect(),
        "nA" => all8((2, 2))
            .into_iter()
            .map(|(f, r)| Move {
                step: (f, r),
                legs: vec![(f / 2, r / 2)],
                limit: Some(1),
                hop: Hop::No,
            })
            .collect(),
        "C" => leaps(all8((1, 3))),
        "Z" => leaps(all8((2, 3))),
        "BN" => [rides(bishop, None), leaps(knight)].concat(),
        "RN" => [rides(rook, None), leaps(knight)].concat(),
        "QN" => [rides(rook, None), rides(bishop, None), leaps(knight)].concat(),
        "fW" => leaps(vec![(0, 1)]),
        "fF" => leaps(vec![(-1, 1), (1, 1)]),
        "R4" => rides(rook, Some(4)),
        "fsW" => leaps(vec![(0, 1), (-1, 0), (1, 0)]),
        "B2" => rides(bishop, Some(2)),
        // Fairy-Stockfish's `b` on an oblique atom: the two narrow backward leaps.
        "bN" => leaps(vec![(-1, -2), (1, -2)]),
        "vR" => rides(vec![(0, 1), (0, -1)], None),
        "R" => rides(rook, None),
        "B" => rides(bishop, None),
        "Q" => [rides(rook, None), rides(bishop, None)].concat(),
        "N" => leaps(knight),
        "K" => leaps([rook, bishop].concat()),
        "fR" => rides(vec![(0, 1)], None),
        "fsR" => rides(vec![(0, 1), (-1, 0), (1, 0)], None),
        // The pawns capture diagonally forward (black's forward is down the board).
        "fmWfcF" => leaps(vec![(-1, 1), (1, 1)]),
        "bmWbcF" => leaps(vec![(-1, -1), (1, -1)]),
        // Hoppers: the cannon over one screen along files and ranks (xiangqi's `mRcpR`
        // captures so), along diagonals, and the grasshopper right beyond the first piece.
        "pR" | "mRcpR" => hops(rook, Hop::Cannon),
        "pB" => hops(bishop, Hop::Cannon),
        "gQ" => hops([rook, bishop].concat(), Hop::Grasshopper),
        // Moves diagonally, captures orthogonally.
        "mFcW" => leaps(rook),
        other => panic!("no hand-written moves for `{other}`"),
    }
}
