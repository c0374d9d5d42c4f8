// The first view in the browser (docs/decisions.md §22): presses, the early logo, the takeover; no React.

const FIRST_VIEW = "data-first-view";
// Set by `src/boot/headScript.js`.
const SUBMITTED = "data-submitted";

let restore: (() => void) | undefined;

/** `#root` while it holds the server-written first view, else `null`. */
export function firstViewRoot(): HTMLElement | null {
    const root = document.getElementById("root");
    return root?.hasAttribute(FIRST_VIEW) ? root : null;
}

/** Whether the first view's form was posted: that page is leaving, leave it be. */
export function firstViewSubmitted(): boolean {
    return document.getElementById("root")?.hasAttribute(SUBMITTED) ?? false;
}

let pressEnded: Promise<void> = Promise.resolve();
const RELEASE_AWAY_WITHOUT_CLICK_MS = 100;

const isSpace = (event: Event) => (event as KeyboardEvent).key === " ";

/** Follows presses begun in `root` (docs/decisions.md §22): a takeover between press and release loses the tap. */
export function followFirstViewPresses(root: HTMLElement): void {
    const follow = (release: "pointerup" | "keyup", isRelease: (event: Event) => boolean) => {
        const listening = new AbortController();
        const options = { capture: true, signal: listening.signal };
        pressEnded = new Promise(resolve => {
            // A task later: the click's submit (data-submitted) comes after its listeners.
            const end = () => {
                listening.abort();
                setTimeout(resolve);
            };
            document.addEventListener("click", end, options);
            document.addEventListener("pointercancel", end, options);
            document.addEventListener(
                release,
                event => isRelease(event) && setTimeout(end, RELEASE_AWAY_WITHOUT_CLICK_MS),
                options
            );
        });
    };
    root.addEventListener("pointerdown", () => follow("pointerup", () => true), true);
    // Space clicks a button when released, as a pointer does; Enter clicks at once.
    root.addEventListener(
        "keydown",
        event => isSpace(event) && !event.repeat && follow("keyup", isSpace),
        true
    );
}

/** Resolves once no press in the first view awaits its click; the takeover waits for it. */
export function firstViewPressEnded(): Promise<void> {
    return pressEnded;
}

/** Classes of the panel logo's image and, in dark mode, of the white plate its box becomes. */
export const LOGO_IMAGE_CLASS = "max-h-full max-w-full object-contain";
export const LOGO_PLATE_CLASS = "dark:rounded dark:bg-white dark:px-2";

let shownLogo: HTMLImageElement | undefined;

/** Paints the validated header logo as `HeaderLogo` would, in an empty first view's box only (§22). */
export function showFirstViewLogo(url: string, alt = ""): void {
    const box = firstViewRoot()?.querySelector("header > div:first-child");
    if (box == null || box.childElementCount !== 0) return;
    const image = document.createElement("img");
    image.src = url;
    image.alt = alt;
    image.className = LOGO_IMAGE_CLASS;
    box.classList.add(...LOGO_PLATE_CLASS.split(" "));
    box.append(image);
    shownLogo = image;
}

/** The image {@link showFirstViewLogo} painted for `url`, which the app moves in: no blink, no reload. */
export function firstViewLogo(url: string): HTMLImageElement | undefined {
    return shownLogo?.getAttribute("src") === url ? shownLogo : undefined;
}

// By form and name (and value for a radio): ids may differ.
function counterpart(root: HTMLElement, field: HTMLInputElement): HTMLInputElement | null {
    const formId = field.form?.id ?? "";
    const form = formId === "" ? root : root.querySelector(`form[id="${CSS.escape(formId)}"]`);
    const value = field.type === "radio" ? `[value="${CSS.escape(field.value)}"]` : "";
    return (
        form?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]${value}`) ?? null
    );
}

// A link or button has only the focus to carry (WCAG 2.4.3): found by id, address, else text.
function sameControl(root: HTMLElement, control: HTMLElement): HTMLElement | null {
    if (control.id !== "") return root.querySelector<HTMLElement>(`#${CSS.escape(control.id)}`);
    const tag = control.tagName.toLowerCase();
    const href = control.getAttribute("href");
    if (href !== null) return root.querySelector<HTMLElement>(`${tag}[href="${CSS.escape(href)}"]`);
    const text = control.textContent?.trim();
    const same = (candidate: HTMLElement) => candidate.textContent?.trim() === text;
    return Array.from(root.querySelectorAll<HTMLElement>(tag)).find(same) ?? null;
}

const TICKED = new Set(["checkbox", "radio"]);

function carryOver(field: HTMLInputElement, target: HTMLInputElement, focused: boolean): void {
    if (TICKED.has(target.type)) target.checked = field.checked;
    else target.value = field.value;
    if (!focused) return;
    target.focus({ preventScroll: true });
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (!TICKED.has(target.type) && selectionStart !== null && selectionEnd !== null)
        target.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? "none");
}

/** Starts taking over `root`'s first view; call before the app renders into it. The customer's place beats focus the app's commit sets (React's `autoFocus`, decisions.md §10). */
export function beginTakeover(root: HTMLElement): void {
    const fields = Array.from(root.querySelectorAll<HTMLInputElement>("input[name]")).filter(
        input => input.type !== "hidden"
    );
    const firstView = new Set<EventTarget | null>(Array.from(root.querySelectorAll("*")));
    let lastFocused = document.activeElement;
    const follow = (event: FocusEvent) =>
        firstView.has(event.target) && (lastFocused = event.target as Element);
    root.addEventListener("focusin", follow);
    restore = () => {
        root.removeEventListener("focusin", follow);
        const replaced = firstView.has(lastFocused) && !lastFocused?.isConnected;
        const focusLost =
            replaced || document.activeElement === null || document.activeElement === document.body;
        for (const field of fields) {
            if (field.isConnected) continue;
            const target = counterpart(root, field);
            if (target !== null) carryOver(field, target, focusLost && field === lastFocused);
        }
        const control = lastFocused;
        const isField = fields.some(field => field === control);
        if (focusLost && !isField && control instanceof HTMLElement && !control.isConnected)
            sameControl(root, control)?.focus({ preventScroll: true });
        root.removeAttribute(FIRST_VIEW);
    };
}

/** Ends the takeover before paint: the app's controls get the value, focus and caret of those they replaced. */
export function endFirstView(): void {
    restore?.();
    restore = undefined;
}
