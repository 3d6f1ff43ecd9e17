// Statements the shop sends again and again are parsed and planned once per connection (issue 18): a
// statement with parameters is sent as a named prepared statement, named by its text, so PostgreSQL skips
// parsing and planning it on every later use on that connection and the driver sends only its values.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * At most this many texts get a name. The shop's statements are a few hundred texts; a text built per
 * call (a values list of any length) would otherwise keep adding statements to every connection.
 */
const MAX_NAMED_STATEMENTS = 2_000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `fd_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/** Makes the client send each statement with parameters as a named prepared statement. */
export function prepareStatementsByText(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]): unknown => {
    const [config, values] = args;
    if (typeof config === 'object' && config !== null) {
      const { text, name, values: configValues } = config as QueryConfig;
      if (typeof text === 'string' && name === undefined && (hasValues(values) || hasValues(configValues))) {
        const statementName = nameOf(text);
        if (statementName) args[0] = { ...config, name: statementName };
      }
    }
    return query(...args);
  };
  client.query = named as typeof client.query;
}
