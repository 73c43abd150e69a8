import type { Schemas } from '@parcelpilot/api-client';

/**
 * A record type from the API contract by its schema name once packages/api-client has it, and meanwhile the shape a
 * resource writes from the backend's DTO file; when the contract is regenerated, the contract's type takes over and
 * any difference shows up as a type error.
 */
export type ApiSchema<Name extends string, Fallback> = Name extends keyof Schemas ? Schemas[Name] : Fallback;
