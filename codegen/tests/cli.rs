//! The command-line tool as a user runs it: exit codes, one-line errors, what it writes and
//! what it refuses to write.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_vector-attacks-codegen"))
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().unwrap()
}

fn run_in(dir: &Path, args: &[&str]) -> Output {
    bin().current_dir(dir).args(args).output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// This repository's root, or `None` (with a message) when the test runs from a packaged
/// crate, which has no `tables/` beside it.
fn workspace() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    if root.join("tables").is_dir() && root.join("Cargo.toml").is_file() {
        Some(root)
    } else {
        eprintln!("skipped: needs the vector-attacks workspace (not present in a packaged crate)");
        None
    }
}

/// Runs `args`, which must be refused with exit code 2 and one line of error containing
/// `needle`; returns the error.
fn refused(args: &[&str], needle: &str) -> String {
    let o = run(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    err
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn check_passes_on_the_checked_in_tables_from_anywhere_in_the_workspace() {
    let Some(root) = workspace() else { return };
    for dir in [root.clone(), root.join("codegen"), root.join("examples")] {
        let o = run_in(&dir, &["check"]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let o = run_in(&root, &["generate"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Nothing changed, so nothing was written, and it says so with plain paths.
    assert!(
        stdout(&o).contains("tables/rays.rs unchanged"),
        "{}",
        stdout(&o)
    );
    assert!(!stdout(&o).contains(".."), "{}", stdout(&o));
}

#[test]
fn bare_generate_outside_the_workspace_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for command in ["generate", "check"] {
        let o = run_in(dir.path(), &[command]);
        assert_eq!(o.status.code(), Some(2), "{command}");
        assert!(
            stderr(&o).contains("pass `--request FILE --out FILE`"),
            "{}",
            stderr(&o)
        );
    }
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn generate_then_check_a_directory_and_name_stale_files() {
    let dir = tempfile::tempdir().unwrap();
    let tables = dir.path().join("tables");
    let d = tables.to_str().unwrap();
    let o = run(&["generate", "--dir", d]);
    assert!(o.status.success(), "{}", stderr(&o));
    // The nine families' files, the chess move generator and the index.
    assert_eq!(stdout(&o).matches("wrote ").count(), 11, "{}", stdout(&o));
    assert!(run(&["check", "--dir", d]).status.success());
    std::fs::remove_file(tables.join("attacks.rs")).unwrap();
    std::fs::write(tables.join("rays.rs"), "junk").unwrap();
    let o = run(&["check", "--dir", d]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("attacks.rs: missing"), "{err}");
    assert!(err.contains("rays.rs: stale"), "{err}");
    assert!(err.contains(&format!("generate --dir {d}")), "{err}");
    // Only the directory itself is created, never a chain of them.
    let deep = dir.path().join("a/b/c");
    let o = run(&["generate", "--dir", deep.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!dir.path().join("a").exists());
}

#[test]
fn bad_input_is_one_line_with_the_valid_choices_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no/such/x.rs");
    let request = dir.path().join("t.req");
    std::fs::write(&request, "static B = in_between_0x88;").unwrap();
    let fresh = dir.path().join("x.rs");
    let (m, r, x) = (
        missing.to_str().unwrap(),
        request.to_str().unwrap(),
        fresh.to_str().unwrap(),
    );
    let under_file = format!("{r}/x.rs");
    let cases: &[(&[&str], &str)] = &[
        (
            &["show", "nonsense"],
            "valid tables: in-between-rectangular",
        ),
        (
            &["show", "in-between-rectangular", "--from", "z9"],
            "like a1 or h8",
        ),
        (&["show", "attacks-0x88", "--piece", "pope"], "black-pawn"),
        (&["show", "attacks-0x88", "--from", "e4"], "missing --piece"),
        (
            &["show", "in-between-0x88", "--piece", "rook"],
            "`--piece` applies to `attackers-to-fn`, `attacks-0x88`, `attacks-fn`, `in-check-fn`, `is-attacked-fn`, `leaper-attacks`, `piece-in-between`, `piece-in-between-fn`, `pseudo-attacks` and `pawn-attacks` only",
        ),
        (
            &["show", "chebyshev-squares", "--from", "e4", "--to", "e5"],
            "`--to` applies to bitboard tables",
        ),
        (
            &["show", "line", "--width", "17"],
            "`width`/`offset` apply to tables indexed by difference",
        ),
        (
            &["show", "ray-unit-vector-queen-15", "--width", "12"],
            "+7 is both 7 files right and one rank up, 5 files left",
        ),
        (
            &["show", "ray-unit-vector-queen-15", "--offset", "100"],
            "`offset` 100",
        ),
        (
            &["generate", "--dir", "/proc/no/such/dir"],
            "does not exist",
        ),
        (
            &["generate", "--request", r, "--out", m],
            "does not exist; create it first",
        ),
        (
            &["generate", "--request", r, "--out", r],
            "is the request file itself",
        ),
        (
            &["generate", "--request", r, "--out", &under_file],
            "is not a directory",
        ),
        (
            &["generate", "--table", "in-between-0x88"],
            "missing --out FILE",
        ),
        (
            &[
                "generate",
                "--table",
                "in-between-0x88",
                "--table",
                "in-between-0x88",
                "--out",
                x,
            ],
            "given twice",
        ),
    ];
    for (args, needle) in cases {
        refused(args, needle);
    }
    // Flags that a request file would silently override are refused by the parser.
    for flag in [
        ["--numbering", "a8"],
        ["--semantics", "stockfish"],
        ["--storage", "const"],
        ["--visibility", "crate"],
    ] {
        let o = run(&["generate", "--request", r, "--out", m, flag[0], flag[1]]);
        assert_eq!(o.status.code(), Some(2), "{flag:?}");
        assert!(
            stderr(&o).contains("cannot be used with"),
            "{flag:?}: {}",
            stderr(&o)
        );
    }
    let o = run(&["show", "in-between-0x88", "--to", "e5"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--from"), "{}", stderr(&o));
    // Nothing was created anywhere, and the request is untouched.
    assert_eq!(files_in(dir.path()), ["t.req"]);
    assert_eq!(
        std::fs::read_to_string(&request).unwrap(),
        "static B = in_between_0x88;"
    );
}

/// A misspelled table, option, strategy or piece gets the nearest valid name, not the list
/// of every name; a name near none still gets the list.
#[test]
fn misspelled_names_get_the_nearest_valid_one() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.rs");
    let out = out.to_str().unwrap();
    let request = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_owned()
    };
    let table = request("table.req", "static B = in_between_0x8;");
    let strategy = request("strategy.req", "fn a = attacks_fn(strategy = magik);");
    let option = request(
        "option.req",
        "static S: i16 = see_rebel(pawn = 1, knigt = 3);",
    );
    let cases: &[(&[&str], &str)] = &[
        (
            &["show", "in-betwen-0x88"],
            "did you mean `in-between-0x88`?",
        ),
        (
            &["show", "attacks-0x88", "--piece", "quen"],
            "did you mean `queen`?",
        ),
        (
            &[
                "show",
                "attacks-fn",
                "--piece-def",
                "horse=nN",
                "--piece",
                "hors",
            ],
            "did you mean `horse`?",
        ),
        (
            &["generate", "--table", "rayz", "--out", out],
            "did you mean `rays`?",
        ),
        (
            &["generate", "--request", &table, "--out", out],
            "unknown table `in_between_0x8`; did you mean `in_between_0x88`?",
        ),
        (
            &["generate", "--request", &strategy, "--out", out],
            "unknown strategy `magik`; did you mean `magic`?",
        ),
        (
            &["generate", "--request", &option, "--out", out],
            "unknown option `knigt` for `see_rebel`; did you mean `knight`?",
        ),
    ];
    for (args, needle) in cases {
        let err = refused(args, needle);
        assert!(!err.contains("valid "), "{args:?} lists the names: {err}");
    }
    let o = run(&["show", "attacks-0x88", "--piece", "pope"]);
    assert!(
        stderr(&o).contains("use one of black-pawn, white-pawn, knight"),
        "{}",
        stderr(&o)
    );
}

/// The hexadecimal literals of `item` in a generated file, in order.
fn literals(text: &str, item: &str) -> Vec<u64> {
    let start = text.find(&format!("{item}:")).expect("the item");
    text[start..]
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|word| word.strip_prefix("0x"))
        .map(|hex| u64::from_str_radix(hex, 16).unwrap())
        .collect()
}

/// `show` takes the options of `generate` that change an entry (numbering, semantics) and
/// prints the entry the generated table holds.
#[test]
fn show_prints_the_entry_generate_writes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("between.rs");
    let pairs = [
        ("c1", "h6"),
        ("e1", "e8"),
        ("h8", "a1"),
        ("b2", "b3"),
        ("a1", "b3"),
    ];
    for numbering in ["a1", "a8"] {
        for semantics in ["strict", "stockfish"] {
            let options = ["--numbering", numbering, "--semantics", semantics];
            let mut args = vec!["generate", "--table", "in-between-rectangular"];
            args.extend(options);
            args.extend(["--out", out.to_str().unwrap()]);
            let o = run(&args);
            assert!(o.status.success(), "{}", stderr(&o));
            let text = std::fs::read_to_string(&out).unwrap();
            let table = literals(&text, "IN_BETWEEN_RECTANGULAR");
            assert_eq!(table.len(), 64 * 64);
            for (from, to) in pairs {
                let mut args = vec!["show", "in-between-rectangular", "--from", from, "--to", to];
                args.extend(options);
                let o = run(&args);
                assert!(o.status.success(), "{args:?}: {}", stderr(&o));
                let drawn = stdout(&o);
                let square = |name: &str| {
                    let (file, rank) = (name.as_bytes()[0] - b'a', name.as_bytes()[1] - b'1');
                    let row = if numbering == "a8" { 7 - rank } else { rank };
                    usize::from(row) * 8 + usize::from(file)
                };
                let entry = table[square(from) * 64 + square(to)];
                assert!(
                    drawn.contains(&format!("{from} to {to}: {entry:#018x}")),
                    "{args:?}: the table holds {entry:#018x}:\n{drawn}"
                );
            }
        }
    }
}

/// `--strategy` in `show` and `generate`: the drawing names the strategy and the table bytes
/// the generated function's doc comment states; both refuse it where it means nothing.
#[test]
fn show_and_generate_take_the_attack_set_strategy() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("attacks.rs");
    for strategy in ["magic", "obstruction"] {
        let o = run(&[
            "generate",
            "--table",
            "attacks-fn",
            "--strategy",
            strategy,
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(text.contains(&format!("--strategy {strategy}")), "{text}");
        let bytes = text
            .split("Its tables hold ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .expect("the doc comment states the table bytes");
        let o = run(&[
            "show",
            "attacks-fn",
            "--piece",
            "rook",
            "--from",
            "a1",
            "--strategy",
            strategy,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let drawn = stdout(&o);
        assert!(
            drawn.contains(&format!("strategy {strategy}, tables {bytes} bytes")),
            "{strategy}: the file states {bytes} bytes:\n{drawn}"
        );
    }
    for args in [
        &["show", "line", "--strategy", "magic"][..],
        &[
            "generate",
            "--table",
            "line",
            "--strategy",
            "magic",
            "--out",
            out.to_str().unwrap(),
        ][..],
        &[
            "show",
            "attacks-fn",
            "--board",
            "10x8",
            "--piece",
            "rook",
            "--strategy",
            "magic",
        ][..],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&o).lines().count(), 1, "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn a_failed_generate_leaves_every_old_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    assert!(run(&["generate", "--dir", d]).status.success());
    std::fs::write(dir.path().join("rays.rs"), "old").unwrap();
    std::fs::remove_file(dir.path().join("distance.rs")).unwrap();
    // A directory where distance.rs would go: refused before anything is replaced.
    std::fs::create_dir(dir.path().join("distance.rs")).unwrap();
    let o = run(&["generate", "--dir", d]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("is a directory"), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("rays.rs")).unwrap(),
        "old"
    );
    assert_eq!(
        files_in(dir.path()),
        [
            "all.rs",
            "attacked_by.rs",
            "attacks.rs",
            "chess.rs",
            "distance.rs",
            "in_between.rs",
            "mailbox.rs",
            "piece_sets.rs",
            "rays.rs",
            "see.rs",
            "sliders.rs"
        ]
    );
}

#[test]
fn show_draws_every_table() {
    let tables = stdout(&run(&["list"]));
    let rows: Vec<&str> = tables.lines().collect();
    assert_eq!(rows.len(), 48);
    for row in rows {
        let name = row.split_whitespace().next().unwrap();
        if name == "move-generator" {
            // Listed last, with what it holds; it draws a variant's legal moves.
            assert!(row.contains("--variant") && row.contains("perft"), "{row}");
            let o = run(&["show", name, "--variant", "capablanca", "--from", "c1"]);
            assert!(o.status.success(), "{name}: {}", stderr(&o));
            let o = run(&["show", name, "--from", "c1"]);
            assert_eq!(o.status.code(), Some(2));
            assert!(stderr(&o).contains("--variant"), "{}", stderr(&o));
            continue;
        }
        if name == "side-attacks-fn" {
            // A side's attack map in a position, not a piece on a square.
            let o = run(&[
                "show",
                name,
                "--fen",
                "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b",
            ]);
            assert!(o.status.success(), "{name}: {}", stderr(&o));
            let text = stdout(&o);
            assert!(
                text.contains("black's attack map") && text.contains("29 squares attacked"),
                "{text}"
            );
            // The black pawn on e5 attacks d4 and f4; f3's knight is not attacked.
            assert!(text.contains("4  . x . x P x . x"), "{text}");
            let o = run(&["show", name, "--from", "e4"]);
            assert_eq!(o.status.code(), Some(2));
            assert!(stderr(&o).contains("--fen"), "{}", stderr(&o));
            continue;
        }
        // `list` says what each table is.
        assert!(row.len() > 60, "{row}");
        // --to draws one set of a table by square pair or difference.
        let one_set = ![
            "chebyshev",
            "manhattan",
            "ray-unit",
            "piece-mask",
            "direction",
            "mailbox",
            // Slider tables: drawn as the attacks from --from among --blockers.
            "obstruction",
            "-magic",
            // Attack sets: likewise, for a piece.
            "leaper-attacks",
            "attacks-fn",
            "attackers-to-fn",
            "in-check-fn",
        ]
        .iter()
        .any(|n| name.contains(n))
            && ![
                "pawn-attacks",
                "knight-attacks",
                "king-attacks",
                "pseudo-attacks",
                "rays",
            ]
            .contains(&name);
        let piece: &[&str] = match name {
            "attacks-0x88"
            | "pseudo-attacks"
            | "is-attacked-fn"
            | "piece-in-between"
            | "piece-in-between-fn"
            | "leaper-attacks"
            | "attacks-fn"
            | "attackers-to-fn"
            | "in-check-fn" => &["--piece", "queen"],
            "pawn-attacks" => &["--piece", "white-pawn"],
            _ => &[],
        };
        // Mailbox, SEE and piece-set tables are drawn whole: no squares to give.
        let mailbox =
            name.contains("mailbox") || name.starts_with("see-") || name.starts_with("piece-set");
        let mut cases = vec![vec!["show", name]];
        if !mailbox {
            cases.push(vec!["show", name, "--from", "e4"]);
        }
        if one_set && !mailbox {
            cases.push(vec!["show", name, "--from", "b2", "--to", "g7"]);
        }
        for mut args in cases {
            args.extend_from_slice(piece);
            let o = run(&args);
            assert!(o.status.success(), "{args:?}: {}", stderr(&o));
            assert!(stdout(&o).lines().count() >= 9, "{args:?}:\n{}", stdout(&o));
        }
    }
    let o = run(&["show", "in-between-0x88", "--from", "b2", "--to", "g7"]);
    let text = stdout(&o);
    // c3, d4, e5, f6 are between b2 and g7.
    assert!(text.contains("6  . . . . . 1 . ."), "{text}");
    assert!(text.contains("3  . . 1 . . . . ."), "{text}");
}

/// `show` on boards other than 8x8: every table draws, with ranks beyond 8 and files beyond
/// h, except the pure calculation, which cannot exist there and says why (exit 2).
#[test]
fn show_draws_a_table_by_difference_at_the_width_asked() {
    // The unit step towards each neighbour on a W-wide board: one file is 1, one rank W. The
    // top row of the grid is seven ranks up (eight-rank boards), where the two diagonals are
    // seven files either side of the centre.
    for (board, width, files) in [("8x8", 15, 7), ("8x8", 17, 7), ("10x8", 23, 9)] {
        let o = run(&[
            "show",
            "ray-unit-vector-queen-15",
            "--board",
            board,
            "--width",
            &width.to_string(),
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let text = stdout(&o);
        let rows: Vec<Vec<&str>> = text
            .lines()
            .map(|l| l.split_whitespace().collect())
            .filter(|cells: &Vec<&str>| cells.len() == 2 * files + 2)
            .collect();
        // Column 0 is the row's index; the file delta d is column d + files + 1. The last
        // row is the file labels, the one before it seven ranks down.
        let (top, bottom) = (&rows[0], &rows[rows.len() - 2]);
        let column = |d: i32| (d + files as i32 + 1) as usize;
        assert_eq!(top[column(-7)], (width - 1).to_string(), "{text}");
        assert_eq!(top[column(0)], width.to_string(), "{text}");
        assert_eq!(top[column(7)], (width + 1).to_string(), "{text}");
        assert_eq!(bottom[column(-7)], (-width - 1).to_string(), "{text}");
    }
    // With an offset, the row indices move and the steps do not.
    let o = run(&[
        "show",
        "ray-unit-vector-queen-15",
        "--width",
        "16",
        "--offset",
        "200",
    ]);
    let text = stdout(&o);
    assert!(o.status.success(), "{}", stderr(&o));
    // The top row starts at displacement (-7 files, +7 ranks): index 200 + 7 * 16 - 7.
    let top = text.lines().nth(1).unwrap();
    assert!(top.starts_with(" 305    15"), "{text}");
    assert!(
        top.ends_with("   16    .    .    .    .    .    .   17"),
        "{text}"
    );
}

#[test]
fn show_draws_every_table_on_other_boards() {
    let tables = stdout(&run(&["list"]));
    for board in ["10x10", "12x10", "16x8", "1x8"] {
        for row in tables.lines() {
            let name = row.split_whitespace().next().unwrap();
            if name == "move-generator" {
                continue; // its board is its variant's
            }
            let piece: &[&str] = match name {
                "attacks-0x88"
                | "pseudo-attacks"
                | "is-attacked-fn"
                | "piece-in-between"
                | "piece-in-between-fn"
                | "leaper-attacks"
                | "attacks-fn"
                | "attackers-to-fn"
                | "in-check-fn" => &["--piece", "rook"],
                "pawn-attacks" => &["--piece", "white-pawn"],
                _ => &[],
            };
            let mut args = vec!["show", name, "--board", board];
            args.extend_from_slice(piece);
            // A rook in the top left corner, a king in the bottom left one.
            let files: usize = board.split('x').next().unwrap().parse().unwrap();
            let ranks: usize = board.split('x').nth(1).unwrap().parse().unwrap();
            let rest = |c: &str| {
                if files > 1 {
                    format!("{c}{}", files - 1)
                } else {
                    c.to_owned()
                }
            };
            let middle = vec![files.to_string(); ranks - 2];
            let fen = [vec![rest("r")], middle, vec![rest("K")]]
                .concat()
                .join("/");
            if name == "side-attacks-fn" {
                args.extend_from_slice(&["--fen", &fen]);
            }
            let o = run(&args);
            // The pure calculation and the published black magics are 8x8 only; magics need
            // `u64` bitboards.
            let magic = name.contains("-magic");
            let refused = name == "in-between-calculated"
                || name.contains("black-magic")
                || magic && board != "1x8";
            if refused {
                assert_eq!(o.status.code(), Some(2), "{args:?}");
                assert!(stderr(&o).contains(board), "{args:?}: {}", stderr(&o));
            } else {
                assert!(o.status.success(), "{args:?}: {}", stderr(&o));
                assert!(stdout(&o).contains(&format!("board {board}")), "{args:?}");
            }
        }
    }
    let o = run(&[
        "show",
        "in-between-fn",
        "--board",
        "10x10",
        "--from",
        "a1",
        "--to",
        "j10",
    ]);
    let text = stdout(&o);
    // b2 ... i9 are between a1 and j10; the top rank is 10, the last file j.
    assert!(text.contains("10  . . . . . . . . . T"), "{text}");
    assert!(text.contains(" 9  . . . . . . . . 1 ."), "{text}");
    assert!(text.contains("    a b c d e f g h i j"), "{text}");
    let o = run(&["show", "line", "--board", "10x10", "--from", "k1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("a-j") && stderr(&o).contains("1-10"),
        "{}",
        stderr(&o)
    );
}

/// `COMMAND --request tables.req --out src/tables.rs`, run in `krate`.
fn crate_command(krate: &Path, command: &str) -> Output {
    run_in(
        krate,
        &[command, "--request", "tables.req", "--out", "src/tables.rs"],
    )
}

/// A crate outside the workspace: the header names the installed command and paths
/// relative to the crate root, however the paths were typed and wherever it was run from.
#[test]
fn request_file_header_is_independent_of_spelling_and_directory() {
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path().join("engine");
    std::fs::create_dir_all(krate.join("src")).unwrap();
    std::fs::write(krate.join("Cargo.toml"), "[package]\nname = \"engine\"\n").unwrap();
    std::fs::write(
        krate.join("tables.req"),
        "numbering = a8;\npub const BETWEEN = in_between_rectangular;\n",
    )
    .unwrap();
    let o = crate_command(&krate, "generate");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(krate.join("src/tables.rs")).unwrap();
    let header: Vec<&str> = text.lines().take(2).collect();
    assert_eq!(
        header[1],
        "// Regenerate with: vector-attacks-codegen generate --request tables.req --out src/tables.rs (in the directory of this crate's Cargo.toml)"
    );
    assert!(text.contains("pub const BETWEEN"));
    assert!(
        !text.contains(dir.path().to_str().unwrap()),
        "absolute path in output"
    );
    // Other spellings, other directories: fresh.
    let absolute_req = krate.join("tables.req");
    let absolute_out = krate.join("src/tables.rs");
    for (cwd, req, out) in [
        (krate.clone(), "./tables.req", "./src/../src/tables.rs"),
        (
            dir.path().to_owned(),
            "engine/tables.req",
            "engine/src/tables.rs",
        ),
        (krate.join("src"), "../tables.req", "tables.rs"),
        (
            PathBuf::from("/"),
            absolute_req.to_str().unwrap(),
            absolute_out.to_str().unwrap(),
        ),
    ] {
        let o = run_in(&cwd, &["check", "--request", req, "--out", out]);
        assert!(o.status.success(), "{cwd:?} {req} {out}: {}", stderr(&o));
        let o = run_in(&cwd, &["generate", "--request", req, "--out", out]);
        assert!(stdout(&o).contains("unchanged"), "{}", stdout(&o));
    }
    // A changed request makes the file stale; the hint is the installed command as typed.
    std::fs::write(
        krate.join("tables.req"),
        "numbering = a8;\npub static BETWEEN = in_between_rectangular;\n",
    )
    .unwrap();
    let stale = crate_command(&krate, "check");
    assert_eq!(stale.status.code(), Some(1));
    assert!(
        stderr(&stale).contains(
            "regenerate with: vector-attacks-codegen generate --request tables.req --out src/tables.rs"
        ),
        "{}",
        stderr(&stale)
    );
    // A mistake in the file: file:line:column, exit 2, the old output untouched.
    std::fs::write(
        krate.join("tables.req"),
        "pub static BETWEEN = in_between_rectangle;\n",
    )
    .unwrap();
    let bad = crate_command(&krate, "generate");
    assert_eq!(bad.status.code(), Some(2));
    let err = stderr(&bad);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("tables.req:1:22: unknown table `in_between_rectangle`"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(krate.join("src/tables.rs")).unwrap(),
        text
    );
}

#[test]
fn table_flags_build_the_same_request() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "generate",
        "--table",
        "in-between-0x88",
        "--table",
        "attacks-0x88",
        "--numbering",
        "a8",
        "--storage",
        "const",
        "--out",
        "t.rs",
    ];
    let o = run_in(dir.path(), &args);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(dir.path().join("t.rs")).unwrap();
    assert!(text.contains(
        "vector-attacks-codegen generate --table in-between-0x88 --table attacks-0x88 --numbering a8 --storage const --out t.rs (in this file's directory)"
    ), "{text}");
    assert!(
        text.contains("pub const IN_BETWEEN_BY_0X88_DIFF")
            && text.contains("pub const ATTACKS_BY_0X88_DIFF_AND_PIECE")
    );
    let mut check = args;
    check[0] = "check";
    assert!(run_in(dir.path(), &check).status.success());
}

/// `show` draws a piece of one's own: its pattern from a square, with blockers, and refuses
/// what does not apply (exit 2, one line).
#[test]
fn show_draws_pieces_in_betza_notation() {
    let o = run(&[
        "show",
        "attacks-0x88",
        "--piece-def",
        "horse=nN",
        "--piece",
        "horse",
        "--from",
        "e5",
        "--blockers",
        "e6,c4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    // e6 blocks the two jumps up; c4 is a blocker the horse attacks.
    assert!(text.contains("7  . . . . . . . ."), "{text}");
    assert!(text.contains("6  . . x . o . x ."), "{text}");
    assert!(text.contains("4  . . X . . . x ."), "{text}");
    let o = run(&[
        "show",
        "is-attacked-fn",
        "--board",
        "10x8",
        "--piece-def",
        "nightrider=NN",
        "--piece",
        "nightrider",
        "--from",
        "a1",
        "--to",
        "g4",
    ]);
    assert!(
        stdout(&o).contains("a1 to g4: 0x00000000000000000000000001001000"),
        "{}",
        stdout(&o)
    );
    for (args, needle) in [
        (
            &[
                "show",
                "attacks-0x88",
                "--piece-def",
                "cannon=mRcpR",
                "--piece",
                "cannon",
            ][..],
            "hoppers",
        ),
        (
            &["show", "attacks-0x88", "--piece-def", "horse"][..],
            "NAME=BETZA",
        ),
        (
            &[
                "show",
                "attacks-0x88",
                "--piece-def",
                "horse=nN",
                "--piece",
                "camel",
            ][..],
            "not a piece of the tables",
        ),
        (
            &["show", "attacks-0x88", "--piece-def", "horse=nN"][..],
            "add --piece with one of black-pawn, white-pawn, knight, bishop, rook, queen, king, horse",
        ),
        (
            &[
                "show",
                "line",
                "--piece-def",
                "horse=nN",
                "--piece",
                "horse",
            ][..],
            "orthodox pieces only",
        ),
        (
            &["show", "line", "--from", "e4", "--blockers", "e5"][..],
            "--blockers",
        ),
        (
            &[
                "show",
                "attacks-0x88",
                "--piece",
                "rook",
                "--from",
                "e4",
                "--blockers",
                "z9",
            ][..],
            "not a square",
        ),
    ] {
        refused(args, needle);
    }
    // generate with --piece-def records it in the header and emits the pieces: after the
    // orthodox seven, or alone with `--pieces none` (and none at all is refused).
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("t.rs");
    let out = out.to_str().unwrap();
    let attack_table = |options: &[&str]| {
        let mut args = vec!["generate", "--table", "attacks-0x88"];
        args.extend(options);
        args.extend(["--out", out]);
        let o = run(&args);
        (
            o.status.code(),
            std::fs::read_to_string(out).unwrap_or_default(),
            stderr(&o),
        )
    };
    for (options, recorded, rows) in [
        (
            &["--piece-def", "archbishop=BN"][..],
            "--piece-def archbishop=BN",
            8,
        ),
        (
            &["--pieces", "none", "--piece-def", "archbishop=BN"][..],
            "--pieces none",
            1,
        ),
    ] {
        let (code, text, err) = attack_table(options);
        assert_eq!(code, Some(0), "{err}");
        assert!(
            text.contains(recorded) && text.contains(&format!("[[u64; 256]; {rows}]")),
            "{options:?}: {text}"
        );
    }
    let (code, _, err) = attack_table(&["--pieces", "none"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("leaves no piece"), "{err}");
}

/// `show` draws a piece's attack set among blockers on any board, and for `attackers-to-fn`
/// where the piece attacks the square from: a xiangqi horse on e4 of 10x8 with e5 taken
/// (its leg towards d6 and f6), and a white pawn's attackers of e4.
#[test]
fn show_draws_attack_sets_among_blockers() {
    let o = run(&[
        "show",
        "attacks-fn",
        "--board",
        "10x8",
        "--piece-def",
        "horse=nN",
        "--piece",
        "horse",
        "--from",
        "e4",
        "--blockers",
        "e5",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("strategy obstruction"), "{text}");
    for row in [
        "6  . . . . . . . . . .",
        "5  . . x . o . x . . .",
        "4  . . . . F . . . . .",
        "3  . . x . . . x . . .",
        "2  . . . x . x . . . .",
    ] {
        assert!(text.contains(row), "{row}\n{text}");
    }
    let o = run(&[
        "show",
        "attackers-to-fn",
        "--piece",
        "white-pawn",
        "--from",
        "e4",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("3  . . . x . x . ."), "{text}");
    // Attack sets are drawn from --from; --to is refused with exit 2.
    let o = run(&[
        "show",
        "attacks-fn",
        "--piece",
        "rook",
        "--from",
        "e4",
        "--to",
        "e5",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("drop --to"), "{}", stderr(&o));
}

#[test]
fn show_draws_a_pieces_legal_moves_in_a_variant() {
    // The Capablanca bishop on d1 after 1. e4 Nc6: the e2-j7 diagonal, j7 a capture.
    let o = run(&[
        "show",
        "move-generator",
        "--variant",
        "capablanca",
        "--fen",
        "r1abqkbcnr/pppppppppp/2n7/10/4P5/10/PPPP1PPPPP/RNABQKBCNR w KQkq - 1 2",
        "--from",
        "d1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("bishop `B` on d1"), "{text}");
    assert!(text.contains("7  p p p p p p p p p X"), "{text}");
    assert!(
        text.contains("6 moves: d1e2 d1f3 d1g4 d1h5 d1i6 d1j7"),
        "{text}"
    );
    // The drawing says which generator drew it.
    assert!(
        text.contains("drawn by the slow reference move generator"),
        "{text}"
    );
    // An empty square, a missing --variant, a variant nobody defined: exit 2, saying why.
    for args in [
        &[
            "show",
            "move-generator",
            "--variant",
            "capablanca",
            "--from",
            "e5",
        ][..],
        &["show", "move-generator", "--from", "e2"][..],
        &["show", "move-generator", "--variant", "capablank"][..],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert!(
            err.contains("no piece on e5")
                || err.contains("--variant")
                || err.contains("did you mean `capablanca`"),
            "{err}"
        );
    }
}
