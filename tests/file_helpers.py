"""Files the game may not read, for tests on a machine that runs them as root (where permission
bits do not stop a read): `os.open` refuses the one path, as it would for another user's file."""
from __future__ import annotations

import os


def refuse_reading(monkeypatch, path) -> None:
    """Make `os.open` of `path` fail with "Permission denied" until `monkeypatch` is undone."""
    real_open = os.open
    refused = os.fspath(path)

    def refuse(file, flags, *args, **kw):
        if os.fspath(file) == refused:
            raise PermissionError(13, "Permission denied", refused)
        return real_open(file, flags, *args, **kw)

    monkeypatch.setattr(os, "open", refuse)
