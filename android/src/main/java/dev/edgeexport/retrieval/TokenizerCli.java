package dev.edgeexport.retrieval;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.Map;

/**
 * {@code TokenizerCli MODEL}: for each JSON line on stdin, one JSON array of ids on stdout. A JSON string is
 * encoded ({@link Tokenizer#encode}); an object {@code {"prompt": ..., "text": ..., "max_len": N}} gives
 * {@link Tokenizer#modelInput} ({@code max_len} optional).
 */
public final class TokenizerCli {
    private TokenizerCli() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: TokenizerCli MODEL < json-lines");
            System.exit(2);
        }
        Tokenizer tokenizer = Tokenizer.load(Paths.get(args[0]));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Object value = Json.parse(line);
            int[] ids;
            if (value instanceof Map) {
                Map<?, ?> request = (Map<?, ?>) value;
                Object maxLen = request.get("max_len");
                ids = tokenizer.modelInput((String) request.get("prompt"), (String) request.get("text"),
                        maxLen == null ? Integer.MAX_VALUE : ((Number) maxLen).intValue());
            } else {
                ids = tokenizer.encode((String) value);
            }
            out.write(Json.write(ids));
            out.write('\n');
        }
        out.flush();
    }
}
