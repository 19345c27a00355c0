/**
 * Loads the demos in {@code content/demos} and runs them through JShell against the author's
 * compiled port, checking each step's output and capturing the state and the port lines each step ran.
 *
 * <h2>Demo file format ({@code content/demos/<id>.jsh})</h2>
 * <pre>
 * //! title.en: Push twice, pop once      header: a title per site language (title.de, title.pt-BR ...),
 * //! title.de: Zweimal ablegen, einmal holen
 * //! timeout: 2s                        time limit of any one step (e.g. 500ms, 2s; at most 60s),
 * //! state: q                           variable(s) whose state is shown after each step (q, w)
 *
 * //# en: Push a and b, then pop.        a step starts with its captions, one per site language,
 * //# de: a und b ablegen, dann holen.
 * import example.stack.*;                 then JShell input: one or more snippets,
 * var q = new Stack();                    declarations, classes, threads, latches...
 * q.push("a");
 * q.push("b");
 * q.pop()                                a bare expression shows its value, like jshell
 * //= Optional[b]                        then the expected output, one "//= " line per line
 * </pre>
 * <ul>
 *   <li>Header lines ({@code //! key: value}) come before the first step, exercise lines excepted; a title per site language, timeout and state are required.</li>
 *   <li>A step's output is what its code prints (System.out and System.err, including the threads it
 *       starts, up to the end of the step), with the value of each expression that is not a
 *       declaration or an assignment, as jshell shows it: {@code q.len()} prints {@code 1}, and so does
 *       {@code q.len();} (assign a value to a variable to keep it quiet). A step without {@code //=}
 *       lines must print nothing. {@code //=} alone stands for an empty line.</li>
 *   <li>Each snippet of a step is compiled on its own, in order; a compile error, an exception or an
 *       overrun stops the demo there (a wrong output does not).</li>
 *   <li>Ordinary {@code //} comments inside code are code. Blank lines separate steps.</li>
 *   <li>The id is the file name; each demo gets its own JShell, so demos never share state.</li>
 *   <li>A step may be asked as a question before it is shown: {@code //! ask.<lang>:},
 *       {@code //! explain.<lang>:}, {@code //! answer:} and optionally {@code //! predict:} and
 *       {@code //! choices: a | b} between its captions and its code (see {@link DemoExercise}).</li>
 *   <li>A variable named in {@code state} is shown through its {@code snapshot()} method when it has
 *       one (the queue and the controller do; a class written in a demo may), else as it is.</li>
 * </ul>
 * Failures are diagnostics: a wrong output at the step's first {@code //=} line (both sides shown),
 * an exception, a compile error or an overrun at the step's code.
 */
package dev.duet.site.demo;
