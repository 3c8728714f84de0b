"""The shipped catalogs are complete: every string the code marks is in its domain's catalog, translated,
with the same placeholders as its English; nothing stale is left in them; our reader agrees with Babel's;
and texts are handed to the translator whole (a literal, not an f-string or a sum, which no catalog holds)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scenes.engine.i18n import LANGUAGES, SOURCE_LANGUAGE, load_language, read_catalog
from tools import i18n as catalogs

PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")
LANGS = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]
ALL = [(lang, domain) for lang in LANGS for domain in catalogs.DOMAINS]


def test_every_language_has_a_catalog_per_domain_and_reads_without_problems() -> None:
    assert set(LANGS) == set(catalogs.TRANSLATED)
    for lang in LANGS:
        assert load_language(lang).problems == ()
        assert {p.stem for p in (catalogs.LOCALE / lang).glob("*.po")} == set(catalogs.DOMAINS)


@pytest.mark.parametrize(("lang", "domain"), ALL)
def test_the_catalog_holds_exactly_what_the_code_marks(lang: str, domain: str) -> None:
    marked = set(catalogs.extracted(domain))
    held = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in catalogs.read_catalog(lang, domain)
            if m.id}
    assert sorted(marked - held, key=str)[:20] == [], "not in the catalog: run python tools/i18n.py update"
    assert sorted(held - marked, key=str)[:20] == [], "no longer in the code: run python tools/i18n.py update"


@pytest.mark.parametrize(("lang", "domain"), ALL)
def test_every_entry_is_translated(lang: str, domain: str) -> None:
    assert catalogs.untranslated(catalogs.read_catalog(lang, domain))[:20] == []


@pytest.mark.parametrize(("lang", "domain"), ALL)
def test_a_translation_keeps_the_placeholders_of_its_english(lang: str, domain: str) -> None:
    wrong = []
    for msg in catalogs.read_catalog(lang, domain):
        if not msg.id:
            continue
        ids = msg.id if isinstance(msg.id, tuple) else (msg.id,)
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        english = set().union(*(PLACEHOLDER.findall(i) for i in ids))
        for k, text in enumerate(strings):
            names = set(PLACEHOLDER.findall(text))
            # a language's form for one may say "eine" rather than the number, and only that form
            expected = english - {"count"} if len(ids) > 1 and k == 0 else english
            if text and not (expected <= names <= english):
                wrong.append((ids[0], text))
    assert wrong == []


@pytest.mark.parametrize(("lang", "domain"), ALL)
def test_our_reader_reads_each_catalog_as_babel_does(lang: str, domain: str) -> None:
    path = catalogs.catalog_path(lang, domain)
    ours = read_catalog(path).messages
    with path.open("rb") as fh:
        theirs = {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id):
                  m.string if isinstance(m.string, tuple) else (m.string,) for m in read_po(fh) if m.id}
    assert ours == theirs


def test_the_catalogs_are_written_as_the_tool_writes_them() -> None:
    """An edit by hand that Poedit or the tool would rewrite (or a catalog not updated) shows up here."""
    assert [f"{lang}/{domain}" for lang, domain, _text, _catalog in catalogs.changes()] == []


def _calls_with_unwhole_texts(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bad = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
        if name not in catalogs.KEYWORDS:
            continue
        texts = node.args[:2] if name in ("trn", "trc") else node.args[:1]
        for arg in texts:
            if isinstance(arg, (ast.JoinedStr, ast.BinOp)):
                bad.append(f"{path.relative_to(catalogs.ROOT)}:{node.lineno}")
    return bad


def test_texts_reach_the_translator_whole() -> None:
    sources = sorted(p for source in catalogs.SOURCES for p in (catalogs.ROOT / source).rglob("*.py"))
    bad = [where for path in sources for where in _calls_with_unwhole_texts(path)]
    assert bad == [], "an f-string or a sum is no catalog entry: use placeholders, tr('{name} wins', name=…)"


@pytest.mark.parametrize("lang", LANGS)
def test_a_text_in_two_domains_reads_the_same_in_both(lang: str) -> None:
    """The app merges the domains into one translator (the first catalog read wins), so the same English in
    two parts must have one translation; a word that must differ gets a context (trc)."""
    first: dict[tuple[str | None, str], tuple[str, tuple[str, ...]]] = {}
    differing = []
    for domain in sorted(catalogs.DOMAINS):
        for ident, forms in read_catalog(catalogs.catalog_path(lang, domain)).messages.items():
            if ident in first and first[ident][1] != forms:
                differing.append((ident[1], first[ident][0], domain))
            first.setdefault(ident, (domain, forms))
    assert differing == []


def _marked_by_syntax(path: Path) -> set[tuple[str | None, str]]:
    """The (context, text) of every marked call in `path` whose texts are literals, read from the syntax tree:
    a second reading beside Babel's, which silently drops a call that has another `tr(...)` among its
    arguments."""
    found: set[tuple[str | None, str]] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
        args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
        if name in ("tr", "N_", "trn") and args and args[0]:
            found.add((None, args[0]))
        elif name == "trc" and len(args) > 1 and args[0] and args[1]:
            found.add((args[0], args[1]))
    return found


@pytest.mark.parametrize(("lang", "domain"), ALL)
def test_every_marked_call_is_in_the_catalog_even_where_babel_misreads_it(lang: str, domain: str) -> None:
    held = read_catalog(catalogs.catalog_path(lang, domain)).messages
    sources = [p for source in catalogs.SOURCES for p in sorted((catalogs.ROOT / source).rglob("*.py"))
               if catalogs.domain_of(p) == domain]
    missing = sorted({(p.relative_to(catalogs.ROOT).as_posix(), text) for p in sources
                      for ident in _marked_by_syntax(p) if ident not in held for text in [ident[1]]})
    assert missing[:20] == [], "move the inner tr(...) out of the call into a variable, then tools/i18n.py update"
