"""German syllable breaks (scenes/engine/hyphenate.py), on words the Dindex and Diceocracy tables meet."""

from __future__ import annotations

import pytest

from scenes.engine.hyphenate import german_break_at, german_cut


def hyphenated(word: str) -> str:
    """`word` with a hyphen at every place german_cut allows."""
    return "".join(("-" if k and german_cut(word, k) else "") + letter for k, letter in enumerate(word))


@pytest.mark.parametrize(("word", "syllables"), [
    ("Wahlgeschenke", "Wahl-ge-schen-ke"),  # "sch" begins a syllable whole
    ("Zucker", "Zu-cker"),  # "ck" goes to the next line
    ("Vertrauen", "Ver-trauen"),  # "tr" begins a syllable
    ("Kontrolle", "Kon-trol-le"),
    ("Bierzeltrede", "Bier-zelt-re-de"),  # after "l" the seam runs before the "r"
    ("Stadtrand", "Stadt-rand"),
    ("Rundreise", "Rund-rei-se"),
    ("Netzwerk", "Netz-werk"),  # "zw" does not begin a syllable after "t"
    ("Grenzzwischenfall", "Grenz-zwi-schen-fall"),
    ("Beliebtheit", "Be-liebt-heit"),  # "th" before -heit is a seam, not the foreign words' letter
    ("Rathaus", "Rat-haus"),
    ("Verschwörungstheorie", "Ver-schwö-rungs-theo-rie"),
    ("Strategieklausur", "Stra-te-gie-klau-sur"),
    ("Sandburgenwettbewerb", "Sand-bur-gen-wett-be-werb"),
    ("zurücknehmen", "zu-rück-neh-men"),  # a "k" of "ck" begins no "kn"
    ("Persönlichkeitsplättchen", "Per-sön-lich-keits-plätt-chen"),
    ("Baumpflanzaktion", "Baum-pflanz-ak-tion"),  # the seam before "aktion"
    ("Hungerstreik", "Hun-ger-streik"),
    # a compound's Fugen-s ends its first part: the break before a vowel comes after it (playtest 2:
    # "Kabinett-sumbildung")
    ("Kabinettsumbildung", "Ka-bi-netts-um-bil-dung"),
    ("Regierungsaufgabe", "Re-gie-rungs-auf-ga-be"),
    ("Koalitionsangebot", "Koa-li-tions-an-ge-bot"),
    ("Rechtsordnung", "Rechts-ord-nung"),
    ("Bezirksaktion", "Be-zirks-ak-tion"),
    ("Volksentscheid", "Volks-ent-scheid"),
    ("Regierungspartei", "Re-gie-rungs-par-tei"),  # before "sp" too
    ("Volkspartei", "Volks-par-tei"),
    # a compound whose second part begins with a vowel breaks at the seam, the consonant staying before it
    ("Terroranschlag", "Ter-ror-an-schlag"),
    ("Cyberangriff", "Cy-ber-an-griff"),
    ("Geheimaktion", "Ge-heim-ak-tion"),
    ("Wählerunterdrückung", "Wäh-ler-un-ter-drü-ckung"),
    ("Notverordnung", "Not-ver-ord-nung"),
    ("Unabhängige", "Un-ab-hän-gi-ge"),
    ("Gruppenumarmung", "Grup-pen-umar-mung"),  # no single letter after the seam
    # a word that only contains a second part is no compound: no seam there
    ("Redaktion", "Re-dak-tion"),
    ("Attraktion", "At-trak-tion"),
    ("Auktion", "Auk-tion"),
    # and an s that begins a syllable still begins it
    ("Übersicht", "Über-sicht"),
    ("gemeinsam", "ge-mein-sam"),
    ("Steuersenkung", "Steuer-sen-kung"),
])
def test_german_words_break_between_their_syllables(word: str, syllables: str) -> None:
    assert hyphenated(word) == syllables


@pytest.mark.parametrize("word", ["Late-Night-Show", "Poetry-Slam", "Vertreter-Einfluss", "Law-and-Order"])
def test_a_word_s_own_hyphens_get_no_second_hyphen_beside_them(word: str) -> None:
    assert "--" not in hyphenated(word)
    assert all(len(part) >= 2 for part in hyphenated(word).split("-"))


@pytest.mark.parametrize("word", ["Ei", "Amt", "Wahl", "Schrank"])
def test_a_short_word_or_one_syllable_is_never_cut(word: str) -> None:
    assert hyphenated(word) == word


def test_the_last_break_that_fits_is_chosen_and_none_where_there_is_none() -> None:
    assert german_break_at("Mitgliederwerbung", 14) == 13  # "Mitgliederwer-" / "bung"
    assert german_break_at("Mitgliederwerbung", 12) == 10  # "Mitglieder-" / "werbung"
    assert german_break_at("Mitgliederwerbung", 2) is None
    assert german_break_at("Bierzeltrede", 9, first=3) == 8  # "Bierzelt-" / "rede"
    assert german_break_at("Schrank", 5) is None


def test_capitals_break_as_the_small_letters_do() -> None:
    assert hyphenated("DEMOKRAT") == "DE-MO-KRAT"
    assert hyphenated("Problem") == "Pro-blem"
