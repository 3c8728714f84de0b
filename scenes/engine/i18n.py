"""The translation layer: every word a person reads passes through the app's `Translator` (`ctx.tr`).

Strings are written in English in the code and marked where they are written, so Babel's extractor
(`python tools/i18n.py update`) finds them:

- `ctx.tr("New game")`, `ctx.tr("{name} deals", name=...)`: a sentence, its names filled in by the translator
  (never by concatenation: German puts them elsewhere);
- `ctx.tr.trn("{count} card", "{count} cards", n)`: a number and its noun, the language's plural rule picks;
- `ctx.tr.trc("suit", "Hearts")`: a short word whose translation depends on where it stands (gettext's context);
- `N_("Settings")` on a constant defined before any translator exists; it is translated where it is shown.

The translations are gettext catalogs, `assets/locale/<language>/<domain>.po`, one domain per part of the
app (shell, table, and each game) so that translators and developers of different parts do not edit the
same file. They are read here by a small parser (no compiled .mo files, nothing generated in git, and no
Babel at run time); Babel extracts and updates them, and tests/i18n checks they are complete.

An entry that is missing or marked fuzzy falls back to the English text, so a half-translated catalog
shows English words, never a crash or an empty label. A catalog that cannot be read is reported and left
out (its domain shows English).
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from game.core.words import Complaint, Move, Phrase

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
"""The languages the app speaks, each named in itself (the Settings choice shows them so)."""
SOURCE_LANGUAGE = "en"
PSEUDO = "qps"
"""A test-only language: every translated text comes back with its letters accented ("Néw gámé"), so an
English word left on a screen is one that never went through the translator (tests/scenes/support/i18n.py)."""
CATALOG_MAX_BYTES = 4_000_000
CONTEXT_SEPARATOR = "\x04"  # gettext's own key for an entry with a context
_LOCALE_NAMES = {"german": "de", "deutsch": "de", "english": "en"}  # Windows' locale names ("German_Germany")


def N_(msgid: str) -> str:
    """Mark a constant for extraction; it is translated where it is shown (`ctx.tr(constant)`)."""
    return msgid


class CatalogError(ValueError):
    """A .po file that cannot be read; the message names the file and the line."""


@dataclass
class Catalog:
    """One domain's translations: (context, msgid) → the translated forms (one, or one per plural form)."""

    name: str
    messages: dict[tuple[str | None, str], tuple[str, ...]] = field(default_factory=dict)
    plural_ids: dict[tuple[str | None, str], str] = field(default_factory=dict)
    """For a plural entry: its English plural (msgid_plural)."""
    fuzzy: set[tuple[str | None, str]] = field(default_factory=set)
    plural_forms: str = "nplurals=2; plural=(n != 1);"

    def plural_index(self) -> Callable[[int], int]:
        match = re.search(r"plural\s*=\s*([^;]+)", self.plural_forms)
        if match is None:
            raise CatalogError(f"{self.name}: the header's Plural-Forms has no plural= rule")
        try:
            return gettext.c2py(match.group(1).strip())
        except (ValueError, SyntaxError) as exc:
            raise CatalogError(f"{self.name}: the plural rule {match.group(1)!r} is not one gettext reads") from exc


# --- reading .po files --------------------------------------------------------------------------------------
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')


def _unquote(token: str, where: str) -> str:
    if len(token) < 2 or token[0] != '"' or token[-1] != '"':
        raise CatalogError(f"{where}: expected a quoted string, found {token[:40]!r}")
    out: list[str] = []
    body = token[1:-1]
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
                raise CatalogError(f"{where}: unknown escape in {token[:40]!r}")
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        if ch == '"':
            raise CatalogError(f"{where}: a quote inside a string must be written \\\"")
        out.append(ch)
        i += 1
    return "".join(out)


def parse_po(text: str, name: str = "<catalog>") -> Catalog:
    """Read a gettext .po file's text (the subset Babel and Poedit write: contexts, plurals, flags, comments,
    strings continued over several lines). Raises CatalogError naming the line of anything else."""
    catalog = Catalog(name)
    entries: list[tuple[dict[str, str], bool, int]] = []
    current: dict[str, str] = {}
    fuzzy = next_fuzzy = False
    key: str | None = None
    start = 0

    def finish() -> None:
        nonlocal current, fuzzy
        if current:
            if "msgid" not in current:
                raise CatalogError(f"{name}:{start}: an entry without msgid")
            entries.append((current, fuzzy, start))
        current, fuzzy = {}, False

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line:
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in (flag.strip() for flag in line[2:].split(",")):
                next_fuzzy = True
            continue
        if line.startswith('"'):
            if key is None:
                raise CatalogError(f"{where}: a continued string with nothing before it")
            current[key] += _unquote(line, where)
            continue
        match = _KEYWORD.match(line)
        if match is None:
            raise CatalogError(f"{where}: not a line of a .po file: {line[:60]!r}")
        word = match.group(1)
        if word in ("msgctxt", "msgid") and ("msgstr" in current or any(k.startswith("msgstr[") for k in current)):
            finish()
        if not current:
            start, fuzzy, next_fuzzy = number, next_fuzzy, False
        if word in current:
            raise CatalogError(f"{where}: {word} twice in one entry")
        key = word
        current[key] = _unquote(match.group(3), where)
    finish()

    for entry, is_fuzzy, line_no in entries:
        msgid, context = entry["msgid"], entry.get("msgctxt")
        if msgid == "" and context is None:  # the header
            forms = re.search(r"^Plural-Forms:\s*(.+)$", entry.get("msgstr", ""), re.MULTILINE)
            if forms:
                catalog.plural_forms = forms.group(1).strip()
            continue
        ident = (context, msgid)
        if ident in catalog.messages:
            raise CatalogError(f"{name}:{line_no}: {msgid[:40]!r} is in the catalog twice")
        if "msgid_plural" in entry:
            forms_found = sorted((int(k[7:-1]), v) for k, v in entry.items() if k.startswith("msgstr["))
            if not forms_found or [i for i, _ in forms_found] != list(range(len(forms_found))):
                raise CatalogError(f"{name}:{line_no}: a plural entry needs msgstr[0], msgstr[1], … in order")
            catalog.messages[ident] = tuple(v for _, v in forms_found)
            catalog.plural_ids[ident] = entry["msgid_plural"]
        else:
            if "msgstr" not in entry:
                raise CatalogError(f"{name}:{line_no}: {msgid[:40]!r} has no msgstr")
            catalog.messages[ident] = (entry["msgstr"],)
        if is_fuzzy:
            catalog.fuzzy.add(ident)
    catalog.plural_index()  # a broken plural rule is the catalog's error, found when it is read
    return catalog


def read_catalog(path: Path) -> Catalog:
    """One .po file, bounded in size (a catalog is a few hundred KB; a huge file is refused, not read)."""
    try:
        size = path.stat().st_size
        if size > CATALOG_MAX_BYTES:
            raise CatalogError(f"{path}: {size:,} bytes is more than a catalog may have ({CATALOG_MAX_BYTES:,})")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{path}: not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise CatalogError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    return parse_po(text, str(path))


# --- translating ---------------------------------------------------------------------------------------------
_PLACEHOLDER_LETTERS = re.compile(r"(\{[^{}]*\})")
_ACCENTS = str.maketrans("aeiouyAEIOUYcnCN", "áéíóúýÁÉÍÓÚÝçñÇÑ")


def pseudo(text: str) -> str:
    """The pseudo language's form of a text: letters accented, {placeholders} left as they are."""
    parts = _PLACEHOLDER_LETTERS.split(text)
    return "".join(part if k % 2 else _pseudo_letters(part) for k, part in enumerate(parts))


def _pseudo_letters(text: str) -> str:
    # a word without a vowel to accent ("Esc", "by") still gets a mark, so the check can tell it was translated
    return re.sub(r"[A-Za-z]+", lambda m: m.group(0).translate(_ACCENTS) if re.search("[aeiouyAEIOUYcnCN]",
                  m.group(0)) else m.group(0) + "\u0301", text)


class Translator:
    """The words of one language. Call it for a sentence; `trn` for a counted noun; `trc` for a word in a
    context. Names are filled in with str.format after translating, so a translation may move them."""

    def __init__(self, language: str = SOURCE_LANGUAGE, catalogs: Iterable[Catalog] = ()) -> None:
        self.language = language
        self._messages: dict[tuple[str | None, str], tuple[str, ...]] = {}
        self._plural: Callable[[int], int] = lambda n: int(n != 1)
        for catalog in catalogs:
            for ident, forms in catalog.messages.items():
                if ident not in catalog.fuzzy and all(forms):
                    self._messages.setdefault(ident, forms)
            self._plural = catalog.plural_index()

    def __call__(self, msgid: str, /, **names: object) -> str:
        return self._fill(self._lookup(None, msgid, msgid, None), names)

    def trc(self, context: str, msgid: str, /, **names: object) -> str:
        return self._fill(self._lookup(context, msgid, msgid, None), names)

    def trn(self, singular: str, plural: str, count: int, /, **names: object) -> str:
        """`{count}` in the texts is the number; other names as for a sentence."""
        english = singular if count == 1 else plural
        return self._fill(self._lookup(None, singular, english, count), {"count": count, **names})

    def has(self, msgid: str, context: str | None = None) -> bool:
        """Is there a translation of `msgid` (the source language has them all)?"""
        return self.language == SOURCE_LANGUAGE or (context, msgid) in self._messages

    def _lookup(self, context: str | None, msgid: str, english: str, count: int | None) -> str:
        if self.language == PSEUDO:
            return pseudo(english)
        forms = self._messages.get((context, msgid))
        if forms is None:
            return english
        if count is None:
            return forms[0]
        index = self._plural(count)
        return forms[index] if index < len(forms) else forms[-1]

    @staticmethod
    def _fill(text: str, names: Mapping[str, object]) -> str:
        if not names:
            return text
        try:
            return text.format_map(names)
        except (KeyError, IndexError, ValueError):
            # a translation naming a placeholder its English does not have (tests/i18n catches these): the
            # text unfilled beats a crash at the table
            return text


@dataclass(frozen=True)
class Loaded:
    """A language's translator and what could not be read (one line each, shown on stderr by the app)."""

    translator: Translator
    problems: tuple[str, ...] = ()


def locale_root() -> Path:
    from assets import asset_root

    return asset_root() / "locale"


def load_language(language: str, root: Path | None = None) -> Loaded:
    """The translator for `language` from its catalogs under `root` (assets/locale by default). English
    needs none; an unknown language is English, said as a problem; a damaged catalog is left out."""
    if language in (SOURCE_LANGUAGE, PSEUDO):
        return Loaded(Translator(language))
    if language not in LANGUAGES:
        return Loaded(Translator(), (f"language {language!r} is not one Hustings speaks; using English",))
    folder = (root or locale_root()) / language
    catalogs: list[Catalog] = []
    problems: list[str] = []
    for path in sorted(folder.glob("*.po")):
        try:
            catalogs.append(read_catalog(path))
        except CatalogError as exc:
            problems.append(f"translations {exc}; that part shows English")
    if not catalogs and not problems:
        problems.append(f"no translations found in {folder}; using English")
    return Loaded(Translator(language, catalogs), tuple(problems))


def system_language(environ: Mapping[str, str] | None = None, fallback: Callable[[], str | None] | None = None) -> str:
    """The language of the user's system, if Hustings speaks it, else English: the first of LANGUAGE,
    LC_ALL, LC_MESSAGES and LANG that is set (as gettext reads them), else the OS locale (Windows)."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        for item in value.split(":"):
            code = _language_code(item)
            if code:
                return code if code in LANGUAGES else SOURCE_LANGUAGE
    if fallback is None:
        import locale

        def fallback() -> str | None:
            return locale.getlocale()[0]
    return _language_code(fallback() or "") or SOURCE_LANGUAGE


def _language_code(value: str) -> str | None:
    name = value.split(".")[0].split("@")[0].strip()
    if not name or name in ("C", "POSIX"):
        return None
    head = re.split(r"[_-]", name)[0].lower()
    return _LOCALE_NAMES.get(head, head) if head else None


# --- errors, dates and numbers in the player's language ------------------------------------------------------
def error_words(tr: Translator, error: BaseException | str) -> str:
    """What went wrong, in the player's language: an error the rules raised worded (game.core.words.Worded:
    a marked template and its names) is translated, the errors, phrases and pydantic's complaints
    (game.core.words.Complaint, scenes/engine/complaints.py) filled into it too; any other
    error is its own message (a rule's or the system's words, which the app has no translation of)."""
    if isinstance(error, Complaint):
        from scenes.engine.complaints import complaint_words

        return complaint_words(tr, error)
    if isinstance(error, Move):
        if error.template:
            return tr(error.template, **error.names)
        return str(error) if tr.language == SOURCE_LANGUAGE else tr("this move")
    if isinstance(error, str):
        return tr(error) if isinstance(error, Phrase) else error
    template, names = getattr(error, "template", None), getattr(error, "names", None)
    if not isinstance(template, str) or not isinstance(names, dict):
        return str(error.args[0]) if isinstance(error, KeyError) and error.args else str(error)
    shown = {key: error_words(tr, value) if isinstance(value, BaseException | Phrase | Complaint | Move) else value
             for key, value in names.items()}
    return tr(template, **shown)


def when_words(tr: Translator, when: datetime) -> str:
    """A date and time as the player's language writes it: "2026-12-07 09:23" in English, "07.12.2026 09:23"
    in German (the order and signs are the catalog's: a translator writes the pattern)."""
    return tr.trc("date and time", "{year}-{month:02}-{day:02} {hour:02}:{minute:02}", year=when.year,
                  month=when.month, day=when.day, hour=when.hour, minute=when.minute)


def number_words(tr: Translator, value: float) -> str:
    """A number as the player's language writes it: 12.5 in English, 12,5 in German (no thousands sign: a
    score or a count is short)."""
    text = f"{value:g}"
    point = tr.trc("decimal sign", ".")
    return text.replace(".", point) if point != "." and "e" not in text else text
