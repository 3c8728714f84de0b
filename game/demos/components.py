"""DēmoS components: number cards (the people's deck) and figures (the power deck), loaded from data/.

Cards are plain string codes so states, views, events and the simulator log all speak the same language:
a number card is its rank 1–10 plus a suit letter S H D C ("7S", "10D"); a figure is E, L or J plus a suit
letter ("ES"); a media figure is "M".
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError, model_validator

from game.core.jsonio import GAME_DATA_MAX_BYTES, JsonFileError, read_json
from game.core.protocol import Frozen
from game.core.validation import first_complaint

DATA_DIR = Path(__file__).parent / "data"
Mode = Literal["simplified", "full"]


class DeckSpec(Frozen):
    ranks: tuple[int, ...] = Field(min_length=3)
    media: int = Field(ge=0, le=2)

    @model_validator(mode="after")
    def _ranks_are_distinct_and_positive(self) -> DeckSpec:
        if len(set(self.ranks)) != len(self.ranks) or min(self.ranks) < 1:
            raise ValueError("ranks must be distinct positive numbers")
        return self


class ScoringSpec(Frozen):
    quad: int = Field(gt=0)
    sequence_base: dict[Literal["1", "2", "3"], int]

    @model_validator(mode="after")
    def _all_suit_counts_scored(self) -> ScoringSpec:
        if set(self.sequence_base) != {"1", "2", "3"}:
            raise ValueError("sequence_base needs the bases for 1, 2 and 3 suits")
        return self


class CardData(Frozen):
    suits: tuple[str, ...] = Field(min_length=4, max_length=4)
    hand_size: int = Field(ge=4)
    powers: tuple[str, str, str]
    media_code: str = Field(min_length=1, max_length=1)
    decks: dict[Mode, DeckSpec]
    scoring: ScoringSpec

    @model_validator(mode="after")
    def _both_decks_present(self) -> CardData:
        if set(self.decks) != {"simplified", "full"}:
            raise ValueError("decks needs exactly the entries 'simplified' and 'full'")
        return self


def load_card_data(path: Path = DATA_DIR / "cards.json") -> CardData:
    """Read and validate the card data; a bad entry raises ValueError naming the file and the entry."""
    try:
        raw = read_json(path, max_bytes=GAME_DATA_MAX_BYTES)
    except JsonFileError as exc:
        raise ValueError(f"{path.name}: cannot be read as JSON: {exc}") from None
    try:
        return CardData.model_validate(raw)
    except ValidationError as exc:
        where, message = first_complaint(exc)
        raise ValueError(f"{path.name}: bad entry {where or '(top level)'}: {message}") from None


@cache
def card_data() -> CardData:
    return load_card_data()


SUITS: tuple[str, ...] = card_data().suits
POWERS: tuple[str, ...] = card_data().powers
MEDIA: str = card_data().media_code
HAND_SIZE: int = card_data().hand_size


@cache
def number_cards(mode: Mode) -> tuple[str, ...]:
    """The people's deck of a mode in a fixed order (rank, then suit)."""
    return tuple(f"{rank}{suit}" for rank in card_data().decks[mode].ranks for suit in SUITS)


@cache
def figure_cards(mode: Mode) -> tuple[str, ...]:
    """The power deck of a mode in a fixed order: E, L, J in every suit, then the media."""
    spec = card_data().decks[mode]
    return tuple(f"{p}{s}" for p in POWERS for s in SUITS) + (MEDIA,) * spec.media


@cache
def rank_of(card: str) -> int:
    return int(card[:-1])


def suit_of(card: str) -> str:
    return card[-1]


def is_media(card: str) -> bool:
    return card == MEDIA


def power_of(figure: str) -> str:
    """E, L or J of a figure code (M for media)."""
    return figure[0]
