//! The catalogue: the list of table families ([`FAMILIES`]), each declaring its tables in its
//! own module of [`crate::catalog::families`]. What a [`TableId`] is (its names, element type,
//! indexing, options) is read from its family's [`Declaration`]; computing and describing an
//! item resolve its choices into a [`Context`] and hand it to the declaration.
//!
//! The catalogue layer: it may import the model and the computations, never the emitters
//! (a declaration names its emitter as data, [`declaration::Emitter`]), the move generator or
//! the outputs.

pub mod declaration;
pub mod families;
pub(crate) mod request;

pub use crate::catalog::declaration::{Computed, Indexing};
pub use crate::model::table::ElementType;
pub use families::attack_sets::refuse_hoppers;

use crate::catalog::declaration::{Context, Declaration, Family, Options, Rows, SemanticsRule};
use crate::catalog::families::{
    attack_sets, attacked_by, attacks, board_functions, distance, in_between, mailbox, piece_sets,
    rays, see, sliders,
};
use crate::compute::attacks::PieceClass;
use crate::compute::in_between::Semantics;
use crate::input::betza::Piece;
use crate::{
    catalog::request::Item, compute::strategy::AttackStrategy, error::Error,
    model::geometry::Geometry, model::geometry::Numbering, model::geometry::VectorLayout,
    model::table_id::TableId,
};

/// The table families, each with its tables.
///
/// ```
/// use vector_attacks_codegen::catalog::FAMILIES;
/// assert_eq!(FAMILIES.iter().map(|f| f.tables.len()).sum::<usize>(), vector_attacks_codegen::TableId::ALL.len());
/// ```
pub const FAMILIES: &[Family] = &[
    Family {
        name: "in_between",
        file: "in_between.rs",
        tables: in_between::TABLES,
        code: None,
    },
    Family {
        name: "rays",
        file: "rays.rs",
        tables: rays::TABLES,
        code: None,
    },
    Family {
        name: "distance",
        file: "distance.rs",
        tables: distance::TABLES,
        code: None,
    },
    Family {
        name: "attacks",
        file: "attacks.rs",
        tables: attacks::TABLES,
        code: None,
    },
    Family {
        name: "attacked_by",
        file: "attacked_by.rs",
        tables: attacked_by::TABLES,
        code: None,
    },
    Family {
        name: "mailbox",
        file: "mailbox.rs",
        tables: mailbox::TABLES,
        code: None,
    },
    Family {
        name: "see",
        file: "see.rs",
        tables: see::TABLES,
        code: None,
    },
    Family {
        name: "piece_sets",
        file: "piece_sets.rs",
        tables: piece_sets::TABLES,
        code: None,
    },
    Family {
        name: "sliders",
        file: "sliders.rs",
        tables: sliders::TABLES,
        code: Some(declaration::FamilyCode::RuntimeKernels),
    },
    Family {
        name: "board_functions",
        file: "board_functions.rs",
        tables: board_functions::TABLES,
        code: None,
    },
    Family {
        name: "attack_sets",
        file: "attack_sets.rs",
        tables: attack_sets::TABLES,
        code: None,
    },
];

/// Every declaration, family by family.
///
/// ```
/// let names: Vec<_> = vector_attacks_codegen::catalog::declarations().map(|d| d.name).collect();
/// assert_eq!(names[0], "in-between-rectangular");
/// ```
pub fn declarations() -> impl Iterator<Item = &'static Declaration> {
    FAMILIES.iter().flat_map(|family| family.tables.iter())
}

/// How many tables the families declare.
const COUNT: usize = {
    let (mut f, mut n) = (0, 0);
    while f < FAMILIES.len() {
        n += FAMILIES[f].tables.len();
        f += 1;
    }
    n
};

/// Every table in the order of [`TableId`]'s variants, checked at compile time: each
/// variant is declared exactly once, by one family.
const ALL: [TableId; COUNT] = {
    let mut out = [TableId::InBetweenRectangular; COUNT];
    let mut seen = [false; COUNT];
    let mut f = 0;
    while f < FAMILIES.len() {
        let mut t = 0;
        while t < FAMILIES[f].tables.len() {
            let d = &FAMILIES[f].tables[t];
            let id = d.id as usize;
            assert!(
                id < COUNT && !seen[id],
                "a table declared twice, or a gap in TableId"
            );
            // A table takes the layout option exactly when it is indexed by difference.
            assert!(matches!(d.options, Options::Layout) == d.default_layout().is_some());
            seen[id] = true;
            out[id] = d.id;
            t += 1;
        }
        f += 1;
    }
    assert!(
        TableId::LAST as usize + 1 == COUNT,
        "a variant of TableId has no declaration"
    );
    out
};

/// The names of the tables that take `options`, in catalogue order (named in errors).
fn takers(options: Options) -> Vec<&'static str> {
    declarations()
        .filter(|d| d.options == options)
        .map(|d| d.name)
        .collect()
}

impl TableId {
    /// The error for a layout given to this table, which takes none: it names the tables
    /// that take each kind of option, from the catalogue.
    ///
    /// ```
    /// use vector_attacks_codegen::TableId;
    /// let message = TableId::Line.layout_unsupported().to_string();
    /// assert!(message.contains("`in-between-0x88`") && message.contains("`mailbox-template`"));
    /// assert!(message.contains("`see-rebel`"), "{message}");
    /// ```
    pub fn layout_unsupported(self) -> Error {
        Error::LayoutUnsupported {
            table: self.name(),
            by_difference: takers(Options::Layout),
            mailbox: takers(Options::Mailbox),
            values: takers(Options::PieceValues),
        }
    }

    /// The error for `semantics = stockfish` on this table, which holds only the strict sets:
    /// it names the in-between tables that hold either meaning, from the catalogue.
    ///
    /// ```
    /// use vector_attacks_codegen::TableId;
    /// let message = TableId::InBetweenTriangular.semantics_unsupported().to_string();
    /// assert!(message.contains("`in-between-rectangular`"), "{message}");
    /// ```
    pub fn semantics_unsupported(self) -> Error {
        Error::SemanticsUnsupported {
            table: self.name(),
            either: declarations()
                .filter(|d| d.semantics == SemanticsRule::Follows)
                .map(|d| d.name)
                .collect(),
        }
    }

    /// Every table, in the order of the variants (the order of `list` and of error messages
    /// listing the tables; [`FAMILIES`] groups them by family).
    pub const ALL: [TableId; COUNT] = ALL;

    /// The declaration of the table, in its family's module.
    ///
    /// ```
    /// use vector_attacks_codegen::TableId;
    /// assert_eq!(TableId::Line.declaration().seed, Some("LineBB"));
    /// ```
    pub const fn declaration(self) -> &'static Declaration {
        let mut f = 0;
        while f < FAMILIES.len() {
            let mut t = 0;
            while t < FAMILIES[f].tables.len() {
                if FAMILIES[f].tables[t].id as usize == self as usize {
                    return &FAMILIES[f].tables[t];
                }
                t += 1;
            }
            f += 1;
        }
        // `ALL` proves at compile time that every variant is declared.
        unreachable!()
    }

    /// The name used on the command line, in requests and in the macro.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::TableId::RayUnitVectorQueen15.name(), "ray-unit-vector-queen-15");
    /// ```
    pub const fn name(self) -> &'static str {
        self.declaration().name
    }

    /// The default name of the emitted item.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::TableId::InBetweenCalculated.item_name(), "in_between_calculated");
    /// ```
    pub const fn item_name(self) -> &'static str {
        self.declaration().item_name
    }

    /// How the table is indexed.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Indexing, TableId, VectorLayout};
    /// assert_eq!(TableId::InBetweenBy0x88Diff.indexing(), Indexing::Difference(VectorLayout::X88_DIFF));
    /// ```
    pub const fn indexing(self) -> Indexing {
        self.declaration().indexing
    }

    /// The element type the table is emitted in unless a request says otherwise.
    ///
    /// ```
    /// use vector_attacks_codegen::{ElementType, TableId};
    /// assert_eq!(TableId::RayUnitVectorQueen16.default_element(), ElementType::I8);
    /// ```
    pub const fn default_element(self) -> ElementType {
        self.declaration().element
    }

    /// The options of the request syntax the table accepts.
    ///
    /// ```
    /// use vector_attacks_codegen::{declaration::Options, TableId};
    /// assert_eq!(TableId::MailboxTemplate.options(), Options::Mailbox);
    /// ```
    pub const fn options(self) -> Options {
        self.declaration().options
    }

    /// How the table follows the in-between semantics.
    ///
    /// ```
    /// use vector_attacks_codegen::{declaration::SemanticsRule, TableId};
    /// assert_eq!(TableId::Line.semantics_rule(), SemanticsRule::Ignores);
    /// ```
    pub const fn semantics_rule(self) -> SemanticsRule {
        self.declaration().semantics
    }

    /// What the table's rows stand for.
    ///
    /// ```
    /// use vector_attacks_codegen::{declaration::Rows, TableId};
    /// assert_eq!(TableId::Rays.rows(), Rows::Direction);
    /// ```
    pub const fn rows(self) -> Rows {
        self.declaration().rows
    }

    /// The layout of a table indexed by difference, unless a request chooses another;
    /// `None` for tables indexed by square pair.
    ///
    /// ```
    /// use vector_attacks_codegen::{TableId, VectorLayout};
    /// assert_eq!(TableId::RayUnitVectorQueen15.default_layout(), Some(VectorLayout::WIDTH_15));
    /// assert_eq!(TableId::InBetweenRectangular.default_layout(), None);
    /// ```
    pub const fn default_layout(self) -> Option<VectorLayout> {
        self.declaration().default_layout()
    }

    /// The layout of a table indexed by difference on `geometry` unless a request chooses
    /// another: the seed's layout ([`TableId::default_layout`]) where it serves the board
    /// (every board of at most 8 files and 8 ranks), and otherwise the tightest layout at
    /// least as wide as the seed's and at least `2 * files - 1` wide (19 on a 10-file board,
    /// 16 on an 8x10 one), described in the table's doc comment.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, TableId, VectorLayout};
    /// let t = TableId::InBetweenBy0x88Diff;
    /// assert_eq!(t.layout_for(Geometry::STANDARD), Some(VectorLayout::X88_DIFF));
    /// let grand = Geometry::board(10, 10).unwrap();
    /// assert_eq!(t.layout_for(grand), VectorLayout::compact(grand, 19).ok());
    /// ```
    pub fn layout_for(self, geometry: Geometry) -> Option<VectorLayout> {
        let seed = self.default_layout()?;
        if seed.fits(geometry).is_ok() {
            return Some(seed);
        }
        let width = seed.width().max(2 * geometry.files() - 1);
        VectorLayout::compact(geometry, width as u16).ok()
    }

    /// The layout a request's `(width = W, offset = O)` asks for on `geometry`: without a
    /// width, the table's own on the board ([`TableId::layout_for`]); without an offset, the
    /// tightest for the width. Refuses tables not indexed by difference, and widths and
    /// offsets the board cannot take.
    ///
    /// ```
    /// use vector_attacks_codegen::{Geometry, TableId, VectorLayout};
    /// let t = TableId::RayUnitVectorQueen15;
    /// let g = Geometry::board(10, 8).unwrap();
    /// assert_eq!(t.layout_with(g, None, Some(300)), VectorLayout::new(g, 19, 300));
    /// assert!(t.layout_with(g, Some(15), None).is_err());
    /// assert!(TableId::Line.layout_with(g, Some(19), None).is_err());
    /// ```
    pub fn layout_with(
        self,
        geometry: Geometry,
        width: Option<u16>,
        offset: Option<u16>,
    ) -> Result<VectorLayout, Error> {
        let Some(seed) = self.default_layout() else {
            return Err(self.layout_unsupported());
        };
        let own = self.layout_for(geometry).unwrap_or(seed);
        let width = width.unwrap_or(own.width() as u16);
        match offset {
            None => VectorLayout::compact(geometry, width),
            Some(offset) => VectorLayout::new(geometry, width, offset),
        }
    }

    /// Whether this is one of the in-between families, to which [`Semantics`] applies.
    ///
    /// ```
    /// use vector_attacks_codegen::TableId;
    /// assert!(TableId::InBetweenBy0x88Diff.is_in_between());
    /// assert!(!TableId::AttacksBy0x88DiffAndPiece.is_in_between());
    /// ```
    pub const fn is_in_between(self) -> bool {
        !matches!(self.declaration().semantics, SemanticsRule::Ignores)
    }

    /// Whether this is emitted as a function rather than a table.
    ///
    /// ```
    /// assert!(vector_attacks_codegen::TableId::InBetweenCalculated.is_function());
    /// ```
    pub const fn is_function(self) -> bool {
        self.declaration().function
    }

    /// Computes the table with its defaults on `geometry`: strict in-between sets, the
    /// default layout.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Computed, Geometry, TableId};
    /// let Computed::Table(t) = TableId::ManhattanBySquares.content(Geometry::STANDARD) else { panic!() };
    /// assert_eq!(t.shape, vec![64, 64]);
    /// ```
    pub fn content(self, geometry: Geometry) -> Computed {
        self.compute(geometry, Semantics::Strict, self.default_layout())
            .unwrap_or_else(|e| unreachable!("the defaults of {self} are valid: {e}"))
    }

    /// Computes the table (or builds the function's source) for `geometry`, `semantics` (in
    /// the in-between families) and `layout` (in tables indexed by difference; `None` means
    /// the default). Refuses combinations that cannot be built.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::in_between::Semantics, Geometry, TableId};
    /// let g = Geometry::STANDARD;
    /// assert!(TableId::InBetweenTriangular.compute(g, Semantics::Stockfish, None).is_err());
    /// ```
    pub fn compute(
        self,
        geometry: Geometry,
        semantics: Semantics,
        layout: Option<VectorLayout>,
    ) -> Result<Computed, Error> {
        let item = Item {
            layout,
            ..Item::new(self)
        };
        TableId::compute_full(&item, geometry, semantics, &PieceClass::orthodox())
    }

    /// Everything an [`Item`] chooses (layout, mailbox layout, piece values, element type),
    /// on `geometry` with `semantics` and `pieces`: the options it may not take refused, the
    /// layout checked against the board, then the declaration's computation.
    fn compute_full(
        item: &Item,
        geometry: Geometry,
        semantics: Semantics,
        pieces: &[Piece],
    ) -> Result<Computed, Error> {
        item.check_options(geometry)?;
        refuse_hoppers(item.table, pieces)?;
        let context = item.context(geometry, semantics, pieces);
        (item.table.declaration().compute)(&context)
    }

    /// The doc comment of the item with its defaults (a1 = 0, strict, default layout).
    ///
    /// ```
    /// assert!(vector_attacks_codegen::TableId::InBetweenTriangular.doc().contains("arrTriangular"));
    /// ```
    pub fn doc(self) -> String {
        self.describe(Geometry::STANDARD, Semantics::Strict, self.default_layout())
    }

    /// The doc comment of the emitted item: definition, index formula and size, following
    /// the numbering, semantics and layout it was built with, and the seed's name.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::in_between::Semantics, Geometry, Numbering, TableId};
    /// let g = Geometry::STANDARD.with_numbering(Numbering::A8);
    /// let doc = TableId::InBetweenRectangular.describe(g, Semantics::Stockfish, None);
    /// assert!(doc.contains("a8 = 0"));
    /// assert!(doc.contains("`to` itself"));
    /// ```
    pub fn describe(
        self,
        geometry: Geometry,
        semantics: Semantics,
        layout: Option<VectorLayout>,
    ) -> String {
        let item = Item {
            layout,
            ..Item::new(self)
        };
        TableId::describe_full(&item, geometry, semantics, &PieceClass::orthodox())
    }

    /// The doc comment of everything an [`Item`] chooses (layout, mailbox layout, piece
    /// values, element type), on `geometry` with `semantics` and `pieces`: the declaration's
    /// summary and body, then the numbering of the squares.
    fn describe_full(
        item: &Item,
        geometry: Geometry,
        semantics: Semantics,
        pieces: &[Piece],
    ) -> String {
        let this = item.table;
        let context = item.context(geometry, semantics, pieces);
        let (summary, body) = (this.declaration().describe)(&context);
        let n = geometry.squares();
        let rank = match geometry.numbering() {
            Numbering::A1 => "rank_delta",
            Numbering::A8 => "row_delta",
        };
        let corner = |file: i32, rank: i32| {
            let square = geometry.square(file, rank).unwrap_or_default();
            format!("{} = {square}", geometry.square_name(square))
        };
        let (f, r) = (geometry.files() - 1, geometry.ranks() - 1);
        let mut numbering = match geometry.numbering() {
            Numbering::A1 => format!(
                "Squares: {}, {}, {}, {}.",
                corner(0, 0),
                corner(f, 0),
                corner(0, r),
                corner(f, r)
            ),
            Numbering::A8 => format!(
                "Squares: {}, {}, {}, {} (rank-flipped); `{rank}` counts rows of that numbering, so it is the negated rank difference.",
                corner(0, r),
                corner(f, r),
                corner(0, 0),
                corner(f, 0)
            ),
        };
        if !geometry.is_standard() {
            numbering.push_str(&format!(
                " Board {} ({n} squares), bitboards `{}`: bit `i` is square `i`.",
                geometry.size_name(),
                geometry.bitboard().rust_name()
            ));
        }
        if !this.indexing().by_squares() {
            return format!("{summary}\n\n{body}");
        }
        format!("{summary}\n\n{body}\n\n{numbering}")
    }
}

impl Item {
    /// Refuses the options the item's table does not take (layout, piece values, mailbox
    /// layout, strategy: [`TableId::options`]), and a layout the board cannot use: the one
    /// check of an item's options, for requests ([`crate::catalog::request::Request::validate`]) and for items
    /// computed alone.
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::see::Values, Geometry, Item, TableId};
    /// let see = Item::new(TableId::Line).values(Values::default());
    /// assert!(see.check_options(Geometry::STANDARD).unwrap_err().to_string().contains("line"));
    /// assert!(Item::new(TableId::Line).check_options(Geometry::STANDARD).is_ok());
    /// // The error names every table that takes the option, from the catalogue.
    /// let magic = Item::new(TableId::Line).strategy(vector_attacks_codegen::AttackStrategy::Magic);
    /// let message = magic.check_options(Geometry::STANDARD).unwrap_err().to_string();
    /// assert!(message.contains("`attacks-fn`") && message.contains("`side-attacks-fn`"), "{message}");
    /// ```
    pub fn check_options(&self, geometry: Geometry) -> Result<(), Error> {
        let (table, options) = (self.table.name(), self.table.options());
        if self.values.is_some() && options != Options::PieceValues {
            let takers = takers(Options::PieceValues);
            return Err(Error::ValuesUnsupported { table, takers });
        }
        if self.mailbox.is_some() && options != Options::Mailbox {
            let takers = takers(Options::Mailbox);
            return Err(Error::MailboxUnsupported { table, takers });
        }
        if self.strategy.is_some() && options != Options::Strategy {
            let takers = takers(Options::Strategy);
            return Err(Error::StrategyUnsupported { table, takers });
        }
        if self.piece_set_layout.is_some() && options != Options::PieceSetLayout {
            let takers = takers(Options::PieceSetLayout);
            return Err(Error::PieceSetLayoutUnsupported { table, takers });
        }
        match (self.layout, options) {
            (Some(layout), Options::Layout) => layout.fits(geometry),
            (Some(_), _) => Err(self.table.layout_unsupported()),
            (None, _) => Ok(()),
        }
    }

    /// The item's choices as a [`Context`] on `geometry` with `semantics` and `pieces`, each
    /// default resolved here and nowhere else: its layout, or the table's own on the board
    /// (the seed's 0x88 layout stands in for tables not indexed by difference, which read
    /// none); its strategy, or the board's ([`AttackStrategy::default_for`]); its piece
    /// values, or 1, 3, 3, 5, 9.
    fn context<'a>(
        &self,
        geometry: Geometry,
        semantics: Semantics,
        pieces: &'a [Piece],
    ) -> Context<'a> {
        Context {
            table: self.table,
            geometry,
            semantics,
            pieces,
            layout: self
                .layout
                .or(self.table.layout_for(geometry))
                .unwrap_or(VectorLayout::X88_DIFF),
            mailbox: self.mailbox,
            values: self.values.unwrap_or_default(),
            element: self.element,
            strategy: self
                .strategy
                .unwrap_or(AttackStrategy::default_for(geometry)),
            piece_set_layout: self.piece_set_layout.unwrap_or_default(),
        }
    }

    /// Computes the item's table (or builds the function's source) on `geometry` with
    /// `semantics`, following everything the item chooses: its layout by difference, mailbox
    /// layout, piece values and element type (whose all-ones value marks off-board cells).
    /// Refuses combinations that cannot be built, and options that do not apply to its table.
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Computed, compute::see::Values, mailbox::MailboxLayout};
    /// use vector_attacks_codegen::{ElementType, Geometry, Item, Semantics, TableId};
    /// let g = Geometry::STANDARD;
    /// let item = Item::new(TableId::MailboxToSquare).mailbox(MailboxLayout::X88).element(ElementType::I8);
    /// let Computed::Table(t) = item.compute(g, Semantics::Strict).unwrap() else { panic!() };
    /// assert_eq!(t.integers().unwrap()[8], -1); // the cell right of h1 is off the board
    /// let v = Values { pawn: 100, knight: 300, bishop: 300, rook: 500, queen: 900 };
    /// let item = Item::new(TableId::SeeRebel).values(v).element(ElementType::I16);
    /// let Computed::Table(t) = item.compute(g, Semantics::Strict).unwrap() else { panic!() };
    /// assert_eq!(t.integers().unwrap()[(5 << 16) | ((1 | 1 << 3) << 8)], 900); // PxQ, undefended
    /// assert!(Item::new(TableId::Line).mailbox(MailboxLayout::X88).compute(g, Semantics::Strict).is_err());
    /// ```
    pub fn compute(&self, geometry: Geometry, semantics: Semantics) -> Result<Computed, Error> {
        TableId::compute_full(self, geometry, semantics, &PieceClass::orthodox())
    }

    /// [`Item::compute`] within `request`: on its board, with its semantics and its pieces
    /// (the seven orthodox classes, then the pieces it defines; see [`crate::catalog::request::Request::pieces`]).
    ///
    /// ```
    /// use vector_attacks_codegen::{catalog::Computed, Item, Request, TableId};
    /// let request = Request::new().piece("nightrider", "NN")?;
    /// let Computed::Table(t) = Item::new(TableId::AttacksBy0x88DiffAndPiece).compute_for(&request)? else { panic!() };
    /// assert_eq!(t.shape, vec![8, 256]);
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn compute_for(
        &self,
        request: &crate::catalog::request::Request,
    ) -> Result<Computed, Error> {
        TableId::compute_full(
            self,
            request.geometry(),
            request.in_between_semantics(),
            &request.pieces(),
        )
    }

    /// [`Item::describe`] within `request` (its board, semantics and pieces).
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Request, TableId};
    /// let request = Request::new().piece("horse", "nN")?;
    /// let doc = Item::new(TableId::AttacksBy0x88DiffAndPiece).describe_for(&request);
    /// assert!(doc.contains("7 `horse` (`nN`)"), "{doc}");
    /// # Ok::<(), vector_attacks_codegen::Error>(())
    /// ```
    pub fn describe_for(&self, request: &crate::catalog::request::Request) -> String {
        TableId::describe_full(
            self,
            request.geometry(),
            request.in_between_semantics(),
            &request.pieces(),
        )
    }

    /// The doc comment of the item's table, following everything the item chooses (see
    /// [`TableId::describe`]).
    ///
    /// ```
    /// use vector_attacks_codegen::{compute::see::Values, mailbox::MailboxLayout};
    /// use vector_attacks_codegen::{ElementType, Geometry, Item, Semantics, TableId};
    /// let g = Geometry::STANDARD;
    /// let item = Item::new(TableId::MailboxTemplate).mailbox(MailboxLayout::TEN_BY_TWELVE).element(ElementType::I8);
    /// let doc = item.describe(g, Semantics::Strict);
    /// assert!(doc.contains("10x12") && doc.contains("-1"), "{doc}");
    /// let v = Values { pawn: 100, knight: 325, bishop: 325, rook: 500, queen: 975 };
    /// let doc = Item::new(TableId::SeeCounts).values(v).describe(g, Semantics::Strict);
    /// assert!(doc.contains("queen 975"), "{doc}");
    /// ```
    pub fn describe(&self, geometry: Geometry, semantics: Semantics) -> String {
        TableId::describe_full(self, geometry, semantics, &PieceClass::orthodox())
    }
}

impl std::fmt::Display for TableId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for TableId {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TableId::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| Error::UnknownTable {
                name: s.to_owned(),
                valid: TableId::ALL.iter().map(|t| t.name().to_owned()).collect(),
            })
    }
}
