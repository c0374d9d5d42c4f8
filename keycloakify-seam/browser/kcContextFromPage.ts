import type { KcContext } from "../../src/login/KcContext";
import { KC_CONTEXT_ELEMENT_ID, parseDataBlock, type KeycloakifyData } from "../kcContextWire";
import { textareaHtml } from "./trustedTypes";

type Json = Record<string, unknown>;

type FieldData = { get: Record<string, string>; existsError: Record<string, boolean> };

function isObject(value: unknown): value is Json {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own<T>(record: Record<string, T>, key: string): T | undefined {
    return Object.hasOwn(record, key) ? record[key] : undefined;
}

// On `login.ftl` username and password share one message, the summary or "error" (Keycloakify's rule).
function messagesPerFieldOf(
    data: FieldData,
    kcContext: Json,
    decodeHtmlEntities: (html: string) => string
) {
    const shared = kcContext.pageId === "login.ftl";
    const isShared = (field: string) => shared && (field === "username" || field === "password");
    const sharedMessage = () => {
        if (!own(data.get, "username") && !own(data.get, "password")) return "";
        const message = kcContext.message;
        const summary = isObject(message) ? message.summary : undefined;
        return typeof summary === "string" && summary !== "" ? summary : "error";
    };
    const get = (field: string): string | undefined => {
        if (isShared(field)) return sharedMessage();
        const message = own(data.get, field);
        return message === undefined || message === "" ? message : decodeHtmlEntities(message);
    };
    const hasError = (field: string) =>
        isShared(field)
            ? own(data.existsError, "username") === true || own(data.existsError, "password") === true
            : own(data.existsError, field) === true;
    const existsError = (...fields: string[]) => fields.some(hasError);
    const exists = (field: string) => get(field) !== "";
    return {
        get,
        existsError,
        exists,
        printIfExists: <T>(field: string, text: T) => (exists(field) ? text : undefined),
        getFirstError: (...fields: string[]) => {
            const field = fields.find(hasError);
            return field === undefined ? undefined : get(field);
        }
    };
}

// Keycloakify's rule: a tag equal to a supported one but for case and `_`/`-` becomes it.
function normalizeLanguageTag(locale: unknown): void {
    if (!isObject(locale) || !Array.isArray(locale.supported)) return;
    const current = locale.currentLanguageTag;
    if (typeof current !== "string") return;
    const tags = locale.supported
        .map(supported => (isObject(supported) ? supported.languageTag : undefined))
        .filter((tag): tag is string => typeof tag === "string");
    if (tags.includes(current)) return;
    const normal = (tag: string) => tag.toLowerCase().replace(/_/g, "-");
    const matching = tags.filter(tag => normal(tag) === normal(current));
    if (matching.length === 1) locale.currentLanguageTag = matching[0];
}

/**
 * The kcContext from the data block's text, completed as Keycloakify 11.16's inline script did.
 * @throws SyntaxError when the text is not such JSON; TypeError when it has no `kcContext` object.
 */
export function parseKcContextData(
    text: string,
    decodeHtmlEntities: (html: string) => string
): KcContext {
    const data = parseDataBlock(text) as { kcContext: Json; keycloakify: KeycloakifyData };
    const { kcContext, keycloakify } = data;
    if (!isObject(kcContext) || !isObject(keycloakify)) throw new TypeError("no kcContext data");
    const { resourcesPath, messages, ...names } = keycloakify;
    Object.assign(kcContext, names);
    kcContext["x-keycloakify"] = {
        resourcesPath,
        messages: Object.fromEntries(
            Object.entries(messages).map(([key, message]) => [key, decodeHtmlEntities(message)])
        )
    };
    const { url, messagesPerField, totp, profile } = kcContext;
    if (isObject(url)) {
        if (typeof url.resourcesPath === "string")
            url.resourcesCommonPath = `${url.resourcesPath}/resources-common`;
        const logoutUrl = url.getLogoutUrl;
        if (typeof logoutUrl === "string") url.getLogoutUrl = () => logoutUrl;
    }
    if (isObject(messagesPerField) && isObject(messagesPerField.get))
        kcContext.messagesPerField = messagesPerFieldOf(
            messagesPerField as FieldData,
            kcContext,
            decodeHtmlEntities
        );
    if (isObject(totp) && isObject(totp.policy)) {
        const { policy } = totp;
        // Keycloak 26 has an `algorithmKey` property; the block then carries "error" for the getter.
        const algorithmKey =
            typeof policy.algorithmKey === "string" ? policy.algorithmKey : policy.getAlgorithmKey;
        if (typeof algorithmKey === "string") policy.getAlgorithmKey = () => algorithmKey;
    }
    if (isObject(profile) && Array.isArray(profile.attributes)) {
        const attributes = profile.attributes as { name: string }[];
        delete profile.attributes;
        profile.attributesByName = Object.fromEntries(attributes.map(item => [item.name, item]));
    }
    normalizeLanguageTag(kcContext.locale);
    return kcContext as KcContext;
}

/** The browser's entity decoding, in a `<textarea>` (text only, never markup); a text the parser would keep as it is skips it. */
export function decodeWithTextarea(html: string): string {
    // Most messages: one textarea each cost the boot's task 17-27 ms (issue 48).
    if (!/[&\r\0]/.test(html)) return html;
    const textarea = document.createElement("textarea");
    // TrustedHTML under Trusted Types (docs/security.md §8); the DOM's types know only strings.
    textarea.innerHTML = textareaHtml(html) as string;
    return textarea.value;
}

/** Sets `window.kcContext` from the data block unless set (dev mock); a broken block is logged, not thrown. */
export function adoptPageKcContext(): void {
    if (window.kcContext !== undefined) return;
    const element = document.getElementById(KC_CONTEXT_ELEMENT_ID);
    if (element === null) return;
    try {
        window.kcContext = parseKcContextData(element.textContent ?? "", decodeWithTextarea);
    } catch (error) {
        console.error("The page's kcContext data cannot be read", error);
    }
}
