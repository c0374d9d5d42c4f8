import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { capturedContexts, capturedKcContext, capturedVersion } from "./capturedContexts";
import { getKcContextMock } from "./KcContextMock";
import {
    decodeWithTextarea,
    parseKcContextData
} from "../../keycloakify-seam/browser/kcContextFromPage";

// Vitest runs from the repository's root; the check file sits beside this one, so imports resolve.
const CHECK_FILE = join(process.cwd(), "src", "test-support", "capturedContexts.check.ts");
const FUNCTION = "\u0000function\u0000";

/** The built kcContext as a TypeScript expression; its functions become `null as never`. */
function literal(value: unknown): string {
    const json = JSON.stringify(value, (_, item: unknown) =>
        typeof item === "function" ? FUNCTION : item
    );
    return json.replaceAll(JSON.stringify(FUNCTION), "(null as never)");
}

/**
 * Type-checks each capture, built as the page's boot builds it, against its page's `KcContext`
 * type with the app's compiler options. The context is the argument of a function whose type
 * parameter is bounded by that type: literals keep their literal types, and fields our types leave
 * out pass (Keycloak sends more than any page reads), while a missing or mistyped field fails.
 * @returns the compiler's messages, each prefixed with its capture.
 */
function typeErrors(): string[] {
    const captures = capturedContexts.map(capture => ({
        name: `${capture.version}/${capture.page}`,
        context: parseKcContextData(JSON.stringify(capture.data), decodeWithTextarea)
    }));
    const source = [
        `import type { KcContext } from "../login/KcContext";`,
        `declare function page<P extends KcContext["pageId"]>(pageId: P): <T extends Extract<KcContext, { pageId: P }>>(context: T) => void;`,
        ...captures.map(
            ({ name, context }) =>
                `// ${name}\npage(${JSON.stringify(context.pageId)})(${literal(context)});`
        )
    ].join("\n");
    const config = ts.getParsedCommandLineOfConfigFile(
        join(process.cwd(), "tsconfig.app.json"),
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined }
    )!;
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile;
    host.readFile = path => (path === CHECK_FILE ? source : readFile(path));
    host.fileExists = path => path === CHECK_FILE || ts.sys.fileExists(path);
    const virtualModules = join(process.cwd(), "keycloakify-seam", "browser", "virtualModules.d.ts");
    const program = ts.createProgram(
        [CHECK_FILE, virtualModules],
        { ...config.options, types: [] },
        host
    );
    const lines = source.split("\n");
    return ts
        .getPreEmitDiagnostics(program)
        .filter(d => d.code !== 2353)
        .map(diagnostic => {
            const at = diagnostic.start ?? 0;
            const line = diagnostic.file?.getLineAndCharacterOfPosition(at).line ?? 0;
            const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
            return `${lines[line - 1] ?? ""} at ${source.slice(at, at + 40)}: ${message}`;
        });
}

/**
 * Where Keycloakify 11.16's types are stricter than what Keycloak sends, found by these captures;
 * each is harmless to the pages, for the reason given. A capture that differs in any other way
 * fails, and so does a gap no capture shows any more (the list only holds what is true).
 */
const KNOWN_GAPS: { error: RegExp; reason: string }[] = [
    {
        error: /^\/\/ [\d.]+\/error at "url".*Property 'loginAction' is missing/,
        reason: "Keycloakify's serializer (and ours) leaves url.loginAction out of error.ftl, which posts nothing"
    },
    {
        error: /^\/\/ [\d.]+\/login(-username)? at "social".*Property 'displayInfo' is missing/,
        reason: "Keycloak 26 sends no social.displayInfo; the pages show providers from social.providers alone"
    },
    {
        error: /^\/\/ [\d.]+\/idp-review-user-profile at null\].*Type 'null' is not assignable/,
        reason: "an attribute the identity provider left out has the value [null]; the user-profile form shows it empty"
    },
    {
        error: /^\/\/ [\d.]+\/webauthn-register at -?\d.*Type 'number' is not assignable to type 'string'/,
        reason: "signatureAlgorithms are COSE numbers (-7, -257); Keycloak's webauthnRegister.js takes numbers"
    },
    {
        error: /^\/\/ [\d.]+\/login-x509-info at "isUserEnabled".*Type 'string' is not assignable to type 'boolean/,
        reason: 'x509.formData.isUserEnabled is the text "true" or "false"; the default page, like Keycloak\'s base login-x509-info.ftl (isUserEnabled??), only asks whether it is there'
    }
];

describe("captured kcContexts", () => {
    it("are committed for the newest Keycloak, one per page file, each naming its page", () => {
        expect(capturedVersion).toMatch(/^\d+\.\d+\.\d+$/);
        expect(capturedContexts.length).toBeGreaterThan(20);
        for (const { page, data } of capturedContexts) {
            expect(data, page).toMatchObject({ keycloakify: { pageId: `${page}.ftl` } });
        }
    });

    it("each parse as their page's KcContext type", { timeout: 120_000 }, () => {
        const errors = typeErrors();
        const isKnown = (error: string) => KNOWN_GAPS.some(gap => gap.error.test(error));
        expect(errors.filter(error => !isKnown(error))).toEqual([]);
        const gapsSeen = KNOWN_GAPS.filter(gap => errors.some(error => gap.error.test(error)));
        expect(gapsSeen).toEqual(KNOWN_GAPS);
    });

    it("hold placeholders, not session values, secrets or this machine's ports", () => {
        for (const { version, page, data } of capturedContexts) {
            const text = JSON.stringify(data);
            const name = `${version}/${page}`;
            expect(text, name).not.toMatch(/(?:localhost|127\.0\.0\.1):(?!8080|8443|4318|1025|1080)\d+/);
            expect(text, name).not.toMatch(/session_code=(?!SESSION_CODE)/);
            expect(text, name).not.toMatch(/\/resources\/(?!00000)[a-z0-9]{5}\//);
            expect(text, name).not.toMatch(/-[0-9a-z]{8}-\d+@utility-portal\.test/);
        }
    });

    it("are what getKcContextMock returns, with the workbench's resources and portal", () => {
        const login = getKcContextMock({ pageId: "login.ftl" });
        const captured = capturedKcContext("login.ftl")!;
        expect(login.realm).toEqual(captured.realm);
        expect(login.url.loginAction).toBe(captured.url.loginAction);
        expect(login.url.resourcesPath).not.toBe(captured.url.resourcesPath);
        expect(login.properties.PORTAL_BASE_URL_DEV).toBe("http://localhost:4318");
    });
});
