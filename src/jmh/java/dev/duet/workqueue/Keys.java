package dev.duet.workqueue;

/** The string keys the benchmarks cycle through, built once so no benchmark allocates them. */
final class Keys {

    private Keys() {
    }

    static String[] of(int count, String prefix) {
        String[] keys = new String[count];
        for (int i = 0; i < count; i++) {
            keys[i] = prefix + i;
        }
        return keys;
    }
}
