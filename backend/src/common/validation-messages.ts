/** Validation messages the spec gives word for word (§5), shared by every resource that uses them. */
export const NAME_REQUIRED = 'Name cannot be empty';
export const FIELD_REQUIRED = 'Field cannot be empty';
