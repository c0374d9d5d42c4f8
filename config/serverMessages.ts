import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageCannotStart } from "./pageFallbackMessages";

// Keycloakify writes them empty, hiding Keycloak's texts: empty `termsText` left terms.ftl a bare Accept button.
const keysLeftToKeycloak = ["termsText"];

/** Our texts the first view writes with FreeMarker's `msg()` (docs/decisions.md §22). */
const firstViewKeys = [
    "restartLogin",
    "otpDeviceLegend",
    "otpCodeHint",
    "traceIdSupportMessage"
] as const;

type FirstViewTexts = Record<(typeof firstViewKeys)[number], string>;

/** The app's texts (`src/login/messages/`): English, and the translations by language tag. */
export type AppTexts = {
    en: FirstViewTexts;
    translations: Record<string, Partial<FirstViewTexts> | undefined>;
};

/** A `.properties` value: backslashes doubled, everything outside printable ASCII as `\uXXXX`. */
function propertiesValue(text: string): string {
    return text
        .replace(/\\/g, "\\\\")
        .replace(/[^\x20-\x7e]/g, char => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * Keycloakify `postBuild` step: in each theme's `messages_<tag>.properties`, drops empty overrides and
 * appends `pageCannotStart` (docs/security.md §6) and the first view's texts, English as fallback.
 * @throws Error from the file system when a theme has no readable `login/messages` folder.
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
            const ours = firstViewKeys.map(
                key => `${key}=${propertiesValue(translations[tag]?.[key] ?? en[key])}\n`
            );
            writeFileSync(path, `${kept}\npageCannotStart=${propertiesValue(text)}\n${ours.join("")}`);
        }
    }
}
