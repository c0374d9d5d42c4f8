package harness;

import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import java.util.List;

/**
 * Keycloak's `advancedMsg(text)`: a text of the form `${key}` is resolved through `msg`, any
 * other text is looked up as a key and returned unchanged when there is no such message.
 */
public class AdvancedMessageFormatterMethod implements TemplateMethodModelEx {
    private final MessageFormatterMethod msg;

    public AdvancedMessageFormatterMethod(MessageFormatterMethod msg) {
        this.msg = msg;
    }

    @Override
    public Object exec(@SuppressWarnings("rawtypes") List arguments) throws TemplateModelException {
        if (arguments.isEmpty()) throw new TemplateModelException("advancedMsg() needs a text");
        String text = arguments.get(0).toString();
        if (text.startsWith("${") && text.endsWith("}")) text = text.substring(2, text.length() - 1);
        Object[] params = ((List<?>) arguments).subList(1, arguments.size()).stream().map(Object::toString).toArray();
        return msg.format(text, params);
    }
}
