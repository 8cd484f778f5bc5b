//! `vector-attacks-codegen`: generate, check and show the lookup tables.
//!
//! Exit codes: 0 success, 1 `check` found stale or missing files, 2 bad input or I/O error.
//!
//! The binary, not the library: `args` (the command line), `single_file` (`generate` and
//! `check` with --out), `paths` and `show`. It may import every layer of the library,
//! through its public API; nothing imports it.

mod args;
mod paths;
mod show;
mod single_file;

use std::process::ExitCode;

use clap::Parser;
use vector_attacks_codegen::checked_in::{self, INSTALLED, REGENERATE};
use vector_attacks_codegen::{movegen, writer, Error, TableId};

use args::{Cli, Command};
use paths::{ensure_dir, inside_workspace, shell_word, standard_dir, workspace_root};

fn report(out: &mut String, written: &writer::Written) {
    for path in &written.written {
        out.push_str(&format!("wrote {}\n", path.display()));
    }
    for path in &written.unchanged {
        out.push_str(&format!("{} unchanged\n", path.display()));
    }
}

fn stale_exit(stale: &[checked_in::Stale], hint: &str) -> ExitCode {
    for s in stale {
        eprintln!("{s}");
    }
    eprintln!("regenerate with: {hint}");
    ExitCode::from(1)
}

fn main() -> ExitCode {
    let mut out = String::new();
    let code = match run(Cli::parse(), &mut out) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    };
    // A reader that stops early (`| head`) is not an error of ours.
    let mut stdout = std::io::stdout().lock();
    let _ = std::io::Write::write_all(&mut stdout, out.as_bytes());
    let _ = std::io::Write::flush(&mut stdout);
    code
}

/// Runs one command, appending what it prints to `out`.
fn run(cli: Cli, out: &mut String) -> Result<ExitCode, Error> {
    match cli.command {
        Command::Generate { single, .. } if single.is_requested() => {
            let file = single.render()?;
            report(out, &writer::write_all(&[(file.out, file.text)])?);
        }
        Command::Check { single, .. } if single.is_requested() => {
            let file = single.render()?;
            let stale = checked_in::check_files(&[(file.out.clone(), file.text)])?;
            if !stale.is_empty() {
                return Ok(stale_exit(&stale, &file.hint));
            }
            out.push_str(&format!("{} is fresh\n", file.out.display()));
        }
        Command::Generate { dir, .. } => {
            let dir = standard_dir(dir)?;
            let rendered = checked_in::render(&checked_in::header(REGENERATE))?;
            ensure_dir(&dir)?;
            report(out, &checked_in::write(&dir, &rendered)?);
        }
        Command::Check { dir, .. } => {
            let given = dir.is_some();
            let dir = standard_dir(dir)?;
            let stale =
                checked_in::check(&dir, &checked_in::render(&checked_in::header(REGENERATE))?)?;
            if !stale.is_empty() {
                let hint = match (given, inside_workspace(workspace_root().as_deref())) {
                    (false, _) => REGENERATE.to_owned(),
                    (true, true) => format!("{REGENERATE} --dir {}", shell_word(&dir)),
                    (true, false) => format!("{INSTALLED} generate --dir {}", shell_word(&dir)),
                };
                return Ok(stale_exit(&stale, &hint));
            }
            out.push_str(&format!("{} is fresh\n", dir.display()));
        }
        Command::Show(args) => out.push_str(&show::command(args)?),
        Command::List => {
            for t in TableId::ALL {
                let doc = t.doc();
                let summary = doc.lines().next().unwrap_or_default();
                out.push_str(&format!(
                    "{:<26} {:<32} {summary}\n",
                    t.name(),
                    t.item_name()
                ));
            }
            let module = "(a module per variant)";
            out.push_str(&format!(
                "{:<26} {module:<32} {}\n",
                movegen::NAME,
                movegen::SUMMARY
            ));
        }
    }
    Ok(ExitCode::SUCCESS)
}
