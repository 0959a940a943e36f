import { type ComponentType, useId } from "react";
import type { IslandName } from "../client/registry";

/** JSON that is safe inside a <script> element: nothing in it can close the tag or start HTML. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}

/**
 * Server-renders an island and leaves a marker that src/client/client.ts hydrates: the wrapper
 * names the island, and its props travel as escaped JSON in a non-executing script element.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const id = useId();
  return (
    <>
      <div data-island={name} data-island-id={id}>
        <Component {...props} />
      </div>
      <script
        type="application/json"
        data-island-props={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeProps escapes it
        dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
      />
    </>
  );
}
