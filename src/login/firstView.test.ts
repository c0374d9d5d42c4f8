import { firstViewPressEnded, followFirstViewPresses } from "./firstView";

const root = document.createElement("div");
document.body.append(root);
followFirstViewPresses(root);

const fire = (target: EventTarget, type: string) =>
    target.dispatchEvent(new Event(type, { bubbles: true }));

/** Whether `promise` has settled once the pending timers have run for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
    let settled = false;
    void promise.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
}

describe("firstViewPressEnded (docs/decisions.md §22)", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("resolves at once when nothing is pressed", async () => {
        expect(await settledAfter(firstViewPressEnded(), 0)).toBe(true);
    });

    it("waits for a press's click, then a task more, so its submit comes first", async () => {
        fire(root, "pointerdown");
        const ended = firstViewPressEnded();
        expect(await settledAfter(ended, 10_000)).toBe(false);
        fire(document.body, "pointerup");
        fire(document.body, "click");
        expect(await settledAfter(ended, 0)).toBe(true);
    });

    it("ends a press released away from where it began, which clicks nothing, 100 ms after the release", async () => {
        fire(root, "pointerdown");
        const ended = firstViewPressEnded();
        fire(document.body, "pointerup");
        expect(await settledAfter(ended, 99)).toBe(false);
        expect(await settledAfter(ended, 2)).toBe(true);
    });

    it("ends a press the browser cancels (a scroll)", async () => {
        fire(root, "pointerdown");
        const ended = firstViewPressEnded();
        fire(document.body, "pointercancel");
        expect(await settledAfter(ended, 0)).toBe(true);
    });

    it("ignores presses outside the first view", async () => {
        fire(document.body, "pointerdown");
        expect(await settledAfter(firstViewPressEnded(), 0)).toBe(true);
    });
});
