"""Google Play's size limits, checked on the packs before they are written.

Sources (as published when this was written; Play changes them, so each limit names its page):
- Play Console Help, "Optimize your app's size and stay within Google Play app size limits"
  (https://support.google.com/googleplay/android-developer/answer/9859372): individual asset packs 1.5 GB;
  cumulative total for all modules and install-time asset packs 4 GB; cumulative total for asset packs
  delivered on-demand or fast-follow 4 GB; "Apps larger than 1GB must target the minimum SDK version of
  Android Lollipop (API level 21) or higher". All "based on the compressed download size".
- Play for On-device AI (https://developer.android.com/google/play/on-device-ai, "Considerations"):
  "Individual AI packs can be up to 1.5GB, based on their compressed download sizes. The maximum cumulative
  app size of any version of your app generated from your app bundle is 4GB"; and ("Large downloads") a
  download over 200 MB off Wi-Fi waits for the user's consent.

An AI pack is an asset pack of the app bundle (the app lists both in `assetPacks`), so both kinds count in the
same totals. Play counts compressed download bytes; this counts the files' bytes: an upper bound for what
compresses (the databases), about equal for what does not (the quantised model). GB here is 10^9 bytes, the
smaller reading. A corpus over the limit for one pack is split into several asset packs before this check
(contents.corpus_parts), so a corpus pack still over it holds a file over it alone (named here), or corpus.db
within manifest.json's bytes of it (the two share the first pack).
"""

from __future__ import annotations

from dataclasses import dataclass

from .contents import Pack

PLAY_SIZE_LIMITS = "https://support.google.com/googleplay/android-developer/answer/9859372"
PLAY_ON_DEVICE_AI = "https://developer.android.com/google/play/on-device-ai"
GB = 1_000_000_000
MB = 1_000_000
PACK_LIMIT = 1_500_000_000  # one asset pack or AI pack
INSTALL_TIME_LIMIT = 4 * GB  # all modules (the app's too) and install-time packs together
DOWNLOADED_LIMIT = 4 * GB  # fast-follow and on-demand packs together
MIN_SDK_21_ABOVE = 1 * GB  # an app larger than this must have minSdk 21 or higher
WIFI_CONSENT_ABOVE = 200 * MB  # a larger fast-follow / on-demand download off Wi-Fi waits for the user


@dataclass(frozen=True)
class SizeCheck:
    over: tuple[str, ...]  # limits broken: refused unless the caller allows them
    notes: tuple[str, ...]  # what the app must know, never a refusal

    def to_json(self) -> dict:
        return {"pack_limit_bytes": PACK_LIMIT, "install_time_limit_bytes": INSTALL_TIME_LIMIT,
                "downloaded_limit_bytes": DOWNLOADED_LIMIT, "sources": [PLAY_SIZE_LIMITS, PLAY_ON_DEVICE_AI],
                "over": list(self.over), "notes": list(self.notes)}


def size(n: int) -> str:
    return f"{n / GB:.2f} GB" if n >= GB else f"{n / MB:.1f} MB"


def check_sizes(packs: list[Pack] | tuple[Pack, ...]) -> SizeCheck:
    over, notes = [], []
    for pack in packs:
        if pack.bytes > PACK_LIMIT:
            over.append(_pack_over(pack))
        elif pack.delivery != "install-time" and pack.bytes > WIFI_CONSENT_ABOVE:
            notes.append(f"{pack.name}: {size(pack.bytes)} ({pack.delivery}): off Wi-Fi, a download over "
                         f"{size(WIFI_CONSENT_ABOVE)} waits for the user's consent (showConfirmationDialog)")
    install_time = sum(p.bytes for p in packs if p.delivery == "install-time")
    downloaded = sum(p.bytes for p in packs if p.delivery != "install-time")
    if install_time > INSTALL_TIME_LIMIT:
        over.append(f"install-time packs: {size(install_time)}, over Play's {size(INSTALL_TIME_LIMIT)} for all "
                    "modules and install-time packs together")
    elif install_time:
        notes.append(f"install-time packs: {size(install_time)} of Play's {size(INSTALL_TIME_LIMIT)} for all modules "
                     f"and install-time packs together: {size(INSTALL_TIME_LIMIT - install_time)} left for the app")
    if downloaded > DOWNLOADED_LIMIT:
        over.append(f"fast-follow and on-demand packs: {size(downloaded)}, over Play's {size(DOWNLOADED_LIMIT)} "
                    "for them together")
    if install_time + downloaded > MIN_SDK_21_ABOVE:
        notes.append(f"the packs are {size(install_time + downloaded)}: an app over {size(MIN_SDK_21_ABOVE)} "
                     "must set minSdk 21 or higher")
    return SizeCheck(tuple(over), tuple(notes))


def _pack_over(pack: Pack) -> str:
    """Why a pack is over PACK_LIMIT; naming the file when one alone is over it, as no split can help that one."""
    whole = [f for f in pack.files if f.bytes > PACK_LIMIT]
    if not whole:
        return f"{pack.name}: {size(pack.bytes)}, over Play's {size(PACK_LIMIT)} for one pack"
    file = whole[0]
    return (f"{pack.name}: its file {file.path} alone is {size(file.bytes)} ({file.bytes} bytes), over Play's "
            f"{size(PACK_LIMIT)} for one pack, and a file cannot be split across packs without changing the "
            "bundle's layout")
