import postgres from "postgres";

/** A connection of its own on a Postgres channel, as a third instance would hear it. */
export interface ChannelListener {
  sql: postgres.Sql;
  /** Every payload NOTIFYed on the channel since it listened (tests empty it between steps). */
  payloads: string[];
  end(): Promise<void>;
}

export async function listenOn(url: string, channel: string): Promise<ChannelListener> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const payloads: string[] = [];
  await sql.listen(channel, (payload) => payloads.push(payload));
  return { sql, payloads, end: () => sql.end({ timeout: 5 }) };
}
