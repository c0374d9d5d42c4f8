import type { PortalConfig } from "./portalConfig";
import { keepPortalConfig } from "./portalConfigCache";

/** In ms (docs/decisions.md §4). */
export const PORTAL_CONFIG_TIMEOUT_MS = 5000;

/** In UTF-16 code units; a bigger answer is treated as broken. */
const MAX_BODY_LENGTH = 1_000_000;

// superjson encodes "no input" as `null` plus meta saying it was `undefined` (no JSON form).
const BATCH_INPUT = JSON.stringify({ "0": { json: null, meta: { values: ["undefined"], v: 1 } } });

/** Result of {@link fetchPortalConfig}. */
export type PortalConfigResult = { ok: true; config: PortalConfig } | { ok: false; error: string };

/** Options of {@link fetchPortalConfig}. */
export type FetchPortalConfigOptions = {
    /** Abandon the call after this many ms (default {@link PORTAL_CONFIG_TIMEOUT_MS}). */
    timeoutMs?: number;
    /** Aborts the call early, e.g. when the component unmounts. */
    signal?: AbortSignal;
    /** Replaces the global `fetch` (tests). */
    fetch?: typeof fetch;
};

/** The procedure URL of docs/product.md §7; `portalBase` may carry a path prefix. */
export function portalConfigUrl(portalBase: string): string {
    const base = portalBase.replace(/\/+$/, "");
    return `${base}/api/trpc/portalConfigurationApi.getConfig?batch=1&input=${encodeURIComponent(BATCH_INPUT)}`;
}

class PortalCallError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unwrapBatchAnswer(body: unknown): { data: unknown } | { message: string } | undefined {
    const first: unknown = Array.isArray(body) ? body[0] : undefined;
    if (!isRecord(first)) return undefined;
    const { result, error } = first;
    if (isRecord(error)) {
        const message = isRecord(error.json) ? error.json.message : undefined;
        return { message: typeof message === "string" ? message : "unknown tRPC error" };
    }
    return isRecord(result) && isRecord(result.data) && "json" in result.data
        ? { data: result.data.json }
        : undefined;
}

const NOT_JSON = Symbol("not JSON");

function parseJson(text: string): unknown {
    try {
        return JSON.parse(text);
    } catch {
        return NOT_JSON;
    }
}

type Validator = typeof import("./portalConfig");

// The rejection is handled where it is awaited.
function loadValidator(): Promise<Validator> {
    const validator = import("./portalConfig");
    validator.catch(() => undefined);
    return validator;
}

/** A tRPC error in the body is reported before the bare HTTP status. */
function readAnswer(
    status: number,
    text: string,
    portalBase: string,
    { parsePortalConfig }: Validator
): PortalConfigResult {
    const body = parseJson(text);
    const answer = unwrapBatchAnswer(body);
    if (answer !== undefined && "message" in answer) {
        throw new PortalCallError(`Error loading footer data: ${answer.message}`);
    }
    if (status < 200 || status > 299) throw new PortalCallError(`HTTP error! status: ${status}`);
    if (body === NOT_JSON) throw new PortalCallError("fetch Error occurred: answer is not JSON");
    if (answer === undefined)
        throw new PortalCallError("Error loading footer data: answer is not a tRPC batch");
    const parsed = parsePortalConfig(answer.data, portalBase);
    if (!parsed.ok) throw new PortalCallError(`Error loading footer data: ${parsed.error}`);
    keepPortalConfig(portalBase, parsed.config);
    return parsed;
}

// A `fetch` that ignores its signal must not hold the page.
function whenAborted(signal: AbortSignal): Promise<never> {
    return new Promise((_, reject) => {
        const fail = () => reject(new PortalCallError(`fetch Error occurred: ${abortReason(signal)}`));
        if (signal.aborted) fail();
        else signal.addEventListener("abort", fail, { once: true });
    });
}

function abortReason(signal: AbortSignal): string {
    const reason: unknown = signal.reason;
    return reason instanceof Error ? reason.message : String(reason ?? "aborted");
}

async function callPortal(portalBase: string, fetchImpl: typeof fetch, signal: AbortSignal) {
    const validator = loadValidator();
    let response: Response;
    let text: string;
    try {
        response = await fetchImpl(portalConfigUrl(portalBase), {
            method: "GET",
            credentials: "omit",
            signal
        });
        text = await response.text();
    } catch (error) {
        const detail = signal.aborted
            ? abortReason(signal)
            : error instanceof Error
              ? error.message
              : error;
        throw new PortalCallError(`fetch Error occurred: ${String(detail)}`);
    }
    if (text.length > MAX_BODY_LENGTH)
        throw new PortalCallError("fetch Error occurred: answer too large");
    return readAnswer(response.status, text, portalBase, await validator);
}

/**
 * Loads the portal configuration from the http(s) origin `portalBase` (docs/product.md §7.1, §8)
 * and keeps a valid one for the next visit (`keepPortalConfig`).
 * @returns `{ ok: true, config }` or `{ ok: false, error }`; never throws; logs a failure once unless `signal` aborted.
 */
export async function fetchPortalConfig(
    portalBase: string,
    options: FetchPortalConfigOptions = {}
): Promise<PortalConfigResult> {
    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? PORTAL_CONFIG_TIMEOUT_MS;
    const timer = setTimeout(
        () => controller.abort(new Error(`timed out after ${timeoutMs} ms`)),
        timeoutMs
    );
    const forwardAbort = () => controller.abort(options.signal?.reason ?? new Error("aborted"));
    if (options.signal?.aborted) forwardAbort();
    else options.signal?.addEventListener("abort", forwardAbort, { once: true });
    try {
        if (!/^https?:\/\//i.test(portalBase)) {
            throw new PortalCallError("Error loading footer data: no valid portal base address");
        }
        const fetchImpl = options.fetch ?? globalThis.fetch;
        return await Promise.race([
            callPortal(portalBase, fetchImpl, controller.signal),
            whenAborted(controller.signal)
        ]);
    } catch (error) {
        const message =
            error instanceof PortalCallError ? error.message : `fetch Error occurred: ${String(error)}`;
        if (!options.signal?.aborted) console.error(message);
        return { ok: false, error: message };
    } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener("abort", forwardAbort);
    }
}
