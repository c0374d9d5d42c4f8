package harness;

import java.util.Map;

/**
 * Keycloak's AuthenticationContextBean. The show* members are methods, not getters, as in
 * Keycloak; Keycloakify's template calls them while serializing.
 */
public class AuthBean extends JsonBean {
    public AuthBean(Map<String, Object> json) {
        super(json);
    }

    public boolean showUsername() {
        return bool("showUsername");
    }

    public boolean showResetCredentials() {
        return bool("showResetCredentials");
    }

    public boolean showTryAnotherWayLink() {
        return bool("showTryAnotherWayLink");
    }

    public String getAttemptedUsername() {
        return str("attemptedUsername");
    }

    public String getSelectedCredential() {
        return str("selectedCredential");
    }
}
