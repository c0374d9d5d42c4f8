import UserProfileFormFields from "keycloakify/login/UserProfileFormFields";
import type { UserProfileFormFieldsProps } from "keycloakify/login/UserProfileFormFieldsProps";
import { useEffect, useRef } from "react";
import { linkFieldErrors } from "../fieldErrorLinks";

/**
 * Keycloakify's user-profile fields with each error tied to its input by `aria-describedby`, kept
 * up to date as errors come and go; Keycloakify's component only sets `aria-invalid` (WCAG 2.2 3.3.1).
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
