//! The move generator's template, the files of `codegen/templates/movegen/` by concern
//! ([`FILES`], in order): real Rust that reads the generated `rules` module by name (the
//! first lines of `prelude.rs`, `use self::rules::{..}`, are the whole contract) and is
//! compiled in the workspace against a fixture of those rules (`codegen/template-check`,
//! which includes every file), so rustc and clippy check it where it is written. The
//! generated module holds them one after the other, in one file for the user.
//!
//! | file | holds |
//! |---|---|
//! | `prelude.rs` | the `rules` it reads (the contract), squares, roles, pieces, move kinds, bit helpers |
//! | `attacks.rs` | what a type reaches and attacks: lines, rides, lame leaps, hops, the palace |
//! | `moves.rs` | `Move` (UCI), the hands' and checks' keys, `MoveList` |
//! | `sinks.rs` | where generated moves go: `Sink`, `Offer`, the filters (gating, passes, drops, checks, pseudo-royals, tested moves) |
//! | `errors.rs` | `FenError`, `IllegalMove`, `UciError`, `San`, `SanError` |
//! | `outcome.rs` | `Color`, `Termination`, `Outcome`, `History` |
//! | `position.rs` | `Position`: placement, FEN in and out, the Zobrist key, hands, accessors |
//! | `attackers.rs` | attackers, janggi's cannons and facing kings, the squares that expose the king (`danger`) |
//! | `drops.rs` | drops from the hand, bishops' colours, `mustDrop` |
//! | `checks.rs` | checkers, pseudo-royal pieces, pins |
//! | `generation.rs` | legal moves: the generators by rule, the safe generator |
//! | `castling.rs` | castling's squares, each type's moves, piece promotions, shogi's moves |
//! | `play.rs` | `play`, `try_play`, `is_legal`, `gives_check` |
//! | `notation.rs` | UCI and SAN read and written, shogi's SAN |
//! | `notations.rs` | `Notation`: every notation Fairy-Stockfish writes (LAN, shogi's, janggi's, WXF, Thai) |
//! | `game_end.rs` | checkmate, stalemate, repetitions, rule ends, material, `outcome` |
//! | `counting.rs` | makruk's family's count: started, limited, written in the FEN |
//! | `shatar.rs` | shatar's mate rule: the series of checks and its shak |
//! | `sittuyin.rs` | sittuyin's promotions and its draw of a side that can only promote |
//! | `make.rs` | `make`: a move made, explosions and gating |
//! | `attack_maps.rs` | `AttackMaps`, kept current move by move |
//! | `display.rs` | the board drawn, `perft`, `perft_bulk`, `divide` |
//!
//! Its doc examples are fenced ```` ```variant ```` and name the module they run in as
//! `crate_path`: placing the template rewrites those doc attributes, found on the syntax
//! tree, and nothing else; the text keeps its comments.

use proc_macro2::TokenStream;
use syn::visit_mut::VisitMut;

use crate::error::Error;

/// The template's files, in the order the generated module holds them.
///
/// ```
/// use vector_attacks_codegen::movegen::template::{FILES, TEXT};
/// assert_eq!(FILES[0], "prelude.rs");
/// assert!(TEXT.starts_with("// The move generator's template"));
/// ```
pub const FILES: [&str; 22] = [
    "prelude.rs",
    "attacks.rs",
    "moves.rs",
    "sinks.rs",
    "errors.rs",
    "outcome.rs",
    "position.rs",
    "attackers.rs",
    "drops.rs",
    "checks.rs",
    "generation.rs",
    "castling.rs",
    "play.rs",
    "notation.rs",
    "notations.rs",
    "game_end.rs",
    "counting.rs",
    "shatar.rs",
    "sittuyin.rs",
    "make.rs",
    "attack_maps.rs",
    "display.rs",
];

/// The template's text, as written: its files one after the other, a blank line between.
pub const TEXT: &str = concat!(
    include_str!("../../templates/movegen/prelude.rs"),
    "\n",
    include_str!("../../templates/movegen/attacks.rs"),
    "\n",
    include_str!("../../templates/movegen/moves.rs"),
    "\n",
    include_str!("../../templates/movegen/sinks.rs"),
    "\n",
    include_str!("../../templates/movegen/errors.rs"),
    "\n",
    include_str!("../../templates/movegen/outcome.rs"),
    "\n",
    include_str!("../../templates/movegen/position.rs"),
    "\n",
    include_str!("../../templates/movegen/attackers.rs"),
    "\n",
    include_str!("../../templates/movegen/drops.rs"),
    "\n",
    include_str!("../../templates/movegen/checks.rs"),
    "\n",
    include_str!("../../templates/movegen/generation.rs"),
    "\n",
    include_str!("../../templates/movegen/castling.rs"),
    "\n",
    include_str!("../../templates/movegen/play.rs"),
    "\n",
    include_str!("../../templates/movegen/notation.rs"),
    "\n",
    include_str!("../../templates/movegen/notations.rs"),
    "\n",
    include_str!("../../templates/movegen/game_end.rs"),
    "\n",
    include_str!("../../templates/movegen/counting.rs"),
    "\n",
    include_str!("../../templates/movegen/shatar.rs"),
    "\n",
    include_str!("../../templates/movegen/sittuyin.rs"),
    "\n",
    include_str!("../../templates/movegen/make.rs"),
    "\n",
    include_str!("../../templates/movegen/attack_maps.rs"),
    "\n",
    include_str!("../../templates/movegen/display.rs"),
);

/// The fence of the template's doc examples, and the name that stands for their module.
const FENCE: &str = "```variant";
const MODULE: &str = "crate_path";

/// The template with its doc examples placed in `module` (run as doctests), or fenced as
/// `text` where the module is not known (shown, but neither run nor listed as ignored tests:
/// the same examples run where the module is known, as in the runtime's `chess`): the text as written, comments and all, but for
/// the `///` lines of the doc attributes that change.
///
/// ```
/// use vector_attacks_codegen::movegen::template;
/// let placed = template::placed(Some("my_crate::chess")).unwrap();
/// assert!(placed.contains("/// use my_crate::chess::{MoveList, Position};"));
/// let docs = placed.lines().filter(|l| l.trim_start().starts_with("///"));
/// assert!(docs.clone().all(|l| !l.contains("crate_path") && !l.contains("```variant")));
/// assert!(placed.contains("// The move generator's template")); // comments survive
/// assert!(template::placed(None).unwrap().contains("```text"));
/// ```
pub fn placed(module: Option<&str>) -> Result<String, Error> {
    let mut file = parse(TEXT)?;
    let mut docs = Docs {
        module,
        docs: Vec::new(),
    };
    docs.visit_file_mut(&mut file);
    // The doc attributes in source order are the `///` lines in order: each line is
    // checked against its attribute's text before it is rewritten.
    let mut lines: Vec<String> = TEXT.lines().map(str::to_owned).collect();
    let mut written = lines
        .iter_mut()
        .filter(|l| l.trim_start().starts_with("///"))
        .collect::<Vec<_>>();
    let mismatch = || {
        Error::Emit {
        message: "the move generator's template has doc attributes other than `///` lines; write every doc comment as `///`".to_owned(),
    }
    };
    if written.len() != docs.docs.len() {
        return Err(mismatch());
    }
    for (line, (old, new)) in written.iter_mut().zip(&docs.docs) {
        let indent = line.len() - line.trim_start().len();
        if line[indent + 3..] != *old {
            return Err(mismatch());
        }
        if new != old {
            **line = format!("{}///{new}", &line[..indent]);
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    Ok(out)
}

/// [`placed`], as tokens (without its comments).
///
/// ```
/// use vector_attacks_codegen::movegen::template;
/// let tokens = template::tokens(None).unwrap().to_string();
/// assert!(tokens.contains("pub struct Position"));
/// ```
pub fn tokens(module: Option<&str>) -> Result<TokenStream, Error> {
    placed(module)?.parse().map_err(|e| Error::Emit {
        message: format!("the move generator's template does not parse: {e}"),
    })
}

fn parse(text: &str) -> Result<syn::File, Error> {
    syn::parse_file(text).map_err(|e| Error::Emit {
        message: format!("the move generator's template does not parse: {e}"),
    })
}

/// Rewrites the doc attributes that hold examples, noting each one's text before and after.
struct Docs<'a> {
    module: Option<&'a str>,
    docs: Vec<(String, String)>,
}

impl VisitMut for Docs<'_> {
    fn visit_attribute_mut(&mut self, attribute: &mut syn::Attribute) {
        if !attribute.path().is_ident("doc") {
            return;
        }
        let syn::Meta::NameValue(syn::MetaNameValue {
            value:
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(doc),
                    ..
                }),
            ..
        }) = &mut attribute.meta
        else {
            return;
        };
        let old = doc.value();
        let new = if old.trim() == FENCE {
            old.replace(
                FENCE,
                if self.module.is_some() {
                    "```"
                } else {
                    "```text"
                },
            )
        } else {
            old.replace(MODULE, self.module.unwrap_or("my_variant"))
        };
        if new != old {
            *doc = syn::LitStr::new(&new, doc.span());
        }
        self.docs.push((old, new));
    }
}
