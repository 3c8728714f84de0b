"""The Rules screen: each game's full rules in the player's language (the other one click away; DēmoS's
German is the original) and its one-page quick reference, with a clickable contents, search and scrolling;
`open_rules` opens it at a section (the table's F1 does, at the section its position is about)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from scenes.engine.context import AppContext
from scenes.engine.i18n import LANGUAGES, N_
from scenes.engine.widgets import Button, Choice, Label, TextInput
from scenes.shell.base import ShellScene
from scenes.shell.rules_contents import Contents
from scenes.shell.rules_doc import Paragraph, RuleDoc, RuleDocError, parse
from scenes.shell.rules_links import BOOKS, Book, book_for
from scenes.shell.textview import TextView

SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def rulebooks() -> list[Book]:
    """The games whose rule texts are installed."""
    return [b for b in BOOKS if all(b.path(name).exists() for name in b.files())]


@lru_cache(maxsize=16)
def _parsed(path: Path, stamp: float) -> RuleDoc:
    return parse(path.read_text(encoding="utf-8"))


def load_document(path: Path) -> RuleDoc:
    """The rule text at `path`; one that is missing or broken reads as a message saying so."""
    try:
        return _parsed(path, path.stat().st_mtime)
    except (OSError, UnicodeDecodeError, RuleDocError) as error:
        # the rules' texts are written in their own language; only this message is the app's (English: a
        # broken install is reported as the command line reports, for whoever fixes it)
        return RuleDoc((Paragraph(f"This rule text cannot be shown: {path.name}: {error}"),))


def open_rules(ctx: AppContext, game: str | None, section: str | None = None, quick: bool = False) -> None:
    """Open the Rules screen on `game`'s full rules at `section` (an anchor such as "5.4", a § number or a
    heading's words), or on its quick reference with a link to that section of the full rules."""
    ctx.stack.push(RulesScreen(ctx, game=game, section=section, quick=quick))


class RulesScreen(ShellScene):
    heading = N_("Rules")

    def __init__(self, ctx: AppContext, game: str | None = None, section: str | None = None,
                 quick: bool = False) -> None:
        super().__init__(ctx)
        self.books = rulebooks()
        self.book: Book | None = book_for(game) if book_for(game) in self.books else next(iter(self.books), None)
        self.section = section
        """The section the screen was asked for (the quick reference links to it)."""
        self.quick = quick
        self.language = self.book.reading_language(ctx.tr.language) if self.book is not None else ctx.tr.language
        self._jump: int | None = None
        """A block to bring to the top once the view has its size."""

    # -- building -------------------------------------------------------------------------------------
    def build(self) -> None:
        tr = self.ctx.tr
        options: list[tuple[Book | None, str]] = [(b, b.title) for b in self.books]
        options = options or [(None, tr("No rulebooks installed"))]
        self.choice = Choice(self.ctx, options, self.book, self.choose_book, help=tr("← → choose the game"))
        self.kind = Button(self.ctx, "", self.toggle_quick, size=17,
                           help=tr("Switch between the full rules and the one-page quick reference"))
        self.lang = Button(self.ctx, "", self.toggle_language, size=17,
                           help=tr("The same rules in the other language, at the same section"))
        self.find = TextInput(self.ctx, "", self.search, placeholder=tr("Find…"), max_len=40,
                              on_submit=lambda: self.step_hit(1),
                              help=tr("Type to find; Enter or F3 the next hit, Shift+F3 the one before"))
        self.contents = Contents(self.ctx, self.jump_to,
                                 help=tr("↑ ↓ choose a section, Enter or a click goes there"))
        self.view = TextView(self.ctx)
        self.view.help = tr("Wheel, ↑ ↓, Page Up / Page Down, Home / End or the bar scroll; type to find")
        self.where = Label(self.ctx, "", size=14, colour=self.ctx.palette.text_dim)
        self.done = Button(self.ctx, tr("Back"), self.back, size=17)
        for widget in (self.choice, self.kind, self.lang, self.find, self.contents, self.view, self.where,
                       self.done):
            self.form.add(widget)
        self.show()
        if self.section and not self.quick:
            self.jump_to_section(self.section)

    def current_file(self) -> str | None:
        if self.book is None:
            return None
        return self.book.quick_file(self.language) if self.quick else self.book.full_file(self.language)

    def show(self) -> None:
        """Put the chosen document in the view and the contents; the buttons say what they switch to."""
        name = self.current_file()
        doc = load_document(self.book.path(name)) if self.book is not None and name else RuleDoc(())
        self.doc = doc
        self.view.set_document(doc)
        self.contents.set_document(doc)
        if self.find.value:
            self.view.search(self.find.value)
        self.kind.text = self.link_words() if self.quick else self.ctx.tr("Quick reference")
        self.kind.enabled = self.book is not None
        other = self.other_language()
        self.lang.visible = other is not None and not self.quick
        self.lang.text = self.language_words(other) if other else ""
        if self.view.rect.w > 0:  # the buttons' room depends on which are shown
            self.layout()

    def link_words(self) -> str:
        """The quick reference's way back: to the full rules, at the asked section if there is one."""
        if self.book is None or not self.section:
            return self.ctx.tr("Full rules")
        full = load_document(self.book.path(self.book.full_file(self.language)))
        at = full.find(self.section)
        heading = full.blocks[at] if at is not None else None
        return self.ctx.tr("Full rules: {section}", section=getattr(heading, "text", self.section))

    def language_words(self, language: str) -> str:
        """The other language's button: the language named in itself, "(original)" on the publisher's."""
        name = LANGUAGES.get(language, language)
        if self.book is not None and language == self.book.original:
            return self.ctx.tr("{language} (original)", language=name)
        return name

    def other_language(self) -> str | None:
        if self.book is None:
            return None
        return next((lang for lang in self.book.languages if lang != self.language), None)

    # -- what the controls do ------------------------------------------------------------------------------
    def choose_book(self, book: Book | None) -> None:
        language = book.reading_language(self.ctx.tr.language) if book is not None else self.language
        self.book, self.language, self.section, self.quick = book, language, None, False
        self.show()

    def toggle_quick(self) -> None:
        self.quick = not self.quick
        self.show()
        if not self.quick and self.section:
            self.jump_to_section(self.section)

    def toggle_language(self) -> None:
        """The other language's text, at the section being read (both texts share their anchors)."""
        top = self.view.top_block()
        anchor = self.section_anchor(top)
        other = self.other_language()
        if other is None:
            return
        self.language = other
        self.show()
        if anchor is not None:
            self.jump_to_section(anchor)

    def section_anchor(self, block: int | None) -> str | None:
        at = self.doc.section_at(block) if block is not None else None
        heading = self.doc.blocks[at] if at is not None else None
        return getattr(heading, "anchor", None)

    def jump_to(self, block: int) -> None:
        self._jump = block
        self.apply_jump()

    def jump_to_section(self, section: str) -> bool:
        at = self.doc.find(section)
        if at is not None:
            self.jump_to(at)
        return at is not None

    def apply_jump(self) -> None:
        if self._jump is not None and self.view.rect.w > 0:
            self.view.show_block(self._jump)
            self._jump = None

    def search(self, needle: str) -> None:
        self.view.search(needle)

    def step_hit(self, step: int) -> None:
        self.view.next_hit(step)

    # -- layout and frame -----------------------------------------------------------------------------
    def layout(self) -> None:
        top_block = self.view.top_block() if self.view.rect.w > 0 and self._jump is None else None
        w, h = self.ctx.size
        margin = self.px(40)
        width = min(w - 2 * margin, self.px(1500))
        x = (w - width) // 2
        row_y, row_h, gap = self.px(76), self.px(42), self.px(10)
        back_w = self.px(110)
        self.done.rect = pygame.Rect(x + width - back_w, row_y, back_w, row_h)
        self.choice.rect = pygame.Rect(x, row_y, self.px(230), row_h)
        self.kind.rect = pygame.Rect(self.choice.rect.right + gap, row_y, self.px(270), row_h)
        self.lang.rect = pygame.Rect(self.kind.rect.right + gap, row_y, self.px(250), row_h)
        if not self.lang.visible:  # the quick reference's link to a section takes the language button's room
            self.kind.rect.w = self.lang.rect.right - self.kind.rect.x
        find_x = self.lang.rect.right + gap
        self.find.rect = pygame.Rect(find_x, row_y, self.done.rect.x - gap - find_x, row_h)
        body_y = row_y + row_h + self.px(12)
        body_h = h - body_y - self.px(64)
        side = min(self.px(330), width // 3)
        self.contents.rect = pygame.Rect(x, body_y, side, body_h)
        self.view.rect = pygame.Rect(x + side + gap, body_y, width - side - gap, body_h)
        self.where.rect = pygame.Rect(x, self.view.rect.bottom + self.px(6), width, self.px(20))
        if top_block is not None:
            self.view.show_block(top_block)
        self.apply_jump()

    def update(self, dt: float) -> None:
        self.apply_jump()
        top = self.view.top_block()
        self.contents.follow(top)
        self.where.text = self.status_words(top)

    def status_words(self, top: int | None) -> str:
        at = self.doc.section_at(top) if top is not None else None
        parts = [getattr(self.doc.blocks[at], "text", "") if at is not None else self.doc.title]
        needle = self.find.value.strip()
        if needle:
            hits = self.view.hits
            if hits:
                n = (self.view.current or 0) + 1
                parts.append(self.ctx.tr("hit {n} of {total} for “{needle}” · Enter or F3: next, Shift+F3: previous",
                                         n=n, total=len(hits), needle=needle))
            else:
                parts.append(self.ctx.tr("“{needle}” is not in this text", needle=needle))
        return " · ".join(p for p in parts if p)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.TEXTINPUT and self.form.focused is not self.find:
            # type to find: letters typed anywhere on the screen go to the search field
            self.form.focus(self.find)
            return self.find.text_input(event.text)
        if event.type == pygame.MOUSEWHEEL and not self.contents.rect.collidepoint(self.form.mouse):
            return self.view.wheel(event.y)
        if event.type == pygame.MOUSEMOTION and self.view.dragging is not None:
            self.view.drag(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.view.dragging is not None:
            self.view.dragging = None
        return super().handle(event)

    def key(self, event: pygame.event.Event) -> bool:
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_F3 or (event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                                        and self.form.focused is self.find):
            self.step_hit(-1 if shift else 1)
            return True
        if event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
            self.form.focus(self.find)
            return True
        if event.key == pygame.K_ESCAPE and self.find.value:
            self.find.value = ""  # Esc first clears the search, a second Esc leaves
            self.search("")
            return True
        focus = self.form.focused
        if event.key in SCROLL_KEYS and focus is not self.contents:
            return self.view.key(event)
        if event.key in (pygame.K_UP, pygame.K_DOWN) and focus is not self.contents:
            return self.view.key(event)
        return super().handle(event)
