import { BASIC, charactersOf } from "../../../config/fontSubsets";
import { en } from "./en";

describe("our English texts", () => {
    it("use only characters of the basic font file (src/fonts.css, docs/decisions.md §12)", () => {
        const outside = [...Object.values(en).join("")].filter(
            char => !charactersOf(BASIC).includes(char)
        );
        expect(outside).toEqual([]);
    });
});
