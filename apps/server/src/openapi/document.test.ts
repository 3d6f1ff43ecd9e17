import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { listEndpoints } from '@fairdraw/contracts';
import { buildOpenApiDocument, wireJsonSchema } from './document';

type Operation = { operationId: string; parameters: Array<{ name: string; in: string }> };

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument() as {
    paths: Record<string, Record<string, Operation>>;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation per entry of the table', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    const ids = operations.map((operation) => operation.operationId).sort();
    expect(ids).toEqual(
      listEndpoints()
        .map(({ area, name }) => `${area}.${name}`)
        .sort(),
    );
  });

  it('uses wire names for paths, parameters and properties, never for data', () => {
    expect(document.paths['/v2/draw/details/{product_offer_key}/{draw_no}']).toBeDefined();
    const schema = wireJsonSchema(
      z.object({ addressLine2: z.string(), kind: z.enum(['saturday_lotto', 'ozLotto']).default('ozLotto') }),
      'output',
    );
    expect(Object.keys(schema.properties as object)).toEqual(['address_line_2', 'kind']);
    expect(JSON.stringify(schema)).toContain('"ozLotto"');
    const query = document.paths['/v2/pricing/{pricing_name}/product_offers']!.get!.parameters;
    expect(query.map((parameter) => parameter.name)).toContain('num_draws');
  });
});
