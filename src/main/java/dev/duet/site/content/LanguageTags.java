package dev.duet.site.content;

import java.util.regex.Pattern;

/**
 * The language tags a site may use: BCP 47 tags as they appear in file names and URLs (a language
 * subtag, then optional script, region or variant subtags, e.g. {@code de}, {@code pt-BR},
 * {@code zh-Hant}). Page files are {@code <slug>.<tag>.md}, so the tag may not contain dots.
 */
public final class LanguageTags {
    /** One tag; also used inside larger patterns (page file names, demo headers). */
    public static final String PATTERN = "[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*";
    private static final Pattern TAG = Pattern.compile(PATTERN);

    private LanguageTags() {}

    public static boolean isWellFormed(String tag) {
        return TAG.matcher(tag).matches();
    }
}
