"""Every event type a game emits is declared beside its rules (`rules.event_types`, listed with what each reports
in game/<game>/events.py) and documented in docs/log-format.md, so a table can keep one wording per type. Random
games of every registered variant must emit only declared types, and every declared type must turn up in them
unless it is named below as rare, with the reason and the rule test that makes it happen.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game.core.registry import GameInfo, Variant, games
from game.core.rng import Rng, seed_state

SEEDS = range(1, 7)

# Types that random games of the registered variants may not reach in SEEDS: why, and the rule test that
# builds a position emitting each.
RARELY_EMITTED: dict[str, dict[str, tuple[str, str]]] = {
    "demos": {
        "media_lapsed": ("every other E/L/J must already lie face up when the scandal comes",
                         "tests/demos/test_scandal.py"),
        "media_kept": ("2 v 2 + 1 only, and only when the independent holds both media", "tests/demos/test_teams.py"),
    },
    "dindex": {
        "stack_reshuffled": ("100 action cards rarely run out within one term", "tests/dindex/test_s5_5_open.py"),
        "power_seized": ("random play seldom meets § 6.3's conditions for one Oligarch",
                         "tests/dindex/test_s6_endings.py"),
    },
    "diceocracy": {
        "deck_reshuffled": ("a deck must be drawn empty with cards on its discard pile",
                            "tests/diceocracy/test_cards.py"),
    },
}
REPO = Path(__file__).resolve().parents[2]
LOG_FORMAT = REPO / "docs" / "log-format.md"


_EMITTED: dict[tuple[str, str], Counter[str]] = {}


def emitted_types(info: GameInfo, variant: Variant) -> Counter[str]:
    """The event types of random games of this variant (set-up included), counted; played once per run."""
    key = (info.id, variant.label)
    if key not in _EMITTED:
        _EMITTED[key] = _play(info, variant)
    return _EMITTED[key]


def _play(info: GameInfo, variant: Variant) -> Counter[str]:
    rules = info.rules
    seen: Counter[str] = Counter()
    for seed in SEEDS:
        state = rules.new_game(rules.parse_options(variant.options), variant.num_players, seed)
        seen.update(event.type for event in rules.initial_events(state))
        bots = [info.make_bot("random") for _ in range(variant.num_players)]
        rng = Rng(seed_state(seed, "event types"))
        while active := rules.active_players(state):
            player = active[rng.below(len(active))]
            action = bots[player].choose(rules.view(state, player), rules.legal_actions(state, player), rng)
            transition = rules.apply(state, player, action)
            seen.update(event.type for event in transition.events)
            state = transition.state
    return seen


CASES = [(info, variant) for info in games().values() for variant in info.variants]
IDS = [f"{info.id}-{variant.label}" for info, variant in CASES]


@pytest.mark.parametrize("info, variant", CASES, ids=IDS)
def test_random_games_emit_only_declared_event_types(info: GameInfo, variant: Variant) -> None:
    undeclared = set(emitted_types(info, variant)) - info.rules.event_types
    assert not undeclared, f"{info.id} emits event types it does not declare: {sorted(undeclared)}"


@pytest.mark.parametrize("info", list(games().values()), ids=list(games()))
def test_every_declared_event_type_is_emitted_or_named_as_rare(info: GameInfo) -> None:
    seen: set[str] = set()
    for variant in info.variants:
        seen |= set(emitted_types(info, variant))
    rare = RARELY_EMITTED.get(info.id, {})
    assert set(rare) <= info.rules.event_types, "a rare type that is not declared"
    never = info.rules.event_types - seen - set(rare)
    assert not never, f"{info.id} declares event types no random game emitted: {sorted(never)}"


@pytest.mark.parametrize("info", list(games().values()), ids=list(games()))
def test_each_rare_event_type_is_checked_by_the_rule_test_named_for_it(info: GameInfo) -> None:
    for kind, (_why, test_file) in RARELY_EMITTED.get(info.id, {}).items():
        assert f'"{kind}"' in (REPO / test_file).read_text(encoding="utf-8"), (kind, test_file)


@pytest.mark.parametrize("info", list(games().values()), ids=list(games()))
def test_every_declared_event_type_is_documented_in_the_log_format(info: GameInfo) -> None:
    text = LOG_FORMAT.read_text(encoding="utf-8")
    assert f"\n## {info.title}\n" in text, f"docs/log-format.md has no section for {info.title}"
    section = text.split(f"\n## {info.title}\n", 1)[1].split("\n## ", 1)[0]
    missing = sorted(kind for kind in info.rules.event_types if f"`{kind}`" not in section)
    assert not missing, f"not in the {info.title} section of docs/log-format.md: {missing}"
