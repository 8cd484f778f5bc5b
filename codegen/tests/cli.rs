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
    // A directory where the temporary file would go makes the write fail part-way.
    std::fs::create_dir(dir.join(".distance.rs.tmp")).unwrap();
    let o = run(&["generate", "--dir", d]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert_eq!(std::fs::read_to_string(dir.join("rays.rs")).unwrap(), "old");
    assert!(!dir.join(".in_between.rs.tmp").exists());
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
