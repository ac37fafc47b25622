"""The `wolfenstein` command: subcommands over the content and the engine.

`entry.main` reads the options (parser.py) and runs the command, one module
a command or two: play.py (play, continue, the app), replay.py,
missions.py (missions, validate, schema), simulate.py (simulate, balance),
campaign.py.

The content models (pydantic, YAML) and the rules engine are imported by the
commands that use them, inside their functions: `wolfenstein` alone paints
its title screen first.
"""

from wolfenstein_tui.cli.entry import main

__all__ = ["main"]
