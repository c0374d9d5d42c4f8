package harness;

import java.util.Map;
import java.util.TreeMap;

/**
 * Keycloak's UrlBean: the addresses a login page links or posts to (docs/product.md §3.5). Keycloak's
 * getters build their URL on every call, so this one counts the calls per address.
 */
public class UrlBean extends JsonBean {
    /** Calls per address; package-private, so the bean wrapper does not expose it. */
    final Map<String, Integer> reads = new TreeMap<>();

    public UrlBean(Map<String, Object> json) {
        super(json);
    }

    private String read(String key) {
        reads.merge(key, 1, Integer::sum);
        return str(key);
    }

    public String getLoginAction() {
        return read("loginAction");
    }

    public String getResourcesPath() {
        return read("resourcesPath");
    }

    public String getResourcesCommonPath() {
        return read("resourcesCommonPath");
    }

    public String getLoginRestartFlowUrl() {
        return read("loginRestartFlowUrl");
    }

    public String getLoginUrl() {
        return read("loginUrl");
    }

    public String getSsoLoginInOtherTabsUrl() {
        return read("ssoLoginInOtherTabsUrl");
    }

    public String getRegistrationUrl() {
        return read("registrationUrl");
    }

    public String getRegistrationAction() {
        return read("registrationAction");
    }

    public String getLoginResetCredentialsUrl() {
        return read("loginResetCredentialsUrl");
    }

    public String getOauthAction() {
        return read("oauthAction");
    }

    public String getOauth2DeviceVerificationAction() {
        return read("oauth2DeviceVerificationAction");
    }

    public String getLogoutConfirmAction() {
        return read("logoutConfirmAction");
    }

    /** Keycloakify drops this one from kcContext; present so the exclusion is exercised. */
    public String getLoginUpdatePasswordUrl() {
        return read("loginUpdatePasswordUrl");
    }
}
