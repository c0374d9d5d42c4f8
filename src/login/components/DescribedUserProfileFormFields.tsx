import UserProfileFormFields from "keycloakify/login/UserProfileFormFields";
import type { UserProfileFormFieldsProps } from "keycloakify/login/UserProfileFormFieldsProps";
import { useEffect, useRef } from "react";
import { linkFieldErrors } from "../fieldErrorLinks";

/**
 * Keycloakify's user-profile fields (register, update profile, IdP review) with each field's
 * error message tied to its input through `aria-describedby`, which the stock component leaves
 * out: it marks a wrong field `aria-invalid` only, so screen readers did not read why (found by the
 * real-Keycloak registration test). The links follow the messages as they appear and go, as the
 * customer leaves fields and as Keycloak answers. WCAG 2.2 3.3.1; docs/product.md §5.
 * @param props what Keycloakify's `DefaultPage` hands its `UserProfileFormFields`.
 */
export default function DescribedUserProfileFormFields(props: UserProfileFormFieldsProps) {
    const container = useRef<HTMLDivElement>(null);

    useEffect(() => {
        const root = container.current;
        if (root === null) return;
        linkFieldErrors(root);
        const observer = new MutationObserver(() => linkFieldErrors(root));
        observer.observe(root, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
            attributeFilter: ["aria-invalid"]
        });
        return () => observer.disconnect();
    }, []);

    return (
        <div ref={container} className="contents">
            <UserProfileFormFields {...props} />
        </div>
    );
}
