describe("firstRenderDue", () => {
    // Module state: each test gets a fresh copy of the module.
    beforeEach(() => vi.resetModules());
    afterEach(() => vi.useRealTimers());

    it("is due at once when nothing holds the first render", async () => {
        const { firstRenderDue } = await import("./firstRender");
        vi.useFakeTimers();
        let due = false;
        void firstRenderDue(300).then(() => (due = true));
        await vi.advanceTimersByTimeAsync(0);
        expect(due).toBe(true);
    });

    it("waits for every held piece of work, then is due before the deadline", async () => {
        const { firstRenderDue, holdFirstRender } = await import("./firstRender");
        vi.useFakeTimers();
        let finishConfig = () => {};
        let finishLogo = () => {};
        holdFirstRender(new Promise<void>(resolve => (finishConfig = resolve)));
        holdFirstRender(new Promise<void>(resolve => (finishLogo = resolve)));
        let due = false;
        void firstRenderDue(300).then(() => (due = true));

        finishConfig();
        await vi.advanceTimersByTimeAsync(100);
        expect(due).toBe(false);
        finishLogo();
        await vi.advanceTimersByTimeAsync(0);
        expect(due).toBe(true);
    });

    it("is due at the deadline when held work has not finished, and when it failed", async () => {
        const { firstRenderDue, holdFirstRender } = await import("./firstRender");
        vi.useFakeTimers();
        holdFirstRender(new Promise(() => {}));
        let due = false;
        void firstRenderDue(300).then(() => (due = true));
        await vi.advanceTimersByTimeAsync(299);
        expect(due).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(due).toBe(true);

        vi.resetModules();
        const fresh = await import("./firstRender");
        fresh.holdFirstRender(Promise.reject(new Error("portal down")));
        await expect(fresh.firstRenderDue(300)).resolves.toBeUndefined();
    });

    it("counts the deadline from the first hold, so a later caller waits only what is left", async () => {
        const { firstRenderDue, holdFirstRender } = await import("./firstRender");
        vi.useFakeTimers();
        holdFirstRender(new Promise(() => {}));
        await vi.advanceTimersByTimeAsync(200);
        let due = false;
        void firstRenderDue(300).then(() => (due = true));
        await vi.advanceTimersByTimeAsync(99);
        expect(due).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(due).toBe(true);
    });
});
