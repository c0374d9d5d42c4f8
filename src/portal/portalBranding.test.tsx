import { renderHook } from "@testing-library/react";
import { TEST_PORTAL_BASE } from "@/test-support/portalConfig";
import { startPortalBranding } from "./portalBranding";
import { usePortalBranding, type PortalBrandingState } from "./usePortalBranding";

const kcContext = { properties: { PORTAL_BASE_URL_DEV: TEST_PORTAL_BASE } };

// Module state: this file's call is the only one in its module registry.
describe("startPortalBranding", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("puts an answer that arrived before the first render into that render, without a second call", async () => {
        const fetchStub = vi.fn(
            async () =>
                new Response(
                    JSON.stringify([
                        { result: { data: { json: { welcomeMessage: { title: "Early" } } } } }
                    ]),
                    { status: 200 }
                )
        );
        vi.stubGlobal("fetch", fetchStub);
        const started = startPortalBranding(kcContext, "");
        expect(startPortalBranding(kcContext, "")).toBe(started);
        await started;

        const renders: PortalBrandingState[] = [];
        renderHook(() => {
            const state = usePortalBranding({ kcContext });
            renders.push(state);
            return state;
        });

        expect(renders[0]).toMatchObject({
            status: "ready",
            config: { welcomeMessage: { title: "Early" } }
        });
        expect(renders.every(state => state.status === "ready")).toBe(true);
        expect(fetchStub).toHaveBeenCalledTimes(1);
    });
});
