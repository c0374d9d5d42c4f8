package harness;

import java.util.Map;

/** Keycloak's UrlBean: the addresses a login page links or posts to (docs/product.md §3.5). */
public class UrlBean extends JsonBean {
    public UrlBean(Map<String, Object> json) {
        super(json);
    }

    public String getLoginAction() {
        return str("loginAction");
    }

    public String getResourcesPath() {
        return str("resourcesPath");
    }

    public String getResourcesCommonPath() {
        return str("resourcesCommonPath");
    }

    public String getLoginRestartFlowUrl() {
        return str("loginRestartFlowUrl");
    }

    public String getLoginUrl() {
        return str("loginUrl");
    }

    public String getSsoLoginInOtherTabsUrl() {
        return str("ssoLoginInOtherTabsUrl");
    }

    public String getRegistrationUrl() {
        return str("registrationUrl");
    }

    public String getRegistrationAction() {
        return str("registrationAction");
    }

    public String getLoginResetCredentialsUrl() {
        return str("loginResetCredentialsUrl");
    }

    public String getOauthAction() {
        return str("oauthAction");
    }

    public String getOauth2DeviceVerificationAction() {
        return str("oauth2DeviceVerificationAction");
    }

    public String getLogoutConfirmAction() {
        return str("logoutConfirmAction");
    }

    /** Keycloakify drops this one from kcContext; present so the exclusion is exercised. */
    public String getLoginUpdatePasswordUrl() {
        return str("loginUpdatePasswordUrl");
    }
}
