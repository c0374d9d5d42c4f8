package harness;

import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Keycloak's `msg(key, args...)`: looks the key up in the theme's message bundle and formats the
 * arguments with java.text.MessageFormat; an unknown key comes back unchanged, as in Keycloak.
 */
public class MessageFormatterMethod implements TemplateMethodModelEx {
    private final Properties messages;
    private final Locale locale;

    public MessageFormatterMethod(Properties messages, Locale locale) {
        this.messages = messages;
        this.locale = locale;
    }

    @Override
    public Object exec(@SuppressWarnings("rawtypes") List arguments) throws TemplateModelException {
        if (arguments.isEmpty()) throw new TemplateModelException("msg() needs a key");
        String key = arguments.get(0).toString();
        Object[] params = ((List<?>) arguments).subList(1, arguments.size()).stream().map(Object::toString).toArray();
        return format(key, params);
    }

    /** The message for the key with its parameters filled in. */
    String format(String key, Object[] params) {
        String pattern = messages.getProperty(key);
        if (pattern == null) return key;
        return new MessageFormat(pattern, locale).format(params);
    }
}
