package dev.edgeexport.retrieval.snowball;

/**
 * Internal class used by Snowball stemmers
 */
public class Among {
    /**
     * A routine of the stemmer that an entry runs when its string matches; the entry matches if it returns
     * true. (Snowball's runtime looks the routine up by name as a MethodHandle; edge-export's generator,
     * android/tools/gen_snowball.py, writes a lambda instead: no java.lang.invoke, which Android lacks
     * before API 26.)
     */
    public interface Routine {
        boolean call(SnowballProgram program);
    }

    public Among (String s, int substring_i, int result) {
        this.s = s.toCharArray();
        this.substring_i = substring_i;
        this.result = result;
        this.method = null;
    }

    public Among (String s, int substring_i, int result, Routine method) {
        this.s = s.toCharArray();
        this.substring_i = substring_i;
        this.result = result;
        this.method = method;
    }

    final char[] s; /* search string */
    final int substring_i; /* index to longest matching substring */
    final int result; /* result of the lookup */

    // Make sure this is not accessible outside package for Java security reasons!
    final Routine method; /* method to use if substring matches */
}
