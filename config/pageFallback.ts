import { appendFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pageCannotStart } from "../src/login/messages/pageCannotStart";

/** A `.properties` value: backslashes doubled, everything outside printable ASCII as `\uXXXX`. */
function propertiesValue(text: string): string {
    return text
        .replace(/\\/g, "\\\\")
        .replace(/[^\x20-\x7e]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Keycloakify `postBuild` step (it runs in the theme's resources folder before the jar is packed):
 * appends `pageCannotStart`, the sentence FreeMarker renders in the fallback of a page whose code
 * cannot run (docs/security.md §6), to every `messages_<tag>.properties` of every theme, in that
 * language or in English, so Keycloak's `msg()` finds it. Keycloakify writes only its own message
 * set there; our other texts reach the page through its script.
 * @param themeNames Keycloakify's theme names.
 * @throws Error when a theme has no `login/messages` folder.
 */
export function writeServerMessages(themeNames: string[]): void {
    for (const themeName of themeNames) {
        const dir = join("theme", themeName, "login", "messages");
        for (const file of readdirSync(dir)) {
            const tag = /^messages_(.+)\.properties$/.exec(file)?.[1]?.replace("_", "-");
            if (tag === undefined) continue;
            const text = pageCannotStart[tag] ?? pageCannotStart.en!;
            appendFileSync(join(dir, file), `\npageCannotStart=${propertiesValue(text)}\n`);
        }
    }
}
