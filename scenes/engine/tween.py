"""Tweens and the animation queue.

The table turns each rules event into a *step* (tweens that run together) and queues it; steps play one
after the other at the chosen speed. "instant" finishes every step at once, a click finishes the running
step, and when the queue drains the table re-syncs to the current view, so a missing or skipped
animation can never leave the table wrong.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from scenes.engine.node import Node

if TYPE_CHECKING:
    from scenes.engine.pieces import DieNode

SPEED_FACTORS: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
"""Multipliers of every animation's duration per speed setting."""


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def linear(t: float) -> float:
    return t


class Tween:
    """Animate numeric attributes of one node from their values at start to `targets`."""

    def __init__(self, node: Node, duration: float, *, ease: Callable[[float], float] = ease_out_cubic,
                 on_done: Callable[[], None] | None = None, float_node: bool = True, **targets: float) -> None:
        self.node = node
        self.duration = duration
        self.ease = ease
        self.targets = targets
        self.on_done = on_done
        self.float_node = float_node
        self._start: dict[str, float] = {}
        self.elapsed = 0.0
        self.started = False
        self.done = False

    def start(self) -> None:
        self.started = True
        self._start = {k: float(getattr(self.node, k)) for k in self.targets}
        if self.float_node:
            self.node.floating += 1
            self.node.mark_dirty(force=True)

    def step(self, dt: float) -> bool:
        """Advance by dt seconds; True when finished."""
        if not self.started:
            self.start()
        if self.done:
            return True
        self.elapsed += dt
        t = 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)
        k = self.ease(t)
        for name, end in self.targets.items():
            begin = self._start[name]
            setattr(self.node, name, begin + (end - begin) * k)
        if t >= 1.0:
            self._finish()
        return self.done

    def finish(self) -> None:
        if not self.started:
            self.start()
        if not self.done:
            for name, end in self.targets.items():
                setattr(self.node, name, end)
            self._finish()

    def _finish(self) -> None:
        self.done = True
        if self.float_node:
            self.node.floating -= 1
            self.node.mark_dirty(force=True)
        if self.on_done is not None:
            self.on_done()


class Call:
    """Run a function when the step reaches it (swap a face mid-flip, remove a ghost card)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False
        self.duration = 0.0

    def step(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Sequence:
    """Parts that run one after another inside one step (a flip: squeeze, swap face, widen)."""

    def __init__(self, *parts: Any) -> None:
        self.parts = deque(parts)
        self.duration = sum(getattr(p, "duration", 0.0) for p in parts)
        self.done = False

    def step(self, dt: float) -> bool:
        while self.parts:
            if not self.parts[0].step(dt):
                return False
            self.parts.popleft()
            dt = 0.0
        self.done = True
        return True

    def finish(self) -> None:
        while self.parts:
            self.parts.popleft().finish()
        self.done = True


class Wait:
    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.elapsed = 0.0
        self.done = False

    def step(self, dt: float) -> bool:
        self.elapsed += dt
        self.done = self.elapsed >= self.duration
        return self.done

    def finish(self) -> None:
        self.done = True


def scaled(anim: Any, factor: float) -> Any:
    """Stretch durations of an animation tree by `factor` (the speed setting)."""
    if isinstance(anim, (Tween, Wait)):
        anim.duration *= factor
    elif isinstance(anim, Sequence):
        for p in anim.parts:
            scaled(p, factor)
        anim.duration *= factor
    return anim


def move(node: Node, x: float, y: float, duration: float = 0.35, **more: float) -> Tween:
    """Slide `node` to (x, y); `more` tweens other attributes alongside (scale=…)."""
    tween = Tween(node, duration, x=x, y=y)
    tween.targets.update(more)  # not as keywords: mypy would take `more` for ease=, on_done= or float_node= too
    return tween


def fade(node: Node, alpha: float, duration: float = 0.3) -> Tween:
    return Tween(node, duration, alpha=alpha)


def flip(node: Any, duration: float = 0.3, to_face_up: bool | None = None) -> Sequence:
    """Turn a card over: squeeze to nothing, swap the face, widen again."""
    target = (not node.face_up) if to_face_up is None else to_face_up

    def swap() -> None:
        node.face_up = target

    return Sequence(
        Tween(node, duration / 2, ease=linear, sx=0.0),
        Call(swap),
        Tween(node, duration / 2, ease=linear, sx=1.0),
    )


class Roll(Tween):
    """Tumble a die through faces and land on `value`."""

    def __init__(self, die: DieNode, value: int, duration: float = 0.6) -> None:
        super().__init__(die, duration, ease=linear, angle=360.0)
        self.die = die
        self.value = value
        self._base = die.value

    def step(self, dt: float) -> bool:
        done = super().step(dt)
        if not done:
            self.die.value = (self._base + int(self.elapsed * 20)) % 6 + 1
        return done

    def _finish(self) -> None:
        self.die.angle = 0.0
        self.die.value = self.value
        super()._finish()


class Animator:
    """A queue of steps; each step is a group of animations that run together."""

    def __init__(self, speed: Callable[[], str] | None = None) -> None:
        self._speed = speed or (lambda: "normal")
        self._queue: deque[list[Any]] = deque()
        self._running: list[Any] | None = None
        self.on_idle: Callable[[], None] | None = None
        """Called once each time the queue drains: the table re-syncs to the current view here."""

    @property
    def factor(self) -> float:
        return SPEED_FACTORS.get(self._speed(), 1.0)

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    def add(self, *anims: Any) -> None:
        """Queue one step of animations that run together."""
        self.queue_step(anims)

    def queue_step(self, anims: Iterable[Any]) -> None:
        group = [scaled(a, self.factor) for a in anims]
        if group:
            self._queue.append(group)
        if self.factor == 0.0:
            self.finish_all()

    def update(self, dt: float) -> None:
        was_busy = self.busy
        while dt >= 0:
            if self._running is None:
                if not self._queue:
                    break
                self._running = self._queue.popleft()
            if all([a.step(dt) for a in self._running]):
                self._running = None
                dt = 0.0 if self._queue else -1.0
                continue
            break
        if was_busy and not self.busy:
            self._idle()

    def skip(self) -> bool:
        """Finish the running step at once (a click). True when something was skipped."""
        if not self.busy:
            return False
        if self._running is None:
            self._running = self._queue.popleft()
        for anim in self._running:
            anim.finish()
        self._running = None
        if not self.busy:
            self._idle()
        return True

    def finish_all(self) -> None:
        if not self.busy:
            return
        while self.busy:
            if self._running is None:
                self._running = self._queue.popleft()
            for anim in self._running:
                anim.finish()
            self._running = None
        self._idle()

    def _idle(self) -> None:
        if self.on_idle is not None:
            self.on_idle()
