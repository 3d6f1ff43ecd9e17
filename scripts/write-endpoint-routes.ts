// Writes packages/contracts/src/endpoint-routes.generated.ts from the endpoint table (npm run contracts:routes).
import { writeFileSync } from 'node:fs';
import { endpoints } from '../packages/contracts/src/endpoints';
import { renderRouteTable } from '../packages/contracts/src/endpoint-routes';

writeFileSync(
  new URL('../packages/contracts/src/endpoint-routes.generated.ts', import.meta.url),
  renderRouteTable(endpoints),
);
