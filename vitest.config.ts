// Unit, wiring, pack and template tests. Browser tests have their own config.
import { defineConfig } from "vitest/config";

export default defineConfig({
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
