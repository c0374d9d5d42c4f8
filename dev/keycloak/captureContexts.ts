/**
 * `npm run capture-contexts [-- <spec file names>]`: runs the real-server flows
 * (`tests/keycloak`, Keycloak from `KEYCLOAK_VERSION` or the default) with `CAPTURE_CONTEXTS=1`,
 * then writes one kcContext per page id the flows reached to
 * `src/test-support/contexts/<version>/<page>.json`, normalized (`normalizeCapture.ts`). The
 * preview, the Ladle stories and the unit tests render those (`src/test-support/KcContextMock.ts`).
 * A run of every flow replaces the version's folder; a run of some specs updates their pages only.
 * `--no-run` writes from the last run's raw captures instead (after changing the normalization),
 * removing nothing.
 * Exits with the test run's status, after writing what was captured.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_MAIL_HTTP_PORT, DEFAULT_SMTP_PORT } from "../mail-catcher";
import { DEFAULT_PORTAL_PORT } from "../portal-server";
import { rawCapturesFile, type RawCapture } from "../../tests/keycloak/contextCapture";
import { ROOT } from "./paths";
import { DEFAULT_KEYCLOAK_HTTPS_PORT, DEFAULT_KEYCLOAK_PORT, PORTS } from "./ports";
import { keycloakVersion } from "./version";
import { parseDataBlock } from "../../keycloakify-seam/kcContextWire";
import { normalizeCapture, type Placeholders } from "./normalizeCapture";

const CONTEXTS = join(ROOT, "src", "test-support", "contexts");

/**
 * Keycloakify's sample TOTP secret and QR image (its `login-config-totp.ftl` mock), read from its
 * package so a captured set-up page shows a QR code that encodes the secret beside it.
 */
function keycloakifySampleTotp(): Placeholders["totp"] {
    const mocks = readFileSync(
        join(ROOT, "node_modules", "keycloakify", "login", "KcContext", "kcContextMocks.js"),
        "utf8"
    );
    const value = (key: string) => {
        const match = new RegExp(`${key}: "([^"]+)"`).exec(mocks);
        if (match === null) throw new Error(`Keycloakify's mocks have no ${key} any more`);
        return match[1]!;
    };
    return {
        totpSecret: value("totpSecret"),
        totpSecretEncoded: value("totpSecretEncoded"),
        totpSecretQrCode: value("totpSecretQrCode")
    };
}

const placeholders: Placeholders = {
    ports: [
        { actual: PORTS.keycloak, placeholder: DEFAULT_KEYCLOAK_PORT },
        { actual: PORTS.keycloakHttps, placeholder: DEFAULT_KEYCLOAK_HTTPS_PORT },
        { actual: PORTS.portal, placeholder: DEFAULT_PORTAL_PORT },
        { actual: PORTS.smtp, placeholder: DEFAULT_SMTP_PORT },
        { actual: PORTS.mailView, placeholder: DEFAULT_MAIL_HTTP_PORT }
    ],
    totp: keycloakifySampleTotp()
};

/** Specs with hostile values on purpose: their visits serve only pages no other spec reaches. */
const HOSTILE_SPECS = ["hostile-data.spec.ts"];

/**
 * How well a capture shows its page's plain state: the page without a view (language, dialog)
 * in English, before any error, with ordinary values. Higher is better; the first of equals wins.
 */
function plainness(capture: RawCapture): number {
    const { kcContext } = parseDataBlock(capture.data) as {
        kcContext: { locale?: { currentLanguageTag?: string }; message?: { type?: string } };
    };
    return (
        (HOSTILE_SPECS.includes(capture.spec) ? 0 : 8) +
        (capture.view === undefined ? 4 : 0) +
        ((kcContext.locale?.currentLanguageTag ?? "en") === "en" ? 2 : 0) +
        (kcContext.message?.type === "error" ? 0 : 1)
    );
}

function bestCaptures(captures: RawCapture[]): Map<string, RawCapture> {
    const best = new Map<string, { capture: RawCapture; score: number }>();
    for (const capture of captures) {
        const score = plainness(capture);
        const held = best.get(capture.pageId);
        if (held === undefined || score > held.score) best.set(capture.pageId, { capture, score });
    }
    return new Map([...best].map(([pageId, { capture }]) => [pageId, capture]));
}

function main(): number {
    const args = process.argv.slice(2);
    const specs = args.filter(arg => arg !== "--no-run");
    const noRun = args.includes("--no-run");
    const status = noRun ? 0 : runFlows(specs);
    // Only a run of every flow knows which pages are no longer reached.
    writeCaptures(readRawCaptures(), specs.length === 0 && !noRun);
    return status;
}

/** This version's raw captures of the last run, in the order the suite met them. */
function readRawCaptures(): RawCapture[] {
    const file = rawCapturesFile();
    if (!existsSync(file)) return [];
    return readFileSync(file, "utf8")
        .split("\n")
        .filter(line => line !== "")
        .map(line => JSON.parse(line) as RawCapture);
}

/** Writes the best capture of each page id, after emptying the version's folder if `replaceAll`. */
function writeCaptures(captures: RawCapture[], replaceAll: boolean): void {
    const version = keycloakVersion();
    const dir = join(CONTEXTS, version);
    if (replaceAll) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [pageId, capture] of bestCaptures(captures)) {
        const file = join(dir, `${pageId.replace(/\.ftl$/, "")}.json`);
        writeFileSync(file, normalizeCapture(capture.data, placeholders));
    }
    const pages = readdirSync(dir).length;
    console.log(
        `Keycloak ${version}: ${captures.length} visits captured; ${pages} page contexts in ${dir}.`
    );
}

/** Runs the real-server flows (all, or `specs`) with capturing on; returns their exit status. */
function runFlows(specs: string[]): number {
    const config = ["--config", "tests/keycloak/playwright.config.ts", "--project=flows"];
    const run = spawnSync("npx", ["playwright", "test", ...config, ...specs], {
        cwd: ROOT,
        stdio: "inherit",
        env: { ...process.env, CAPTURE_CONTEXTS: "1" }
    });
    return run.status ?? 1;
}

process.exitCode = main();
