package it.greet;

import org.apache.commons.lang3.StringUtils;

/** Greets by name; commons-lang3 does the capitalising. */
public final class Greeter {
    private final String greeting;

    public Greeter(String greeting) {
        this.greeting = greeting;
    }

    public String greet(String name) {
        return greeting + ", " + StringUtils.capitalize(name) + "!";
    }
}
