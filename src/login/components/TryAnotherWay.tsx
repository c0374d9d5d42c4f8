import { Button } from "@/components/ui/button";

/** Props of {@link TryAnotherWay}. */
export type TryAnotherWayProps = {
    /** `kcContext.url.loginAction`, the address the form posts to. */
    loginAction: string;
    /** The link text (Keycloak's `doTryAnotherWay`, "Try Another Way"). */
    label: string;
};

/**
 * "Try another way" of docs/product.md §2.2 / §7: a real form post of the hidden field
 * `tryAnotherWay=on` to the login action, so it works without script. The submit control looks like
 * a link but is a button, which keyboards and assistive technology operate natively (WCAG 2.1.1,
 * 4.1.2).
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
