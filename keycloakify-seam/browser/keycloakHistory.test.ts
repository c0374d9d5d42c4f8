import { keycloakHistoryUrl } from "./keycloakHistory";

const origin = "http://localhost:8080";
const script = (url: string) =>
    `</head><SCRIPT> if (typeof history.replaceState === 'function') {  history.replaceState({}, "some title", "${url}"); }</SCRIPT>`;

describe("keycloakHistoryUrl", () => {
    it("takes the address from Keycloak's history script", () => {
        const url = `${origin}/realms/r/login-actions/authenticate?execution=e&client_id=c&tab_id=t`;
        expect(keycloakHistoryUrl(script(url), origin)).toBe(url);
    });

    it("refuses an address on another origin", () => {
        expect(keycloakHistoryUrl(script("https://elsewhere.example/x"), origin)).toBeUndefined();
    });

    it("finds nothing in a comment without the script", () => {
        expect(keycloakHistoryUrl("</head>", origin)).toBeUndefined();
    });
});
