// A stand-in document's update lands when the server answers (common/abstract/document.d.mts:491;
// the client database backend applies a change to this client's copy as the answer comes back): a
// read before then sees the old data, and two read-then-write changes in flight lose one. A world the
// next test's installFoundryStubs closed gets no answer, so its work never resumes; writesSettled
// waits until no write is waiting.
import { beforeAll, describe, expect, it } from "vitest";
import { bootSystem } from "../boot";
import { StandInActor } from "./actor";
import { endWorld, writesSettled } from "./document";

beforeAll(async () => {
  await bootSystem({ "starskirmish.ruleSet": "striker" });
});

const team = () => new StandInActor({ name: "Blue A1", type: "strTeam", ownership: { default: 3 } } as never);

describe("a stand-in update in flight", () => {
  it("leaves the old data to a read before the server answers, and the new after", async () => {
    const actor = team();
    const writing = actor.update({ name: "Blue A2" });
    expect(actor.name).toBe("Blue A1");
    expect(actor.updates).toEqual([]);
    await writing;
    expect(actor.name).toBe("Blue A2");
  });

  it("loses one of two read-then-write changes in flight, as v13 does", async () => {
    const actor = team();
    const append = (suffix: string) => actor.update({ name: `${actor.name}${suffix}` });
    await Promise.all([append(" x"), append(" y")]);
    expect(actor.name).toBe("Blue A1 y");
  });

  it("never answers a write of a world that has closed, and settles once nothing waits", async () => {
    const actor = team();
    let landed = false;
    void actor.update({ name: "Blue A2" }).then(() => (landed = true));
    endWorld();
    await writesSettled();
    expect(landed).toBe(false);
    expect(actor.name).toBe("Blue A1");
  });
});
