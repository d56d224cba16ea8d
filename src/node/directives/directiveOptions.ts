/**
 * The option types a component directive can declare, their validation, and the TypeScript type a
 * declaration stands for. Pure: shared by the build (which validates) and the registry (which the
 * browser reads for the components).
 */

export type OptionType =
  | { kind: 'string'; values?: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'list'; of: OptionType; minItems?: number }
  | { kind: 'object'; fields: OptionFields };

export interface OptionField {
  type: OptionType;
  required: boolean;
}

export type OptionFields = Readonly<Record<string, OptionField>>;

export const text = { kind: 'string' } as const;
export const flag = { kind: 'boolean' } as const;
export const oneOf = <const V extends readonly string[]>(values: V) => ({ kind: 'string', values }) as const;
export const listOf = <const T extends OptionType>(of: T, minItems = 0) => ({ kind: 'list', of, minItems }) as const;
export const shape = <const F extends OptionFields>(fields: F) => ({ kind: 'object', fields }) as const;
export const required = <const T extends OptionType>(type: T) => ({ type, required: true }) as const;
export const optional = <const T extends OptionType>(type: T) => ({ type, required: false }) as const;

/** The value an option type stands for. */
export type ValueOf<T> = T extends { kind: 'string'; values: readonly (infer V)[] }
  ? V
  : T extends { kind: 'string' }
    ? string
    : T extends { kind: 'boolean' }
      ? boolean
      : T extends { kind: 'number' }
        ? number
        : T extends { kind: 'list'; of: infer O }
          ? Array<ValueOf<O>>
          : T extends { kind: 'object'; fields: infer F extends OptionFields }
            ? OptionsOf<F>
            : never;

type RequiredKeys<F extends OptionFields> = { [K in keyof F]: F[K]['required'] extends true ? K : never }[keyof F];
type OptionalKeys<F extends OptionFields> = Exclude<keyof F, RequiredKeys<F>>;

/** The options object a set of fields describes: required fields present, the others optional. */
export type OptionsOf<F extends OptionFields> = { [K in RequiredKeys<F>]: ValueOf<F[K]['type']> } & {
  [K in OptionalKeys<F>]?: ValueOf<F[K]['type']>;
};

const fieldNames = (fields: OptionFields) =>
  Object.entries(fields)
    .map(([name, field]) => `${name}${field.required ? '' : '?'}`)
    .join(', ');

function plural(type: OptionType): string {
  switch (type.kind) {
    case 'string':
      return type.values ? `strings among ${type.values.map((value) => JSON.stringify(value)).join(', ')}` : 'strings';
    case 'boolean':
      return 'booleans';
    case 'number':
      return 'numbers';
    case 'list':
      return `lists of ${plural(type.of)}`;
    case 'object':
      return `objects with ${fieldNames(type.fields)}`;
  }
}

/** How an option type reads in an error message: `a list of strings`, `one of "npm", "yarn"`. */
export function describeType(type: OptionType): string {
  switch (type.kind) {
    case 'string':
      return type.values ? `one of ${type.values.map((value) => JSON.stringify(value)).join(', ')}` : 'a string';
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
    case 'list':
      return `a list of ${plural(type.of)}`;
    case 'object':
      return `an object with ${fieldNames(type.fields)}`;
  }
}

/** `interface (a string, required), methods (a list of strings)`: the options a directive allows. */
export function describeFields(fields: OptionFields): string {
  const names = Object.entries(fields).map(([name, field]) => `${name} (${describeType(field.type)}${field.required ? ', required' : ''})`);
  return names.length ? names.join('; ') : 'none';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => {
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

function checkValue(type: OptionType, value: unknown, path: string, errors: string[]): void {
  switch (type.kind) {
    case 'string':
      if (typeof value !== 'string') errors.push(`"${path}" must be ${describeType(type)}; got ${shown(value)}`);
      else if (type.values && !type.values.includes(value)) errors.push(`"${path}" must be ${describeType(type)}; got ${shown(value)}`);
      else if (!type.values && !value.trim()) errors.push(`"${path}" must not be empty`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(`"${path}" must be true or false; got ${shown(value)}`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) errors.push(`"${path}" must be a number; got ${shown(value)}`);
      return;
    case 'list':
      if (!Array.isArray(value)) {
        errors.push(`"${path}" must be ${describeType(type)}; got ${shown(value)}`);
        return;
      }
      if (type.minItems && value.length < type.minItems) errors.push(`"${path}" needs at least ${type.minItems} item${type.minItems > 1 ? 's' : ''}`);
      value.forEach((item, index) => checkValue(type.of, item, `${path}[${index}]`, errors));
      return;
    case 'object':
      if (!isRecord(value)) {
        errors.push(`"${path}" must be ${describeType(type)}; got ${shown(value)}`);
        return;
      }
      checkFields(type.fields, value, `${path}.`, errors);
  }
}

function checkFields(fields: OptionFields, value: Record<string, unknown>, prefix: string, errors: string[]): void {
  for (const key of Object.keys(value)) {
    if (!(key in fields)) errors.push(`unknown option "${prefix}${key}"; allowed: ${describeFields(fields)}`);
  }
  for (const [name, field] of Object.entries(fields)) {
    if (value[name] === undefined) {
      if (field.required) errors.push(`option "${prefix}${name}" is required (${describeType(field.type)})`);
    } else {
      checkValue(field.type, value[name], `${prefix}${name}`, errors);
    }
  }
}

/**
 * Checks options against their declaration: every problem is returned, so an author fixes them in
 * one pass. The options are typed only when there are none.
 */
export function validateOptions<F extends OptionFields>(
  fields: F,
  options: Record<string, unknown>,
): { ok: true; options: OptionsOf<F> } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  checkFields(fields, options, '', errors);
  return errors.length ? { ok: false, errors } : { ok: true, options: options as OptionsOf<F> };
}
