import { defineConfig, mergeConfig } from "vitest/config";
import { lucideIconsPerFile } from "./config/lucideIcons";
import { viteBase } from "./config/viteBase";

const REACT_PACKAGES =
    /\/node_modules\/(@radix-ui|@floating-ui\/react-dom|@testing-library\/react|lucide-react|keycloakify|react-error-boundary|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar)\//;

export default mergeConfig(
    viteBase(),
    defineConfig({
        resolve: { mainFields: ["module", "main"] },
        plugins: [lucideIconsPerFile()],
        test: {
            environment: "jsdom",
            globals: true,
            setupFiles: ["./src/test-support/setup.ts"],
            include: [
                "src/**/*.test.{ts,tsx}",
                "config/**/*.test.ts",
                "keycloakify-seam/**/*.test.{ts,tsx}",
                "dev/**/*.test.ts",
                "scripts/**/*.test.ts",
                "bench/**/*.test.ts",
                "tests/fixtures/**/*.test.ts"
            ],
            css: false,
            server: { deps: { inline: [REACT_PACKAGES] } }
        }
    })
);
