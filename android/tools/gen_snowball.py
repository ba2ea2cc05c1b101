"""Generate android/src/main/java/dev/edgeexport/retrieval/snowball/: the Snowball stemmers of edge-export's BM25
analyzer (db/analyzer.py SNOWBALL) in Java, from the Snowball release Python's `snowballstemmer` was generated
from, so that an app stems a question as the build stemmed the index.

    git -C SNOWBALL_GIT archive v3.1.1 | tar x -C /tmp/snowball    # https://github.com/snowballstem/snowball
    .venv/bin/python android/tools/gen_snowball.py /tmp/snowball

- The source: a checkout (or `git archive`) of Snowball's repository at the tag of the installed
  snowballstemmer's version (v3.1.1 for snowballstemmer 3.1.1). Checked, not assumed: the compiler built
  there must report that version, and its Python output for every algorithm must be, byte for byte, the
  module the installed snowballstemmer runs; so the Java is the same program as the Python, from the same
  release. Snowball is BSD-3-Clause: its COPYING is copied beside the code as LICENSE.
- Steps: build the compiler (`make snowball`, a C compiler); for each algorithm in SNOWBALL's values,
  `snowball ALGO.sbl -java` in package dev.edgeexport.retrieval.snowball (not org.tartarus.snowball: an app
  that also has Lucene, which ships that package, gets no duplicate classes); copy the runtime the generated
  code uses from Snowball's java/ (Among, CharArraySequence, SnowballProgram, SnowballStemmer; not TestApp);
  write Algorithms.java (name -> stemmer, language -> name), LICENSE and README.md. The folder is this
  script's: every file in it is rewritten and any other one removed.
- Post-processing, each change checked to apply exactly where expected (a new Snowball fails here loudly):
  the package; no imports of the package's own classes; and an among entry's routine as a lambda through
  an interface (Among.Routine) instead of a MethodHandle looked up by name (java.lang.invoke: D8 refuses
  MethodHandle.invokeExact below Android 8, API 26, for every app that adds the jar).
- Checked for SnowballStemmers: no algorithm names a surrogate or private-use character (U+D800..U+F8FF),
  so a private-use character can stand in for a supplementary code point (one char for Java as for Python).

The output depends only on the source and this script (the generated files name no date or path).
"""

from __future__ import annotations

import filecmp
import importlib.metadata
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import snowballstemmer

from edge_export.db.analyzer import SNOWBALL

PACKAGE = "dev.edgeexport.retrieval.snowball"
OUT = Path(__file__).resolve().parents[1] / "src/main/java" / PACKAGE.replace(".", "/")
RUNTIME = ["Among", "CharArraySequence", "SnowballProgram", "SnowballStemmer"]
STRING = r'"(?:[^"\\]|\\.)*"'
# Characters a stand-in may be (SnowballStemmers): none of them may appear in an algorithm.
RESERVED = range(0xD800, 0xF900)


def replace(text: str, old: str, new: str, count: int = 1, where: str = "") -> str:
    """`text` with `old` (a regular expression) replaced by `new`, which must match exactly `count` times."""
    out, n = re.subn(old, new, text, flags=re.S)
    if n != count:
        sys.exit(f"{where}: {old!r} matched {n} times, expected {count}: is this Snowball's v"
                 f"{importlib.metadata.version('snowballstemmer')}?")
    return out


def class_name(algorithm: str) -> str:
    return "".join(part.capitalize() for part in algorithm.split("_")) + "Stemmer"


def runtime(source: Path, name: str) -> str:
    """One of Snowball's java/ runtime classes, in PACKAGE, its among routines called through an interface."""
    text = (source / "java/org/tartarus/snowball" / f"{name}.java").read_text(encoding="utf-8")
    where = f"java/org/tartarus/snowball/{name}.java"
    text = replace(text, r"(?m)^package org\.tartarus\.snowball;", f"package {PACKAGE};", where=where)
    if name == "Among":
        text = replace(text, r"import java\.lang\.invoke\.MethodHandle;\nimport java\.lang\.invoke\.MethodHandles;\n"
                             r"import java\.lang\.invoke\.MethodType;\nimport java\.util\.Locale;\n\n", "", where=where)
        text = replace(text, r"public class Among \{\n", """public class Among {
    /**
     * A routine of the stemmer that an entry runs when its string matches; the entry matches if it returns
     * true. (Snowball's runtime looks the routine up by name as a MethodHandle; edge-export's generator,
     * android/tools/gen_snowball.py, writes a lambda instead: no java.lang.invoke, which Android lacks
     * before API 26.)
     */
    public interface Routine {
        boolean call(SnowballProgram program);
    }

""", where=where)
        text = replace(text, r"    public Among \(String s, int substring_i, int result, String methodname,\n *"
                             r"MethodHandles\.Lookup methodobject\) \{\n.*?\n    \}\n\n    final char",
                       """    public Among (String s, int substring_i, int result, Routine method) {
        this.s = s.toCharArray();
        this.substring_i = substring_i;
        this.result = result;
        this.method = method;
    }

    final char""", where=where)
        text = replace(text, r"final MethodHandle method;", "final Routine method;", where=where)
    if name == "SnowballProgram":
        text = replace(text, r"import java\.lang\.reflect\.UndeclaredThrowableException;\n", "", where=where)
        text = replace(text, r"( *)try \{\n *if \(\(boolean\) w\.method\.invokeExact\(this\)\) \{\n *(cursor = c [+-] "
                             r"w\.s\.length;)\n *return w\.result;\n *\}\n *\} catch \(Error \| RuntimeException e\) "
                             r"\{\n *throw e;\n *\} catch \(Throwable e\) \{\n *throw new UndeclaredThrowableException"
                             r"\(e\);\n *\}\n",
                       r"\1if (w.method.call(this)) {\n\1    \2\n\1    return w.result;\n\1}\n", count=2, where=where)
    assert "import java.lang.invoke" not in text and "invokeExact" not in text and "tartarus" not in text, where
    return text


def stemmer(compiler: Path, source: Path, algorithm: str, tmp: Path) -> str:
    """The algorithm's generated class in PACKAGE, its among routines as lambdas."""
    name = class_name(algorithm)
    subprocess.run([str(compiler), str(source / "algorithms" / f"{algorithm}.sbl"), "-java", "-o", str(tmp / name),
                    "-P", PACKAGE, "-p", f"{PACKAGE}.SnowballStemmer", "-a", f"{PACKAGE}.Among"], check=True)
    text = (tmp / f"{name}.java").read_text(encoding="utf-8")
    where = f"{algorithm}.sbl"
    text = re.sub(r"import (?:org\.tartarus\.snowball|" + re.escape(PACKAGE) + r")\.\w+;\n\n", "", text)
    text = text.replace(f"extends {PACKAGE}.SnowballStemmer", "extends SnowballStemmer")
    routines = len(re.findall(r", methodObject\)", text))
    if routines:
        text = replace(text, r" *private static final java\.lang\.invoke\.MethodHandles\.Lookup methodObject = "
                             r"java\.lang\.invoke\.MethodHandles\.lookup\(\);\n", "", where=where)
        text = replace(text, rf'new Among\(({STRING}, -?\d+, -?\d+), "(\w+)", methodObject\)',
                       rf"new Among(\1, p -> (({name}) p).\2())", count=routines, where=where)
    assert "tartarus" not in text and "java.lang.invoke" not in text and "methodObject" not in text, where
    text = replace(text, r"\A(// Generated from \w+\.sbl by Snowball [0-9.]+ - https://snowballstem\.org/\n)",
                   r"\1// Post-processed by android/tools/gen_snowball.py (package, among routines): do not edit.\n",
                   where=where)
    # The characters it tests for: every string literal's and every grouping's range.
    chars = set()
    for literal in re.findall(STRING, text):
        chars |= {ord(c) for c in re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m[1], 16)),
                                         literal[1:-1]).replace("\\\\", "\\").replace('\\"', '"')}
    for low, high in re.findall(r"grouping(?:_b)?\(g_\w+, (\d+), (\d+)\)", text):
        chars |= set(range(int(low), int(high) + 1))
    assert not chars & set(RESERVED), (where, sorted(hex(c) for c in chars & set(RESERVED)))
    return text


def algorithms_class(algorithms: list[str], version: str, languages: dict[str, str]) -> str:
    cases = "".join(f'            case "{a}":\n                return new {class_name(a)}();\n' for a in algorithms)
    by_language = "".join(f'            case "{code}":\n                return "{a}";\n'
                          for code, a in sorted(languages.items()))
    names = "\n            ".join(textwrap.wrap(", ".join(f'"{a}"' for a in algorithms), 100))
    return f'''// Generated by android/tools/gen_snowball.py: do not edit.

package {PACKAGE};

import java.util.List;

/** The stemmers of this package by Snowball name: the algorithms of edge-export's analyzer (db/analyzer.py). */
public final class Algorithms {{
    /** The Snowball release they were generated from (that of Python's snowballstemmer). */
    public static final String SNOWBALL_VERSION = "{version}";

    /** Their names, sorted. */
    public static final List<String> NAMES = List.of(
            {names});

    private Algorithms() {{
    }}

    /** A new stemmer running {{@code name}}'s algorithm (each holds the word it stems), or null for another name. */
    public static SnowballStemmer create(String name) {{
        switch (name) {{
{cases}            default:
                return null;
        }}
    }}

    /**
     * The algorithm edge-export's analyzer stems {{@code language}} (its code: "fr") with, or null for a language
     * it does not stem: a manifest recording another one was not written by edge-export.
     */
    public static String forLanguage(String language) {{
        switch (language) {{
{by_language}            default:
                return null;
        }}
    }}
}}
'''


README = """# Snowball stemmers (generated: do not edit)

The Snowball stemmers of edge-export's BM25 analyzer (db/analyzer.py `SNOWBALL`) in Java, the same algorithms
from the same release as Python's `snowballstemmer` {version}: Snowball's repository
(https://github.com/snowballstem/snowball) at tag `v{version}`, its compiler's Java output and the runtime
classes of its `java/` folder, in the package `{package}` (not `org.tartarus.snowball`, so that an app with
Lucene has no duplicate classes). Algorithms: {algorithms}.

Regenerate with `android/tools/gen_snowball.py` (its docstring says how). Changes from Snowball's output: the
package, and an among entry's routine called through `Among.Routine` (a lambda) instead of a `MethodHandle`
(no `java.lang.invoke`, which Android lacks before API 26).

Licence: BSD-3-Clause, Snowball's `COPYING`, copied as `LICENSE` here (and into the jar as
`META-INF/LICENSE.snowball`).

The library's entry is `dev.edgeexport.retrieval.SnowballStemmers`.
"""


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    source = Path(sys.argv[1]).resolve()
    version = importlib.metadata.version("snowballstemmer")
    subprocess.run(["make", "-C", str(source), "snowball"], check=True, stdout=subprocess.DEVNULL)
    compiler = source / "snowball"
    reported = subprocess.run([str(compiler), "--version"], capture_output=True, text=True).stdout
    if f"version {version}" not in reported:
        sys.exit(f"{source}: its compiler says {reported.strip()!r}, the installed snowballstemmer is {version}: "
                 f"take Snowball's tag v{version}")
    algorithms = sorted(set(SNOWBALL.values()))
    installed = Path(snowballstemmer.__file__).parent
    files = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for algorithm in algorithms:
            module = f"{algorithm}_stemmer"
            subprocess.run([str(compiler), str(source / "algorithms" / f"{algorithm}.sbl"), "-python", "-eprefix", "_",
                            "-o", str(tmp / module)], check=True)
            if not filecmp.cmp(tmp / f"{module}.py", installed / f"{module}.py", shallow=False):
                sys.exit(f"{algorithm}: {source}'s Python is not the installed snowballstemmer's "
                         f"{installed / module}.py")
            files[f"{class_name(algorithm)}.java"] = stemmer(compiler, source, algorithm, tmp)
    for name in RUNTIME:
        files[f"{name}.java"] = runtime(source, name)
    files["Algorithms.java"] = algorithms_class(algorithms, version, SNOWBALL)
    files["LICENSE"] = (source / "COPYING").read_text(encoding="utf-8")
    files["README.md"] = README.format(version=version, package=PACKAGE, algorithms=", ".join(algorithms))
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    for name, text in sorted(files.items()):
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"{OUT}: {len(algorithms)} stemmers from Snowball {version} ({sum(map(len, files.values()))} characters)")


if __name__ == "__main__":
    main()
