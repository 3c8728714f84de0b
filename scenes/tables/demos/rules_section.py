"""Which section of the DēmoS rule booklet (assets/rules/demos.en.md, and its German original, which has the
same anchors) F1 at the table links to: the phase being played, in the rules the game is played by (the
simplified learning rules, the full rules, a team mode's additions to them)."""

from __future__ import annotations

from game.demos.state import DemosView, TeamMode

LEARNING_MAIN, LEARNING_FINAL = "learning-main", "learning-final"
"""The simplified rules' main phase and final phase (they have no scandal phase and no teams)."""
FULL_MAIN, FULL_SCANDAL, FULL_FINAL = "full-main", "full-scandal", "full-final"
"""The full rules' three phases: acquiring figures, the media, choosing the winner."""
TEAMS_COMMON = "teams-common"
"""The rules every team mode shares: who receives a figure, the team's veto, the media."""
TEAM_FINALS: dict[TeamMode, str] = {"2v2": "teams-2v2", "2v3": "teams-2v3", "2v2+1": "teams-2v2-1"}
"""A team mode → its own section, which says who wins."""


def rules_section(view: DemosView) -> str:
    phase, teams = view.phase, view.teams_mode
    if view.mode != "full":
        return LEARNING_FINAL if phase == "over" else LEARNING_MAIN
    if phase == "over":
        return TEAM_FINALS.get(teams, FULL_FINAL)
    if phase == "media":
        return TEAMS_COMMON if teams != "none" else FULL_SCANDAL
    if phase == "assign_figure":  # only teams decide who receives a figure
        return TEAMS_COMMON
    if phase == "veto" and teams != "none":
        return TEAMS_COMMON
    return FULL_MAIN
