//! Fault injection against the writer, through the CLI as a user runs it: symbolic links,
//! devices, FIFOs, immutable files and directories, a planted temporary name, concurrent
//! writers, a full filesystem. Each case says what must hold: no data lost, no partial or
//! clobbered file, no temporary file left, a clear error and exit code 2.
//!
//! Faults that need privileges the machine lacks (mknod, chattr, mount) skip with a message,
//! and, where `VECTOR_ATTACKS_SKIPPED` names a file (as `.ci/run` does), a line in it that
//! CI counts and prints.

mod common;

use std::os::unix::fs::FileTypeExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const REQUEST: &str = "pub static BETWEEN = in_between_0x88;\n";
const OTHER_REQUEST: &str = "pub static DISTANCE: u16 = chebyshev_squares;\n";

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_vector-attacks-codegen"))
}

/// How long a run may take before it counts as hung: a debug `generate --dir` takes about
/// 8 s on a quiet 2-core machine and 46 s was seen under load, so ten minutes is a margin no
/// load reaches, while a CLI blocked for good (on a FIFO, a lock) still fails the test
/// instead of hanging the suite.
const HUNG: Duration = Duration::from_secs(600);

/// Runs the CLI in `dir`, failing the test (instead of hanging) after [`HUNG`].
fn run_in(dir: &Path, args: &[&str]) -> Output {
    let mut child = bin()
        .current_dir(dir)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > HUNG {
            child.kill().unwrap();
            panic!("{args:?} still running after {HUNG:?}: hung");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.wait_with_output().unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch crate directory holding `tables.req`.
fn scratch() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tables.req"), REQUEST).unwrap();
    dir
}

fn generate(dir: &Path, out: &str) -> Output {
    run_in(dir, &["generate", "--request", "tables.req", "--out", out])
}

/// The names in `dir` that look like temporary files.
fn temporaries(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect()
}

/// Reports a fault this machine cannot plant (for `test`, because of `reason`) on stderr and,
/// where `VECTOR_ATTACKS_SKIPPED` names a file, as a line appended to it.
fn skipped(test: &str, reason: &str) {
    use std::io::Write as _;
    eprintln!("skipped: {reason}");
    if let Some(path) = std::env::var_os("VECTOR_ATTACKS_SKIPPED") {
        let mut log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .unwrap();
        writeln!(log, "codegen/tests/writer_faults.rs, {test}: {reason}").unwrap();
    }
}

fn try_command(program: &str, args: &[&dyn AsRef<std::ffi::OsStr>]) -> bool {
    Command::new(program)
        .args(args.iter().map(|a| a.as_ref()))
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// What `generate` writes for REQUEST to `out` in a crate-less directory (its header names
/// the path relative to the file, so any directory gives the same text).
fn expected(request: &str, out: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tables.req"), request).unwrap();
    assert!(generate(dir.path(), out).status.success());
    std::fs::read_to_string(dir.path().join(out)).unwrap()
}

#[test]
fn a_symbolic_link_is_written_through_and_stays_a_link() {
    let dir = scratch();
    let d = dir.path();
    std::fs::create_dir(d.join("real")).unwrap();
    std::fs::write(d.join("real/t.rs"), "old").unwrap();
    std::os::unix::fs::symlink("real/t.rs", d.join("t.rs")).unwrap();
    let o = generate(d, "t.rs");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(d.join("t.rs"))
        .unwrap()
        .file_type()
        .is_symlink());
    let text = std::fs::read_to_string(d.join("real/t.rs")).unwrap();
    assert!(text.contains("pub static BETWEEN"), "{text}");
    assert!(temporaries(d).is_empty() && temporaries(&d.join("real")).is_empty());
    // And `check` follows the link too.
    let o = run_in(d, &["check", "--request", "tables.req", "--out", "t.rs"]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn a_link_to_nothing_is_refused() {
    let dir = scratch();
    let d = dir.path();
    std::os::unix::fs::symlink("missing/t.rs", d.join("t.rs")).unwrap();
    let o = generate(d, "t.rs");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("a symbolic link to nothing"),
        "{}",
        stderr(&o)
    );
    assert!(!d.join("missing").exists());
}

#[test]
fn a_fifo_is_refused_without_hanging() {
    let dir = scratch();
    let d = dir.path();
    if !try_command("mkfifo", &[&d.join("t.rs")]) {
        skipped(
            "a_fifo_is_refused_without_hanging",
            "mkfifo is not available here",
        );
        return;
    }
    let o = generate(d, "t.rs");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is a FIFO"), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(d.join("t.rs"))
        .unwrap()
        .file_type()
        .is_fifo());
    assert!(temporaries(d).is_empty());
}

#[test]
fn a_device_node_is_refused_and_left_alone() {
    let dir = scratch();
    let d = dir.path();
    // A node of the null device, made in the scratch directory (never the real /dev).
    if !try_command("mknod", &[&d.join("t.rs"), &"c", &"1", &"3"]) {
        skipped(
            "a_device_node_is_refused_and_left_alone",
            "mknod needs privileges this machine does not give",
        );
        return;
    }
    let o = generate(d, "t.rs");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("is a device"), "{}", stderr(&o));
    assert!(std::fs::symlink_metadata(d.join("t.rs"))
        .unwrap()
        .file_type()
        .is_char_device());
    assert!(temporaries(d).is_empty());
}

#[test]
fn a_planted_temporary_name_is_never_followed() {
    let dir = scratch();
    let d = dir.path();
    std::fs::write(d.join("precious.txt"), "precious").unwrap();
    // The fixed name an older writer used, as a link to a file someone cares about.
    std::os::unix::fs::symlink("precious.txt", d.join(".t.rs.tmp")).unwrap();
    let o = generate(d, "t.rs");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        std::fs::read_to_string(d.join("precious.txt")).unwrap(),
        "precious"
    );
    assert!(std::fs::read_to_string(d.join("t.rs"))
        .unwrap()
        .contains("BETWEEN"));
}

#[test]
fn concurrent_writers_each_leave_a_whole_file_that_compiles() {
    let one = expected(REQUEST, "t.rs");
    let two = expected(OTHER_REQUEST, "t.rs");
    // Both candidates compile, so any whole file does.
    for (name, text) in [("one", &one), ("two", &two)] {
        common::compiles(name, text, &["2021"]);
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("one.req"), REQUEST).unwrap();
    std::fs::write(d.join("two.req"), OTHER_REQUEST).unwrap();
    for round in 0..50 {
        let children: Vec<_> = ["one.req", "two.req", "one.req", "two.req"]
            .iter()
            .map(|req| {
                bin()
                    .current_dir(d)
                    .args(["generate", "--request", req, "--out", "t.rs"])
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let o = child.wait_with_output().unwrap();
            assert!(o.status.success(), "round {round}: {}", stderr(&o));
        }
        // The header names the request, so which run won shows; the rest is whole.
        let text = std::fs::read_to_string(d.join("t.rs")).unwrap();
        let won = text
            .replace("two.req", "tables.req")
            .replace("one.req", "tables.req");
        assert!(won == one || won == two, "round {round}: a spliced file");
        assert!(
            temporaries(d).is_empty(),
            "round {round}: {:?}",
            temporaries(d)
        );
    }
}

/// chattr +i on `path`, returning a guard that clears it; `None` where chattr cannot.
fn immutable(path: &Path) -> Option<Immutable> {
    try_command("chattr", &[&"+i", &path]).then(|| Immutable(path.to_owned()))
}

struct Immutable(PathBuf);

impl Drop for Immutable {
    fn drop(&mut self) {
        try_command("chattr", &[&"-i", &self.0]);
    }
}

#[test]
fn an_immutable_file_midway_leaves_every_old_file_and_no_temporary() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let tables = d.to_str().unwrap();
    for name in ["in_between.rs", "rays.rs", "distance.rs", "attacks.rs"] {
        std::fs::write(d.join(name), format!("old {name}")).unwrap();
    }
    // distance.rs is third: the first two are renamed before its rename fails.
    let Some(_guard) = immutable(&d.join("distance.rs")) else {
        skipped(
            "an_immutable_file_midway_leaves_every_old_file_and_no_temporary",
            "chattr +i is not available here",
        );
        return;
    };
    let o = run_in(d, &["generate", "--dir", tables]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("cannot replace"), "{err}");
    assert!(err.contains("distance.rs"), "{err}");
    assert!(err.contains("restored the old"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    for name in ["in_between.rs", "rays.rs", "distance.rs", "attacks.rs"] {
        assert_eq!(
            std::fs::read_to_string(d.join(name)).unwrap(),
            format!("old {name}"),
            "{name}"
        );
    }
    assert!(temporaries(d).is_empty(), "{:?}", temporaries(d));
}

#[test]
fn an_immutable_directory_changes_nothing() {
    let dir = scratch();
    let d = dir.path();
    std::fs::write(d.join("t.rs"), "old").unwrap();
    let Some(_guard) = immutable(d) else {
        skipped(
            "an_immutable_directory_changes_nothing",
            "chattr +i is not available here",
        );
        return;
    };
    let o = generate(d, "t.rs");
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("`t.rs`"),
        "names the target, not a temporary: {err}"
    );
    assert_eq!(std::fs::read_to_string(d.join("t.rs")).unwrap(), "old");
    assert!(temporaries(d).is_empty());
}

#[test]
fn a_full_filesystem_changes_nothing() {
    let dir = scratch();
    let d = dir.path();
    let mount = d.join("small");
    std::fs::create_dir(&mount).unwrap();
    if !try_command(
        "mount",
        &[&"-t", &"tmpfs", &"-o", &"size=12k", &"tmpfs", &mount],
    ) {
        skipped(
            "a_full_filesystem_changes_nothing",
            "mounting a small tmpfs needs privileges this machine does not give",
        );
        return;
    }
    struct Unmount(PathBuf);
    impl Drop for Unmount {
        fn drop(&mut self) {
            try_command("umount", &[&self.0]);
        }
    }
    let _guard = Unmount(mount.clone());
    std::fs::write(mount.join("t.rs"), "old").unwrap();
    // The rectangular table (about 200 KiB of text) cannot fit in 12 KiB.
    std::fs::write(
        d.join("big.req"),
        "pub static B = in_between_rectangular;\n",
    )
    .unwrap();
    let o = run_in(
        d,
        &["generate", "--request", "big.req", "--out", "small/t.rs"],
    );
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("small/t.rs"), "{err}");
    assert_eq!(std::fs::read_to_string(mount.join("t.rs")).unwrap(), "old");
    assert!(temporaries(&mount).is_empty(), "{:?}", temporaries(&mount));
}
