// Every input dialog the system opens goes through askDialogInput, at the width its form is laid
// out for; the gallery draws its dialog frames at the same DIALOG_WIDTH.
import { describe, expect, it } from "vitest";
import { bootSystem } from "../helpers/boot";

describe("askDialogInput", () => {
  it("opens DialogV2.input at the system's dialog width, passing the rest of the config through", async () => {
    const { stubs } = await bootSystem();
    const { askDialogInput } = await import("../../src/system/form-dialog");
    const { DIALOG_WIDTH } = await import("../../src/system/constants");
    stubs.dialogs.answer({ choice: "a" });
    const answer = await askDialogInput({ window: { title: "T" }, content: "<p>x</p>", ok: { label: "OK" } });
    expect(answer).toEqual({ choice: "a" });
    const shown = stubs.dialogs.shown.at(-1)!;
    expect(shown.kind).toBe("input");
    expect(shown.config).toMatchObject({ window: { title: "T" }, content: "<p>x</p>", ok: { label: "OK" }, position: { width: DIALOG_WIDTH } });
    expect(DIALOG_WIDTH).toBe(400);
  });

  it("lets a caller that asks for another position keep it", async () => {
    const { stubs } = await bootSystem();
    const { askDialogInput } = await import("../../src/system/form-dialog");
    await askDialogInput({ content: "", position: { width: 520, top: 10 } });
    expect(stubs.dialogs.shown.at(-1)!.config).toMatchObject({ position: { width: 520, top: 10 } });
  });
});
