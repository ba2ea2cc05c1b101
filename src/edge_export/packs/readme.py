"""The output folder's README.md: what each file is and how the app reaches the packs' files."""

from __future__ import annotations

import textwrap

from . import limits
from .contents import AI_PACK, Pack
from .limits import SizeCheck, size

def _where(pack: Pack) -> str:
    if pack.delivery == "install-time":
        return f'the app\'s AssetManager: `context.assets.open("{pack.name}/<file>")`'
    manager = "AiPackManager" if pack.kind == AI_PACK else "AssetPackManager"
    return f'`{manager}.getPackLocation("{pack.name}")?.assetsPath()` + `/{pack.name}/<file>` (files on disk)'


def _split(packs: tuple[Pack, ...]) -> str:
    """A paragraph when the corpus is in several packs (nothing otherwise: a corpus that fits reads as always)."""
    corpus = [p for p in packs if p.kind != AI_PACK]
    if len(corpus) < 2:
        return ""
    names = ", ".join(f"`{p.name}`" for p in corpus)
    text = (f"The corpus is over Play's {size(limits.PACK_LIMIT)} for one pack, so it is split into {len(corpus)} "
            f"asset packs ({names}), each with the same delivery: `manifest.json` and `corpus.db` are in "
            f"`{corpus[0].name}`, the other files follow in the manifest's order. The app lists every one in its "
            "`assetPacks` (the snippet does) and reads the bundle from each pack's sub-folder, the first first, "
            "then the model's: `BundleFiles.folders(...)`, or `BundleFiles.firstOf(...)` with one source a pack "
            "(docs/android/play.md, \"Opening a bundle delivered as packs\").")
    return textwrap.fill(text, width=108, break_long_words=False, break_on_hyphens=False) + "\n\n"


def readme(bundle: str, packs: tuple[Pack, ...], sizes: SizeCheck) -> str:
    rows = "".join(f"| `{p.name}/` | {'AI pack' if p.kind == AI_PACK else 'asset pack'} (`{p.plugin}`) "
                   f"| {p.delivery} | {size(p.bytes)} | {', '.join(f'`{f.path}`' for f in p.files)} | {_where(p)} |\n"
                   for p in packs)
    notes = "".join(f"- {line}\n" for line in sizes.over + sizes.notes)
    return (f"# Play packs of bundle `{bundle}`\n\n"
            "Written by `edge-export android-packs` (a rerun replaces this folder; do not edit it). Each pack is a\n"
            "Gradle module: copy its folder beside the app's `app/` (or point Gradle at it, see the settings\n"
            "snippet), then add the two snippets. The app bundle (`./gradlew bundleRelease`) then carries them\n"
            "and Google Play delivers them.\n\n"
            "| module | kind | delivery | size | files (in `<module>/src/main/assets/<module>/`) | where the app finds them |\n"
            "|---|---|---|---|---|---|\n" + rows + "\n" + _split(packs) +
            "- `settings.gradle.kts.snippet`: the `include(...)` lines for the project's `settings.gradle.kts`.\n"
            "- `app.build.gradle.kts.snippet`: the app module's `assetPacks` list and `noCompress` setting (and the\n"
            "  Play library a fast-follow or on-demand pack needs).\n"
            "- `packs.json`: the packs, their delivery, every file's bytes and SHA-256, and the size check.\n"
            "- `model.json` (in the model pack): the model file and its tokenizer, with their SHA-256; the\n"
            "  corpus pack's `manifest.json` is the bundle's, unchanged (it lists the model files too).\n\n"
            "Sizes against Google Play's limits (files' bytes; Play counts the compressed download):\n\n"
            + (notes or "- within every limit\n") + "\n"
            "Not checked here: no Android Gradle plugin or device ran on these modules; see docs/android/play.md,\n"
            "\"Delivering the bundle with Play\".\n")
