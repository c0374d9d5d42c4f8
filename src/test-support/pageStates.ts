import type { DeepPartial } from "keycloakify/tools/DeepPartial";
import { deepAssign } from "keycloakify/tools/deepAssign";
import type { KcContext } from "@/login/KcContext";
import type { CustomPageId } from "@/login/pageRegistry";

type Overrides<PageId extends CustomPageId> = DeepPartial<Extract<KcContext, { pageId: PageId }>>;

/**
 * `messagesPerField` answering with `errors` (field name → message) the way Keycloak's
 * `MessagesPerFieldBean` does: `existsError`/`exists` for those fields, `get`/`getFirstError` the text.
 * Field-error texts below are Keycloak's English catalog wording (docs/product.md §5).
 */
export function messagesPerFieldWith(errors: Record<string, string>): KcContext["messagesPerField"] {
    const get = (field: string) => errors[field] ?? "";
    return {
        get,
        exists: field => get(field) !== "",
        existsError: (...fields) => fields.some(field => get(field) !== ""),
        getFirstError: (...fields) => fields.map(get).find(text => text !== "") ?? "",
        printIfExists: (field, text) => (get(field) !== "" ? text : undefined)
    };
}

/**
 * Named variants of our pages' mock kcContexts (one entry per page of `customPages`), for the preview (`?page=…&state=a,b`),
 * browser tests and the workbench. Each is a deep-partial override merged over the page's context
 * from `getKcContextMock` (captured from Keycloak, else Keycloakify's sample); the states of
 * `commonStates` apply to every page.
 */
export const pageStates: { [PageId in CustomPageId]: Record<string, Overrides<PageId>> } = {
    "login.ftl": {
        errors: {
            login: { username: "alice" },
            messagesPerField: messagesPerFieldWith({ username: "Invalid username or password." }),
            message: { type: "error", summary: "Invalid username or password." }
        },
        social: {
            social: {
                displayInfo: true,
                providers: [
                    {
                        alias: "google",
                        providerId: "google",
                        displayName: "Google",
                        loginUrl: "/broker/google"
                    },
                    {
                        alias: "github",
                        providerId: "github",
                        displayName: "GitHub",
                        loginUrl: "/broker/github"
                    }
                ]
            }
        },
        "email-as-username": { realm: { registrationEmailAsUsername: true } },
        // A realm without passkeys or identity providers: the password form alone.
        "password-only": { enableWebAuthnConditionalUI: false, social: { providers: [] } },
        minimal: {
            realm: { rememberMe: false, resetPasswordAllowed: false, registrationAllowed: false }
        }
    },
    "login-config-totp.ftl": {
        errors: {
            isAppInitiatedAction: true,
            totp: { otpCredentials: [{ id: "otp-1", userLabel: "Old phone" }] },
            messagesPerField: messagesPerFieldWith({
                totp: "Invalid authenticator code.",
                userLabel: "Please specify device name."
            })
        },
        manual: { mode: "manual" },
        aia: { isAppInitiatedAction: true }
    },
    "login-otp.ftl": {
        errors: { messagesPerField: messagesPerFieldWith({ totp: "Invalid authenticator code." }) },
        // A customer with two authenticator apps chooses one; the captured customer has one.
        devices: {
            otpLogin: {
                userOtpCredentials: [
                    { id: "id1", userLabel: "label1" },
                    { id: "id2", userLabel: "label2" }
                ],
                selectedCredentialId: "id1"
            }
        },
        single: { otpLogin: { userOtpCredentials: [{ id: "id1", userLabel: "label1" }] } }
    },
    "login-verify-email.ftl": {
        // The context starts as after a sign-in (the mail went out); Keycloak shows this page without
        // `verifyEmail` while the mail is not sent yet.
        "not-sent": { verifyEmail: undefined },
        // kc_action=VERIFY_EMAIL: Send (with "not-sent") or Re-send, and Cancel.
        aia: { isAppInitiatedAction: true }
    },
    "code.ftl": {},
    "error.ftl": { "trace-id": { traceId: "4bf92f3577b34da6a3ce929d0e0e4736" } },
    "login-recovery-authn-code-config.ftl": {
        aia: { isAppInitiatedAction: true }
    },
    "login-recovery-authn-code-input.ftl": {
        errors: {
            messagesPerField: messagesPerFieldWith({
                recoveryCodeInput: "Invalid recovery authentication code"
            })
        }
    }
};

/**
 * Variants for any page: `ar` switches to Arabic (right-to-left); `password-required` asks for the
 * password on registration; `proceed` gives info.ftl its action link; `action` points `url.loginAction`
 * at a path of the preview (a captured one names the Keycloak it came from, Keycloakify's sample
 * says "#"), so a browser test can catch the post.
 */
const commonStates: Record<string, DeepPartial<KcContext>> = {
    ar: { locale: { currentLanguageTag: "ar" } },
    action: { url: { loginAction: "/login-action?session_code=preview" } },
    // register.ftl before Keycloak 26.7, or in a realm that does not verify e-mail.
    "password-required": { passwordRequired: true },
    // info.ftl with "Click here to proceed", as after an action link from an e-mail.
    proceed: { skipLink: false, actionUri: "/login-action?session_code=preview" }
};

/**
 * The merged overrides for `stateNames` on `pageId`, in the order given. A top-level key set to
 * `undefined` stays in the result as `undefined`, so the mock built from it lacks that key (what
 * Keycloakify's `getKcContextMock` does with it). Unknown names are skipped with a console warning
 * (the preview still renders the plain mock).
 */
export function pageStateOverrides(
    pageId: string,
    stateNames: readonly string[]
): Record<string, unknown> {
    const perPage: Record<string, unknown> = pageStates[pageId as CustomPageId] ?? {};
    const merged: Record<string, unknown> = {};
    for (const name of stateNames) {
        const source = perPage[name] ?? commonStates[name];
        if (source === undefined) {
            console.warn(`Unknown mock state "${name}" for ${pageId}`);
            continue;
        }
        deepAssign({ target: merged, source: source as Record<string, unknown> });
        // deepAssign drops a key whose value is undefined; keep it for getKcContextMock to drop.
        for (const [key, value] of Object.entries(source))
            if (value === undefined) merged[key] = undefined;
    }
    return merged;
}
