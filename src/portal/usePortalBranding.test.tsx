import { act, renderHook, waitFor } from "@testing-library/react";
import { keptPortalBranding, startPortalBranding } from "./portalBranding";
import { keepPortalConfig } from "./portalConfigCache";
import { usePortalBranding, type UsePortalBrandingParams } from "./usePortalBranding";

const BASE = "https://portal.example.com";
const kcContext = { properties: { PORTAL_BASE_URL_DEV: BASE } };

function trpcAnswer(json: unknown): Response {
    return new Response(JSON.stringify([{ result: { data: { json } } }]), { status: 200 });
}

type Call = { url: string; signal: AbortSignal | undefined; resolve: (response: Response) => void };

/** Replaces the global fetch with one whose answers the test releases by hand. */
function controlledFetch(): Call[] {
    const calls: Call[] = [];
    vi.stubGlobal(
        "fetch",
        vi.fn(
            (url: string, init?: RequestInit) =>
                new Promise<Response>(resolve =>
                    calls.push({ url, signal: init?.signal ?? undefined, resolve })
                )
        )
    );
    return calls;
}

beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

describe("usePortalBranding", () => {
    it("is loading first, then ready with the portal's configuration", async () => {
        const calls = controlledFetch();
        const { result } = renderHook(() => usePortalBranding({ kcContext }));
        expect(result.current).toEqual({ portalBase: BASE, status: "loading", config: undefined });
        await waitFor(() => expect(calls).toHaveLength(1));
        expect(
            calls[0]?.url.startsWith(`${BASE}/api/trpc/portalConfigurationApi.getConfig?batch=1`)
        ).toBe(true);
        act(() => calls[0]?.resolve(trpcAnswer({ welcomeMessage: { title: "Welcome" } })));
        await waitFor(() => expect(result.current.status).toBe("ready"));
        expect(result.current.config?.welcomeMessage?.title).toBe("Welcome");
    });

    it("reports failed with no configuration when the portal answers badly", async () => {
        const calls = controlledFetch();
        const { result } = renderHook(() => usePortalBranding({ kcContext }));
        await waitFor(() => expect(calls).toHaveLength(1));
        act(() => calls[0]?.resolve(new Response("Internal Server Error", { status: 500 })));
        await waitFor(() =>
            expect(result.current).toEqual({ portalBase: BASE, status: "failed", config: undefined })
        );
        expect(console.error).toHaveBeenCalledWith("HTTP error! status: 500");
    });

    it("reloads when the message function changes and keeps the old config meanwhile", async () => {
        const calls = controlledFetch();
        const msgStrEn = () => "en";
        const { result, rerender } = renderHook(
            (params: UsePortalBrandingParams) => usePortalBranding(params),
            {
                initialProps: { kcContext, reloadKey: msgStrEn }
            }
        );
        await waitFor(() => expect(calls).toHaveLength(1));
        act(() => calls[0]?.resolve(trpcAnswer({ welcomeMessage: { title: "Welcome" } })));
        await waitFor(() => expect(result.current.status).toBe("ready"));

        rerender({ kcContext, reloadKey: msgStrEn });
        expect(calls).toHaveLength(1);

        rerender({ kcContext, reloadKey: () => "fr" });
        await waitFor(() => expect(calls).toHaveLength(2));
        expect(result.current.status).toBe("loading");
        expect(result.current.config?.welcomeMessage?.title).toBe("Welcome");
        act(() => calls[1]?.resolve(trpcAnswer({ welcomeMessage: { title: "Bienvenue" } })));
        await waitFor(() => expect(result.current.config?.welcomeMessage?.title).toBe("Bienvenue"));
        expect(result.current.status).toBe("ready");
    });

    it("ignores a stale answer after a reload", async () => {
        const calls = controlledFetch();
        const { result, rerender } = renderHook(
            (params: UsePortalBrandingParams) => usePortalBranding(params),
            {
                initialProps: { kcContext, reloadKey: 1 }
            }
        );
        await waitFor(() => expect(calls).toHaveLength(1));
        rerender({ kcContext, reloadKey: 2 });
        await waitFor(() => expect(calls).toHaveLength(2));
        expect(calls[0]?.signal?.aborted).toBe(true);
        act(() => calls[1]?.resolve(trpcAnswer({ welcomeMessage: { title: "New" } })));
        act(() => calls[0]?.resolve(trpcAnswer({ welcomeMessage: { title: "Old" } })));
        await waitFor(() => expect(result.current.status).toBe("ready"));
        expect(result.current.config?.welcomeMessage?.title).toBe("New");
    });

    it("aborts the load on unmount without logging an error", async () => {
        const calls = controlledFetch();
        const { unmount } = renderHook(() => usePortalBranding({ kcContext }));
        await waitFor(() => expect(calls).toHaveLength(1));
        unmount();
        expect(calls[0]?.signal?.aborted).toBe(true);
        await new Promise(resolve => setTimeout(resolve, 0));
        expect(console.error).not.toHaveBeenCalled();
    });

    // Module state: the only test that starts the boot script's call, so the tests above fetch as usual.
    it("adopts the call startPortalBranding started, once; a reload fetches anew", async () => {
        const calls = controlledFetch();
        void startPortalBranding(kcContext, "");
        void startPortalBranding(kcContext, "");
        await waitFor(() => expect(calls).toHaveLength(1));
        const { result, rerender } = renderHook(
            (params: UsePortalBrandingParams) => usePortalBranding(params),
            { initialProps: { kcContext, reloadKey: 1 } }
        );
        act(() => calls[0]?.resolve(trpcAnswer({ welcomeMessage: { title: "Early" } })));
        await waitFor(() => expect(result.current.config?.welcomeMessage?.title).toBe("Early"));
        expect(calls).toHaveLength(1);
        rerender({ kcContext, reloadKey: 2 });
        await waitFor(() => expect(calls).toHaveLength(2));
    });

    describe("on a repeat visit, with the answer kept from an earlier one (docs/security.md §10)", () => {
        // A base of its own per test: startPortalBranding keeps one call per base.
        async function startWithKept(title: string, keptBase: string) {
            keepPortalConfig(keptBase, { welcomeMessage: { title } });
            const calls = controlledFetch();
            const keptContext = { properties: { PORTAL_BASE_URL_DEV: keptBase } };
            void startPortalBranding(keptContext, "");
            await keptPortalBranding();
            return { calls, keptContext };
        }

        it("is ready at once with the kept answer, which the fresh one replaces", async () => {
            const { calls, keptContext } = await startWithKept("Kept", "https://kept.example.com");
            const { result } = renderHook(() => usePortalBranding({ kcContext: keptContext }));
            expect(result.current.status).toBe("ready");
            expect(result.current.config?.welcomeMessage?.title).toBe("Kept");
            act(() => calls[0]?.resolve(trpcAnswer({ welcomeMessage: { title: "Fresh" } })));
            await waitFor(() => expect(result.current.config?.welcomeMessage?.title).toBe("Fresh"));
        });

        it("keeps the kept answer when the portal fails", async () => {
            const { calls, keptContext } = await startWithKept(
                "Kept while down",
                "https://down.example.com"
            );
            const { result } = renderHook(() => usePortalBranding({ kcContext: keptContext }));
            act(() => calls[0]?.resolve(new Response("down", { status: 503 })));
            await waitFor(() => expect(console.error).toHaveBeenCalledWith("HTTP error! status: 503"));
            expect(result.current.status).toBe("ready");
            expect(result.current.config?.welcomeMessage?.title).toBe("Kept while down");
        });
    });
});
