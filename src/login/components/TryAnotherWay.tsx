import { Button } from "@/components/ui/button";

/** Props of {@link TryAnotherWay}. */
export type TryAnotherWayProps = {
    loginAction: string;
    /** Keycloak's `doTryAnotherWay`. */
    label: string;
};

/**
 * "Try another way" (docs/product.md §2.2, §7): a real post of `tryAnotherWay=on`, working without
 * script, through a link-styled button (WCAG 2.1.1, 4.1.2).
 */
export function TryAnotherWay({ loginAction, label }: TryAnotherWayProps) {
    return (
        <form id="kc-select-try-another-way-form" action={loginAction} method="post">
            <input type="hidden" name="tryAnotherWay" value="on" />
            <Button type="submit" variant="link" className="px-0">
                {label}
            </Button>
        </form>
    );
}
