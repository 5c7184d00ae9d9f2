// Unit, wiring, pack and template tests. Browser tests have their own config.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { templatesPlugin } from "./scripts/templates-plugin.mjs";

export default defineConfig({
  // the template list the system module imports, derived from the templates folders
  plugins: [templatesPlugin(fileURLToPath(new URL(".", import.meta.url)))],
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/browser/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
    // The first glue test of a file imports the whole system; on a busy 2-core machine that alone
    // can pass the 5 s default. Nothing here measures speed (that is `npm run bench`).
    testTimeout: 20_000,
  },
});
