// The OpenAPI 3.1 document of the wire contract, generated from the endpoint table. Schemas come from
// zod (z.toJSONSchema, JSON Schema 2020-12, which OpenAPI 3.1 uses as it is) and are renamed to wire
// names on the way: every property is snake_case on the wire (casing.ts), never data such as enum values.
import { z } from 'zod';
import {
  camelToSnakeKey,
  endpointUrl,
  errorEnvelopeSchema,
  linksSchema,
  listEndpoints,
  messageSchema,
  pageInfoSchema,
  type Endpoint,
  type EndpointService,
} from '@fairdraw/contracts';

type JsonSchema = Record<string, unknown>;

const SERVICE_TAGS: Record<EndpointService, { name: string; description: string }> = {
  discovery: { name: 'Discovery (/discover)', description: 'The one URL a client knows: every service.' },
  main: { name: 'Main (/v2)', description: 'The shop API: catalogue, accounts, cart, money, results.' },
  cms: {
    name: 'Content (/cms)',
    description: 'Pages, blog, theme, navigation and files; drafts only with a preview token.',
  },
  translation: { name: 'Translation (/translation)', description: "The shop's words by locale." },
  verify: { name: 'Verification (/customer-verify)', description: 'Identity verification configuration.' },
  placement: {
    name: 'Placements (/recommend)',
    description: 'Recommended draws for the slots of a page (version 1.0).',
  },
  gateway: {
    name: 'Card gateway',
    description: "The sandbox gateway's hosted card fields: not signed by the web client.",
  },
  ops: { name: 'Operators (/ops)', description: 'The operator API: the OPS_TOKEN bearer token only.' },
};

/** Property names to the wire's snake_case, all the way down; everything else stays as it is. */
export function toWireSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toWireSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, inner]) => [
          camelToSnakeKey(name),
          toWireSchema(inner),
        ]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((name) => (typeof name === 'string' ? camelToSnakeKey(name) : name));
    } else if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') {
      out[key] = value; // data, never renamed
    } else {
      out[key] = toWireSchema(value);
    }
  }
  return out;
}

/** A zod schema as a wire JSON Schema: what a client sends (`input`) or receives (`output`). */
export function wireJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // Transforms and refinements check values; the shape they read is what the document shows.
    unrepresentable: 'any',
  }) as JsonSchema;
  return toWireSchema(json) as JsonSchema;
}

/** `/orders/:id` → `/orders/{id}`, with wire names. */
const openApiPath = (endpoint: Endpoint) =>
  endpointUrl(endpoint).replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => `{${camelToSnakeKey(name)}}`);

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const fromObject = (schema: z.ZodType | undefined, location: 'path' | 'query') => {
    if (!schema) return [];
    const json = wireJsonSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, inner]) => ({
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: inner,
    }));
  };
  const headers: JsonSchema[] = [];
  if (endpoint.service !== 'ops' && endpoint.service !== 'gateway')
    headers.push({
      name: 'X-Api-Version',
      in: 'header',
      required: false,
      description: 'The API version this call is written for; 3.0 when absent.',
      schema: { type: 'string', default: endpoint.apiVersion },
    });
  if (endpoint.idempotent)
    headers.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A retry with the same key gets the first answer (decision 0031).',
      schema: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' },
    });
  return [...fromObject(endpoint.params, 'path'), ...fromObject(endpoint.query, 'query'), ...headers];
}

function requestBodyOf(endpoint: Endpoint): JsonSchema | undefined {
  if (endpoint.multipart)
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              method: { type: 'string' },
              documents: {
                type: 'array',
                items: { type: 'string', contentMediaType: 'application/octet-stream' },
              },
            },
          },
        },
      },
    };
  if (!endpoint.body) return undefined;
  const schema = wireJsonSchema(endpoint.body, 'input');
  return {
    required: !endpoint.body.safeParse(undefined).success,
    content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
  };
}

/** The envelope every answer travels in, with this call's result. */
function envelopeOf(endpoint: Endpoint): JsonSchema {
  return {
    type: 'object',
    properties: {
      result: wireJsonSchema(endpoint.response, 'output'),
      page_info: endpoint.paged ? wireJsonSchema(pageInfoSchema, 'output') : { type: 'null' },
      links: wireJsonSchema(linksSchema.nullable(), 'output'),
      messages: wireJsonSchema(z.array(messageSchema), 'output'),
    },
    required: ['result', 'page_info', 'links', 'messages'],
  };
}

function securityOf(endpoint: Endpoint): JsonSchema[] {
  if (endpoint.service === 'gateway') return [];
  if (endpoint.service === 'ops') return [{ operatorToken: [] }];
  const signed = { appKey: [], timestamp: [], appSignature: [] };
  return endpoint.access === 'customer' ? [{ ...signed, customerId: [], customerSession: [] }] : [signed];
}

export interface OpenApiOptions {
  /** Where the prose of the contract is (envelope, casing, errors, signature). */
  docsUrl?: string;
}

export function buildOpenApiDocument(options: OpenApiOptions = {}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const usedServices = new Set<EndpointService>();
  for (const { area, name, endpoint } of listEndpoints()) {
    usedServices.add(endpoint.service);
    const status = String(endpoint.status ?? 200);
    const requestBody = requestBodyOf(endpoint);
    const operation: JsonSchema = {
      operationId: `${area}.${name}`,
      summary: endpoint.summary,
      tags: [SERVICE_TAGS[endpoint.service].name],
      description: `API version ${endpoint.apiVersion}. Who may call: ${endpoint.access}.`,
      security: securityOf(endpoint),
      parameters: parametersOf(endpoint),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [status]: {
          description: 'The result in the envelope',
          content: { 'application/json': { schema: envelopeOf(endpoint) } },
        },
        default: {
          description: 'A failure: the error envelope (docs/api.md, "Errors")',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      },
    };
    (paths[openApiPath(endpoint)] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  const header = (name: string, description: string) => ({ type: 'apiKey', in: 'header', name, description });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fairdraw API',
      version: '3',
      description:
        'Every JSON call of the Fairdraw shop, generated from the endpoint table in packages/contracts. ' +
        'Bodies and queries are snake_case; every answer is an envelope `{ result, page_info, links, messages }`. ' +
        `The signature, versions, errors and idempotency are described in ${options.docsUrl ?? 'docs/api.md'}.`,
    },
    tags: [...usedServices].map((service) => SERVICE_TAGS[service]),
    paths,
    components: {
      schemas: { ErrorEnvelope: wireJsonSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        appKey: header('X-App-Key', 'The app key the server was started with.'),
        timestamp: header('X-Timestamp', "The client's clock, Unix milliseconds."),
        appSignature: header(
          'X-Signature',
          'Hex HMAC-SHA256 keyed by the app secret over appKey, timestamp and customer token (docs/api.md).',
        ),
        customerId: header('X-Customer-Id', 'The signed-in customer; the signature then uses their token.'),
        customerSession: { type: 'http', scheme: 'bearer', description: "A live session's access token." },
        operatorToken: { type: 'http', scheme: 'bearer', description: 'The OPS_TOKEN.' },
      },
    },
  };
}
