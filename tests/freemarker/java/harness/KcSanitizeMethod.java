package harness;

import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import java.util.List;

/**
 * Stands in for Keycloak's `kcSanitize(html)` (KeycloakSanitizerMethod, an OWASP allow-list):
 * the harness escapes all markup instead, the strictest answer the real method could give, so a
 * hostile value is rendered as text and a template that forgets `kcSanitize` is still caught by
 * FreeMarker's own escaping. A character reference (`&laquo;`, `&#39;`) stays one, as the allow-list
 * keeps it: Keycloak's own messages use them (`backToApplication`).
 */
public class KcSanitizeMethod implements TemplateMethodModelEx {
    @Override
    public Object exec(@SuppressWarnings("rawtypes") List arguments) throws TemplateModelException {
        if (arguments.size() != 1) throw new TemplateModelException("kcSanitize() needs one argument");
        String html = arguments.get(0).toString();
        return html.replaceAll("&(?![A-Za-z][A-Za-z0-9]*;|#[0-9]+;|#[xX][0-9A-Fa-f]+;)", "&amp;")
                .replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
