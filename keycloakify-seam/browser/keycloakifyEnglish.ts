import ours from "virtual:keycloakify-english/ours";
import { loadOnce } from "../../src/lib/loadOnce";

/** Keycloakify's English default messages (README.md, docs/decisions.md §12): the keys our code names,
 * until {@link loadKeycloakifyEnglish}; Keycloakify throws "Message with key … not found" for others. */
const messages: Record<string, string> = { ...ours };
export default messages;

/** Adds the rest, once; rejects when its chunk does not arrive, and the next call retries. */
export const loadKeycloakifyEnglish = loadOnce(() =>
    import("virtual:keycloakify-english/all").then(all => void Object.assign(messages, all.default))
);
