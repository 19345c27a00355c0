package it.greet;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class GreeterTest {
    @Test
    public void capitalisesTheName() {
        assertEquals("Hello, Ada!", new Greeter("Hello").greet("ada"));
    }

    /** Fails on purpose: the Surefire report links this line (17) into the test sources' browser. */
    @Test
    public void failsOnPurpose() {
        String greeting = new Greeter("Hi").greet("bob");
        assertEquals("Hi, bob!", greeting);
    }
}
