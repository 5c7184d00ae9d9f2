// Unit, wiring, pack and template tests. Browser tests have their own config.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/browser/**", "node_modules/**"],
    environment: "node",
    pool: "threads",
  },
});
