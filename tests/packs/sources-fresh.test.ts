// The compendium sources under packs/_source are tracked, written by generators from the pure rules
// data (scripts/*-packs-source.mjs, scripts/striker-items.mjs, scripts/striker-rules-source.mjs). A table or schema changed without
// running its generator leaves the shipped packs behind the code; each generator's --check mode
// compares what it would write with the tracked files and fails on any difference.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const root = join(__dirname, "../..");
const GENERATORS = ["sp-packs-source.mjs", "ssm-packs-source.mjs", "smr-packs-source.mjs", "striker-items.mjs", "striker-rules-source.mjs"];

describe("compendium sources", () => {
  for (const script of GENERATORS) {
    it(`are what ${script} writes`, () => {
      const run = spawnSync(process.execPath, [join(root, "scripts", script), "--check"], { cwd: root, encoding: "utf8" });
      expect(run.stderr.trim(), script).toBe("");
      expect(run.status, script).toBe(0);
    }, 60_000);
  }
});
