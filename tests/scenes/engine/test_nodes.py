"""The scene engine: node tree, hit testing, z-order, cached drawing, tweens, drag-and-drop and its alternatives."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame
import pytest

from scenes.engine.cards import CardFace, CardNode, HandNode, PileNode, StackNode
from scenes.engine.headless import drag_events, key, make_context, mouse, pump
from scenes.engine.node import Node
from scenes.engine.nodes import ButtonNode, PanelNode, TextNode
from scenes.engine.pieces import DieNode, TileNode, TokenNode, TrackNode
from scenes.engine.scene import Scene
from scenes.engine.stage import DragIntent, Stage
from scenes.engine.tween import Animator, Roll, Tween, flip, move


@pytest.fixture
def ctx():
    context, screen = make_context((1280, 720))
    yield context, screen
    pygame.quit()


class StageScene(Scene):
    def __init__(self, context: Any) -> None:
        super().__init__(context)
        self.stage = Stage(context)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.stage.handle(event)

    def update(self, dt: float) -> None:
        self.stage.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.stage.draw(surface)


class Policy:
    """Cards may go onto `good` only; every refusal is recorded with its reason."""

    def __init__(self, good: Node) -> None:
        self.good = good
        self.done: list[tuple[DragIntent, Any]] = []

    def targets(self, item: Node) -> Mapping[Node, Any]:
        return {self.good: ("play", item.data)} if item.data != "locked" else {}

    def refuse(self, intent: DragIntent) -> str:
        return "Locked cards stay put." if intent.item.data == "locked" else "Drop it on the lit pile."

    def perform(self, intent: DragIntent, action: Any) -> None:
        self.done.append((intent, action))


def face(card: str) -> CardFace:
    return CardFace(id=card, corner=card, center="♠", color=(0, 0, 0))


def test_children_draw_back_to_front_by_z_and_hit_testing_takes_the_top_most(ctx) -> None:
    stage = Stage(ctx[0])
    low = stage.root.add(PanelNode(x=100, y=100, w=200, h=200, z=0, name="low"))
    high = stage.root.add(PanelNode(x=150, y=150, w=200, h=200, z=5, name="high"))
    assert stage.root.ordered() == [low, high]
    anything = lambda n: n is not stage.root  # noqa: E731
    assert stage.root.pick((200, 200), anything) is high
    assert stage.root.pick((110, 110), anything) is low
    high.z = -1
    assert stage.root.ordered() == [high, low]
    assert stage.root.pick((200, 200), anything) is low
    low.visible = False
    assert stage.root.pick((200, 200), anything) is high


def test_positions_and_scale_compose_through_parents_and_the_window_scale(ctx) -> None:
    context, _ = ctx
    context.size = (2560, 1440)
    stage = Stage(context)
    assert stage.root.scale == 2.0 and stage.virtual_size == (1280, 720)
    group = stage.root.add(Node(x=100, y=50, scale=0.5))
    card = group.add(CardNode(face("7S"), x=20, y=10))
    assert card.world_pos() == (2 * 100 + 2 * 0.5 * 20, 2 * 50 + 2 * 0.5 * 10)
    assert card.world_rect().size == (72, 104)  # 72 design units at 2 × 0.5
    assert card.hit(card.world_rect().center)
    assert not card.hit((0, 0))


def test_rotated_cards_are_hit_by_their_turned_outline(ctx) -> None:
    stage = Stage(ctx[0])
    card = stage.root.add(CardNode(face("2H"), x=300, y=300, w=40, h=200))
    card.angle = 90  # lying on its side: wide, not tall
    cx, cy = card.world_rect().center
    assert card.hit((cx + 90, cy))
    assert not card.hit((cx, cy + 90))


def test_static_layer_is_redrawn_only_when_something_changed(ctx) -> None:
    context, screen = ctx
    stage = Stage(context)
    card = stage.root.add(CardNode(face("5D"), x=10, y=10))
    stage.draw(screen)
    stage.draw(screen)
    assert stage.static_redraws == 1
    card.x = 40
    stage.draw(screen)
    assert stage.static_redraws == 2
    card.floating += 1  # a dragged node moves without invalidating the static layer
    card.mark_dirty(force=True)
    stage.draw(screen)
    card.x = 80
    card.y = 90
    stage.draw(screen)
    assert stage.static_redraws == 3


def test_every_node_kind_renders_converted_surfaces(ctx) -> None:
    context, screen = ctx
    stage = Stage(context)
    hand = stage.root.add(HandNode(x=100, y=400, w=500, h=160))
    for c in ("1S", "2S", "3S"):
        hand.add(CardNode(face(c)))
    hand.arrange()
    deck = stage.root.add(PileNode(x=50, y=50, label="Deck"))
    deck.count = 12
    stack = stage.root.add(StackNode(x=700, y=50))
    stack.add(CardNode(face("AS"), face_up=False))
    stack.add(CardNode(face("AH")))
    stack.arrange()
    for node in (DieNode(4, letter="R"), TileNode("Park", symbol="♣"), TokenNode("A", shape="meeple"),
                 TrackNode(10, w=300), TextNode("Hällo ē ♠♥♦♣"), ButtonNode("Undo")):
        stage.root.add(node)
    stage.draw(screen)
    assert stack.h == 104 + 22
    assert hand.cards()[0].world_rect().x < hand.cards()[2].world_rect().x
    alpha = screen.get_flags() & pygame.SRCALPHA
    for key_, surf in list(stage.painter.cache._items.items()):
        if surf is not None:
            assert surf.get_flags() & pygame.SRCALPHA or alpha, key_


def test_tweens_move_flip_fade_and_roll_and_a_skip_finishes_the_running_step(ctx) -> None:
    context, _ = ctx
    card = CardNode(face("9C"), face_up=False)
    die = DieNode(1)
    anim = Animator()
    idle: list[bool] = []
    anim.on_idle = lambda: idle.append(True)
    anim.add(move(card, 100, 50, duration=1.0))
    anim.add(flip(card, duration=0.2), Roll(die, 6, duration=0.5))
    anim.update(0.5)
    assert 0 < card.x < 100 and card.floating == 1
    assert anim.skip()
    assert (card.x, card.y) == (100, 50) and card.floating == 0
    anim.update(0.1)
    assert card.sx < 1.0  # half-way through squeezing
    anim.update(1.0)
    assert card.face_up and card.sx == 1.0 and die.value == 6 and die.angle == 0
    assert idle == [True] and not anim.busy


def test_instant_speed_finishes_animations_as_they_are_queued(ctx) -> None:
    card = CardNode(face("9C"))
    anim = Animator(speed=lambda: "instant")
    anim.add(Tween(card, 5.0, alpha=0))
    assert card.alpha == 0 and not anim.busy


def test_drag_onto_a_lit_target_performs_its_action(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    stage = scene.stage
    pile = stage.root.add(PileNode(x=600, y=100))
    pile.drop_target = True
    card = stage.root.add(CardNode(face("4H"), x=100, y=400))
    card.draggable = True
    stage.policy = policy = Policy(pile)
    start = card.world_rect().center
    events = drag_events(start, pile.world_rect().center)
    pump(context, screen, events[:3])
    assert stage.dragging is card and pile.lit  # targets light up while dragging
    pump(context, screen, events[3:])
    assert [a for _, a in policy.done] == [("play", "4H")]
    assert policy.done[0][0].target is pile and not pile.lit


def test_an_invalid_drop_springs_back_and_says_why(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    stage = scene.stage
    pile = stage.root.add(PileNode(x=600, y=100))
    pile.drop_target = True
    other = stage.root.add(PileNode(x=900, y=100))
    other.drop_target = True
    card = stage.root.add(CardNode(face("4H"), x=100, y=400))
    card.draggable = True
    stage.policy = policy = Policy(pile)
    pump(context, screen, drag_events(card.world_rect().center, other.world_rect().center))
    assert policy.done == []
    assert stage.toast_text == "Drop it on the lit pile."
    pump(context, screen, frames=30)
    assert (card.x, card.y) == (100, 400) and card.floating == 0


def test_a_locked_card_cannot_be_picked_up_and_the_toast_says_why(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    pile = scene.stage.root.add(PileNode(x=600, y=100))
    card = scene.stage.root.add(CardNode(face("4H"), x=100, y=400))
    card.draggable, card.data = True, "locked"
    scene.stage.policy = Policy(pile)
    pump(context, screen, drag_events(card.world_rect().center, pile.world_rect().center))
    assert scene.stage.toast_text == "Locked cards stay put."
    assert scene.stage.dragging is None


def test_click_then_click_is_the_alternative_to_dragging(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    stage = scene.stage
    pile = stage.root.add(PileNode(x=600, y=100))
    pile.drop_target = True
    card = stage.root.add(CardNode(face("8S"), x=100, y=400))
    card.draggable = True
    stage.policy = policy = Policy(pile)
    c = card.world_rect().center
    pump(context, screen, [mouse("down", c), mouse("up", c)])
    assert card.selected and pile.lit
    p = pile.world_rect().center
    pump(context, screen, [mouse("down", p), mouse("up", p)])
    assert [a for _, a in policy.done] == [("play", "8S")] and not card.selected


def test_keyboard_tab_and_enter_do_the_same(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    stage = scene.stage
    card = stage.root.add(CardNode(face("8S"), x=100, y=400))
    card.draggable = True
    pile = stage.root.add(PileNode(x=600, y=100))
    pile.drop_target = True
    pile.focusable = True
    stage.policy = policy = Policy(pile)
    pump(context, screen, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert card.selected
    pump(context, screen, [key(pygame.K_TAB), key(pygame.K_RETURN)])
    assert [a for _, a in policy.done] == [("play", "8S")]


def test_buttons_click_and_hotkeys_and_a_click_during_an_animation_only_skips_it(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    context.services.settings.animation_speed = "normal"
    stage = scene.stage
    clicks: list[str] = []
    button = stage.root.add(ButtonNode("Veto", lambda: clicks.append("veto"), x=500, y=500, hotkey=pygame.K_v))
    c = button.world_rect().center
    stage.animator.add(move(CardNode(face("1S")), 300, 300, duration=1.0))
    pump(context, screen, [mouse("down", c), mouse("up", c)])
    assert clicks == [] and not stage.animator.busy
    pump(context, screen, [mouse("down", c), mouse("up", c), key(pygame.K_v)])
    assert clicks == ["veto", "veto"]


def test_hovering_a_hand_card_lifts_it_and_shows_its_tooltip(ctx) -> None:
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    hand = scene.stage.root.add(HandNode(x=300, y=450, w=500, h=200))
    cards = [hand.add(CardNode(face(c), tooltip=f"card {c}")) for c in ("1S", "2S", "3S")]
    hand.arrange()
    target = cards[2].world_rect().center
    pump(context, screen, [mouse("move", target)])
    assert cards[2].lift > 0 and cards[0].lift == 0
    assert scene.stage.hover is cards[2]


def test_a_fading_group_blends_with_its_children_as_one_layer(ctx) -> None:
    context, screen = ctx
    stage = Stage(context)
    panel = stage.root.add(PanelNode(x=100, y=100, w=300, h=120, fill=(200, 30, 30, 255)))
    panel.add(TextNode("Show-down", size=30, x=10, y=10, color=(255, 255, 255)))
    felt = context.palette.felt
    panel.alpha = 0
    stage.draw(screen)
    assert screen.get_at((150, 180))[:3] == felt and screen.get_at((125, 125))[:3] == felt  # text hidden too
    panel.alpha = 128
    stage.draw(screen)
    half = screen.get_at((150, 180))[:3]
    assert half != felt and half != (200, 30, 30)
    panel.alpha = 255
    stage.draw(screen)
    assert screen.get_at((150, 180))[:3] == (200, 30, 30)


def test_a_clicked_buttons_tooltip_goes_until_the_pointer_moves_on(ctx: Any) -> None:
    """A button's tooltip said what a click would do; once clicked it has done it, so its words leave the table
    (playtest of issue 31: "Open the summary…" stayed over the Draw buttons after the click). A motion off the
    spot shows a tooltip again, the current one."""
    context, screen = ctx
    scene = StageScene(context)
    context.stack.push(scene)
    clicks: list[int] = []
    button = scene.stage.root.add(ButtonNode("Open", lambda: clicks.append(1), x=300, y=300, w=120, h=40,
                                             tooltip="Open the summary"))
    spot = button.world_rect().center
    pump(context, screen, [mouse("move", spot)], frames=40)
    assert scene.stage.tooltip_text == "Open the summary"
    pump(context, screen, [mouse("down", spot), mouse("up", spot)], frames=40)
    assert clicks == [1] and scene.stage.tooltip_text is None
    button.tooltip = "Put the summary away"
    pump(context, screen, [mouse("move", (spot[0] + 3, spot[1]))], frames=40)
    assert scene.stage.tooltip_text == "Put the summary away"
