"""The translation catalogs: extract the game's words, update each language, check them, cut
the Chinese typeface down to the characters the catalogs use.

    python tools/catalogs.py extract    game/ and scenes/ -> assets/locale/modern_art.pot
    python tools/catalogs.py update     the .pot's messages into every language's .po
    python tools/catalogs.py check [NAME]
                                        what is missing, fuzzy, or has parts the English lacks
                                        (in every language's catalog, or in part NAME's)
    python tools/catalogs.py font       assets/fonts/NotoSansTC-Subset-*.otf (needs Debian's
                                        fonts-noto-cjk, or --source-dir with the .ttc files)
    python tools/catalogs.py all        extract, update, font, check
    python tools/catalogs.py part NAME FILE...
                                        a part's own catalogs, assets/locale/parts/NAME/<code>.po,
                                        with the messages of FILE... only (for translating one
                                        part of the code at a time; `update` takes their
                                        translations into the languages' catalogs, which
                                        hold the words from then on: delete the parts)

The words are marked in the code with game.i18n's `_`, `n_` and `p_`; a comment starting
"# i18n:" on the line before goes to the translators.
"""
from __future__ import annotations

import argparse
import io
import string
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "modern_art"
POT = LOCALE / f"{DOMAIN}.pot"
LANGUAGES = ("it", "de", "zh_TW")
BABEL_LOCALES = {"it": "it", "de": "de", "zh_TW": "zh_Hant_TW"}
SOURCES = ("game", "scenes")
KEYWORDS = {"_": None, "n_": (1, 2), "p_": ((1, "c"), 2)}
COMMENT_TAGS = ("i18n:",)
#: A fixed date, so that extracting twice writes the same file.
EPOCH = datetime(2026, 1, 1, tzinfo=timezone.utc)
FONT_DIR = ROOT / "assets" / "fonts"
FONT_SOURCES = {"Regular": "NotoSansCJK-Regular.ttc", "Bold": "NotoSansCJK-Bold.ttc"}
FONT_FAMILY = "Noto Sans CJK TC"


def _rel(path: Path) -> str:
    """A path as the messages show it: from the repository's root where it is inside."""
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


PARTS = LOCALE / "parts"


def extract_catalog(files: list[Path] | None = None):
    """The catalog of every marked message in game/ and scenes/ (Babel's Python extractor), or
    in `files` only."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file
    catalog = Catalog(project="Modern Art", version="1", domain=DOMAIN,
                      creation_date=EPOCH, revision_date=EPOCH, fuzzy=False,
                      msgid_bugs_address="", copyright_holder="", charset="utf-8")
    paths = files if files is not None else [p for folder in SOURCES
                                             for p in sorted((ROOT / folder).rglob("*.py"))]
    for path in paths:
        path = path if path.is_absolute() else ROOT / path
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
                strip_comment_tags=True):
            if not message or (isinstance(message, tuple) and not message[0]):
                continue
            catalog.add(message, None, [(rel, lineno)], auto_comments=comments,
                        context=context)
    return catalog


def _write(catalog, path: Path, **kw) -> None:
    from babel.messages.pofile import write_po
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True, **kw)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def read(path: Path, code: str | None = None):
    from babel.messages.pofile import read_po
    with open(path, "rb") as f:
        return read_po(f, locale=BABEL_LOCALES.get(code or "", None), domain=DOMAIN)


def extract() -> None:
    catalog = extract_catalog()
    _write(catalog, POT, omit_header=False, include_lineno=False)
    print(f"{POT.relative_to(ROOT)}: {len(catalog)} messages")


def _new_catalog(code: str):
    from babel.messages.catalog import Catalog
    return Catalog(locale=BABEL_LOCALES[code], domain=DOMAIN, project="Modern Art",
                   version="1", creation_date=EPOCH, revision_date=EPOCH,
                   fuzzy=False, msgid_bugs_address="", copyright_holder="")


def part(name: str, files: list[Path]) -> None:
    """Write (or bring up to date) the catalogs of one part of the code, for its translator."""
    for code in LANGUAGES:
        # A fresh template for each language: Babel's update gives the template's own
        # message objects the catalog's translations, which would leak into the next language.
        template = extract_catalog(files)
        path = PARTS / name / f"{code}.po"
        catalog = read(path, code) if path.exists() else _new_catalog(code)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        catalog.revision_date = EPOCH
        catalog.fuzzy = False
        _write(catalog, path, include_lineno=True, ignore_obsolete=True)
        missing = sum(1 for m in catalog if m.id and not _translated(m))
        print(f"{_rel(path)}: {len(catalog)} messages, {missing} to translate")


def _part_translations(code: str) -> dict:
    """Every translation the parts' catalogs hold for language `code`: {(id, context): message}."""
    found = {}
    for path in sorted(PARTS.glob(f"*/{code}.po")):
        for m in read(path, code):
            if m.id and _translated(m) and not m.fuzzy:
                found.setdefault((m.id if isinstance(m.id, str) else tuple(m.id), m.context), m)
    return found


def update() -> None:
    for code in LANGUAGES:
        template = read(POT)        # fresh for each language (see `part`)
        path = po_path(code)
        catalog = read(path, code) if path.exists() else _new_catalog(code)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        catalog.revision_date = EPOCH
        catalog.fuzzy = False
        parts = _part_translations(code)
        for m in catalog:
            key = (m.id if isinstance(m.id, str) else tuple(m.id), m.context)
            if m.id and key in parts:      # a part's translation is the newest word
                m.string = parts[key].string
        _write(catalog, path, include_lineno=False, ignore_obsolete=True)
        missing = sum(1 for m in catalog if m.id and not _translated(m))
        print(f"{_rel(path)}: {len(catalog)} messages, {missing} to translate")


def _translated(message) -> bool:
    if isinstance(message.string, (list, tuple)):
        return all(message.string)
    return bool(message.string)


def fields(text: str) -> set[str]:
    """The {named} parts of a message."""
    names = set()
    for _literal, name, _spec, _conv in string.Formatter().parse(text):
        if name is not None:
            names.add(name)
    return names


def problems(code: str, path: Path | None = None) -> list[str]:
    """What is wrong with language `code`'s catalog (or the part's catalog at `path`):
    messages of the code it lacks, messages untranslated or fuzzy, translations naming parts
    the English does not have (or losing some), and what `msgfmt --check` says."""
    out: list[str] = []
    whole = path is None
    path = path or po_path(code)
    if not path.exists():
        return [f"{code}: no catalog at {path.relative_to(ROOT)}"]
    catalog = read(path, code)
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in extract_catalog()
              if m.id} if whole else set()
    have = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}
    out += [f"{code}: not in the catalog: {mid!r}" for mid, _c in sorted(wanted - have,
                                                                          key=str)]
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, (list, tuple)) else (m.id,)
        strings = m.string if isinstance(m.string, (list, tuple)) else (m.string,)
        if m.fuzzy:
            out.append(f"{code}: fuzzy: {ids[0]!r}")
        if not all(strings):
            out.append(f"{code}: untranslated: {ids[0]!r}")
            continue
        english = set().union(*(fields(i) for i in ids))
        for s in strings:
            try:
                got = fields(s)
            except ValueError as e:
                out.append(f"{code}: broken braces in the translation of {ids[0]!r}: {e}")
                continue
            if not got <= english:
                out.append(f"{code}: {ids[0]!r} translated with parts the English lacks: "
                           f"{sorted(got - english)}")
            elif len(ids) == 1 and got != english:
                out.append(f"{code}: {ids[0]!r} translated without parts "
                           f"{sorted(english - got)}")
    out += msgfmt_problems(path)
    return out


def msgfmt_problems(path: Path) -> list[str]:
    """What GNU `msgfmt --check` says of a catalog (empty when it passes)."""
    try:
        result = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)],
                                capture_output=True, text=True)
    except FileNotFoundError:
        return ["msgfmt is not installed: install GNU gettext (Debian: apt-get install gettext)"]
    return [] if result.returncode == 0 else [f"msgfmt --check {path.name}: "
                                              f"{result.stderr.strip()}"]


def catalog_characters() -> set[str]:
    """Every character the Chinese catalog (and the language names) can show, with ASCII and
    the punctuation the game's own words use."""
    sys.path.insert(0, str(ROOT))
    from scenes.session.language import LANGUAGES as NAMES
    chars = set(string.printable) | set("".join(NAMES.values()))
    chars |= set("…–—×·•‘’“”←→↑↓▲▼◆●○✓✗€$£¥%°")
    catalog = read(po_path("zh_TW"), "zh_TW") if po_path("zh_TW").exists() else []
    for m in catalog:
        for s in (m.string if isinstance(m.string, (list, tuple)) else (m.string,)):
            chars |= set(s or "")
    # Full-width punctuation a translator may reach for.
    chars |= set("，。：；！？、（）「」『』《》〈〉—…　")
    chars |= common_hanzi()
    # Latin-1 and Latin Extended-A: a name such as Zoë, Åsa or Łukasz, drawn in the Chinese
    # typeface (on the Chinese screens, or beside Chinese in a name), keeps its letters.
    chars |= {chr(c) for c in range(0xA0, 0x180)}
    return {c for c in chars if c.isprintable() or c == " "}


def common_hanzi() -> set[str]:
    """The 5,401 characters of Big5's first level, the ones in common use in Taiwan: so that a
    player can type a name in Chinese and see it drawn (a rarer character shows as a box)."""
    chars = set()
    for high in range(0xA4, 0xC7):
        for low in [*range(0x40, 0x7F), *range(0xA1, 0xFF)]:
            try:
                chars.add(bytes([high, low]).decode("big5"))
            except UnicodeDecodeError:
                continue
    return chars


def font(source_dir: Path) -> None:
    """Cut Noto Sans CJK TC down to the characters the catalogs use."""
    from fontTools import subset
    from fontTools.ttLib import TTCollection
    chars = catalog_characters()
    for weight, name in FONT_SOURCES.items():
        collection = TTCollection(str(source_dir / name))
        face = next(f for f in collection.fonts if f["name"].getDebugName(1) == FONT_FAMILY)
        options = subset.Options()
        options.name_IDs = ["*"]            # keep the copyright and licence records
        options.notdef_outline = True
        options.layout_features = ["*"]
        options.hinting = False
        options.desubroutinize = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=[ord(c) for c in chars])
        subsetter.subset(face)
        out = FONT_DIR / f"NotoSansTC-Subset-{weight}.otf"
        # The source's timestamp, not today's: the same characters give the same file, so a
        # rebuild with nothing new changes nothing in the repository.
        face.recalcTimestamp = False
        face.save(str(out))
        print(f"{out.relative_to(ROOT)}: {len(chars)} characters, "
              f"{out.stat().st_size // 1024} KB")


def check(name: str | None = None) -> int:
    found = [p for code in LANGUAGES
             for p in problems(code, PARTS / name / f"{code}.po" if name else None)]
    for line in found:
        print(line)
    print(f"{len(found)} problems")
    return 1 if found else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "check", "font", "all", "part"])
    parser.add_argument("name", nargs="?", help="part: the part's name")
    parser.add_argument("files", nargs="*", type=Path, help="part: its source files")
    parser.add_argument("--source-dir", type=Path, default=Path("/usr/share/fonts/opentype/noto"),
                        help="where the Noto Sans CJK .ttc files are")
    args = parser.parse_args(argv)
    if args.command == "part":
        if not args.name or not args.files:
            parser.error("part needs a name and its files")
        part(args.name, args.files)
        return 0
    if args.command in ("extract", "all"):
        extract()
    if args.command in ("update", "all"):
        update()
    if args.command in ("font", "all"):
        font(args.source_dir)
    if args.command in ("check", "all"):
        return check(args.name if args.command == "check" else None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
