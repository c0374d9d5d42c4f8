import { loadOnce } from "./loadOnce";

describe("loadOnce", () => {
    it("starts the load once and gives every caller its result", async () => {
        const load = vi.fn(async () => "module");
        const get = loadOnce(load);
        expect(get.loaded()).toBeUndefined();
        expect(await Promise.all([get(), get()])).toEqual(["module", "module"]);
        expect(await get()).toBe("module");
        expect(get.loaded()).toBe("module");
        expect(load).toHaveBeenCalledTimes(1);
    });

    it("tries again after a failed load", async () => {
        const load = vi
            .fn<() => Promise<string>>()
            .mockRejectedValueOnce(new Error("chunk failed"))
            .mockResolvedValueOnce("module");
        const get = loadOnce(load);
        await expect(get()).rejects.toThrow("chunk failed");
        expect(get.loaded()).toBeUndefined();
        expect(await get()).toBe("module");
        expect(load).toHaveBeenCalledTimes(2);
    });
});
