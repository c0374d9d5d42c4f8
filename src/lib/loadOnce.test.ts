import { loadOnce, whenLoaded } from "./loadOnce";

describe("loadOnce", () => {
    it("starts the load once and gives every caller its result", async () => {
        const load = vi.fn(async () => "module");
        const get = loadOnce(load);
        expect(await Promise.all([get(), get()])).toEqual(["module", "module"]);
        expect(await get()).toBe("module");
        expect(load).toHaveBeenCalledTimes(1);
    });

    it("tries again after a failed load", async () => {
        const load = vi
            .fn<() => Promise<string>>()
            .mockRejectedValueOnce(new Error("chunk failed"))
            .mockResolvedValueOnce("module");
        const get = loadOnce(load);
        await expect(get()).rejects.toThrow("chunk failed");
        expect(await get()).toBe("module");
        expect(load).toHaveBeenCalledTimes(2);
    });
});

describe("whenLoaded", () => {
    it("hands the loaded value over, or logs the failure naming what failed", async () => {
        const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
        const onLoaded = vi.fn();
        whenLoaded(async () => "menu", "Language menu", onLoaded);
        await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith("menu"));

        const failure = new Error("chunk failed");
        whenLoaded(() => Promise.reject(failure), "Footer dialog", onLoaded);
        await vi.waitFor(() =>
            expect(error).toHaveBeenCalledWith("Footer dialog could not be loaded:", failure)
        );
        expect(onLoaded).toHaveBeenCalledTimes(1);
        error.mockRestore();
    });
});
