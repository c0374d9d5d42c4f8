/**
 * `localStorage` key that, set to `"true"` before the workbench loads, makes every portal call take
 * the in-process fixture answer of `ladle/portalShim.ts` without asking the local portal server:
 * the accessibility sweep sets it, so that no verdict waits on another process of a busy machine.
 */
export const PORTAL_FIXTURE_ONLY_KEY = "utility-portal.workbench.portal-fixture-only";
