package harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Keycloak's SocialBean: identity providers offered on the sign-in page. */
public class SocialBean extends JsonBean {
    public SocialBean(Map<String, Object> json) {
        super(json);
    }

    public boolean isDisplayInfo() {
        return bool("displayInfo");
    }

    public List<IdentityProvider> getProviders() {
        List<IdentityProvider> out = new ArrayList<>();
        for (Object item : list("providers")) out.add(new IdentityProvider(asObject(item)));
        return out;
    }

    /** One provider button. */
    public static class IdentityProvider extends JsonBean {
        public IdentityProvider(Map<String, Object> json) {
            super(json);
        }

        public String getAlias() {
            return str("alias");
        }

        public String getProviderId() {
            return str("providerId");
        }

        public String getDisplayName() {
            return str("displayName");
        }

        public String getLoginUrl() {
            return str("loginUrl");
        }

        public String getIconClasses() {
            return str("iconClasses");
        }
    }
}
