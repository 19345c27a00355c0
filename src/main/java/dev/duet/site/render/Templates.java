package dev.duet.site.render;

import dev.duet.site.diag.Diagnostics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.exceptions.TemplateProcessingException;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;
import org.thymeleaf.templateresolver.FileTemplateResolver;

/**
 * The Thymeleaf engine over a project's {@code templates/}, falling back file by file to the
 * default theme inside Duet ({@link Theme}): a project overrides only the templates it has. One instance is kept for a whole serve session:
 * parsed templates are cached, and {@link #clearCache()} drops them when a template changes.
 */
public final class Templates {
    private final Path dir;
    private final String displayDir;
    private final TemplateEngine engine;

    public Templates(Path dir, String displayDir) {
        this.dir = dir;
        this.displayDir = displayDir;
        FileTemplateResolver resolver = new FileTemplateResolver();
        resolver.setPrefix(dir.toAbsolutePath().normalize() + "/");
        resolver.setSuffix(".html");
        resolver.setTemplateMode(TemplateMode.HTML);
        resolver.setCharacterEncoding("UTF-8");
        resolver.setCacheable(true);
        resolver.setCheckExistence(true); // a template the project lacks comes from the theme
        resolver.setOrder(1);
        ClassLoaderTemplateResolver theme = new ClassLoaderTemplateResolver(Templates.class.getClassLoader());
        theme.setPrefix(Theme.RESOURCE_ROOT);
        theme.setSuffix(".html");
        theme.setTemplateMode(TemplateMode.HTML);
        theme.setCharacterEncoding("UTF-8");
        theme.setCacheable(true);
        theme.setOrder(2);
        engine = new TemplateEngine();
        engine.addTemplateResolver(resolver);
        engine.addTemplateResolver(theme);
    }

    public Path dir() {
        return dir;
    }

    public void clearCache() {
        engine.clearTemplateCache();
    }

    /** Renders template {@code name} with {@code variables}; problems become diagnostics. */
    public Optional<String> render(String name, Map<String, Object> variables, Diagnostics diags) {
        String path = displayDir + "/" + name + ".html";
        if (!Files.isRegularFile(dir.resolve(name + ".html")) && !Theme.has(name + ".html")) {
            diags.error(path, 0, 0, "template is missing (neither the project nor Duet's default theme has it)");
            return Optional.empty();
        }
        try {
            Context ctx = new Context();
            ctx.setVariables(variables);
            return Optional.of(engine.process(name, ctx));
        } catch (TemplateProcessingException e) {
            String where = path;
            if (e.getTemplateName() != null) {
                String file = Path.of(e.getTemplateName()).getFileName().toString();
                where = displayDir + "/" + (file.endsWith(".html") ? file : file + ".html");
            }
            int line = e.getLine() == null ? 0 : e.getLine();
            int col = e.getCol() == null ? 0 : e.getCol();
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
            diags.error(where, line, col, "template error: " + message.replaceAll("\\s+", " "));
            return Optional.empty();
        }
    }
}
