package harness;

import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Base of the Keycloak-shaped beans: holds the scenario's JSON object and offers typed reads.
 * The helpers are protected so FreeMarker's bean wrapper does not expose them as model keys;
 * only the subclasses' public getters appear, as with Keycloak's own beans.
 */
abstract class JsonBean {
    protected final Map<String, Object> json;

    protected JsonBean(Map<String, Object> json) {
        this.json = json == null ? Collections.emptyMap() : json;
    }

    protected String str(String key) {
        Object value = json.get(key);
        return value == null ? null : String.valueOf(value);
    }

    protected boolean bool(String key) {
        return Boolean.TRUE.equals(json.get(key));
    }

    protected Integer integer(String key) {
        Object value = json.get(key);
        return value instanceof Number number ? Integer.valueOf(number.intValue()) : null;
    }

    @SuppressWarnings("unchecked")
    protected Map<String, Object> object(String key) {
        Object value = json.get(key);
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : null;
    }

    @SuppressWarnings("unchecked")
    protected List<Object> list(String key) {
        Object value = json.get(key);
        return value instanceof List<?> items ? (List<Object>) items : Collections.emptyList();
    }

    @SuppressWarnings("unchecked")
    protected static Map<String, Object> asObject(Object value) {
        return value instanceof Map<?, ?> map ? (Map<String, Object>) map : Collections.emptyMap();
    }
}
