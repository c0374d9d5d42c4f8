import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

export default tseslint.config(
    {
        ignores: [
            "dist",
            "dist_keycloak",
            "dist_react",
            "dist_keycloak_react",
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
                        },
                        {
                            group: [
                                "**/portal/*",
                                "!**/portal/portalBranding",
                                "!**/portal/usePortalBranding"
                            ],
                            message:
                                "Reach the portal through portal/portalBranding or portal/usePortalBranding (docs/architecture.md §2)."
                        }
                    ]
                }
            ]
        }
    },
    {
        // Imports run one way (docs/architecture.md §3): kit ← login components ← pages, the build
        // config never reaches into the theme's Keycloak code, and browser code never into the build.
        // Tests may reach across to check the parts together.
        files: ["src/**/*.{ts,tsx}", "config/**/*.ts", "keycloakify-seam/**/*.{ts,tsx}"],
        ignores: ["**/*.test.{ts,tsx}"],
        plugins: { "import-x": importX },
        settings: {
            "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })]
        },
        rules: {
            "import-x/no-restricted-paths": [
                "error",
                {
                    zones: [
                        {
                            target: "./src/components/ui",
                            from: ["./src/login", "./src/portal"],
                            message: "The kit knows nothing of Keycloak or the portal."
                        },
                        {
                            target: "./src/login/components",
                            from: "./src/login/pages",
                            message: "Pages use components, not the other way round."
                        },
                        {
                            target: "./config",
                            from: "./src/login",
                            message: "Build config does not import the theme's Keycloak code."
                        },
                        {
                            target: ["./src", "./keycloakify-seam/browser"],
                            from: "./keycloakify-seam/build",
                            message: "Browser code does not import the build's Keycloakify overrides."
                        },
                        {
                            target: "./keycloakify-seam",
                            from: "./config",
                            message:
                                "The seam takes what the theme adds from vite.config.ts, not from config/."
                        }
                    ]
                }
            ]
        }
    }
);
