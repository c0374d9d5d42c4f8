/** Ties control `#<id>` to its Keycloak message `#input-error-<id>` while it has text (WCAG 3.3.1). */
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
