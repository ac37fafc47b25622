"""Lets `python -m wolfenstein_tui` behave like the `wolfenstein` command."""

import sys

from wolfenstein_tui.app.cli import main

sys.exit(main())
