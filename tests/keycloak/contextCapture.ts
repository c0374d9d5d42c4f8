import { test, type Page } from "@playwright/test";
import { appendFileSync, mkdirSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { keycloakVersion } from "../../dev/keycloak/version";
import { KC_CONTEXT_ELEMENT_ID } from "../../keycloakify-seam/kcContextWire";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Whether this run records the kcContexts Keycloak sends (`CAPTURE_CONTEXTS=1`, set by
 * `npm run capture-contexts`); other runs record nothing.
 */
export const capturing = process.env.CAPTURE_CONTEXTS === "1";

/**
 * One page's kcContext as the suite met it: the page id our Template put on `main`, the view that
 * set the visit apart (a language, an open dialog; none for the plain page), the spec file, the
 * address, and the text of the page's kcContext data block exactly as Keycloak rendered it.
 */
export type RawCapture = { pageId: string; view?: string; spec: string; url: string; data: string };

/** Where a run records its raw captures: `test-results/keycloak/<version>/contexts.ndjson`. */
export const rawCapturesFile = (version = keycloakVersion()) =>
    join(ROOT, "test-results", "keycloak", version, "contexts.ndjson");

/** Empties this version's raw captures, at the start of a run. */
export function resetCaptures(): void {
    rmSync(rawCapturesFile(), { force: true });
}

/**
 * When {@link capturing}, appends the page's kcContext data block to {@link rawCapturesFile}.
 * Secrets and session values stay in: `npm run capture-contexts` replaces them before anything is
 * committed (`dev/keycloak/normalizeCapture.ts`).
 */
export async function captureKcContext(page: Page, view?: string): Promise<void> {
    if (!capturing) return;
    const pageId = await page.locator("main[data-page-id]").getAttribute("data-page-id");
    const data = await page.evaluate(
        id => document.getElementById(id)?.textContent ?? null,
        KC_CONTEXT_ELEMENT_ID
    );
    if (pageId === null || data === null) return;
    const spec = basename(test.info().file);
    const capture: RawCapture = { pageId, view, spec, url: page.url(), data };
    mkdirSync(join(rawCapturesFile(), ".."), { recursive: true });
    appendFileSync(rawCapturesFile(), `${JSON.stringify(capture)}\n`);
}
