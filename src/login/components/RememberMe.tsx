import { Checkbox } from "@/components/ui/checkbox";

/** Props of {@link RememberMe}: `defaultChecked` is Keycloak's `login.rememberMe === "on"`. */
export type RememberMeProps = { defaultChecked: boolean; label: string };

/** Keycloak's "Remember me", posted as `rememberMe=on` (Keycloak's `login.ftl`). */
export function RememberMe({ defaultChecked, label }: RememberMeProps) {
    return (
        <Checkbox id="rememberMe" name="rememberMe" defaultChecked={defaultChecked}>
            {label}
        </Checkbox>
    );
}
