"""The synthetic corpus of the scale benchmarks (bench_scale.py, scale_bundle.py, bench_java_search.py,
bench_bm25_tables.py): the real FR chunk file, then seeded synthetic chunks made from it (a real chunk's lines
with about a third swapped for lines of a donor chunk and a tenth of the words for words of the corpus, in
synthetic documents of 120 pages of 3 to 9 chunks), and vectors for them. Below both bench_scale.py and
scale_bundle.py, which import it (and not each other in a circle).
"""

from __future__ import annotations

import hashlib

import numpy as np

SEED = 20260101
PAGES_PER_DOC = 120
CHUNKS_PER_PAGE = (3, 9)  # inclusive; the FR corpus has 5.7 per page
LINE_SWAP, WORD_SWAP = 0.3, 0.1
JITTER = 0.02
# corpus.db meta keys that write_corpus_db sets itself
AUTO_META = {"schema_version", "vector_format", "dims", "fts", "sdk_table", "bm25_analyzer", "documents", "chunks"}


# --- the synthetic corpus ---------------------------------------------------------------------------------------

def make_corpus(real: dict, n: int, seed: int = SEED) -> tuple[dict, np.ndarray]:
    """The real corpus, then n − len(real) synthetic chunks; (corpus, source index of each chunk)."""
    corpus, sources, _ = make_corpus_with_donors(real, n, seed)
    return corpus, sources


def make_corpus_with_donors(real: dict, n: int, seed: int = SEED) -> tuple[dict, np.ndarray, np.ndarray]:
    """make_corpus, and the chunk each synthetic chunk's swapped lines came from (its own index for a real one)."""
    chunks = real["chunks"]
    if n < len(chunks):
        raise SystemExit(f"--sizes: at least the real corpus's {len(chunks)} chunks")
    rng = np.random.default_rng(seed)
    lines = [c["text"].split("\n") for c in chunks]
    words = np.array([w for c in chunks for w in c["text"].split()], dtype=object)
    real_docs = real["metadata"]["documents"]
    documents = [dict(d) for d in real_docs]
    out = [dict(c) for c in chunks]
    sources = list(range(len(chunks)))
    donors = list(range(len(chunks)))
    number = max(d["number"] for d in real_docs)
    doc = page = seq = per_page = 0
    prev = None
    for k in range(n - len(chunks)):
        if doc == 0 or (seq == per_page and page == PAGES_PER_DOC):  # a new synthetic document
            number += 1
            base = real_docs[(number - 1) % len(real_docs)]
            source = f"SYN{number:03d}_{base['source']}"
            documents.append({"number": number, "source": source, "doc_id": hashlib.md5(source.encode()).hexdigest(),
                              "pages": 0, "title": f"{base.get('title') or base['source']} ({number})"})
            doc, page, seq, per_page, prev = number, 0, 0, 0, None
        if seq == per_page:  # a new page
            page, seq = page + 1, 0
            per_page = int(rng.integers(CHUNKS_PER_PAGE[0], CHUNKS_PER_PAGE[1] + 1))
            documents[-1]["pages"] = page
        seq += 1
        i, j = k % len(chunks), int(rng.integers(len(chunks)))
        src = chunks[i]
        mixed = [lines[j][int(rng.integers(len(lines[j])))] if r < LINE_SWAP else line
                 for line, r in zip(lines[i], rng.random(len(lines[i])))]
        text = "\n".join(" ".join(words[int(rng.integers(len(words)))] if r < WORD_SWAP else w
                                  for w, r in zip(line.split(" "), rng.random(line.count(" ") + 1)))
                         for line in mixed)[:2000]
        if len(text.strip()) < 50:
            text = src["text"]
        cid = f"{real['metadata']['corpus'].upper()}-{doc:03d}-{page:03d}-{seq:02d}"
        meta = {**src["metadata"], "title": documents[-1]["title"], "prev_chunk_id": prev, "next_chunk_id": None}
        if prev is not None:
            out[-1]["metadata"]["next_chunk_id"] = cid
        out.append({**src, "id": cid, "text": text, "source": documents[-1]["source"], "page": page, "metadata": meta,
                    "chunk_id": hashlib.md5(f"{cid}|{text}".encode()).hexdigest(), "doc_id": documents[-1]["doc_id"],
                    "offset_chars": {"from": 0, "to": len(text)}})
        sources.append(i)
        donors.append(j)
        prev = cid
    meta = {**real["metadata"], "total_chunks": n, "documents": documents}
    return {"metadata": meta, "chunks": out}, np.asarray(sources), np.asarray(donors)


def make_vectors(sources: np.ndarray, real_vectors: np.ndarray, kind: str, seed: int = SEED) -> np.ndarray:
    rng = np.random.default_rng(seed + 1)
    if kind == "random":
        v = rng.standard_normal((len(sources), real_vectors.shape[1]), dtype=np.float32)
    else:
        v = real_vectors[sources].copy()
        n_real = len(real_vectors)
        v[n_real:] += JITTER * rng.standard_normal((len(sources) - n_real, v.shape[1]), dtype=np.float32)
    v /= np.linalg.norm(v, axis=1, keepdims=True)
    return v.astype(np.float32)


# --- stages (each in its own interpreter) -------------------------------------------------------------------------
