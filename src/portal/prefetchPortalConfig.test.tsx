import { renderHook } from "@testing-library/react";
import { prefetchPortalConfig } from "./prefetchPortalConfig";
import { TEST_PORTAL_BASE } from "@/test-support/portalConfig";
import { usePortalConfig, type PortalConfigState } from "./usePortalConfig";

// Module state: this file's prefetch is the only one in its module registry.
describe("prefetchPortalConfig", () => {
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
        const started = prefetchPortalConfig(TEST_PORTAL_BASE);
        expect(prefetchPortalConfig(TEST_PORTAL_BASE)).toBeUndefined();
        await started;

        const renders: PortalConfigState[] = [];
        renderHook(() => {
            const state = usePortalConfig({ portalBase: TEST_PORTAL_BASE });
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
