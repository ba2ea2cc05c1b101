"""Restricting the embedding table to the tokens a corpus and its users' languages need.

The table is 201 M of EmbeddingGemma's 308 M parameters, and most of its 262,144 rows are tokens of
scripts a French (or English) corpus never meets. A subset is chosen for the *languages* (the default: the
same file for every corpus in them and every later version of one), or for one corpus (an explicit choice).

For languages, in this order until the budget:
1. every special and byte-fallback piece, and the prompts' tokens;
2. the pieces without a letter of at most two characters (punctuation, digits, line breaks: every text is full
   of them);
3. the frequent words of the languages (wordfreq's ranked lists, interleaved rank by rank) as typed and as
   printed: lower case, Capitalised and UPPER after a space, lower case and Capitalised glued to what
   precedes them (a line start, "l'arbitre"), without accents ("apres" for "après": phone keyboards); where
   the list drops combining marks (Persian, Arabic, Hebrew: wordfreq's "remove_marks"), each piece is followed
   by its spellings with them ("تقریبا", then "تقریباً"); the lists are case-folded, so each word is first
   written as texts write it (`_written_words`: "τησ" as "της", "heisst" followed by "heißt"; a Turkish word
   capitalised with İ as well: "İstanbul");
4. the lists continued to FURTHER_LANGUAGE_WORDS words, the same forms (rarer inflections, a Russian question's
   " nft"; a table widened for its lists holds these too: `word_list_rows`);
5. the longer letterless pieces (runs of spaces, dots, dashes: PDFs' leaders and rules; a script's letterless
   punctuation), then the lettered pieces of the languages' scripts (Latin always: commands, names, URLs) in
   merge order (BPE ids are sorted by frequency), the scripts taking turns (`_in_turns`): the ids follow the
   tokenizer's training text, mostly Latin, and a Korean table filled in id order reached 840 of its script's
   pieces fewer (Korean's list is cut into morphemes, so " 프로그램을" and the question ending "나요" come from
   this step, not step 3).
The first tier (int8 in a "_t" recipe) is LANGUAGE_TIER_ROWS rows: steps 1-2, then the words' pieces as running
text writes them by rank (after a space, " word", " Word"; glued to what precedes them in a script written
without spaces: Chinese, Japanese, Thai); the other rows are the second. A language without a ranked word list
gets its script's pieces by merge order. The table then grows by the tokens a corpus needs and the languages'
table lacks (`grown_tokens`: its words as embedded and as typed), so no word of the corpus is re-split, in a
chunk or in a question that quotes it; they join the first tier.

For one corpus, in this order until the budget:
1. every special and byte-fallback piece, and every token the corpus produces under each prompt
   (these must fit, or the budget is refused);
2. the corpus's words as a user types them in a query: lower case, Capitalised, UPPER, without
   accents, with the inflections -e/-s/-es;
3. the frequent words of the query languages, lower case and Capitalised: "Pourquoi", "Combien" are words
   a regulation never writes but every question does, and French chess questions borrow English
   ("stalemate");
4. Latin-script pieces in merge order.
Steps 1-2 are the first tier.

A language word is tokenised after a space and, in lower case, glued to what precedes it
("l'arbitre", "'bullet'"), since SentencePiece gives different pieces in the two places.

The graph remaps each original id to its row in the smaller table (an int32 lookup of 1 MB). The phone
tokenises with the stock `tokenizer.model` less the dropped pieces, which it re-splits into kept ones
(embedding.table_tokenizer); a dropped single character reads its nearest kept row.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from itertools import chain, zip_longest
from pathlib import Path

import numpy as np

from ..model.spec import DOCUMENT_TITLE_PROMPT, PROMPTS, QUERY_TASKS

# Code-point ranges a Latin-script corpus uses: ASCII, Latin-1, Latin Extended A/B and Additional,
# general punctuation, currency, letterlike symbols, arrows, maths, and the private-use Symbol/Wingdings
# bullets real PDFs carry.
_LATIN_RANGES = ((0x0000, 0x024F), (0x1E00, 0x1EFF), (0x2000, 0x22FF), (0xF000, 0xF0FF))


def _is_latin(piece: str) -> bool:
    return all(any(lo <= ord(ch) <= hi for lo, hi in _LATIN_RANGES) for ch in piece.replace("\u2581", " "))


# Scripts written without spaces between words: a word there follows the previous one directly, so its
# running-text piece is the bare word, not " word".
UNSPACED_SCRIPTS = frozenset({"Han", "Kana", "Thai", "Lao", "Khmer", "Myanmar", "Tibetan"})
# The punctuation and full-width forms written with Han, Kana and Hangul (、。「」（）：ｈ).
_CJK_PUNCTUATION = ((0x3000, 0x303F), (0xFF00, 0xFFEF))


def language_scripts(languages) -> frozenset[str]:
    """The scripts the languages are written in (chunk.languages), Latin always."""
    from ..chunk.languages import LANGUAGES

    return frozenset({"Latin"}).union(*(LANGUAGES[lang].scripts for lang in languages if lang in LANGUAGES))


def _in_scripts(scripts: frozenset[str]):
    """A test of a piece: all its characters Latin-range (letters, punctuation, symbols) or letters of `scripts`."""
    from ..chunk.scripts import script_of

    cjk = bool(scripts & {"Han", "Kana", "Hangul"})

    def test(piece: str) -> bool:
        return all(any(lo <= ord(ch) <= hi for lo, hi in _LATIN_RANGES) or script_of(ch) in scripts
                   or (cjk and any(lo <= ord(ch) <= hi for lo, hi in _CJK_PUNCTUATION))
                   for ch in piece.replace("\u2581", " "))
    return _is_latin if scripts == {"Latin"} else test


@dataclass(frozen=True)
class VocabSubset:
    keep: np.ndarray  # original ids kept, in row order: row r of the new table(s) is original id keep[r]
    remap: np.ndarray  # int32 [vocab]: original id → row; ids not kept → the fallback's row
    fallback_id: int
    # Rows of the first tier: with two tiers the corpus's rows come first (ascending), the others after
    # (ascending), and the module holds them as two tables so each can have its own precision. None: one.
    tier_rows: int | None = None

    @property
    def size(self) -> int:
        return int(self.keep.size)

    def covers(self, ids) -> bool:
        return bool(np.isin(np.asarray(ids), self.keep).all())


LANGUAGE_WORDS = 100_000  # words taken from each language's ranked list
# How deep the lists go after them, before the scripts' pieces: 130,000 held Russian's English loanword " nft" in a
# 130,000-row table, where two languages' lists leave the rows (BENCHMARKS.md "Any language").
FURTHER_LANGUAGE_WORDS = 130_000
# The first tier of a languages' table (int8 in a "_t" recipe): the specials, prompts, punctuation and the
# most frequent words' pieces; the second tier (blockwise int4) serves the rest. 20,000 rows leave 7 % of the
# gold questions' tokens and 12 % of the FR corpus's in the second tier (12,000: 11-17 %; BENCHMARKS.md
# "Bundles that live").
LANGUAGE_TIER_ROWS = 20_000
SHORT_SYMBOL_CHARS = 2  # letterless pieces this short are everyday punctuation; longer ones are runs


def _wordfreq():
    try:
        import wordfreq
    except ImportError as exc:  # an optional back-end: only vocabulary restriction needs it
        raise ImportError("vocabulary restriction with languages needs wordfreq: pip install 'edge-export[export]'") from exc
    return wordfreq


def word_lists_version() -> str:
    """Which word lists `language_words` reads (recorded in an artifact's metadata)."""
    from importlib.metadata import version

    _wordfreq()
    return f"wordfreq {version('wordfreq')}"


# wordfreq's best list of a language: its "large" one where it has one (fr, en, de, es, ru, zh...), else its
# "small" one (el, fa, ko, tr, vi...).
WORD_LIST = "best"


def listed_languages() -> frozenset[str]:
    """The languages wordfreq ranks words for."""
    return frozenset(_wordfreq().available_languages(wordlist=WORD_LIST))


def check_languages(languages) -> None:
    """Refuse a language code neither wordfreq nor the chunk stage (chunk.languages) knows, naming the known ones.
    A known language without a word list is served by its script's pieces (`language_words` skips it)."""
    from ..chunk.languages import LANGUAGES

    known = listed_languages() | set(LANGUAGES)
    unknown = [lang for lang in languages if lang not in known]
    if unknown:
        raise ValueError(f"unknown language(s) {', '.join(map(repr, unknown))} "
                         f"(known: {', '.join(sorted(known))})")


def language_words(languages, n: int = LANGUAGE_WORDS) -> list[str]:
    """The `n` most frequent words of each language with a word list (wordfreq), interleaved rank by rank."""
    check_languages(languages)
    wordfreq, listed = _wordfreq(), listed_languages()
    ranked = [wordfreq.top_n_list(lang, n, wordlist=WORD_LIST) for lang in languages if lang in listed]
    return [w for w in chain.from_iterable(zip_longest(*ranked)) if w]


def language_word_frequencies(language: str, n: int) -> tuple[list[str], np.ndarray]:
    """The `n` most frequent words of `language` (wordfreq's ranked list) and their frequencies."""
    check_languages([language])
    wordfreq = _wordfreq()
    words = wordfreq.top_n_list(language, n, wordlist="large")
    return words, np.array([wordfreq.word_frequency(w, language, wordlist="large") for w in words])


def _strip_accents(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def word_variants(word: str) -> set[str]:
    """The spellings of `word` a query may use: case, no accents, the -e/-s/-es inflections."""
    low = word.lower()
    forms = {word, low, word.capitalize(), word.upper(), low + "e", low + "s", low + "es"}
    return forms | {_strip_accents(f) for f in forms}


def _typed_ids(sp, forms) -> list[int]:
    """The ids of the token sequences of `forms` (spellings, with or without a leading space), deduplicated
    in first-occurrence order."""
    return list(dict.fromkeys(chain.from_iterable(sp.encode(list(forms)))))


@dataclass(frozen=True)
class RankedTokens:
    """The steps of the module docstring: the ids a subset must keep, then the others in the order they are
    taken, and the ids of the first tier."""

    required: frozenset[int]
    as_typed: tuple[int, ...]  # corpus: its words as typed, by id; languages: the short letterless pieces
    spoken: tuple[int, ...]  # the languages' frequent words, by rank
    # the rest: Latin-script pieces by id (languages: the letterless runs first, then the scripts' pieces in turns)
    latin: tuple[int, ...]
    first_tier: frozenset[int]
    further: tuple[int, ...] = ()  # languages: the lists' next words, by rank (taken before `latin`)

    @property
    def optional(self) -> tuple[int, ...]:
        return self.as_typed + self.spoken + self.further + self.latin


def _symbol_ids(sp) -> list[int]:
    """Every letterless Latin-range piece, runs included: PDFs are full of leaders ("................"),
    rules and line breaks (5,335 pieces of EmbeddingGemma's 262,144)."""
    return [i for i in range(sp.get_piece_size()) if not sp.is_byte(i) and not sp.is_control(i)
            and _is_latin(piece := sp.id_to_piece(i)) and not _has_letter(piece)]


def _has_letter(piece: str) -> bool:
    return any(ch.isalpha() for ch in piece)


# Combining marks (and the Arabic tatweel) that wordfreq removes from the words of some languages ("remove_marks"
# in its language_info: Arabic, Persian, Urdu, Hebrew...) but their texts write: Persian "تقریباً" (almost), with
# its tanween, is "تقریبا" in the list, and a question typing it re-split into three pieces (0.975 against fp32).
def _is_mark(ch: str) -> bool:
    return ch == "\u0640" or unicodedata.category(ch) == "Mn"


def _marked_variants(sp, languages) -> dict[int, list[int]]:
    """For the languages whose word lists drop combining marks: each piece's ids of the vocabulary's pieces that
    are it with marks (by id), to be taken right after it. Empty for the others (fr, en, de, ru, zh...)."""
    marking = [lang for lang in languages if _list_normalises(lang, "remove_marks")]
    if not marking:
        return {}
    from ..chunk.scripts import script_of

    scripts = language_scripts(marking) - {"Latin"}  # their own scripts' pieces: not "▁café" for "▁cafe"
    variants: dict[int, list[int]] = {}
    for i in range(sp.get_piece_size()):
        piece = sp.id_to_piece(i)
        bare = "".join(ch for ch in piece if not _is_mark(ch))
        if (bare != piece and any(script_of(ch) in scripts for ch in bare)
                and (base := sp.piece_to_id(bare)) != sp.unk_id()):
            variants.setdefault(base, []).append(i)
    return variants


def _list_normalises(language: str, step: str) -> bool:
    """Whether wordfreq ranks words for `language` and its list went through the normalisation `step` of its
    language_info ("remove_marks": Persian, Arabic, Hebrew; "dotless_i": Turkish)."""
    _wordfreq()
    from wordfreq.language_info import get_language_info

    return language in listed_languages() and bool(get_language_info(language).get(step))


# wordfreq case-folds its lists (str.casefold): German "heißt" is listed "heisst", Greek "της" (the) "τησ", and the
# fold decomposes "ΐ". A Greek word never ends in σ as written: the final form ς is the only spelling there.
_FINAL_SIGMA = re.compile(r"(?<=\w)σ(?!\w)")  # a lone σ is a symbol (maths)
_MAX_UNFOLDED = 3  # folds per word tried both ways ("schliesslich": 2): 2**3 spellings at most


def _written_words(sp, words, languages) -> list[str]:
    """The case-folded list `words` as texts write them: NFC, a Greek word's last σ as ς, and after each word its
    spellings with a letter its languages write that the fold changed (chunk.languages: German ß for "ss") where
    the vocabulary holds that spelling whole after a space (" heißt", " Straße"; not " müßen"): the vocabulary,
    learnt from written text, tells "Straße" from "müssen"."""
    from ..chunk.languages import LANGUAGES

    folds = {letter.casefold(): letter for lang in languages if lang in LANGUAGES
             for letter in LANGUAGES[lang].casefolded_letters}
    written = []
    for word in words:
        word = _FINAL_SIGMA.sub("ς", unicodedata.normalize("NFC", word))
        written.append(word)
        written += [w for w in _unfolded(word, folds)
                    if any(len(ids) == 1 for ids in sp.encode([" " + w, " " + w.capitalize()]))]
    return list(dict.fromkeys(written))


def _unfolded(word: str, folds: dict[str, str]) -> list[str]:
    """`word`'s spellings with some of its folds ("ss") written as their letter ("ß"), the word itself excluded."""
    spellings = {word}
    for fold, letter in folds.items():
        parts = word.split(fold)
        if 1 < len(parts) <= _MAX_UNFOLDED + 1:
            spellings = {s for w in spellings for s in _joined_each_way(w.split(fold), fold, letter)}
    return sorted(spellings - {word})


def _joined_each_way(parts: list[str], fold: str, letter: str) -> list[str]:
    joined = [parts[0]]
    for part in parts[1:]:
        joined = [j + sep + part for j in joined for sep in (fold, letter)]
    return joined


def _with_variants(ids, variants: dict[int, list[int]]) -> list[int]:
    return list(dict.fromkeys(i for base in ids for i in (base, *variants.get(base, ()))))


def _dotted_i_words(languages) -> frozenset[str]:
    """The list words of the languages whose capital i is İ (wordfreq's "dotless_i": Turkish): "için" starts a
    sentence as "İçin", which str.capitalize writes "Için"."""
    dotted = [lang for lang in languages if _list_normalises(lang, "dotless_i")]
    return frozenset(language_words(dotted)) if dotted else frozenset()


def _capitals(word: str, dotted_i: bool) -> tuple[tuple[str, str], ...]:
    """(Capitalised, UPPER) spellings of a lower-case word; with `dotted_i` (a Turkish word) its Turkish ones too."""
    plain = (word.capitalize(), word.upper())
    if not dotted_i or "i" not in word:
        return (plain,)
    return plain, ("İ" + word[1:] if word[0] == "i" else word.capitalize(), word.replace("i", "İ").upper())


def _language_forms(word: str, dotted_i: bool = False) -> list[str]:
    """A language word as typed and as printed (step 3 for languages)."""
    forms = [" " + word]
    for capital, upper in _capitals(word, dotted_i):
        forms += [" " + capital, word, capital, " " + upper]
    bare = _strip_accents(word)
    return list(dict.fromkeys(forms + ([" " + bare] if bare != word else [])))


def _running_forms(word: str, dotted_i: bool = False) -> tuple[str, ...]:
    """A language word as running text writes it most: after a space, lower case and at a sentence's start; glued
    to the previous word in a script written without spaces."""
    from ..chunk.scripts import main_script

    if main_script(word) in UNSPACED_SCRIPTS:
        return (word,)
    return tuple(dict.fromkeys([" " + word, *(" " + capital for capital, _ in _capitals(word, dotted_i))]))


def rank_tokens(sp, corpus_texts=(), languages=()) -> RankedTokens:
    """Rank the vocabulary of the SentencePiece processor `sp` for a corpus and its query languages, or,
    with no corpus texts, for the languages alone."""
    required = {i for i in range(sp.get_piece_size()) if sp.is_control(i) or sp.is_unknown(i) or sp.is_byte(i)}
    if not corpus_texts:
        return _languages_ranking(sp, frozenset(required), tuple(languages))
    required |= embedded_ids(sp, corpus_texts)
    words = {w for text in corpus_texts for w in re.findall(r"\w+", text)}
    as_typed = sorted(set(_typed_ids(sp, sorted(" " + v for w in words for v in word_variants(w)))) - required)
    taken = required | set(as_typed)
    # A word glued to what precedes it is mostly lower case ("l'arbitre", "'bullet'").
    spoken = [i for i in _typed_ids(sp, (f for w in _written_words(sp, language_words(languages), languages)
                                         for f in (" " + w, " " + w.capitalize(), w)))
              if i not in taken] if languages else []
    taken |= set(spoken)
    latin = [i for i in range(sp.get_piece_size()) if i not in taken and _is_latin(sp.id_to_piece(i))]
    # The first tier: the tokens the documents are made of (with the specials and bytes) and the corpus's
    # words as typed. Document vectors read these rows, and so do most question words; the second tier serves
    # words the corpus never writes ("Pourquoi"). With the words as typed in the second tier instead, the
    # lowest question cosine fell from 0.986 to 0.977 (BENCHMARKS.md).
    return RankedTokens(frozenset(required), tuple(as_typed), tuple(spoken), tuple(latin),
                        frozenset(required) | frozenset(as_typed))


def embedded_ids(sp, texts) -> set[int]:
    """The ids of `texts` as they are embedded: behind each prompt, since the tokens at the prompt/text boundary
    depend on it."""
    return {i for text in texts for prompt in PROMPTS.values() for i in sp.encode(prompt + text)}


def grown_tokens(tokenizer_model: Path, budget: int, languages, corpus_texts) -> tuple[int, ...]:
    """The ids a corpus needs that the languages' table of `budget` rows lacks: its texts' tokens as embedded and
    its words as a question types them (after a space, as written and in lower case: "/sbin", "kbdrate"). Empty
    for a corpus the table serves whole."""
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(tokenizer_model))
    words = {f for text in corpus_texts for w in re.findall(r"\w+", text) for f in (" " + w, " " + w.lower())}
    needed = embedded_ids(sp, corpus_texts) | set(_typed_ids(sp, sorted(words)))
    kept = select_vocab(tokenizer_model, budget, (), languages).keep
    return tuple(sorted(needed.difference(kept.tolist())))


def word_list_rows(tokenizer_model: Path, languages) -> int:
    """The rows a languages' table needs to hold every piece of its languages' word lists, continued (steps 1-4 of
    the module docstring): a table of fewer rows drops some of the listed words' pieces, and a question typing such
    a word reads it re-split. Each language gets the same depth however many share the table: four languages'
    100,000 words alone filled a widened table, which then lacked Russian's " nft" that the ru,en table holds.
    Two languages need fewer than 130,000; four de,es,ru,en more (BENCHMARKS.md "Any language")."""
    import sentencepiece as spm

    ranked = rank_tokens(spm.SentencePieceProcessor(model_file=str(tokenizer_model)), (), languages)
    return len(ranked.required) + len(ranked.as_typed) + len(ranked.spoken) + len(ranked.further)


_RANKINGS: dict[tuple, RankedTokens] = {}  # a build reads one languages' ranking 3-4 times (~8 s each)


def _languages_ranking(sp, required: frozenset[int], languages: tuple[str, ...]) -> RankedTokens:
    """`_rank_for_languages`, kept for the last few tokenizers and language sets (by the tokenizer's bytes and the
    settings it reads, so a test that changes them gets a fresh ranking)."""
    import hashlib

    key = (hashlib.sha256(sp.serialized_model_proto()).hexdigest(), languages, LANGUAGE_WORDS, FURTHER_LANGUAGE_WORDS,
           LANGUAGE_TIER_ROWS)
    if key not in _RANKINGS:
        if len(_RANKINGS) >= 4:
            _RANKINGS.pop(next(iter(_RANKINGS)))
        _RANKINGS[key] = _rank_for_languages(sp, required, languages)
    return _RANKINGS[key]


def _rank_for_languages(sp, required: frozenset[int], languages) -> RankedTokens:
    if not languages:
        raise ValueError("a table for languages needs at least one language (or a corpus to cut it to)")
    # Every text is embedded behind a prompt: its tokens are in every vector (the title's slot takes words).
    prompts = [*PROMPTS.values(), *QUERY_TASKS.values(), *DOCUMENT_TITLE_PROMPT.split("{title}")]
    required = required | {i for prompt in prompts for i in sp.encode(prompt)}
    symbols = [i for i in _symbol_ids(sp) if i not in required]
    # Punctuation, digits and line breaks ("," "3" "\n\n" "▁(") are in every text and go first; longer runs of
    # them after the words, so that the first tier holds words, not "▁▁▁▁▁▁" (BENCHMARKS.md "Bundles that live").
    short = [i for i in symbols if len(sp.id_to_piece(i)) <= SHORT_SYMBOL_CHARS]
    taken = required | set(symbols)
    listed = language_words(languages, LANGUAGE_WORDS)
    words = _written_words(sp, listed, languages)
    variants = _marked_variants(sp, languages)
    dotted = _dotted_i_words(languages)
    spoken = [i for i in _with_variants(_typed_ids(sp, (f for w in words for f in _language_forms(w, w in dotted))),
                                        variants)
              if i not in taken]
    taken |= set(spoken)
    # The lists continued: a frequent word's rare inflection or an English word in a Russian question (" nft")
    # reads its pieces whole in rows that would otherwise go to pieces no list names (BENCHMARKS.md "Any language").
    known = set(listed)
    further = _written_words(sp, [w for w in language_words(languages, FURTHER_LANGUAGE_WORDS) if w not in known],
                             languages)
    deeper = [i for i in _with_variants(_typed_ids(sp, (f for w in further for f in _language_forms(w, w in dotted))),
                                        variants)
              if i not in taken]
    taken |= set(deeper)
    scripts = language_scripts(languages)
    in_scripts = _in_scripts(scripts)
    pieces = _in_turns(sp, [i for i in range(sp.get_piece_size()) if i not in taken and in_scripts(sp.id_to_piece(i))],
                       scripts)
    # Letterless runs (leaders, rules; a script's punctuation) before the scripts' lettered pieces: cut after the
    # lettered ones, a table re-split 3 exam questions' runs ("......").
    rest = [*(i for i in symbols if len(sp.id_to_piece(i)) > SHORT_SYMBOL_CHARS),
            *(i for i in pieces if not _has_letter(sp.id_to_piece(i))),
            *(i for i in pieces if _has_letter(sp.id_to_piece(i)))]
    # The first tier: the words as running text writes them most (" word", " Word" at a sentence's start; the bare
    # word in a script written without spaces), by rank, after the specials and short symbols: more words in int8
    # than every form of fewer words.
    running = _with_variants(_typed_ids(sp, (f for w in words for f in _running_forms(w, w in dotted))), variants)
    first = list(dict.fromkeys([*sorted(required), *short, *running]))[:LANGUAGE_TIER_ROWS]
    return RankedTokens(required, tuple(short), tuple(spoken), tuple(rest), frozenset(first), tuple(deeper))


def _in_turns(sp, ids: list[int], scripts: frozenset[str]) -> list[int]:
    """`ids` (pieces of `scripts`, in merge order) with the scripts taking turns, each in merge order: a piece
    holding a letter of a script other than Latin is that script's, the others Latin's (its punctuation and
    symbols too), and the scripts go by name. One script: `ids` as they are (a Latin table is unchanged)."""
    from ..chunk.scripts import script_of

    def script(piece: str) -> str:
        return next((s for s in map(script_of, piece) if s in scripts and s != "Latin"), "Latin")

    queues: dict[str, list[int]] = {}
    for i in ids:
        queues.setdefault(script(sp.id_to_piece(i)), []).append(i)
    if len(queues) < 2:
        return ids
    ordered = [queues[name] for name in sorted(queues)]
    return [q[k] for k in range(max(map(len, ordered))) for q in ordered if k < len(q)]


# A budget of every row: the whole table is served (no id falls back to another's row), laid out in tiers.
ALL_ROWS = "all"


def vocab_budget_value(value) -> int | str:
    """A budget as written in a config, an option or the environment: a row count, or `ALL_ROWS`."""
    return ALL_ROWS if str(value).strip().lower() == ALL_ROWS else int(value)


def select_vocab(tokenizer_model: Path, budget: int | str, corpus_texts=(), languages=(), *,
                 tiered: bool = False, grown=()) -> VocabSubset:
    """The required tokens of `rank_tokens` and its first optional ones, `budget` in all (`ALL_ROWS`:
    every id); no corpus texts: the languages' table, with the ids `grown` (`grown_tokens`) added to it and to
    its first tier; `tiered`: `RankedTokens.first_tier` as a first tier of rows, the rest as a second."""
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(tokenizer_model))
    ranked = rank_tokens(sp, corpus_texts, languages)
    if budget == ALL_ROWS:
        kept = set(range(sp.get_piece_size()))
    elif len(ranked.required) > budget:
        raise ValueError(f"the corpus alone needs {len(ranked.required)} tokens, more than the budget of {budget}")
    else:
        kept = ranked.required | set(ranked.optional[: budget - len(ranked.required)])
    kept |= set(grown)
    first = sorted(kept & (ranked.first_tier | set(grown))) if tiered else sorted(kept)
    keep = np.array(first + sorted(kept.difference(first)), dtype=np.int64)
    fallback = sp.unk_id()
    remap = np.zeros(sp.get_piece_size(), dtype=np.int32)
    remap[keep] = np.arange(keep.size, dtype=np.int32)
    remap[np.setdiff1d(np.arange(remap.size), keep)] = remap[fallback]
    return VocabSubset(keep, remap, fallback, len(first) if tiered else None)


def with_nearest_fallback(subset: VocabSubset, table, block: int = 4096) -> VocabSubset:
    """Send each dropped id to the kept token whose embedding row is closest (cosine), not to `<unk>`.

    A query word the corpus never uses ("Quelles", "Pourquoi") then reads a close kept token
    ("Quelle", "pourquoi") instead of the unknown-token row. `table` is the full [vocab, dim] embedding
    matrix (torch tensor); the search runs in blocks to bound memory.
    """
    import torch

    table = torch.nn.functional.normalize(table.float(), dim=1)
    kept = table[torch.from_numpy(subset.keep)]
    dropped = np.setdiff1d(np.arange(subset.remap.size), subset.keep)  # ids the tokenizer can produce
    remap = subset.remap.copy()
    with torch.inference_mode():
        for start in range(0, dropped.size, block):
            ids = torch.from_numpy(dropped[start : start + block])
            remap[ids.numpy()] = (table[ids] @ kept.T).argmax(dim=1).numpy().astype(np.int32)
    return VocabSubset(subset.keep, remap, subset.fallback_id, subset.tier_rows)


def restrict_module_vocab(module, subset: VocabSubset, *, rotate_tail: bool = False):
    """Shrink `module`'s embedding table to the subset (split in two tables when it has two tiers) and
    install the in-graph id remap (in place). `rotate_tail`: the second tier stores its rows rotated and
    clipped for int4 rows (embedding.rotation), and the module rotates them back after the lookup."""
    import copy

    import torch

    from .rotation import RowRotation, clip_for_int, rotate

    embed = module.encoder.embed_tokens
    rows = embed.weight.data[torch.from_numpy(subset.keep)].clone()
    split = subset.size if subset.tier_rows is None else subset.tier_rows
    if split < subset.size:
        tail = copy.deepcopy(embed)  # same class: Gemma3's table scales its rows by sqrt(hidden) on lookup
        tail_rows = clip_for_int(rotate(rows[split:]), 4) if rotate_tail else rows[split:].clone()
        tail.weight = torch.nn.Parameter(tail_rows, requires_grad=False)
        tail.num_embeddings = subset.size - split
        module.embed_tokens_tail = tail
        module.tail_rotation = RowRotation(rows.shape[1]) if rotate_tail else None
    elif rotate_tail:
        raise ValueError("a rotated second tier needs two tiers")
    embed.weight = torch.nn.Parameter(rows[:split].clone(), requires_grad=False)
    embed.num_embeddings = split
    module.id_remap = torch.from_numpy(subset.remap.copy())
    return module
