import type { FormEventHandler, ReactNode } from "react";

/** Props of {@link PageForm}: `action` is Keycloak's `url.loginAction`. */
export type PageFormProps = {
    id: string;
    action: string;
    onSubmit?: FormEventHandler<HTMLFormElement>;
    children: ReactNode;
};

/** A page's form posting to Keycloak, its fields in one column (docs/product.md §9). */
export function PageForm({ id, action, onSubmit, children }: PageFormProps) {
    return (
        <form id={id} method="post" action={action} onSubmit={onSubmit} className="flex flex-col gap-4">
            {children}
        </form>
    );
}
