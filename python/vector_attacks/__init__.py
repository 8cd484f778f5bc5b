"""vector-attacks for Python: pyffish's functions (Fairy-Stockfish's Python module), with
its signatures, defaults and answers, and a stateful `Board`, answered by a move generator
generated for each variant when the package was built.

>>> import vector_attacks as sf
>>> sf.legal_moves("chess", sf.start_fen("chess"), ["e2e4", "e7e5"])[:3]
['a2a3', 'b2b3', 'c2c3']
>>> board = sf.Board("crazyhouse")
>>> board.push_san("e4")
'e2e4'
>>> board.fen()
'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 1'
"""

from ._native import *  # noqa: F401,F403
from ._native import Board  # noqa: F401
