import { beforeAll, describe, expect, test } from "bun:test";
import { probeAuthEmulator, startAuthEmulator } from "../scripts/auth-emulator.ts";
import { type AuthEmulatorHelpers, useAuthEmulator } from "./helpers/auth-emulator.ts";

// The first start compiles the emulator's API schema: 10-20 s on a 2-core machine.
const START_TIMEOUT_MS = 90_000;

let auth: AuthEmulatorHelpers;

beforeAll(async () => {
  auth = await useAuthEmulator();
}, START_TIMEOUT_MS);

describe("Auth emulator harness", () => {
  test("answers on its own port with a demo project", async () => {
    expect(auth.projectId.startsWith("demo-")).toBe(true);
    expect(auth.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(await probeAuthEmulator(auth.host)).toBe("emulator");
    expect(await useAuthEmulator()).toBe(auth);
  });

  test("signs up and signs in", async () => {
    const { idToken, localId } = await auth.signUp("ada@example.com", "correct horse");
    expect(idToken.split(".")).toHaveLength(3);
    expect(localId).toBeTruthy();
    const again = await auth.signIn("ada@example.com", "correct horse");
    expect(again.localId).toBe(localId);
    await expect(auth.signIn("ada@example.com", "wrong")).rejects.toThrow("INVALID_PASSWORD");
  });

  test("records a VERIFY_EMAIL code when the user asks for one, and applying it verifies", async () => {
    const { idToken } = await auth.signUp("grace@example.com", "correct horse");
    expect((await auth.lookup("grace@example.com"))?.emailVerified).toBe(false);

    await auth.call("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
    const code = (await auth.oobCodes()).find(
      (c) => c.email === "grace@example.com" && c.requestType === "VERIFY_EMAIL",
    );
    expect(code?.oobLink).toContain(`oobCode=${code?.oobCode}`);

    await auth.call("accounts:update", { oobCode: code?.oobCode });
    expect((await auth.lookup("grace@example.com"))?.emailVerified).toBe(true);
    // An applied code is used up: the emulator drops it from the list.
    expect((await auth.oobCodes()).map((c) => c.oobCode)).not.toContain(code?.oobCode);
  });

  test("verifyEmail() verifies without signing in", async () => {
    await auth.signUp("linus@example.com", "correct horse");
    await auth.verifyEmail("linus@example.com");
    expect((await auth.lookup("linus@example.com"))?.emailVerified).toBe(true);
  });

  test("reset() wipes accounts and hides earlier codes", async () => {
    const { idToken } = await auth.signUp("margaret@example.com", "correct horse");
    await auth.call("accounts:sendOobCode", { requestType: "VERIFY_EMAIL", idToken });
    expect((await auth.oobCodes()).map((c) => c.email)).toContain("margaret@example.com");

    await auth.reset();
    expect(await auth.lookup("margaret@example.com")).toBeUndefined();
    expect(await auth.oobCodes()).toEqual([]);
    // The same email can register again.
    await auth.signUp("margaret@example.com", "correct horse");
  });
});

describe("startAuthEmulator", () => {
  test("reuses an emulator already answering on the port, and leaves it running", async () => {
    const port = Number(auth.host.split(":")[1]);
    const second = await startAuthEmulator({ port, projectId: auth.projectId });
    expect(second.reused).toBe(true);
    await second.stop();
    expect(await probeAuthEmulator(auth.host)).toBe("emulator");
  });
});
