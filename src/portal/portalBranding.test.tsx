import { renderHook } from "@testing-library/react";
import { TEST_PORTAL_BASE } from "@/test-support/portalConfig";
import { startPortalBranding } from "./portalBranding";
import { keepPortalConfig } from "./portalConfigCache";
import { usePortalBranding, type PortalBrandingState } from "./usePortalBranding";

const kcContext = { properties: { PORTAL_BASE_URL_DEV: TEST_PORTAL_BASE } };

const trpcAnswer = (title: string) =>
    new Response(JSON.stringify([{ result: { data: { json: { welcomeMessage: { title } } } } }]), {
        status: 200
    });

// Module state: one call per portal base, so each test has a base of its own.
describe("startPortalBranding", () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.useRealTimers();
        localStorage.clear();
    });

    it("with an answer kept from an earlier visit, calls the portal once showKept has shown it", async () => {
        const base = "https://kept-first.example.com";
        keepPortalConfig(base, { welcomeMessage: { title: "Kept" } });
        const fetchStub = vi.fn(async () => trpcAnswer("Fresh"));
        vi.stubGlobal("fetch", fetchStub);
        let shown = () => {};
        const showKept = vi.fn(() => new Promise<void>(resolve => (shown = resolve)));

        const fresh = startPortalBranding({ properties: { PORTAL_BASE_URL_DEV: base } }, "", showKept);
        await vi.waitFor(() =>
            expect(showKept).toHaveBeenCalledWith({ welcomeMessage: { title: "Kept" } })
        );
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(fetchStub).not.toHaveBeenCalled();
        shown();

        expect(await fresh).toMatchObject({ ok: true, config: { welcomeMessage: { title: "Fresh" } } });
        expect(fetchStub).toHaveBeenCalledOnce();
    });

    it("calls the portal 1 s after the kept answer if showing it never ends", async () => {
        vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
        const base = "https://kept-stuck.example.com";
        keepPortalConfig(base, { welcomeMessage: { title: "Kept" } });
        const fetchStub = vi.fn(async () => trpcAnswer("Fresh"));
        vi.stubGlobal("fetch", fetchStub);
        const showKept = vi.fn(() => new Promise<void>(() => {}));

        void startPortalBranding({ properties: { PORTAL_BASE_URL_DEV: base } }, "", showKept);
        while (showKept.mock.calls.length === 0) await new Promise(setImmediate);
        await vi.advanceTimersByTimeAsync(999);
        expect(fetchStub).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(fetchStub).toHaveBeenCalledOnce();
    });

    it("calls the portal when showing the kept answer fails", async () => {
        const base = "https://kept-broken.example.com";
        keepPortalConfig(base, { welcomeMessage: { title: "Kept" } });
        const fetchStub = vi.fn(async () => trpcAnswer("Fresh"));
        vi.stubGlobal("fetch", fetchStub);
        const showKept = () => Promise.reject(new Error("logo failed"));

        const fresh = startPortalBranding({ properties: { PORTAL_BASE_URL_DEV: base } }, "", showKept);

        expect(await fresh).toMatchObject({ ok: true });
        expect(fetchStub).toHaveBeenCalledOnce();
    });

    it("without a kept answer, calls the portal at once", async () => {
        const fetchStub = vi.fn(async () => trpcAnswer("Fresh"));
        vi.stubGlobal("fetch", fetchStub);
        const showKept = vi.fn(() => new Promise<void>(() => {}));

        const base = "https://nothing-kept.example.com";
        void startPortalBranding({ properties: { PORTAL_BASE_URL_DEV: base } }, "", showKept);
        await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledOnce());
        expect(showKept).not.toHaveBeenCalled();
    });

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
