package dev.duet.site.init;

import java.util.Map;

/**
 * The prose of the starter project in the languages Duet can write it in. A language without
 * its own texts gets the English ones, with a comment asking for a translation; the project
 * still builds, since every page exists in every language.
 */
record StarterTexts(String title, String tagline, String homeTitle, String homeNav, String homeSummary,
        String homeBody, String pushTitle, String pushNav, String pushSummary, String pushBody, String noteAppend,
        String noteEmpty, String demoTitle, String[] stepCaptions) {

    static final Map<String, StarterTexts> KNOWN = Map.of(
            "en", new StarterTexts(
                    "A stack, in Go and in Java",
                    "Push and pop, a pinned Go excerpt beside its Java port",
                    "A stack, line by line", "Home",
                    "This walkthrough puts a small Go stack beside its Java port and runs the port in a demo.",
                    """
                    ## What this site shows {#what}

                    A stack keeps values in the order they arrived and hands back the newest first. The
                    [push and pop](page:push) page puts the Go code beside the Java port, line by line.

                    @excerpts

                    ## The steps {#steps}

                    @steps
                    """,
                    "Push and pop", "Push · Pop",
                    "Push appends to a slice; Pop takes the last element back, and reports when there was none.",
                    """
                    ## Two operations {#operations}

                    [push](java:example.stack.Stack#push(String)) appends, and
                    [pop](java:example.stack.Stack#pop()) removes the element it appended last. Go returns a
                    second value, `ok`, where Java returns an `Optional` ([line 17](go:stack-push:17)).

                    ## Run it {#run}

                    @demo push-pop
                    """,
                    "`append` may move the slice to a larger array; Java's `ArrayList.add` does the same for us.",
                    "An empty stack has nothing to give: Go says so with `false`, Java with `Optional.empty()`.",
                    "Push two values, pop them in reverse",
                    new String[] {"Create a stack and push a and b.", "Pop returns the newest value, b.",
                            "Pop again returns a; after that the stack is empty."}),
            "zh", new StarterTexts(
                    "栈：Go 与 Java 对照",
                    "入栈与出栈：固定的 Go 片段与它的 Java 移植逐行对照",
                    "逐行读懂一个栈", "首页",
                    "这个示例把一个小小的 Go 栈和它的 Java 移植并排放在一起，并在演示中运行移植代码。",
                    """
                    ## 这个站点讲什么 {#what}

                    栈按到达的顺序保存值，最先交还最新的那个。[入栈与出栈](page:push)一页把 Go 代码和
                    Java 移植逐行对照。

                    @excerpts

                    ## 步骤 {#steps}

                    @steps
                    """,
                    "入栈与出栈", "入栈 · 出栈",
                    "Push 向切片末尾追加；Pop 取回最后一个元素，栈为空时如实报告。",
                    """
                    ## 两个操作 {#operations}

                    [push](java:example.stack.Stack#push(String)) 追加元素，
                    [pop](java:example.stack.Stack#pop()) 移除最后追加的那个。Go 多返回一个值 `ok`，
                    Java 则返回 `Optional`（[第 17 行](go:stack-push:17)）。

                    ## 运行一下 {#run}

                    @demo push-pop
                    """,
                    "`append` 可能把切片搬到更大的数组里；Java 的 `ArrayList.add` 也会替我们做这件事。",
                    "空栈没有东西可给：Go 用 `false` 表示，Java 用 `Optional.empty()`。",
                    "压入两个值，倒序弹出",
                    new String[] {"新建一个栈，压入 a 和 b。", "Pop 返回最新的值 b。", "再次 Pop 返回 a；之后栈就空了。"}),
            "de", new StarterTexts(
                    "Ein Stapel, in Go und in Java",
                    "Push und Pop: ein festgehaltener Go-Ausschnitt neben seiner Java-Portierung",
                    "Ein Stapel, Zeile für Zeile", "Start",
                    "Diese Einführung stellt einen kleinen Go-Stapel neben seine Java-Portierung und führt die Portierung in einer Demo aus.",
                    """
                    ## Worum es geht {#what}

                    Ein Stapel bewahrt Werte in der Reihenfolge ihres Eintreffens auf und gibt den neuesten
                    zuerst zurück. Die Seite [Push und Pop](page:push) stellt den Go-Code Zeile für Zeile
                    neben die Java-Portierung.

                    @excerpts

                    ## Die Schritte {#steps}

                    @steps
                    """,
                    "Push und Pop", "Push · Pop",
                    "Push hängt an ein Slice an; Pop nimmt das letzte Element zurück und meldet, wenn keines da war.",
                    """
                    ## Zwei Operationen {#operations}

                    [push](java:example.stack.Stack#push(String)) hängt an, und
                    [pop](java:example.stack.Stack#pop()) entfernt das zuletzt angehängte Element. Go gibt
                    einen zweiten Wert `ok` zurück, Java ein `Optional` ([Zeile 17](go:stack-push:17)).

                    ## Ausprobieren {#run}

                    @demo push-pop
                    """,
                    "`append` kann das Slice in ein größeres Array umziehen; Javas `ArrayList.add` erledigt das ebenso.",
                    "Ein leerer Stapel hat nichts herzugeben: Go sagt es mit `false`, Java mit `Optional.empty()`.",
                    "Zwei Werte ablegen, in umgekehrter Reihenfolge holen",
                    new String[] {"Einen Stapel anlegen und a und b ablegen.", "Pop liefert den neuesten Wert, b.",
                            "Ein zweites Pop liefert a; danach ist der Stapel leer."}));

    /** The texts for {@code lang}, and whether they are a stand-in copy of the English ones. */
    static StarterTexts of(String lang) {
        StarterTexts t = KNOWN.get(lang);
        if (t == null) {
            t = KNOWN.get(lang.contains("-") ? lang.substring(0, lang.indexOf('-')) : lang);
        }
        return t != null ? t : KNOWN.get("en");
    }

    static boolean isStandIn(String lang) {
        return KNOWN.get(lang) == null && KNOWN.get(lang.contains("-") ? lang.substring(0, lang.indexOf('-')) : lang) == null;
    }
}
