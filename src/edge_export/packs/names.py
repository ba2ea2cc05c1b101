"""Pack names: what Play and the Android Gradle plugin accept, and the ones derived from a bundle's name.

The rule, the same for asset packs and AI packs: "Asset pack names must start with a letter and can only
contain letters, numbers, and underscores" (https://developer.android.com/guide/playcore/asset-delivery/integrate-java,
step 2; https://developer.android.com/google/play/on-device-ai, "Extract your model into an AI pack", step 1).
The module's folder is named after its pack (both pages: "This directory name is used as the ... pack name"),
and the pack's assets sit in a sub-folder of the same name, so that install-time packs, whose assets share
the app's AssetManager namespace, cannot collide with each other or with the app's own assets.

A corpus over one pack's limit is split (contents.corpus_parts): its packs are the corpus pack's name, then that
name with `_2`, `_3`... The first keeps the name alone because it holds what an app opens first (manifest.json,
corpus.db), so an app written for one corpus pack finds them where it did. Numbers, not roles (`_vectors`):
a pack may hold several files, and which ones follows from their sizes.
"""

from __future__ import annotations

import re

from ..errors import EdgeExportError

PACK_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
RULE = "a pack name starts with a letter and has only letters, digits and underscores"
# The app's own module in an app bundle is named "base": a pack cannot take its name.
RESERVED = frozenset({"base"})


def derived_names(bundle: str) -> tuple[str, str]:
    """(model pack, corpus pack) for a bundle: `<bundle>_model`, `<bundle>_corpus`, with every character the
    rule refuses made an underscore and `bundle_` put first when the name would not start with a letter."""
    stem = re.sub(r"[^A-Za-z0-9_]+", "_", bundle).strip("_") or "bundle"
    if not stem[0].isalpha():  # only ASCII is left
        stem = f"bundle_{stem}"
    return f"{stem}_model", f"{stem}_corpus"


def corpus_pack_names(corpus: str, count: int) -> tuple[str, ...]:
    """The names of a corpus split into `count` packs: `corpus`, `corpus_2`, ... `corpus_<count>`."""
    return (corpus,) + tuple(f"{corpus}_{part}" for part in range(2, count + 1))


def check_pack_names(model: str, corpus: str, corpus_packs: int = 1) -> None:
    """EdgeExportError naming the option whose name breaks the rule, or when the model pack has the name of
    one of the corpus's `corpus_packs` packs. A valid `corpus` makes every `corpus_<n>` valid."""
    for option, name in (("--model-pack", model), ("--corpus-pack", corpus)):
        if not PACK_NAME.fullmatch(name):
            raise EdgeExportError(f"{option} {name!r}: {RULE}")
        if name in RESERVED:
            raise EdgeExportError(f"{option} {name!r}: the app bundle's own module is named {name!r}")
    if model == corpus:
        raise EdgeExportError(f"--model-pack and --corpus-pack are both {model!r}: each pack needs its own name")
    names = corpus_pack_names(corpus, corpus_packs)
    if model in names:
        raise EdgeExportError(f"--model-pack {model!r} is the name of one of the corpus's packs ({', '.join(names)}: "
                              "the corpus is over one pack's size limit, so it is split): each pack needs its own name")
