"""``python -m meeple`` runs the command line, as the ``meeple`` script does."""

from meeple.cli.main import app

app(prog_name="meeple")
