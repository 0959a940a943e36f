import { beforeAll, expect, test } from "bun:test";
import { gunzipSync } from "node:zlib";
import { acceptsGzip } from "../src/middleware/accepts-gzip";
import { seedLead } from "./helpers/api-v1";
import { createTestApp } from "./helpers/app";
import { describeEachDatabase } from "./helpers/database";
import { insertProject } from "./helpers/projects";
import { signedInUser } from "./helpers/session";

// Issue 19: the results list goes out gzip-compressed to a client that asks for it (every
// browser does), compressed once per set of leads; any other client gets the same JSON as it is.

test.each([
  ["gzip, deflate, br, zstd", true],
  ["br;q=1.0, gzip;q=0.8, *;q=0.1", true],
  ["GZIP", true],
  ["x-gzip", true],
  ["*", true],
  ["gzip;q=0", false],
  ["gzip;q=0.000, *", false],
  ["*;q=0", false],
  ["br, *;q=0", false],
  ["identity", false],
  ["deflate, br", false],
  ["", false],
  [undefined, false],
] as const)("Accept-Encoding %p takes gzip: %p", (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected);
});

describeEachDatabase("the results list over HTTP", ({ handle }) => {
  let app: ReturnType<typeof createTestApp>["app"];
  beforeAll(() => {
    app = createTestApp(handle()).app;
  });

  async function projectOf(userId: number, leads: number) {
    const { id } = await insertProject(handle().db, userId);
    for (let i = 0; i < leads; i++) await seedLead(handle(), id);
    return id;
  }

  const read = (cookie: string, id: number, encoding?: string) =>
    app.request(`/api/research-projects/${id}/results`, {
      headers: { cookie, ...(encoding ? { "accept-encoding": encoding } : {}) },
    });

  test("gzip when asked, the same JSON as plain; Vary says it depends on the header", async () => {
    const me = await signedInUser(handle());
    const id = await projectOf(me.user.id, 3);
    const plain = await read(me.cookie, id);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-type")).toBe("application/json");
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const text = await plain.text();
    expect(JSON.parse(text)).toHaveLength(3);

    for (let i = 0; i < 2; i++) {
      const zipped = await read(me.cookie, id, "gzip, deflate, br");
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
      const bytes = new Uint8Array(await zipped.arrayBuffer());
      expect(gunzipSync(bytes).toString("utf8")).toBe(text);
      expect(bytes.length).toBeLessThan(Buffer.byteLength(text));
    }

    const refused = await read(me.cookie, id, "gzip;q=0");
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  test("a new lead is in the next compressed body; an empty project is [] either way", async () => {
    const me = await signedInUser(handle());
    const id = await projectOf(me.user.id, 1);
    const count = async () => {
      const res = await read(me.cookie, id, "gzip");
      const json = gunzipSync(new Uint8Array(await res.arrayBuffer())).toString("utf8");
      return (JSON.parse(json) as unknown[]).length;
    };
    expect(await count()).toBe(1);
    await seedLead(handle(), id);
    expect(await count()).toBe(2);

    const empty = await projectOf(me.user.id, 0);
    expect(await (await read(me.cookie, empty)).text()).toBe("[]");
    const zipped = await read(me.cookie, empty, "gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8")).toBe("[]");
  });

  test("another user's project is a 404, compressed or not", async () => {
    const owner = await signedInUser(handle());
    const stranger = await signedInUser(handle());
    const id = await projectOf(owner.user.id, 1);
    for (const encoding of [undefined, "gzip"]) {
      const res = await read(stranger.cookie, id, encoding);
      expect(res.status).toBe(404);
    }
  });
});
