/**
 * Loads the footer feature (`src/login/footer/`: the footer, its dialogs, the PDF viewer, social
 * links, the mapping of the portal's configuration), the only way into it from outside the folder.
 * The boot script starts it once the portal has answered, so it is there by the time the Template
 * renders `PortalFooter` lazily from the same module (docs/decisions.md §11, §12). A failed load
 * rejects.
 */
export const loadFooter = () => import("./PortalFooter");
