import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import IslandProbe from "../islands/island-probe";
import { Island, serializeProps } from "../src/views/island";

describe("island props", () => {
  test("serialized props cannot close the script element or open HTML", () => {
    const json = serializeProps({
      name: "</script><script>alert(1)</script>",
      amp: "a&b",
      ls: "\u2028",
    });
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<");
    expect(json).not.toContain("&");
    expect(JSON.parse(json)).toEqual({
      name: "</script><script>alert(1)</script>",
      amp: "a&b",
      ls: "\u2028",
    });
  });

  test("server render leaves a marker, the component's HTML and its props", () => {
    const html = renderToString(
      <Island name="island-probe" component={IslandProbe} props={{ label: "Clicked", start: 2 }} />,
    );
    expect(html).toMatch(/<div data-island="island-probe" data-island-id="([^"]+)">/);
    expect(html).toContain("Clicked<!-- -->: <!-- -->2");
    const id = html.match(/data-island-id="([^"]+)"/)?.[1];
    expect(html).toContain(`<script type="application/json" data-island-props="${id}">`);
    expect(html).toContain('{"label":"Clicked","start":2}');
  });
});
