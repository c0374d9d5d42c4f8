import { render, screen, waitFor } from "@testing-library/react";
import { languageTags } from "keycloakify/login/i18n/messages_defaultSet/types";
import { customMessages, useI18n } from "./i18n";
import { getKcContextMock } from "@/test-support/KcContextMock";
import { en } from "./messages/en";

function Probe(props: { languageTag: string }) {
    const kcContext = getKcContextMock({
        pageId: "login.ftl",
        overrides: { locale: { currentLanguageTag: props.languageTag } }
    });
    const { i18n } = useI18n({ kcContext });
    return (
        <p data-fetching={String(i18n.isFetchingTranslations)}>
            {i18n.msgStr("requiredFields")} | {i18n.msgStr("doLogIn")}
        </p>
    );
}

describe("i18n", () => {
    it("covers the 30 languages of docs/product.md §9 with every custom key", () => {
        expect(languageTags).toHaveLength(30);
        for (const tag of languageTags) {
            expect(Object.keys(customMessages[tag]).sort(), tag).toEqual(Object.keys(en).sort());
            for (const text of Object.values(customMessages[tag])) expect(text, tag).not.toBe("");
        }
    });

    it("shows a translated custom text and Keycloak's own text in that language", async () => {
        render(<Probe languageTag="de" />);
        await waitFor(() => expect(screen.getByText(/Pflichtfelder \| Anmelden/)).toBeInTheDocument());
    });

    it("falls back to the English wording where a language has no translation", async () => {
        render(<Probe languageTag="ja" />);
        await waitFor(() => expect(screen.getByText(/^Required fields \| /)).toBeInTheDocument());
        await waitFor(() => expect(screen.queryByText(/\| Sign In$/)).not.toBeInTheDocument());
    });

    it.each(["ar", "fa"])("sets <html lang=%s dir=rtl>", async tag => {
        render(<Probe languageTag={tag} />);
        await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
        expect(document.documentElement).toHaveAttribute("lang", tag);
    });

    it("sets dir=ltr for a left-to-right language", async () => {
        render(<Probe languageTag="fr" />);
        await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
        expect(document.documentElement).toHaveAttribute("lang", "fr");
    });
});
