"""How a log line breaks into rows: the rules of the log's word wrapping, apart from any drawing.

A line is a list of segments (text, card id or None). Its words are measured once per font; breaking them
into rows at a width is then plain arithmetic, and a row's pieces are made only when it is drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Segment = tuple[str, str | None]
"""(text, card id or None)."""

Word = tuple[str, str | None, float]
"""A word of a line as drawn: text (with its trailing space), card id or None, width in design units."""

Piece = tuple[float, str, str | None, float]
"""What a row draws: x, text, card id (None: plain words), width (design units)."""

STAYS_WITH_WORD_BEFORE = (",", ".", ";", ":", ")")
CONTINUATION_INDENT = 14.0


def split_words(segments: Sequence[Segment], measure: Callable[[str, bool], float]) -> tuple[Word, ...]:
    """Plain text split into words (so lines wrap between them), each with its trailing space; card names
    stay whole and are measured bold, as they are drawn."""
    out: list[Word] = []
    for text, card in segments:
        if card is not None:
            out.append((text, card, measure(text, True)))
            continue
        parts = text.split(" ")
        for i, part in enumerate(parts):
            piece = part + " " if i < len(parts) - 1 else part
            if piece:
                out.append((piece, None, measure(piece, False)))
    return tuple(out)


def row_starts(words: Sequence[Word], width: float) -> tuple[int, ...]:
    """Where each row of a line begins (word indices). Card names are never split, a comma or full stop
    stays on the row of the word before it (a few pixels over is fine), continuation rows are indented."""
    starts = [0]
    x = 0.0
    for i, (text, _card, w) in enumerate(words):
        if x + w > width and i > starts[-1] and text.lstrip()[:1] not in STAYS_WITH_WORD_BEFORE:
            starts.append(i)
            x = CONTINUATION_INDENT
        x += w
    return tuple(starts)


def row_pieces(words: Sequence[Word], first: int, end: int) -> list[Piece]:
    """What one row draws: each card name alone (it shows the card when hovered), the plain words between
    them as one piece (far fewer blits than one per word)."""
    x = 0.0 if first == 0 else CONTINUATION_INDENT
    pieces: list[Piece] = []
    run_x, run = x, ""
    for text, card, w in words[first:end]:
        if card is None:
            run_x, run = (run_x, run + text) if run else (x, text)
        else:
            if run.strip():
                pieces.append((run_x, run.rstrip(), None, 0.0))
            run = ""
            pieces.append((x, text, card, w))
        x += w
    if run.strip():
        pieces.append((run_x, run.rstrip(), None, 0.0))
    return pieces
