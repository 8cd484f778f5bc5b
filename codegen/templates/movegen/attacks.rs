/// The whole lines of `mask` (bit 0 the file, 1 the rank, 2 the diagonal, 3 the
/// anti-diagonal) through `square`, each way up to the first blocker: a rank and file
/// together (a diagonal pair) by magic where the board has magics, else by obstruction
/// difference line by line.
#[inline(always)]
fn lines(mask: u8, square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    if MAGICS && mask & 3 == 3 {
        set |= rook_magic(square, occupied);
    } else {
        set |= line(mask & 3, square, occupied);
    }
    if MAGICS && mask & 12 == 12 {
        set |= bishop_magic(square, occupied);
    } else {
        set |= line(mask & 12, square, occupied);
    }
    set
}

/// The file and the rank through `square` on an empty board, `square` aside.
#[inline(always)]
fn cross(square: usize) -> Bitboard {
    let [[file_down, file_up], [rank_down, rank_up]] = [LINES[square][0], LINES[square][1]];
    file_down | file_up | rank_down | rank_up
}

/// The lines of `mask` one by one, by obstruction difference.
#[inline(always)]
fn line(mask: u8, square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    let mut l = 0;
    while l < 4 {
        if mask >> l & 1 != 0 {
            let [lower, upper] = LINES[square][l];
            set |= obstruction_line(lower, upper, occupied);
        }
        l += 1;
    }
    set
}

/// Each line's whole-line riders of both sides (bit `l` of a type's `LINES_CAPTURE`).
#[inline(always)]
fn line_riders(by_type: &[Bitboard; TYPES]) -> [Bitboard; 4] {
    let mut riders = [0; 4];
    let mut t = 0;
    while t < TYPES {
        let mut l = 0;
        while l < 4 {
            if LINES_CAPTURE[t] >> l & 1 != 0 {
                riders[l] |= by_type[t];
            }
            l += 1;
        }
        t += 1;
    }
    riders
}

/// The pieces of `riders` (by line) that see `square` along their line.
#[inline(always)]
fn line_hits(riders: [Bitboard; 4], square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    if MAGICS && ROOK_PAIR {
        if riders[0] != 0 {
            set |= rook_magic(square, occupied) & riders[0];
        }
    } else {
        let mut l = 0;
        while l < 2 {
            let [lower, upper] = LINES[square][l];
            // Only a line that holds one of its riders can give one.
            if riders[l] & (lower | upper) != 0 {
                set |= obstruction_line(lower, upper, occupied) & riders[l];
            }
            l += 1;
        }
    }
    if MAGICS && BISHOP_PAIR {
        if riders[2] != 0 {
            set |= bishop_magic(square, occupied) & riders[2];
        }
    } else {
        let mut l = 2;
        while l < 4 {
            let [lower, upper] = LINES[square][l];
            if riders[l] & (lower | upper) != 0 {
                set |= obstruction_line(lower, upper, occupied) & riders[l];
            }
            l += 1;
        }
    }
    set
}

/// The squares one ride reaches from `square`.
#[inline(always)]
fn ride(r: &Ride, square: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    let mut s = square;
    let mut steps = 0;
    loop {
        let next = NEXT[r.dir as usize][s];
        if next == NONE {
            return set;
        }
        s = next as usize;
        set |= bit(s);
        steps += 1;
        if occupied & bit(s) != 0 || steps == r.limit {
            return set;
        }
    }
}

/// The squares a group of lame leaps reaches (their targets, where their legs are empty in
/// `occupied`), whatever it may do there.
#[inline(always)]
fn group_reach(g: &LameGroup, occupied: Bitboard) -> Bitboard {
    if occupied & (bit(g.legs[0] as usize) | bit(g.legs[1] as usize)) == 0 {
        bit(g.targets[0] as usize) | bit(g.targets[1] as usize)
    } else {
        0
    }
}

/// The squares from which a piece of type `t` and side `side` would capture on `square` by
/// a lame leap, with `occupied` blocking its legs.
/// (`pieces`: where such pieces stand; nothing is looked up where none could capture on
/// `square`.)
#[inline(always)]
fn lame_sources(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    pieces: Bitboard,
) -> Bitboard {
    let mut set = 0;
    let near = LAME_SOURCE_SQUARES
        .get(LAME_ROW[t])
        .is_some_and(|c| c[side][square] & pieces != 0);
    if let (true, Some(rows)) = (near, LAME_SOURCES.get(LAME_ROW[t])) {
        for g in &rows[side][square][..LAME_SOURCE_COUNT[t]] {
            if g.capture {
                set |= group_reach(g, occupied);
            }
        }
    }
    set
}

/// The squares one ride reaches from `square` past `screen` (the ride's first occupied
/// square): those up to the next occupied square, it included.
#[inline(always)]
fn beyond(dir: u8, screen: usize, occupied: Bitboard) -> Bitboard {
    let mut set = 0;
    let mut s = screen;
    loop {
        let next = NEXT[dir as usize][s];
        if next == NONE {
            return set;
        }
        s = next as usize;
        set |= bit(s);
        if occupied & bit(s) != 0 {
            return set;
        }
    }
}

/// The squares a hop reaches from `square`: past the first occupied square (the screen),
/// the empty squares up to the next occupied one and that one (the cannon), or the square
/// right beyond the screen (the grasshopper). Janggi's cannon hops over no piece of
/// `cannons`; a ranged cannon (`limit`) lands at most `limit` steps away.
#[inline(always)]
fn hop(h: &Hop, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    if h.limit != 0 {
        return ranged_hop(h, square, occupied, cannons);
    }
    let mut s = square;
    loop {
        let next = NEXT[h.dir as usize][s];
        if next == NONE {
            return 0;
        }
        s = next as usize;
        if occupied & bit(s) != 0 {
            break;
        }
    }
    if h.janggi && cannons & bit(s) != 0 {
        return 0;
    }
    if h.grasshopper {
        let next = NEXT[h.dir as usize][s];
        if next == NONE {
            0
        } else {
            bit(next as usize)
        }
    } else {
        beyond(h.dir, s, occupied)
    }
}

/// [`hop`] for a cannon that lands at most `h.limit` steps from `square` (`pB2`), walked
/// step by step. (Its own reverse too: the squares from which it would hop onto `square`.)
#[inline(never)]
fn ranged_hop(h: &Hop, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    let (mut s, mut set, mut screened) = (square, 0, false);
    for _ in 0..h.limit {
        let next = NEXT[h.dir as usize][s];
        if next == NONE {
            break;
        }
        s = next as usize;
        let filled = occupied & bit(s) != 0;
        if screened {
            set |= bit(s);
            if filled {
                break;
            }
        } else if filled {
            if h.janggi && cannons & bit(s) != 0 {
                break;
            }
            screened = true;
        }
    }
    set
}

/// The squares a cannon on `square` reaches by hopping along its file and rank: past the
/// first piece of each line (the screen, not one of `cannons`: janggi's cannon hops over no
/// cannon), the empty squares up to the next piece and that one. The rook's lines with the
/// screens lifted, less the rook's lines: two lookups for the four walks. (A cannon's hop
/// is its own reverse: the squares from which a cannon would hop onto `square` too.)
#[inline(always)]
fn hop_lines(square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    let near = lines(3, square, occupied);
    let screens = near & occupied & !cannons;
    lines(3, square, occupied & !screens) & !near
}

/// [`hop_lines`] for a type of [`HOP_LINES`], with janggi's cannon's screens.
#[inline(always)]
fn type_hop_lines(t: usize, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    let screens_barred = if t == JANGGI_CANNON { cannons } else { 0 };
    hop_lines(square, occupied, screens_barred)
}

/// The squares from which a hop (reversed: `h` steps from the target back towards the
/// hopper) would reach `square`: a cannon's from beyond the first occupied square up to the
/// next; a grasshopper's from beyond an occupied square right next to `square`.
#[inline(always)]
fn hopped_from(h: &Hop, square: usize, occupied: Bitboard, cannons: Bitboard) -> Bitboard {
    if !h.grasshopper {
        return hop(h, square, occupied, cannons);
    }
    let next = NEXT[h.dir as usize][square];
    if next == NONE || occupied & bit(next as usize) == 0 {
        return 0;
    }
    beyond(h.dir, next as usize, occupied)
}

/// What a piece of type `t` and side `side` on `square` reaches along the palace
/// diagonals (`diagonalLines`) with `occupied` blocking and `cannons` janggi's cannons,
/// whether capturing or not (`reversed`: from where such a piece would reach `square`); on
/// squares of the set only.
#[inline(always)]
fn palace(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    cannons: Bitboard,
    reversed: bool,
) -> Bitboard {
    if (DIAGONAL_LINES >> square) & 1 == 0 {
        return 0;
    }
    let mut set = 0;
    if PALACE_STEP[t] {
        if let Some(steps) = PALACE_STEPS.first() {
            set |= steps[usize::from(reversed)][t][side][square];
        }
    }
    if PALACE_RIDE[t] || PALACE_HOP[t] {
        for &dir in &DIAGONALS {
            if PALACE_RIDE[t] {
                let r = Ride {
                    dir,
                    limit: 0,
                    capture: true,
                    quiet: true,
                };
                set |= ride(&r, square, occupied);
            } else {
                let h = Hop {
                    dir,
                    grasshopper: false,
                    janggi: true,
                    capture: true,
                    quiet: true,
                    limit: 0,
                };
                set |= hop(&h, square, occupied, cannons);
            }
        }
    }
    set & DIAGONAL_LINES
}

/// Whether type `t` moves along the palace diagonals.
const fn on_palace_lines(t: usize) -> bool {
    DIAGONAL_LINES != 0 && (PALACE_STEP[t] || PALACE_RIDE[t] || PALACE_HOP[t])
}

/// The pieces of `pieces` (of type `T` and side `side`) that attack `square` with `occupied`
/// blocking and `cannons` janggi's cannons, but by whole lines (which
/// [`Position::attackers_with`] asks of every type at once): each of the type's ways of
/// attacking a `const` condition, so that what the type lacks is left out.
#[inline(always)]
fn type_attackers<const T: usize>(
    side: usize,
    square: usize,
    occupied: Bitboard,
    cannons: Bitboard,
    pieces: Bitboard,
) -> Bitboard {
    let mut set = 0;
    if const { HAS_LEAPS[T] } {
        set |= LEAP_ATTACKERS[T][side][square] & pieces;
    }
    if pieces == 0 {
        return set;
    }
    if const { !RIDES_REVERSED[T][0].is_empty() || !RIDES_REVERSED[T][1].is_empty() } {
        for r in RIDES_REVERSED[T][side] {
            set |= ride(r, square, occupied) & pieces;
        }
    }
    if const { BLOCKABLE_OFF_LINES[T] } {
        set |= lame_sources(T, side, square, occupied, pieces) & pieces;
        for h in HOPS_REVERSED[T][side] {
            set |= hopped_from(h, square, occupied, cannons) & pieces;
        }
        // (Only where one of them stands on the square's file or rank.)
        if HOP_LINES[T].0 && cross(square) & pieces != 0 {
            set |= type_hop_lines(T, square, occupied, cannons) & pieces;
        }
    }
    if const { on_palace_lines(T) } {
        set |= palace(T, side, square, occupied, cannons, true) & pieces;
    }
    set
}

/// The squares from which a piece of type `t` and side `side` would attack `square`, with
/// `occupied` blocking and `cannons` janggi's cannons (where its region does not hold
/// `square`, none).
#[inline(always)]
fn attacking_squares(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    cannons: Bitboard,
) -> Bitboard {
    if HAS_REGIONS && REGION[t][side] & bit(square) == 0 {
        return 0;
    }
    let mut set = LEAP_ATTACKERS[t][side][square];
    if LINES_CAPTURE[t] != 0 {
        set |= lines(LINES_CAPTURE[t], square, occupied);
    }
    for r in RIDES_REVERSED[t][side] {
        if r.capture {
            set |= ride(r, square, occupied);
        }
    }
    set |= lame_sources(t, side, square, occupied, !0);
    for h in HOPS_REVERSED[t][side] {
        set |= hopped_from(h, square, occupied, cannons);
    }
    if HOP_LINES[t].0 {
        set |= type_hop_lines(t, square, occupied, cannons);
    }
    if on_palace_lines(t) {
        set |= palace(t, side, square, occupied, cannons, true);
    }
    set
}

/// Where a piece of type `t` and side `side` on `square` may go: captures onto `theirs`,
/// quiet moves onto empty squares, with `occupied` blocking and `cannons` janggi's cannons
/// (which janggi's cannon neither hops over nor takes): [`targets_of`] for the type.
#[inline(always)]
fn targets(
    t: usize,
    side: usize,
    square: usize,
    occupied: Bitboard,
    theirs: Bitboard,
    cannons: Bitboard,
) -> Bitboard {
    macro_rules! by_type {
        ($($t:literal)*) => {
            match t {
                $($t => targets_of::<$t>(side, square, occupied, theirs, cannons),)*
                _ => 0,
            }
        };
    }
    each_type!(by_type)
}

/// [`targets`] of type `T`, known when the generator is compiled. Each of its conditions
/// on the type is a `const` block, so the ways of moving the type lacks are left out
/// before the optimiser sees them (a plain condition on `T` would hand it every way of
/// moving for every type, to fold away again: twice the build time). A whole line that both
/// captures and moves is computed once.
#[inline(always)]
fn targets_of<const T: usize>(
    side: usize,
    square: usize,
    occupied: Bitboard,
    theirs: Bitboard,
    cannons: Bitboard,
) -> Bitboard {
    let empty = !occupied;
    let mut set =
        (LEAP_CAPTURES[T][side][square] & theirs) | (LEAP_QUIETS[T][side][square] & empty);
    let both = const { LINES_CAPTURE[T] & LINES_QUIET[T] };
    if const { LINES_CAPTURE[T] & LINES_QUIET[T] != 0 } {
        set |= lines(both, square, occupied) & (theirs | empty);
    }
    if const { LINES_CAPTURE[T] & !LINES_QUIET[T] != 0 } {
        set |= lines(LINES_CAPTURE[T] & !both, square, occupied) & theirs;
    }
    if const { LINES_QUIET[T] & !LINES_CAPTURE[T] != 0 } {
        set |= lines(LINES_QUIET[T] & !both, square, occupied) & empty;
    }
    if const { !RIDES[T][0].is_empty() || !RIDES[T][1].is_empty() } {
        for r in RIDES[T][side] {
            let reach = ride(r, square, occupied);
            if r.capture {
                set |= reach & theirs;
            }
            if r.quiet {
                set |= reach & empty;
            }
        }
    }
    if const { LAME_ROW[T] != usize::MAX } {
        if let (Some(rows), Some(masks)) = (
            LAME_STEPS.get(LAME_ROW[T]),
            LAME_STEP_MASKS.get(LAME_ROW[T]),
        ) {
            let groups = &rows[side][square][..const { LAME_STEP_COUNT[T] }];
            let masks = &masks[side][square][..const { LAME_STEP_COUNT[T] }];
            for (g, m) in groups.iter().zip(masks) {
                if occupied & m.legs == 0 {
                    if g.capture {
                        set |= m.targets & theirs;
                    }
                    if g.quiet {
                        set |= m.targets & empty;
                    }
                }
            }
        }
    }
    if const { !HOPS[T][0].is_empty() || !HOPS[T][1].is_empty() } {
        for h in HOPS[T][side] {
            let reach = hop(h, square, occupied, cannons);
            if h.capture {
                set |= reach & theirs;
            }
            if h.quiet {
                set |= reach & empty;
            }
        }
    }
    if const { HOP_LINES[T].0 || HOP_LINES[T].1 } {
        let reach = type_hop_lines(T, square, occupied, cannons);
        if const { HOP_LINES[T].0 } {
            set |= reach & theirs;
        }
        if const { HOP_LINES[T].1 } {
            set |= reach & empty;
        }
    }
    if const { on_palace_lines(T) } {
        set |= palace(T, side, square, occupied, cannons, false) & (theirs | empty);
    }
    if const { T == JANGGI_CANNON } {
        set &= !cannons;
    }
    if HAS_REGIONS {
        set &= REGION[T][side];
    }
    set
}
