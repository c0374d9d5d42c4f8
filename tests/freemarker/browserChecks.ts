/**
 * Browser steps shared by the FreeMarker boot specs: load a rendered page from the theme server,
 * prove nothing injected ran, then drive the scenario's form (or link) and read what the loopback
 * recorder received.
 */
import { expect, type Page } from "@playwright/test";
import { DATA_BLOCK_TYPE, KC_CONTEXT_ELEMENT_ID } from "../../keycloakify-seam/kcContextWire";
import type { RenderedPage, SubmitPlan } from "./harness";
import { valueAt } from "./harness";
import type { FreemarkerWorld } from "./fixture";
import type { RecordedRequest } from "./themeServer";

/** What could show that an injected value executed: dialogs and the `__pwned` sentinel. */
export type ExecutionTrace = { dialogs: string[] };

/** Records every alert/confirm/prompt (and dismisses it so the page goes on). Call before goto. */
export function traceExecution(page: Page): ExecutionTrace {
    const trace: ExecutionTrace = { dialogs: [] };
    page.on("dialog", dialog => {
        trace.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
    });
    return trace;
}

/** The page's `url.loginAction` as the scenario rendered it. */
export function loginActionOf(rendered: RenderedPage): string {
    return valueAt(rendered.model, "url.loginAction") as string;
}

/**
 * Loads the page and waits until React rendered `readySelector` and the Template fetched the
 * portal configuration from `properties.PORTAL_BASE_URL_DEV` (the local tRPC portal).
 */
export async function bootPage(
    page: Page,
    freemarker: FreemarkerWorld,
    rendered: RenderedPage,
    readySelector: string
): Promise<void> {
    expect(rendered.error, "FreeMarker error").toBeUndefined();
    const portalCall = page.waitForResponse(
        response =>
            response
                .url()
                .startsWith(`${freemarker.portalUrl}/api/trpc/portalConfigurationApi.getConfig`),
        { timeout: 10_000 }
    );
    await page.goto(freemarker.urlOf(rendered));
    await expect(page.locator(readySelector)).toBeVisible({ timeout: 10_000 });
    expect((await portalCall).status()).toBe(200);
    await page.waitForLoadState("networkidle");
}

/**
 * Fails if anything injected ran or became markup: a dialog, the `window.__pwned` sentinel,
 * event-handler attributes, `javascript:` links, a script (other than the kcContext data block)
 * mentioning the payloads, a second data block or a broken one (a value that ended the block), or a
 * payload's `<img src=x>` as an element.
 */
export async function expectNothingExecuted(page: Page, trace: ExecutionTrace): Promise<void> {
    expect(trace.dialogs, "dialogs opened").toEqual([]);
    const findings = await page.evaluate(
        ({ type, id }) => {
            const isDataBlock = (script: HTMLScriptElement) => script.type === type && script.id === id;
            const scripts = Array.from(document.scripts).filter(
                script => !isDataBlock(script) && /__pwned|alert\(/.test(script.text)
            );
            const dataBlocks = Array.from(document.scripts).filter(script => script.type === type);
            return {
                dataBlocks: dataBlocks.map(script => script.id),
                // The block ends where the server ended it: with the object's closing brace.
                dataBlockEnd: dataBlocks[0]?.text.trimEnd().slice(-2) ?? null,
                pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
                handlers: Array.from(document.querySelectorAll("*"))
                    .filter(element =>
                        Array.from(element.attributes).some(attribute => /^on/i.test(attribute.name))
                    )
                    .map(element => element.outerHTML.slice(0, 200)),
                javascriptLinks: Array.from(
                    document.querySelectorAll("[href], [src], [action], [formaction]")
                )
                    .filter(element =>
                        ["href", "src", "action", "formaction"].some(name =>
                            /^\s*javascript:/i.test(element.getAttribute(name) ?? "")
                        )
                    )
                    .map(element => element.outerHTML.slice(0, 200)),
                scripts: scripts.map(script => script.outerHTML.slice(0, 200)),
                // The payloads' <img src=x> and <svg> must never become elements (docs/decisions.md
                // §9).
                payloadElements: Array.from(
                    document.querySelectorAll('img[src="x"], svg[onload], body svg > script')
                ).map(element => element.outerHTML.slice(0, 200))
            };
        },
        { type: DATA_BLOCK_TYPE, id: KC_CONTEXT_ELEMENT_ID }
    );
    expect(findings).toEqual({
        dataBlocks: [KC_CONTEXT_ELEMENT_ID],
        dataBlockEnd: "}}",
        pwned: null,
        handlers: [],
        javascriptLinks: [],
        scripts: [],
        payloadElements: []
    });
}

/** Path and query of an absolute URL (how the recorder sees the request). */
function pathAndQuery(url: string): string {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
}

/**
 * Checks the form posts to `url.loginAction`, fills it as the plan says, submits it with its
 * primary submit button and returns what the recorder received.
 */
export async function submitForm(
    page: Page,
    freemarker: FreemarkerWorld,
    rendered: RenderedPage,
    plan: SubmitPlan
): Promise<RecordedRequest> {
    const form = page.locator(plan.form);
    const action = loginActionOf(rendered);
    expect(await form.getAttribute("action")).toBe(action);
    expect((await form.getAttribute("method"))?.toLowerCase()).toBe("post");
    for (const [name, value] of Object.entries(plan.prefilled ?? {})) {
        await expect(form.locator(`[name="${name}"]:not([type=hidden])`)).toHaveValue(value);
    }
    for (const [name, value] of Object.entries(plan.choose ?? {})) {
        await form.locator(`input[name="${name}"][value="${value}"]`).check();
    }
    for (const [name, value] of Object.entries(plan.fill ?? {})) {
        await form.locator(`[name="${name}"]:not([type=hidden])`).fill(value);
    }
    for (const name of plan.check ?? []) await form.locator(`input[name="${name}"]`).setChecked(true);
    for (const name of plan.uncheck ?? []) await form.locator(`input[name="${name}"]`).setChecked(false);
    const recorded = freemarker.server.nextRequest(pathAndQuery(action));
    await form.locator("[type=submit]:not([name=cancel-aia])").first().click();
    const request = await recorded;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(pathAndQuery(action));
    expect(request.contentType).toContain("application/x-www-form-urlencoded");
    return request;
}

/** Asserts the posted fields: each expected name once with its value, absent names missing. */
export function expectPostedFields(request: RecordedRequest, plan: SubmitPlan): void {
    const posted = new Map<string, string[]>();
    for (const [name, value] of request.fields) posted.set(name, [...(posted.get(name) ?? []), value]);
    const expected = Object.fromEntries(Object.keys(plan.expect).map(name => [name, posted.get(name)]));
    expect(expected, `posted: ${JSON.stringify(request.fields)}`).toEqual(
        Object.fromEntries(Object.entries(plan.expect).map(([name, value]) => [name, [value]]))
    );
    for (const name of plan.absent ?? []) expect(posted.has(name), `${name} posted`).toBe(false);
}
