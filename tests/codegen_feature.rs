//! With feature `codegen`, the build script's output in `OUT_DIR` must be byte-identical to
//! the checked-in `tables/` that the default build includes.
#![cfg(feature = "codegen")]

macro_rules! same_file {
    ($test:ident, $name:literal) => {
        #[test]
        fn $test() {
            let built = include_str!(concat!(env!("OUT_DIR"), "/", $name));
            let checked_in = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tables/", $name));
            assert!(
                built == checked_in,
                concat!($name, " from the build script differs from tables/", $name)
            );
        }
    };
}

same_file!(index_is_identical, "all.rs");
same_file!(in_between_is_identical, "in_between.rs");
same_file!(rays_are_identical, "rays.rs");
same_file!(distance_is_identical, "distance.rs");
same_file!(attacks_are_identical, "attacks.rs");
same_file!(attacked_by_is_identical, "attacked_by.rs");
