/**
 * Ties every form control under `root` to its error message the way Keycloak's templates name
 * them: the control `#<id>` and the message `#input-error-<id>`. A control whose message holds
 * text gets that id in its `aria-describedby`; once the message is empty or gone the id is taken
 * out again. Other ids in `aria-describedby` are kept. WCAG 2.2 3.3.1 (errors identified in text
 * and tied to the field) and 1.3.1; docs/product.md §5.
 * @param root the element holding the controls and their messages.
 */
export function linkFieldErrors(root: ParentNode): void {
    const controls = root.querySelectorAll<HTMLElement>("input[id], select[id], textarea[id]");
    for (const control of Array.from(controls)) {
        const errorId = `input-error-${control.id}`;
        const message = root.querySelector(`#${CSS.escape(errorId)}`);
        const described = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
        const others = described.filter((id: string) => id !== errorId);
        const next = message?.textContent?.trim() ? [...others, errorId] : others;
        if (next.join(" ") === described.join(" ")) continue;
        if (next.length > 0) control.setAttribute("aria-describedby", next.join(" "));
        else control.removeAttribute("aria-describedby");
    }
}
