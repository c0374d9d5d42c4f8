package harness;

import freemarker.core.HTMLOutputFormat;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateExceptionHandler;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Entry point: renders a batch of (page, scenario) jobs with Apache FreeMarker configured as
 * Keycloak's DefaultFreeMarkerProvider configures it (docs/decisions.md §13), in one
 * JVM start.
 *
 * Usage: {@code java harness.Render <theme/utility-portal/login or email dir> <jobs.json>} where
 * jobs.json is {@code {"env": {NAME: value}, "jobs": [{"name", "ftl", "out", "model", "kind"?}]}}
 * ({@code "kind": "email"} for a mail's model). Prints one JSON
 * line per job ({@code {"name", "ok", "ms", "error"?}}) and exits 1 when any job failed.
 */
public final class Render {
    private Render() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: harness.Render <login theme dir> <jobs.json>");
            System.exit(2);
        }
        Path themeDir = Path.of(args[0]);
        Map<String, Object> batch = JsonBean.asObject(Json.parse(Files.readString(Path.of(args[1]))));
        Map<String, String> env = new HashMap<>();
        JsonBean.asObject(batch.get("env")).forEach((key, value) -> env.put(key, String.valueOf(value)));
        Configuration cfg = configuration(themeDir);
        ModelFactory factory = new ModelFactory(themeDir, env);
        boolean allOk = true;
        for (Object item : (List<?>) batch.get("jobs")) {
            allOk &= renderJob(cfg, factory, JsonBean.asObject(item));
        }
        System.exit(allOk ? 0 : 1);
    }

    /** Keycloak's settings: 2.3.x incompatible improvements, HTML auto-escaping, no localized lookup. */
    static Configuration configuration(Path themeDir) throws Exception {
        Configuration cfg = new Configuration(Configuration.VERSION_2_3_31);
        cfg.setDirectoryForTemplateLoading(themeDir.toFile());
        cfg.setOutputFormat(HTMLOutputFormat.INSTANCE);
        cfg.setLocalizedLookup(false);
        cfg.setDefaultEncoding("UTF-8");
        cfg.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        cfg.setLogTemplateExceptions(false);
        return cfg;
    }

    private static boolean renderJob(Configuration cfg, ModelFactory factory, Map<String, Object> job) {
        String name = String.valueOf(job.get("name"));
        long start = System.nanoTime();
        try {
            Template template = cfg.getTemplate(String.valueOf(job.get("ftl")));
            Writer html = new StringWriter();
            Map<String, Object> json = JsonBean.asObject(job.get("model"));
            boolean mail = "email".equals(job.get("kind"));
            Map<String, Object> model = mail ? factory.buildEmail(json) : factory.build(json);
            template.process(model, html);
            Path out = Path.of(String.valueOf(job.get("out")));
            Files.createDirectories(out.getParent());
            Files.writeString(out, html.toString(), StandardCharsets.UTF_8);
            report(name, true, start, null, model.get("url") instanceof UrlBean url ? url.reads : Map.of());
            return true;
        } catch (Exception e) {
            report(name, false, start, e.getClass().getSimpleName() + ": " + e.getMessage(), Map.of());
            return false;
        }
    }

    private static void report(String name, boolean ok, long start, String error, Map<String, Integer> urlReads) {
        double ms = (System.nanoTime() - start) / 1e6;
        StringBuilder reads = new StringBuilder();
        urlReads.forEach((key, count) -> reads.append(reads.isEmpty() ? "" : ",").append(Json.quote(key)).append(':').append(count));
        String line = "{\"name\":" + Json.quote(name) + ",\"ok\":" + ok + ",\"ms\":" + String.format(java.util.Locale.ROOT, "%.1f", ms)
                + ",\"urlReads\":{" + reads + "}" + (error == null ? "" : ",\"error\":" + Json.quote(error)) + "}";
        System.out.println(line);
    }
}
