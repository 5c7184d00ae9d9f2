// Browser tests: the gallery in headless Chromium. Run after the build and the gallery.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { templatesPlugin } from "./scripts/templates-plugin.mjs";

export default defineConfig({
  // the template list the system module imports, derived from the templates folders
  plugins: [templatesPlugin(fileURLToPath(new URL(".", import.meta.url)))],
  test: {
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
