import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Field } from "@/components/ui/field";
import type { MacroParam, MacroSource, MacroValues } from "../../config/firstView/freemarkerMacros";
import { ErrorDetails } from "./components/ErrorDetails";
import { ForgotPasswordLink } from "./components/ForgotPasswordLink";
import { MessageAlert } from "./components/MessageAlert";
import { OtpCodeInput } from "./components/OtpCodeInput";
import { OtpDeviceList } from "./components/OtpDeviceList";
import { OtpDeviceOption } from "./components/OtpDeviceOption";
import { PageForm } from "./components/PageForm";
import { PageFrame } from "./components/PageFrame";
import { PanelHeader } from "./components/PanelHeader";
import { PanelMain } from "./components/PanelMain";
import { PasskeyButton, PLACEHOLDER_CLASS } from "./components/PasskeyButton";
import { PasswordField } from "./components/PasswordField";
import { RegistrationPrompt } from "./components/RegistrationPrompt";
import { RememberMe } from "./components/RememberMe";
import { SafeHtml } from "./components/SafeHtml";
import { SignInButton } from "./components/SignInButton";
import { SignInOptions } from "./components/SignInOptions";
import { SocialProviderLink } from "./components/SocialProviderLink";
import { SocialProviderList } from "./components/SocialProviderList";
import { Toolbar } from "./components/Toolbar";
import { ToolbarPlaceholder } from "./components/ToolbarPlaceholder";
import { TryAnotherWay } from "./components/TryAnotherWay";
import { UsernameField } from "./components/UsernameField";
import { WelcomeColumn } from "./components/WelcomeColumn";
import { defaultPageClasses } from "./defaultPageClasses";
import type { I18n } from "./i18n";

// Loaded only by the build (config/firstView/generateFirstView.ts) and the unit test.

const text = (name: string): MacroParam => ({ name, kind: "text" });
const html = (name: string): MacroParam => ({ name, kind: "html" });
const flag = (name: string): MacroParam => ({ name, kind: "flag" });
const optional = (name: string): MacroParam => ({ name, kind: "optional" });
const optionalHtml = (name: string): MacroParam => ({ name, kind: "optionalHtml" });
const nested: MacroParam = { name: "nested", kind: "nested" };

/** A macro from `element(values)`, rendered as the app's runtime renders it (docs/decisions.md §10). */
function part(
    macro: string,
    about: string,
    params: MacroParam[],
    element: (values: Values) => ReactElement
): MacroSource {
    return { macro, about, params, render: values => renderToStaticMarkup(element(new Values(values))) };
}

/** One rendering's values, read as the type the component takes. */
class Values {
    constructor(private readonly values: MacroValues) {}
    text(name: string): string {
        const value = this.values[name];
        if (typeof value !== "string") throw new Error(`firstViewParts: ${name} is no text`);
        return value;
    }
    optional(name: string): string | undefined {
        const value = this.values[name];
        return typeof value === "string" ? value : undefined;
    }
    flag(name: string): boolean {
        return this.values[name] === true;
    }
}

const TOOLBAR_KINDS = ["colorMode", "languages", "none"] as const;
const MESSAGE_TYPES = ["success", "warning", "error", "info"] as const;

const onlyMessage =
    (label: string): I18n["msgStr"] =>
    () =>
        label;

/** Every generated macro, in the generated text's order; `firstView.ftl` composes them. */
export const firstViewParts: readonly MacroSource[] = [
    part(
        "xkFvFrame",
        "Template.tsx's frame: PageFrame, WelcomeColumn (empty), PanelMain, Toolbar with a placeholder, PanelHeader (logo box empty).",
        [
            text("pageId"),
            { name: "toolbar", kind: "choice", options: TOOLBAR_KINDS },
            text("title"),
            flag("showUsername"),
            text("username"),
            text("restartUrl"),
            text("restartLabel"),
            nested
        ],
        values => {
            const toolbar = values.text("toolbar");
            return (
                <PageFrame>
                    <WelcomeColumn />
                    <PanelMain pageId={values.text("pageId")}>
                        <Toolbar>
                            {toolbar === "colorMode" && <ToolbarPlaceholder holds="colorMode" />}
                            {toolbar === "languages" && <ToolbarPlaceholder holds="languages" />}
                        </Toolbar>
                        <PanelHeader
                            kcContext={{
                                auth: {
                                    showUsername: values.flag("showUsername"),
                                    attemptedUsername: values.text("username")
                                },
                                url: { loginRestartFlowUrl: values.text("restartUrl") }
                            }}
                            i18n={{ msgStr: onlyMessage(values.text("restartLabel")) }}
                            headerNode={values.text("title")}
                            displayRequiredFields={false}
                            logo={undefined}
                            logoPending
                        />
                        {values.text("nested")}
                    </PanelMain>
                </PageFrame>
            );
        }
    ),
    part(
        "xkFvMessage",
        "MessageAlert.tsx: Keycloak's message; whether it shows is the caller's.",
        [{ name: "type", kind: "choice", options: MESSAGE_TYPES }, html("summary")],
        values => (
            <MessageAlert
                message={{
                    type: MESSAGE_TYPES.find(type => type === values.text("type")) ?? "info",
                    summary: values.text("summary")
                }}
                isAppInitiatedAction={false}
            />
        )
    ),
    part("xkFvTryAnotherWay", "TryAnotherWay.tsx.", [text("loginAction"), text("label")], values => (
        <TryAnotherWay loginAction={values.text("loginAction")} label={values.text("label")} />
    )),
    part("xkFvPageForm", "PageForm.tsx.", [text("id"), text("action"), nested], values => (
        <PageForm id={values.text("id")} action={values.text("action")}>
            {values.text("nested")}
        </PageForm>
    )),
    part(
        "xkFvUsernameField",
        "UsernameField.tsx.",
        [text("label"), text("value"), text("autocomplete"), flag("invalid")],
        values => (
            <UsernameField
                label={values.text("label")}
                defaultValue={values.text("value")}
                autoComplete={values.text("autocomplete")}
                invalid={values.flag("invalid")}
            />
        )
    ),
    part(
        "xkFvPasswordField",
        "PasswordField.tsx without its toggle, which needs script.",
        [text("label"), flag("autofocus"), optionalHtml("error")],
        values => (
            <PasswordField
                label={values.text("label")}
                autoFocus={values.flag("autofocus")}
                error={values.optional("error")}
            />
        )
    ),
    part("xkFvSignInOptions", "SignInOptions.tsx.", [nested], values => (
        <SignInOptions>{values.text("nested")}</SignInOptions>
    )),
    part("xkFvRememberMe", "RememberMe.tsx.", [flag("checked"), text("label")], values => (
        <RememberMe defaultChecked={values.flag("checked")} label={values.text("label")} />
    )),
    part("xkFvForgotPassword", "ForgotPasswordLink.tsx.", [text("href"), text("label")], values => (
        <ForgotPasswordLink href={values.text("href")} label={values.text("label")} />
    )),
    part("xkFvSignInButton", "SignInButton.tsx, not submitting.", [text("label")], values => (
        <SignInButton isSubmitting={false}>{values.text("label")}</SignInButton>
    )),
    part(
        "xkFvPasskeyButton",
        "PasskeyButton.tsx as a placeholder: invisible until the app runs it.",
        [text("label")],
        values => <PasskeyButton label={values.text("label")} placeholder />
    ),
    part(
        "xkFvSocialProviderList",
        "SocialProviderList.tsx.",
        [text("heading"), flag("wide"), nested],
        values => (
            <SocialProviderList heading={values.text("heading")} wide={values.flag("wide")}>
                {values.text("nested")}
            </SocialProviderList>
        )
    ),
    part(
        "xkFvSocialProviderLink",
        "SocialProviderLink.tsx.",
        [text("alias"), text("displayName"), text("loginUrl")],
        values => (
            <SocialProviderLink
                alias={values.text("alias")}
                displayName={values.text("displayName")}
                loginUrl={values.text("loginUrl")}
            />
        )
    ),
    part(
        "xkFvRegistrationPrompt",
        "RegistrationPrompt.tsx.",
        [text("prompt"), text("href"), text("label")],
        values => (
            <RegistrationPrompt
                prompt={values.text("prompt")}
                href={values.text("href")}
                label={values.text("label")}
            />
        )
    ),
    part(
        "xkFvErrorDetails",
        "ErrorDetails.tsx.",
        [html("summary"), optional("traceNote"), optional("backUrl"), html("backLabel")],
        values => {
            const backUrl = values.optional("backUrl");
            return (
                <ErrorDetails
                    summary={values.text("summary")}
                    traceNote={values.optional("traceNote")}
                    back={
                        backUrl
                            ? {
                                  href: backUrl,
                                  label: keycloakifyMessage(
                                      "backToApplication",
                                      values.text("backLabel")
                                  )
                              }
                            : undefined
                    }
                />
            );
        }
    ),
    part("xkFvOtpDeviceList", "OtpDeviceList.tsx.", [text("legend"), nested], values => (
        <OtpDeviceList legend={values.text("legend")}>{values.text("nested")}</OtpDeviceList>
    )),
    part(
        "xkFvOtpDeviceOption",
        "OtpDeviceOption.tsx.",
        [text("index"), text("credentialId"), text("userLabel"), flag("checked")],
        values => (
            <OtpDeviceOption
                index={values.text("index")}
                credentialId={values.text("credentialId")}
                userLabel={values.text("userLabel")}
                defaultChecked={values.flag("checked")}
            />
        )
    ),
    part(
        "xkFvOtpCodeField",
        "OneCodePage.tsx's Field with LoginOtp.tsx's OtpCodeInput.",
        [text("label"), text("hint"), optional("digits"), optionalHtml("error")],
        values => {
            const error = values.optional("error");
            return (
                <Field
                    id="otp"
                    label={values.text("label")}
                    description={values.text("hint")}
                    error={error && <SafeHtml as="span" html={error} />}
                    errorId="input-error-otp-code"
                >
                    <OtpCodeInput
                        name="otp"
                        autoFocus
                        digits={asRenderedNumber(values.optional("digits"))}
                    />
                </Field>
            );
        }
    )
];

/** A number attribute's placeholder: the renderer writes any value as text, so a sentinel passes as one. */
function asRenderedNumber(value: string | undefined): number | undefined {
    return value as unknown as number | undefined;
}

/** `<@xkFvKcClass keys="…" extra="…" />`: ` class="…"` as Keycloakify 11.16's kcClsx (no default CSS) gives the keys. */
export function kcClassMacro(): string {
    const entries = Object.entries(defaultPageClasses)
        .filter(([, classes]) => classes !== undefined && classes !== "")
        .map(([key, classes]) => `"${key}": r"${classes}"`)
        .join(", ");
    return (
        "<#-- src/login/defaultPageClasses.ts: the default pages' kcClsx classes. -->\n" +
        `<#macro xkFvKcClass keys extra="" placeholder=false><#local table = {${entries}}><#local names = []>` +
        '<#list keys?split(" ") as key><#if key?has_content><#local names = names + [key] + (table[key]??)?then([table[key]!""], [])></#if></#list>' +
        "<#if extra?has_content><#local names = names + [extra]></#if>" +
        `<#if placeholder><#local names = names + ["${PLACEHOLDER_CLASS}"]></#if>` +
        ' class="${names?join(" ")}"</#macro>\n'
    );
}

/** `html` as Keycloakify's `msg(key)` renders a text, which may hold markup (`&laquo;`). */
function keycloakifyMessage(key: string, html: string) {
    return <span data-kc-msg={key} dangerouslySetInnerHTML={{ __html: html }} />;
}
