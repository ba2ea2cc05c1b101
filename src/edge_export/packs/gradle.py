"""The Gradle text: each pack's build.gradle.kts, and the lines the app's settings and build files add.

The DSL is the documented one (no Android Gradle plugin runs here to check it):
- asset pack: https://developer.android.com/guide/playcore/asset-delivery/integrate-java, steps 3-5 (Kotlin):
  `plugins { id("com.android.asset-pack") }`, `assetPack { packName.set(...); dynamicDelivery {
  deliveryType.set("[ install-time | fast-follow | on-demand ]") } }`; in the app, `android { assetPacks +=
  listOf(":asset-pack-name", ...) }`; in settings, `include(":asset-pack-name")`. AGP 4.0 or later.
- AI pack: https://developer.android.com/google/play/on-device-ai, "Extract your model into an AI pack":
  `plugins { id 'com.android.ai-pack' }`, `aiPack { packName = ...; dynamicDelivery { deliveryType = ... } }`
  (the page shows Groovy only; written here in the Kotlin DSL with Gradle's `=` for properties, which every
  Gradle that runs AGP 8.8 has), listed in the app's `assetPacks` like an asset pack. AGP 8.8 or later.
- the Play libraries an app needs for fast-follow and on-demand packs, at the versions those pages name:
  `com.google.android.play:asset-delivery:2.3.0` (https://developer.android.com/guide/playcore, "Integrate
  the Play Asset Delivery Library") and `com.google.android.play:ai-delivery:0.1.1-alpha01` (the on-device AI
  page, "Declare dependency on the Play AI Delivery Library").
- `androidResources { noCompress += listOf("tflite", "db", "bin") }` keeps those files stored, not deflated, where
  the app's own build packs them (docs/android/library.md, section 2); bundletool leaves install-time asset packs'
  content uncompressed unless told otherwise, and fast-follow and on-demand content is always left
  uncompressed (bundletool's config.proto, `Compression.install_time_asset_module_default_compression`).
"""

from __future__ import annotations

from .contents import AI_PACK, Pack

ASSET_DELIVERY = "com.google.android.play:asset-delivery:2.3.0"
AI_DELIVERY = "com.google.android.play:ai-delivery:0.1.1-alpha01"
ON_DEVICE_AI_PAGE = "https://developer.android.com/google/play/on-device-ai"
ASSET_DELIVERY_PAGE = "https://developer.android.com/guide/playcore/asset-delivery/integrate-java"
HEADER = "// Written by `edge-export android-packs` from bundle {bundle!r}: rerun it rather than editing this file.\n"


def module_build_file(pack: Pack, bundle: str) -> str:
    if pack.kind == AI_PACK:  # the page's Groovy `packName = "..."`, in the Kotlin DSL
        what, page, block = "model as a Play AI pack", f"{ON_DEVICE_AI_PAGE} (Android Gradle plugin 8.8 or later)", "aiPack"
        name, delivery = f'packName = "{pack.name}"', f'deliveryType = "{pack.delivery}"'
    else:  # the page's Kotlin tab, word for word
        what, page, block = "corpus as a Play asset pack", ASSET_DELIVERY_PAGE, "assetPack"
        name, delivery = f'packName.set("{pack.name}")', f'deliveryType.set("{pack.delivery}")'
    return (HEADER.format(bundle=bundle) + f"// The bundle's {what}: {page}.\n"
            f'plugins {{\n    id("{pack.plugin}")\n}}\n\n'
            f"{block} {{\n    {name}\n    dynamicDelivery {{\n        {delivery}\n    }}\n}}\n")


def settings_snippet(packs: tuple[Pack, ...], bundle: str) -> str:
    names = [p.name for p in packs]
    return (HEADER.format(bundle=bundle)
            + "// Add to the project's settings.gradle.kts, with the pack folders copied beside app/:\n"
            + "".join(f'include(":{name}")\n' for name in names)
            + "// or, to build them where android-packs wrote them, also (the path relative to settings.gradle.kts):\n"
            + "".join(f'// project(":{name}").projectDir = file("path/to/packs/{name}")\n' for name in names))


def app_snippet(packs: tuple[Pack, ...], bundle: str) -> str:
    listed = ", ".join(f'":{p.name}"' for p in packs)
    libraries = sorted({AI_DELIVERY if p.kind == AI_PACK else ASSET_DELIVERY
                        for p in packs if p.delivery != "install-time"})
    text = (HEADER.format(bundle=bundle)
            + "// Add to the app module's build.gradle.kts.\n"
              "android {\n"
              "    // The packs in the app bundle (AI packs are listed here too).\n"
              f"    assetPacks += listOf({listed})\n"
              "    // Model, vectors and databases stored, not deflated: the model and vectors.bin are memory-mapped,\n"
              "    // the databases opened or copied without inflating.\n"
              "    androidResources {\n"
              '        noCompress += listOf("tflite", "db", "bin")\n'
              "    }\n"
              "}\n")
    if libraries:
        text += ("\n// A fast-follow or on-demand pack is fetched, and found, through Play's library:\n"
                 "dependencies {\n"
                 + "".join(f'    implementation("{library}")\n' for library in libraries)
                 + "}\n")
    return text
