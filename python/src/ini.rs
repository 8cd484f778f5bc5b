//! The sections of a `variants.ini` text, each as its definition reads once comments, blank
//! lines and spacing are dropped: how `load_variant_config` tells a section compiled in from
//! one written differently. (The build script includes this file too, so both sides read
//! sections alike.)

/// Each section of `text`: its variant's name and its definition (the header `[name:parent]`
/// and every `key = value` line, trimmed, in order).
///
/// ```ignore
/// let found = sections("# a comment\n[mine:chess]\n  king = k:W \n\n");
/// assert_eq!(found, [("mine".to_owned(), "[mine:chess]\nking = k:W".to_owned())]);
/// ```
pub fn sections(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if let Some(header) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let name = header.split(':').next().unwrap_or("").trim().to_owned();
            out.push((name, format!("[{}]", header.trim())));
        } else if let Some((name, definition)) = out.last_mut() {
            let _ = name;
            let line = match line.split_once('=') {
                Some((key, value)) => format!("{} = {}", key.trim(), value.trim()),
                None => line.to_owned(),
            };
            definition.push('\n');
            definition.push_str(&line);
        }
    }
    out
}
