/** Served by `keycloakify-seam/build/keycloakifyEnglish.ts`. */
declare module "virtual:keycloakify-english/*" {
    const messages: Record<string, string>;
    export default messages;
}
