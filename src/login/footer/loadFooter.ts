import { loadOnce } from "@/lib/loadOnce";

/**
 * Loads the footer feature (`src/login/footer/`: the footer, its dialogs, the PDF viewer, social
 * links, the mapping of the portal's configuration) and gives its entry, `PortalFooter`. The boot
 * script starts it once the portal has answered, so it is there by the time the Template renders
 * `LoadedPortalFooter` (docs/decisions.md §11, §12). A failed load rejects and is tried again by the
 * next call.
 */
export const loadFooter = loadOnce(() => import("./PortalFooter").then(module => module.PortalFooter));
