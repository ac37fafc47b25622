"""The programs: the command line (cli/), the web server (serve.py) and the translators' commands (catalogs.py)."""
