"""The wire (docs/online.md, "Messages"): what a frame must be, and the words when it is not."""

from __future__ import annotations

import json

import pytest

from game.online.codes import new_code, normal_code
from game.online.schema import (
    MAX_CHAT,
    Act,
    Hello,
    WireError,
    clean_chat,
    read_client_message,
    read_server_message,
)


def test_a_message_reads_back_as_itself() -> None:
    act = Act(step=3, action={"kind": "pass"})
    assert read_client_message(act.model_dump_json()) == act
    hello = Hello(protocol=1, app="0.1.0", games={"demos": "1"})
    assert read_client_message(hello.model_dump_json().encode()) == hello


@pytest.mark.parametrize(("frame", "words"), [
    ("{not json", "cannot be read"),
    ("[1, 2]", "one JSON object"),
    ('{"type": "teleport"}', "no message type 'teleport'"),
    ('{"type": "act", "step": -1, "action": {}}', "act message is wrong at step"),
    ('{"type": "act", "step": 1, "action": {}, "cheat": true}', "wrong at cheat"),
    ('{"type": "chat", "text": "' + "x" * (MAX_CHAT + 1) + '"}', "wrong at text"),
    ('{"type": "act", "step": 1, "action": ' + "[" * 40 + "]" * 40 + "}", "nested more than"),
    (b"\xff\xfe", "UTF-8"),
])
def test_a_frame_that_is_no_message_is_refused_in_words(frame: str | bytes, words: str) -> None:
    with pytest.raises(WireError, match=words):
        read_client_message(frame)


def test_a_server_frame_is_read_by_the_servers_union_only() -> None:
    with pytest.raises(WireError, match="no message type 'act'"):
        read_server_message(json.dumps({"type": "act", "step": 0, "action": {}}))


def test_a_chat_line_loses_its_control_characters() -> None:
    assert clean_chat("hi\x1b[31m  there\n\tall\x00") == "hi [31m there all"


def test_a_code_is_three_groups_of_four_and_reads_back_however_it_is_typed() -> None:
    code = new_code()
    assert len(code) == 14 and code.count("-") == 2
    assert normal_code(code.lower().replace("-", " ")) == code
    assert normal_code("1234-5678-9ABO") == "1234-5678-9AB0"  # an O is read as the zero it must be
    assert normal_code("too short") == ""
    assert len({new_code() for _ in range(200)}) == 200
