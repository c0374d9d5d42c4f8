import type { UserProfileFormFieldsProps } from "keycloakify/login/UserProfileFormFieldsProps";
import { loadOnce } from "@/lib/loadOnce";
import type { I18n } from "../i18n";
import { loadUserProfileFormFields } from "../pageRegistry";
import { LoadedPart } from "./LoadedPart";

const loadFields = loadOnce(() => loadUserProfileFormFields().then(module => module.default));

/** `DescribedUserProfileFormFields` once its code is in; a sentence and retry if it cannot load
 * (docs/decisions.md §23). */
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
