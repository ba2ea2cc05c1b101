package dev.edgeexport.retrieval;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The library from a shell, for checks against edge-export (make replay-java, the tests) and benchmarks; an app
 * calls {@link Searcher} instead. JSON lines in on stdin, JSON lines out on stdout:
 * <pre>
 *   verify BUNDLE                     every file against the manifest's bytes and SHA-256; exit 1 on a difference
 *   tokenize BUNDLE                   "question" → {"ids": [...], "signature": "embed_32", "seq_len": 32}
 *   search BUNDLE [-k K] [--source S] {"question": ..., "vector": [...] | "output": [...]} → {"hits": [...], "top_cosine",
 *                                     "abstain_score", "abstain"} ("output": the model's raw output, cut to vectors.dims here)
 *   time BUNDLE [-k K] [--repeat N]   {"question": ..., "vector": [...]} lines; prints the p50 and p95 ms of
 *                                     tokenising + searching each question (no model call), per question's median of N,
 *                                     after one untimed pass over every question (the JIT compiles the hot paths), and
 *                                     the heap in use after opening (after a collection) and at its highest sample
 *
 * Every command also takes, for a bundle delivered as a corpus pack and a model pack (docs/android/library.md, section 2):
 *   --model-folder DIR                the model pack's folder (model.json, the .tflite, sentencepiece.model): files
 *                                     are read from BUNDLE first, then DIR; verify also checks DIR's files against
 *                                     its model.json
 *   --model-sha256 HEX                the SHA-256 of the model the app will run
 *   --corpus-folder DIR               with --model-folder, another corpus pack's folder, for a corpus split over
 *                                     several asset packs (BUNDLE the first: manifest.json, corpus.db); repeatable,
 *                                     files read from BUNDLE, then each DIR in order, then --model-folder's
 * Either is checked against the manifest's vectors.model_sha256 before anything else: another model is refused,
 * exit 1 with "manifest.json: ..." on stderr; a manifest that records none is named on stderr, and the command goes on.
 * </pre>
 */
public final class Cli {
    private Cli() {
    }

    public static void main(String[] args) throws IOException {
        System.exit(run(args, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), System.out,
                System.err));
    }

    static int run(String[] args, BufferedReader in, PrintStream outStream, PrintStream err) throws IOException {
        if (args.length < 2) {
            err.println("usage: Cli verify|tokenize|search|time BUNDLE [-k K] [--repeat N] [--source S]"
                    + " [--model-folder DIR] [--model-sha256 HEX] [--corpus-folder DIR]...");
            return 2;
        }
        Path folder = Path.of(args[1]);
        int k = 10;
        int repeat = 5;
        String source = null;
        Path modelFolder = null;
        String modelSha256 = null;
        List<Path> corpusFolders = new ArrayList<>(List.of(folder));
        if (args.length % 2 != 0) {
            err.println("option " + args[args.length - 1] + " needs a value");
            return 2;
        }
        for (int i = 2; i + 1 < args.length; i += 2) {
            if (args[i].equals("-k")) {
                k = Integer.parseInt(args[i + 1]);
            } else if (args[i].equals("--source")) {
                source = args[i + 1];
            } else if (args[i].equals("--repeat")) {
                repeat = Integer.parseInt(args[i + 1]);
            } else if (args[i].equals("--model-folder")) {
                modelFolder = Path.of(args[i + 1]);
            } else if (args[i].equals("--corpus-folder")) {
                corpusFolders.add(Path.of(args[i + 1]));
            } else if (args[i].equals("--model-sha256")) {
                modelSha256 = args[i + 1];
                if (!Sha256.isHex(modelSha256)) {
                    err.println("--model-sha256: not a SHA-256 (64 hex digits): " + modelSha256);
                    return 2;
                }
            } else {
                err.println("unknown option " + args[i]);
                return 2;
            }
        }
        if (corpusFolders.size() > 1 && modelFolder == null) {
            err.println("--corpus-folder needs --model-folder (the packs of a corpus split by android-packs)");
            return 2;
        }
        Bundles bundles = new Bundles(corpusFolders, modelFolder);
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(outStream, StandardCharsets.UTF_8));
        try {
            if (modelFolder != null || modelSha256 != null) {
                checkModel(bundles, modelSha256, err);
            }
            switch (args[0]) {
                case "verify":
                    return verify(bundles, out);
                case "tokenize":
                    return tokenize(bundles, in, out);
                case "search":
                    return search(bundles, k, source, in, out);
                case "time":
                    return time(bundles, k, repeat, in, out);
                default:
                    err.println("unknown command " + args[0]);
                    return 2;
            }
        } catch (BundleException e) {
            err.println(e.getMessage());
            return 1;
        } finally {
            out.flush();
        }
    }

    /** The bundle of the command line: one folder, or the corpus packs' folders and a model pack's. */
    private static final class Bundles {
        final Path folder;
        final List<Path> corpusFolders;  // folder first
        final Path modelFolder;  // null: the whole bundle is in folder

        Bundles(List<Path> corpusFolders, Path modelFolder) {
            this.folder = corpusFolders.get(0);
            this.corpusFolders = corpusFolders;
            this.modelFolder = modelFolder;
        }

        List<Path> folders() {
            List<Path> all = new ArrayList<>(corpusFolders);
            if (modelFolder != null) {
                all.add(modelFolder);
            }
            return all;
        }

        BundleFiles files() {
            List<Path> all = folders();
            return all.size() == 1 ? BundleFiles.folder(folder) : BundleFiles.folders(all.toArray(new Path[0]));
        }

        Bundle open() {
            return modelFolder == null ? Bundle.openFolder(folder) : Bundle.openFolders(corpusFolders, modelFolder);
        }
    }

    /** The model check of --model-folder and --model-sha256: a BundleException (exit 1) when either differs. */
    private static void checkModel(Bundles bundles, String modelSha256, PrintStream err) {
        Manifest manifest = Manifest.read(bundles.files());
        Bundle.ModelCheck result = null;
        if (bundles.modelFolder != null) {
            result = Bundle.checkModel(manifest, ModelInfo.read(BundleFiles.folder(bundles.modelFolder)));
        }
        if (modelSha256 != null) {
            result = Bundle.checkModel(manifest, modelSha256);
        }
        if (result == Bundle.ModelCheck.NOT_RECORDED) {
            err.println(Manifest.FILE + ": records no vectors.model_sha256 (a bundle from before it was recorded):"
                    + " the model was not checked");
        }
    }

    private static int verify(Bundles bundles, BufferedWriter out) throws IOException {
        List<String> violations = new ArrayList<>(Bundle.verify(bundles.files()));
        if (bundles.modelFolder != null) {
            BundleFiles modelFiles = BundleFiles.folder(bundles.modelFolder);
            violations.addAll(ModelInfo.read(modelFiles).verify(modelFiles));
        }
        for (String v : violations) {
            out.write(v + "\n");
        }
        String what = String.join(" and ", bundles.folders().stream().map(Path::toString).toArray(String[]::new));
        out.write(violations.isEmpty() ? what + ": every file matches the manifest\n" : "");
        return violations.isEmpty() ? 0 : 1;
    }

    private static int tokenize(Bundles bundles, BufferedReader in, BufferedWriter out) throws IOException {
        try (Bundle bundle = bundles.open()) {
            for (String line; (line = in.readLine()) != null; ) {
                QueryInput input = QueryEmbedding.input(bundle, (String) Json.parse(line));
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("ids", input.ids());
                result.put("signature", input.signature().name);
                result.put("seq_len", (long) input.signature().seqLen);
                out.write(Json.write(result) + "\n");
            }
        }
        return 0;
    }

    private static int search(Bundles bundles, int k, String source, BufferedReader in, BufferedWriter out)
            throws IOException {
        try (Bundle bundle = bundles.open()) {
            Searcher searcher = new Searcher(bundle,
                    SearchSettings.fromManifest(bundle.manifest()).withK(k).withSourceFilter(source));
            for (String line; (line = in.readLine()) != null; ) {
                Map<String, Object> request = Manifest.map(Json.parse(line), "request");
                Answer answer = searcher.answer((String) request.get("question"), queryVector(request, bundle));
                out.write(Json.write(toJson(answer)) + "\n");
            }
        }
        return 0;
    }

    private static int time(Bundles bundles, int k, int repeat, BufferedReader in, BufferedWriter out) throws IOException {
        try (Bundle bundle = bundles.open()) {
            Searcher searcher = new Searcher(bundle, SearchSettings.fromManifest(bundle.manifest()).withK(k));
            List<String> questions = new ArrayList<>();
            List<float[]> vectors = new ArrayList<>();
            for (String line; (line = in.readLine()) != null; ) {
                Map<String, Object> request = Manifest.map(Json.parse(line), "request");
                questions.add((String) request.get("question"));
                vectors.add(queryVector(request, bundle));
            }
            long heapOpen = usedHeapAfterGc();  // the bundle and searcher open, the requests read
            long heapPeak = heapOpen;
            List<Double> medians = new ArrayList<>();
            for (int pass = 0; pass < 2; pass++) {  // pass 0 warms the JIT up, untimed
                for (int q = 0; q < questions.size(); q++) {
                    double[] runs = new double[pass == 0 ? 1 : repeat];
                    for (int r = 0; r < runs.length; r++) {
                        long start = System.nanoTime();
                        QueryEmbedding.input(bundle, questions.get(q));
                        searcher.answer(questions.get(q), vectors.get(q));
                        runs[r] = (System.nanoTime() - start) / 1e6;
                    }
                    heapPeak = Math.max(heapPeak, usedHeap());
                    java.util.Arrays.sort(runs);
                    if (pass == 1) {
                        medians.add(runs[runs.length / 2]);
                    }
                }
            }
            medians.sort(null);
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("questions", (long) medians.size());
            result.put("chunks", (long) bundle.chunks().size());
            result.put("p50_ms", medians.get(medians.size() / 2));
            result.put("p95_ms", medians.get(Math.min(medians.size() - 1, (int) Math.ceil(0.95 * medians.size()) - 1)));
            result.put("heap_open_mb", heapOpen / 1e6);
            result.put("heap_peak_mb", heapPeak / 1e6);
            result.put("heap_max_mb", Runtime.getRuntime().maxMemory() / 1e6);
            out.write(Json.write(result) + "\n");
        }
        return 0;
    }

    /** The JVM's heap in use (bytes), garbage included: sampled after each question, an upper bound of the live data. */
    private static long usedHeap() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    /** The heap in use after a collection: what the open bundle, the searcher and the read requests keep. */
    private static long usedHeapAfterGc() {
        System.gc();
        return usedHeap();
    }

    /**
     * A request's query vector: "vector", already at the bundle's width, or "output", the model's raw output, cut
     * here as an app's is (QueryInput.toDims); null when it has neither (mode bm25).
     */
    private static float[] queryVector(Map<String, Object> request, Bundle bundle) {
        return request.containsKey("output")
                ? QueryInput.toDims(vector(request.get("output")), bundle.manifest().dims())
                : vector(request.get("vector"));
    }

    private static float[] vector(Object json) {
        if (json == null) {
            return null;
        }
        List<?> items = (List<?>) json;
        float[] out = new float[items.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((Number) items.get(i)).floatValue();
        }
        return out;
    }

    private static Map<String, Object> toJson(Answer answer) {
        List<Object> hits = new ArrayList<>();
        for (Hit hit : answer.hits) {
            Map<String, Object> h = new LinkedHashMap<>();
            h.put("rank", (long) hit.rank);
            h.put("row", hit.chunk.row);
            h.put("id", hit.chunk.id);
            h.put("document", hit.chunk.document);
            h.put("page", (long) hit.chunk.page);
            h.put("page_label", hit.chunk.pageLabel);
            h.put("score", hit.score);
            h.put("mode", hit.mode);
            hits.add(h);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("hits", hits);
        out.put("top_cosine", answer.topCosine);
        out.put("abstain_score", answer.abstainScore);
        out.put("abstain", answer.abstain);
        return out;
    }
}
