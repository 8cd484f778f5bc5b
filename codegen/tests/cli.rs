//! The command-line tool as a user runs it: exit codes and one-line errors.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_vector-attacks-codegen"))
        .args(args)
        .output()
        .unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn check_passes_on_the_checked_in_tables() {
    let o = run(&["check"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn generate_then_check_in_a_fresh_dir_and_stale_file_fails() {
    let dir = std::env::temp_dir().join(format!("va-cli-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    assert!(run(&["generate", "--dir", d]).status.success());
    assert!(run(&["check", "--dir", d]).status.success());
    std::fs::remove_file(dir.join("attacks.rs")).unwrap();
    std::fs::write(dir.join("rays.rs"), "junk").unwrap();
    let o = run(&["check", "--dir", d]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("attacks.rs: missing"), "{err}");
    assert!(err.contains("rays.rs: stale"), "{err}");
    assert!(
        err.contains("cargo run -p vector-attacks-codegen -- generate"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_input_is_one_line_with_the_valid_choices_and_exit_2() {
    for (args, needle) in [
        (
            &["show", "nonsense"][..],
            "valid tables: in-between-rectangular",
        ),
        (
            &["show", "in-between-rectangular", "--from", "z9"],
            "like e4",
        ),
        (&["show", "attacks-0x88", "--piece", "pope"], "black-pawn"),
        (&["generate", "--dir", "/proc/no/such/dir"], "cannot access"),
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn failed_generate_leaves_old_files_intact() {
    let dir = std::env::temp_dir().join(format!("va-cli-ro-{}", std::process::id()));
    let d = dir.to_str().unwrap();
    assert!(run(&["generate", "--dir", d]).status.success());
    std::fs::write(dir.join("rays.rs"), "old").unwrap();
    std::fs::write(dir.join("distance.rs"), "old too").unwrap();
    // A directory where distance.rs's temporary file would go makes the write fail after
    // rays.rs was staged.
    std::fs::create_dir(dir.join(".distance.rs.tmp")).unwrap();
    let o = run(&["generate", "--dir", d]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("rays.rs")).unwrap(), "old");
    assert_eq!(
        std::fs::read_to_string(dir.join("distance.rs")).unwrap(),
        "old too"
    );
    assert!(!dir.join(".rays.rs.tmp").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn show_draws_every_table() {
    let tables = String::from_utf8(run(&["list"]).stdout).unwrap();
    let names: Vec<&str> = tables
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(names.len(), 14);
    for name in names {
        for args in [
            vec!["show", name],
            vec!["show", name, "--from", "e4"],
            vec!["show", name, "--from", "b2", "--to", "g7"],
        ] {
            let o = run(&args);
            assert!(o.status.success(), "{args:?}: {}", stderr(&o));
            let text = String::from_utf8(o.stdout).unwrap();
            assert!(text.lines().count() >= 9, "{args:?}:\n{text}");
        }
    }
    let o = run(&["show", "in-between-0x88", "--from", "b2", "--to", "g7"]);
    let text = String::from_utf8(o.stdout).unwrap();
    // c3, d4, e5, f6 are between b2 and g7.
    assert!(text.contains("6  . . . . . 1 . ."), "{text}");
    assert!(text.contains("3  . . 1 . . . . ."), "{text}");
}

#[test]
fn one_request_file_generates_and_checks_one_file() {
    let dir = std::env::temp_dir().join(format!("va-cli-req-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let request = dir.join("tables.req");
    let out = dir.join("tables.rs");
    std::fs::write(
        &request,
        "numbering = a8;\npub const BETWEEN = in_between_rectangular;\n",
    )
    .unwrap();
    let (r, o) = (request.to_str().unwrap(), out.to_str().unwrap());
    assert!(run(&["generate", "--request", r, "--out", o])
        .status
        .success());
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("// @generated"));
    assert!(text.contains(&format!("generate --request {r} --out {o}")));
    assert!(text.contains("pub const BETWEEN"));
    assert!(run(&["check", "--request", r, "--out", o]).status.success());
    // A changed request makes the file stale.
    std::fs::write(
        &request,
        "numbering = a8;\npub static BETWEEN = in_between_rectangular;\n",
    )
    .unwrap();
    let stale = run(&["check", "--request", r, "--out", o]);
    assert_eq!(stale.status.code(), Some(1));
    assert!(stderr(&stale).contains("stale"), "{}", stderr(&stale));
    // A mistake in the file: file:line:column, exit 2, the old output untouched.
    std::fs::write(&request, "pub static BETWEEN = in_between_rectangle;\n").unwrap();
    let bad = run(&["generate", "--request", r, "--out", o]);
    assert_eq!(bad.status.code(), Some(2));
    let err = stderr(&bad);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(&format!("{r}:1:22: unknown table `in_between_rectangle`")),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn table_flags_build_the_same_request() {
    let dir = std::env::temp_dir().join(format!("va-cli-flags-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("t.rs");
    let o = out.to_str().unwrap();
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
        o,
    ];
    assert!(run(&args).status.success());
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains(
        "--table in-between-0x88 --table attacks-0x88 --numbering a8 --storage const --out"
    ));
    assert!(
        text.contains("pub const IN_BETWEEN_BY_0X88_DIFF")
            && text.contains("pub const ATTACKS_BY_0X88_DIFF_AND_PIECE")
    );
    let mut check = args;
    check[0] = "check";
    assert!(run(&check).status.success());
    let missing = run(&["generate", "--table", "in-between-0x88"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("missing --out FILE"));
    std::fs::remove_dir_all(&dir).unwrap();
}
