package harness;

import java.util.Map;

/** Keycloak's MessageBean: the page-level alert (type success | warning | error | info, summary). */
public class MessageBean extends JsonBean {
    public MessageBean(Map<String, Object> json) {
        super(json);
    }

    public String getSummary() {
        return str("summary");
    }

    public String getType() {
        return str("type");
    }

    public boolean isSuccess() {
        return "success".equals(getType());
    }

    public boolean isWarning() {
        return "warning".equals(getType());
    }

    public boolean isError() {
        return "error".equals(getType());
    }
}
