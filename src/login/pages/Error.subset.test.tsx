import { render, screen, waitFor } from "@testing-library/react";
import { capturedContexts, capturedVersion } from "@/test-support/capturedContexts";
import { stubPortalFetch } from "@/test-support/portalConfig";
import { startPortalBranding } from "@/portal/portalBranding";
import { loadTranslations } from "../messages/loadTranslations";
import KcPage from "../KcPage";
import type { KcContext } from "../KcContext";
import {
    decodeWithTextarea,
    parseKcContextData
} from "../../../keycloakify-seam/browser/kcContextFromPage";
import { startKeycloakScripts } from "../../../keycloakify-seam/browser/keycloakScripts";
import {
    kcContextShapes,
    type KcContextShapeNode
} from "../../../keycloakify-seam/build/kcContextSerializer/kcContextShape";

type Json = Record<string, unknown>;

const shape = kcContextShapes["error.ftl"]!;

/** What the shaped data block would carry of a value the walk wrote: the shape's keys only. */
function cut(value: unknown, node: KcContextShapeNode): unknown {
    if (Array.isArray(node)) return (value as unknown[]).map(item => cut(item, node[0]));
    if (typeof node !== "object" || value === null || typeof value !== "object") return value;
    return Object.fromEntries(
        Object.entries(node)
            .filter(([key, leaf]) => leaf !== false && key in value)
            .map(([key, leaf]) => [key, cut((value as Json)[key], leaf)])
    );
}

/** `value` whose reads of a key neither the shape nor the boot's parsing gave it throw. */
function strict<T>(value: T, node: KcContextShapeNode, path: string, reads: string[]): T {
    if (Array.isArray(node))
        return (value as unknown[]).map((item, index) =>
            strict(item, node[0], `${path}[${index}]`, reads)
        ) as T;
    if (typeof node !== "object" || value === null || typeof value !== "object") return value;
    const tree = node as Record<string, KcContextShapeNode>;
    const wrapped = Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
            key,
            key in tree ? strict(item, tree[key], `${path}.${key}`, reads) : item
        ])
    );
    return new Proxy(wrapped, {
        get(target, key, receiver) {
            if (typeof key === "string" && !(key in tree) && !(key in target)) {
                reads.push(`${path}.${key}`);
                throw new Error(`error.ftl's kcContext subset lacks ${path}.${key}`);
            }
            return Reflect.get(target, key, receiver);
        }
    }) as T;
}

/** The captured `error.ftl` page cut to the subset, parsed as the boot parses it, behind {@link strict}. */
function subsetKcContext(reads: string[]): Extract<KcContext, { pageId: "error.ftl" }> {
    const capture = capturedContexts.find(
        ({ version, page }) => version === capturedVersion && page === "error"
    )!;
    const data = capture.data as { kcContext: Json; keycloakify: Json };
    const kcContext = parseKcContextData(
        JSON.stringify({ ...data, kcContext: cut(data.kcContext, shape) }),
        decodeWithTextarea
    ) as Extract<KcContext, { pageId: "error.ftl" }>;
    return strict(kcContext, shape, "kcContext", reads);
}

describe("error.ftl's data block, a subset of Keycloakify's kcContext (issue 48, decisions §27)", () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
    });

    it("leaves out what no reader of error.ftl reads", () => {
        const keys = (node: KcContextShapeNode) => Object.keys(node as object).sort();
        expect(keys(shape)).not.toContain("messagesPerField");
        expect(keys((shape as Record<string, KcContextShapeNode>).client)).toEqual(["baseUrl"]);
    });

    it("renders the page in our Template and starts the boot's and Template's work from it alone", async () => {
        const reads: string[] = [];
        const kcContext = subsetKcContext(reads);
        stubPortalFetch("ok");
        const errors = vi.spyOn(console, "error");
        await loadTranslations(kcContext.locale?.currentLanguageTag ?? "en");
        await startPortalBranding(kcContext);
        // Template's own call then finds them started for this kcContext; jsdom loads no modules.
        void startKeycloakScripts(kcContext, () => new Promise(() => {}));
        render(<KcPage kcContext={kcContext} />);
        await screen.findByText(kcContext.message.summary, {}, { timeout: 5000 });
        expect(screen.getByRole("link", { name: /Back to Application/ })).toHaveAttribute(
            "href",
            "http://localhost:4318/signed-in"
        );
        await waitFor(() => expect(document.querySelector("footer")).not.toBeNull());
        expect(reads).toEqual([]);
        expect(errors).not.toHaveBeenCalled();
    });

    it("fails on a read of a key the subset lacks", () => {
        const reads: string[] = [];
        const kcContext = subsetKcContext(reads) as unknown as { client: Json };
        expect(() => kcContext.client.clientId).toThrow(/lacks kcContext.client.clientId/);
        expect(reads).toEqual(["kcContext.client.clientId"]);
    });
});
