package harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Keycloak's TotpBean for login-config-totp.ftl: the new secret, its QR code and the OTP policy. */
public class TotpBean extends JsonBean {
    public TotpBean(Map<String, Object> json) {
        super(json);
    }

    public boolean isEnabled() {
        return bool("enabled");
    }

    public String getTotpSecret() {
        return str("totpSecret");
    }

    public String getTotpSecretEncoded() {
        return str("totpSecretEncoded");
    }

    public String getTotpSecretQrCode() {
        return str("totpSecretQrCode");
    }

    public String getManualUrl() {
        return str("manualUrl");
    }

    public String getQrUrl() {
        return str("qrUrl");
    }

    public String getUsername() {
        return str("username");
    }

    public List<String> getSupportedApplications() {
        List<String> out = new ArrayList<>();
        for (Object item : list("supportedApplications")) out.add(String.valueOf(item));
        return out;
    }

    public List<CredentialBean> getOtpCredentials() {
        List<CredentialBean> out = new ArrayList<>();
        for (Object item : list("otpCredentials")) out.add(new CredentialBean(asObject(item)));
        return out;
    }

    public Policy getPolicy() {
        return new Policy(object("policy"));
    }

    /** Keycloak's OTPPolicy. */
    public static class Policy extends JsonBean {
        public Policy(Map<String, Object> json) {
            super(json);
        }

        public String getAlgorithm() {
            return str("algorithm");
        }

        /** "SHA1" for "HmacSHA1", as Keycloak maps it for authenticator apps. */
        public String getAlgorithmKey() {
            String algorithm = getAlgorithm();
            return algorithm == null ? null : algorithm.replace("Hmac", "");
        }

        public Integer getDigits() {
            return integer("digits");
        }

        public Integer getLookAheadWindow() {
            return integer("lookAheadWindow");
        }

        public String getType() {
            return str("type");
        }

        public Integer getPeriod() {
            return integer("period");
        }

        public Integer getInitialCounter() {
            return integer("initialCounter");
        }
    }
}
