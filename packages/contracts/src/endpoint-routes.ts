// What a client needs of an entry of the endpoint table to call it: its service, method, path and API
// version, without its schemas, so the web app's pages carry no zod (decision 0056). The table is
// endpoint-routes.generated.ts, written from the endpoint table by `npm run contracts:routes`; a test
// fails when it is stale. The answer's type still comes from the entry's schema.
import type { Endpoint, EndpointRoute } from './endpoints/define';
import type { endpoints } from './endpoints';
import { routeTable } from './endpoint-routes.generated';

type Table = typeof endpoints;
type RouteOf<E> = E extends Endpoint ? EndpointRoute<E> : never;

/** Read as `endpointRoutes.cart.purchase`, the same names as `endpoints`. */
export const endpointRoutes = routeTable as unknown as {
  readonly [Area in keyof Table]: { readonly [Name in keyof Table[Area]]: RouteOf<Table[Area][Name]> };
};

/** The text of endpoint-routes.generated.ts for an endpoint table. */
export function renderRouteTable(table: Record<string, Record<string, Endpoint>>): string {
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const areas = Object.entries(table).map(([area, entries]) => {
    const lines = Object.entries(entries).map(
      ([name, entry]) =>
        `    ${name}: route(${[entry.service, entry.method, entry.path, entry.apiVersion].map(quote).join(', ')}),`,
    );
    return `  ${area}: {\n${lines.join('\n')}\n  },`;
  });
  return [
    '// Generated from the endpoint table (endpoints/index.ts) by `npm run contracts:routes`; do not edit.',
    "import { route } from './endpoints/define';",
    '',
    'export const routeTable = {',
    ...areas,
    '};',
    '',
  ].join('\n');
}
