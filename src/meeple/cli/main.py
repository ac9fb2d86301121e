"""The `meeple` command line (placeholder until the CLI lands)."""

import typer

app = typer.Typer(help="meeple: play, simulate and study tabletop games.")


@app.command()
def games() -> None:
    """List the installed games."""
    import meeple

    for game_id in meeple.games():
        typer.echo(game_id)
