/** Keys that open a menu button and focus its first item (WAI-ARIA APG), as Radix's trigger does. */
export const MENU_OPENING_KEYS: ReadonlySet<string> = new Set(["Enter", " ", "ArrowDown"]);
