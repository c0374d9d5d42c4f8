/**
 * Stands in for Keycloakify's vendored DOMPurify (`keycloakify/tools/vendor/dompurify`, imported by
 * its `kcSanitize`, which `msg()` uses for messages with HTML): the production build aliases that
 * import here (vite.config.ts), so only the maintained npm DOMPurify ships, once (docs/decisions.md
 * §9). Keycloakify configures the default instance on every call (`clearConfig`, `removeAllHooks`);
 * `@/lib/sanitize` keeps an instance of its own, so neither disturbs the other.
 */
export { default as DOMPurify } from "dompurify";
