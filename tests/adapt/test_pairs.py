from edge_export.adapt.pairs import inverse_cloze_pairs, pairs_digest
from edge_export.chunk.sentences import MAX_WORDS, MIN_WORDS

QP = "task: question answering | query: "


def _chunk(i, text, page=1):
    return {"id": f"FR-001-{page:03}-{i:02}", "text": text, "source": "a.pdf", "page": page}


def test_a_pair_is_a_sentence_and_the_rest_of_its_chunk(small_corpus):
    chunks = small_corpus["chunks"]
    prompts = [f"title: t{i} | text: " for i in range(len(chunks))]
    pairs = inverse_cloze_pairs(chunks, prompts, QP)
    assert pairs, "the real PDFs' chunks give pairs"
    for pair in pairs:
        chunk = chunks[pair.chunk]
        sentence = pair.query[len(QP):]
        assert pair.query.startswith(QP) and pair.passage.startswith(prompts[pair.chunk])
        assert MIN_WORDS <= len(sentence.split()) <= MAX_WORDS
        assert sentence in " ".join(chunk["text"].split())
        assert sentence not in pair.passage  # removed: the pair is one of meaning, not of the same words
        assert (pair.source, pair.page) == (chunk["source"], chunk["page"])


def test_pairs_are_the_same_on_every_run_and_follow_the_texts(small_corpus):
    chunks = small_corpus["chunks"]
    prompts = ["title: none | text: "] * len(chunks)
    first, again = inverse_cloze_pairs(chunks, prompts, QP), inverse_cloze_pairs(chunks, prompts, QP)
    assert first == again and pairs_digest(first) == pairs_digest(again)
    edited = [dict(c, text=c["text"] + " Une phrase ajoutée à la fin pour changer ce texte.") for c in chunks]
    assert pairs_digest(inverse_cloze_pairs(edited, prompts, QP)) != pairs_digest(first)


def test_chunks_without_a_usable_sentence_give_no_pair():
    long_sentence = " ".join(["mot"] * (MAX_WORDS + 1)) + "."
    chunks = [_chunk(1, "Trop court. Aussi."), _chunk(2, long_sentence + " Court."),
              _chunk(3, "Une seule phrase de huit mots au moins ici."),
              _chunk(4, "Ceci est une phrase de huit mots bien comptés. Et la suite.")]
    pairs = inverse_cloze_pairs(chunks, ["p: "] * 4, QP)
    assert [p.chunk for p in pairs] == [3]
    assert pairs[0].passage == "p: Et la suite."
