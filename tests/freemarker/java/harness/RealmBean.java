package harness;

import java.util.Map;

/** Keycloak's RealmBean: the realm settings a login page may read (docs/product.md §3.5). */
public class RealmBean extends JsonBean {
    public RealmBean(Map<String, Object> json) {
        super(json);
    }

    public String getName() {
        return str("name");
    }

    /** Falls back to the realm name, as Keycloak does. */
    public String getDisplayName() {
        return str("displayName") != null ? str("displayName") : getName();
    }

    /** Falls back to the display name, as Keycloak does (so a hostile display name reaches it too). */
    public String getDisplayNameHtml() {
        return str("displayNameHtml") != null ? str("displayNameHtml") : getDisplayName();
    }

    public boolean isInternationalizationEnabled() {
        return bool("internationalizationEnabled");
    }

    public boolean isRegistrationEmailAsUsername() {
        return bool("registrationEmailAsUsername");
    }

    public boolean isLoginWithEmailAllowed() {
        return bool("loginWithEmailAllowed");
    }

    public boolean isDuplicateEmailsAllowed() {
        return bool("duplicateEmailsAllowed");
    }

    public boolean isRememberMe() {
        return bool("rememberMe");
    }

    public boolean isPassword() {
        return bool("password");
    }

    public boolean isResetPasswordAllowed() {
        return bool("resetPasswordAllowed");
    }

    public boolean isRegistrationAllowed() {
        return bool("registrationAllowed");
    }

    public boolean isEditUsernameAllowed() {
        return bool("editUsernameAllowed");
    }
}
