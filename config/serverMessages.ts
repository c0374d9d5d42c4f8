import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageCannotStart } from "./pageFallbackMessages";

// Keycloakify writes them empty, hiding Keycloak's texts: empty `termsText` left terms.ftl a bare Accept button.
const keysLeftToKeycloak = ["termsText"];

/** The app's texts (`src/login/messages/`): English, and the translations by language tag. */
export type AppTexts = {
    en: Readonly<Record<string, string>>;
    translations: Record<string, Readonly<Partial<Record<string, string>>> | undefined>;
};

/** A `.properties` value: backslashes doubled, everything outside printable ASCII as `\uXXXX`. */
function propertiesValue(text: string): string {
    return text
        .replace(/\\/g, "\\\\")
        .replace(/[^\x20-\x7e]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// MessageFormat drops a lone `'` ("S'enregistrer" → "Senregistrer"); Keycloak's own "Haven''t" stays.
const ENTRY = /^([^#!\s=][^=]*)=(.*)$/gm;
const asMessageFormat = (properties: string) =>
    properties.replace(
        ENTRY,
        (_entry, key: string, value: string) =>
            `${key}=${value.replace(/'+/g, quotes => (quotes.length === 1 ? "''" : quotes))}`
    );

/**
 * `postBuild`: in each theme's `messages_<tag>.properties`, drops empty overrides, appends
 * `pageCannotStart` (docs/security.md §6) and our texts (English where untranslated), and doubles
 * each lone `'` for MessageFormat (docs/decisions.md §26). Throws on an unreadable `login/messages`.
 */
export function writeServerMessages(
    themeNames: string[],
    { en, translations }: AppTexts,
    resourcesDir = "."
): void {
    const emptyEntry = new RegExp(`^(?:${keysLeftToKeycloak.join("|")})=\\s*$\\n?`, "gm");
    for (const themeName of themeNames) {
        const dir = join(resourcesDir, "theme", themeName, "login", "messages");
        for (const file of readdirSync(dir)) {
            const tag = /^messages_(.+)\.properties$/.exec(file)?.[1]?.replace("_", "-");
            if (tag === undefined) continue;
            const path = join(dir, file);
            const text = pageCannotStart[tag] ?? pageCannotStart.en;
            const kept = readFileSync(path, "utf8").replace(emptyEntry, "");
            const ours = Object.keys(en).map(
                key => `${key}=${propertiesValue(translations[tag]?.[key] ?? en[key])}\n`
            );
            const written = `${kept}\npageCannotStart=${propertiesValue(text)}\n${ours.join("")}`;
            writeFileSync(path, asMessageFormat(written));
        }
    }
}
