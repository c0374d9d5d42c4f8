import { loadOnce } from "@/lib/loadOnce";

/** Loads the footer feature's entry, `PortalFooter` (docs/decisions.md §11, §12); a failed load rejects
 * and is retried by the next call. */
export const loadFooter = loadOnce(() => import("./PortalFooter").then(module => module.PortalFooter));
