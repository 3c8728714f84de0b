"""German syllable breaks for a word too wide for its place (a card's name, a slot's label): where a hyphen may
go so both halves read as German syllables ("Wahl-geschenke", "Bierzelt-rede", "Zu-cker").

German compounds are long, and a table's narrow strips and slots must cut some of them. A syllable begins with
one consonant before a vowel, or with one of the clusters German syllables begin with (ONSETS: "Wahl-kreis",
"Sandburgen-wettbewerb"); those clusters, and ch, ck, sch, ph, th and qu, are never split. Without a dictionary
this cannot know every compound's seam ("Bierzelt-rede", not "Bierzel-trede": "tr" is therefore no onset here),
but it never cuts inside a syllable's opening letters.
"""

from __future__ import annotations

VOWELS = frozenset("aeiouyäöü")
"""The vowels, in lower case (a word is compared in lower case)."""
ONSETS = ("schw", "schl", "schm", "schn", "schr", "spr", "str", "sch", "ch", "ck", "ph", "th", "qu", "st", "sp",
          "pfl", "pfr", "pf", "kr", "gr", "br", "pr", "fr", "dr", "tr", "bl", "pl", "kl", "gl", "fl", "kn", "zw")
"""Letters a German syllable may begin with that are never split, longest first ("Wahl-ge-schen-ke",
"Zu-cker", "Shit-storm", "Wahl-kreis", "Ver-trauen")."""
KEPT = ("sch", "ch", "ck", "ph", "th", "qu")
"""Letters that stay together wherever they stand: a letter inside them begins no syllable ("zurück-nehmen",
not "zurüc-knehmen")."""
NOT_AFTER = {"tr": "ld", "dr": "n", "zw": "t"}
"""Onsets that a word's seam usually runs through after these letters: "Bierzelt-rede", "Weltrekord" and
"Stadt-rand", "Rund-reise", "Netz-werk", not "Bierzel-trede", "Stad-trand", "Run-dreise" and "Net-zwerk"."""
AFTER_A_SEAM = ("heit", "haus", "hüll")
"""Where "th" is not the foreign words' one letter ("The-ma", "Ma-ra-thon") but a seam: "Beliebt-heit",
"Rat-haus", "Ent-hüllung"."""

FUGEN_S_AFTER = ("ung", "heit", "keit", "schaft", "tion", "tät", "ling", "tum",
                 "kabinett", "recht", "staat", "volk", "bezirk", "frieden", "arbeit", "geschäft")
"""Word parts a compound joins to the next with a Fugen-s: the suffixes that always take one (-ung, -heit,
-keit, -schaft, -tion, -tät, -ling, -tum) and the tables' stems that do ("Kabinett", "Recht", "Bezirk" …).
Before a vowel the break goes after that s, which ends the part ("Kabinetts-umbildung", "Regierungs-aufgabe",
"Rechts-ordnung"), not before it as in a syllable ("Kabinett-sumbildung" read as a "Summe")."""

SECOND_PARTS = ("anschlag", "angriff", "aktion", "auktion", "aufruf", "ausflug", "augen", "angebot", "aufgabe",
                "umarmung", "umbildung", "unterstütz", "unterdrück", "untreu", "offensive", "öffentlich", "ordnung",
                "einweihung", "einnahm", "empfehlung", "entscheid", "initiative", "abhängig", "ermüd")
"""Word parts beginning with a vowel that the tables' compounds and prefixed words end with ("Terror-anschlag",
"Geheim-aktion", "Wähler-unterdrückung", "Not-verordnung", "Un-abhängige"): the break goes before them, and
never one letter earlier, where a syllable would take the first part's last consonant ("Terro-ranschlag")."""


SEAM_PREFIXES = ("un", "ur")
"""Prefixes short enough to stand before a second part ("Un-abhängige"); any other first part has four letters or
more and does not end in a syllable's opening letters, so a word that only contains a second part is not cut
there: "Re-dak-tion", "At-trak-tion", not "Red-aktion", "Attr-aktion"."""


def _seam_before(w: str, k: int) -> bool:
    """Does one of SECOND_PARTS begin a compound's second part at letter `k` of the lower-case word `w`?"""
    if not w.startswith(SECOND_PARTS, k):
        return False
    first = w[:k].rsplit("-", 1)[-1]
    if first in SEAM_PREFIXES:
        return True
    return len(first) >= 4 and not any(first.endswith(onset) for onset in ONSETS)


def _after_fugen_s(w: str, k: int) -> bool:
    """Is letter `k` of the lower-case word `w` a vowel just after a Fugen-s ("kabinetts|umbildung")?"""
    return k >= 1 and w[k - 1] == "s" and w[k] in VOWELS and w[:k - 1].endswith(FUGEN_S_AFTER)


def german_cut(word: str, k: int) -> bool:
    """Is a hyphen before `word`'s letter `k` a German syllable break? At least two letters stay on either
    side, the part before it (since a hyphen of the word's own) has a vowel, and the next syllable begins with
    a consonant or an onset before a vowel, not inside one."""
    w = word.lower()
    if not 2 <= k <= len(w) - 2 or not (w[k - 1].isalpha() and w[k].isalpha()):
        return False
    if not any(c in VOWELS for c in w[:k].rsplit("-", 1)[-1]):
        return False
    if _after_fugen_s(w, k) or _seam_before(w, k):  # a seam: "Kabinetts-umbildung", "Cyber-angriff"
        return True
    # not "Kabinett-sumbildung", "Regierung-spartei", "Cybe-rangriff"
    if w[k] in VOWELS or (w[k] == "s" and w[:k].endswith(FUGEN_S_AFTER)) or _seam_before(w, k + 1):
        return False
    if _seam_before(w, k - 1):  # one letter after a seam is no syllable: not "Gruppenu-marmung"
        return False
    if not any(_opens(w, k, onset) for onset in ONSETS) and w[k + 1] not in VOWELS:
        return False
    return not any(_opens(w, j, onset) and j < k < j + len(onset) for onset in ONSETS
                   for j in range(max(0, k - 3), k))


def _opens(w: str, j: int, onset: str) -> bool:
    """Does `onset` open a syllable at letter `j` of the lower-case word `w` (a vowel follows it, and its first
    letter is not the end of letters kept together or of a word's seam)?"""
    if not w.startswith(onset, j) or j + len(onset) >= len(w) or w[j + len(onset)] not in VOWELS:
        return False
    if j > 0 and w[j - 1] in NOT_AFTER.get(onset, ""):
        return False
    if onset[0] == "s" and w[:j].endswith(FUGEN_S_AFTER):  # a Fugen-s opens nothing: "Volks-partei"
        return False
    if onset == "th" and w.startswith(AFTER_A_SEAM, j + 1):
        return False
    return not any(w.startswith(kept, j - i) for kept in KEPT for i in range(1, len(kept)) if j - i >= 0)


def german_break_at(word: str, last: int, first: int = 2) -> int | None:
    """The last German syllable break of `word` at or before letter `last` (and not before `first`), or None
    when there is none there."""
    return next((k for k in range(min(last, len(word) - 2), first - 1, -1) if german_cut(word, k)), None)
