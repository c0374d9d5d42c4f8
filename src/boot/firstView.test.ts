import { beginTakeover, endFirstView, firstViewPressEnded, followFirstViewPresses } from "./firstView";

const root = document.createElement("div");
document.body.append(root);
followFirstViewPresses(root);

const fire = (target: EventTarget, type: string) =>
    target.dispatchEvent(new Event(type, { bubbles: true }));
const key = (target: EventTarget, type: "keydown" | "keyup", name: string) =>
    target.dispatchEvent(new KeyboardEvent(type, { key: name, bubbles: true }));

const PRESSES = [
    {
        name: "a pointer press",
        press: () => fire(root, "pointerdown"),
        release: () => fire(document.body, "pointerup")
    },
    {
        name: "a Space held on a first-view button",
        press: () => key(root, "keydown", " "),
        release: () => key(document.body, "keyup", " ")
    }
];

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

    it.each(PRESSES)(
        "waits for $name's click, then a task more, so its submit comes first",
        async ({ press, release }) => {
            press();
            const ended = firstViewPressEnded();
            expect(await settledAfter(ended, 10_000)).toBe(false);
            release();
            fire(document.body, "click");
            expect(await settledAfter(ended, 0)).toBe(true);
        }
    );

    it.each(PRESSES)(
        "ends $name released where it clicks nothing 100 ms after the release",
        async ({ press, release }) => {
            press();
            const ended = firstViewPressEnded();
            release();
            expect(await settledAfter(ended, 99)).toBe(false);
            expect(await settledAfter(ended, 2)).toBe(true);
        }
    );

    it("ends a press the browser cancels (a scroll)", async () => {
        fire(root, "pointerdown");
        const ended = firstViewPressEnded();
        fire(document.body, "pointercancel");
        expect(await settledAfter(ended, 0)).toBe(true);
    });

    it("holds a Space press through another key's release; Enter, which clicks at once, holds nothing", async () => {
        key(root, "keydown", " ");
        const ended = firstViewPressEnded();
        key(document.body, "keyup", "Tab");
        expect(await settledAfter(ended, 10_000)).toBe(false);
        fire(document.body, "click");
        expect(await settledAfter(ended, 0)).toBe(true);
        key(root, "keydown", "Enter");
        expect(await settledAfter(firstViewPressEnded(), 0)).toBe(true);
    });

    it("ignores presses outside the first view", async () => {
        fire(document.body, "pointerdown");
        expect(await settledAfter(firstViewPressEnded(), 0)).toBe(true);
    });
});

describe("the takeover's focus (docs/decisions.md §22, WCAG 2.4.3)", () => {
    const view = document.createElement("div");
    document.body.append(view);
    const firstView = `<a href="/reset?tab=1&amp;x=2">Forgot Password?</a><button id="kc-login">Sign In</button><button>Try another way</button>`;

    it.each([
        ["a button, by its id", "#kc-login"],
        ["a link, by its address", "a"],
        ["a button without id, by its text", "button:not([id])"]
    ])("moves the focus from %s to the app's same control", (_, selector) => {
        view.innerHTML = firstView;
        view.querySelector<HTMLElement>(selector)!.focus();
        beginTakeover(view);
        view.innerHTML = firstView;
        endFirstView();
        expect(document.activeElement).toBe(view.querySelector(selector));
    });

    it("gives the customer's place precedence over a field the app's commit focused (React's autoFocus)", () => {
        view.innerHTML = firstView;
        view.querySelector<HTMLElement>("#kc-login")!.focus();
        beginTakeover(view);
        view.innerHTML = `${firstView}<input name="username">`;
        view.querySelector("input")!.focus();
        endFirstView();
        expect(document.activeElement).toBe(view.querySelector("#kc-login"));
    });

    it("leaves the focus where the app put it when the customer had none in the first view", () => {
        view.innerHTML = firstView;
        (document.activeElement as HTMLElement | null)?.blur();
        beginTakeover(view);
        view.innerHTML = `${firstView}<input name="username">`;
        view.querySelector("input")!.focus();
        endFirstView();
        expect(document.activeElement).toBe(view.querySelector("input"));
    });
});
