//! ItemToEmit the attack-set functions (`attacks`, `attackers_to`, `in_check`): the tables an
//! [`AttackSetFunction`] holds as `static`s inside the function (shared with the request's other
//! functions by [`super::share_tables`]), and the lookups that read them.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::local_static;
use crate::compute::attack_sets::{
    AttackFunction, AttackSetFunction, AttackStrategy, PieceSets, Rides,
};
use crate::compute::{hops, sliders};
use crate::{catalog::request::Item, error::Error, model::table::ElementType, model::table::Table};

/// A literal `usize` index.
fn index(i: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(i)
}

/// The tables of a kit and which row each piece reads.
struct Layout {
    /// The `static`s.
    statics: TokenStream,
    /// Per piece, its row of `LEAPS`, if it leaps.
    leaps: Vec<Option<usize>>,
    /// Per piece, its rows of `MASKS` for its orthogonal and diagonal rides, where needed.
    masks: Vec<[Option<usize>; 2]>,
    /// Per piece, its row of `START`, if it has paths.
    paths: Vec<Option<usize>>,
}

fn layout(kit: &AttackSetFunction, item: &Item) -> Result<Layout, Error> {
    let g = kit.geometry;
    let n = g.squares();
    let scalar = g.bitboard().rust_name();
    let static_of = |ident: &str, table: &Table, scalar: &str, element| {
        local_static(ident, table, scalar, element, item)
    };
    let sets = |ident: &str, rows: Vec<u128>, shape: &[usize]| {
        static_of(
            ident,
            &Table::from_sets(g, rows).with_shape(shape),
            scalar,
            ElementType::U64,
        )
    };
    let mut statics = TokenStream::new();
    // Leaps: a row per piece that leaps.
    let mut leap_rows = Vec::new();
    let leaps = numbered(&kit.pieces, PieceSets::has_leaps, |p| {
        leap_rows.extend(&p.leaps);
    });
    if !leap_rows.is_empty() {
        let rows = leap_rows.len() / n;
        statics.extend(sets("LEAPS", leap_rows, &[rows, n])?);
    }
    // Ride masks: a row per piece and kind of line whose rides are not what the getter
    // gives.
    let mut mask_rows: Vec<u128> = Vec::new();
    let masks = kit
        .pieces
        .iter()
        .map(|p| {
            [&p.orthogonal, &p.diagonal].map(|rides| {
                let rides = rides.as_ref()?;
                rides.needs_mask(kit.strategy).then(|| {
                    mask_rows.extend(&rides.masks);
                    mask_rows.len() / n - 1
                })
            })
        })
        .collect();
    if !mask_rows.is_empty() {
        let rows = mask_rows.len() / n;
        statics.extend(sets("MASKS", mask_rows, &[rows, n])?);
    }
    // Paths: every (landing square, path) in one list, and per piece where each square's
    // entries start.
    let mut entries: Vec<u128> = Vec::new();
    let mut starts: Vec<i32> = Vec::new();
    let paths = numbered(&kit.pieces, PieceSets::has_paths, |p| {
        for list in &p.paths {
            starts.push((entries.len() / 2) as i32);
            entries.extend(list.iter().flat_map(|&(target, path)| [target, path]));
        }
        starts.push((entries.len() / 2) as i32);
    });
    if !entries.is_empty() {
        let len = entries.len() / 2;
        statics.extend(sets("PATHS", entries, &[len, 2])?);
        let (scalar, element) = if kit.start_bytes() == 2 {
            ("u16", ElementType::U16)
        } else {
            ("i32", ElementType::I32)
        };
        let rows = starts.len() / (n + 1);
        let table = Table::from_integers(starts).with_shape(&[rows, n + 1]);
        statics.extend(static_of("START", &table, scalar, element)?);
    }
    // The hops' rays: per direction, the squares from each square to the edge.
    if kit.pieces.iter().any(PieceSets::has_hops) {
        let shape = [hops::DIRECTIONS.len(), n];
        statics.extend(sets("RAYS", hops::rays(g), &shape)?);
    }
    // The strategy's line tables.
    match kit.strategy {
        AttackStrategy::Obstruction if kit.uses_lines() => {
            statics.extend(sets(
                "LINES",
                sliders::obstruction_difference(g)
                    .sets()
                    .unwrap_or_default(),
                &[n, sliders::LINES.len(), 2],
            )?);
        }
        AttackStrategy::Obstruction | AttackStrategy::Rotated | AttackStrategy::Fill => {}
        AttackStrategy::Magic => {
            for (name, magics) in [("ROOK", &kit.rook), ("BISHOP", &kit.bishop)] {
                if let Some(m) = magics {
                    let table = sliders::magic_table(m);
                    statics.extend(static_of(
                        &format!("{name}_MAGICS"),
                        &table,
                        "u64",
                        ElementType::U64,
                    )?);
                    let attacks = Table::from_bitboards(m.attacks.clone());
                    statics.extend(static_of(
                        &format!("{name}_ATTACKS"),
                        &attacks,
                        "u64",
                        ElementType::U64,
                    )?);
                }
            }
        }
    }
    Ok(Layout {
        statics,
        leaps,
        masks,
        paths,
    })
}

/// Numbers the pieces that `has` something, in order, calling `add` for each.
fn numbered(
    pieces: &[PieceSets],
    has: fn(&PieceSets) -> bool,
    mut add: impl FnMut(&PieceSets),
) -> Vec<Option<usize>> {
    let mut next = 0;
    pieces
        .iter()
        .map(|p| {
            has(p).then(|| {
                add(p);
                next += 1;
                next - 1
            })
        })
        .collect()
}

/// The getters a function body calls: closures over the square and the occupancy.
fn getters(kit: &AttackSetFunction, sq: &Ident, bitboard: &Ident) -> TokenStream {
    let mut out = TokenStream::new();
    let line = super::kernels::obstruction_line(bitboard);
    let index = super::kernels::magic_index();
    match kit.strategy {
        AttackStrategy::Obstruction if kit.uses_lines() => out.extend(quote! {
            // Obstruction difference: the line's squares up to and including the first
            // blocker each way.
            let line = |line: usize| -> #bitboard {
                let [lower, upper] = LINES[#sq][line];
                #line
            };
        }),
        AttackStrategy::Rotated if kit.uses_lines() => out.extend(quote! {
            // Rotated bitboards: the line's state in its rotated copy indexes its attacks.
            let line = |line: usize| -> #bitboard { rotated.line_attacks(#sq, line) };
        }),
        AttackStrategy::Fill if kit.uses_lines() => out.extend(quote! {
            // Direction-wise fills from the square alone.
            let bit: #bitboard = 1 << #sq;
            let empty = !occupied;
        }),
        AttackStrategy::Obstruction | AttackStrategy::Rotated | AttackStrategy::Fill => {}
        AttackStrategy::Magic => {
            for (name, magics) in [("rook", &kit.rook), ("bishop", &kit.bishop)] {
                if magics.is_some() {
                    let getter = format_ident!("{name}");
                    let upper = name.to_uppercase();
                    let (table, attacks) = (
                        format_ident!("{upper}_MAGICS"),
                        format_ident!("{upper}_ATTACKS"),
                    );
                    out.extend(quote! {
                        let #getter = || -> u64 {
                            let [mask, magic, shift, offset] = #table[#sq];
                            #attacks[#index]
                        };
                    });
                }
            }
        }
    }
    if kit.pieces.iter().any(PieceSets::has_hops) {
        out.extend(hop_getters(kit, sq, bitboard));
    }
    if kit.pieces.iter().any(PieceSets::has_paths) {
        out.extend(quote! {
            // A loop over landing squares: each is reached when its path is empty.
            let paths = |entries: &[[#bitboard; 2]]| -> #bitboard {
                entries.iter().fold(0, |set, &[target, path]| {
                    if path & occupied == 0 {
                        set | target
                    } else {
                        set
                    }
                })
            };
        });
    }
    out
}

/// The hops' getters, each taking a direction (an index into `RAYS`) and whether it runs
/// up the numbering: only the kinds the pieces use.
fn hop_getters(kit: &AttackSetFunction, sq: &Ident, bitboard: &Ident) -> TokenStream {
    use crate::compute::hops::HopKind;
    let used = |kind: HopKind| {
        kit.pieces
            .iter()
            .any(|p| p.hops.iter().any(|h| h.kind == kind))
    };
    let mut out = quote! {
        // The nearest square of a non-empty set along a ray: its lowest bit where the ray
        // runs up the numbering, its highest where it runs down.
        let nearest = |set: #bitboard, up: bool| -> usize {
            if up {
                set.trailing_zeros() as usize
            } else {
                (#bitboard::BITS - 1 - set.leading_zeros()) as usize
            }
        };
    };
    if used(HopKind::Cannon) || used(HopKind::GrasshopperBack) {
        out.extend(quote! {
            // A ray's squares up to and including its first piece.
            let to_first = |ray: #bitboard, direction: usize, up: bool| -> #bitboard {
                let pieces = ray & occupied;
                if pieces == 0 {
                    ray
                } else {
                    ray & !RAYS[direction][nearest(pieces, up)]
                }
            };
        });
    }
    if used(HopKind::Cannon) {
        out.extend(quote! {
            // The cannon: over the first piece (the screen), on to the next.
            let cannon = |direction: usize, up: bool| -> #bitboard {
                let screens = RAYS[direction][#sq] & occupied;
                if screens == 0 {
                    0
                } else {
                    to_first(RAYS[direction][nearest(screens, up)], direction, up)
                }
            };
        });
    }
    if used(HopKind::Grasshopper) {
        out.extend(quote! {
            // The grasshopper: the square right beyond the first piece.
            let grasshopper = |direction: usize, up: bool| -> #bitboard {
                let screens = RAYS[direction][#sq] & occupied;
                if screens == 0 {
                    return 0;
                }
                let beyond = RAYS[direction][nearest(screens, up)];
                if beyond == 0 {
                    0
                } else {
                    1 << nearest(beyond, up)
                }
            };
        });
    }
    if used(HopKind::GrasshopperBack) {
        out.extend(quote! {
            // A grasshopper seen from its target: the next square must hold a piece, and
            // the attacker is the first piece beyond it.
            let grasshopper_back = |direction: usize, up: bool| -> #bitboard {
                let ray = RAYS[direction][#sq];
                if ray == 0 {
                    return 0;
                }
                let next = nearest(ray, up);
                if occupied >> next & 1 == 0 {
                    0
                } else {
                    to_first(RAYS[direction][next], direction, up)
                }
            };
        });
    }
    out
}

/// A piece's hops: the OR of each hop's getter call; and whether it is an OR at its top.
fn hop_value(kit: &AttackSetFunction, piece: &PieceSets) -> (TokenStream, bool) {
    use crate::compute::hops::HopKind;
    let calls = piece.hops.iter().map(|h| {
        let getter = format_ident!(
            "{}",
            match h.kind {
                HopKind::Cannon => "cannon",
                HopKind::Grasshopper => "grasshopper",
                HopKind::GrasshopperBack => "grasshopper_back",
            }
        );
        let direction = index(h.direction);
        let up = hops::ascends(kit.geometry, h.direction);
        quote!(#getter(#direction, #up))
    });
    (quote!(#(#calls)|*), piece.hops.len() > 1)
}

/// One kind of a piece's line rides: the getter's call, masked where the rides are not what
/// it gives; and whether the value is an OR at its top (to be put in parentheses before an
/// AND).
fn ride_value(
    kit: &AttackSetFunction,
    rides: &Rides,
    kind: usize,
    mask: Option<usize>,
    sq: &Ident,
) -> (TokenStream, bool) {
    let lines = match kit.strategy {
        AttackStrategy::Magic => {
            let getter = format_ident!("{}", ["rook", "bishop"][kind]);
            quote!(#getter())
        }
        AttackStrategy::Obstruction | AttackStrategy::Rotated => {
            let calls = rides.lines.iter().map(|&l| {
                let l = index(l);
                quote!(line(#l))
            });
            quote!(#(#calls)|*)
        }
        AttackStrategy::Fill => {
            let directions: Vec<(i32, i32)> = rides
                .lines
                .iter()
                .flat_map(|&l| {
                    let (df, dr) = sliders::LINES[l];
                    [(df, dr), (-df, -dr)]
                })
                .collect();
            let (bit, empty) = (format_ident!("bit"), format_ident!("empty"));
            super::fills::fills(kit.geometry, &bit, &empty, &directions)
        }
    };
    let or = match kit.strategy {
        AttackStrategy::Magic => false,
        AttackStrategy::Obstruction | AttackStrategy::Rotated => rides.lines.len() > 1,
        AttackStrategy::Fill => true,
    };
    match mask {
        Some(row) => {
            let row = index(row);
            if or {
                (quote!((#lines) & MASKS[#row][#sq]), false)
            } else {
                (quote!(#lines & MASKS[#row][#sq]), false)
            }
        }
        None => (lines, or),
    }
}

/// What a part of a piece's set is made of.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Leaps,
    /// Rides the getter gives whole (no mask): pieces sharing one are tested together.
    WholeRides,
    Rides,
    Paths,
    Hops,
}

/// One part of a piece's set: its kind, its value, and whether the value is an OR at its
/// top; for rides a getter gives whole, the kind of line and the lines, which pieces
/// sharing them share.
struct Term {
    part: Part,
    value: TokenStream,
    or: bool,
    shared: Option<(usize, Vec<usize>)>,
}

impl Term {
    /// The value, in parentheses when it is an OR (before an AND).
    fn operand(&self) -> TokenStream {
        let value = &self.value;
        if self.or {
            quote!((#value))
        } else {
            value.clone()
        }
    }
}

/// The parts of piece `p`'s set: leaps, each kind of ride, paths.
fn parts(kit: &AttackSetFunction, layout: &Layout, p: usize, sq: &Ident) -> Vec<Term> {
    let piece = &kit.pieces[p];
    let mut parts = Vec::new();
    if let Some(row) = layout.leaps[p] {
        let row = index(row);
        parts.push(Term {
            part: Part::Leaps,
            value: quote!(LEAPS[#row][#sq]),
            or: false,
            shared: None,
        });
    }
    for (kind, rides) in [&piece.orthogonal, &piece.diagonal].into_iter().enumerate() {
        if let Some(rides) = rides {
            let mask = layout.masks[p][kind];
            let (value, or) = ride_value(kit, rides, kind, mask, sq);
            let (part, shared) = match mask {
                Some(_) => (Part::Rides, None),
                None => (Part::WholeRides, Some((kind, rides.lines.clone()))),
            };
            parts.push(Term {
                part,
                value,
                or,
                shared,
            });
        }
    }
    if let Some(row) = layout.paths[p] {
        let row = index(row);
        let value = quote!(paths(&PATHS[START[#row][#sq] as usize..START[#row][#sq + 1] as usize]));
        parts.push(Term {
            part: Part::Paths,
            value,
            or: false,
            shared: None,
        });
    }
    if piece.has_hops() {
        let (value, or) = hop_value(kit, piece);
        parts.push(Term {
            part: Part::Hops,
            value,
            or,
            shared: None,
        });
    }
    parts
}

/// The terms of `attackers_to` and `in_check`: each part of each piece with the pieces it
/// applies to (`by_piece[p]`, or for rides a getter gives whole, the OR of every piece
/// sharing that getter), leaps first, then paths, then rides, then hops.
fn terms(kit: &AttackSetFunction, layout: &Layout, sq: &Ident) -> Vec<(Term, TokenStream)> {
    let mut terms: Vec<(Term, Vec<usize>)> = Vec::new();
    for p in 0..kit.pieces.len() {
        for term in parts(kit, layout, p, sq) {
            let shared = terms
                .iter_mut()
                .find(|(t, _)| term.shared.is_some() && t.shared == term.shared);
            match shared {
                Some((_, pieces)) => pieces.push(p),
                None => terms.push((term, vec![p])),
            }
        }
    }
    let rank = |part: Part| match part {
        Part::Leaps => 0,
        Part::Paths => 1,
        Part::WholeRides | Part::Rides => 2,
        Part::Hops => 3,
    };
    terms.sort_by_key(|(t, _)| rank(t.part));
    terms
        .into_iter()
        .map(|(term, pieces)| {
            let by = pieces.iter().map(|&p| {
                let p = index(p);
                quote!(by_piece[#p])
            });
            let by = if pieces.len() > 1 {
                quote!((#(#by)|*))
            } else {
                quote!(#(#by)*)
            };
            (term, by)
        })
        .collect()
}

/// The `match piece { .. }` of `attacks`: each piece's parts ORed.
fn attack_arms(kit: &AttackSetFunction, layout: &Layout, sq: &Ident) -> TokenStream {
    let arms = (0..kit.pieces.len()).map(|p| {
        let parts: Vec<TokenStream> = parts(kit, layout, p, sq)
            .into_iter()
            .map(|t| t.value)
            .collect();
        let value = if parts.is_empty() {
            quote!(0)
        } else {
            quote!(#(#parts)|*)
        };
        let p = index(p);
        quote!(#p => #value,)
    });
    quote! {
        match piece {
            #(#arms)*
            _ => 0,
        }
    }
}

/// The body of a side's attacks (`side_attacks`) by table: a piece that only leaps moves as
/// a set (a rotation and a mask per leap: a side's pawns at once); each other piece's
/// squares in turn through the per-square lookup. With its parameters and output, and
/// whether it reads the tables.
fn side_attacks_body(
    kit: &AttackSetFunction,
    layout: &Layout,
    sq: &Ident,
    bitboard: &Ident,
    getters: &TokenStream,
    occupancy: &TokenStream,
) -> (TokenStream, TokenStream, TokenStream, bool) {
    let g = kit.geometry;
    let count = index(kit.pieces.len());
    let arms = attack_arms(kit, layout, sq);
    let set = format_ident!("set");
    let mut looped = false;
    let loops: Vec<TokenStream> = (0..kit.pieces.len())
        .map(|p| {
            let leaps: Option<Vec<(i32, i32)>> = kit.moves[p]
                .iter()
                .map(|m| {
                    (m.range == crate::input::betza::Range::Leap && !m.lame)
                        .then_some((m.step.files, m.step.ranks))
                })
                .collect();
            let i = index(p);
            match leaps {
                Some(leaps) if !leaps.is_empty() && leaps.len() <= 2 => {
                    if !leaps
                        .iter()
                        .any(|&d| crate::compute::fills::Step::new(g, d).lands())
                    {
                        // No leap of it lands on the board.
                        return quote!();
                    }
                    let moved = super::fills::leaps(g, &set, &leaps);
                    quote! {
                        let set = by_piece[#i];
                        attacked |= #moved;
                    }
                }
                _ => {
                    looped = true;
                    quote! {
                        let mut pieces = by_piece[#i];
                        while pieces != 0 {
                            attacked |= attacks(#i, pieces.trailing_zeros() as usize);
                            pieces &= pieces - 1;
                        }
                    }
                }
            }
        })
        .collect();
    let lookup = looped.then(|| {
        quote! {
            let attacks = |piece: usize, #sq: usize| -> #bitboard {
                #getters
                #arms
            };
        }
    });
    (
        quote!(by_piece: &[#bitboard; #count], #occupancy),
        quote!(#bitboard),
        quote! {
            #lookup
            let mut attacked = 0;
            #(#loops)*
            attacked
        },
        looped,
    )
}

/// An attack-set function over its own tables (`static`s inside its body); for the `rotated`
/// strategy, followed by the `RotatedOccupancy` it takes.
pub(super) fn function(
    kit: &AttackSetFunction,
    item: &Item,
    vis: TokenStream,
    name: Ident,
) -> Result<TokenStream, Error> {
    let g = kit.geometry;
    let bitboard = format_ident!("{}", g.bitboard().rust_name());
    let sq = format_ident!("{}", kit.function.square_parameter());
    let count = index(kit.pieces.len());
    // The occupancy parameter, and for rotated bitboards the plain occupancy read from it
    // where the paths need it.
    let rotated_type = format_ident!("{}", super::rotated::TYPE);
    // (Hops read the occupancy as paths do.)
    let reads_occupancy = kit.pieces.iter().any(|p| p.has_paths() || p.has_hops());
    let (occupancy, prelude) = match (kit.strategy, reads_occupancy, kit.uses_lines()) {
        (AttackStrategy::Rotated, true, _) => (
            quote!(rotated: &#rotated_type),
            quote!(let occupied = rotated.occupied();),
        ),
        // Leaps alone read no occupancy.
        (AttackStrategy::Rotated, false, false) => {
            (quote!(rotated: &#rotated_type), quote!(let _ = rotated;))
        }
        (AttackStrategy::Rotated, false, true) => (quote!(rotated: &#rotated_type), quote!()),
        (_, false, false) => (quote!(occupied: #bitboard), quote!(let _ = occupied;)),
        _ => (quote!(occupied: #bitboard), quote!()),
    };
    let kernel = (kit.strategy == AttackStrategy::Fill
        && kit.function != AttackFunction::SideAttacks
        && kit.uses_lines())
    .then(|| super::fills::kernel(&bitboard, crate::compute::fills::doublings(g)));
    let (parameters, output, inner) =
        if kit.function == AttackFunction::SideAttacks && kit.strategy == AttackStrategy::Fill {
            (
                quote!(by_piece: &[#bitboard; #count], #occupancy),
                quote!(#bitboard),
                super::fills::side_attacks(g, &kit.moves),
            )
        } else {
            let layout = layout(kit, item)?;
            let statics = &layout.statics;
            let getters = getters(kit, &sq, &bitboard);
            let mut reads_tables = true;
            let (parameters, output, body) = match kit.function {
                AttackFunction::Attacks => (
                    quote!(piece: usize, #sq: usize, #occupancy),
                    quote!(#bitboard),
                    attack_arms(kit, &layout, &sq),
                ),
                AttackFunction::SideAttacks => {
                    let (parameters, output, body, looped) =
                        side_attacks_body(kit, &layout, &sq, &bitboard, &getters, &occupancy);
                    reads_tables = looped;
                    (parameters, output, body)
                }
                AttackFunction::AttackersTo => {
                    let terms: Vec<TokenStream> = terms(kit, &layout, &sq)
                        .into_iter()
                        .map(|(term, by)| {
                            let value = term.operand();
                            quote!(#value & #by)
                        })
                        .collect();
                    let value = if terms.is_empty() {
                        quote!(0)
                    } else {
                        quote!(#(#terms)|*)
                    };
                    (
                        quote!(#sq: usize, #occupancy, by_piece: &[#bitboard; #count]),
                        quote!(#bitboard),
                        value,
                    )
                }
                AttackFunction::InCheck => {
                    // Leaps first (one load each), then paths, then the line rides and the
                    // hops, each looked up only when a piece that moves that way is on the
                    // board.
                    let tests = terms(kit, &layout, &sq).into_iter().map(|(term, by)| {
                        let value = term.operand();
                        match term.part {
                            Part::Leaps | Part::Paths => {
                                quote!(if #value & #by != 0 { return true; })
                            }
                            Part::WholeRides | Part::Rides | Part::Hops => {
                                quote!(if #by != 0 && #value & #by != 0 { return true; })
                            }
                        }
                    });
                    (
                        quote!(#sq: usize, #occupancy, by_piece: &[#bitboard; #count]),
                        quote!(bool),
                        quote! {
                            #(#tests)*
                            false
                        },
                    )
                }
            };
            // Pieces that all leap as sets read no table.
            let statics = if reads_tables {
                statics.clone()
            } else {
                quote!()
            };
            let body = if kit.function == AttackFunction::SideAttacks {
                quote!(#statics #prelude #body)
            } else {
                quote!(#statics #prelude #getters #body)
            };
            (parameters, output, body)
        };
    let rotated = match &kit.rotation {
        Some(rotation) => super::rotated::occupancy_type(rotation, item, false)?,
        None => quote!(),
    };
    Ok(quote! {
        #[must_use]
        #[inline]
        #[allow(
            clippy::unreadable_literal,
            clippy::cast_possible_truncation,
            clippy::cast_sign_loss,
            clippy::cast_lossless,
            clippy::too_many_lines,
            clippy::match_same_arms,
            clippy::large_stack_arrays
        )]
        #vis fn #name(#parameters) -> #output {
            #kernel
            #inner
        }
        #rotated
    })
}
