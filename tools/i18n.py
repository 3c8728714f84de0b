"""The translation catalogs' tool: find every marked string and keep assets/locale/<language>/<domain>.po up to date.

    python tools/i18n.py update      # add what the code marks, drop what it no longer has, keep translations
    python tools/i18n.py check       # what `update` would change and what is untranslated (exit 1 if any)
    python tools/i18n.py stats       # strings per domain and language

Strings are found with Babel's Python extractor (the keywords of scenes.engine.i18n: tr, trn, trc, N_) in
the part of the code each domain covers; texts that come from game data files rather than code (card names)
come from a domain's `scenes/tables/<game>/terms.py`, whose `terms()` returns (context, text) pairs.
Entries keep the file they come from as a comment (no line numbers, so moving code does not touch them).
Needs Babel (installed with the test extras).
"""

from __future__ import annotations

import argparse
import importlib
import io
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
TRANSLATED = ("de",)
"""The languages with catalogs (English is the source)."""
KEYWORDS = {"tr": None, "N_": None, "trn": (1, 2), "trc": ((1, "c"), 2)}
GAMES = ("demos", "dindex", "diceocracy")
SOURCES = ("scenes", "game")
DOMAINS = ("shell", "table", "tutorial", *GAMES)
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);"}
TEAM = "Hustings <hustings@localhost>"


def domain_of(path: Path) -> str | None:
    """The catalog a source file's strings belong to: each game's table and rules package its own, the table
    framework one, Learn to play's coach one (scenes/tutorial/: its own words; a lesson's words are in its data
    file, in each language), everything else in scenes/, game/core/ and game/online/ the shell's (the rules mark
    the few texts they hand to the app with game.core.words.N_)."""
    rel = path.relative_to(ROOT).parts
    if rel[0] not in SOURCES or path.suffix != ".py":
        return None
    if rel[0] == "game":
        return rel[1] if len(rel) > 2 and rel[1] in GAMES else ("shell" if rel[1] in ("core", "online") else None)
    if len(rel) > 2 and rel[1] == "tables":
        return rel[2] if rel[2] in GAMES else "table"
    if len(rel) > 2 and rel[1] == "tutorial":
        return "tutorial"
    return "shell"


@dataclass
class Message:
    msgid: str
    context: str | None = None
    plural: str | None = None
    files: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)


def extracted(domain: str) -> dict[tuple[str | None, str], Message]:
    """Every message the code and data of `domain` mark, in file order."""
    found: dict[tuple[str | None, str], Message] = {}

    def add(msgid: str, context: str | None, plural: str | None, where: str) -> None:
        msg = found.setdefault((context, msgid), Message(msgid, context, plural))
        if plural and not msg.plural:
            msg.plural = plural
        if where not in msg.files:
            msg.files.append(where)

    for path in sorted(p for source in SOURCES for p in (ROOT / source).rglob("*.py")):
        if domain_of(path) != domain:
            continue
        where = path.relative_to(ROOT).as_posix()
        for _line, message, _comments, context in extract_from_file("python", str(path), keywords=KEYWORDS):
            if isinstance(message, tuple):
                add(message[0], context, message[1], where)
            elif message:
                add(message, context, None, where)
    for context, text in data_terms(domain):
        add(text, context, None, f"scenes/tables/{domain}/terms.py")
    return found


def data_terms(domain: str) -> Iterator[tuple[str | None, str]]:
    if domain not in GAMES or not (ROOT / "scenes" / "tables" / domain / "terms.py").is_file():
        return
    module = importlib.import_module(f"scenes.tables.{domain}.terms")
    yield from module.terms()


def catalog_path(language: str, domain: str) -> Path:
    return LOCALE / language / f"{domain}.po"


def read_catalog(language: str, domain: str) -> Catalog:
    path = catalog_path(language, domain)
    if not path.is_file():
        return Catalog(locale=language, domain=domain)
    with path.open("rb") as fh:
        return read_po(fh, locale=language, domain=domain)


def updated(language: str, domain: str) -> Catalog:
    """The catalog as the code marks it now, with every translation it already had."""
    old = read_catalog(language, domain)
    new = Catalog(locale=language, domain=domain, project="Hustings", version="1", msgid_bugs_address=TEAM,
                  last_translator=TEAM, language_team=TEAM, fuzzy=False,
                  header_comment=f"# Hustings: the {domain} texts in {language}. Written by\n"
                                 "# python tools/i18n.py update from the code's marked strings;\n"
                                 "# translate the msgstr lines (Poedit reads this file).")
    for msg in extracted(domain).values():
        ident: str | tuple[str, str] = (msg.msgid, msg.plural) if msg.plural else msg.msgid
        previous = old.get(msg.msgid, context=msg.context)
        string: str | tuple[str, ...] = ("", "") if msg.plural else ""
        flags: set[str] = set()
        if previous is not None and previous.string and bool(previous.pluralizable) == bool(msg.plural):
            string = previous.string
            flags = set(previous.flags) & {"fuzzy"}
        new.add(ident, string, locations=[(f, None) for f in msg.files], context=msg.context, flags=flags)
    return new


def po_text(catalog: Catalog, language: str) -> str:
    buf = io.BytesIO()
    write_po(buf, catalog, width=120, omit_header=False, include_lineno=False, ignore_obsolete=True)
    text = buf.getvalue().decode("utf-8")
    # Babel writes the creation date into the header; a fixed one keeps `update` from changing files that did
    # not change. The plural rule is written as ours, whatever Babel's locale data says.
    lines = []
    for line in text.splitlines():
        if line.startswith(('"POT-Creation-Date:', '"PO-Revision-Date:')):
            continue
        if line.startswith('"Plural-Forms:'):
            line = f'"Plural-Forms: {PLURAL_FORMS[language]}\\n"'
        if line.startswith('"Generated-By:'):
            continue
        lines.append(line)
    return "\n".join(lines) + "\n"


def untranslated(catalog: Catalog) -> list[str]:
    out = []
    for msg in catalog:
        if not msg.id:
            continue
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        if not all(strings) or msg.fuzzy:
            out.append(msg.id[0] if isinstance(msg.id, tuple) else msg.id)
    return out


def changes(languages: Iterable[str] = TRANSLATED) -> Iterator[tuple[str, str, str, Catalog]]:
    """(language, domain, new text, catalog) for each catalog whose file would change."""
    for language in languages:
        for domain in DOMAINS:
            catalog = updated(language, domain)
            text = po_text(catalog, language)
            path = catalog_path(language, domain)
            old = path.read_text(encoding="utf-8") if path.is_file() else None
            if text != old:
                yield language, domain, text, catalog


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/i18n.py", description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["update", "check", "stats"])
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.command == "update":
        for language, domain, text, catalog in changes():
            path = catalog_path(language, domain)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {len(catalog)} strings, {len(untranslated(catalog))} untranslated")
        return 0
    if args.command == "check":
        status = 0
        for language, domain, _text, _catalog in changes():
            print(f"{catalog_path(language, domain).relative_to(ROOT)} is out of date: run python tools/i18n.py update")
            status = 1
        for language in TRANSLATED:
            for domain in DOMAINS:
                missing = untranslated(read_catalog(language, domain))
                for text in missing:
                    print(f"{language}/{domain}: untranslated: {text!r}")
                status |= bool(missing)
        return status
    for language in TRANSLATED:
        for domain in DOMAINS:
            catalog = read_catalog(language, domain)
            total = sum(1 for m in catalog if m.id)
            print(f"{language}/{domain}: {total} strings, {total - len(untranslated(catalog))} translated")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
