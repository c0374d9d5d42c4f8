package harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Keycloak's LocaleBean: the current language and the languages offered with their switch URLs. */
public class LocaleBean extends JsonBean {
    public LocaleBean(Map<String, Object> json) {
        super(json);
    }

    public String getCurrentLanguageTag() {
        return str("currentLanguageTag");
    }

    /** Label of the current language, looked up among the supported ones. */
    public String getCurrent() {
        for (Locale locale : getSupported()) {
            if (locale.getLanguageTag().equals(getCurrentLanguageTag())) return locale.getLabel();
        }
        return getCurrentLanguageTag();
    }

    public boolean isRtl() {
        return bool("rtl");
    }

    public List<Locale> getSupported() {
        List<Locale> out = new ArrayList<>();
        for (Object item : list("supported")) out.add(new Locale(asObject(item)));
        return out;
    }

    /** One offered language. */
    public static class Locale extends JsonBean {
        public Locale(Map<String, Object> json) {
            super(json);
        }

        public String getLanguageTag() {
            return str("languageTag");
        }

        public String getLabel() {
            return str("label");
        }

        public String getUrl() {
            return str("url");
        }
    }
}
