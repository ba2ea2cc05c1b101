"""Pack names: what Play and the Android Gradle plugin accept, and the ones derived from a bundle's name.

The rule, the same for asset packs and AI packs: "Asset pack names must start with a letter and can only
contain letters, numbers, and underscores" (https://developer.android.com/guide/playcore/asset-delivery/integrate-java,
step 2; https://developer.android.com/google/play/on-device-ai, "Extract your model into an AI pack", step 1).
The module's folder is named after its pack (both pages: "This directory name is used as the ... pack name"),
and the pack's assets sit in a sub-folder of the same name, so that install-time packs, whose assets share
the app's AssetManager namespace, cannot collide with each other or with the app's own assets.
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


def check_pack_names(model: str, corpus: str) -> None:
    """EdgeExportError naming the option whose name breaks the rule, or when both packs have one name."""
    for option, name in (("--model-pack", model), ("--corpus-pack", corpus)):
        if not PACK_NAME.fullmatch(name):
            raise EdgeExportError(f"{option} {name!r}: {RULE}")
        if name in RESERVED:
            raise EdgeExportError(f"{option} {name!r}: the app bundle's own module is named {name!r}")
    if model == corpus:
        raise EdgeExportError(f"--model-pack and --corpus-pack are both {model!r}: each pack needs its own name")
