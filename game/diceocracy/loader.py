"""Reading data/*.json into the component models: each entry validated on its own so an error names the file
and the entry, then the files cross-checked against each other and the rulebook's counts."""

from __future__ import annotations

from pathlib import Path
from typing import Any, get_args

from pydantic import ValidationError

from game.core.jsonio import GAME_DATA_MAX_BYTES, JsonFileError, read_json
from game.core.protocol import Frozen
from game.core.validation import first_complaint
from game.diceocracy.components import (
    COLORS,
    DATA_DIR,
    Advert,
    AdvertKind,
    Agenda,
    AgendaKind,
    CandidateBoard,
    CandidateTile,
    ComponentError,
    Components,
    Congress,
    DiceSupply,
    District,
    Layout,
    PersonalityTile,
    Stunt,
    StuntKind,
)

__all__ = ["DATA_DIR", "ComponentError", "load_components"]


def _read(path: Path) -> Any:
    try:
        return read_json(path, max_bytes=GAME_DATA_MAX_BYTES)
    except JsonFileError as exc:
        raise ComponentError(f"{path.name}: cannot be read as JSON: {exc}") from None


def _entries(path: Path, model: type[Frozen], count: int | None) -> tuple[Any, ...]:
    """Validate a list file entry by entry, so the error names the bad entry; ids must be 0..n-1."""
    raw = _read(path)
    if not isinstance(raw, list):
        raise ComponentError(f"{path.name}: expected a list of entries")
    out = []
    for index, entry in enumerate(raw):
        label = entry.get("name") or entry.get("id") if isinstance(entry, dict) else None
        try:
            item = model.model_validate(entry)
        except ValidationError as exc:
            where, message = first_complaint(exc)
            raise ComponentError(
                f"{path.name}: entry {index} ({label!r}) is invalid at {where or 'top level'}: {message}"
            ) from None
        item_id = getattr(item, "id", index)
        if item_id != index:
            raise ComponentError(f"{path.name}: entry {index} ({label!r}) has id {item_id}, expected {index}")
        out.append(item)
    if count is not None and len(out) != count:
        raise ComponentError(f"{path.name}: expected {count} entries, found {len(out)}")
    return tuple(out)


def read_model(path: Path, model: type[Frozen]) -> Any:
    """One JSON file as one model; a file that cannot be read or is invalid raises ComponentError naming it."""
    try:
        return model.model_validate(_read(path))
    except ValidationError as exc:
        where, message = first_complaint(exc)
        raise ComponentError(f"{path.name}: invalid at {where or 'top level'}: {message}") from None


def load_components(data_dir: Path = DATA_DIR) -> Components:
    """Read and cross-check every data file. Raises ComponentError naming the file and entry."""
    districts = _entries(data_dir / "districts.json", District, 8)
    misc = _read(data_dir / "setup.json")
    if not isinstance(misc, dict):
        raise ComponentError("setup.json: expected an object")
    comps = Components.model_construct(
        districts=districts,
        layout=_single_part(misc, "layout", Layout),
        dice=_single_part(misc, "dice", DiceSupply),
        board=read_model(data_dir / "board.json", CandidateBoard),
        candidates=_entries(data_dir / "candidates.json", CandidateTile, 4),
        personalities=_entries(data_dir / "personalities.json", PersonalityTile, 8),
        adverts=_entries(data_dir / "adverts.json", Advert, 30),
        stunts=_entries(data_dir / "stunts.json", Stunt, 40),
        agendas=_entries(data_dir / "agendas.json", Agenda, 50),
        congress=_single_part(misc, "congress", Congress),
    )
    _cross_check(comps)
    return comps


def _single_part(raw: dict[str, Any], key: str, model: type[Frozen]) -> Any:
    try:
        return model.model_validate(raw.get(key))
    except ValidationError as exc:
        where, message = first_complaint(exc)
        raise ComponentError(f"setup.json: {key} is invalid at {where or 'top level'}: {message}") from None


def _cross_check(c: Components) -> None:
    names = [d.name for d in c.districts]
    if len(set(names)) != len(names) or "Observatory Highs" not in names:
        raise ComponentError("districts.json: district names are unique and one is 'Observatory Highs'")
    actions = [d.action.model_dump_json() for d in c.districts]
    if len(set(actions)) != len(actions):
        raise ComponentError("districts.json: every district has its own unique action")
    if c.layout.streets * c.layout.tiles_per_street != len(c.districts):
        raise ComponentError("setup.json: the layout must hold all 8 district tiles")
    spaces = sum(len(d.big.spaces()) for d in c.districts)
    if spaces != c.dice.per_color * len(COLORS):
        raise ComponentError(f"districts.json: {spaces} die spaces for {c.dice.per_color * 4} dice")
    if sorted(t.color for t in c.candidates) != sorted(COLORS):
        raise ComponentError("candidates.json: one candidate tile per demographic group")
    types = [p.type for p in c.personalities]
    if types.count("trait") != 4 or types.count("role") != 4:
        raise ComponentError("personalities.json: four tiles of each background type")
    for kind in get_args(AdvertKind):
        if not any(a.kind == kind for a in c.adverts):
            raise ComponentError(f"adverts.json: no card of the rulebook's type {kind!r}")
    for kind in get_args(StuntKind):
        if not any(s.kind == kind for s in c.stunts):
            raise ComponentError(f"stunts.json: no card of the rulebook's type {kind!r}")
    for kind in get_args(AgendaKind):
        if not any(a.kind == kind for a in c.agendas):
            raise ComponentError(f"agendas.json: no card of the rulebook's type {kind!r}")
    board = c.board
    for s in c.stunts:
        for x, y, _ in s.pattern or ():
            if not (0 <= x < max(board.rows, board.cols) and 0 <= y < max(board.rows, board.cols)):
                raise ComponentError(f"stunts.json: {s.name!r} has a pattern larger than the candidate board")
