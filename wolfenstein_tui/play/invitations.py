"""Invitations: who may sit at a hosted game, or watch it.

A hosted game gets, beside its log, a small private file
(`.NAME.jsonl.invites`, mode 0600) holding one secret code a seat and one
code for watching. A code is twelve letters and digits made with `secrets`
(about 59 bits: out of reach of guessing through a web page), shown in
groups of four (`k7qm-x2pd-w9tz`) and typed with or without the dashes.
`wolfenstein join --code CODE` sits at the seat its code opens (the game is
found by the code alone), a watch code opens the game read-only, and
`wolfenstein serve` lets a browser in only with one of these codes (or the
host's own key): the link `URL/i/CODE` is the same code.

Codes are compared with `hmac.compare_digest`, whatever their length, so
how long a comparison takes says nothing about a code. A game hosted
before invitations existed has no such file and stays open to the
terminals of its machine, as it was; `serve` never lets a browser into it
but through the host's own key.

Players of other accounts of a shared save folder must check their code
too, yet must not read the others'. So a second file beside the log, the
guard (`.NAME.jsonl.guard`), readable like the log by the folder's group,
holds only a salted, slow digest of each code (PBKDF2-HMAC-SHA256): it
tells whether a code opens a seat, never what the codes are. The codes
themselves stay in the host's private file, for the host to hand out
again. A game's guard is read first; a game hosted before guards existed
is checked against its private file, as before.

Whoever can write the save folder can change its games (append to a log,
delete a file): share it only with players you trust. Invitations keep
out everyone else: web pages, browsers without a code, and accounts that
cannot write there.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import hmac
import json
import os
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from wolfenstein_tui.base.i18n import _
from wolfenstein_tui.base.shared_file import read_regular, replace_whole
from wolfenstein_tui.content.files.safe_file import JsonRefused, loads_json
from wolfenstein_tui.play.save_folder import SaveError, reason

T = TypeVar("T")

ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
"""The letters of a code: no 0/o, 1/l/i, easy to read out and to type."""
CODE_LENGTH = 12
SUFFIX = ".invites"
GUARD_SUFFIX = ".guard"
DIGEST_ROUNDS = 20_000
"""PBKDF2 rounds of a code's digest: a few milliseconds to check a code,
and out of reach to try the 2**59 codes against a guard file."""
MOST_BYTES = 16 * 1024
"""An invitations file larger than this is no file of ours."""


class NotInvited(SaveError):
    """A code that opens no seat of this game (or none given)."""


@dataclass(frozen=True)
class Invitations:
    """A game's codes: one a seat (in seat order), one for watching."""

    log: Path
    seats: tuple[str, ...]
    watch: str

    def opened_by(self, code: str) -> Admission | None:
        """What `code` opens in this game: a seat, watching, or nothing.
        Every code of the game is compared, whichever matches."""
        typed = normal_code(code).encode()
        found: Admission | None = None
        for seat, secret in enumerate(self.seats):
            if hmac.compare_digest(typed, secret.encode()):
                found = Admission(self.log, seat)
        if hmac.compare_digest(typed, self.watch.encode()):
            found = Admission(self.log, None)
        return found


@dataclass(frozen=True)
class CodeCheck:
    """What a game's guard file holds: a salt and the digest of each code
    (in seat order, then the watch code's). It opens what the codes open,
    and cannot show them."""

    log: Path
    salt: bytes
    seats: tuple[bytes, ...]
    watch: bytes

    def opened_by(self, code: str) -> Admission | None:
        typed = code_digest(normal_code(code), self.salt)
        found: Admission | None = None
        for seat, digest in enumerate(self.seats):
            if hmac.compare_digest(typed, digest):
                found = Admission(self.log, seat)
        if hmac.compare_digest(typed, self.watch):
            found = Admission(self.log, None)
        return found


Gate = Invitations | CodeCheck
"""What checks a code: the guard's digests, or (a game hosted before guards
existed) the host's private codes."""


def code_digest(code: str, salt: bytes) -> bytes:
    return hashlib.pbkdf2_hmac("sha256", code.encode(), salt, DIGEST_ROUNDS)


@dataclass(frozen=True)
class Admission:
    """What a code lets its bearer do: sit at `seat` of the game in `log`,
    or (seat None) watch it."""

    log: Path
    seat: int | None


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed (dashes, spaces, capitals) in the form it is kept."""
    return "".join(ch for ch in text.lower() if ch not in "- \t")


def shown_code(code: str) -> str:
    """A code in groups of four, easier to read out."""
    return "-".join(code[i : i + 4] for i in range(0, len(code), 4))


def invitations_file(log: Path) -> Path:
    return log.with_name(f".{log.name}{SUFFIX}")


def guard_file(log: Path) -> Path:
    return log.with_name(f".{log.name}{GUARD_SUFFIX}")


def invite(log: Path, seat_count: int) -> Invitations:
    """New codes for every seat of the game in `log`, and one to watch it,
    written beside the log (readable by its owner only)."""
    made = Invitations(log, tuple(new_code() for _ in range(seat_count)), new_code())
    data = json.dumps({"format": 1, "seats": list(made.seats), "watch": made.watch})
    salt = secrets.token_bytes(16)
    guard = json.dumps(
        {
            "format": 1,
            "salt": salt.hex(),
            "seats": [code_digest(code, salt).hex() for code in made.seats],
            "watch": code_digest(made.watch, salt).hex(),
        }
    )
    try:
        write_private(invitations_file(log), data.encode())
        # readable like the log: by the players of a shared folder's group
        replace_whole(guard_file(log), guard.encode(), sync=True)
    except OSError as error:
        raise SaveError(
            _("{log}: cannot write this game's invitations: {reason}").format(
                log=log, reason=reason(error)
            )
        ) from None
    return made


def read_invitations(log: Path) -> Gate | None:
    """What checks a code for the game: its guard, else (a game hosted
    before guards existed, or whose guard is gone) its private codes; None
    when it has neither (a game hosted before invitations existed). A file
    that cannot be read or is not ours is a SaveError: a game whose
    invitations are unreadable lets nobody in."""
    parsed = _read_json(guard_file(log), log)
    if parsed is MISSING:
        return host_codes(log)
    try:
        salt = bytes.fromhex(parsed["salt"])
        seats = [bytes.fromhex(digest) for digest in parsed["seats"]]
        watch = bytes.fromhex(parsed["watch"])
        if not (
            len(salt) >= 8
            and 1 <= len(seats) <= 4
            and all(len(digest) == 32 for digest in [*seats, watch])
        ):
            raise ValueError
    except (ValueError, KeyError, TypeError, AttributeError):
        raise _damaged(log) from None
    return CodeCheck(log, salt, tuple(seats), watch)


def host_codes(log: Path) -> Invitations | None:
    """The game's codes themselves, from the host's private file (None: the
    game has none); a SaveError when the file cannot be read (another
    account's) or is not ours."""
    parsed = _read_json(invitations_file(log), log)
    if parsed is MISSING:
        return None
    try:
        seats = parsed["seats"]
        watch = parsed["watch"]
        if not (
            isinstance(seats, list)
            and all(_is_code(code) for code in seats)
            and _is_code(watch)
            and 1 <= len(seats) <= 4
        ):
            raise ValueError
    except (ValueError, KeyError, TypeError):
        raise _damaged(log) from None
    return Invitations(log, tuple(seats), watch)


MISSING = object()
"""What _read_json gives for a file that is not there (a file holding
`null` is a damaged one, never a game without invitations)."""


def _read_json(path: Path, log: Path) -> Any:
    """The JSON value of one of the game's invitation files (MISSING: there
    is none); a SaveError naming the game when it cannot be read or parsed."""
    try:
        data = read_private(path)
    except FileNotFoundError:
        return MISSING
    except OSError as error:
        raise SaveError(
            _("{log}: cannot read this game's invitations: {reason}").format(
                log=log, reason=reason(error)
            )
        ) from None
    try:
        return loads_json(data.decode("utf-8"))  # no nesting bomb, no huge number
    except (ValueError, JsonRefused):
        raise _damaged(log) from None


def _damaged(log: Path) -> SaveError:
    return SaveError(
        _("{log}: this game's invitations are damaged; nobody can join it").format(log=log)
    )


def _is_code(value: object) -> bool:
    return (
        isinstance(value, str) and len(value) == CODE_LENGTH and all(ch in ALPHABET for ch in value)
    )


def admit(log: Path, seats: list[int], code: str | None) -> None:
    """Let a player sit at `seats` of the game in `log` only with the code of
    that seat (one seat a code); nothing to check for a game without
    invitations. Raises NotInvited with the sentence to show."""
    invited = read_invitations(log)
    if invited is None:
        return
    if code is None or not code.strip():
        raise NotInvited(
            _("{game}: this game is by invitation: give the code of your seat (--code)").format(
                game=log.stem
            )
        )
    opened = invited.opened_by(code)
    if opened is None:
        raise NotInvited(
            _("{game}: this code opens no seat of this game; check it with your host").format(
                game=log.stem
            )
        )
    if opened.seat is None:
        raise NotInvited(
            _("{game}: this code is for watching the game, not for a seat").format(game=log.stem)
        )
    others = sorted(s + 1 for s in seats if s != opened.seat)
    if others:
        raise NotInvited(
            _("{game}: this code opens seat {seat}, not seat {other}").format(
                game=log.stem, seat=opened.seat + 1, other=", ".join(map(str, others))
            )
        )


def admit_watcher(log: Path, code: str | None) -> None:
    """Let a spectator follow the game only with one of its codes (the
    watch code, or a seat's: a player may watch their own game)."""
    invited = read_invitations(log)
    if invited is None:
        return
    if code is None or invited.opened_by(code) is None:
        raise NotInvited(
            _("{game}: this game is by invitation: give its watch code (--code)").format(
                game=log.stem
            )
        )


def invited_logs(folder: Path) -> list[Path]:
    """The logs of `folder` that have a guard or private codes beside them."""
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return []
    logs: dict[str, None] = {}
    for name in names:
        for suffix in (GUARD_SUFFIX, SUFFIX):
            if name.startswith(".") and name.endswith(".jsonl" + suffix):
                logs[name[1 : -len(suffix)]] = None
    return [folder / name for name in logs]


def invited_games(folder: Path) -> list[Gate]:
    """What checks the codes of every game of `folder` by invitation (those
    that cannot be read are passed over: they let nobody in)."""
    return _readable(folder, read_invitations)


def hosted_games(folder: Path) -> list[Invitations]:
    """The codes of every game of `folder` whose private file this account
    can read: the host's own games, whose lines it may hand out."""
    return _readable(folder, host_codes)


def _readable(folder: Path, read: Callable[[Path], T | None]) -> list[T]:
    """What `read` makes of each invited game of `folder` whose log is there,
    passing over those it finds nothing for or cannot read."""
    found = []
    for log in invited_logs(folder):
        with contextlib.suppress(SaveError):
            made = read(log)
            if made is not None and log.is_file():
                found.append(made)
    return found


def find_admission(code: str, folder: Path) -> Admission | None:
    """What `code` opens among the games of `folder`, if anything."""
    found = None
    for invited in invited_games(folder):
        opened = invited.opened_by(code)
        if opened is not None:
            found = opened
    return found


def write_private(path: Path, data: bytes) -> None:
    """Write `data` as the file `path`, readable by its owner only, whole or
    not at all (base/shared_file.py: made exclusively under a name no one
    can guess, no link followed, then renamed over `path`)."""
    replace_whole(path, data, sync=True, private=True)


def read_private(path: Path) -> bytes:
    """The bytes of a small file of ours: no link followed, never blocking
    on a FIFO, a regular file of at most MOST_BYTES (base/shared_file.py)."""
    data = read_regular(path, MOST_BYTES + 1)
    if len(data) > MOST_BYTES:
        raise OSError(errno.EFBIG, "larger than an invitations file", str(path))
    return data


def hand_out_lines(
    invited: Invitations,
    player_names: list[str],
    kept: frozenset[int] = frozenset(),
    public_url: str | None = None,
    save_dir: Path | None = None,
) -> list[str]:
    """What a host hands out, a line a seat not `kept` and one for the
    spectators: the code, and the command (or, with `public_url`, the
    link of `wolfenstein serve`) that uses it."""
    folder = f" --save-dir {save_dir}" if save_dir is not None else ""

    def way_in(code: str, watching: bool) -> str:
        if public_url is not None:
            return f"{public_url.rstrip('/')}/i/{shown_code(code)}"
        if watching:
            return f"wolfenstein watch {invited.log.stem} --code {shown_code(code)}{folder}"
        return f"wolfenstein join --code {shown_code(code)}{folder}"

    lines = [
        _("seat {seat} ({player}): {way}").format(
            seat=seat + 1,
            player=player_names[seat] if seat < len(player_names) else seat + 1,
            way=way_in(code, False),
        )
        for seat, code in enumerate(invited.seats)
        if seat not in kept
    ]
    lines.append(_("watching: {way}").format(way=way_in(invited.watch, True)))
    return lines
