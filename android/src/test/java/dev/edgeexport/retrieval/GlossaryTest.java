package dev.edgeexport.retrieval;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class GlossaryTest {
    @Test
    public void foldsAsPythonDoes() {
        // NFKD, non-ASCII dropped (accents, the ligature's parts kept: "ﬁ" is "fi"), lower-case, one space.
        assertEquals("qu'est-ce qu'une definition ?", Glossary.fold("  Qu’est-ce\tqu'une  DÉFINITION ?\n"));
        assertEquals("fin", Glossary.fold("ﬁn"));
        assertEquals("", Glossary.fold("日本"));
    }

    @Test
    public void definitionQuestionsByTheirTriggers() {
        assertTrue(Glossary.isDefinitionQuestion("Qu’est-ce que le Blitz ?"));
        assertTrue(Glossary.isDefinitionQuestion("Définition de l'appariement"));
        assertTrue(Glossary.isDefinitionQuestion("que VEUT dire forfait"));
        assertFalse(Glossary.isDefinitionQuestion("Quand le blitz est-il joué ?"));
    }
}
