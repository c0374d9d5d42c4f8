package harness;

import java.util.Map;

/** Keycloak's LoginBean: the values the user typed last time (the password is never echoed). */
public class LoginBean extends JsonBean {
    public LoginBean(Map<String, Object> json) {
        super(json);
    }

    public String getUsername() {
        return str("username");
    }

    /** Keycloakify excludes `login.password` from kcContext; present so the exclusion is exercised. */
    public String getPassword() {
        return str("password");
    }

    /** "on" when the box was ticked, as Keycloak keeps the raw form value. */
    public String getRememberMe() {
        return str("rememberMe");
    }
}
