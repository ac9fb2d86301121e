"""The command line's own words in the person's language: the help of every command and option,
and the refusal of a command line that does not parse (a bad number, an unknown option).

The help is printed while the command line is parsed, before ``--lang`` reaches a command, so its
language is read from the words typed (``--lang fr`` anywhere on the line), else from the
environment as every command reads it (:func:`meeple.cli.common.default_lang`).  The texts are
the ``cli.help.*`` entries of :mod:`meeple.cli.text`: a command or an option gives its key as its
help, and the click objects typer builds for each run are put into words here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NoReturn

import typer.core
import typer.rich_utils as rich
from typer import _click as click  # typer's own copy of click, whose objects it builds

from meeple.cli.common import default_lang, fail
from meeple.cli.text import LANGS, t
from meeple.core.i18n import has, render

HELP = "cli.help."  # the catalog keys a command or an option gives as its help
NUMBERS = {int: "error.integer", float: "error.number"}  # a value typed for such an option, refused


def key(name: str) -> str:
    """The help of a command or an option, as its catalog key (``"play.seed"``)."""
    return HELP + name


def words_lang(args: Sequence[str]) -> str:
    """The language of a command line: its ``--lang``, else the environment's, else English."""
    chosen = default_lang()
    for index, arg in enumerate(args):
        if arg == "--lang" and index + 1 < len(args):
            chosen = args[index + 1]
        elif arg.startswith("--lang="):
            chosen = arg.removeprefix("--lang=")
    return chosen if chosen in LANGS else "en"


def _text(value: str | None, lang: str) -> str | None:
    return render(value, {}, lang) if value is not None and value.startswith(HELP) and has(value) else value


def _localize(command: click.Command, lang: str) -> None:
    """``command``'s help and its parameters' help, and the help's own words, in ``lang``."""
    command.help = _text(command.help, lang)
    for param in command.params:
        param.help = _text(getattr(param, "help", None), lang)  # type: ignore[attr-defined]
    if isinstance(command, typer.core.TyperGroup):
        command.subcommand_metavar = t("help.subcommands", lang)
        for sub in command.commands.values():
            sub.help = _text(sub.help, lang)  # the list of commands shows each one's help
    # typer's help layout keeps its words in module constants, read as it draws
    rich.DEFAULT_STRING = t("help.default", lang, value="{}")
    rich.ENVVAR_STRING = t("help.envvar", lang, value="{}")
    rich.REQUIRED_LONG_STRING = t("help.required", lang)
    rich.ARGUMENTS_PANEL_TITLE = t("help.arguments", lang)
    rich.OPTIONS_PANEL_TITLE = t("help.options", lang)
    rich.COMMANDS_PANEL_TITLE = t("help.commands", lang)


def _typed(param: click.Parameter, args: Sequence[str]) -> str | None:
    """What was typed for the option ``param`` on the line ``args`` (its last use), if anything."""
    typed = None
    for index, arg in enumerate(args):
        for name in param.opts:
            if arg == name and index + 1 < len(args):
                typed = args[index + 1]
            elif arg.startswith(name + "="):
                typed = arg[len(name) + 1:]
    return typed


def _refuse(error: click.exceptions.UsageError, lang: str, args: Sequence[str]) -> NoReturn:
    """A command line that does not parse ends as other bad input does: one line, in ``lang``
    (typer's own message, English and boxed, is left out)."""
    command = error.ctx.command_path if error.ctx is not None else "meeple"
    exceptions = click.exceptions
    if isinstance(error, exceptions.MissingParameter) and error.param is not None:
        fail(lang, "error.missing_argument", command=command, name=error.param.name or "?")
    if isinstance(error, exceptions.BadParameter) and error.param is not None:
        param = error.param
        annotation = getattr(getattr(param, "type_descriptor", None), "annotation", None)
        kind = NUMBERS.get(annotation, "error.value") if isinstance(annotation, type) else "error.value"
        option = param.opts[0] if param.opts else param.name or "?"
        fail(lang, kind, option=option, value=_typed(param, args) or "")
    if isinstance(error, exceptions.NoSuchOption):
        close = ", ".join(sorted(error.possibilities or ()))
        fail(lang, "error.no_option_close" if close else "error.no_option", command=command,
             option=error.option_name, close=close)
    if isinstance(error, exceptions.BadOptionUsage):
        fail(lang, "error.option_needs_value", option=error.option_name)
    fail(lang, "error.usage", command=command)


class _Words:
    """What the group and every command share: their usage line and help option in words, their
    help and options put into the line's language before parsing, a line that does not parse refused."""

    lang = "en"  # the language of this run (typer builds the click objects anew for each)

    def format_usage(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        formatter.write_usage(ctx.command_path, " ".join(pieces), t("help.usage", self.lang) + " ")

    def get_help_option(self, ctx: click.Context) -> typer.core.TyperOption | None:
        option: typer.core.TyperOption | None = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = t("help.help", self.lang)
        return option

    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        # a command's own line may hold --lang; the group's holds the whole line
        self.lang = getattr(parent.command, "lang", "en") if parent is not None else words_lang(args)
        _localize(self, self.lang)  # type: ignore[arg-type]
        line = list(args)  # parsing empties ``args``; a refusal quotes what was typed
        try:
            ctx: click.Context = super().make_context(info_name, args, parent, **extra)  # type: ignore[misc]
        except click.exceptions.NoArgsIsHelpError:
            raise  # `meeple` alone: its help, as asked
        except click.exceptions.UsageError as error:
            _refuse(error, self.lang, line)
        return ctx


class Group(_Words, typer.core.TyperGroup):
    """The `meeple` command: its list of commands in the person's words; an unknown one refused so."""

    def resolve_command(self, ctx: click.Context, args: list[str]) -> tuple[str | None, click.Command | None,
                                                                           list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and self.get_command(ctx, name) is None:
            fail(self.lang, "error.no_command", name=name, known=", ".join(self.list_commands(ctx)))
        return super().resolve_command(ctx, args)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        rest: list[str] = super().parse_args(ctx, args)
        if not ctx._protected_args and not ctx.resilient_parsing:  # `meeple --lang fr`: its help, as `meeple`
            raise click.exceptions.NoArgsIsHelpError(ctx)
        return rest


class Command(_Words, typer.core.TyperCommand):
    """One `meeple` command; words left over once its arguments are read are refused in words."""

    allow_extra_args = True  # read below, to name them in the person's language

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        rest: list[str] = super().parse_args(ctx, args)
        if ctx.args and not ctx.resilient_parsing:
            fail(self.lang, "error.extra", command=ctx.command_path, count=len(ctx.args), args=" ".join(ctx.args))
        return rest
