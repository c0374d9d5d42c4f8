import type { KcContext } from "../../src/login/KcContext";

/** Keys the generated `.ftl` sets itself after declaring the kcContext (Keycloakify 11). */
type SetByTheFtl =
    "themeVersion" | "keycloakifyVersion" | "themeType" | "themeName" | "pageId" | "x-keycloakify";

/**
 * How one value of Keycloak's data model is written into the page (`fastKcContext.ts`):
 * - `string`, `boolean`, `number`: the value as it is; `scalar`: whichever of the three it is;
 * - `text`: a string that may be a message key (`${key}`), whose message Keycloakify's i18n needs
 *   in `x-keycloakify.messages` (realm and client display names, message summaries);
 * - `strings`: a list of strings; `stringMap`: a map of strings (client attributes, without the
 *   SAML signing key Keycloakify leaves out);
 * - `flag`: a method of Keycloak's `AuthenticationContextBean` returning a boolean (`auth.showUsername()`);
 * - `attemptedUsername`: `auth.attemptedUsername`, only when the page shows the username and no
 *   reset link (Keycloakify's rule for login.ftl);
 * - `loginActionForTryAnotherWay`: `url.loginAction` on a page without a form (error.ftl), only
 *   when Keycloak offers "Try another way" (Keycloakify's rule; the getter throws otherwise);
 * - `messagesPerField`: the `get` and `existsError` functions Keycloakify writes for the form fields;
 * - `walk`: the whole value, walked like the pages without a shape (rare values such as passkeys);
 * - `false`: left out, as Keycloakify leaves it out (`login.password`).
 */
export type KcContextLeaf =
    | "string"
    | "text"
    | "boolean"
    | "number"
    | "scalar"
    | "strings"
    | "stringMap"
    | "flag"
    | "attemptedUsername"
    | "loginActionForTryAnotherWay"
    | "messagesPerField"
    | "walk"
    | false;

type Nested<T> = T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? Item extends Record<string, unknown>
          ? readonly [KcContextShape<Item>]
          : never
      : T extends Record<string, unknown>
        ? KcContextShape<T>
        : never;

/**
 * Which part of Keycloak's data model a page's kcContext carries, and how each value is written:
 * a leaf ({@link KcContextLeaf}), an object for a hash (only the keys it lists) or a one-item
 * array for a list of hashes. The mapped type makes a shape name every key the page's kcContext
 * type declares, so a key the pages may read cannot be forgotten; keys outside the type are left
 * out of the page (docs/decisions.md §18).
 */
export type KcContextShape<T> = { [K in keyof T]-?: KcContextLeaf | Nested<NonNullable<T[K]>> };

/**
 * Any page's shape with its page's typing left behind, as the build and the tests walk it: a hash
 * of leaves, nested hashes and one-item arrays.
 */
export type KcContextShapeTree = { readonly [key: string]: KcContextShapeNode };

/** One node of a {@link KcContextShapeTree}. */
export type KcContextShapeNode = KcContextLeaf | readonly [KcContextShapeTree] | KcContextShapeTree;

type PageShape<P extends KcContext["pageId"]> = KcContextShape<
    Omit<Extract<KcContext, { pageId: P }>, SetByTheFtl>
>;

const commonUrl = {
    loginAction: "string",
    resourcesPath: "string",
    resourcesCommonPath: "string",
    loginRestartFlowUrl: "string",
    loginUrl: "string",
    ssoLoginInOtherTabsUrl: "string"
} as const;

const commonRealm = {
    name: "string",
    displayName: "text",
    displayNameHtml: "text",
    internationalizationEnabled: "boolean",
    registrationEmailAsUsername: "boolean"
} as const;

const commonClient = {
    clientId: "string",
    name: "text",
    description: "text",
    attributes: "stringMap"
} as const;

const common = {
    url: commonUrl,
    realm: commonRealm,
    locale: {
        supported: [{ url: "string", label: "string", languageTag: "string" }],
        currentLanguageTag: "string",
        rtl: "boolean"
    },
    auth: {
        showUsername: "flag",
        showResetCredentials: "flag",
        showTryAnotherWayLink: "flag",
        attemptedUsername: "attemptedUsername"
    },
    scripts: "strings",
    message: { type: "string", summary: "text" },
    client: commonClient,
    isAppInitiatedAction: "boolean",
    messagesPerField: "messagesPerField",
    authenticationSession: { authSessionIdHash: "string" },
    properties: {
        PORTAL_BASE_URL_DEV: "string",
        PORTAL_BASE_URL_QA: "string",
        PORTAL_BASE_URL_QA2: "string",
        PORTAL_BASE_URL_PROD: "string"
    },
    darkMode: "boolean"
} as const;

const login: PageShape<"login.ftl"> = {
    ...common,
    url: { ...commonUrl, loginResetCredentialsUrl: "string", registrationUrl: "string" },
    realm: {
        ...commonRealm,
        loginWithEmailAllowed: "boolean",
        rememberMe: "boolean",
        password: "boolean",
        resetPasswordAllowed: "boolean",
        registrationAllowed: "boolean"
    },
    auth: { ...common.auth, selectedCredential: "string" },
    registrationDisabled: "boolean",
    login: { username: "string", rememberMe: "string", password: false },
    usernameHidden: "boolean",
    social: {
        displayInfo: "boolean",
        providers: [
            {
                loginUrl: "string",
                alias: "string",
                providerId: "string",
                displayName: "text",
                iconClasses: "string"
            }
        ]
    },
    enableWebAuthnConditionalUI: "boolean",
    authenticators: "walk",
    challenge: "string",
    userVerification: "string",
    rpId: "string",
    createTimeout: "scalar",
    mediation: "string",
    authenticatorAttachment: "string",
    isUserIdentified: "string",
    shouldDisplayAuthenticators: "boolean"
};

const error: PageShape<"error.ftl"> = {
    ...common,
    url: { ...commonUrl, loginAction: "loginActionForTryAnotherWay" },
    auth: { ...common.auth, attemptedUsername: "string" },
    client: { ...commonClient, baseUrl: "string" },
    skipLink: "boolean",
    traceId: "string"
};

/**
 * The kcContext shapes of the two pages Keycloak renders most: the sign-in page and `error.ftl`
 * (docs/decisions.md §18). The build writes these pages' kcContext value by value from the shape;
 * every other page keeps the walk of Keycloak's whole data model, because Keycloakify's stock
 * pages may read more than its types declare.
 */
export const kcContextShapes: Partial<Record<KcContext["pageId"], KcContextShapeTree>> = {
    "login.ftl": login,
    "error.ftl": error
};
