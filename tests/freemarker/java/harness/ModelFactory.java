package harness;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a scenario's JSON model into the data model Keycloak's FreeMarkerLoginFormsProvider
 * builds: a HashMap whose well-known keys hold beans, `properties` holding the theme properties
 * (with `${env.NAME:default}` resolved, then the scenario's overrides), and `msg`/`advancedMsg`
 * methods over the theme's message bundle. Other keys pass through as plain maps, lists and
 * scalars.
 */
public final class ModelFactory {
    private static final Pattern ENV = Pattern.compile("\\$\\{env\\.([A-Za-z0-9_]+)(?::([^}]*))?}");

    private final Path loginThemeDir;
    private final Map<String, String> env;

    public ModelFactory(Path loginThemeDir, Map<String, String> env) {
        this.loginThemeDir = loginThemeDir;
        this.env = env;
    }

    /** Builds the data model for one scenario; fails on unreadable theme files. */
    public Map<String, Object> build(Map<String, Object> json) throws IOException {
        Map<String, Object> model = new HashMap<>();
        for (Map.Entry<String, Object> entry : json.entrySet()) {
            model.put(entry.getKey(), wrap(entry.getKey(), entry.getValue()));
        }
        model.put("properties", properties(JsonBean.asObject(json.get("properties"))));
        String languageTag = "en";
        if (json.get("locale") instanceof Map<?, ?> locale && locale.get("currentLanguageTag") != null) {
            languageTag = String.valueOf(locale.get("currentLanguageTag"));
        }
        Properties messages = messages(languageTag);
        // Realm settings → Localization → Realm overrides, which Keycloak puts over the theme's texts.
        messages.putAll(JsonBean.asObject(json.get("realmLocalization")));
        MessageFormatterMethod msg = new MessageFormatterMethod(messages, Locale.forLanguageTag(languageTag));
        model.put("msg", msg);
        model.put("advancedMsg", new AdvancedMessageFormatterMethod(msg));
        model.put("kcSanitize", new KcSanitizeMethod());
        return model;
    }

    /**
     * Builds the data model Keycloak's FreeMarkerEmailTemplateProvider gives a mail: the scenario's
     * values as plain maps, `locale` as a {@link Locale} from `languageTag`, the theme properties,
     * `msg` over the realm's texts (`realmLocalization`; the email theme ships none),
     * `kcSanitize` and `linkExpirationFormatter`.
     */
    public Map<String, Object> buildEmail(Map<String, Object> json) throws IOException {
        Map<String, Object> model = new HashMap<>(json);
        String languageTag = String.valueOf(json.getOrDefault("languageTag", "en"));
        Locale locale = Locale.forLanguageTag(languageTag);
        model.put("locale", locale);
        model.put("properties", properties(JsonBean.asObject(json.get("properties"))));
        Properties messages = messages(languageTag);
        messages.putAll(JsonBean.asObject(json.get("realmLocalization")));
        model.put("msg", new MessageFormatterMethod(messages, locale));
        model.put("kcSanitize", new KcSanitizeMethod());
        model.put("linkExpirationFormatter", new LinkExpirationFormatterMethod());
        return model;
    }

    private static Object wrap(String key, Object value) {
        if (!(value instanceof Map<?, ?>)) return value;
        Map<String, Object> json = JsonBean.asObject(value);
        return switch (key) {
            case "realm" -> new RealmBean(json);
            case "url" -> new UrlBean(json);
            case "auth" -> new AuthBean(json);
            case "login" -> new LoginBean(json);
            case "message" -> new MessageBean(json);
            case "locale" -> new LocaleBean(json);
            case "messagesPerField" -> new MessagesPerFieldBean(json);
            case "social" -> new SocialBean(json);
            case "totp" -> new TotpBean(json);
            case "otpLogin" -> new OtpLoginBean(json);
            case "user" -> new UserBean(json);
            case "client" -> new ClientBean(json);
            default -> json;
        };
    }

    private Map<String, String> properties(Map<String, Object> overrides) throws IOException {
        Properties theme = new Properties();
        try (Reader reader = Files.newBufferedReader(loginThemeDir.resolve("theme.properties"))) {
            theme.load(reader);
        }
        Map<String, String> out = new HashMap<>();
        for (String name : theme.stringPropertyNames()) out.put(name, resolveEnv(theme.getProperty(name)));
        for (Map.Entry<String, Object> entry : overrides.entrySet()) {
            out.put(entry.getKey(), String.valueOf(entry.getValue()));
        }
        return out;
    }

    private String resolveEnv(String value) {
        Matcher matcher = ENV.matcher(value);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String replacement = env.get(matcher.group(1));
            if (replacement == null) replacement = matcher.group(2) == null ? "" : matcher.group(2);
            matcher.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return matcher.appendTail(out).toString();
    }

    /** English first, then the language's own bundle over it (Keycloak's fallback order). */
    private Properties messages(String languageTag) throws IOException {
        Properties messages = new Properties();
        for (String tag : List.of("en", languageTag.replace('-', '_'))) {
            Path file = loginThemeDir.resolve("messages/messages_" + tag + ".properties");
            if (!Files.exists(file)) continue;
            try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                messages.load(reader);
            }
        }
        return messages;
    }
}
