"""Join codes: a seat's credential, short enough to read out over the phone and too many to guess.

Twelve characters of Crockford's base 32 (no I, L, O or U to misread) carry 60 random bits from `secrets`; a
server that also limits how fast one connection may try codes makes guessing hopeless.
"""

from __future__ import annotations

import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ_AS = str.maketrans({"I": "1", "L": "1", "O": "0"})


def new_code() -> str:
    """A fresh code as printed: three groups of four ("K7QM-2XPD-9RHT")."""
    chars = "".join(secrets.choice(ALPHABET) for _ in range(12))
    return "-".join(chars[i:i + 4] for i in range(0, 12, 4))


def normal_code(text: str) -> str:
    """A typed code as stored: case, spaces and dashes do not matter, and I, L and O read as 1, 1 and 0."""
    squeezed = "".join(ch for ch in text.upper() if ch not in " -\t").translate(_READ_AS)
    if len(squeezed) != 12 or any(ch not in ALPHABET for ch in squeezed):
        return ""
    return "-".join(squeezed[i:i + 4] for i in range(0, 12, 4))
