// Who may apply a card's result to a document they do not own.
import { describe, expect, it } from "vitest";
import { decideApply } from "../../src/core/apply-permission";

const base = { requesterId: "p1", requesterIsGM: false, authorId: "p1", targetListed: true, alreadyApplied: false };

describe("decideApply", () => {
  it("lets the card's author apply a listed target once", () => {
    expect(decideApply(base)).toEqual({ ok: true });
  });
  it("refuses another player", () => {
    expect(decideApply({ ...base, requesterId: "p2" })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.notYourCard" });
  });
  it("lets a GM apply anyone's card", () => {
    expect(decideApply({ ...base, requesterId: "gm", requesterIsGM: true })).toEqual({ ok: true });
  });
  it("refuses a target the card does not list, even for a GM", () => {
    expect(decideApply({ ...base, requesterIsGM: true, targetListed: false })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.targetNotOnCard" });
  });
  it("refuses applying twice", () => {
    expect(decideApply({ ...base, alreadyApplied: true })).toEqual({ ok: false, reason: "STARSKIRMISH.Error.alreadyApplied" });
  });
  it("refuses when the card has no author and the requester is not a GM", () => {
    expect(decideApply({ ...base, authorId: null })).toMatchObject({ ok: false });
  });
});
