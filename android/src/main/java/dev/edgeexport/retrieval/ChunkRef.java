package dev.edgeexport.retrieval;

/** One chunk's citation, what a result shows the user (corpus.db {@code chunks} joined with {@code documents}). */
public final class ChunkRef {
    public final long row;        // chunks.row: the key of vectors, rag_vector_store and the BM25 tables
    public final String id;
    public final String chunkId;  // content-addressed: what vector caches are keyed by
    public final String document; // the PDF's file name
    public final int page;        // the PDF's page (what a viewer opens), from 1
    public final String pageLabel; // the page number as printed ("xii", "12"); null when the PDF labels none
    public final int lineFrom;
    public final int lineTo;
    public final String section;
    public final String title;
    public final String text;

    ChunkRef(long row, String id, String chunkId, String document, int page, String pageLabel, int lineFrom,
             int lineTo, String section, String title, String text) {
        this.row = row;
        this.id = id;
        this.chunkId = chunkId;
        this.document = document;
        this.page = page;
        this.pageLabel = pageLabel;
        this.lineFrom = lineFrom;
        this.lineTo = lineTo;
        this.section = section;
        this.title = title;
        this.text = text;
    }

    /** The page to cite: the printed label when the PDF has one, else the PDF's page number. */
    public String citedPage() {
        return pageLabel != null ? pageLabel : Integer.toString(page);
    }
}
