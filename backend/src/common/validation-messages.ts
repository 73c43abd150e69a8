/** Validation messages that docs/product-spec.md §5 gives word for word, shared by every resource that uses them. */
export const NAME_REQUIRED = 'Name cannot be empty';
export const FIELD_REQUIRED = 'Field cannot be empty';
