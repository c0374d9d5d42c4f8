import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Keys Keycloakify writes into the theme's `messages_<language>.properties` with an empty value,
 * hiding the text Keycloak's own themes give them. Left out, Keycloak resolves them from the parent
 * theme (`keycloak` → `base`) in every language it ships, and a realm's localisation still wins.
 * `termsText` is terms.ftl's body: empty, the page showed a bare Accept button; Keycloak's is
 * "Terms and conditions to be defined" until the realm defines its own (docs/product.md §2.1).
 */
const keysLeftToKeycloak = ["termsText"];

/**
 * Keycloakify `postBuild` step (run in the theme's resources folder before the jar is packed):
 * removes the {@link keysLeftToKeycloak} lines from each login theme's message bundles, so Keycloak
 * answers them with its own texts.
 * @param buildContext Keycloakify's build context (its theme names).
 * @throws Error from the file system when a theme's `login/messages` folder cannot be read.
 */
export function leaveMessagesToKeycloak(buildContext: { themeNames: string[] }): void {
    const emptyEntry = new RegExp(`^(?:${keysLeftToKeycloak.join("|")})=\\s*$\\n?`, "gm");
    for (const themeName of buildContext.themeNames) {
        const dir = join("theme", themeName, "login", "messages");
        for (const file of readdirSync(dir).filter(name => name.endsWith(".properties"))) {
            const path = join(dir, file);
            writeFileSync(path, readFileSync(path, "utf8").replace(emptyEntry, ""));
        }
    }
}
