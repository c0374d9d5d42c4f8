package harness;

import java.util.Map;

/** Keycloak's ClientBean: the application the user signs in to. */
public class ClientBean extends JsonBean {
    public ClientBean(Map<String, Object> json) {
        super(json);
    }

    public String getClientId() {
        return str("clientId");
    }

    public String getName() {
        return str("name");
    }

    public String getDescription() {
        return str("description");
    }

    public String getBaseUrl() {
        return str("baseUrl");
    }

    /** Includes `saml.signing.private.key` when a scenario sets it; Keycloakify must drop it. */
    public Map<String, Object> getAttributes() {
        Map<String, Object> attributes = object("attributes");
        return attributes == null ? Map.of() : attributes;
    }
}
