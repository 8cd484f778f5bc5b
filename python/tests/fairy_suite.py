"""Fairy-Stockfish's own Python test suite (`test.py` of pyffish's source distribution, GPL:
fetched by CI, never committed) run against `vector_attacks` imported as `pyffish`.

    python3 fairy_suite.py ini TEST_PY OUT_INI
        writes the suite's own `ini_text` (its variants) to OUT_INI, to build the package
        with (`VECTOR_ATTACKS_VARIANTS=OUT_INI pip install ./python`);
    python3 fairy_suite.py run TEST_PY EXPECTED
        runs every test and fails unless the failing ones are exactly those EXPECTED lists
        (`name: reason` per line), so a new failure fails, and so does a listed test that
        now passes (take it off the list).
"""

import ast
import sys
import types
import unittest
from pathlib import Path


def ini_text(test_py):
    for node in ast.parse(Path(test_py).read_text()).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "ini_text":
            return node.value.value
    sys.exit(f"{test_py} has no ini_text")


def load_suite(test_py):
    """The suite's module, with `vector_attacks` where it imports pyffish."""
    import vector_attacks

    source = Path(test_py).read_text()
    module = types.ModuleType("fairy_test")
    module.__file__ = str(test_py)
    sys.modules["pyffish"] = vector_attacks  # `import pyffish as sf` finds the package
    exec(compile(source, str(test_py), "exec"), module.__dict__)
    return module


def run(test_py, expected_file):
    expected = {}
    for line in Path(expected_file).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, reason = line.partition(":")
            expected[name.strip()] = reason.strip()
    module = load_suite(test_py)
    suite = unittest.defaultTestLoader.loadTestsFromModule(module)
    # (Named before the run, which lets go of each test once it has run.)
    names = sorted({t.id().split(".")[-1] for t in _tests(suite)})
    result = unittest.TestResult()
    suite.run(result)
    failed = {}
    for test, trace in result.failures + result.errors:
        # (A subtest's id is its test's and then its parameters, which may hold dots.)
        name = test.id().split(" ")[0].split(".")[-1]
        failed.setdefault(name, trace.strip().splitlines()[-1])
    unexpected = sorted(set(failed) - set(expected))
    fixed = sorted(set(expected) - set(failed))
    print(f"Fairy-Stockfish's test.py: {len(names)} tests, {len(names) - len(failed)} pass, "
          f"{len(failed)} fail ({len(expected)} listed as not yet answerable)")
    for name in sorted(set(failed) & set(expected)):
        print(f"  listed: {name}: {failed[name]}")
    for name in unexpected:
        print(f"FAILED, not listed: {name}: {failed[name]}")
    for name in fixed:
        print(f"PASSES, yet listed: {name} (take it off {expected_file})")
    return 1 if unexpected or fixed else 0


def _tests(suite):
    for t in suite:
        if isinstance(t, unittest.TestSuite):
            yield from _tests(t)
        else:
            yield t


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "ini":
        Path(sys.argv[3]).write_text(ini_text(sys.argv[2]))
    elif len(sys.argv) == 4 and sys.argv[1] == "run":
        sys.exit(run(sys.argv[2], sys.argv[3]))
    else:
        sys.exit(__doc__)
