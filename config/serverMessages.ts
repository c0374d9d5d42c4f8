import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pageCannotStart } from "./pageFallbackMessages";

/**
 * Keys Keycloakify writes into the theme's `messages_<language>.properties` with an empty value,
 * hiding the text Keycloak's own themes give them. Left out, Keycloak resolves them from the parent
 * theme (`keycloak` → `base`) in every language it ships, and a realm's localisation still wins.
 * `termsText` is terms.ftl's body: empty, the page showed a bare Accept button; Keycloak's is
 * "Terms and conditions to be defined" until the realm defines its own (docs/product.md §2.1).
 */
const keysLeftToKeycloak = ["termsText"];

/**
 * Our own texts the first view writes with FreeMarker's `msg()` (`config/firstView/firstView.ftl`,
 * docs/decisions.md §22); the app takes them from its script, so they are not in Keycloak's files.
 */
const firstViewKeys = ["restartLogin", "otpDeviceLegend", "otpCodeHint"] as const;

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
 * Keycloakify `postBuild` step (it runs in the theme's resources folder before the jar is packed),
 * one pass over every `messages_<tag>.properties` of every login theme:
 * - removes the {@link keysLeftToKeycloak} lines, so Keycloak answers them with its own texts;
 * - appends the texts FreeMarker renders itself: `pageCannotStart`, the fallback of a page whose
 *   code cannot run (docs/security.md §6), in that language or in English
 *   (`pageFallbackMessages.ts`), so Keycloak's `msg()` finds it; the page's script never needs it;
 * - appends the {@link firstViewKeys} texts, in that language (`translations.ts`) or in English.
 *   A realm's localisation of the same key still wins.
 * @param themeNames Keycloakify's theme names.
 * @param texts the app's texts, passed in so that the build configuration needs none of the app.
 * @param resourcesDir the folder holding `theme/`; the working directory Keycloakify gives by default.
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
