import { loadOnce } from "@/lib/loadOnce";

/** Loads `PortalFooter` (docs/decisions.md §11, §12); a failure rejects and the next call retries. */
export const loadFooter = loadOnce(() => import("./PortalFooter").then(module => module.PortalFooter));
