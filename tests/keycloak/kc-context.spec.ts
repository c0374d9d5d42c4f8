import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { admin, ensurePortalClient } from "../../dev/keycloak/adminApi";
import { authorizationUrl, KEYCLOAK_URL } from "../../dev/keycloak/addresses";
import { keycloakHome } from "../../dev/keycloak/distribution";
import {
    kcContextShapes,
    type KcContextShapeNode
} from "../../keycloakify-seam/build/kcContextSerializer/kcContextShape";
import { dataBlockBody, dataBlockElement, dataBlockStart } from "../../keycloakify-seam/kcContextWire";
import { kcContextFromHtml } from "../fixtures/kcContextData";
import { createCustomer, expect, PASSWORD, test } from "./fixture";

/**
 * The sign-in page, error.ftl and the update-profile page write their kcContext value by value from
 * a shape (`keycloakify-seam/build/kcContextSerializer/kcContextShape.ts`, docs/decisions.md §18) instead of walking Keycloak's whole data
 * model. Here the real Keycloak renders both in one response (the page's data block and a second
 * one with the walk), from a copy of the installed theme bound to a client of its own, and the
 * shaped one must carry exactly what the walk carries for the shape's keys, and nothing else.
 */

const THEME = "utility-portal-full-walk";
const CLIENT = "kc-context-check";
const DATA_BLOCK = new RegExp(`${dataBlockStart().source}[^\\n]*?<\\/script>`);
const WALK_ID = "kc-context-walk";
const FULL_WALK = dataBlockElement(
    dataBlockBody(
        '<@xkPrelude /><@xkWrite object=.data_model depth=0 pathKey="" kind=1 />',
        "<@xkKeycloakifyData />"
    ),
    { id: WALK_ID }
);
/** What the page adds to every kcContext beside Keycloak's data model (Keycloakify's names). */
const ADDED_KEYS = [
    "keycloakifyVersion",
    "themeVersion",
    "themeType",
    "themeName",
    "pageId",
    "ftlTemplateFileName",
    "x-keycloakify"
];
/** Keycloakify's field names, and one no page knows. */
const FIELDS = [
    "firstName",
    "lastName",
    "email",
    "username",
    "password",
    "password-confirm",
    "global",
    "totp",
    "userLabel",
    "recoveryCodeInput",
    "termsAccepted",
    "no-such-field"
];

type Json = Record<string, unknown>;
type MessagesPerField = {
    get: (field: string) => string | undefined;
    existsError: (field: string) => boolean | undefined;
};

type ShapedPage = keyof typeof kcContextShapes;

/** Installs the copy of our theme whose shaped pages also declare the walk's kcContext. */
function installFullWalkTheme(): void {
    const themes = join(keycloakHome(), "themes");
    rmSync(join(themes, THEME), { recursive: true, force: true });
    cpSync(join(themes, "utility-portal"), join(themes, THEME), { recursive: true });
    for (const page of Object.keys(kcContextShapes)) {
        const file = join(themes, THEME, "login", page);
        const ftl = readFileSync(file, "utf8");
        expect(ftl, `${page} carries a kcContext data block`).toMatch(DATA_BLOCK);
        writeFileSync(
            file,
            ftl.replace(DATA_BLOCK, block => `${block}\n${FULL_WALK}`)
        );
    }
}

/** What the page's `get` and `existsError` answer for every field: functions compared by behavior. */
function behavior(messagesPerField: MessagesPerField): Json {
    return Object.fromEntries(
        FIELDS.map(field => [field, [messagesPerField.get(field), messagesPerField.existsError(field)]])
    );
}

/** One key of {@link project}; the profile's `attributes` reach the page as `attributesByName` (kcContextFromPage). */
function projectEntry(value: Json, key: string, node: KcContextShapeNode): readonly [string, unknown] {
    const byName = value.attributesByName as Json | undefined;
    if (key === "attributes" && Array.isArray(node) && byName !== undefined)
        return [
            "attributesByName",
            Object.fromEntries(
                Object.entries(byName).map(([name, item]) => [name, project(item, node[0])])
            )
        ];
    return [key, project(value[key], node)];
}

/** The part of a walked value the shape names, with `messagesPerField` as its behavior. */
function project(value: unknown, shape: KcContextShapeNode): unknown {
    if (value === undefined || value === null) return value;
    if (shape === "messagesPerField") return behavior(value as MessagesPerField);
    if (Array.isArray(shape)) return (value as unknown[]).map(item => project(item, shape[0]));
    if (typeof shape !== "object") return value;
    const entries = Object.entries(shape)
        .filter(([, node]) => node !== false)
        .map(([key, node]) => projectEntry(value as Json, key, node))
        .filter(([, item]) => item !== undefined);
    return Object.fromEntries(entries);
}

async function declarations(
    response: Awaited<ReturnType<APIRequestContext["get"]>>
): Promise<{ shaped: Json; walked: Json }> {
    const html = await response.text();
    const shaped = Object.fromEntries(
        Object.entries(kcContextFromHtml(html)).filter(([key]) => !ADDED_KEYS.includes(key))
    );
    return {
        shaped:
            shaped.messagesPerField === undefined // error.ftl's subset (decisions §27)
                ? shaped
                : {
                      ...shaped,
                      messagesPerField: behavior(shaped.messagesPerField as MessagesPerField)
                  },
        walked: kcContextFromHtml(html, WALK_ID)
    };
}

async function expectShapeHolds(
    response: Awaited<ReturnType<APIRequestContext["get"]>>,
    pageId: ShapedPage
): Promise<Json> {
    const { shaped, walked } = await declarations(response);
    const shape = kcContextShapes[pageId]!;
    const url = shaped.url as Json;
    // The page derives it from resourcesPath (kcContextFromPage.ts) where the block leaves it out.
    if (!Object.hasOwn(shape.url as object, "resourcesCommonPath")) {
        expect(url.resourcesCommonPath).toBe(`${String(url.resourcesPath)}/resources-common`);
        delete url.resourcesCommonPath;
    }
    expect(shaped).toEqual(project(walked, shape));
    return shaped;
}

/** Posts the sign-in form of a fresh sign-in page as `username`; the response must be a page (200). */
async function postSignIn(request: APIRequestContext, username: string) {
    const first = await declarations(await request.get(authorizationUrl({ client_id: CLIENT })));
    const loginAction = (first.shaped.url as Json).loginAction as string;
    const response = await request.post(new URL(loginAction, KEYCLOAK_URL).href, {
        form: { username, password: PASSWORD }
    });
    expect(response.status()).toBe(200);
    return response;
}

/** The translated messages a data block of `html` carries (the page's own by default). */
const translatedMessages = (html: string, id?: string) =>
    (kcContextFromHtml(html, id)["x-keycloakify"] as Json).messages;

test.describe("shaped kcContext in the real Keycloak", () => {
    test.beforeAll(async () => {
        installFullWalkTheme();
        await ensurePortalClient(CLIENT, { attributes: { login_theme: THEME } });
    });

    test("the sign-in page carries what the walk of the data model carries, in English and German", async ({
        request
    }) => {
        for (const locale of ["en", "de"]) {
            const response = await request.get(
                authorizationUrl({ client_id: CLIENT, ui_locales: locale })
            );
            expect(response.status()).toBe(200);
            const shaped = await expectShapeHolds(response, "login.ftl");
            expect((shaped.locale as Json).currentLanguageTag).toBe(locale);
        }
    });

    test("after a wrong password the sign-in page carries the same message, field errors and username", async ({
        request
    }) => {
        const response = await postSignIn(request, "no-such-customer");
        const shaped = await expectShapeHolds(response, "login.ftl");
        expect((shaped.login as Json).username).toBe("no-such-customer");
        expect((shaped.messagesPerField as Json).username).toEqual([
            (shaped.message as Json).summary,
            true
        ]);
    });

    test("error.ftl carries what the walk carries, without the form's address", async ({ request }) => {
        const response = await request.get(
            authorizationUrl({
                client_id: CLIENT,
                redirect_uri: "https://not-registered.example/callback"
            })
        );
        expect(response.status()).toBe(400);
        const shaped = await expectShapeHolds(response, "error.ftl");
        expect(shaped.url).not.toHaveProperty("loginAction");
        expect((shaped.message as Json).type).toBe("error");
    });

    test("the update-profile page carries its user profile as the walk does, and not the user", async ({
        request
    }) => {
        const user = await createCustomer("kc-context-profile", { requiredActions: ["UPDATE_PROFILE"] });
        const response = await postSignIn(request, user.username);
        const html = await response.text();
        const shaped = await expectShapeHolds(response, "login-update-profile.ftl");
        // The validators' message keys ("missingEmailMessage") are translated for the page, as the walk's.
        expect(translatedMessages(html)).toHaveProperty("missingEmailMessage");
        expect(translatedMessages(html)).toEqual(translatedMessages(html, WALK_ID));
        const attributes = (shaped.profile as Json).attributesByName as Json;
        expect((attributes.email as Json).value).toBe(user.email);
        expect(shaped).not.toHaveProperty("user");
    });

    test("a profile attribute with a group, annotations and options is carried as the walk carries it", async ({
        request
    }) => {
        const profile = await admin<{ attributes: Json[]; groups?: Json[] }>("GET", "/users/profile");
        await admin("PUT", "/users/profile", {
            ...profile,
            attributes: [...profile.attributes, METER_TYPE],
            groups: [...(profile.groups ?? []), SUPPLY_GROUP]
        });
        try {
            const user = await createCustomer("kc-context-group", {
                requiredActions: ["UPDATE_PROFILE"]
            });
            const response = await postSignIn(request, user.username);
            const html = await response.text();
            const shaped = await expectShapeHolds(response, "login-update-profile.ftl");
            const meterType = ((shaped.profile as Json).attributesByName as Json).meterType as Json;
            expect(meterType.group).toMatchObject({ name: "supply", displayHeader: "${supplyHeader}" });
            expect(meterType.annotations).toMatchObject({ inputType: "select" });
            expect(meterType.validators).toMatchObject({ options: { options: ["smart", "classic"] } });
            expect(translatedMessages(html)).toEqual(translatedMessages(html, WALK_ID));
        } finally {
            await admin("PUT", "/users/profile", profile);
        }
    });
});

/** An optional select in a group of its own, with texts that are message keys. */
const METER_TYPE = {
    name: "meterType",
    displayName: "${meterTypeLabel}",
    group: "supply",
    permissions: { view: ["admin", "user"], edit: ["admin", "user"] },
    annotations: { inputType: "select", inputHelperTextBefore: "${meterTypeHelp}" },
    validations: { options: { options: ["smart", "classic"] } }
};

const SUPPLY_GROUP = {
    name: "supply",
    displayHeader: "${supplyHeader}",
    displayDescription: "Where the gas comes in",
    annotations: { section: "supply" }
};
