import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

// Text a Korean blogger types, plus the odd characters a fuzzer should try: RTL and zero-width marks,
// combining jamo, emoji with joiners, full-width forms.
const ODD_TEXT = ['맛집', '블로그 글', '\u202Eevil\u202C', '\u200B\u200D', '\u1100\u1161\u11A8', '👩‍💻🇰🇷', 'Ａ１', '\uFEFF', "'; DROP TABLE users; --", '<script>alert(1)</script>', '{keyword}'];
const text = fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom(...ODD_TEXT), fc.string({ unit: 'grapheme', maxLength: 12 }));

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? min + 30, min + 200);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString().slice(0, 10));
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= 2000);
    } catch {
      // a pattern fast-check cannot read: fall through to plain text
    }
  }
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), text.filter((v) => v.length >= min && v.length <= max));
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000_000);
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  return integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
}

/** A fast-check arbitrary for values a JSON Schema (as Zod 4 writes it) accepts, mostly: refinements are not known here. */
export function arbitraryFromJsonSchema(schema: JsonSchema, defs: Record<string, JsonSchema> = {}, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (s: JsonSchema) => arbitraryFromJsonSchema(s, defs, depth + 1);
  if (schema.$ref) {
    const target = defs[schema.$ref.replace(/^#\/\$defs\//, '')];
    return target ? next(target) : fc.jsonValue({ maxDepth: 1 });
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map(next));
  if (schema.allOf?.length) return next(schema.allOf[0] as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const minLength = schema.minItems ?? 0;
      return fc.array(items ? next(items) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength: Math.min(schema.maxItems ?? minLength + 4, minLength + 8) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const record = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, next(v)]));
      return fc.record(record, { requiredKeys: required.filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The JSON Schema of a zod schema's input side; anything JSON Schema cannot say becomes "any value". */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
}

const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, '', 'x'.repeat(3), [], {}, [null], { $gt: '' }, '9'.repeat(400)];
const LONG = 'ㄱ'.repeat(100_000);

/**
 * An input built from a route's own schema, then mutated the way a fuzzer would: kept as is, a field
 * dropped, a field of the wrong type, an extra field, a very long string, odd Unicode in a string.
 */
export function mutatedInputs(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = inputJsonSchema(schema);
  const valid = arbitraryFromJsonSchema(json, json.$defs ?? {});
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const keysOf = (v: unknown) => (isObject(v) ? Object.keys(v) : []);
  const pickKey = (v: unknown, i: number) => keysOf(v)[i % Math.max(1, keysOf(v).length)];
  const mutation = fc.constantFrom('keep', 'drop', 'wrongType', 'extra', 'long', 'odd');
  return fc.tuple(valid, mutation, fc.nat(), fc.constantFrom(...WRONG_TYPES), fc.constantFrom(...ODD_TEXT, '\u0000', '\uD800')).map(([value, how, i, wrong, odd]) => {
    if (!isObject(value)) {
      if (how === 'keep') return value;
      if (how === 'long') return LONG;
      if (how === 'odd') return typeof value === 'string' ? value + odd : odd;
      return wrong;
    }
    const copy: Record<string, unknown> = { ...value };
    const key = pickKey(copy, i);
    if (how === 'drop' && key) delete copy[key];
    else if (how === 'wrongType' && key) copy[key] = wrong;
    else if (how === 'extra') Object.assign(copy, { role: 'admin', isAdmin: true, userId: 'someone-else', grade: 'vip' });
    else if (how === 'long' && key) copy[key] = LONG;
    else if (how === 'odd' && key) copy[key] = typeof copy[key] === 'string' ? `${copy[key] as string}${odd}` : odd;
    return copy;
  });
}
