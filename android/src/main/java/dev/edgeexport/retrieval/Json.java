package dev.edgeexport.retrieval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON the library reads (manifest.json) and its command line writes: objects as LinkedHashMap, arrays as
 * List, numbers as Long (no fraction or exponent) or Double, strings, Boolean and null. Android has org.json,
 * a desktop JVM does not: this keeps the jar free of dependencies.
 */
public final class Json {
    /** The most bytes a bundle's JSON file (manifest.json, model.json) is read to: a real manifest is under 100 KB. */
    public static final long MAX_BYTES = 4L << 20;
    /** The deepest nesting parsed (a manifest nests 5 deep): deeper is damage, and would exhaust the stack. */
    public static final int MAX_DEPTH = 64;
    private final String text;
    private int at;
    private int depth;

    private Json(String text) {
        this.text = text;
    }

    /**
     * The value {@code text} holds; IllegalArgumentException with the character offset when it is not JSON or
     * nests deeper than {@link #MAX_DEPTH}.
     */
    public static Object parse(String text) {
        Json parser = new Json(text);
        parser.skipSpace();
        Object value = parser.value();
        parser.skipSpace();
        if (parser.at != text.length()) {
            throw parser.error("text after the value");
        }
        return value;
    }

    /** {@code value} as compact JSON (non-ASCII characters as they are, in UTF-8 when written). */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String) {
            quote((String) value, out);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            out.append(d);
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                quote(String.valueOf(entry.getKey()), out);
                out.append(':');
                write(entry.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List) {
            out.append('[');
            boolean first = true;
            for (Object item : (List<?>) value) {
                out.append(first ? "" : ",");
                first = false;
                write(item, out);
            }
            out.append(']');
        } else if (value instanceof int[]) {
            List<Object> items = new ArrayList<>();
            for (int i : (int[]) value) {
                items.add((long) i);
            }
            write(items, out);
        } else if (value instanceof float[]) {
            List<Object> items = new ArrayList<>();
            for (float f : (float[]) value) {
                items.add((double) f);
            }
            write(items, out);
        } else {
            throw new IllegalArgumentException("cannot write " + value.getClass().getName() + " as JSON");
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }

    private Object value() {
        if (at >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(at);
        if ((c == '{' || c == '[') && depth == MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH);
        }
        switch (c) {
            case '{': return object();
            case '[': return array();
            case '"': return string();
            case 't': return literal("true", Boolean.TRUE);
            case 'f': return literal("false", Boolean.FALSE);
            case 'n': return literal("null", null);
            default:
                if (c == '-' || (c >= '0' && c <= '9')) {
                    return number();
                }
                throw error("unexpected character '" + c + "'");
        }
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        skipSpace();
        if (peek() == '}') {
            at++;
            return map;
        }
        depth++;
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("expected a key");
            }
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            map.put(key, value());
            skipSpace();
            if (peek() == ',') {
                at++;
            } else {
                expect('}');
                depth--;
                return map;
            }
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        skipSpace();
        if (peek() == ']') {
            at++;
            return list;
        }
        depth++;
        while (true) {
            skipSpace();
            list.add(value());
            skipSpace();
            if (peek() == ',') {
                at++;
            } else {
                expect(']');
                depth--;
                return list;
            }
        }
    }

    private String string() {
        at++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw error("unterminated escape");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"': out.append('"'); break;
                case '\\': out.append('\\'); break;
                case '/': out.append('/'); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'u':
                    if (at + 4 > text.length()) {
                        throw error("short \\u escape");
                    }
                    try {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("bad \\u escape");
                    }
                    at += 4;
                    break;
                default:
                    throw error("bad escape \\" + e);
            }
        }
    }

    private Object number() {
        int start = at;
        boolean integral = true;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '.' || c == 'e' || c == 'E') {
                integral = false;
            } else if (!(c == '-' || c == '+' || (c >= '0' && c <= '9'))) {
                break;
            }
            at++;
        }
        String digits = text.substring(start, at);
        try {
            return integral ? (Object) Long.parseLong(digits) : (Object) Double.parseDouble(digits);
        } catch (NumberFormatException ex) {
            throw error("bad number " + digits);
        }
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("unexpected word");
        }
        at += word.length();
        return value;
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : '\0';
    }

    private void expect(char c) {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        at++;
    }

    private void skipSpace() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("not JSON at character " + at + ": " + what);
    }
}
