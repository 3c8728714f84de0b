"""The coach's mind: which step of the lesson to say now, what move it suggests, and what to say when the learner
chose another. It reads what the learner's table shows (their view, their own legal actions, the events of the
log as they saw them) and nothing else: the game's hidden state never reaches it.

Each time the table shows a new position the coach looks (`observe`): the events logged since it last looked,
and the view. A step applies when its `When` holds and its suggested move (if any) is one of the learner's legal
actions; it is said at most once, and of the steps sharing a topic only the first that applies. Steps that apply
together wait in turn; a step about the learner's decision that the decision has passed is dropped. While the
coach speaks, the bots wait (the table reads `speaking`).

A step about an event alone (its `When` names an event and nothing of the position) is said the moment that
event is logged while the move plays (`logged`): the table then holds the rest of the move's motion (the next
deal after a show-down) until the learner has read it (`holding_motion`), so the coach never speaks of an
earlier round than the table shows. When the learner moves, a step's suggestion that was
not the move is answered with its `otherwise` words. An undo takes the coach back with the game: steps said at
or after the position the game went back to may be said again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.protocol import Event, Rules
from scenes.tutorial.script import Lesson, Step, When, data_matches, suggested_action, view_matches


@dataclass(frozen=True)
class Said:
    """What the coach says now: a step, or its `otherwise` note after the learner chose another move."""

    step: Step
    note: bool = False


@dataclass(frozen=True)
class Reading:
    """What the coach reads of the game's own shape, from a game's lesson set-up."""

    round_of: Callable[[Any], int | None]
    hand_of: Callable[[Any, int], Sequence[str]]
    names_of: Callable[[Any], Mapping[str, int]] | None = None
    """The seats a text may name by what the view shows ({partner}: the learner's coalition partner), each the
    placeholder → the seat; a name the view does not give now is not in it."""


def action_kind(action: Any) -> str:
    return str(getattr(action, "kind", type(action).__name__))


class Coach:
    def __init__(self, lesson: Lesson, rules: Rules[Any, Any, Any, Any], reading: Reading, learner: int = 0) -> None:
        self.lesson = lesson
        self.rules = rules
        self.reading = reading
        self.learner = learner
        self.said_at: dict[str, int] = {}
        """Each topic said so far → the number of moves made when it was said."""
        self.waiting: list[Step] = []
        self.now: Said | None = None
        self.standing: Step | None = None
        """The last step whose suggested move is still to be made (lit after "got it" too)."""
        self.seen = 0
        """Events of the log already looked at."""
        self.moves = 0
        self.finished = False
        """The game is over, or the lesson's end (`Lesson.end`) is reached: once the coach has said its last, the
        lesson ends."""
        self.ended = False
        """The lesson's end was reached before the game's: the game goes no further (its bots wait)."""
        self.view: Any = None
        """The learner's view last looked at (the names a text takes from it)."""
        self.at_log: set[str] = set()
        """The steps said as their event was logged, while a move played: the table's motion waits for them."""
        self._suggestions: dict[str, Any] = {s.id: suggested_action(s, rules) for s in lesson.steps}
        self._note_seen = False
        """The answer said now has been on the table at a new position (not only between the two moves of one
        gesture, as a Diceocracy die's take and placement)."""

    # -- what the table asks ---------------------------------------------------------------------------
    @property
    def speaking(self) -> bool:
        return self.now is not None

    @property
    def done(self) -> bool:
        """The game is over and the coach has nothing more to say."""
        return self.finished and self.now is None and not self.waiting

    def suggestion(self, legal: Sequence[Any]) -> Any:
        """The move to light now: the step being said's, else the standing one's, while it is legal."""
        for step in (self.now.step if self.now is not None and not self.now.note else None, self.standing):
            if step is None:
                continue
            action = self._suggestions[step.id]
            if action is not None and action in legal:
                return action
        return None

    def said(self, step_id: str) -> bool:
        """Has the step with this id (or one standing in for it) been said?"""
        step = next(s for s in self.lesson.steps if s.id == step_id)
        return step.group in self.said_at

    # -- looking at the table --------------------------------------------------------------------------
    def observe(self, view: Any, legal: Sequence[Any], events: Sequence[Event], moves: int) -> None:
        """The table shows a new position: `view` is the learner's, `legal` their legal actions (none when they
        are not asked), `events` the log as they saw it, `moves` the number of moves made."""
        if moves < self.moves:
            self._went_back(moves, len(events))
        self.moves = moves
        self._note_seen = True
        self.view = view
        fresh = list(events[self.seen:])
        self.seen = len(events)
        if self.ended:
            return  # the lesson is over: what the game does after its end is not coached
        for step in self.lesson.steps:
            if step.group not in self.said_at and self.applies(step, view, legal, fresh):
                self.said_at[step.group] = moves
                self.waiting.append(step)
        end = self.lesson.end
        if end is not None and self._holds(end.when, view, legal) and self._logged(end.when, fresh):
            self.finished = self.ended = True
        # a step about a decision the learner no longer faces is no use any more, nor one about an event that
        # moves have been made since (the learner moved on while the coach spoke)
        self.waiting = [s for s in self.waiting if self._still(s, view, legal)
                        and not (s.when.event is not None and self.said_at.get(s.group, moves) < moves)]
        if self.now is not None and not self.now.note and not self._still(self.now.step, view, legal):
            self.now = None
        if self.standing is not None and self._suggestions[self.standing.id] not in legal:
            self.standing = None
        self._next()

    def logged(self, event: Event, moves: int) -> bool:
        """The table logs `event` while a move plays (after `moves` moves): a step about this event alone is
        said now. True when one was (the table then holds the move's further motion: `holding_motion`)."""
        found = False
        for step in self.lesson.steps:
            if step.group in self.said_at or not about_an_event(step) or step.when.event != event.type:
                continue
            if data_matches(event.data, step.when.event_data):
                self.said_at[step.group] = moves
                self.waiting.append(step)
                self.at_log.add(step.id)
                found = True
        self._next()
        return found

    @property
    def holding_motion(self) -> bool:
        """Is a step said as its event was logged still to be read? The table's motion waits until it is."""
        pending = [*([self.now.step] if self.now is not None else []), *self.waiting]
        return any(s.id in self.at_log for s in pending)

    def applies(self, step: Step, view: Any, legal: Sequence[Any], fresh: Sequence[Event]) -> bool:
        if not self._holds(step.when, view, legal):
            return False
        if not self._logged(step.when, fresh):
            return False
        action = self._suggestions[step.id]
        return action is None or action in legal

    @staticmethod
    def _logged(when: When, fresh: Sequence[Event]) -> bool:
        """Is the event `when` names (if any) among the events just logged?"""
        return when.event is None or any(e.type == when.event and data_matches(e.data, when.event_data)
                                         for e in fresh)

    def _holds(self, when: When, view: Any, legal: Sequence[Any]) -> bool:
        if when.phase and getattr(view, "phase", None) not in when.phase:
            return False
        if when.round is not None and self.reading.round_of(view) != when.round:
            return False
        asked = self._learner_asked(view)
        if when.turn == "learner" and not asked:
            return False
        if when.turn == "others" and (asked or not getattr(view, "active", ())):
            return False
        if when.decision is not None and not any(action_kind(a) == when.decision for a in legal):
            return False
        if when.view and not view_matches(view, when.view):
            return False
        return not when.hand or set(when.hand) <= set(self.reading.hand_of(view, self.learner))

    def _still(self, step: Step, view: Any, legal: Sequence[Any]) -> bool:
        """Does a step said (or waiting) still fit the position? A step about the learner's decision stops fitting
        when the decision has passed; one about what happened fits until the coach has said it."""
        if step.when.turn != "learner" and step.suggest is None:
            return True
        action = self._suggestions[step.id]
        return self._holds(step.when, view, legal) and (action is None or action in legal)

    def _learner_asked(self, view: Any) -> bool:
        return self.learner in getattr(view, "active", ())

    def _went_back(self, moves: int, events: int) -> None:
        """An undo: the steps said at this position or later may be said again."""
        self.said_at = {group: at for group, at in self.said_at.items() if at < moves}
        self.waiting, self.now, self.standing = [], None, None
        if self.ended:
            self.finished = self.ended = False
        self.at_log.clear()
        self.seen = min(self.seen, events)

    def _next(self) -> None:
        if self.now is None and self.waiting:
            step = self.waiting.pop(0)
            self.now = Said(step)
            if self._suggestions[step.id] is not None:
                self.standing = step

    # -- what the learner does -------------------------------------------------------------------------
    def got_it(self) -> None:
        """The learner dismissed what the coach says (the suggestion stays lit)."""
        self.now = None
        self._next()

    def acted(self, action: Any, before: Step | None, view: Any = None, legal: Sequence[Any] = ()) -> None:
        """The learner made `action`; `before` was the standing step when they made it (the coach may have looked
        at the new position in between); `view` and `legal` are the learner's after it, when known. A suggestion
        they did not follow is answered first; what the new position brought waits behind the answer. The
        answer to an earlier move, once seen, goes with the next move (the learner has moved on), and so does a
        step about a decision the move has made (its words would stay up through the bag's or a bot's turn)."""
        if before is not None and self.standing is before:
            self.standing = None
        if self.now is not None and ((self.now.step is before and not self.now.note)
                                     or (self.now.note and self._note_seen)):
            self.now = None
        if view is not None:
            if self.now is not None and not self.now.note and not self._still(self.now.step, view, legal):
                self.now = None
            self.waiting = [s for s in self.waiting if self._still(s, view, legal)]
        suggested = self._suggestions[before.id] if before is not None else None
        if before is not None and suggested is not None and action != suggested and before.otherwise is not None:
            if self.now is not None and not self.now.note:
                self.waiting.insert(0, self.now.step)
            self.now = Said(before, note=True)
            self._note_seen = False
            return
        self._next()

    def game_over(self) -> None:
        self.finished = True

    # -- words -----------------------------------------------------------------------------------------
    def words(self, language: str, names: Sequence[str]) -> tuple[str, str]:
        """(title, text) of what the coach says now, in `language`, with the seats' names filled in."""
        if self.now is None:
            return "", ""
        step = self.now.step
        values = self.lesson.name_words(names)
        if self.reading.names_of is not None and self.view is not None:
            values.update({name: names[seat] for name, seat in self.reading.names_of(self.view).items()
                           if 0 <= seat < len(names)})
        text = step.otherwise if self.now.note and step.otherwise is not None else step.say
        return fill(step.title.get(language), values), fill(text.get(language), values)

    def catch_up(self, positions: Sequence[tuple[Any, Sequence[Any], Sequence[Event], int]]) -> None:
        """A lesson resumed from its save: look at every position it went through, saying nothing, so the
        coach knows what it has said (and says it again only where the game is now)."""
        for view, legal, events, moves in positions[:-1]:
            self.observe(view, legal, events, moves)
            self.now, self.waiting = None, []
        self.standing = None
        if positions:
            self.observe(*positions[-1])


def about_an_event(step: Step) -> bool:
    """Does the step's `When` name an event and nothing of the position (it is said as the event is logged)?"""
    w = step.when
    return (w.event is not None and not w.phase and w.turn is None and w.round is None and w.decision is None
            and not w.hand and step.suggest is None)


def fill(text: str, values: dict[str, str]) -> str:
    try:
        return text.format_map(values)
    except (KeyError, ValueError, IndexError):
        return text
