import type { StoryDefault } from "@ladle/react";
import { messagesPerFieldWith } from "@/test-support/pageStates";
import { pageStory, type PageStoryArgs } from "../PageStory";

/**
 * The preview's sample data (docs/product.md §3.6, §5, §9) as users meet it: the four user-profile
 * attributes (all required, username and e-mail with autocomplete hints, length and e-mail rules)
 * with the validation texts of docs/product.md §5, and the authenticator sample (secret, policy,
 * supported apps).
 */
export default {
    title: "Sample data"
} satisfies StoryDefault<PageStoryArgs>;

export const UserProfileAttributes = pageStory({
    pageId: "register.ftl",
    overrides: {
        profile: {
            attributesByName: {
                username: { value: "jd" },
                email: { value: "jane.doe@" }
            }
        },
        messagesPerField: messagesPerFieldWith({
            username: "Length must be between 3 and 255.",
            email: "Invalid email address.",
            firstName: "Please specify first name.",
            lastName: "Please specify last name.",
            password: "Please specify password."
        })
    }
});
UserProfileAttributes.storyName = "User-profile attributes with errors";

export const UpdateProfile = pageStory({
    pageId: "login-update-profile.ftl",
    overrides: {
        profile: {
            // The realm does not let customers edit the username: Keycloak leaves it out here.
            attributesByName: {
                email: { value: "jane.doe@gmail.com" },
                firstName: { value: "Jane" },
                lastName: { value: "Doe" }
            }
        }
    }
});
UpdateProfile.storyName = "User-profile attributes filled in";

export const AuthenticatorSampleData = pageStory({
    pageId: "login-config-totp.ftl",
    states: ["manual"]
});
AuthenticatorSampleData.storyName = "Authenticator sample manual entry";
