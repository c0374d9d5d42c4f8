/*
 * The app's side of the server-written first view (docs/decisions.md §22): FreeMarker writes the
 * page's frame and form into `#root` (`config/firstView/`), marked `data-first-view`. The app
 * renders into the same root; Preact keeps the server's elements while the page's code loads and
 * replaces them in one commit, and what the customer typed, ticked or chose, the focused field and its caret
 * are carried over to the app's inputs here. No React: `src/main.tsx` uses it before the first render.
 */

const FIRST_VIEW = "data-first-view";
/** Set by `public/first-paint.js` when the first view's form was posted. */
const SUBMITTED = "data-submitted";

let restore: (() => void) | undefined;

/** `#root` while it still holds the server-written first view, else `null`. */
export function firstViewRoot(): HTMLElement | null {
    const root = document.getElementById("root");
    return root?.hasAttribute(FIRST_VIEW) ? root : null;
}

/** Whether the customer already posted the first view's form: that page is leaving, leave it be. */
export function firstViewSubmitted(): boolean {
    return document.getElementById("root")?.hasAttribute(SUBMITTED) ?? false;
}

/** The app's input standing for the first view's `field`: by form and name, and value for a radio (ids may differ). */
function counterpart(root: HTMLElement, field: HTMLInputElement): HTMLInputElement | null {
    const formId = field.form?.id ?? "";
    const form = formId === "" ? root : root.querySelector(`form[id="${CSS.escape(formId)}"]`);
    const value = field.type === "radio" ? `[value="${CSS.escape(field.value)}"]` : "";
    return (
        form?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(field.name)}"]${value}`) ?? null
    );
}

const TICKED = new Set(["checkbox", "radio"]);

/** Gives `target` what `field` holds now; with the focus and caret when `field` had them. */
function carryOver(field: HTMLInputElement, target: HTMLInputElement, focused: boolean): void {
    if (TICKED.has(target.type)) target.checked = field.checked;
    else target.value = field.value;
    if (!focused) return;
    target.focus();
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (!TICKED.has(target.type) && selectionStart !== null && selectionEnd !== null)
        target.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? "none");
}

/**
 * Starts the takeover of `root`'s first view, before the app renders into it: follows which field
 * the customer is in until {@link endFirstView}, which carries over what the render replaced.
 */
export function beginTakeover(root: HTMLElement): void {
    const fields = Array.from(root.querySelectorAll<HTMLInputElement>("input[name]")).filter(
        input => input.type !== "hidden"
    );
    let lastFocused = document.activeElement;
    const follow = (event: FocusEvent) => void (lastFocused = event.target as Element);
    root.addEventListener("focusin", follow);
    restore = () => {
        root.removeEventListener("focusin", follow);
        const focusLost = document.activeElement === null || document.activeElement === document.body;
        for (const field of fields) {
            // An input still in the page holds the customer's value, focus and caret already.
            if (field.isConnected) continue;
            const target = counterpart(root, field);
            if (target !== null) carryOver(field, target, focusLost && field === lastFocused);
        }
        root.removeAttribute(FIRST_VIEW);
    };
}

/**
 * Ends the takeover once the app's page is in the root (the Template calls it from a layout effect,
 * before that frame is painted): each app input gets the value, tick, focus and caret of the first
 * view's input it replaced, and the root is no longer marked as the first view. Does nothing
 * without a takeover.
 */
export function endFirstView(): void {
    restore?.();
    restore = undefined;
}
