package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ParseMessagesTest {

    @Test
    void keepsAShortListOfExpectedTokens() {
        assertEquals("syntax error: unexpected \"}\", expected \";\" or a name",
                ParseMessages.shorten("Parse error. Found \"}\", expected one of  \";\" <IDENTIFIER>"));
    }

    @Test
    void dropsALongListOfExpectedTokens() {
        assertEquals("syntax error: unexpected \"{\"", ParseMessages.shorten("Parse error. Found \"{\", expected "
                + "one of  \")\" \"@\" \"_\" \"abstract\" \"boolean\" <IDENTIFIER>"));
    }

    @Test
    void passesOtherMessagesThrough() {
        assertEquals("syntax error: 'record' is not supported.", ParseMessages.shorten("'record' is not supported."));
        assertEquals("syntax error", ParseMessages.shorten(""));
    }
}
