import java.io.BufferedReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Two builds of the Java library answering the same questions in one JVM, interleaved (bench_java_paired.py runs
 * it): each jar in its own class loader, each question answered by both in alternating order, so that the host's
 * drift (±30 % between runs here) falls on both alike. Public API only: Bundle.openFolder, the bundle's recorded
 * settings, Searcher.answer with the given query vector, QueryEmbedding.input for the tokenising an app pays.
 *
 *   java -cp <this>:sqlite-jdbc.jar PairedSearch BUNDLE QUESTIONS REPEAT BASELINE.jar CANDIDATE.jar
 *
 * QUESTIONS: a question on one line, its query vector (space-separated floats) on the next. Prints one JSON line.
 */
public final class PairedSearch {
    private final Object searcher;
    private final Object bundle;
    private final Method answer;
    private final Method input;

    private PairedSearch(Path jar, Path folder, int k) throws Exception {
        URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getSystemClassLoader());
        Class<?> bundleClass = loader.loadClass("dev.edgeexport.retrieval.Bundle");
        Class<?> settingsClass = loader.loadClass("dev.edgeexport.retrieval.SearchSettings");
        Class<?> searcherClass = loader.loadClass("dev.edgeexport.retrieval.Searcher");
        Class<?> manifestClass = loader.loadClass("dev.edgeexport.retrieval.Manifest");
        bundle = bundleClass.getMethod("openFolder", Path.class).invoke(null, folder);
        Object recorded = settingsClass.getMethod("fromManifest", manifestClass)
                .invoke(null, bundleClass.getMethod("manifest").invoke(bundle));
        Object settings = settingsClass.getMethod("withK", int.class).invoke(recorded, k);
        Constructor<?> make = searcherClass.getConstructor(bundleClass, settingsClass);
        searcher = make.newInstance(bundle, settings);
        answer = searcherClass.getMethod("answer", String.class, float[].class);
        input = loader.loadClass("dev.edgeexport.retrieval.QueryEmbedding").getMethod("input", bundleClass, String.class);
    }

    /** One answer: the question tokenised (as an app does before its model call), then searched. */
    private Object ask(String question, float[] vector) throws Exception {
        input.invoke(null, bundle, question);
        return answer.invoke(searcher, question, vector);
    }

    /** The hits' chunk ids and scores, and the abstention flag. */
    private static List<Object> summary(Object answer) throws Exception {
        List<Object> out = new ArrayList<>();
        for (Object hit : (List<?>) field(answer, "hits")) {
            out.add(field(field(hit, "chunk"), "id"));
            out.add(field(hit, "score"));
        }
        out.add(field(answer, "abstain"));
        return out;
    }

    private static Object field(Object of, String name) throws Exception {
        Field f = of.getClass().getField(name);
        return f.get(of);
    }

    /** Same chunks in the same order and the same abstention; scores within 1e-5 (the replay's tolerance). */
    private static boolean same(List<Object> a, List<Object> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            Object x = a.get(i);
            Object y = b.get(i);
            boolean equal = x instanceof Double ? Math.abs((Double) x - (Double) y) <= 1e-5 : x.equals(y);
            if (!equal) {
                return false;
            }
        }
        return true;
    }

    public static void main(String[] args) throws Exception {
        Path folder = Paths.get(args[0]);
        List<String> questions = new ArrayList<>();
        List<float[]> vectors = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(Paths.get(args[1]), StandardCharsets.UTF_8)) {
            for (String q; (q = in.readLine()) != null; ) {
                String[] parts = in.readLine().trim().split(" ");
                float[] v = new float[parts.length];
                for (int i = 0; i < v.length; i++) {
                    v[i] = Float.parseFloat(parts[i]);
                }
                questions.add(q);
                vectors.add(v);
            }
        }
        int repeat = Integer.parseInt(args[2]);
        PairedSearch[] builds = {new PairedSearch(Paths.get(args[3]), folder, 10), new PairedSearch(Paths.get(args[4]), folder, 10)};
        int n = questions.size();
        int identical = 0;
        for (int q = 0; q < n; q++) {  // untimed: the JIT compiles both, and the answers are compared
            identical += same(summary(builds[0].ask(questions.get(q), vectors.get(q))),
                    summary(builds[1].ask(questions.get(q), vectors.get(q)))) ? 1 : 0;
        }
        double[][] medians = new double[2][n];
        for (int q = 0; q < n; q++) {
            double[][] runs = new double[2][repeat];
            for (int r = 0; r < repeat; r++) {
                for (int turn = 0; turn < 2; turn++) {
                    int b = (turn + r + q) % 2;  // who goes first alternates
                    long start = System.nanoTime();
                    builds[b].ask(questions.get(q), vectors.get(q));
                    runs[b][r] = (System.nanoTime() - start) / 1e6;
                }
            }
            for (int b = 0; b < 2; b++) {
                Arrays.sort(runs[b]);
                medians[b][q] = runs[b][repeat / 2];
            }
        }
        StringBuilder json = new StringBuilder("{\"questions\": " + n + ", \"identical_answers\": " + identical);
        String[] names = {"baseline", "candidate"};
        for (int b = 0; b < 2; b++) {
            double[] m = medians[b].clone();
            Arrays.sort(m);
            json.append(String.format(", \"%s_p50_ms\": %.2f, \"%s_p95_ms\": %.2f", names[b], m[n / 2], names[b],
                    m[Math.min(n - 1, (int) Math.ceil(0.95 * n) - 1)]));
        }
        System.out.println(json.append("}"));
    }
}
