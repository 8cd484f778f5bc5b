//! What to generate: one [`Request`] type shared by the build-script builder, the macro and
//! the CLI, so the same request gives the same items everywhere.

use crate::{ElementType, Error, Geometry, TableId};

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
    /// Element type of integer tables; bitboard tables are always `u64`.
    pub element: ElementType,
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
        }
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
    items: Vec<Item>,
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
            items: Vec::new(),
        }
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

    /// The items, in emission order.
    ///
    /// ```
    /// assert_eq!(vector_attacks_codegen::Request::all().items()[0].name, "IN_BETWEEN_RECTANGULAR");
    /// ```
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// Checks the request: at least one item, every name a valid identifier and used once.
    /// (Element ranges are checked when the values are known, by [`crate::emit`].)
    ///
    /// ```
    /// use vector_attacks_codegen::{Item, Request, TableId};
    /// let bad = Request::new().item(Item::new(TableId::ManhattanBySquares).named("2fast"));
    /// assert!(bad.validate().unwrap_err().to_string().contains("identifier"));
    /// ```
    pub fn validate(&self) -> Result<(), Error> {
        if self.items.is_empty() {
            return Err(Error::EmptyRequest);
        }
        for (i, item) in self.items.iter().enumerate() {
            if syn::parse_str::<syn::Ident>(&item.name).is_err() {
                return Err(Error::BadIdentifier {
                    name: item.name.clone(),
                });
            }
            if self.items[..i].iter().any(|other| other.name == item.name) {
                return Err(Error::DuplicateName {
                    name: item.name.clone(),
                });
            }
        }
        Ok(())
    }
}
