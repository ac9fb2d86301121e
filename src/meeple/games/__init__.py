"""One sub-package per game; each exposes ``GAME``.  Nothing outside a game's
folder knows its insides, and no game imports another.

Importing this package makes ``meeple.games`` (the attribute of the top-level
package) refer to it instead of the function ``meeple.games()``, so the module
itself is made callable and answers like that function.
"""

import sys
import types


class _GamesPackage(types.ModuleType):
    def __call__(self) -> list[str]:
        from meeple.core.game import games

        return games()


sys.modules[__name__].__class__ = _GamesPackage
