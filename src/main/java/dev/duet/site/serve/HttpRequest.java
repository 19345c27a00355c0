package dev.duet.site.serve;

import java.io.InputStream;
import java.net.InetAddress;
import java.util.Locale;
import java.util.Map;

/**
 * One parsed request: method, decoded path and query, headers (names in lower case, one value
 * each), the body (exactly Content-Length bytes) and the client's address.
 */
record HttpRequest(String method, String path, String query, Map<String, String> headers, InputStream body,
                   InetAddress client) {
    HttpRequest {
        headers = Map.copyOf(headers);
    }

    /** The header's value, or null. */
    String header(String name) {
        return headers.get(name.toLowerCase(Locale.ROOT));
    }
}
