/**
 * Keys that open a menu button (WAI-ARIA APG menu button pattern), as Radix's dropdown trigger
 * handles them: focus then goes to the first item.
 */
export const MENU_OPENING_KEYS: ReadonlySet<string> = new Set(["Enter", " ", "ArrowDown"]);
