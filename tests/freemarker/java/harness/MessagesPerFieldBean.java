package harness;

import java.util.Map;

/**
 * Keycloak's MessagesPerFieldBean. Scenario JSON maps a field name to its message: a plain
 * string is an error; `{"type": "warning", "message": "..."}` gives another type. The methods
 * are called from the template while it serializes kcContext, as Keycloak's are.
 */
public class MessagesPerFieldBean extends JsonBean {
    public MessagesPerFieldBean(Map<String, Object> json) {
        super(json);
    }

    private String typeOf(String field) {
        Object value = json.get(field);
        if (value == null) return null;
        if (value instanceof Map<?, ?> map) return String.valueOf(map.get("type"));
        return "error";
    }

    /** The message for the field, or "" when there is none. */
    public String get(String field) {
        Object value = json.get(field);
        if (value == null) return "";
        if (value instanceof Map<?, ?> map) return String.valueOf(map.get("message"));
        return String.valueOf(value);
    }

    public boolean exists(String field) {
        return json.containsKey(field);
    }

    /** True when any of the fields has an error message. */
    public boolean existsError(String... fields) {
        for (String field : fields) {
            if ("error".equals(typeOf(field))) return true;
        }
        return false;
    }

    /** The first error among the fields, or "". */
    public String getFirstError(String... fields) {
        for (String field : fields) {
            if ("error".equals(typeOf(field))) return get(field);
        }
        return "";
    }

    /** The text when the field has a message, else null. */
    public String printIfExists(String field, String text) {
        return exists(field) ? text : null;
    }
}
