//! What to generate: one [`Request`] type shared by the build-script builder, the macro and
//! the CLI, so the same request gives the same items everywhere.

use crate::catalog::declaration::{Rows, SemanticsRule};
use crate::input::betza::Piece;
use crate::model::geometry::Bitboard;

/// The most pieces a request may define: one bit each in the piece mask's `i32`.
pub const MAX_PIECES: usize = 31;
use crate::{
    compute::in_between::Semantics, error::Error, model::geometry::Geometry,
    model::geometry::Numbering, model::geometry::VectorLayout, model::table::ElementType,
    model::table_id::TableId,
};

/// Whether a table is emitted as a `static` (the default: one copy in memory, indexed in
/// place) or a `const` (usable in const contexts; debug builds may copy it on every index).
///
/// ```
/// use vector_attacks_codegen::Storage;
/// assert_eq!(Storage::default(), Storage::Static);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Storage {
    /// `static NAME: T = ...;`
    #[default]
    Static,
    /// `const NAME: T = ...;`
    Const,
}

/// The visibility of an emitted item.
///
/// ```
/// use vector_attacks_codegen::Visibility;
/// assert_eq!(Visibility::default(), Visibility::Public);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Visibility {
    /// `pub`
    #[default]
    Public,
    /// `pub(crate)`
    Crate,
    /// private to the including module
    Private,
}

/// One emitted item: which table, under what name, how stored and typed.
///
/// ```
/// use vector_attacks_codegen::{Item, TableId};
/// let item = Item::new(TableId::ChebyshevBySquares).named("DIST");
/// assert_eq!(item.name, "DIST");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// The table.
    pub table: TableId,
    /// The Rust identifier of the item.
    pub name: String,
    /// Its visibility.
    pub visibility: Visibility,
    /// `static` or `const` (ignored for the calculated function).
    pub storage: Storage,
    /// Element type of integer tables. Bitboard tables take `u64` here, which stands for the
    /// board's bitboard type: they are emitted as `u128` on boards of more than 64 squares or
    /// with `bitboard = u128`.
    pub element: ElementType,
    /// For tables indexed by difference: another layout (board width and offset) than the
    /// table's default.
    pub layout: Option<VectorLayout>,
    /// For mailbox tables: another layout than 16x12 (a1 at cell 36).
    pub mailbox: Option<crate::compute::mailbox::MailboxLayout>,
    /// For the SEE tables: other piece values than 1, 3, 3, 5, 9.
    pub values: Option<crate::compute::see::Values>,
    /// For the attack-set functions: another strategy than the board's default
    /// ([`AttackStrategy::default_for`](crate::compute::strategy::AttackStrategy::default_for)).
    pub strategy: Option<crate::compute::strategy::AttackStrategy>,
    /// For the piece-set table: another layout of a side's sixteen bits than the seed's
    /// ([`PieceSetLayout::SEED`](crate::compute::piece_sets::PieceSetLayout::SEED)).
    pub piece_set_layout: Option<crate::compute::piece_sets::PieceSetLayout>,
    /// Where the item was written (`file:line:column`), when it was read from a request
    /// file: errors found while generating it then say where it is.
    pub location: Option<String>,
}

impl Item {
    /// The table with its default name, public, `static`, default element type.
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, TableId};
    /// assert_eq!(Item::new(TableId::InBetweenTriangular).name, "IN_BETWEEN_TRIANGULAR");
    /// ```
    pub fn new(table: TableId) -> Item {
        Item {
            table,
            name: table.item_name().to_owned(),
            visibility: Visibility::default(),
            storage: Storage::default(),
            element: table.default_element(),
            layout: None,
            mailbox: None,
            values: None,
            strategy: None,
            piece_set_layout: None,
            location: None,
        }
    }

    /// The same item with another visibility.
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, TableId, Visibility};
    /// let item = Item::new(TableId::InBetweenTriangular).visibility(Visibility::Crate);
    /// assert_eq!(item.visibility, Visibility::Crate);
    /// ```
    pub fn visibility(mut self, visibility: Visibility) -> Item {
        self.visibility = visibility;
        self
    }

    /// The same item stored otherwise (`static` or `const`).
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Storage, TableId};
    /// assert_eq!(Item::new(TableId::InBetweenTriangular).storage(Storage::Const).storage, Storage::Const);
    /// ```
    pub fn storage(mut self, storage: Storage) -> Item {
        self.storage = storage;
        self
    }

    /// The same item with another element type (integer tables only).
    ///
    /// ```
    /// use vector_attacks_codegen::{ElementType, Item, TableId};
    /// let item = Item::new(TableId::RayUnitVectorQueen15).element(ElementType::I16);
    /// assert_eq!(item.element, ElementType::I16);
    /// ```
    pub fn element(mut self, element: ElementType) -> Item {
        self.element = element;
        self
    }

    /// The same item on another vector layout (tables indexed by difference only).
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, Item, TableId, VectorLayout};
    /// let wide = VectorLayout::compact(Geometry::STANDARD, 17).unwrap();
    /// assert_eq!(Item::new(TableId::RayUnitVectorQueen15).layout(wide).layout, Some(wide));
    /// ```
    pub fn layout(mut self, layout: VectorLayout) -> Item {
        self.layout = Some(layout);
        self
    }

    /// The same item on another mailbox layout (mailbox tables only).
    ///
    /// ```
    /// use vector_attacks_codegen::{mailbox::MailboxLayout, Item, TableId};
    /// let item = Item::new(TableId::MailboxTemplate).mailbox(MailboxLayout::X88);
    /// assert_eq!(item.mailbox, Some(MailboxLayout::X88));
    /// ```
    pub fn mailbox(mut self, layout: crate::compute::mailbox::MailboxLayout) -> Item {
        self.mailbox = Some(layout);
        self
    }

    /// The same item with another strategy (attack-set functions only).
    ///
    /// ```
    /// use vector_attacks_codegen::AttackStrategy;
    /// use vector_attacks_codegen::{Item, TableId};
    /// let item = Item::new(TableId::AttacksFn).strategy(AttackStrategy::Obstruction);
    /// assert_eq!(item.strategy, Some(AttackStrategy::Obstruction));
    /// ```
    pub fn strategy(mut self, strategy: crate::compute::strategy::AttackStrategy) -> Item {
        self.strategy = Some(strategy);
        self
    }

    /// The same item with other piece values (SEE tables only).
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::see::Values, Item, TableId};
    /// let centipawns = Values { pawn: 100, knight: 300, bishop: 300, rook: 500, queen: 900 };
    /// let item = Item::new(TableId::SeeRebel).values(centipawns);
    /// assert_eq!(item.values.unwrap().queen, 900);
    /// ```
    pub fn values(mut self, values: crate::compute::see::Values) -> Item {
        self.values = Some(values);
        self
    }

    /// The same item with another piece-set layout (the piece-set table only).
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, TableId};
    /// let kings_first = "kqrrbbnnpppppppp".parse()?;
    /// let item = Item::new(TableId::PieceSetAttackByte).piece_set_layout(kings_first);
    /// assert_eq!(item.piece_set_layout.unwrap().to_string(), "kqrrbbnnpppppppp");
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn piece_set_layout(mut self, layout: crate::compute::piece_sets::PieceSetLayout) -> Item {
        self.piece_set_layout = Some(layout);
        self
    }

    /// The same item under another name.
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, TableId};
    /// assert_eq!(Item::new(TableId::InBetweenTriangular).named("TRI").name, "TRI");
    /// ```
    pub fn named(mut self, name: impl Into<String>) -> Item {
        self.name = name.into();
        self
    }
}

/// What to generate: a geometry and a list of items.
///
/// ```
/// use vector_attacks_codegen::{Request, TableId};
/// let request = Request::new().table(TableId::InBetweenRectangular);
/// assert!(request.validate().is_ok());
/// assert!(Request::new().validate().is_err()); // nothing selected
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    geometry: Geometry,
    /// The bitboard type the request asked for, if it did (else the board's default).
    bitboard: Option<Bitboard>,
    /// The pieces the request defines, in table order, after the orthodox seven when
    /// `orthodox` keeps them.
    pieces: Vec<Piece>,
    /// Whether the tables hold the seven orthodox classes before the defined pieces
    /// (`pieces = orthodox;`, the default) or the defined pieces alone (`pieces = none;`).
    orthodox: bool,
    semantics: Semantics,
    items: Vec<Item>,
    /// Move generators, each emitted as a module of its own.
    modules: Vec<MoveGenerator>,
    /// The path of the runtime's `Game` trait the move generators implement, if any.
    game_trait: Option<String>,
    /// The path of the runtime's slider tables the 8x8 move generators name, if any.
    magics_from: Option<String>,
}

/// A move generator a request asks for: a module named `name` holding the move generator
/// of `variant` ([`crate::movegen`]); the board and pieces are the variant's own.
///
/// ```
/// use vector_attacks_codegen::{variant::Variant, Request, Visibility};
/// let r = Request::new().move_generator("capablanca", Variant::shipped("capablanca").unwrap(), Visibility::Public);
/// assert_eq!(r.move_generators()[0].name, "capablanca");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveGenerator {
    /// The module's name.
    pub name: String,
    /// Its visibility.
    pub visibility: Visibility,
    /// The variant.
    pub variant: crate::input::variant::Variant,
}

impl Default for Request {
    fn default() -> Self {
        Request::new()
    }
}

impl Request {
    /// An empty request for the standard board.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Request::new().items().is_empty());
    /// ```
    pub fn new() -> Request {
        Request {
            geometry: Geometry::STANDARD,
            bitboard: None,
            pieces: Vec::new(),
            orthodox: true,
            semantics: Semantics::Strict,
            items: Vec::new(),
            modules: Vec::new(),
            game_trait: None,
            magics_from: None,
        }
    }

    /// The same request with the move generator of `variant` as the module `name`.
    ///
    /// ```
    /// use vector_attacks_codegen::{generate, variant::Variant, Request, Visibility};
    /// let r = Request::new().move_generator("chess", Variant::shipped("chess").unwrap(), Visibility::Public);
    /// assert!(generate(&r).unwrap().to_string().contains("pub mod chess"));
    /// ```
    pub fn move_generator(
        mut self,
        name: impl Into<String>,
        variant: crate::input::variant::Variant,
        visibility: Visibility,
    ) -> Request {
        self.modules.push(MoveGenerator {
            name: name.into(),
            visibility,
            variant,
        });
        self
    }

    /// The same request with every move generator implementing the runtime's `Game` trait,
    /// found at `path` (`"vector_attacks::Game"` in a crate that depends on
    /// `vector-attacks`), so that one function serves several variants.
    ///
    /// ```
    /// use vector_attacks_codegen::{generate, variant::Variant, Request, Visibility};
    /// let r = Request::new()
    ///     .move_generator("chess", Variant::shipped("chess").unwrap(), Visibility::Public)
    ///     .game_trait("vector_attacks::Game");
    /// assert_eq!(r.game_trait_path(), Some("vector_attacks::Game"));
    /// assert!(generate(&r).unwrap().to_string().contains("impl vector_attacks :: Game for Position"));
    /// ```
    pub fn game_trait(mut self, path: impl Into<String>) -> Request {
        self.game_trait = Some(path.into());
        self
    }

    /// The same request with every move generator of an 8x8 board naming the runtime's
    /// rook and bishop magics at `path` (`"vector_attacks::tables"` in a crate that depends
    /// on `vector-attacks`: its `ROOK_MAGICS`, `ROOK_MAGIC_ATTACKS`, `BISHOP_MAGICS`,
    /// `BISHOP_MAGIC_ATTACKS` and `magic_index`, the same seeded magics the generator finds)
    /// instead of carrying a copy of their 840 KiB each: a crate of many variants compiles
    /// faster and is smaller. Other boards keep their own.
    ///
    /// ```
    /// use vector_attacks_codegen::{generate, variant::Variant, Request, Visibility};
    /// let r = Request::new()
    ///     .move_generator("chess", Variant::shipped("chess").unwrap(), Visibility::Public)
    ///     .move_generator("gardner", Variant::shipped("gardner").unwrap(), Visibility::Public)
    ///     .magics_from("vector_attacks::tables");
    /// assert_eq!(r.magics_path(), Some("vector_attacks::tables"));
    /// let code = generate(&r).unwrap().to_string();
    /// // Chess names the runtime's tables; gardner's 5x5 board keeps its own.
    /// assert_eq!(code.matches("use vector_attacks :: tables ::").count(), 1);
    /// assert_eq!(code.matches("static ROOK_ATTACKS").count(), 1);
    /// ```
    pub fn magics_from(mut self, path: impl Into<String>) -> Request {
        self.magics_from = Some(path.into());
        self
    }

    /// The path of the runtime's slider tables, if [`Request::magics_from`] named one.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Request::new().magics_path(), None);
    /// ```
    pub fn magics_path(&self) -> Option<&str> {
        self.magics_from.as_deref()
    }

    /// The path of the `Game` trait the move generators implement, if
    /// [`Request::game_trait`] asked for one.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Request::new().game_trait_path(), None);
    /// ```
    pub fn game_trait_path(&self) -> Option<&str> {
        self.game_trait.as_deref()
    }

    /// The move generators asked for, in order.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::Request::new().move_generators().is_empty());
    /// ```
    pub fn move_generators(&self) -> &[MoveGenerator] {
        &self.modules
    }

    /// The same request with another square numbering; every table, index formula and doc
    /// comment follows it.
    ///
    /// ```
    /// use vector_attacks_codegen::{Numbering, Request};
    /// let r = Request::new().numbering(Numbering::A8);
    /// assert_eq!(r.geometry().numbering(), Numbering::A8);
    /// ```
    pub fn numbering(mut self, numbering: Numbering) -> Request {
        self.geometry = self.geometry.with_numbering(numbering);
        self
    }

    /// The same request on a board of `files` x `ranks` (each 1..=16, at most 128 squares;
    /// 8x8 by default), keeping its numbering and any bitboard type asked for with
    /// [`Request::bitboard`]. Every table follows it; tables by difference take a layout wide
    /// enough for it ([`TableId::layout_for`]).
    ///
    /// ```
    /// use vector_attacks_codegen::{geometry::Bitboard, Request, TableId};
    /// let r = Request::new().board(10, 8)?.table(TableId::InBetweenBy0x88Diff);
    /// assert_eq!(r.geometry().squares(), 80);
    /// assert_eq!(r.geometry().bitboard(), Bitboard::U128);
    /// assert!(Request::new().board(0, 8).unwrap_err().to_string().contains("0 files"));
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn board(mut self, files: u32, ranks: u32) -> Result<Request, Error> {
        let board = Geometry::board(files, ranks)?.with_numbering(self.geometry.numbering());
        self.geometry = match self.bitboard {
            Some(bitboard) => board.with_bitboard(bitboard)?,
            None => board,
        };
        Ok(self)
    }

    /// The same request with bitboards of another type: `u128` on a board of up to 64
    /// squares (a board above 64 squares has `u128` already; `u64` there is refused).
    ///
    /// ```
    /// use vector_attacks_codegen::{geometry::Bitboard, Request};
    /// let r = Request::new().bitboard(Bitboard::U128)?;
    /// assert_eq!(r.geometry().bitboard(), Bitboard::U128);
    /// assert!(Request::new().board(10, 8)?.bitboard(Bitboard::U64).is_err());
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn bitboard(mut self, bitboard: Bitboard) -> Result<Request, Error> {
        self.geometry = self.geometry.with_bitboard(bitboard)?;
        self.bitboard = Some(bitboard);
        Ok(self)
    }

    /// The same request with one more piece, defined in Betza notation (see
    /// [`crate::input::betza`]): a row of the attack tables, the piece mask, the piece-aware
    /// in-between tables and the attack-set functions, after the seven orthodox classes
    /// (unless [`Request::orthodox_pieces`] drops them), in the order they are added.
    /// Refuses a definition it cannot hold, a name given twice (an orthodox name too, while
    /// the orthodox classes are kept), and more than 31 pieces in all.
    ///
    /// ```
    /// use vector_attacks_codegen::{Request, TableId};
    /// let capablanca = Request::new().board(10, 8)?.piece("archbishop", "BN")?.piece("chancellor", "RN")?;
    /// assert_eq!(capablanca.pieces().len(), 9); // the orthodox seven, then the two
    /// assert_eq!(capablanca.pieces()[8].betza(), "RN");
    /// // A hopper is read; only the attack-set functions hold it (`first_error` names the rest).
    /// let cannon = Request::new().piece("cannon", "mRcpR")?;
    /// assert!(cannon.clone().table(TableId::AttackersToFn).first_error().is_none());
    /// let (_, e) = cannon.table(TableId::AttacksBy0x88DiffAndPiece).first_error().unwrap();
    /// assert!(e.to_string().contains("hops"), "{e}");
    /// assert!(Request::new().piece("x", "pN").is_err()); // `p` on a leaper
    /// assert!(Request::new().piece("knight", "N").is_err()); // the orthodox knight is kept
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn piece(mut self, name: &str, betza: &str) -> Result<Request, Error> {
        let piece = Piece::parse_with_hoppers(name, betza)?;
        let pieces = self.pieces();
        if pieces.iter().any(|p| p.name() == name) {
            return Err(if self.pieces.iter().any(|p| p.name() == name) {
                Error::DuplicatePiece {
                    name: name.to_owned(),
                }
            } else {
                Error::OrthodoxPiece {
                    name: name.to_owned(),
                }
            });
        }
        if pieces.len() == MAX_PIECES {
            return Err(Error::TooManyPieces { max: MAX_PIECES });
        }
        self.pieces.push(piece);
        Ok(self)
    }

    /// The same request with the seven orthodox classes kept before the defined pieces
    /// (`true`, the default: `pieces = orthodox;`) or dropped, so that the tables hold the
    /// defined pieces alone (`false`: `pieces = none;`). Say it before defining pieces.
    ///
    /// ```
    /// use vector_attacks_codegen::Request;
    /// let horse = Request::new().orthodox_pieces(false).piece("horse", "nN")?;
    /// assert_eq!(horse.pieces().len(), 1);
    /// assert_eq!(Request::new().piece("horse", "nN")?.pieces().len(), 8);
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn orthodox_pieces(mut self, keep: bool) -> Request {
        self.orthodox = keep;
        self
    }

    /// The pieces the request defines, without the orthodox classes.
    ///
    /// ```
    /// use vector_attacks_codegen::Request;
    /// assert_eq!(Request::new().piece("camel", "C")?.defined_pieces().len(), 1);
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn defined_pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The pieces of the tables, in row order: the seven orthodox classes
    /// ([`crate::compute::attacks::PieceClass::orthodox`]) unless dropped, then the request's
    /// own.
    ///
    /// ```
    /// use vector_attacks_codegen::Request;
    /// assert_eq!(Request::new().pieces().len(), 7);
    /// assert_eq!(Request::new().piece("camel", "C")?.pieces()[7].name(), "camel");
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn pieces(&self) -> Vec<Piece> {
        let mut pieces = if self.orthodox {
            crate::compute::attacks::PieceClass::orthodox()
        } else {
            Vec::new()
        };
        pieces.extend(self.pieces.iter().cloned());
        pieces
    }

    /// The same request with other in-between semantics (strict by default).
    ///
    /// ```
    /// use vector_attacks_codegen::{Request, Semantics};
    /// assert_eq!(Request::new().semantics(Semantics::Stockfish).in_between_semantics(), Semantics::Stockfish);
    /// ```
    pub fn semantics(mut self, semantics: Semantics) -> Request {
        self.semantics = semantics;
        self
    }

    /// The in-between semantics.
    ///
    /// ```
    /// use vector_attacks_codegen::{Request, Semantics};
    /// assert_eq!(Request::new().in_between_semantics(), Semantics::Strict);
    /// ```
    pub fn in_between_semantics(&self) -> Semantics {
        self.semantics
    }

    /// Every table of the catalogue under its default name.
    ///
    /// ```
    /// use vector_attacks_codegen::{Request, TableId};
    /// assert_eq!(Request::all().items().len(), TableId::ALL.len());
    /// ```
    pub fn all() -> Request {
        TableId::ALL
            .into_iter()
            .fold(Request::new(), Request::table)
    }

    /// Adds a table with its defaults.
    ///
    /// ```
    /// use vector_attacks_codegen::{Request, TableId};
    /// assert_eq!(Request::new().table(TableId::ManhattanBySquares).items().len(), 1);
    /// ```
    pub fn table(self, table: TableId) -> Request {
        self.item(Item::new(table))
    }

    /// Adds an item.
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Request, TableId};
    /// let r = Request::new().item(Item::new(TableId::ManhattanBySquares).named("TAXI"));
    /// assert_eq!(r.items()[0].name, "TAXI");
    /// ```
    pub fn item(mut self, item: Item) -> Request {
        self.items.push(item);
        self
    }

    /// The board geometry.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, Request};
    /// assert_eq!(Request::new().geometry(), Geometry::STANDARD);
    /// ```
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The items, to annotate (crate-internal).
    pub(crate) fn items_mut(&mut self) -> &mut [Item] {
        &mut self.items
    }

    /// The items, in emission order.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Request::all().items()[0].name, "IN_BETWEEN_RECTANGULAR");
    /// ```
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// Checks the request: at least one item; every name a valid identifier, not a keyword
    /// of any edition (unless written raw, `r#gen`), used once as Rust compares names (raw
    /// prefix stripped, NFC-normalised: `r#foo` is `foo`, `café` is one name however its é
    /// is encoded); element types that fit the kind of table; layouts only on tables indexed
    /// by difference; Stockfish semantics only where they can be stored. (Whether an element
    /// type is wide enough for the values is checked when they are known, by
    /// [`crate::emit`].)
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Request, TableId};
    /// let bad = Request::new().item(Item::new(TableId::ManhattanBySquares).named("2fast"));
    /// assert!(bad.validate().unwrap_err().to_string().contains("identifier"));
    /// let keyword = Request::new().item(Item::new(TableId::ManhattanBySquares).named("gen"));
    /// assert!(keyword.validate().unwrap_err().to_string().contains("keyword"));
    /// ```
    pub fn validate(&self) -> Result<(), Error> {
        if self.items.is_empty() && self.modules.is_empty() {
            return Err(Error::EmptyRequest);
        }
        if let Some((_, e)) = self.first_error() {
            return Err(e);
        }
        let mut names = std::collections::HashSet::new();
        for item in &self.items {
            names.insert(crate::model::names::canonical(&item.name)?);
        }
        for module in &self.modules {
            if !names.insert(crate::model::names::canonical(&module.name)?) {
                return Err(Error::DuplicateName {
                    name: module.name.clone(),
                });
            }
        }
        Ok(())
    }

    /// The first item that breaks a rule of [`Request::validate`], with its index, so that
    /// the request syntax can report the mistake at its own token. One pass: linear in the
    /// number of items.
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Request, TableId};
    /// let r = Request::new()
    ///     .item(Item::new(TableId::ChebyshevBySquares).named("foo"))
    ///     .item(Item::new(TableId::ManhattanBySquares).named("r#foo"));
    /// let (index, error) = r.first_error().unwrap();
    /// assert_eq!(index, 1);
    /// assert!(error.to_string().contains("used twice"));
    /// ```
    pub fn first_error(&self) -> Option<(usize, Error)> {
        let mut names = std::collections::HashSet::with_capacity(self.items.len());
        self.items
            .iter()
            .enumerate()
            .find_map(|(index, item)| self.check_item(item, &mut names).err().map(|e| (index, e)))
    }

    fn check_item(
        &self,
        item: &Item,
        names: &mut std::collections::HashSet<String>,
    ) -> Result<(), Error> {
        let name = crate::model::names::canonical(&item.name)?;
        if !names.insert(name) {
            return Err(Error::DuplicateName {
                name: item.name.clone(),
            });
        }
        // Bitboard tables (and the functions) carry `u64`, the mark of the board's bitboard
        // type; step and distance tables do not.
        let bitboards = item.table.default_element() == ElementType::U64;
        if bitboards != (item.element == ElementType::U64) {
            return Err(Error::ElementMismatch {
                name: item.name.clone(),
                element: item.element.rust_name(),
            });
        }
        item.check_options(self.geometry)?;
        if item.table.rows() == Rows::Piece && !self.orthodox && self.pieces.is_empty() {
            return Err(Error::NoPieces {
                table: item.table.name(),
            });
        }
        crate::catalog::families::attack_sets::refuse_hoppers(item.table, &self.pieces)?;
        if self.semantics == Semantics::Stockfish
            && item.table.semantics_rule() == SemanticsRule::StrictOnly
        {
            return Err(item.table.semantics_unsupported());
        }
        Ok(())
    }
}
