package it.shop.app;

import it.shop.core.Price;
import java.util.ArrayList;
import java.util.List;

/** What a customer is about to buy; its total is core's Price. */
public final class Basket {
    private final List<Price> prices = new ArrayList<>();

    public void add(Price price) {
        prices.add(price);
    }

    public Price total() {
        Price sum = new Price(0);
        for (Price p : prices) {
            sum = sum.plus(p);
        }
        return sum;
    }
}
