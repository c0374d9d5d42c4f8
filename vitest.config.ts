import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

export default defineConfig({
    resolve: {
        alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) }
    },
    plugins: [react()],
    test: {
        environment: "jsdom",
        globals: true,
        setupFiles: ["./src/test-support/setup.ts"],
        include: ["src/**/*.test.{ts,tsx}", "dev/**/*.test.ts", "scripts/**/*.test.ts"],
        css: false
    }
});
