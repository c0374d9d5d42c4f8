import { act, renderHook, waitFor } from "@testing-library/react";
import { loadOnce } from "./loadOnce";
import { useLoadedCode } from "./useLoadedCode";

const lost = new Error("Failed to fetch dynamically imported module");

describe("useLoadedCode (docs/decisions.md §23)", () => {
    beforeEach(() => vi.spyOn(console, "warn").mockImplementation(() => undefined));
    afterEach(() => vi.restoreAllMocks());

    it("gives code already in on the first render, without loading it again", async () => {
        const load = vi.fn(async () => "menu");
        const loader = loadOnce(load);
        await loader();
        const { result } = renderHook(() => useLoadedCode(loader, "Menu", { onMount: true }));
        expect(result.current.value).toBe("menu");
        expect(load).toHaveBeenCalledTimes(1);
    });

    it("says a requested load failed, logs it as a warning, and a retry brings the code", async () => {
        const loader = loadOnce(
            vi.fn<() => Promise<string>>().mockRejectedValueOnce(lost).mockResolvedValueOnce("footer")
        );
        const { result } = renderHook(() => useLoadedCode(loader, "Footer", { onMount: true }));
        await waitFor(() => expect(result.current.failed).toBe(true));
        expect(console.warn).toHaveBeenCalledWith("Footer could not be loaded:", lost);

        act(() => result.current.request());
        expect(result.current.failed).toBe(false);
        await waitFor(() => expect(result.current.value).toBe("footer"));
    });

    it("keeps a failed preload (focus, hover) to the log: nothing was asked for yet", async () => {
        const loader = loadOnce(vi.fn<() => Promise<string>>().mockRejectedValue(lost));
        const { result } = renderHook(() => useLoadedCode(loader, "Language menu"));
        act(() => result.current.preload());
        await waitFor(() => expect(console.warn).toHaveBeenCalled());
        expect(result.current.failed).toBe(false);
        expect(result.current.value).toBeUndefined();
    });
});
