import { readFileSync } from 'node:fs';
import { fromAppRoot } from '@server/platform/app-root';
import { paystackContract } from '@test/support/fake-paystack';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/**
 * The fake Paystack and our client are written from Paystack's published API description (MIT; a
 * copy of the workplace's shared/contracts/paystack-openapi.yaml is kept in contracts/ so the test
 * needs nothing outside the repository). No YAML
 * parser is installed, so this reads the text: each path and schema section is cut out by its
 * indentation, and every field we send or read must be declared in it.
 */
const yaml = readFileSync(fromAppRoot('contracts/paystack-openapi.yaml'), 'utf8');
const lines = yaml.split('\n');

/** The lines under `key:` at the given indentation, up to the next key at that indentation or less. */
function section(from: string[], key: string, indent: number): string[] {
  const start = from.indexOf(`${' '.repeat(indent)}${key}:`);
  if (start < 0) throw new Error(`"${key}" not found at indentation ${indent}`);
  const body: string[] = [];
  for (const line of from.slice(start + 1)) {
    const depth = line.length - line.trimStart().length;
    if (line.trim() !== '' && depth <= indent) break;
    body.push(line);
  }
  return body;
}

const path = (p: string) => section(section(lines, 'paths', 0), p, 2);
const schema = (name: string) =>
  section(section(section(lines, 'components', 0), 'schemas', 2), name, 4);
const response = (name: string) =>
  section(section(section(lines, 'components', 0), 'responses', 2), name, 4);
/** Property names declared anywhere in a section (`name:` lines followed by a type or a $ref). */
const declared = (text: string[]) =>
  new Set(text.map((l) => /^\s+([\w]+):\s*$/.exec(l)?.[1]).filter(Boolean));
const keysOf = (shape: z.ZodObject) => Object.keys(shape.shape);

describe('the Paystack contract (shared/contracts/paystack-openapi.yaml)', () => {
  it('authenticates with the secret key as a Bearer token', () => {
    const security = section(section(lines, 'components', 0), 'securitySchemes', 2).join('\n');
    expect(security).toMatch(/bearerAuth:\s+type: http\s+scheme: bearer/);
  });

  it('has POST /transaction/initialize taking TransactionInitialize and answering TransactionInitializeResponse', () => {
    const text = path('/transaction/initialize').join('\n');
    expect(text).toMatch(/^ {4}post:/m);
    expect(text).toContain("$ref: '#/components/schemas/TransactionInitialize'");
    expect(text).toMatch(
      /'200':[\s\S]*?\$ref: '#\/components\/schemas\/TransactionInitializeResponse'/,
    );
    const request = schema('TransactionInitialize');
    expect(request.join('\n')).toMatch(/required:\s+- email\s+- amount/);
    expect(request.join('\n')).toMatch(/amount:\s+description:[\s\S]*?type: integer/);
    for (const key of keysOf(paystackContract.initializeRequest))
      expect(declared(request), key).toContain(key);
    const answer = schema('TransactionInitializeResponse');
    for (const key of [
      ...keysOf(paystackContract.initializeResponse),
      ...keysOf(paystackContract.initializeResponse.shape.data),
    ]) {
      expect(declared(answer), key).toContain(key);
    }
  });

  it('has GET /transaction/verify/{reference} answering VerifyResponse, or NotFound', () => {
    const text = path('/transaction/verify/{reference}').join('\n');
    expect(text).toMatch(/^ {4}get:/m);
    expect(text).toMatch(/name: reference\s+in: path/);
    expect(text).toContain("$ref: '#/components/schemas/VerifyResponse'");
    expect(text).toMatch(/'404':\s+\$ref: '#\/components\/responses\/NotFound'/);
    const verify = schema('VerifyResponse');
    const data = paystackContract.verifyResponse.shape.data;
    for (const key of [
      ...keysOf(paystackContract.verifyResponse),
      ...keysOf(data),
      ...keysOf(data.shape.customer),
    ]) {
      expect(declared(verify), key).toContain(key);
    }
    expect(verify.join('\n')).toMatch(/amount:\s+type: integer/);
    expect(response('NotFound').join('\n')).toMatch(/status: false\s+message: Entity not found/);
    expect(response('Unauthorized').join('\n')).toMatch(/status: false\s+message: Invalid key/);
  });

  it('has POST /refund taking RefundCreate and answering RefundCreateResponse', () => {
    const text = path('/refund').join('\n');
    expect(text).toMatch(/^ {4}post:/m);
    expect(text).toContain("$ref: '#/components/schemas/RefundCreate'");
    expect(text).toContain("$ref: '#/components/responses/RefundCreateSuccess'");
    expect(response('RefundCreateSuccess').join('\n')).toContain(
      "$ref: '#/components/schemas/RefundCreateResponse'",
    );
    const request = schema('RefundCreate');
    expect(request.join('\n')).toMatch(/required:\s+- transaction/);
    for (const key of keysOf(paystackContract.refundRequest))
      expect(declared(request), key).toContain(key);
    const answer = schema('RefundCreateResponse');
    const data = paystackContract.refundResponse.shape.data;
    for (const key of [
      ...keysOf(paystackContract.refundResponse),
      ...keysOf(data),
      ...keysOf(data.shape.transaction),
    ]) {
      expect(declared(answer), key).toContain(key);
    }
  });

  it('has GET /refund (perPage, page, from, to) answering RefundListResponse, and GET /refund/{id} answering RefundFetchResponse', () => {
    const list = path('/refund').join('\n');
    expect(list).toMatch(/^ {4}get:/m);
    for (const name of ['perPage', 'page', 'from', 'to']) expect(list).toContain(`name: ${name}`);
    expect(list).toContain("$ref: '#/components/responses/RefundListSuccess'");
    expect(response('RefundListSuccess').join('\n')).toContain(
      "$ref: '#/components/schemas/RefundListResponse'",
    );
    const listed = [...schema('RefundListResponse'), ...schema('RefundListResponseArray')];
    const listShape = paystackContract.refundListResponse.shape;
    const record = listShape.data.element;
    for (const key of [
      ...keysOf(paystackContract.refundListResponse),
      ...keysOf(listShape.meta),
      ...keysOf(record),
      ...keysOf(record.shape.customer),
    ]) {
      expect(declared(listed), key).toContain(key);
    }

    const fetch = path('/refund/{id}').join('\n');
    expect(fetch).toMatch(/^ {4}get:/m);
    expect(fetch).toMatch(/name: id\s+in: path/);
    expect(fetch).toContain("$ref: '#/components/responses/RefundFetchSuccess'");
    expect(fetch).toMatch(/'404':\s+\$ref: '#\/components\/responses\/NotFound'/);
    expect(response('RefundFetchSuccess').join('\n')).toContain(
      "$ref: '#/components/schemas/RefundFetchResponse'",
    );
    const fetched = schema('RefundFetchResponse');
    const data = paystackContract.refundFetchResponse.shape.data;
    for (const key of [
      ...keysOf(paystackContract.refundFetchResponse),
      ...keysOf(data),
      ...keysOf(data.shape.customer),
    ]) {
      expect(declared(fetched), key).toContain(key);
    }
  });

  it('would notice a field the contract does not have', () => {
    expect(declared(schema('RefundCreate'))).not.toContain('refund_reason');
    expect(() => path('/transaction/charge_card_now')).toThrow();
  });
});
