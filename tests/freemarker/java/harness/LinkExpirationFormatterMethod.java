package harness;

import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import java.util.List;

/**
 * Stands in for Keycloak's `linkExpirationFormatter(minutes)` in mails: the minutes in English
 * words ("5 minutes"), where Keycloak words them in the mail's language.
 */
public class LinkExpirationFormatterMethod implements TemplateMethodModelEx {
    @Override
    public Object exec(@SuppressWarnings("rawtypes") List arguments) throws TemplateModelException {
        if (arguments.size() != 1) throw new TemplateModelException("linkExpirationFormatter() needs the minutes");
        String minutes = arguments.get(0).toString();
        return minutes + ("1".equals(minutes) ? " minute" : " minutes");
    }
}
