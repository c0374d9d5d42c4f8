import type { UserProfileFormFieldsProps } from "keycloakify/login/UserProfileFormFieldsProps";
import { loadOnce } from "@/lib/loadOnce";
import type { I18n } from "../i18n";
import { loadUserProfileFormFields } from "../pageRegistry";
import { LoadedPart } from "./LoadedPart";

const loadFields = loadOnce(() => loadUserProfileFormFields().then(module => module.default));

/**
 * Keycloakify's profile fields (`DescribedUserProfileFormFields`) once their code is in, for the
 * stock register and update-profile pages; where it cannot be loaded, one sentence with a retry in
 * the form's place (docs/decisions.md §23).
 */
export function LoadedUserProfileFormFields(props: UserProfileFormFieldsProps) {
    const { msgStr } = props.i18n as unknown as I18n;
    return (
        <LoadedPart
            loader={loadFields}
            what="Profile form"
            labels={{ failed: msgStr("loadFailedForm"), retry: msgStr("loadRetry") }}
        >
            {Fields => <Fields {...props} />}
        </LoadedPart>
    );
}
