//! Procedural macro over `vector-attacks-codegen` (work in progress).
