"""Online → Join lists the games hosted on this network: a host announces its table with mDNS, a browser finds
it with its address (zeroconf; bounded in time, and skipped where the machine has no multicast at all)."""

from __future__ import annotations

import time

import pytest

from game.online.discovery import Announcer, Browser, lan_addresses


def test_the_hosts_addresses_end_with_this_computers_own() -> None:
    found = lan_addresses()
    assert found[-1] == "127.0.0.1" and len(found) == len(set(found))


def test_a_hosted_table_is_listed_by_a_browser_on_the_same_network() -> None:
    announcer = Announcer("Ann's DēmoS", "demos", 18765, lan_addresses())
    if not announcer.announcing:
        pytest.skip("no multicast on this machine: the address and code still work")
    browser = Browser()
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not browser.tables():
            time.sleep(0.05)
        [table] = [t for t in browser.tables() if t.name == "Ann's DēmoS"]
        assert table.game == "demos" and table.address.endswith(":18765")
    finally:
        browser.close()
        announcer.close()
