import type { I18n } from "@/login/i18n";
import { en } from "@/login/messages/en";

/**
 * A `msgStr` for component tests that need no Keycloak texts: our English texts with `{0}`, `{1}` …
 * replaced by the arguments (arguments left out keep their placeholder, as Keycloakify does).
 * Throws on a key we do not define, like Keycloakify's assertion.
 */
export const testMsgStr = ((key: string, ...args: (string | undefined)[]) => {
    const text: string | undefined = (en as Record<string, string>)[key];
    if (text === undefined) throw new Error(`Message with key "${key}" not found`);
    return text.replace(
        /\{(\d+)\}/g,
        (placeholder, index: string) => args[Number(index)] ?? placeholder
    );
}) as I18n["msgStr"];

/** The part of i18n our footer and header components read, for component tests. */
export const testI18n = { msgStr: testMsgStr };
