"""The one bounded JSON reader: every damaged or special file becomes a JsonFileError with a one-line reason."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from game.core.jsonio import MAX_DEPTH, JsonFileError, JsonFileMissing, parse_json, read_json

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, /dev/zero and symlinks as on POSIX")


def refused(path: Path, max_bytes: int = 1 << 20) -> str:
    with pytest.raises(JsonFileError) as caught:
        read_json(path, max_bytes=max_bytes)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_regular_file_of_plain_json_is_read(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    path.write_text('{"seed": 42, "name": "[not a bracket]", "scores": [1.5, -2]}', encoding="utf-8")
    assert read_json(path, max_bytes=1000) == {"seed": 42, "name": "[not a bracket]", "scores": [1.5, -2]}


def test_nesting_deeper_than_the_limit_is_refused_before_decoding(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert f"nested more than {MAX_DEPTH} levels" in refused(path)


def test_nesting_of_exactly_the_limit_is_read() -> None:
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def test_deep_nesting_hidden_behind_an_unclosed_bracket_is_refused() -> None:
    with pytest.raises(JsonFileError):
        parse_json('{"a": ' + "[{}" * 50_000)


def test_an_integer_of_thousands_of_digits_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    path.write_text('{"seed": ' + "9" * 5000 + "}", encoding="utf-8")
    assert "more than 100 digits" in refused(path)


@pytest.mark.parametrize("text", ["[NaN]", "[Infinity]", "[-Infinity]", "[1e999]"])
def test_numbers_that_are_not_finite_are_refused(text: str) -> None:
    with pytest.raises(JsonFileError):
        parse_json(text)


def test_a_file_over_the_size_limit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text("[" + "1," * 1000 + "1]", encoding="utf-8")
    assert "too large" in refused(path, max_bytes=100)


def test_bytes_that_are_not_utf8_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"name": "Ren\xe9"}')
    assert "not UTF-8" in refused(path)


def test_a_missing_file_is_its_own_error(tmp_path: Path) -> None:
    with pytest.raises(JsonFileMissing):
        read_json(tmp_path / "nothing.json", max_bytes=100)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    assert "folder" in refused(tmp_path / "folder.json")


@posix_only
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    assert "FIFO" in refused(path)


@posix_only
def test_a_link_to_dev_zero_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "zero.json"
    path.symlink_to("/dev/zero")
    assert "device" in refused(path)


@posix_only
def test_a_dangling_link_is_refused_not_missing(tmp_path: Path) -> None:
    path = tmp_path / "gone.json"
    path.symlink_to(tmp_path / "never-there.json")
    assert "link to a file that does not exist" in refused(path)


@posix_only
def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    (tmp_path / "real.json").write_text("[1]", encoding="utf-8")
    (tmp_path / "link.json").symlink_to(tmp_path / "real.json")
    assert read_json(tmp_path / "link.json", max_bytes=10) == [1]
