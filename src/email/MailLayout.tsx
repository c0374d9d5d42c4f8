import { Body, Container, Head, Html, Img, Raw, Section, Text } from "jsx-email";

type MailLayoutProps = {
    template: string;
    lang: string;
    dir: string;
    name: string;
    logoUrl: string;
    logoCondition?: string;
    color: string;
    bodyHtml: string;
};

const DARK_MODE = `:root{color-scheme:light dark;supported-color-schemes:light dark}
.xk-card a{color:inherit;font-weight:600}
@media (prefers-color-scheme:dark){.xk-page{background:#021333!important}
.xk-card{background:#0d2245!important;color:#f1f5f9!important}
.xk-card a{color:#9fd3f7!important}.xk-foot{color:#cbd5e1!important}}`;

const FONT = "Montserrat,Segoe UI,Helvetica,Arial,sans-serif";

/** Every mail's frame (props: FreeMarker or samples; `bodyHtml` raw): logo under `logoCondition`
 * else the name on the brand color, readable with images off; the message; the name. */
export function MailLayout({
    template,
    lang,
    dir,
    name,
    logoUrl,
    logoCondition,
    color,
    bodyHtml
}: MailLayoutProps) {
    const logo = <Img src={logoUrl} alt={name} height={48} style={{ display: "block" }} />;
    return (
        <Html lang={lang} dir={dir}>
            <Head>
                <title>{name}</title>
                <meta name="x-keycloak-template" content={template} />
                <meta name="color-scheme" content="light dark" />
                <meta name="supported-color-schemes" content="light dark" />
                <style>{DARK_MODE}</style>
            </Head>
            <Body
                className="xk-page"
                style={{ margin: 0, padding: "24px 8px", background: "#eef2f7", fontFamily: FONT }}
            >
                <Container
                    className="xk-card"
                    style={{ maxWidth: 600, background: "#ffffff", color: "#1f2937" }}
                >
                    <Section style={{ background: color, padding: "16px 24px" }}>
                        {logoCondition ? (
                            <>
                                <Raw content={`<#if ${logoCondition}>`} />
                                {logo}
                                <Raw content="<#else>" />
                            </>
                        ) : (
                            logoUrl && logo
                        )}
                        {(logoCondition || !logoUrl) && (
                            <Text
                                style={{
                                    margin: 0,
                                    color: "#ffffff",
                                    fontSize: 20,
                                    fontWeight: 700
                                }}
                            >
                                {name}
                            </Text>
                        )}
                        {logoCondition && <Raw content="</#if>" />}
                    </Section>
                    <Section style={{ padding: "8px 24px 16px", fontSize: 16, lineHeight: 1.5 }}>
                        <Raw content={bodyHtml} />
                    </Section>
                    <Section style={{ padding: "0 24px 16px", borderTop: `4px solid ${color}` }}>
                        <Text className="xk-foot" style={{ color: "#4b5563", fontSize: 13 }}>
                            {name}
                        </Text>
                    </Section>
                </Container>
            </Body>
        </Html>
    );
}
