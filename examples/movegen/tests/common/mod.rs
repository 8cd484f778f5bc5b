//! Helpers shared by the tests of the generated move generators.

/// xorshift64, seeded, so that failures reproduce.
pub struct Random(pub u64);

impl Random {
    /// A number below `n` (not 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}
