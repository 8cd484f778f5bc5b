//! The move generator's template, `codegen/templates/movegen.rs`: real Rust that reads the
//! generated `rules` module by name (its first lines, `use self::rules::{..}`, are the whole
//! contract) and is compiled in the workspace against a fixture of those rules
//! (`codegen/template-check`), so rustc and clippy check it where it is written.
//!
//! Its doc examples are fenced ```` ```variant ```` and name the module they run in as
//! `crate_path`: placing the template rewrites those doc attributes, found on the syntax
//! tree, and nothing else; the text keeps its comments.

use proc_macro2::TokenStream;
use syn::visit_mut::VisitMut;

use crate::Error;

/// The template's text, as written.
pub const TEXT: &str = include_str!("../../templates/movegen.rs");

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
