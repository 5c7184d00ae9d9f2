// Every hook the system listens to, in every rule set's world, is one whose v13 arguments the
// stand-ins know (tests/helpers/foundry/hooks.ts, checked against fvtt-types' hook signatures), so
// a glue test cannot fire it with arguments Foundry would not pass.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";
import { V13_HOOKS } from "../helpers/foundry/hooks";

describe("the hooks the system registers", () => {
  for (const ruleSet of ["space-patrol", "starship-marine", "starmarines", "striker"]) {
    it(`are all hooks of known v13 arguments in a ${ruleSet} world`, async () => {
      const { stubs } = await bootSystem({ "starskirmish.ruleSet": ruleSet });
      const registered = Object.keys(stubs.hooks.events).filter((h) => (stubs.hooks.get(h) ?? []).length > 0);
      expect(registered.length).toBeGreaterThan(0);
      expect(registered.filter((h) => !(h in V13_HOOKS))).toEqual([]);
    });
  }

  // the system's migrations and its note of the tokens' sides (system/turn/side-guard.ts) in every
  // world, and in a Space Patrol! world its note of the combat's facings (system/turn/facing-memory.ts) too
  for (const [ruleSet, readies] of [["space-patrol", 3], ["striker", 2]] as const) {
    it(`run ready once, as Hooks.once registers it, in a ${ruleSet} world`, async () => {
      const { stubs } = await bootSystem({ "starskirmish.ruleSet": ruleSet });
      expect(stubs.hooks.get("ready")).toHaveLength(readies);
      stubs.fire.ready();
      expect(stubs.hooks.get("ready")).toHaveLength(0);
    });
  }
});
