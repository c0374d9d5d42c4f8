import type { Attribute } from "keycloakify/login/KcContext";
import type { KcContext } from "../../../src/login/KcContext";

/** Keys the generated `.ftl` sets itself after declaring the kcContext (Keycloakify 11). */
type SetByTheFtl =
    "themeVersion" | "keycloakifyVersion" | "themeType" | "themeName" | "pageId" | "x-keycloakify";

/**
 * How `fastKcContext.ts` writes one value: `text` may be a message key; `flag` is a boolean method of
 * `AuthenticationContextBean`; `loginActionForTryAnotherWay` follows Keycloakify's rule (its getter
 * throws otherwise); `plain` writes maps, lists, strings, numbers and booleans (strings may be message
 * keys) without the walk's set-up; `walk` writes it whole; `false` leaves it out, as Keycloakify does.
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
    | "plain"
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

/** How each key of a page's kcContext is written; every declared key required (docs/decisions.md §18). */
export type KcContextShape<T> = { [K in keyof T]-?: KcContextLeaf | Nested<NonNullable<T[K]>> };

/** Any page's shape without its page typing, as the build and tests walk it. */
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

type ErrorPage = Extract<KcContext, { pageId: "error.ftl" }>;

/** `error.ftl`'s data block: only what `Error`, `Template` and the boot read (docs/decisions.md §27). */
export type ErrorKcContext = Pick<
    ErrorPage,
    | SetByTheFtl
    | "locale"
    | "scripts"
    | "message"
    | "isAppInitiatedAction"
    | "authenticationSession"
    | "properties"
    | "darkMode"
    | "skipLink"
    | "traceId"
> & {
    url: Pick<
        ErrorPage["url"],
        "loginAction" | "resourcesPath" | "loginRestartFlowUrl" | "ssoLoginInOtherTabsUrl"
    >;
    realm: Pick<ErrorPage["realm"], "name" | "displayName" | "internationalizationEnabled">;
    auth?: Pick<
        NonNullable<ErrorPage["auth"]>,
        "showUsername" | "showTryAnotherWayLink" | "attemptedUsername"
    >;
    client: Pick<ErrorPage["client"], "baseUrl">;
};

const error: KcContextShape<Omit<ErrorKcContext, SetByTheFtl>> = {
    url: {
        loginAction: "loginActionForTryAnotherWay",
        resourcesPath: "string",
        loginRestartFlowUrl: "string",
        ssoLoginInOtherTabsUrl: "string"
    },
    realm: { name: "string", displayName: "text", internationalizationEnabled: "boolean" },
    locale: common.locale,
    auth: { showUsername: "flag", showTryAnotherWayLink: "flag", attemptedUsername: "string" },
    scripts: "strings",
    message: common.message,
    client: { baseUrl: "string" },
    isAppInitiatedAction: "boolean",
    authenticationSession: common.authenticationSession,
    properties: common.properties,
    darkMode: "boolean",
    skipLink: "boolean",
    traceId: "string"
};

/** The user profile as Keycloak gives it: `kcContextFromPage` turns `attributes` into `attributesByName`. */
type UserProfileWire = Omit<
    Extract<KcContext, { pageId: "login-update-profile.ftl" }>["profile"],
    "attributesByName"
> & { attributes: Attribute[] };

const attribute: KcContextShape<Attribute> = {
    name: "string",
    displayName: "text",
    required: "boolean",
    value: "string",
    values: "strings",
    group: {
        name: "string",
        displayHeader: "text",
        displayDescription: "text",
        annotations: "plain",
        html5DataAnnotations: "plain"
    },
    html5DataAnnotations: "plain",
    readOnly: "boolean",
    validators: "plain",
    annotations: "plain",
    multivalued: "boolean",
    autocomplete: "string"
};

/** `user`, undeclared by the page's type, not written (its attributes can be hundreds). */
const loginUpdateProfile: KcContextShape<
    Omit<Extract<KcContext, { pageId: "login-update-profile.ftl" }>, SetByTheFtl | "profile"> & {
        profile: UserProfileWire;
    }
> = {
    ...common,
    profile: { attributes: [attribute], html5DataAnnotations: "plain" },
    passwordPolicies: {
        length: "number",
        maxLength: "number",
        digits: "number",
        lowerCase: "number",
        upperCase: "number",
        specialChars: "number",
        notUsername: "boolean",
        notEmail: "boolean"
    }
};

/** Shaped pages; the others walk the whole model (docs/decisions.md §18). */
export const kcContextShapes: Partial<Record<KcContext["pageId"], KcContextShapeTree>> = {
    "login.ftl": login,
    "error.ftl": error,
    "login-update-profile.ftl": loginUpdateProfile
};
