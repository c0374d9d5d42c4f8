import type { ComponentType } from "react";
import { render, screen } from "@testing-library/react";
import type { TemplateProps } from "keycloakify/login/TemplateProps";
import type { PageProps } from "keycloakify/login/pages/PageProps";
import type { KcContext } from "@/login/KcContext";
import { useI18n, type I18n } from "@/login/i18n";

/**
 * A stand-in for `Template` in page tests: renders every slot a page hands over, and exposes the
 * flags (`displayMessage`, `displayInfo`, `displayRequiredFields`) as data attributes, so a page test
 * checks the page and not the real template's layout.
 */
function TestTemplate(props: TemplateProps<KcContext, I18n>) {
    const { headerNode, children, displayInfo = false, infoNode, socialProvidersNode } = props;
    return (
        <main
            data-display-message={String(props.displayMessage ?? true)}
            data-display-required-fields={String(props.displayRequiredFields ?? false)}
        >
            <h1>{headerNode}</h1>
            {children}
            {socialProvidersNode}
            {displayInfo && <aside aria-label="info">{infoNode}</aside>}
        </main>
    );
}

/**
 * Renders a page component with real Keycloakify i18n (English unless the context says otherwise)
 * inside {@link TestTemplate}.
 * @returns Testing Library's render result plus the page's `<main>`.
 */
export function renderPage<Ctx extends KcContext>(
    Page: ComponentType<PageProps<Ctx, I18n>>,
    kcContext: Ctx
) {
    function Harness() {
        const { i18n } = useI18n({ kcContext });
        return (
            <Page kcContext={kcContext} i18n={i18n} Template={TestTemplate} doUseDefaultCss={false} />
        );
    }
    const result = render(<Harness />);
    return { ...result, main: screen.getByRole("main") };
}

/** The posted fields of `form` as `[name, value]` pairs, in document order (`new FormData(form)`). */
export function postedEntries(form: HTMLFormElement, submitter?: HTMLElement): [string, string][] {
    return [...new FormData(form, submitter ?? null)].map(([name, value]) => [name, String(value)]);
}
