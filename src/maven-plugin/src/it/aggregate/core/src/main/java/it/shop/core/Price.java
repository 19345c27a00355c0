package it.shop.core;

import org.apache.commons.lang3.Validate;

/** An amount in cents. */
public record Price(long cents) {
    public Price {
        Validate.isTrue(cents >= 0, "a price is never negative");
    }

    public Price plus(Price other) {
        return new Price(cents + other.cents);
    }
}
