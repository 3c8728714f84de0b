"""Finding a host on the same network: the addresses a host gives out, and its tables announced with mDNS
(zeroconf, a well-kept implementation of multicast DNS service discovery) so the Join screen can list them.

Both are best effort: a network without multicast (some Wi-Fi, most containers) simply lists nothing, and the
person types the address and code instead. Nothing here is needed to play.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from dataclasses import dataclass
from typing import Any

SERVICE = "_hustings._tcp.local."


def lan_addresses() -> list[str]:
    """This computer's addresses on its networks (IPv4, the loopback last), for the host to give out."""
    found: list[str] = []
    # A UDP "connection" sends nothing: it only asks the system which interface would be used.
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found:
                found.append(address)
    outside = [a for a in found if not a.startswith("127.")]
    return outside + ["127.0.0.1"]


@dataclass(frozen=True)
class HostedTable:
    """A table a host on this network announces."""

    name: str
    """The host's words for it ("Ann's DēmoS")."""
    game: str
    address: str
    """address:port to connect to."""


class Announcer:
    """Announce one hosted table until closed."""

    def __init__(self, title: str, game: str, port: int, addresses: list[str]) -> None:
        self._zeroconf: Any = None
        try:
            from zeroconf import ServiceInfo, Zeroconf

            usable = [socket.inet_aton(a) for a in addresses if not a.startswith("127.")] or \
                [socket.inet_aton("127.0.0.1")]
            safe = "".join(ch for ch in title if ch.isalnum() or ch in " -'") or "Hustings"
            self._info = ServiceInfo(SERVICE, f"{safe[:50]} {port}.{SERVICE}", addresses=usable, port=port,
                                     properties={"game": game, "title": title[:60]})
            self._zeroconf = Zeroconf()
            self._zeroconf.register_service(self._info)
        except Exception:  # noqa: BLE001 - no multicast here: the address and code still work
            self.close()

    @property
    def announcing(self) -> bool:
        return self._zeroconf is not None

    def close(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            with contextlib.suppress(Exception):
                zeroconf.unregister_service(self._info)
                zeroconf.close()


class Browser:
    """The tables announced on this network, kept up to date on zeroconf's thread until closed."""

    def __init__(self) -> None:
        self._found: dict[str, HostedTable] = {}
        self._lock = threading.Lock()
        self._zeroconf: Any = None
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zeroconf = Zeroconf()
            self._browser = ServiceBrowser(self._zeroconf, SERVICE, handlers=[self._changed])
        except Exception:  # noqa: BLE001 - no multicast: nothing is listed
            self.close()

    def tables(self) -> list[HostedTable]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t.name)

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if state_change.name == "Removed":
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None or not info.parsed_addresses():
            return
        props = {k.decode(errors="replace"): (v or b"").decode(errors="replace") for k, v in info.properties.items()}
        table = HostedTable(props.get("title", name)[:60], props.get("game", "")[:20],
                            f"{info.parsed_addresses()[0]}:{info.port}")
        with self._lock:
            self._found[name] = table

    def close(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            with contextlib.suppress(Exception):
                zeroconf.close()
