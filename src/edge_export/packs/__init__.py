"""`edge-export android-packs`: a bundle as the Gradle modules an app includes to receive it through Google Play.

The model and its tokenizer become a Play AI pack (`com.android.ai-pack`), delivered once; the corpus (the
manifest, the databases, vectors.bin, the `<chunk_splitter>` text) an asset pack (`com.android.asset-pack`), or
several when it is over Play's limit for one. One job a module: names.py (pack names), limits.py (Play's size
limits), contents.py (which file goes where, the corpus's split, copied and checked against the manifest;
model.json), gradle.py (the modules' and the app's Gradle text), readme.py (the output's README),
android_packs.py (the run: staged beside the output, renamed into place).
"""

# DynamicDelivery.deliveryType's values (https://developer.android.com/reference/tools/gradle-api/com/android/build/api/dsl/DynamicDelivery),
# and both packs' default (android_packs.py says why). Here, not in a module of the package: the CLI's parser
# reads them without importing the rest.
DELIVERY_TYPES = ("install-time", "fast-follow", "on-demand")
DEFAULT_DELIVERY = "install-time"
