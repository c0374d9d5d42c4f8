import type { PageProps } from "keycloakify/login/pages/PageProps";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { KcContext } from "../KcContext";
import type { I18n } from "../i18n";
import { SafeHtml } from "../components/SafeHtml";

/**
 * Authorization-code page (`code.ftl`, docs/product.md §2.1.2): the default page's content, with the
 * code's field labeled by the copy instruction (WCAG 1.3.1), or the error.
 */
export default function Code(props: PageProps<Extract<KcContext, { pageId: "code.ftl" }>, I18n>) {
    const { kcContext, i18n, Template } = props;
    const { code } = kcContext;
    const { msg } = i18n;

    return (
        <Template
            kcContext={kcContext}
            i18n={i18n}
            doUseDefaultCss={false}
            headerNode={code.success ? msg("codeSuccessTitle") : msg("codeErrorTitle", code.error)}
        >
            <div id="kc-code" className="flex flex-col gap-2">
                {code.success ? (
                    <Field id="code" label={msg("copyCodeInstruction")}>
                        <Input readOnly defaultValue={code.code} className="font-mono" />
                    </Field>
                ) : (
                    code.error && <SafeHtml id="error" html={code.error} />
                )}
            </div>
        </Template>
    );
}
