package dev.duet.teavm.run;

/**
 * A value as JShell prints it after an expression: strings in double quotes with control
 * characters escaped, characters in single quotes, arrays as {@code int[2] { 1, 2 }}, anything
 * else by {@code toString()}. The JVM side checks this against a real JShell (ValueTextTest).
 */
public final class ValueText {
    private ValueText() {
    }

    public static String of(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String s) {
            StringBuilder out = new StringBuilder("\"");
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\b' -> out.append("\\b");
                    case '\t' -> out.append("\\t");
                    case '\n' -> out.append("\\n");
                    case '\f' -> out.append("\\f");
                    case '\r' -> out.append("\\r");
                    default -> {
                        if (c < ' ') {
                            String octal = Integer.toOctalString(c);
                            out.append('\\').append("000".substring(octal.length())).append(octal);
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            return out.append('"').toString();
        }
        if (value instanceof Character) {
            return "'" + value + "'";
        }
        if (value instanceof Object[] items) {
            String name = value.getClass().getName();
            int dims = 0;
            while (name.charAt(dims) == '[') {
                dims++;
            }
            String element = name.substring(dims + 1, name.length() - 1);
            String simple = element.substring(element.lastIndexOf('.') + 1).replace('$', '.');
            return array(simple + "[" + items.length + "]" + "[]".repeat(dims - 1), items.length, i -> of(items[i]));
        }
        if (value instanceof int[] a) {
            return array("int[" + a.length + "]", a.length, i -> String.valueOf(a[i]));
        }
        if (value instanceof long[] a) {
            return array("long[" + a.length + "]", a.length, i -> String.valueOf(a[i]));
        }
        if (value instanceof boolean[] a) {
            return array("boolean[" + a.length + "]", a.length, i -> String.valueOf(a[i]));
        }
        if (value instanceof double[] a) {
            return array("double[" + a.length + "]", a.length, i -> String.valueOf(a[i]));
        }
        if (value instanceof char[] a) {
            return array("char[" + a.length + "]", a.length, i -> of(a[i]));
        }
        return value.toString();
    }

    private interface Item {
        String at(int i);
    }

    /** {@code head} is the type with its length, "int[3]". */
    private static String array(String head, int length, Item item) {
        StringBuilder out = new StringBuilder(head).append(" { ");
        for (int i = 0; i < length; i++) {
            if (i > 0) {
                out.append(", ");
            }
            out.append(item.at(i));
        }
        return out.append(" }").toString();
    }
}
