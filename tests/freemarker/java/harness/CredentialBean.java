package harness;

import java.util.Map;

/** Keycloak's CredentialModel as TotpBean lists it (secretData included, as in Keycloak). */
public class CredentialBean extends JsonBean {
    public CredentialBean(Map<String, Object> json) {
        super(json);
    }

    public String getId() {
        return str("id");
    }

    public String getUserLabel() {
        return str("userLabel");
    }

    public String getType() {
        return "otp";
    }

    /** Keycloakify must exclude this from kcContext; the tests check it does not leak. */
    public String getSecretData() {
        return str("secretData");
    }
}
