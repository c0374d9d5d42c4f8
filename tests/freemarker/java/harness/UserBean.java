package harness;

import java.util.Map;

/** The `user` Keycloak puts on verify-email, terms and profile pages. */
public class UserBean extends JsonBean {
    public UserBean(Map<String, Object> json) {
        super(json);
    }

    public String getId() {
        return str("id");
    }

    public String getUsername() {
        return str("username");
    }

    public String getEmail() {
        return str("email");
    }

    public String getFirstName() {
        return str("firstName");
    }

    public String getLastName() {
        return str("lastName");
    }

    public boolean isEmailVerified() {
        return bool("emailVerified");
    }

    public Map<String, Object> getAttributes() {
        return object("attributes");
    }
}
