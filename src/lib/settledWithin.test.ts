import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settledWithin } from "./settledWithin";

describe("settledWithin", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    async function isDone(promise: Promise<void>): Promise<boolean> {
        let done = false;
        void promise.then(() => (done = true));
        await vi.advanceTimersByTimeAsync(0);
        return done;
    }

    it("resolves when the work is done, before the time is up", async () => {
        let finish = () => {};
        const waiting = settledWithin(new Promise<void>(resolve => (finish = resolve)), 1000);
        expect(await isDone(waiting)).toBe(false);
        finish();
        expect(await isDone(waiting)).toBe(true);
    });

    it("resolves, not rejects, when the work fails", async () => {
        await expect(
            settledWithin(Promise.reject(new Error("logo lost")), 1000)
        ).resolves.toBeUndefined();
    });

    it("resolves when the time is up and the work is not done", async () => {
        const waiting = settledWithin(new Promise(() => {}), 1000);
        await vi.advanceTimersByTimeAsync(999);
        expect(await isDone(waiting)).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(await isDone(waiting)).toBe(true);
    });
});
