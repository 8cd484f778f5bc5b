//! Generates a move generator for every variant the package answers for into
//! `OUT_DIR/movegen.rs` (one module each), and the list of them into `OUT_DIR/variants.rs`:
//! every variant of the generator's shipped `variants.ini`, and every section of the file
//! `VECTOR_ATTACKS_VARIANTS` names, if set (a section of the same name as a shipped one takes
//! its place). A section the generator refuses does not stop the build: it is listed with
//! the generator's reason, which `load_variant_config` and every call naming it report.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use vector_attacks_codegen::variant::{module_name, Variant, SHIPPED};
use vector_attacks_codegen::{Error, Request, Visibility};

#[allow(dead_code)]
#[path = "src/ini.rs"]
mod ini;

/// The environment variable naming a user's own `variants.ini`.
const USER_FILE: &str = "VECTOR_ATTACKS_VARIANTS";

/// The environment variable that, where set, limits the shipped variants compiled in to those
/// it lists (comma-separated): for quick builds while working on the package's own code and
/// for linting it (every shipped module's code is linted in examples/movegen).
const SHIPPED_LIST: &str = "VECTOR_ATTACKS_SHIPPED";

/// The environment variable listing the variants (comma-separated, or `all`) that also get a
/// Chess960 twin, for pyffish's `chess960=True`.
const CHESS960_LIST: &str = "VECTOR_ATTACKS_CHESS960";

/// The variants with a Chess960 twin by default: those a variant site plays in Chess960
/// (pychess-variants' 960 modes) among the shipped ones with castling. Each twin is a
/// module more to compile.
const CHESS960_DEFAULT: &[&str] = &[
    "3check",
    "atomic",
    "capablanca",
    "capahouse",
    "chess",
    "crazyhouse",
    "kingofthehill",
];

struct Compiled {
    name: String,
    /// Whether it is the shipped definition (not one of the user's file).
    shipped: bool,
    variant: Variant,
    definition: String,
}

fn main() -> Result<(), Error> {
    println!("cargo:rerun-if-env-changed={USER_FILE}");
    println!("cargo:rerun-if-env-changed={CHESS960_LIST}");
    println!("cargo:rerun-if-env-changed={SHIPPED_LIST}");
    let only: Option<Vec<String>> = std::env::var(SHIPPED_LIST)
        .ok()
        .map(|list| list.split(',').map(|s| s.trim().to_owned()).collect());
    let user = match std::env::var_os(USER_FILE).filter(|v| !v.is_empty()) {
        Some(path) => {
            let path = PathBuf::from(path);
            println!("cargo:rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).map_err(|e| Error::Variant {
                variant: path.display().to_string(),
                message: format!("{USER_FILE} names a file that cannot be read: {e}"),
            })?;
            Some((path, text))
        }
        None => None,
    };
    let user_sections = user
        .as_ref()
        .map(|(_, text)| ini::sections(text))
        .unwrap_or_default();
    let mut compiled = Vec::new();
    let mut refused = Vec::new();
    let shipped_sections = ini::sections(SHIPPED);
    for (name, definition) in &shipped_sections {
        let left_out = only.as_ref().is_some_and(|only| !only.contains(name));
        if left_out || user_sections.iter().any(|(n, _)| n == name) {
            continue;
        }
        compiled.push(Compiled {
            name: name.clone(),
            shipped: true,
            variant: Variant::shipped(name)?,
            definition: definition.clone(),
        });
    }
    if let Some((path, _)) = &user {
        for (name, definition) in &user_sections {
            match Variant::from_file(Path::new(path), name) {
                Ok(variant) => compiled.push(Compiled {
                    name: name.clone(),
                    shipped: false,
                    variant,
                    definition: definition.clone(),
                }),
                Err(e) => refused.push((name.clone(), e.to_string())),
            }
        }
    }
    compiled.sort_by(|a, b| a.name.cmp(&b.name));
    let (twins, twins_refused) = chess960_twins(&compiled, user.as_ref().map(|(_, t)| t.as_str()))?;
    let mut request = Request::new();
    let mut list = String::from("crate::modules! {\n");
    for c in compiled {
        let module = module_name(&c.name);
        writeln!(
            list,
            "    ({module}, {:?}, {:?}, {}, {}, {}, {}, {}, {}),",
            c.name,
            c.definition,
            c.variant.drops.as_ref().is_some_and(|d| d.captures_to_hand),
            c.variant.drops.as_ref().is_some_and(|d| d.two_boards),
            c.variant.castling.as_ref().is_some_and(|c| c.chess960),
            c.variant.shogi_notation,
            c.variant.start_fen.contains('['),
            c.shipped,
        )
        .expect("writing to a String");
        request = request.move_generator(&module, c.variant, Visibility::Public);
    }
    list.push_str("}\n\ncrate::chess960_twins! {\n");
    for (name, variant) in twins {
        let module = format!("{}_chess960", module_name(&name).trim_start_matches("r#"));
        writeln!(
            list,
            "    ({module}, {name:?}, {}),",
            variant.start_fen.contains('[')
        )
        .expect("writing to a String");
        request = request.move_generator(&module, variant, Visibility::Public);
    }
    list.push_str("}\n\n/// The sections of the user's file the generator refused, with its reason.\npub static REFUSED: &[(&str, &str)] = &[\n");
    for (name, why) in refused {
        writeln!(list, "    ({name:?}, {why:?}),").expect("writing to a String");
    }
    list.push_str("];\n\n/// The Chess960 twins the generator refused, with its reason.\npub static CHESS960_REFUSED: &[(&str, &str)] = &[\n");
    for (name, why) in twins_refused {
        writeln!(list, "    ({name:?}, {why:?}),").expect("writing to a String");
    }
    list.push_str("];\n");
    // (The 8x8 modules name the runtime's slider magics: one copy in the library instead
    // of one per variant, some 840 KiB each.)
    request
        .magics_from("vector_attacks::tables")
        .write_to_out_dir("movegen.rs")?;
    let out = std::env::var_os("OUT_DIR").ok_or(Error::NoOutDir)?;
    vector_attacks_codegen::build_script::write_if_changed(
        &Path::new(&out).join("variants.rs"),
        &list,
    )?;
    Ok(())
}

/// The Chess960 twins of the compiled variants `VECTOR_ATTACKS_CHESS960` lists (or
/// [`CHESS960_DEFAULT`]) that castle and are not Chess960 already: each the variant with
/// `chess960 = true`, read as a section inheriting from it; and those the generator refuses
/// (S-chess's gating with Chess960 castling), with its reason.
#[allow(clippy::type_complexity)]
fn chess960_twins(
    compiled: &[Compiled],
    user: Option<&str>,
) -> Result<(Vec<(String, Variant)>, Vec<(String, String)>), Error> {
    let wanted: Vec<String> = match std::env::var(CHESS960_LIST) {
        Ok(list) if list.trim() == "all" => compiled.iter().map(|c| c.name.clone()).collect(),
        Ok(list) => list
            .split(',')
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect(),
        Err(_) => CHESS960_DEFAULT.iter().map(|s| (*s).to_owned()).collect(),
    };
    let mut out = Vec::new();
    let mut refused = Vec::new();
    for c in compiled {
        let castles = c.variant.castling.as_ref().is_some_and(|k| !k.chess960);
        if !castles || !wanted.contains(&c.name) {
            continue;
        }
        let twin = "chess960-twin";
        let text = format!(
            "{}\n[{twin}:{}]\nchess960 = true\n",
            if c.shipped { "" } else { user.unwrap_or("") },
            c.name
        );
        match Variant::from_ini(&text, twin) {
            Ok(mut variant) => {
                variant.name.clone_from(&c.name);
                out.push((c.name.clone(), variant));
            }
            Err(e) => refused.push((c.name.clone(), e.to_string())),
        }
    }
    Ok((out, refused))
}
