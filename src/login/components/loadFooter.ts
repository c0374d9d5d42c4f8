/**
 * Loads the footer's code. The boot script starts it once the portal has answered, so it is there
 * by the time the Template renders the footer lazily from the same module (docs/decisions.md §11,
 * §12). A failed load rejects.
 */
export const loadFooter = () => import("./Footer");
