import messages, { loadKeycloakifyEnglish } from "./keycloakifyEnglish";

describe("Keycloakify's English messages as our pages get them (docs/decisions.md §12)", () => {
    it("hold the keys our code names until a default page loads the rest", async () => {
        expect(messages.doLogIn).toBe("Sign In");
        expect(messages["loginTotp.totp"]).toBe("Time-based");
        expect(messages.doBack).toBeUndefined();
        await loadKeycloakifyEnglish();
        expect(messages.doBack).toBe("Back");
    });
});
