package harness;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Keycloak's OTPLoginBean for login-otp.ftl: the user's OTP devices and the selected one. */
public class OtpLoginBean extends JsonBean {
    public OtpLoginBean(Map<String, Object> json) {
        super(json);
    }

    public List<OtpCredential> getUserOtpCredentials() {
        List<OtpCredential> out = new ArrayList<>();
        for (Object item : list("userOtpCredentials")) out.add(new OtpCredential(asObject(item)));
        return out;
    }

    public String getSelectedCredentialId() {
        return str("selectedCredentialId");
    }

    /** Keycloak's OTPLoginBean.OTPCredential: only the id and the label, never the secret. */
    public static class OtpCredential extends JsonBean {
        public OtpCredential(Map<String, Object> json) {
            super(json);
        }

        public String getId() {
            return str("id");
        }

        public String getUserLabel() {
            return str("userLabel");
        }
    }
}
