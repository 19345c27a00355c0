package dev.duet.site.sandbox;

/** Says it started, then burns CPU until something stops it. */
public final class CpuBurner {
    private CpuBurner() {
    }

    public static void main(String[] args) {
        System.out.println("burning");
        System.out.flush();
        long n = 0;
        while (n >= 0) {
            n = (n * 31 + 7) & Long.MAX_VALUE;
        }
        System.out.println(n);
    }
}
