//! The request syntax shared by the procedural macro and the CLI's request files, so that a
//! request reads the same everywhere:
//!
//! ```text
//! board = 8x8;               // optional: files x ranks, each 1..=16, at most 128 squares
//! bitboard = u64;            // optional: u64 (default up to 64 squares) or u128
//! piece horse = "nN";        // optional, repeated: the pieces, in Betza notation
//! numbering = a8;            // optional: a1 (default) or a8
//! semantics = stockfish;     // optional: strict (default) or stockfish
//! pub static BETWEEN = in_between_rectangular;
//! pub(crate) const RAYS: i16 = ray_unit_vector_queen_16(width = 16, offset = 120);
//! pub fn between_calculated = in_between_calculated;
//! pub static BOARD = mailbox_template(width = 10, height = 12, a1 = 21);
//! static KING_DISTANCE = chebyshev_squares;
//! pub mod capablanca = move_generator(variant = "capablanca");
//! mod mine = move_generator(variant = "mine", variants_ini = "variants.ini");
//! game_trait = vector_attacks::Game; // optional: each module implements the runtime's trait
//! ```
//!
//! A `mod` item is a variant's move generator ([`crate::movegen`]), from the shipped
//! `variants.ini` or a file of one's own (relative to the package root). With `game_trait`
//! (the path of `vector_attacks::Game` as the crate that includes the output names it), each
//! move generator of the request implements that trait ([`Request::game_trait`]).
//! Each other item is `[pub | pub(crate)] static|const|fn NAME [: ELEMENT] = TABLE [(OPTIONS)];`,
//! where `TABLE` is a name of `vector-attacks-codegen list` with `_` for `-`. A bitboard
//! table's `ELEMENT` is the board's bitboard type: `u128` on a `u128` board, where `u64` (the
//! spelling of 8x8 requests) is also taken and means the same. Every mistake is
//! a [`syn::Error`] pointing at the offending token: a `compile_error!` in the macro, a
//! `line:column` message from the CLI.

use proc_macro2::{Span, TokenStream};
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned;
use syn::{Ident, LitInt, Token};

use crate::catalog::declaration::Options;
use crate::compute::mailbox::MailboxLayout;
use crate::compute::strategy::AttackStrategy;
use crate::model::suggest;
use crate::{
    catalog::request::Item, catalog::request::Request, catalog::request::Storage,
    catalog::request::Visibility, compute::in_between::Semantics, error::Error,
    model::geometry::Numbering, model::geometry::VectorLayout, model::table::ElementType,
    model::table_id::TableId,
};

mod kw {
    syn::custom_keyword!(numbering);
    syn::custom_keyword!(semantics);
    syn::custom_keyword!(board);
    syn::custom_keyword!(bitboard);
    syn::custom_keyword!(piece);
    syn::custom_keyword!(pieces);
    syn::custom_keyword!(game_trait);
}

/// A parsed request with the source position of each item, so that errors found later
/// (while computing or emitting) still point at the right token.
///
/// ```
/// use vector_attacks_codegen::syntax::RequestSyntax;
/// let parsed: RequestSyntax = syn::parse_str("numbering = a8; static B = in_between_rectangular;").unwrap();
/// assert_eq!(parsed.request().items()[0].name, "B");
/// ```
#[derive(Clone, Debug)]
pub struct RequestSyntax {
    request: Request,
    spans: Vec<ItemSpans>,
    /// The file it was read from, for `file:line:column` in errors.
    path: Option<String>,
}

#[derive(Clone, Copy, Debug)]
struct ItemSpans {
    name: Span,
    table: Span,
    element: Option<Span>,
}

impl ItemSpans {
    /// The token an error about this item points at.
    fn of(&self, e: &Error) -> Span {
        match e {
            Error::ElementTooSmall { .. } | Error::ElementMismatch { .. } => {
                self.element.unwrap_or(self.name)
            }
            Error::DuplicateName { .. } | Error::BadIdentifier { .. } | Error::Keyword { .. } => {
                self.name
            }
            _ => self.table,
        }
    }
}

impl RequestSyntax {
    /// The request.
    ///
    /// ```
    /// use vector_attacks_codegen::syntax::RequestSyntax;
    /// let parsed: RequestSyntax = syn::parse_str("const D: u16 = manhattan_squares;").unwrap();
    /// assert_eq!(parsed.request().items()[0].element, vector_attacks_codegen::ElementType::U16);
    /// ```
    pub fn request(&self) -> &Request {
        &self.request
    }

    /// Computes and emits every item; an error points at the item it concerns.
    ///
    /// ```
    /// use vector_attacks_codegen::syntax::RequestSyntax;
    /// let parsed: RequestSyntax = syn::parse_str("static R: u8 = ray_unit_vector_queen_15;").unwrap();
    /// let err = parsed.generate().unwrap_err();
    /// assert!(err.to_string().contains("cannot hold the value -16"));
    /// ```
    pub fn generate(&self) -> syn::Result<TokenStream> {
        let mut tokens = TokenStream::new();
        for (item, spans) in self.request.items().iter().zip(&self.spans) {
            let emitted = super::pipeline::generate_item(&self.request, item, spans.name)
                .map_err(|e| error_at(spans.of(&e), e))?;
            tokens.extend(emitted);
        }
        let mut tokens = crate::emit::share_tables(tokens)
            .map_err(|e| syn::Error::new(Span::call_site(), e.to_string()))?;
        tokens.extend(
            super::pipeline::move_generators(&self.request)
                .map_err(|e| syn::Error::new(Span::call_site(), e.to_string()))?,
        );
        Ok(tokens)
    }

    /// [`RequestSyntax::generate`] for a request read from a file: an error names the
    /// file, line and column, as the CLI prints it.
    ///
    /// ```
    /// use vector_attacks_codegen::syntax::parse_file;
    /// let parsed = parse_file("t.req", "static R: u8 = ray_unit_vector_queen_15;").unwrap();
    /// let err = parsed.generate_located().unwrap_err();
    /// assert!(err.to_string().starts_with("t.req:1:11: "));
    /// ```
    pub fn generate_located(&self) -> Result<TokenStream, Error> {
        let path = self.path.as_deref().unwrap_or("<request>");
        self.generate().map_err(|e| located(path, &e))
    }

    /// The request with each item's `file:line:column`, so that errors found when it is
    /// generated later (as a build script does) still say where the item is.
    pub(crate) fn located_request(&self) -> Request {
        let path = self.path.as_deref().unwrap_or("<request>");
        let mut request = self.request.clone();
        for (item, spans) in request.items_mut().iter_mut().zip(&self.spans) {
            let at = spans.table.start();
            item.location = Some(location(path, at));
        }
        request
    }
}

/// The largest request file accepted, in bytes (a request needs a line per table).
///
/// ```
/// assert_eq!(vector_attacks_codegen::syntax::MAX_REQUEST_BYTES, 1024 * 1024);
/// ```
pub const MAX_REQUEST_BYTES: u64 = 1 << 20;

/// The deepest nesting of brackets accepted in a request (it needs one level: an item's
/// options), checked before the parser sees the tokens so that no input can exhaust its
/// stack.
///
/// ```
/// use vector_attacks_codegen::syntax::{parse_file, MAX_NESTING};
/// let deep = format!("static B = in_between_0x88{}{};", "(".repeat(MAX_NESTING + 1), ")".repeat(MAX_NESTING + 1));
/// assert!(parse_file("t.req", &deep).unwrap_err().to_string().contains("nested more than"));
/// ```
pub const MAX_NESTING: usize = 8;

/// Reads and parses a request file: at most [`MAX_REQUEST_BYTES`], UTF-8, nested at most
/// [`MAX_NESTING`] deep. Every error names the file, and the line and column where there
/// is one.
///
/// ```
/// let dir = tempfile::tempdir().unwrap();
/// let file = dir.path().join("t.req");
/// std::fs::write(&file, b"static B = in_between_0x88;\n\xff").unwrap();
/// let err = vector_attacks_codegen::syntax::read_file(&file).unwrap_err();
/// assert!(err.to_string().ends_with("t.req:2:1: invalid UTF-8; a request file must be UTF-8 text"));
/// ```
pub fn read_file(path: &std::path::Path) -> Result<RequestSyntax, Error> {
    use std::io::Read as _;
    let file = std::fs::File::open(path).map_err(|e| Error::io(path, e))?;
    let meta = file.metadata().map_err(|e| Error::io(path, e))?;
    if !meta.is_file() {
        return Err(Error::NotARegularFile {
            path: path.to_owned(),
            what: if meta.is_dir() {
                "a directory"
            } else {
                "not a regular file"
            },
        });
    }
    let mut bytes = Vec::new();
    file.take(MAX_REQUEST_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::io(path, e))?;
    if bytes.len() as u64 > MAX_REQUEST_BYTES {
        return Err(Error::RequestTooLarge {
            path: path.to_owned(),
            size: meta.len().max(bytes.len() as u64),
            max: MAX_REQUEST_BYTES,
        });
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = good.len() - good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1) + 1;
        Error::NotUtf8 {
            path: path.to_owned(),
            line,
            column,
        }
    })?;
    parse_file(&path.display().to_string(), &text)
}

/// Checks that `tokens` nest at most [`MAX_NESTING`] deep, without recursion (so that any
/// depth is safe to check), pointing at the first group too deep.
fn check_nesting(tokens: TokenStream) -> syn::Result<TokenStream> {
    let mut stack = vec![tokens.clone().into_iter()];
    while let Some(top) = stack.last_mut() {
        match top.next() {
            Some(proc_macro2::TokenTree::Group(g)) => {
                if stack.len() > MAX_NESTING {
                    return Err(syn::Error::new(
                        g.span_open(),
                        format!("brackets nested more than {MAX_NESTING} deep; a request needs one level, for an item's options: `(width = 16, offset = 119)`"),
                    ));
                }
                stack.push(g.stream().into_iter());
            }
            Some(_) => {}
            None => {
                stack.pop();
            }
        }
    }
    Ok(tokens)
}

/// Expands a request: the items, or a `compile_error!` at the offending token. This is the
/// whole of the `vector_attacks_macros::tables!` macro.
///
/// ```
/// use quote::quote;
/// let items = vector_attacks_codegen::syntax::expand(quote!(static D = chebyshev_squares;));
/// assert!(items.to_string().contains("static D"));
/// let error = vector_attacks_codegen::syntax::expand(quote!(static D = chebyshev;));
/// assert!(error.to_string().contains("compile_error"));
/// ```
pub fn expand(input: TokenStream) -> TokenStream {
    check_nesting(input)
        .and_then(syn::parse2::<RequestSyntax>)
        .and_then(|parsed| {
            let mut tokens = parsed.generate()?;
            // Each `variants.ini` read, included as bytes, so that the compiler tracks it:
            // editing it expands the macro again.
            for module in parsed.request.move_generators() {
                if let Some(path) = &module.variant.source {
                    let path = path.to_string_lossy();
                    tokens.extend(quote::quote! {
                        const _: &[u8] = include_bytes!(#path);
                    });
                }
            }
            Ok(tokens)
        })
        .unwrap_or_else(|e| e.to_compile_error())
}

/// Parses a request file's text, as `generate --request FILE` does. Errors say
/// `FILE:LINE:COLUMN: what is wrong`.
///
/// ```
/// use vector_attacks_codegen::syntax::parse_file;
/// let err = parse_file("tables.req", "static X = nothing;").unwrap_err();
/// assert!(err.to_string().starts_with("tables.req:1:12: unknown table `nothing`"));
/// ```
pub fn parse_file(path: &str, text: &str) -> Result<RequestSyntax, Error> {
    let tokens = lex(path, text)?;
    let mut parsed = check_nesting(tokens)
        .and_then(syn::parse2::<RequestSyntax>)
        .map_err(|e| located(path, &e))?;
    parsed.path = Some(path.to_owned());
    Ok(parsed)
}

/// Splits `text` into tokens; a character no Rust token can hold is reported at its line
/// and column.
fn lex(path: &str, text: &str) -> Result<TokenStream, Error> {
    text.parse::<TokenStream>().map_err(|e| {
        let at = e.span().start();
        let line = text.lines().nth(at.line.saturating_sub(1)).unwrap_or_default();
        let rest: String = line.chars().skip(at.column).collect();
        let word: String = rest
            .chars()
            .take_while(|&c| c == '#' || c == '_' || c.is_alphanumeric())
            .collect();
        let message = if word.starts_with("r#") {
            format!("`{word}` cannot be a raw identifier (`self`, `Self`, `super`, `crate` and `_` cannot be written raw); choose another name")
        } else {
            let found = rest
                .chars()
                .next()
                .map_or_else(String::new, |c| format!(" {c:?}"));
            format!("unexpected character{found} (or an unclosed bracket, string or comment); a request holds settings and items like `pub static BETWEEN = in_between_0x88;`")
        };
        Error::Syntax {
            location: location(path, at),
            message,
        }
    })
}

/// `FILE:LINE:COLUMN` of a position (line and column from 1), as every error of a request
/// file names it.
fn location(path: &str, at: proc_macro2::LineColumn) -> String {
    format!("{path}:{}:{}", at.line, at.column + 1)
}

/// A [`syn::Error`] from a request file as an [`Error`] with its line and column.
///
/// ```
/// use vector_attacks_codegen::syntax::{located, RequestSyntax};
/// let err = syn::parse_str::<RequestSyntax>("\n numbering = a9;").unwrap_err();
/// assert!(located("r.req", &err).to_string().starts_with("r.req:2:14:"));
/// ```
pub fn located(path: &str, e: &syn::Error) -> Error {
    let at = e.span().start();
    Error::Syntax {
        location: location(path, at),
        message: e.to_string(),
    }
}

impl Parse for RequestSyntax {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut request = Request::new();
        let mut spans = Vec::new();
        let mut numbering_seen = None;
        let mut semantics_seen: Option<Span> = None;
        let mut board_seen: Option<Span> = None;
        let mut bitboard_seen: Option<Span> = None;
        let mut pieces_seen: Option<Span> = None;
        let mut game_trait_seen: Option<Span> = None;
        let mut defined_pieces = false;
        while !input.is_empty() {
            if input.peek(kw::piece) {
                request = parse_piece(input, request, spans.is_empty())?;
                defined_pieces = true;
            } else if input.peek(kw::board) || input.peek(kw::bitboard) {
                let seen = (&mut board_seen, &mut bitboard_seen);
                request = parse_board_setting(input, request, seen, spans.is_empty())?;
            } else if input.peek(kw::pieces) {
                let key = input.parse::<kw::pieces>()?;
                if pieces_seen.replace(key.span).is_some() {
                    return Err(syn::Error::new(key.span, "`pieces` is set twice; keep one"));
                }
                if defined_pieces {
                    return Err(syn::Error::new(
                        key.span,
                        "`pieces` must come before the piece definitions: it says whether they follow the orthodox seven",
                    ));
                }
                input.parse::<Token![=]>()?;
                let value: Ident = input.call(syn::ext::IdentExt::parse_any)?;
                request = request.orthodox_pieces(match value.to_string().as_str() {
                    "orthodox" => true,
                    "none" => false,
                    _ => return Err(syn::Error::new(value.span(), "expected `orthodox` (the seven orthodox classes, then the pieces defined; the default) or `none` (the pieces defined alone)")),
                });
                separator(input, "the setting", value.span())?;
            } else if input.peek(kw::numbering) {
                let key = input.parse::<kw::numbering>()?;
                if numbering_seen.replace(key.span).is_some() {
                    return Err(syn::Error::new(
                        key.span,
                        "`numbering` is set twice; keep one",
                    ));
                }
                input.parse::<Token![=]>()?;
                let value: Ident = input.parse()?;
                request =
                    request.numbering(match value.to_string().as_str() {
                        "a1" => Numbering::A1,
                        "a8" => Numbering::A8,
                        _ => return Err(syn::Error::new(
                            value.span(),
                            "expected `a1` (a1 = 0, the default) or `a8` (a8 = 0, rank-flipped)",
                        )),
                    });
                separator(input, "the setting", value.span())?;
            } else if input.peek(kw::semantics) {
                let key = input.parse::<kw::semantics>()?;
                if semantics_seen.replace(key.span).is_some() {
                    return Err(syn::Error::new(
                        key.span,
                        "`semantics` is set twice; keep one",
                    ));
                }
                input.parse::<Token![=]>()?;
                let value: Ident = input.parse()?;
                request = request.semantics(match value.to_string().as_str() {
                    "strict" => Semantics::Strict,
                    "stockfish" => Semantics::Stockfish,
                    _ => return Err(syn::Error::new(value.span(), "expected `strict` (squares strictly between, the default) or `stockfish` (also the to-square, and {to} off the lines)")),
                });
                separator(input, "the setting", value.span())?;
            } else if input.peek(kw::game_trait) {
                request = parse_game_trait(input, request, &mut game_trait_seen)?;
            } else if is_module(input) {
                request = parse_move_generator(input, request)?;
            } else {
                let (item, item_spans) = parse_item(input, &request)?;
                request = request.item(item);
                spans.push(item_spans);
            }
        }
        if let Some(span) = game_trait_seen.filter(|_| request.move_generators().is_empty()) {
            return Err(syn::Error::new(span, "`game_trait` is for move generators, and the request has none: add one, like `mod chess = move_generator(variant = \"chess\");`, or drop the setting"));
        }
        if spans.is_empty() && request.move_generators().is_empty() {
            return Err(syn::Error::new(Span::call_site(), "the request selects no table; add an item such as `pub static BETWEEN = in_between_rectangular;`"));
        }
        // The request's own rules, reported at the offending item's token (settings may
        // follow items, so this waits for the whole input).
        if let Some((index, e)) = request.first_error() {
            return Err(error_at(spans[index].of(&e), e));
        }
        Ok(RequestSyntax {
            request,
            spans,
            path: None,
        })
    }
}

/// A `piece NAME = "BETZA";` line (its keyword next), which must come before the items
/// (`first`): the request with the piece.
fn parse_piece(input: ParseStream, request: Request, first: bool) -> syn::Result<Request> {
    let key = input.parse::<kw::piece>()?.span;
    if !first {
        return Err(syn::Error::new(
            key,
            "`piece` lines must come before the items, in table order",
        ));
    }
    let name: Ident = input.call(syn::ext::IdentExt::parse_any).map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected the piece's name, like `piece horse = \"nN\";`",
        )
    })?;
    input.parse::<Token![=]>()?;
    let betza: syn::LitStr = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected the definition in Betza notation as a string, like `\"nN\"`",
        )
    })?;
    let request = request
        .piece(&name.to_string(), &betza.value())
        .map_err(|e| error_at(betza.span(), e))?;
    separator(input, "the piece", betza.span())?;
    Ok(request)
}

/// A `board = FxR;` or `bitboard = TYPE;` setting (its keyword next), each set once
/// (`board_seen`, `bitboard_seen`) and before the items (`first`): the request with it.
fn parse_board_setting(
    input: ParseStream,
    request: Request,
    (board_seen, bitboard_seen): (&mut Option<Span>, &mut Option<Span>),
    first: bool,
) -> syn::Result<Request> {
    let (key, seen, name) = if input.peek(kw::board) {
        (input.parse::<kw::board>()?.span, board_seen, "board")
    } else {
        (
            input.parse::<kw::bitboard>()?.span,
            bitboard_seen,
            "bitboard",
        )
    };
    if seen.replace(key).is_some() {
        return Err(syn::Error::new(
            key,
            format!("`{name}` is set twice; keep one"),
        ));
    }
    if !first {
        return Err(syn::Error::new(
            key,
            format!(
                "`{name}` must come before the items: their layouts and sizes depend on the board"
            ),
        ));
    }
    input.parse::<Token![=]>()?;
    let (value_span, result) = if name == "board" {
        let value: LitInt = input
            .parse()
            .map_err(|e| syn::Error::new(e.span(), "expected files x ranks, like `10x8`"))?;
        let result = parse_board(&value.to_string())
            .and_then(|(files, ranks)| request.clone().board(files, ranks));
        (value.span(), result)
    } else {
        let value: Ident = input.parse()?;
        let result = value
            .to_string()
            .parse()
            .and_then(|bitboard| request.clone().bitboard(bitboard));
        (value.span(), result)
    };
    let request = result.map_err(|e| error_at(value_span, e))?;
    separator(input, "the setting", value_span)?;
    Ok(request)
}

/// A `game_trait = PATH;` setting (its keyword next), set once (`seen`): the request with
/// it.
fn parse_game_trait(
    input: ParseStream,
    request: Request,
    seen: &mut Option<Span>,
) -> syn::Result<Request> {
    let key = input.parse::<kw::game_trait>()?;
    if seen.replace(key.span).is_some() {
        return Err(syn::Error::new(
            key.span,
            "`game_trait` is set twice; keep one",
        ));
    }
    input.parse::<Token![=]>()?;
    let path: syn::Path = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected the path of the runtime's trait, like `vector_attacks::Game`",
        )
    })?;
    let spelled = path
        .segments
        .iter()
        .map(|segment| segment.ident.to_string())
        .collect::<Vec<_>>()
        .join("::");
    let spelled = if path.leading_colon.is_some() {
        format!("::{spelled}")
    } else {
        spelled
    };
    separator(input, "the setting", path.span())?;
    Ok(request.game_trait(spelled))
}

/// `pub`, `pub(crate)` or nothing before an item.
fn parse_visibility(input: ParseStream) -> syn::Result<Visibility> {
    match input.parse::<syn::Visibility>()? {
        syn::Visibility::Public(_) => Ok(Visibility::Public),
        syn::Visibility::Inherited => Ok(Visibility::Private),
        syn::Visibility::Restricted(r) if r.path.is_ident("crate") && r.in_token.is_none() => {
            Ok(Visibility::Crate)
        }
        other => Err(syn::Error::new(
            other.span(),
            "expected `pub`, `pub(crate)` or no visibility",
        )),
    }
}

/// Whether the next item is a module (`[pub] mod NAME = move_generator(...);`).
fn is_module(input: ParseStream) -> bool {
    let fork = input.fork();
    fork.parse::<syn::Visibility>().is_ok() && fork.peek(Token![mod])
}

/// `[pub | pub(crate)] mod NAME = move_generator(variant = "NAME" [, variants_ini = "PATH"]
/// [, zobrist_seed = N]);`: the move generator of a variant of the shipped `variants.ini`, or
/// of the file PATH (relative to the package root, `CARGO_MANIFEST_DIR`, where cargo sets it;
/// else to the current directory), its Zobrist keys drawn from the seed N when given.
fn parse_move_generator(input: ParseStream, request: Request) -> syn::Result<Request> {
    let visibility = parse_visibility(input)?;
    input.parse::<Token![mod]>()?;
    let name: Ident = input.parse().map_err(|e| {
        syn::Error::new(e.span(), "expected the module's name, like `mod capablanca = move_generator(variant = \"capablanca\");`")
    })?;
    input.parse::<Token![=]>()?;
    let what: Ident = input.parse()?;
    if what != "move_generator" {
        return Err(syn::Error::new(
            what.span(),
            "a module holds a move generator: write `move_generator(variant = \"NAME\")`",
        ));
    }
    let options;
    syn::parenthesized!(options in input);
    let (mut variant, mut ini): (Option<syn::LitStr>, Option<syn::LitStr>) = (None, None);
    let mut seed: Option<u64> = None;
    while !options.is_empty() {
        let key: Ident = options.parse()?;
        options.parse::<Token![=]>()?;
        if key == "zobrist_seed" {
            let value: syn::LitInt = options
                .parse()
                .map_err(|e| syn::Error::new(e.span(), "expected a number: `zobrist_seed = 7`"))?;
            let value = value.base10_parse::<u64>().map_err(|_| {
                syn::Error::new(
                    value.span(),
                    "`zobrist_seed` is a number from 0 to 2^64 - 1",
                )
            })?;
            if seed.replace(value).is_some() {
                return Err(syn::Error::new(key.span(), "`zobrist_seed` is given twice"));
            }
            if !options.is_empty() {
                options.parse::<Token![,]>()?;
            }
            continue;
        }
        let value: syn::LitStr = options.parse()?;
        let slot = match key.to_string().as_str() {
            "variant" => &mut variant,
            "variants_ini" => &mut ini,
            _ => return Err(syn::Error::new(
                key.span(),
                "expected `variant = \"NAME\"`, `variants_ini = \"PATH\"` or `zobrist_seed = N`",
            )),
        };
        if slot.replace(value).is_some() {
            return Err(syn::Error::new(
                key.span(),
                format!("`{key}` is given twice"),
            ));
        }
        if !options.is_empty() {
            options.parse::<Token![,]>()?;
        }
    }
    let variant = variant.ok_or_else(|| {
        syn::Error::new(
            what.span(),
            "name the variant: `move_generator(variant = \"capablanca\")`",
        )
    })?;
    let defined = match &ini {
        Some(path) => {
            let base = std::env::var_os("CARGO_MANIFEST_DIR")
                .map(std::path::PathBuf::from)
                .unwrap_or_default();
            let file = base.join(path.value());
            let file = std::path::absolute(&file).unwrap_or(file);
            let text = std::fs::read_to_string(&file).map_err(|e| {
                syn::Error::new(path.span(), format!("cannot read `{}`: {e}", path.value()))
            })?;
            crate::input::variant::Variant::from_ini(&text, &variant.value()).map(|mut v| {
                v.source = Some(file);
                v
            })
        }
        None => crate::input::variant::Variant::shipped(&variant.value()),
    }
    .map_err(|e| syn::Error::new(variant.span(), e.to_string()))?;
    let defined = match seed {
        Some(seed) => defined.with_zobrist_seed(seed),
        None => defined,
    };
    separator(input, "the module", name.span())?;
    Ok(request.move_generator(name.to_string(), defined, visibility))
}

/// A generator error at `span`, with table names spelled as in this syntax (`_` for `-`).
fn error_at(span: Span, e: Error) -> syn::Error {
    let message = e.to_string();
    let spelled = message
        .split('`')
        .enumerate()
        .map(|(i, part)| {
            if i % 2 == 1 {
                part.replace('-', "_")
            } else {
                part.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("`");
    syn::Error::new(span, spelled)
}

/// Expects the `;` that ends a setting or an item; a missing one is reported at the next
/// token, or at `last` (the item's last token) when the input ends there.
fn separator(input: ParseStream, what: &str, last: Span) -> syn::Result<()> {
    if input.peek(Token![;]) {
        input.parse::<Token![;]>()?;
        Ok(())
    } else if input.is_empty() {
        Err(syn::Error::new(last, format!("expected `;` after {what}")))
    } else {
        Err(input.error(format!("expected `;` after {what}")))
    }
}

fn parse_item(input: ParseStream, request: &Request) -> syn::Result<(Item, ItemSpans)> {
    let visibility = parse_visibility(input)?;
    let lookahead = input.lookahead1();
    let (storage, function, keyword) = if lookahead.peek(Token![static]) {
        (
            Storage::Static,
            false,
            input.parse::<Token![static]>()?.span(),
        )
    } else if lookahead.peek(Token![const]) {
        (
            Storage::Const,
            false,
            input.parse::<Token![const]>()?.span(),
        )
    } else if lookahead.peek(Token![fn]) {
        (Storage::Static, true, input.parse::<Token![fn]>()?.span())
    } else {
        return Err(input.error("expected an item (`static NAME = TABLE;`, `const`, `fn`) or a setting (`numbering = a1|a8;`, `semantics = strict|stockfish;`)"));
    };
    // Any identifier, keywords included: the request's rules then refuse a keyword with a
    // message that says so, at the name.
    let name: Ident = input.call(syn::ext::IdentExt::parse_any).map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected the item's name, an identifier such as `BETWEEN`",
        )
    })?;
    let element = if input.peek(Token![:]) {
        input.parse::<Token![:]>()?;
        let ty: Ident = input.parse()?;
        let bitboard = request.geometry().bitboard();
        // `u128` names the bitboard type of a `u128` board; `u64` stands for the board's
        // bitboard type on any board, so requests written for 8x8 keep working.
        let element = if ty == "u128" {
            if bitboard != crate::model::geometry::Bitboard::U128 {
                return Err(syn::Error::new(ty.span(), format!("`u128` bitboards need `bitboard = u128;` before the items (this {} board uses `u64`)", request.geometry().size_name())));
            }
            ElementType::U64
        } else {
            ElementType::ALL
                .into_iter()
                .find(|e| ty == e.rust_name())
                .ok_or_else(|| syn::Error::new(ty.span(), format!("unknown element type; use u8, i8, u16, i16, i32 (steps, distances) or {} (bitboards)", bitboard.rust_name())))?
        };
        Some((element, ty.span()))
    } else {
        None
    };
    if !input.peek(Token![=]) {
        return Err(input.error(format!("expected `=` and a table after `{name}`")));
    }
    input.parse::<Token![=]>()?;
    let table_ident: Ident = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected a table name such as `in_between_rectangular`",
        )
    })?;
    let table: TableId = table_ident
        .to_string()
        .replace('_', "-")
        .parse()
        .map_err(|_| {
            let valid: Vec<String> = TableId::ALL
                .iter()
                .map(|t| t.name().replace('-', "_"))
                .collect();
            let valid: Vec<&str> = valid.iter().map(String::as_str).collect();
            syn::Error::new(
                table_ident.span(),
                format!(
                    "unknown table `{table_ident}`; {}",
                    suggest::choices("tables", &table_ident.to_string(), &valid)
                ),
            )
        })?;
    match (function, table.is_function()) {
        (true, false) => {
            return Err(syn::Error::new(
                keyword,
                format!("`{table_ident}` is a table: declare it with `static` or `const`"),
            ))
        }
        (false, true) => {
            return Err(syn::Error::new(
                keyword,
                format!("`{table_ident}` is a function: declare it with `fn`"),
            ))
        }
        _ => {}
    }
    let mut item = Item::new(table)
        .named(name.to_string())
        .visibility(visibility)
        .storage(storage);
    if let Some((element, _)) = element {
        item = item.element(element);
    }
    let mut last = table_ident.span();
    if input.peek(syn::token::Paren) {
        last = match table.options() {
            Options::PieceValues => {
                let (values, close) = parse_values(input, &table_ident)?;
                item.values = Some(values);
                close
            }
            Options::Mailbox => {
                let (layout, close) = parse_mailbox(input, request, &table_ident)?;
                item.mailbox = Some(layout);
                close
            }
            Options::Strategy => {
                let (strategy, close) = parse_strategy(input, request, table, &table_ident)?;
                item.strategy = Some(strategy);
                close
            }
            Options::PieceSetLayout => {
                let (layout, close) = parse_piece_set_layout(input, &table_ident)?;
                item.piece_set_layout = Some(layout);
                close
            }
            // Refused, at the parentheses, for a table that takes no options.
            Options::Layout | Options::None => {
                let (layout, close) = parse_layout(input, request, table, &table_ident)?;
                item.layout = Some(layout);
                close
            }
        };
    }
    separator(input, &format!("the item `{name}`"), last)?;
    let spans = ItemSpans {
        name: name.span(),
        table: table_ident.span(),
        element: element.map(|(_, span)| span),
    };
    Ok((item, spans))
}

/// An option's value and literal (for error positions), once given.
type Given = Option<(u16, LitInt)>;

/// `(name = N, ...)`: each of `names` at most once, in any order, each a `u16`; the values
/// in the order of `names`.
fn parse_options<const N: usize>(
    content: ParseStream,
    names: [&str; N],
    table_ident: &Ident,
) -> syn::Result<[Given; N]> {
    let mut given: [Given; N] = std::array::from_fn(|_| None);
    while !content.is_empty() {
        let name: Ident = content.call(syn::ext::IdentExt::parse_any)?;
        let Some(slot) = names.iter().position(|n| name == n) else {
            return Err(syn::Error::new(
                name.span(),
                format!(
                    "unknown option `{name}` for `{table_ident}`; {}",
                    suggest::choices("options", &name.to_string(), &names)
                ),
            ));
        };
        content.parse::<Token![=]>()?;
        let lit: LitInt = content.parse()?;
        let value = lit
            .base10_parse::<u16>()
            .map_err(|_| syn::Error::new(lit.span(), "expected a whole number from 0 to 65535"))?;
        if given[slot].replace((value, lit.clone())).is_some() {
            return Err(syn::Error::new(lit.span(), "option given twice; keep one"));
        }
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(given)
}

/// `(pawn = P, knight = N, bishop = B, rook = R, queen = Q)`, any of them (the others keep
/// their defaults 1, 3, 3, 5, 9), for the SEE tables.
fn parse_values(
    input: ParseStream,
    table_ident: &Ident,
) -> syn::Result<(crate::compute::see::Values, Span)> {
    let content;
    let parens = syn::parenthesized!(content in input);
    let names = ["pawn", "knight", "bishop", "rook", "queen"];
    let [p, n, b, r, q] = parse_options(&content, names, table_ident)?;
    let d = crate::compute::see::Values::default();
    let get = |given: &Given, default: i32| given.as_ref().map_or(default, |(v, _)| i32::from(*v));
    let values = crate::compute::see::Values {
        pawn: get(&p, d.pawn),
        knight: get(&n, d.knight),
        bishop: get(&b, d.bishop),
        rook: get(&r, d.rook),
        queen: get(&q, d.queen),
    };
    Ok((values, parens.span.close()))
}

/// `(strategy = NAME)` for the attack-set functions: a strategy that serves the request's
/// board.
fn parse_strategy(
    input: ParseStream,
    request: &Request,
    table: TableId,
    table_ident: &Ident,
) -> syn::Result<(AttackStrategy, Span)> {
    let content;
    let parens = syn::parenthesized!(content in input);
    let valid: Vec<&str> = AttackStrategy::ALL.iter().map(|s| s.name()).collect();
    let name: Ident = content.call(syn::ext::IdentExt::parse_any)?;
    if name != "strategy" {
        return Err(syn::Error::new(
            name.span(),
            format!(
                "unknown option `{name}` for `{table_ident}`; {}",
                suggest::choices("options", &name.to_string(), &["strategy"])
            ),
        ));
    }
    content.parse::<Token![=]>()?;
    let value: Ident = content.call(syn::ext::IdentExt::parse_any)?;
    let strategy = AttackStrategy::parse(&value.to_string()).ok_or_else(|| {
        syn::Error::new(
            value.span(),
            format!(
                "unknown strategy `{value}`; {}",
                suggest::choices("strategies", &value.to_string(), &valid)
            ),
        )
    })?;
    strategy
        .serves(request.geometry(), table.name())
        .map_err(|e| error_at(value.span(), e))?;
    if !content.is_empty() {
        content.parse::<Token![,]>()?;
        if !content.is_empty() {
            return Err(content.error("one option only: `strategy = NAME`"));
        }
    }
    Ok((strategy, parens.span.close()))
}

/// `(layout = ppppppppnnbbrrqk)` for the piece-set table: sixteen letters of `pnbrqk`, bit 0
/// first.
fn parse_piece_set_layout(
    input: ParseStream,
    table_ident: &Ident,
) -> syn::Result<(crate::compute::piece_sets::PieceSetLayout, Span)> {
    let content;
    let parens = syn::parenthesized!(content in input);
    let name: Ident = content.call(syn::ext::IdentExt::parse_any)?;
    if name != "layout" {
        return Err(syn::Error::new(
            name.span(),
            format!(
                "unknown option `{name}` for `{table_ident}`; {}",
                suggest::choices("options", &name.to_string(), &["layout"])
            ),
        ));
    }
    content.parse::<Token![=]>()?;
    let value: Ident = content.call(syn::ext::IdentExt::parse_any)?;
    let layout = value
        .to_string()
        .parse()
        .map_err(|e| error_at(value.span(), e))?;
    if !content.is_empty() {
        content.parse::<Token![,]>()?;
        if !content.is_empty() {
            return Err(content.error("one option only: `layout = ppppppppnnbbrrqk`"));
        }
    }
    Ok((layout, parens.span.close()))
}

/// `(width = W, height = H, a1 = A)`, all three, for mailbox tables.
fn parse_mailbox(
    input: ParseStream,
    request: &Request,
    table_ident: &Ident,
) -> syn::Result<(MailboxLayout, Span)> {
    let content;
    let parens = syn::parenthesized!(content in input);
    let [width, height, a1] = parse_options(&content, ["width", "height", "a1"], table_ident)?;
    let (Some((w, _)), Some((h, _)), Some((a, lit))) = (width, height, a1) else {
        return Err(syn::Error::new(
            parens.span.join(),
            "a mailbox layout needs all of `width`, `height` and `a1` (the cell of square 0): for example `(width = 10, height = 12, a1 = 21)`, or `(width = 16, height = 8, a1 = 0)` for 0x88; without options the layout is 16x12 with a1 = 36",
        ));
    };
    let layout = MailboxLayout::new(request.geometry(), w, h, a).map_err(|e| {
        error_at(
            lit.span().join(parens.span.close()).unwrap_or(lit.span()),
            e,
        )
    })?;
    Ok((layout, parens.span.close()))
}

/// `(width = W, offset = O)`, either or both, for tables indexed by difference.
fn parse_layout(
    input: ParseStream,
    request: &Request,
    table: TableId,
    table_ident: &Ident,
) -> syn::Result<(VectorLayout, Span)> {
    let content;
    let parens = syn::parenthesized!(content in input);
    if table.options() != Options::Layout {
        return Err(error_at(parens.span.join(), table.layout_unsupported()));
    }
    let [width, offset] = parse_options(&content, ["width", "offset"], table_ident)?;
    let layout = table
        .layout_with(
            request.geometry(),
            width.as_ref().map(|(w, _)| *w),
            offset.as_ref().map(|(o, _)| *o),
        )
        .map_err(|e| {
            // An offset's own mistake at the offset; a width's at the width, or at the table
            // when the width is its own.
            let span = match (&e, &offset, &width) {
                (
                    Error::OffsetTooSmall { .. } | Error::OffsetTooLarge { .. },
                    Some((_, lit)),
                    _,
                )
                | (_, _, Some((_, lit))) => lit.span(),
                _ => table_ident.span(),
            };
            error_at(span, e)
        })?;
    Ok((layout, parens.span.close()))
}

/// `FILESxRANKS` (as `10x8`), each a decimal number; the limits are checked by
/// [`crate::model::geometry::Geometry::board`].
///
/// ```
/// use vector_attacks_codegen::syntax::parse_board;
/// assert_eq!(parse_board("10x8"), Ok((10, 8)));
/// assert!(parse_board("10 by 8").is_err());
/// ```
pub fn parse_board(text: &str) -> Result<(u32, u32), Error> {
    let bad = || Error::BadBoard {
        text: text.to_owned(),
    };
    let (files, ranks) = text.split_once('x').ok_or_else(bad)?;
    let number = |s: &str| {
        if s.is_empty() || s.len() > 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
            Err(bad())
        } else {
            s.parse::<u32>().map_err(|_| bad())
        }
    };
    Ok((number(files)?, number(ranks)?))
}
