import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

export default tseslint.config(
    {
        ignores: [
            "dist",
            "dist_keycloak",
            "build-ladle",
            "test-results",
            "playwright-report",
            "src/kc.gen.tsx",
            "tests/freemarker/out",
            "tests/freemarker/classes",
            "public/keycloakify-dev-resources",
            // The real Keycloak set-up's servers and theme copies (npm run keycloak).
            ".keycloak"
        ]
    },
    {
        extends: [js.configs.recommended, ...tseslint.configs.recommended, prettier],
        files: ["**/*.{ts,tsx,js,mjs}"],
        languageOptions: {
            ecmaVersion: 2022,
            globals: { ...globals.browser, ...globals.node }
        },
        plugins: {
            "react-hooks": reactHooks,
            "react-refresh": reactRefresh
        },
        rules: {
            ...reactHooks.configs.recommended.rules,
            "react-refresh/only-export-components": "off",
            "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }]
        }
    },
    {
        // The footer is one feature folder (docs/architecture.md §3), entered only through its
        // loader (the boot script) and the component that renders it once loaded (the Template);
        // test support may name its types.
        files: ["src/**/*.{ts,tsx}", "ladle/**/*.{ts,tsx}", "dev/**/*.ts"],
        ignores: ["src/login/footer/**", "src/test-support/**", "dev/**/*.test.ts"],
        rules: {
            "no-restricted-imports": [
                "error",
                {
                    patterns: [
                        {
                            group: [
                                "**/footer/*",
                                "!**/footer/loadFooter",
                                "!**/footer/LoadedPortalFooter"
                            ],
                            message:
                                "Enter the footer feature through footer/loadFooter or footer/LoadedPortalFooter."
                        }
                    ]
                }
            ]
        }
    }
);
