package it.shop.app;

import it.shop.core.Price;
import org.apache.commons.lang3.Validate;

/** A check of Basket's total, named so that Surefire does not run it (the IT has no test framework). */
public final class BasketCheck {
    private BasketCheck() {
    }

    public static void totals() {
        Basket basket = new Basket();
        basket.add(new Price(2));
        basket.add(new Price(3));
        Validate.isTrue(basket.total().cents() == 5, "2 + 3 cents");
    }
}
