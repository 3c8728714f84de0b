"""The stage: owns a node tree, draws it, and routes input to it.

Drawing: everything that is not floating (dragged or tweened) is drawn into a cached *static layer* only
when something changed; each frame blits that layer, then draws the floating nodes and the overlay
(tooltip, toast) on top. Input: the top-most node under the pointer gets it first; a press on a
draggable node becomes a drag once the pointer moves, or a click (select it; its targets light up; click
a target) when it doesn't, and the keyboard does the same with Tab and Enter. The wheel, and PgUp-like keys
while the pointer rests there, go to the node under the pointer that scrolls (the log); a scrollbar keeps the
pointer from its press to the release.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

import pygame

from scenes.engine.cards import CardFace, CardNode, HandNode
from scenes.engine.context import scale_for
from scenes.engine.dnd import DragIntent, DropPolicy, Held, interactive
from scenes.engine.focus import ACTIVATE_KEYS, FocusRing
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, TextNode, TooltipNode
from scenes.engine.render import Painter, rounded_box
from scenes.engine.tween import Animator, Tween

DRAG_THRESHOLD = 6  # pixels the pointer must move before a press becomes a drag
TOOLTIP_DELAY = 0.45
"""Seconds the pointer rests on a node before its tooltip shows (a card named in the log shows at once)."""


@runtime_checkable
class WheelTarget(Protocol):
    """A node that scrolls under the mouse wheel (the log): `dy` as pygame gives it, > 0 away from the user."""

    def wheel(self, dy: int) -> bool: ...


@runtime_checkable
class KeyTarget(Protocol):
    """A node that takes some keys (PgUp/PgDn in the log) while the pointer is over it; False: not its key."""

    def handle_key(self, key: int) -> bool: ...


@runtime_checkable
class PointerGrab(Protocol):
    """A node that follows a press itself until the release (a scrollbar's thumb): once `grab_pointer` says
    True, every motion goes to `drag_pointer` and the release to `release_pointer`, wherever the pointer is."""

    def grab_pointer(self, pos: tuple[int, int]) -> bool: ...

    def drag_pointer(self, pos: tuple[int, int]) -> None: ...

    def release_pointer(self) -> None: ...


class Stage:
    def __init__(self, ctx: Any, background: Callable[[pygame.Surface], None] | None = None) -> None:
        self.ctx = ctx
        self.root = Node(name="root")
        self.root._on_dirty = self._invalidate
        self.painter: Painter = ctx.painter  # the app's one cache: text the shell drew is ready for the table too
        self.animator = Animator(speed=self._speed)
        self.policy: DropPolicy | None = None
        self.background = background
        self.pointer: tuple[int, int] = (0, 0)
        self.hover: Node | None = None
        self.hover_time = 0.0
        """Seconds the pointer has rested on `hover`: its tooltip shows after TOOLTIP_DELAY."""
        self.drawn_preview: pygame.Rect | None = None
        self._repick = False
        self._hushed: tuple[tuple[int, int], Node] | None = None
        """Where a click activated a node, and the node: its tooltip does not show again until the pointer leaves
        that spot (a clicked button's words stayed over the table after it had done its work, playtest of issue
        31); a new node that comes up under the pointer in its place (a group's choices) shows its own."""
        """The hover was put away for a move (put_hover_away): the next sync hovers what the pointer is on."""
        self.drawn_tooltip: pygame.Rect | None = None
        """Where the last frame drew the large card preview and the tooltip (None: not drawn)."""
        self.toast_y: float = 64.0
        """The top of the message box (design units): a table may put it over its own board."""
        self.toast_x: float | None = None
        """Where messages are centred (design units); None: the middle of the window. A table with a log
        panel centres them over the play area, so they do not cover the log."""
        self.focus_ring: FocusRing[Node] = FocusRing(self.focusables, self._activate_focused)
        """Tab order, the focused node and Enter; the same model as the shell's forms."""
        self.selection: Held | None = None
        self._press: tuple[Node, tuple[int, int]] | None = None
        self._drag: Held | None = None
        self._grab: PointerGrab | None = None
        self._static: pygame.Surface | None = None
        self._dirty = True
        self._toast: tuple[str, float] | None = None
        self._tooltip = TooltipNode()
        self._preview = CardNode(None)
        self.keep_clear: Callable[[], list[Node]] | None = None
        """The nodes a tooltip keeps clear of where the window has room (a table's prompt words and its log;
        playtest: tooltips covered the step's instructions and ran over the log)."""
        self.preview_node: Callable[[CardFace], Node | None] | None = None
        """A table's own drawing of a card named in the log (Dindex's whole action card); None, or None back:
        the generic face."""
        self.springs: list[Tween] = []  # spring-backs run outside the animation queue: they never hold a bot up
        self.static_redraws = 0
        self.resize(ctx.size)

    # -- layout -----------------------------------------------------------------------------------
    def _speed(self) -> str:
        services = getattr(self.ctx, "services", None)
        settings = getattr(services, "settings", None)
        return str(getattr(settings, "animation_speed", "normal"))

    def resize(self, size: tuple[int, int]) -> None:
        """The area the stage draws in changed (the window, or the part of it a host scene gives us)."""
        self.size = size
        self.root.scale = scale_for(size)
        self._static = None
        self._dirty = True

    @property
    def virtual_size(self) -> tuple[float, float]:
        """The window in design units: at least 1280×720 in one direction, more on other aspect ratios."""
        w, h = self.size
        s = self.root.scale
        return w / s, h / s

    def _invalidate(self) -> None:
        self._dirty = True

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        floating: list[Node] = []
        if self._static is None or self._static.get_size() != size:
            self._static = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
            self._dirty = True
        if self._dirty:
            self._dirty = False
            self.static_redraws += 1
            if self.background is not None:
                self.background(self._static)
            else:
                self._static.fill(self.ctx.palette.felt)
            self._paint_tree(self.root, self._static, floating)
        else:
            self._collect_floating(self.root, floating)
        surface.blit(self._static, (0, 0))
        for node in floating:
            self._paint_tree(node, surface, None)
        self._draw_overlay(surface)

    def paint_node(self, node: Node, surface: pygame.Surface) -> None:
        """Paint `node` and its subtree onto `surface` again, over what was drawn after the stage (a card's large
        preview over the lesson coach's box)."""
        self._paint_tree(node, surface, None)

    def _collect_floating(self, node: Node, out: list[Node]) -> None:
        if not node.visible:
            return
        if node.floating:
            out.append(node)
            return
        for child in node.ordered():
            self._collect_floating(child, out)

    def _paint_tree(self, node: Node, surface: pygame.Surface, floating: list[Node] | None,
                    offset: tuple[float, float] = (0, 0), parent: tuple[float, float, float] | None = None) -> None:
        """Paint a subtree back to front. `parent` is the parent's world (x, y, scale), handed down so each
        node's place costs a multiply-add instead of a walk up the tree."""
        if not node.visible:
            return
        if floating is not None and node.floating:
            floating.append(node)
            return
        if parent is None:
            if node.parent is None:
                parent = (0.0, 0.0, 1.0)
            else:
                px, py = node.parent.world_pos()
                parent = (px, py, node.parent.world_scale())
        px, py, ps = parent
        wx, wy, ws = px + node._x * ps, py + (node._y - node._lift) * ps, ps * node._scale
        if node.alpha < 255 and node.children and offset == (0, 0):
            # a fading group (a banner and its lines) is composed on its own layer, then blended once
            rect = node.world_rect()
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            shift = (-rect.x, -rect.y)
            self._paint_node(node, layer, wx + shift[0], wy + shift[1], ws, opaque=True)
            for child in node.ordered():
                self._paint_tree(child, layer, floating, shift, (wx, wy, ws))
            layer.set_alpha(node.alpha)
            surface.blit(layer, rect.topleft)
            return
        self._paint_node(node, surface, wx + offset[0], wy + offset[1], ws)
        for child in node.ordered():
            self._paint_tree(child, surface, floating, offset, (wx, wy, ws))

    def _paint_node(self, node: Node, surface: pygame.Surface, x: float, y: float, scale: float,
                    opaque: bool = False) -> None:
        surf = self.painter.surface(node, scale)
        if surf is None:
            return
        if node.angle or node.sx < 1.0:
            cx, cy = x + surf.get_width() / 2, y + surf.get_height() / 2
            surf = self.painter.transformed(surf, (node.look(), round(scale, 3)), node.angle, node.sx)
            x, y = cx - surf.get_width() / 2, cy - surf.get_height() / 2
        if node.alpha < 255 and not opaque:
            surf.set_alpha(node.alpha)
            surface.blit(surf, (round(x), round(y)))
            surf.set_alpha(255)
        else:
            surface.blit(surf, (round(x), round(y)))

    @property
    def tooltip_text(self) -> str | None:
        """The tooltip drawn now: the hovered node's, once the pointer has rested on it TOOLTIP_DELAY."""
        if self.hover is None or self._drag is not None or self.hover_time < TOOLTIP_DELAY:
            return None  # a pointer passing over the table must not flash a tooltip at every node
        if self._hushed is not None and self._hushed == (self.pointer, self.hover):
            return None  # the node under the pointer was just clicked: it has done what its words said
        return self.hover.tooltip or None

    def clear_rects(self) -> list[pygame.Rect]:
        """Where the `keep_clear` nodes are drawn now, in window pixels (a text by its picture's size)."""
        out = []
        for node in self.keep_clear() if self.keep_clear is not None else []:
            if not node.visible or node.parent is None:
                continue
            if not isinstance(node, TextNode):  # a panel (the log) by its own rectangle
                out.append(node.world_rect())
                continue
            if not node.text:
                continue
            surf = self.painter.surface(node, node.world_scale())
            if surf is None:
                continue
            x, y = node.world_pos()
            out.append(pygame.Rect(round(x), round(y), *surf.get_size()))
        return out

    def _draw_overlay(self, surface: pygame.Surface) -> None:
        scale = self.root.scale
        tip = self.tooltip_text
        preview = getattr(self.hover, "preview", None) if self.hover is not None and self._drag is None else None
        shown: pygame.Rect | None = None
        self.drawn_preview = self.drawn_tooltip = None
        if preview is not None:  # a card named in the log: show the card itself
            own = self.preview_node(preview) if self.preview_node is not None else None
            if own is None:
                self._preview.face = preview
                self._preview.face_up = True
            surf = self.painter.surface(own or self._preview, scale * 1.4)
            if surf is not None:
                x = min(self.pointer[0] + round(16 * scale), surface.get_width() - surf.get_width() - 4)
                y = max(4, self.pointer[1] - surf.get_height() - round(10 * scale))
                shown = self.drawn_preview = surface.blit(surf, (max(4, x), y))
        if tip:
            self._tooltip.text = tip
            surf = self.painter.surface(self._tooltip, scale)
            if surf is not None:
                around = self.hover.world_rect() if self.hover is not None else None
                if shown is not None:  # the tooltip keeps clear of the card shown large, not only of its name
                    around = shown if around is None else around.union(shown)
                self.drawn_tooltip = surface.blit(surf, tooltip_spot(self.pointer, around, surf.get_size(),
                                                                      surface.get_size(), scale, self.clear_rects()))
        if self._toast is not None:
            text, _left = self._toast
            pal = self.ctx.palette
            t = self.painter.text(text, 16 * scale, pal.text, bold=True, width=round(700 * scale), align="center")
            pad = round(10 * scale)
            box = rounded_box((t.get_width() + 2 * pad, t.get_height() + 2 * pad), (60, 24, 22, 235),
                              radius=round(8 * scale), border=pal.danger, width=max(1, round(2 * scale)))
            box.blit(t, (pad, pad))
            cx = round(self.toast_x * scale) if self.toast_x is not None else surface.get_width() // 2
            surface.blit(box, box.get_rect(midtop=(cx, round(self.toast_y * scale))))

    # -- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animator.update(dt)
        if self.hover is not None:
            self.hover_time += dt
        if self.springs:
            self.springs = [s for s in self.springs if not s.step(dt)]
        if self._toast is not None:
            text, left = self._toast
            self._toast = (text, left - dt) if left - dt > 0 else None

    def toast(self, text: str, seconds: float = 2.5) -> None:
        """A short message at the top of the table (why a drop was refused, say)."""
        self._toast = (text, seconds)

    @property
    def toast_text(self) -> str | None:
        return self._toast[0] if self._toast else None

    # -- input ------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pointer = event.pos
            if event.button == 3:
                return self.cancel()
            if event.button != 1:
                return False
            # a scrollbar takes its press first: dragging it must not skip the animations or start a card drag
            top = self.root.pick(event.pos, lambda n: interactive(n) or isinstance(n, PointerGrab))
            if isinstance(top, PointerGrab) and top.grab_pointer(event.pos):
                self._grab = top
                return True
            if self.animator.busy:
                self.animator.skip()
                return True
            node = self.root.pick(event.pos, interactive)
            self._press = (node, event.pos) if node is not None else None
            if node is None and self.selection is not None:
                return self.cancel()  # a click on the bare table puts a picked card back, as Esc does
            return node is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            if self._grab is not None:
                grab, self._grab = self._grab, None
                grab.release_pointer()
                return True
            if self._drag is not None:
                self._end_drag(event.pos)
                return True
            press, self._press = self._press, None
            if press is not None and self.root.pick(event.pos, interactive) is press[0]:
                self._hushed = (event.pos, press[0])
                self._dirty = True
                self.activate(press[0])
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            wheeled = self.root.pick(self.pointer, lambda n: isinstance(n, WheelTarget))
            return isinstance(wheeled, WheelTarget) and wheeled.wheel(event.y)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        self.pointer = pos
        if self._hushed is not None and self._hushed[0] != pos:
            self._hushed = None
            self._dirty = True
        if self._grab is not None:
            self._grab.drag_pointer(pos)
            return True
        if self._press is not None and self._drag is None:
            node, start = self._press
            if node.draggable and abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_THRESHOLD:
                self._begin_drag(node, start)
        if self._drag is not None:
            drag = self._drag
            local = drag.item.to_local((pos[0] - drag.grab[0], pos[1] - drag.grab[1]))
            drag.item.set_pos(*local)
            return True
        self._set_hover(self.root.pick(pos, _hoverable))
        return False

    def drop_stale_hover(self) -> None:
        """After a re-sync: a tooltip leaves with its node. The hovered node may have been taken off the
        tree (a clicked button, a rebuilt card) or hidden; the stage only re-picks on a motion, so it re-picks here:
        whatever now lies under the pointer is hovered, and a node redrawn with the same tooltip keeps its
        tooltip showing instead of flashing."""
        if self._repick:  # the hover was put away while a move played: what lies under the pointer now
            self._repick = False
            if self.hover is None and self.pointer is not None:
                self._set_hover(self.root.pick(self.pointer, _hoverable))
            return
        old = self.hover
        node = old
        while node is not None and node is not self.root:
            node = node.parent
        # a node hidden with its phase (a drop zone, a banner) is as gone as one taken off the tree
        if old is None or (node is not None and old.effectively_visible()):
            return
        elapsed = self.hover_time
        again = self.root.pick(self.pointer, _hoverable) if self.pointer is not None else None
        self._set_hover(again)
        if again is not None and again.tooltip == old.tooltip:
            self.hover_time = elapsed

    def put_hover_away(self) -> None:
        """A move is about to play: nothing is hovered, so no tooltip tells of a piece as it was while the move
        plays out (a taken card's words stayed while it flew to the hand, playtest of issue 27); after the next
        sync (`drop_stale_hover`) whatever then lies under the pointer is hovered, its tooltip after a rest of
        its own."""
        self._set_hover(None)
        self._repick = True

    def leave(self) -> None:
        """The pointer is no longer over this stage (a dialog lies over it): nothing is hovered, so no tooltip
        stays drawn under the dialog (playtest: a tooltip stayed visible behind the pause menu); the next
        motion picks again."""
        self._set_hover(None)

    def _set_hover(self, node: Node | None) -> None:
        if node is self.hover:
            return
        if self.hover is not None:
            self.hover.hovered = False
            if isinstance(self.hover.parent, HandNode):
                self.hover.parent.set_hover(None)
        self.hover = node
        self.hover_time = 0.0
        if node is not None:
            node.hovered = True
            if isinstance(node.parent, HandNode):
                node.parent.set_hover(node)
        self._dirty = True  # the tooltip changed

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS and self.animator.busy:
            self.animator.skip()  # Enter first finishes what is moving, as a click does
            return True
        if event.key == pygame.K_TAB:
            return self.focus_ring.handle_key(event)
        if event.key in ACTIVATE_KEYS and self.focus_ring.handle_key(event):
            return True  # Enter uses the focused node; with nothing focused a button whose key it is takes it
        if event.key == pygame.K_ESCAPE and (self.selection is not None or self._drag is not None):
            return self.cancel()
        under = self.root.pick(self.pointer, lambda n: isinstance(n, KeyTarget))
        if isinstance(under, KeyTarget) and under.handle_key(event.key):
            return True
        for node in self.root.walk():
            if (isinstance(node, ButtonNode) and node.hotkey == event.key and node.enabled
                    and node.effectively_visible()):
                node.click()
                return True
        return False

    def focusables(self) -> list[Node]:
        """What Tab visits: with a card picked (selected), only its lit targets and the card itself."""
        if self.selection is not None:
            return [self.selection.item, *self.selection.targets]
        nodes = [n for n in self.root.walk() if n.focusable and n.effectively_visible()
                 and (n.draggable or n.on_click or isinstance(n, ButtonNode))]
        # what can be used now comes first, so the first Tab does not land on a card that cannot move
        return sorted(nodes, key=lambda n: not self._usable(n))

    def _usable(self, node: Node) -> bool:
        if isinstance(node, ButtonNode):
            return bool(node.enabled)
        if node.draggable:
            return self.policy is not None and bool(self._targets(node))
        return node.on_click is not None

    @property
    def focus(self) -> Node | None:
        """The node with the keyboard focus (None before the first Tab)."""
        return self.focus_ring.current

    def move_focus(self, step: int) -> None:
        self.focus_ring.move(step)

    def _activate_focused(self, node: Node) -> bool:
        if not node.effectively_visible():
            return False  # a focused node that was hidden (its panel closed) is not used blind
        self.activate(node)
        return True

    # -- clicking and selecting (the alternative to dragging) -------------------------------------
    def activate(self, node: Node) -> None:
        sel = self.selection
        if sel is not None:
            if node is sel.item:
                self.cancel()
                return
            if node in sel.targets:
                action = sel.targets[node]
                self.cancel()
                self._perform(DragIntent(sel.item, sel.source, node), action)
                return
            if node.drop_target and not node.draggable:
                self.toast(self._refuse(DragIntent(sel.item, sel.source, node)))
                return
            self.cancel()
        if node.draggable and self.policy is not None:
            targets = self._targets(node)
            if not targets:
                self.toast(self._refuse(DragIntent(node, node.parent, None)))
                return
            # a policy may let a click make the one move a piece has at once, as its drag would (DēmoS: a
            # glowing discard is taken into the hand), instead of picking it up for a second click
            at_once = getattr(self.policy, "click_action", None)
            action = at_once(node, targets) if callable(at_once) else None
            if action is not None:
                target = next(t for t, a in targets.items() if a == action)
                self._perform(DragIntent(node, node.parent, target), action)
                return
            self.selection = Held(node, node.parent, (node.x, node.y, node.angle, node.z), (0, 0), targets)
            node.selected = True
            self._light(targets, True)
            return
        if isinstance(node, ButtonNode):
            node.click()
        elif node.on_click is not None:
            node.on_click()

    def cancel(self) -> bool:
        """Drop the current selection (or drag); True when there was one."""
        had = self.selection is not None or self._drag is not None
        if self.selection is not None:
            self.selection.item.selected = False
            self._light(self.selection.targets, False)
            self.selection = None
        if self._drag is not None:
            self._spring_back(self._drag)
            self._drag = None
        return had

    def _light(self, targets: Mapping[Node, Any], on: bool) -> None:
        for node in targets:
            node.lit = on

    # -- dragging ---------------------------------------------------------------------------------
    @property
    def dragging(self) -> Node | None:
        return self._drag.item if self._drag is not None else None

    def _targets(self, item: Node) -> Mapping[Node, Any]:
        """The policy's targets for `item`, marked as drop targets so the pointer can find them."""
        assert self.policy is not None
        targets = self.policy.targets(item)
        for node in targets:
            node.drop_target = True
        return targets

    def _begin_drag(self, node: Node, start: tuple[int, int]) -> None:
        if self.selection is not None:
            self.cancel()
        if self.policy is None:
            return
        targets = self._targets(node)
        if not targets:
            self._press = None
            self.toast(self._refuse(DragIntent(node, node.parent, None)))
            return
        wx, wy = node.world_pos()
        drag = Held(node, node.parent, (node.x, node.y, node.angle, node.z), (start[0] - wx, start[1] - wy), targets)
        self._drag = drag
        self._set_hover(None)
        node.lift = 0.0
        node.angle = 0.0
        node.z = 10_000
        node.floating += 1
        node.mark_dirty(force=True)
        self._light(targets, True)

    def _end_drag(self, pos: tuple[int, int]) -> None:
        drag = self._drag
        assert drag is not None
        self._drag = None
        self._press = None
        self._light(drag.targets, False)
        target = self.root.pick(pos, lambda n: n.drop_target and not n.is_inside(drag.item))
        if target is None:  # dropped near a lit target, not on it: be forgiving by one card width
            target = self._nearest_target(drag, pos)
        intent = DragIntent(drag.item, drag.source, target)
        if target is not None and target in drag.targets:
            self._restore(drag)
            self._perform(intent, drag.targets[target])
            return
        self.toast(self._refuse(intent))
        self._spring_back(drag)

    def _nearest_target(self, drag: Held, pos: tuple[int, int]) -> Node | None:
        slack = 24 * self.root.scale
        for node in drag.targets:
            if node.world_rect().inflate(slack, slack).collidepoint(pos):
                return node
        return None

    def _restore(self, drag: Held) -> None:
        x, y, angle, z = drag.origin
        item = drag.item
        item.set_pos(x, y)
        item.angle, item.z = angle, z
        item.floating = max(0, item.floating - 1)
        item.mark_dirty(force=True)

    def _spring_back(self, drag: Held) -> None:
        x, y, angle, z = drag.origin
        item = drag.item

        def land() -> None:
            item.z = z
            item.floating = max(0, item.floating - 1)
            item.mark_dirty(force=True)

        spring = Tween(item, 0.25 * self.animator.factor, x=x, y=y, angle=angle, float_node=False, on_done=land)
        if self.animator.factor == 0:
            spring.finish()
        else:
            self.springs.append(spring)

    def _refuse(self, intent: DragIntent) -> str:
        return self.policy.refuse(intent) if self.policy is not None else self.painter.tr("That cannot be moved.")

    def _perform(self, intent: DragIntent, action: Any) -> None:
        if self.policy is not None:
            self.policy.perform(intent, action)


def tooltip_spot(pointer: tuple[int, int], around: pygame.Rect | None, size: tuple[int, int],
                 window: tuple[int, int], scale: float, avoid: Sequence[pygame.Rect] = ()) -> tuple[int, int]:
    """Where a tooltip of `size` goes: right of the pointer, and clear of the node it describes (`around`), so
    it never covers what it explains: below the node, else above it, else beside it (a node taller than the
    room left), always inside the window. Where the window has room it also keeps clear of `avoid` (the
    prompt's words, the log): moved left of them, or above or below them, the nearest such place first."""
    first = _first_spot(pointer, around, size, window, scale)
    avoid = [r for r in avoid if not r.collidepoint(pointer)]  # what the pointer is on is not in the way
    if not avoid:
        return first
    (w, h), (width, height) = size, window
    gap = round(8 * scale)

    def free(x: int, y: int) -> bool:
        box = pygame.Rect(x, y, w, h)
        return (pygame.Rect(4, 4, width - 8, height - 8).contains(box)
                and not (around is not None and box.colliderect(around))
                and not any(box.colliderect(r) for r in avoid))

    if free(*first):
        return first
    xs = [first[0], *(r.left - gap - w for r in avoid), *(r.right + gap for r in avoid)]
    ys = [first[1], *(r.top - gap - h for r in avoid), *(r.bottom + gap for r in avoid)]
    if around is not None:
        xs += [around.right + gap, around.left - gap - w]
        ys += [around.bottom + gap, around.top - gap - h]
    spots = [(x, y) for x in xs for y in ys if free(x, y)]
    if not spots:
        return first
    return min(spots, key=lambda p: (abs(p[0] - first[0]) + abs(p[1] - first[1]), p))


def _first_spot(pointer: tuple[int, int], around: pygame.Rect | None, size: tuple[int, int],
                window: tuple[int, int], scale: float) -> tuple[int, int]:
    (w, h), (width, height) = size, window
    gap = round(8 * scale)
    x = max(4, min(pointer[0] + round(16 * scale), width - w - 4))
    if around is None:
        y = pointer[1] + round(20 * scale)
        return x, max(4, y if y + h <= height else pointer[1] - h - gap)
    if around.bottom + gap + h <= height:
        return x, around.bottom + gap
    if around.top - gap - h >= 4:
        return x, around.top - gap - h
    y = max(4, min(pointer[1] - h // 2, height - h - 4))
    if around.right + gap + w <= width:
        return around.right + gap, y
    return max(4, around.left - gap - w), y


def _hoverable(node: Node) -> bool:
    return node.hoverable or node.tooltip is not None
