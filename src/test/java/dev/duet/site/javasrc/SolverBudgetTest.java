package dev.duet.site.javasrc;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SolverBudgetTest {
    @Test
    void aQueryMayTakeExactlyItsSteps() {
        SolverBudget budget = new SolverBudget(2);
        budget.start();
        budget.step();
        budget.step();
        assertFalse(budget.exhausted());
        assertThrows(SolverBudget.Exhausted.class, budget::step);
        assertTrue(budget.exhausted());
    }

    @Test
    void onceUsedUpEveryStepThrowsUntilTheNextQuery() {
        SolverBudget budget = new SolverBudget(1);
        budget.start();
        budget.step();
        // code in the solver that catches the first exception and tries something else
        for (int i = 0; i < 3; i++) {
            assertThrows(SolverBudget.Exhausted.class, budget::step);
        }
        budget.finish();
        budget.start();
        budget.step();
        assertFalse(budget.exhausted());
    }

    @Test
    void aQueryRunInsideAnotherSharesItsBudget() {
        SolverBudget budget = new SolverBudget(2);
        budget.start();
        budget.step();
        budget.start();
        budget.step();
        assertThrows(SolverBudget.Exhausted.class, budget::step);
        budget.finish();
        assertTrue(budget.exhausted(), "the outer query ran out too");
        budget.finish();
        budget.start();
        assertFalse(budget.exhausted());
    }

    @Test
    void aQueryThatAsksForOneTypeOverAndOverIsALoop() {
        SolverBudget budget = new SolverBudget(SolverBudget.STEPS);
        budget.start();
        for (int i = 0; i < SolverBudget.REPEATS; i++) {
            budget.step("p.Suite.Hash");
            budget.step("p.Suite.Kex");
        }
        assertThrows(SolverBudget.Exhausted.class, () -> budget.step("p.Suite.Hash"));
    }
}
